//! Runs the differential check of `tests/sts2_reference.rs` on many maps in
//! a release build: the optimised StS2 engine against the literal
//! transcription of the generator (`tests/common/sts2_literal.rs`).
//!
//! ```text
//! cargo run --release --example sts2_reference -- [maps per act and setting = 2000]
//! ```

#[path = "../tests/common/sts2_literal.rs"]
mod literal;

use spire_map::sts2;

fn main() {
    let n: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(2000);
    let mut checked = 0u64;
    let mut failed = 0u64;
    for (ascension, multiplayer) in [(0, false), (1, false), (10, false), (10, true)] {
        for act in 1..=sts2::acts::ACTS {
            for i in 0..n {
                let seed = format!("X{ascension:02}{}{i:08}", u8::from(multiplayer));
                let run = sts2::seed::run_seed(&seed);
                let want = literal::reference(run, act, ascension, multiplayer);
                let got = literal::engine(run, act, ascension, multiplayer);
                checked += 1;
                if got != want {
                    failed += 1;
                    if failed <= 5 {
                        println!("MISMATCH seed {seed} act {act} ascension {ascension} multiplayer {multiplayer}");
                    }
                }
            }
        }
    }
    println!("{checked} maps compared, {failed} mismatches");
    if failed > 0 {
        std::process::exit(1);
    }
}
