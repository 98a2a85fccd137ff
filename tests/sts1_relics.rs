//! The common and rare relic pools (src/sts1/content/relic_pools.rs, spec
//! sts1-content.md §2.3, §3) against every real run of
//! `tests/golden/sts1-runs/` (88 `.run` files the game wrote, build
//! 2022-03-07; provenance in that folder's README).
//!
//! Every expected value is read from the files: `seed_played`,
//! `character_chosen`, `neow_bonus`, `relics` (the starter relic first, then
//! Neow's relic), `relics_obtained` (`{floor, key}`: it does not list Neow's
//! relic). The counts are asserted as literals, so that a run that stops
//! matching fails.

mod common;

use serde_json::Value;
use spire_map::sts1::content::{neow_relic, Character, NeowBonus};
use std::path::PathBuf;

/// How many runs the set has.
const RUNS: usize = 88;

/// One run file's facts.
struct Run {
    name: String,
    seed: i64,
    character: Character,
    json: Value,
}

/// Every `.run.json` file of the set, sorted by name, read.
fn runs() -> Vec<Run> {
    let dir = common::golden_dir().join("sts1-runs");
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
            let json = common::read_json(path);
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

/// The run's `neow_bonus`, if it recorded one.
fn neow_bonus(run: &Run) -> Option<NeowBonus> {
    let name = run.json["neow_bonus"].as_str()?;
    Some(NeowBonus::ALL.into_iter().find(|b| b.run_name() == name).unwrap_or_else(|| panic!("{}: {name}", run.name)))
}

/// The ids of `relics`, in order.
fn relics(run: &Run) -> Vec<&str> {
    let list = run.json["relics"].as_array().unwrap_or_else(|| panic!("{}: relics", run.name));
    list.iter().map(|v| v.as_str().unwrap()).collect()
}

/// `relics_obtained` as `(floor, key)` (the files write floors as
/// floats, `6.0`).
fn relics_obtained(run: &Run) -> Vec<(u32, &str)> {
    let list = run.json["relics_obtained"].as_array().unwrap_or_else(|| panic!("{}: relics_obtained", run.name));
    list.iter()
        .map(|v| {
            let floor = v["floor"].as_f64().unwrap_or_else(|| panic!("{}: floor {v}", run.name));
            assert!(floor.fract() == 0.0 && floor >= 0.0, "{}: floor {floor}", run.name);
            (floor as u32, v["key"].as_str().unwrap())
        })
        .collect()
}

#[test]
fn neows_common_and_rare_relic_is_the_front_of_the_shuffled_pool() {
    let (mut common, mut rare) = (0, 0);
    let mut wrong = Vec::new();
    for run in runs() {
        let Some(bonus) = neow_bonus(&run) else { continue };
        let counter = match bonus {
            NeowBonus::RandomCommonRelic => &mut common,
            NeowBonus::OneRareRelic => &mut rare,
            _ => continue,
        };
        *counter += 1;
        let held = relics(&run);
        // The starter relic is kept, so Neow's relic is the second one held.
        assert_eq!(held[0], run.character.starter_relic(), "{}", run.name);
        let predicted = neow_relic(run.seed, run.character, bonus);
        if predicted != Some(held[1]) {
            wrong.push(format!("{} {bonus:?}: file {}, predicted {predicted:?}", run.name, held[1]));
        }
        // relics_obtained does not list it (nothing at floor 0, and not the
        // Neow relic at any floor).
        let obtained = relics_obtained(&run);
        assert!(obtained.iter().all(|&(floor, key)| floor > 0 && key != held[1]), "{}: {obtained:?}", run.name);
    }
    eprintln!(
        "neow relics: common {}/{common}, rare {}/{rare}",
        common - wrong.iter().filter(|w| w.contains("Common")).count(),
        rare - wrong.iter().filter(|w| w.contains("Rare")).count()
    );
    assert!(wrong.is_empty(), "{} Neow relics differ:\n{}", wrong.len(), wrong.join("\n"));
    // Counted from the files: 6 runs took RANDOM_COMMON_RELIC, 4 ONE_RARE_RELIC.
    assert_eq!((common, rare), (6, 4));
}

#[test]
fn neows_boss_swap_goes_through_the_same_function() {
    let mut checked = 0;
    for run in runs() {
        if neow_bonus(&run) != Some(NeowBonus::BossRelic) {
            continue;
        }
        // The starter relic is lost, so the Neow relic is the first one held.
        assert_eq!(neow_relic(run.seed, run.character, NeowBonus::BossRelic), Some(relics(&run)[0]), "{}", run.name);
        checked += 1;
    }
    assert_eq!(checked, 3);
}

#[test]
fn other_bonuses_give_no_pool_relic() {
    let mut none = 0;
    for run in runs() {
        let Some(bonus) = neow_bonus(&run) else { continue };
        if matches!(bonus, NeowBonus::RandomCommonRelic | NeowBonus::OneRareRelic | NeowBonus::BossRelic) {
            continue;
        }
        assert_eq!(neow_relic(run.seed, run.character, bonus), None, "{}", run.name);
        none += 1;
    }
    // 88 runs, all with a Neow choice: 10 relic bonuses, 3 boss swaps.
    assert_eq!(none, 75);
}
