//! `spire-map verify`: the generator's rules checked on many maps, on every core.

use std::time::Instant;

use clap::Args;

use crate::args::GameArg;
use spire_map::Error;

/// Check the generator's rules on many maps (every core), at ascension 0 and 1+;
/// StS1 maps are made four at a time and each is compared with the same map made alone.
#[derive(Args)]
pub struct VerifyArgs {
    /// Act maps per ascension mode.
    #[arg(long, default_value_t = 1_000_000)]
    maps: u64,
    /// Which game.
    #[arg(long, value_enum, default_value_t = GameArg::Sts1)]
    game: GameArg,
}

impl VerifyArgs {
    /// Runs the checks.
    pub fn run(&self) -> Result<String, Error> {
        verify(self.maps, self.game)
    }
}

/// Runs the invariant checks on `maps` act maps per ascension mode in
/// parallel (seeds spread over the whole 64-bit range).
fn verify(maps: u64, game: GameArg) -> Result<String, Error> {
    use rayon::prelude::*;
    const BATCH: u64 = spire_map::sts1::BATCH as u64;
    let start = Instant::now();
    let mut out = String::new();
    for asc in [false, true] {
        let failures: Vec<String> = match game {
            // A batch at a time (four maps): each must also equal the map made alone.
            GameArg::Sts1 => (0..maps.div_ceil(BATCH))
                .into_par_iter()
                .flat_map_iter(|chunk| {
                    let job = |i: u64| ((i / 3).wrapping_mul(0x9E37_79B9_7F4A_7C15) as i64, (i % 3) as u8 + 1);
                    let jobs: [(i64, u8); spire_map::sts1::BATCH] =
                        std::array::from_fn(|k| job(BATCH * chunk + k as u64));
                    let batch = spire_map::sts1::generate_batch(jobs, asc, true);
                    let count = (maps - BATCH * chunk).min(BATCH) as usize;
                    jobs.into_iter().zip(batch).take(count).filter_map(move |((seed, act), g)| {
                        if g != spire_map::sts1::generate_act(seed, act, asc, true) {
                            return Some(format!("seed {seed} act {act}: the map made in a batch differs"));
                        }
                        spire_map::sts1::invariants::check(&g).err().map(|e| format!("seed {seed} act {act}: {e}"))
                    })
                })
                .take_any(10)
                .collect(),
            GameArg::Sts2 => (0..maps)
                .into_par_iter()
                .filter_map(|i| {
                    let text = spire_map::sts2::seed::seed_at((i / 3).wrapping_mul(0x9E37_79B9_7F4A_7C15));
                    let run_seed = spire_map::sts2::seed::run_seed(&text);
                    let act = (i % 3) as u8 + 1;
                    let g = spire_map::sts2::generate_act(run_seed, act, if asc { 10 } else { 0 }, false);
                    spire_map::sts2::check_invariants(&g).err().map(|e| format!("seed {text} act {act}: {e}"))
                })
                .take_any(10)
                .collect(),
        };
        if let Some(f) = failures.first() {
            return Err(Error::option(
                "verify",
                format!("{} failure(s) at ascension {}: {f}", failures.len(), u8::from(asc)),
            ));
        }
        let level = match (game, asc) {
            (_, false) => "0",
            (GameArg::Sts1, true) => "1+",
            (GameArg::Sts2, true) => "10",
        };
        out.push_str(&format!("{maps} act maps at ascension {level}: every rule holds\n"));
    }
    if let GameArg::Sts1 = game {
        spire_map::sts1::invariants::check_act4(&spire_map::sts1::act4_map(spire_map::sts1::first_floor(4)))
            .map_err(|e| Error::option("verify", format!("act 4: {e}")))?;
        out.push_str("act 4: the fixed column holds\n");
    }
    out.push_str(&format!("{} maps checked in {:.1} s\n", 2 * maps, start.elapsed().as_secs_f64()));
    Ok(out)
}
