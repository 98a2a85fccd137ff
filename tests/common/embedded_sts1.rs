//! The Slay the Spire 1 golden vectors of `tests/golden/sts1/`, compiled into
//! the test binary with `include_str!` (a test running as WebAssembly in a
//! browser has no file system). A file named here that is missing from the
//! repository stops the build; `tests/golden_sts1.rs` checks that this list
//! names every `seed_*.json` of the folder, so none is left out either.
#![allow(dead_code)]

/// `include_str!` of a file in `tests/golden/sts1/`, by name.
macro_rules! sts1 {
    ($name:literal) => {
        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/sts1/", $name))
    };
}

/// Every golden map as (file name, contents), for the wasm test binary.
macro_rules! maps {
    ($($name:literal),* $(,)?) => {
        &[$(($name, sts1!($name))),*]
    };
}

/// Where the files below come from, relative to the repository root.
pub const DIR: &str = "tests/golden/sts1";

/// `seeds.tsv`: the seeds and, for ten of them, the seed string.
pub const SEEDS_TSV: &str = sts1!("seeds.tsv");

/// Every `seed_*.json`, sorted by name: (file name, contents).
pub const MAPS: &[(&str, &str)] = maps![
    "seed_-123456789012_a0.json",
    "seed_-123456789012_a1.json",
    "seed_-1662327278983135018_a0.json",
    "seed_-1662327278983135018_a1.json",
    "seed_-1_a0.json",
    "seed_-1_a1.json",
    "seed_-200_a0.json",
    "seed_-200_a1.json",
    "seed_-3565317618908176589_a0.json",
    "seed_-3565317618908176589_a1.json",
    "seed_-3728194056172839405_a0.json",
    "seed_-3728194056172839405_a1.json",
    "seed_-5_a0.json",
    "seed_-5_a1.json",
    "seed_-600_a0.json",
    "seed_-600_a1.json",
    "seed_-9223372036854775000_a0.json",
    "seed_-9223372036854775000_a1.json",
    "seed_-9223372036854775808_a0.json",
    "seed_-9223372036854775808_a1.json",
    "seed_-997683010993200479_a0.json",
    "seed_-997683010993200479_a1.json",
    "seed_0_a0.json",
    "seed_0_a1.json",
    "seed_1000_a0.json",
    "seed_1000_a1.json",
    "seed_123456789_a0.json",
    "seed_123456789_a1.json",
    "seed_12647_a0.json",
    "seed_12647_a1.json",
    "seed_1505587069556_a0.json",
    "seed_1505587069556_a1.json",
    "seed_1_a0.json",
    "seed_1_a1.json",
    "seed_26137335_a0.json",
    "seed_26137335_a1.json",
    "seed_2665621045298406349_a0.json",
    "seed_2665621045298406349_a1.json",
    "seed_2780424839485660359_a0.json",
    "seed_2780424839485660359_a1.json",
    "seed_2_a0.json",
    "seed_2_a1.json",
    "seed_30799797128_a0.json",
    "seed_30799797128_a1.json",
    "seed_3224003491349298921_a0.json",
    "seed_3224003491349298921_a1.json",
    "seed_34082_a0.json",
    "seed_34082_a1.json",
    "seed_34_a0.json",
    "seed_34_a1.json",
    "seed_35_a0.json",
    "seed_35_a1.json",
    "seed_42_a0.json",
    "seed_42_a1.json",
    "seed_5555555555555555555_a0.json",
    "seed_5555555555555555555_a1.json",
    "seed_673465884448_a0.json",
    "seed_673465884448_a1.json",
    "seed_7592253339725112178_a0.json",
    "seed_7592253339725112178_a1.json",
    "seed_7888320651155556997_a0.json",
    "seed_7888320651155556997_a1.json",
    "seed_8473629156002934567_a0.json",
    "seed_8473629156002934567_a1.json",
    "seed_9223372036854775000_a0.json",
    "seed_9223372036854775000_a1.json",
    "seed_9223372036854775807_a0.json",
    "seed_9223372036854775807_a1.json",
];
