//! The search loop of `spire-map search` and `bench`: scan seeds on every
//! core (rayon) with one compiled [`Search`] that every thread reads, in
//! chunks sized by the measured cost of the filter (about
//! [`CHUNK_SECONDS`] each, so that a fast filter does not spend its time
//! between chunks and a slow one still shows progress), stream the matches
//! in scan order, show progress on stderr (indicatif), end with the time.

use std::io::Write;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use spire_map::api::SearchOptions;
use spire_map::search::{Match, Search};
use spire_map::Error;

/// Seeds in each chunk of the first round, before the filter's cost is known.
const FIRST_CHUNK: u64 = 1024;

/// The work a chunk aims at, in seconds of one core.
const CHUNK_SECONDS: f64 = 0.02;

/// The largest chunk (a chunk's matches are held until it ends).
const MAX_CHUNK: u64 = 1 << 22;

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
    // Compiled once (this also checks the filter against the game) and
    // shared: a `Search` is read-only while it scans.
    let compiled = Search::new(search.filter.clone(), &search.map)?;
    let start = Instant::now();
    let bar = if progress { ProgressBar::new(count) } else { ProgressBar::hidden() };
    bar.set_style(
        ProgressStyle::with_template(
            "{spinner} [{elapsed_precise}] {wide_bar} {pos}/{len} seeds ({per_sec}, eta {eta}) {msg}",
        )
        .expect("a valid template"),
    );
    let threads = rayon::current_num_threads() as u64;
    // Each round gives every thread several chunks, so that uneven chunks
    // even out before the round's matches are printed.
    let per_round = (threads * 8).max(1);
    let mut chunk = FIRST_CHUNK;
    let (mut checked, mut matches) = (0u64, 0u64);
    'outer: while checked < count {
        let from = checked;
        let round = (chunk * per_round).min(count - from);
        let pieces = round.div_ceil(chunk);
        let t = Instant::now();
        let results: Vec<(u64, Vec<Match>)> = (0..pieces)
            .into_par_iter()
            .map(|k| {
                let at = from + k * chunk;
                let n = chunk.min(from + round - at);
                let mut found = Vec::new();
                compiled.scan(search.scan, at, n, |m| {
                    found.push(m);
                    true
                });
                (n, found)
            })
            .collect();
        // The next chunks: about CHUNK_SECONDS of one core's work each.
        let per_seed = t.elapsed().as_secs_f64() * threads as f64 / round.max(1) as f64;
        chunk = ((CHUNK_SECONDS / per_seed.max(1e-10)) as u64).clamp(FIRST_CHUNK, MAX_CHUNK);
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
    }
    bar.finish_and_clear();
    let _ = std::io::stderr().flush();
    Ok(Summary { checked, matches, seconds: start.elapsed().as_secs_f64() })
}
