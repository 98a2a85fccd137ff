//! Times Slay the Spire 2 act-map generation alone (no checks, no output
//! conversion), one core.
//!
//! ```text
//! cargo run --release --example sts2_bench -- [maps per act = 100000]
//! ```

use std::time::Instant;

use spire_map::sts2::{self, generate_act};

fn main() {
    let n: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let runs: Vec<u64> = (0..n).map(|i| sts2::hash::xxh64(&i.to_le_bytes(), 7)).collect();
    let mut total = 0.0;
    for act in 1..=sts2::acts::ACTS {
        let t = Instant::now();
        let mut sink = 0u64;
        for &run in &runs {
            let a = generate_act(run, act, 0, false);
            sink = sink.wrapping_add(u64::from(a.graph.col(sts2::graph::BOSS)) + u64::from(a.counts.rests));
        }
        std::hint::black_box(sink);
        let secs = t.elapsed().as_secs_f64();
        total += secs;
        println!(
            "act {act}: {n} maps in {secs:.3} s, {:.0} maps/s, {:.2} µs/map",
            n as f64 / secs,
            secs * 1e6 / n as f64
        );
    }
    println!("all acts: {:.0} maps/s", 3.0 * n as f64 / total);
}
