//! Times Slay the Spire 2 act-map generation alone (no checks, no output
//! conversion), one core.
//!
//! ```text
//! cargo run --release --example sts2_bench -- [maps per act = 100000]
//! ```

use std::time::Instant;

/// This thread's CPU time in seconds (Linux `schedstat`), or `None`.
fn cpu_time() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    Some(text.split_whitespace().next()?.parse::<f64>().ok()? / 1e9)
}

use spire_map::sts2::{self, generate_act};

fn main() {
    let n: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let runs: Vec<u64> = (0..n).map(|i| sts2::hash::xxh64(&i.to_le_bytes(), 7)).collect();
    let mut total = 0.0;
    for act in 1..=sts2::acts::ACTS {
        let t = Instant::now();
        let c = cpu_time();
        let mut sink = 0u64;
        for &run in &runs {
            let a = generate_act(run, act, 0, false);
            sink = sink.wrapping_add(u64::from(a.graph.col(sts2::graph::BOSS)) + u64::from(a.counts.rests));
        }
        std::hint::black_box(sink);
        let wall = t.elapsed().as_secs_f64();
        // CPU time is steadier than wall time on a shared machine.
        let secs = match (c, cpu_time()) {
            (Some(a), Some(b)) => b - a,
            _ => wall,
        };
        total += secs;
        println!(
            "act {act}: {n} maps, {:.2} µs/map CPU ({:.0} maps/s), wall {wall:.3} s",
            secs * 1e6 / n as f64,
            n as f64 / secs
        );
    }
    println!("all acts: {:.0} maps/s per core (CPU time)", 3.0 * n as f64 / total);
}
