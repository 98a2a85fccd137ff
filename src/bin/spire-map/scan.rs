//! The search loop of `spire-map search` and `bench`: scan seeds on every core (rayon), each chunk one call
//! of the library's `search` entry point (as the page's Web Workers make),
//! stream the matches, show progress on stderr (indicatif), end with the rate.

use std::io::Write;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use spire_map::api::{self, SearchOptions};
use spire_map::search::Match;
use spire_map::Error;

/// Seeds per unit of parallel work.
const CHUNK: u64 = 4096;

/// What a finished search reports.
pub struct Summary {
    pub checked: u64,
    pub matches: u64,
    pub seconds: f64,
}

/// Runs the scan of `search` (its filter, settings and scan; its own start,
/// count and limit are not used): `count` seeds from index 0, in parallel
/// chunks whose matches are printed in scan order (so a sequential scan's
/// output is the same whatever the thread count); stops after `limit` matches.
pub fn run(
    search: &SearchOptions,
    count: u64,
    limit: Option<u64>,
    progress: bool,
    mut emit: impl FnMut(&Match),
) -> Result<Summary, Error> {
    // The filter is checked against the game once, before any thread starts.
    api::search(&search.chunk(0, 0))?;
    let start = Instant::now();
    let bar = if progress { ProgressBar::new(count) } else { ProgressBar::hidden() };
    bar.set_style(
        ProgressStyle::with_template(
            "{spinner} [{elapsed_precise}] {wide_bar} {pos}/{len} seeds ({per_sec}, eta {eta}) {msg}",
        )
        .expect("a valid template"),
    );
    let chunks = count.div_ceil(CHUNK);
    let batch = (rayon::current_num_threads() as u64 * 4).max(1);
    let (mut checked, mut matches) = (0u64, 0u64);
    let mut c = 0;
    'outer: while c < chunks {
        let end = (c + batch).min(chunks);
        let results: Vec<(u64, Vec<Match>)> = (c..end)
            .into_par_iter()
            .map(|k| {
                let from = k * CHUNK;
                let n = CHUNK.min(count - from);
                let chunk = api::search(&search.chunk(from, n))?;
                Ok((n, chunk.matches))
            })
            .collect::<Result<_, Error>>()?;
        for (n, found) in results {
            for m in found {
                matches += 1;
                if progress {
                    bar.suspend(|| emit(&m));
                } else {
                    emit(&m);
                }
                if limit.is_some_and(|l| matches >= l) {
                    checked = m.index + 1;
                    break 'outer;
                }
            }
            checked += n;
        }
        bar.set_position(checked);
        bar.set_message(format!("{matches} found"));
        c = end;
    }
    bar.finish_and_clear();
    let _ = std::io::stderr().flush();
    Ok(Summary { checked, matches, seconds: start.elapsed().as_secs_f64() })
}
