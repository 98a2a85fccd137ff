//! The search loop of `spire-map search` and `bench`: scan seeds on every
//! core, stream the matches in scan order, show progress on stderr
//! (indicatif), end with the time.
//!
//! One scanning thread per thread of the current rayon pool (`--threads`,
//! or every core), each with its own copy of the compiled [`Search`]. A
//! thread claims its next chunk of seeds from a shared counter as soon as it
//! has finished the last one, so no thread waits for another between chunks
//! (rounds of chunks with a barrier after each left a thread idle at the end
//! of every round); each thread sizes its chunks from its own measured speed
//! (about [`CHUNK_SECONDS`] each, so that a fast filter does not spend its
//! time between chunks and a slow one still shows progress), and near the end
//! the chunks shrink so that the threads finish together. The calling thread
//! puts the finished chunks back in scan order and emits their matches while
//! the others go on.

use std::collections::BTreeMap;
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use spire_map::api::SearchOptions;
use spire_map::search::{Match, Search};
use spire_map::Error;

/// Seeds in a thread's first chunk, before the filter's cost is known, and
/// the smallest chunk.
const FIRST_CHUNK: u64 = 1024;

/// The work a chunk aims at, in seconds of one core.
const CHUNK_SECONDS: f64 = 0.02;

/// The largest chunk (a chunk's matches are held until it ends).
const MAX_CHUNK: u64 = 1 << 22;

/// The size of a thread's next chunk after it checked `n` seeds in
/// `seconds`, from `size`: [`CHUNK_SECONDS`] at the speed just measured, at
/// most four times the last size (a first chunk can be timed too short) and
/// within [`FIRST_CHUNK`]..=[`MAX_CHUNK`].
pub fn next_chunk(size: u64, n: u64, seconds: f64) -> u64 {
    let ideal = if seconds > 0.0 { n as f64 * CHUNK_SECONDS / seconds } else { f64::INFINITY };
    (ideal.min(size.saturating_mul(4) as f64) as u64).clamp(FIRST_CHUNK, MAX_CHUNK)
}

/// The chunk a thread claims when `left` seeds are still unclaimed: its
/// `size`, but no more than a share of what is left (each of `threads`
/// threads gets about two more chunks), so that the threads end together.
pub fn claim(size: u64, left: u64, threads: u64) -> u64 {
    size.min(left.div_ceil(2 * threads.max(1)).max(FIRST_CHUNK)).min(left)
}

/// What a finished search reports.
pub struct Summary {
    pub checked: u64,
    pub matches: u64,
    pub seconds: f64,
}

