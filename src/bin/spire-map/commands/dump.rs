//! `spire-map dump`: `generate_map`'s JSON for many seeds, one line each (the
//! test suite compares it byte for byte with the WebAssembly build's output).

use clap::Args;

use crate::args::GameArg;
use spire_map::api::{self, MapOptions};
use spire_map::search::Scan;
use spire_map::seed::SeedInput;
use spire_map::Error;

/// Print generate_map's JSON for many seeds, one line each (the test
/// suite compares it byte for byte with the WebAssembly build's output).
#[derive(Args)]
pub struct DumpArgs {
    /// How many seeds.
    #[arg(long, default_value_t = 10_000)]
    seeds: u64,
    /// Which game.
    #[arg(long, value_enum, default_value_t = GameArg::Sts1)]
    game: GameArg,
    /// Ascension level.
    #[arg(long, default_value_t = 0)]
    ascension: u8,
}

impl DumpArgs {
    /// Prints the lines.
    pub fn run(&self) -> Result<String, Error> {
        dump(self.seeds, self.game, self.ascension)
    }
}

/// One JSON line per seed: the seeds are spread over the whole 64-bit range
/// (StS1) or drawn from the 34-symbol alphabet (StS2) by a fixed mix of the
/// line number, so every run prints the same lines.
fn dump(seeds: u64, game: GameArg, ascension: u8) -> Result<String, Error> {
    let mut out = String::new();
    for i in 0..seeds {
        let mix = Scan::Random { rng_seed: 0x5EED }.seed_at(i);
        let opts = MapOptions {
            game: game.game(),
            seed: Some(match game {
                GameArg::Sts1 => SeedInput::Value(mix),
                GameArg::Sts2 => {
                    let alphabet = b"0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";
                    let mut v = mix as u64;
                    SeedInput::Text(
                        (0..12)
                            .map(|_| {
                                let c = alphabet[(v % 34) as usize] as char;
                                v /= 34;
                                c
                            })
                            .collect(),
                    )
                }
            }),
            ascension,
            ..MapOptions::default()
        };
        out.push_str(&serde_json::to_string(&api::generate_map(&opts)?).expect("maps serialise"));
        out.push('\n');
    }
    Ok(out)
}
