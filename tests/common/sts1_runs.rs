//! The real StS1 runs of `tests/golden/sts1-runs/` (88 `.run` files the game
//! wrote, build 2022-03-07; provenance in that folder's README), read once
//! per test: the facts every content test starts from.

use serde_json::Value;
use spire_map::sts1::content::Character;
use std::path::PathBuf;

/// How many runs the set has.
pub const RUNS: usize = 88;

/// One run file's facts.
pub struct Run {
    /// The file's name.
    pub name: String,
    /// `seed_played`: the signed 64-bit seed.
    pub seed: i64,
    /// `character_chosen`.
    pub character: Character,
    /// The whole file.
    pub json: Value,
}

/// Every `.run.json` file of the set, sorted by name, read (and their
/// number checked).
pub fn runs() -> Vec<Run> {
    let dir = super::golden_dir().join("sts1-runs");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("reading {dir:?}: {e}"))
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".run.json"))
        .collect();
    files.sort();
    assert_eq!(files.len(), RUNS, "tests/golden/sts1-runs/ should hold {RUNS} run files");
    files
        .iter()
        .map(|path| {
            let json = super::read_json(path);
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            // seed_played is the signed 64-bit seed as decimal text.
            let seed = json["seed_played"].as_str().unwrap_or_else(|| panic!("{name}: seed_played")).parse().unwrap();
            let character = json["character_chosen"].as_str().and_then(Character::from_run_name);
            let character =
                character.unwrap_or_else(|| panic!("{name}: character_chosen {}", json["character_chosen"]));
            Run { name, seed, character, json }
        })
        .collect()
}