/// Runs the scan of `search` (its filter, settings and scan; its own start,
/// count and limit are not used): `count` seeds from index 0, in chunks
/// checked in parallel whose matches are emitted in scan order (so a
/// sequential scan's output is the same whatever the thread count); stops
/// after `limit` matches (the first ones in scan order).
pub fn run(
    search: &SearchOptions,
    count: u64,
    limit: Option<u64>,
    progress: bool,
    mut emit: impl FnMut(&Match),
) -> Result<Summary, Error> {
    // Compiled once (this also checks the filter against the game), then
    // copied to each thread.
    let compiled = Search::new(search.filter.clone(), &search.map)?;
    let scan = search.scan;
    let start = Instant::now();
    let bar = if progress { ProgressBar::new(count) } else { ProgressBar::hidden() };
    bar.set_style(
        ProgressStyle::with_template(
            "{spinner} [{elapsed_precise}] {wide_bar} {pos}/{len} seeds ({per_sec}, eta {eta}) {msg}",
        )
        .expect("a valid template"),
    );
    let threads = rayon::current_num_threads().max(1) as u64;
    // The first index no thread has claimed yet; set once the limit is reached.
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let (mut checked, mut matches) = (0u64, 0u64);
    std::thread::scope(|s| {
        let (tx, rx) = mpsc::channel::<(u64, u64, Vec<Match>)>();
        for _ in 0..threads {
            let (tx, mine, next, stop) = (tx.clone(), compiled.clone(), &next, &stop);
            s.spawn(move || {
                let mut size = FIRST_CHUNK;
                while !stop.load(Ordering::Relaxed) {
                    let left = count.saturating_sub(next.load(Ordering::Relaxed));
                    let want = claim(size, left, threads);
                    if want == 0 {
                        break;
                    }
                    let at = next.fetch_add(want, Ordering::Relaxed);
                    if at >= count {
                        break;
                    }
                    let n = want.min(count - at);
                    let t = Instant::now();
                    let mut found = Vec::new();
                    mine.scan(scan, at, n, |m| {
                        found.push(m);
                        true
                    });
                    size = next_chunk(size, n, t.elapsed().as_secs_f64());
                    if tx.send((at, n, found)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        // Chunks that ended before an earlier one, by their first index.
        let mut waiting: BTreeMap<u64, (u64, Vec<Match>)> = BTreeMap::new();
        'outer: for (at, n, found) in rx {
            waiting.insert(at, (n, found));
            while let Some((n, found)) = waiting.remove(&checked) {
                for m in found {
                    matches += 1;
                    if progress {
                        bar.suspend(|| emit(&m));
                    } else {
                        emit(&m);
                    }
                    if limit.is_some_and(|l| matches >= l) {
                        checked = m.index + 1;
                        stop.store(true, Ordering::Relaxed);
                        break 'outer;
                    }
                }
                checked += n;
            }
            bar.set_position(checked);
            bar.set_message(format!("{matches} found"));
        }
        // Leaving the loop drops the receiver: a thread still scanning stops
        // at its next send.
        stop.store(true, Ordering::Relaxed);
    });
    bar.finish_and_clear();
    let _ = std::io::stderr().flush();
    Ok(Summary { checked, matches, seconds: start.elapsed().as_secs_f64() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use spire_map::options::MapOptions;
    use spire_map::search::{Filter, Scan};

    #[test]
    fn chunks_aim_at_their_time_and_grow_at_most_fourfold() {
        // 1 024 seeds in 1 ms: 20 ms would be 20 480, but at most 4 × 1 024.
        assert_eq!(next_chunk(1024, 1024, 0.001), 4096);
        // 100 000 seeds in 40 ms: 50 000 for 20 ms.
        assert_eq!(next_chunk(200_000, 100_000, 0.04), 50_000);
        // A slow filter: never below the first chunk; a timer that read 0: grows.
        assert_eq!(next_chunk(4096, 4096, 10.0), FIRST_CHUNK);
        assert_eq!(next_chunk(4096, 4096, 0.0), 16_384);
        assert_eq!(next_chunk(MAX_CHUNK, MAX_CHUNK, 0.001), MAX_CHUNK);
    }

    #[test]
    fn the_last_chunks_are_shared() {
        assert_eq!(claim(50_000, 10_000_000, 2), 50_000);
        // 80 000 left on 2 threads: 20 000 each, two each.
        assert_eq!(claim(50_000, 80_000, 2), 20_000);
        assert_eq!(claim(50_000, 3000, 2), FIRST_CHUNK);
        assert_eq!(claim(50_000, 500, 2), 500);
        assert_eq!(claim(50_000, 0, 2), 0);
    }

    /// The matches of `run` on `threads` threads, and its count of seeds checked.
    fn on(threads: usize, filter: &str, count: u64, limit: Option<u64>) -> (Vec<Match>, u64) {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
        let opts = MapOptions { ascension: 20, ..MapOptions::default() };
        let s = SearchOptions::new(opts, Filter::parse(filter).unwrap(), Scan::Sequential { from: 0 }, 0, count, None);
        let mut found = Vec::new();
        let sum = pool.install(|| run(&s, count, limit, false, |m| found.push(m.clone()))).unwrap();
        assert_eq!(sum.matches, found.len() as u64);
        (found, sum.checked)
    }

    #[test]
    fn every_thread_count_emits_the_scan_s_matches_in_order_and_stops_at_the_limit() {
        let filter = "a1.boss = Hexaghost and a1.fight(1) = \"Jaw Worm\"";
        let opts = MapOptions { ascension: 20, ..MapOptions::default() };
        let search = Search::new(Filter::parse(filter).unwrap(), &opts).unwrap();
        let mut want = Vec::new();
        search.scan(Scan::Sequential { from: 0 }, 0, 300_000, |m| {
            want.push(m);
            true
        });
        assert!(want.len() > 1000);
        for threads in [1, 3] {
            assert_eq!(on(threads, filter, 300_000, None), (want.clone(), 300_000), "{threads} threads");
            let (first, checked) = on(threads, filter, 300_000, Some(700));
            assert_eq!(first, want[..700], "{threads} threads, a limit");
            assert_eq!(checked, want[699].index + 1);
        }
        assert_eq!(on(2, filter, 0, None), (vec![], 0));
    }
}
