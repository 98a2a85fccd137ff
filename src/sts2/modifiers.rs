//! What the run modifiers change of what spire-map shows (spec
//! custom-daily.md §B2; `Models/Modifiers/*.cs`):
//!
//! * **BigGameHunter** (`ModifyGeneratedMap`): once an act's map is made,
//!   it is made again from a new `Rng(runSeed, "act_{n}_map")` (the same
//!   stream from its first draw) with counts taken from the first map
//!   instead of drawn: its `?` rooms, its rest sites (the fixed rest row
//!   included), 3 shops and `(int)Math.Round(elites × 2.5)` elites (.NET's
//!   round half to even: 5 → 12, 7 → 18, 8 → 20), and Elites placed without
//!   the placement rules (`PointTypesThatIgnoreRules`). The repair after
//!   pruning still checks the rules.
//! * **DeadlyEvents** (`AfterRunCreated`): the `?` roll's Elite odds start
//!   at 0.1 and their base is 0.1 (so a non-elite `?` adds 0.1 and an elite
//!   resets to 0.1), and the Treasure increase is doubled
//!   (`ModifyOddsIncreaseForUnrolledRoomType`: +0.04). No floor gate.
//! * **Any modifier**: Neow's options are not generated (no draws).
//! * **CursedRun**: one `niche` draw per player per act (a curse), which
//!   moves the `niche` stream.
//! * Flight: any next-row room may be entered (the maps are unchanged).

use super::acts::Counts;
use super::graph::PointType;
use super::seed::Seeding;
use super::GeneratedAct;
use crate::options::{MapOptions, Sts2Mod};

/// BigGameHunter's elite count: `(int)Math.Round(elites × 2.5)`, half to even.
pub fn hunter_elites(first_map_elites: u8) -> u8 {
    (f64::from(first_map_elites) * 2.5).round_ties_even() as u8
}

/// The counts BigGameHunter reads from the first map.
pub fn hunter_counts(first: &GeneratedAct) -> Counts {
    let g = &first.graph;
    let mut all = [0; super::graph::WIDTH * super::graph::MAX_GRID_ROWS];
    let n = g.all_points(&mut all);
    let count = |t: PointType| all[..n].iter().filter(|&&id| g.ty(id) == t).count() as u8;
    Counts {
        rests: count(PointType::RestSite),
        shops: super::acts::SHOPS,
        elites: hunter_elites(count(PointType::Elite)),
        unknowns: count(PointType::Unknown),
        elites_ignore_rules: true,
    }
}

/// The act's map under BigGameHunter: generated again from its map stream
/// with [`hunter_counts`] of `first`.
pub fn big_game_hunter(seeding: Seeding, run_seed: u64, first: &GeneratedAct) -> GeneratedAct {
    let counts = hunter_counts(first);
    let mut pruner = super::Pruner::new();
    super::generate_act_counted(
        &mut pruner,
        seeding,
        run_seed,
        first.act,
        first.ascension,
        first.multiplayer,
        Some(counts),
    )
}

/// Neow with any modifier: its options are not generated
/// (`Neow.GenerateInitialOptions` with `RunState.Modifiers.Count > 0`), so
/// the map shows none. Its stream is its own, so nothing else moves.
pub fn drop_neow(map: &mut crate::map::ActMap) {
    if let Some(run) = map.sts2.as_mut().and_then(|s| s.run.as_mut()) {
        (run.neow, run.neow_ids, run.neow_players, run.neow_player_ids) = (None, None, None, None);
    }
}

/// The notes a map set carries for its modifiers.
pub fn notes(opts: &MapOptions) -> Vec<String> {
    let mut notes = opts.modifiers.notes();
    if opts.modifiers.any2() {
        // What the run's own modifiers do to the streams and bags, where the code says (only theirs:
        // naming others would read as if they were in the run).
        let mut how: Vec<&str> = Vec::new();
        if opts.modifiers.has2(Sts2Mod::DeadlyEvents) {
            how.push("Deadly Events takes Juzu Bracelet out of the relic bags");
        }
        if opts.modifiers.has2(Sts2Mod::CursedRun) {
            how.push("Cursed Run draws a curse on the niche stream each act");
        }
        let how = if how.is_empty() { String::new() } else { format!("; here {}", how.join(", and ")) };
        notes.push(format!(
            "with modifiers Neow offers none of its usual options, and card rewards, potions, chests and shop \
             relics are not predicted (modifiers change the rewards, the relic bags and the niche stream{how})"
        ));
    }
    if opts.modifiers.has2(Sts2Mod::BigGameHunter) {
        notes.push("BigGameHunter: rule read from the game's code, not yet checked against a real run's map".into());
    }
    notes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn modifier_notes(mods: &[Sts2Mod]) -> Vec<String> {
        let mods: Vec<_> = mods.iter().map(|&kind| crate::options::Sts2Modifier { kind, character: None }).collect();
        notes(&MapOptions { modifiers: crate::options::Modifiers::of_sts2(&mods), ..MapOptions::default() })
    }

    #[test]
    fn the_rewards_note_names_only_the_runs_own_modifiers() {
        let daily = modifier_notes(&[Sts2Mod::Insanity, Sts2Mod::CharacterCards, Sts2Mod::Murderous]);
        let note = daily.iter().find(|n| n.starts_with("with modifiers")).expect("the rewards note");
        assert!(note.contains("card rewards, potions, chests and shop relics are not predicted"), "{note}");
        assert!(!note.contains("Deadly Events") && !note.contains("Cursed Run"), "{note}");
        let both = modifier_notes(&[Sts2Mod::CursedRun, Sts2Mod::DeadlyEvents]);
        let note = both.iter().find(|n| n.starts_with("with modifiers")).expect("the rewards note");
        assert!(note.contains("Deadly Events takes Juzu Bracelet out of the relic bags"), "{note}");
        assert!(note.contains("Cursed Run draws a curse on the niche stream each act"), "{note}");
        assert!(modifier_notes(&[]).iter().all(|n| !n.starts_with("with modifiers")));
    }

    #[test]
    fn the_elite_count_rounds_half_to_even() {
        // Spec custom-daily.md §B2: 5 → 12, 8 → 20, 7 → 18, 9 → 22, 3 → 8.
        for (first, want) in [(5, 12), (8, 20), (7, 18), (9, 22), (3, 8), (0, 0), (1, 2)] {
            assert_eq!(hunter_elites(first), want, "{first}");
        }
    }
}
