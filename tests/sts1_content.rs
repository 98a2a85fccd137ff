//! What a Slay the Spire 1 seed gives besides the map, against every real
//! run of `tests/golden/sts1-runs/` (88 `.run` files the game wrote, build
//! 2022-03-07; provenance in that folder's README): Neow's options, the
//! boss relic offers of acts 1 and 2, and the card rewards — Neow's card
//! offers, floor 1, the act-1 chains and the first rewards of acts 2 and 3
//! (src/sts1/content, spec sts1-content.md §2-4).
//!
//! Every expected value is read from the files: `seed_played`,
//! `character_chosen`, `neow_bonus` / `neow_cost`, `relics` (its first
//! entry after a Neow boss swap), `boss_relics` (per chest reached: `picked`,
//! absent after a skip, and `not_picked`), `card_choices`, `path_per_floor`,
//! `relics_obtained`, `floor_reached`, `victory`, `ascension_level`. No run
//! is skipped silently: runs that follow other rules (daily, trial,
//! endless, no Neow recorded) and runs whose reward depends on something
//! the engine does not model are counted apart, and the counts are asserted.

mod common;

use common::sts1_runs::{runs, Run, RUNS};

use serde_json::Value;
use spire_map::sts1::content::{
    boss_relic_offers, neow_boss_relic, neow_cards, neow_options, relics::base_boss_pool, CardReward, CardRewards,
    Character, NeowBonus, NeowCost, NeowOption, PotionDrops, RoomKind, SHORT_NEOW_OPTIONS,
};
use std::collections::BTreeSet;

/// How many runs of each character the set has (the README's counts).
const PER_CHARACTER: [(Character, usize); 4] =
    [(Character::Ironclad, 19), (Character::Silent, 31), (Character::Defect, 14), (Character::Watcher, 24)];

fn flag(run: &Run, key: &str) -> bool {
    run.json[key].as_bool().unwrap_or_else(|| panic!("{}: no boolean {key}", run.name))
}

/// The run follows the normal rules: not daily, trial or endless.
fn is_normal(run: &Run) -> bool {
    !flag(run, "is_daily") && !flag(run, "is_trial") && !flag(run, "is_endless")
}

/// `(neow_bonus, neow_cost)` as written, if the run recorded a Neow choice.
fn neow_taken(run: &Run) -> Option<(&str, &str)> {
    Some((run.json["neow_bonus"].as_str()?, run.json["neow_cost"].as_str()?))
}

/// A chest's offer as the file writes it: `picked` (absent after a skip)
/// with the `not_picked`, as a set, and the pick.
fn offer_in_file(run: &Run, chest: &Value) -> (BTreeSet<String>, Option<String>) {
    let picked = chest["picked"].as_str().map(str::to_string);
    let not_picked: Vec<String> = chest["not_picked"]
        .as_array()
        .unwrap_or_else(|| panic!("{}: boss_relics without not_picked", run.name))
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect();
    assert_eq!(not_picked.len() + usize::from(picked.is_some()), 3, "{}: a chest offers three relics", run.name);
    let offer: BTreeSet<String> = not_picked.into_iter().chain(picked.clone()).collect();
    assert_eq!(offer.len(), 3, "{}: three different relics", run.name);
    (offer, picked)
}

fn as_set(offer: [&str; 3]) -> BTreeSet<String> {
    offer.iter().map(|s| s.to_string()).collect()
}

#[test]
fn the_set_is_complete_and_flagged_runs_are_counted_apart() {
    let runs = runs();
    for (character, n) in PER_CHARACTER {
        assert_eq!(runs.iter().filter(|r| r.character == character).count(), n, "{character:?} runs");
    }
    // Runs with other rules: none in this set (each would be counted, not skipped).
    let count = |key: &str| runs.iter().filter(|r| flag(r, key)).count();
    assert_eq!((count("is_daily"), count("is_trial"), count("is_endless")), (0, 0, 0));
    assert_eq!(runs.iter().filter(|r| neow_taken(r).is_none()).count(), 0, "runs without a Neow choice");
}

#[test]
fn every_neow_choice_is_one_of_the_seeds_options_or_the_short_neows() {
    let (mut full, mut short, mut apart) = (0, 0, 0);
    let mut wrong = Vec::new();
    for run in runs() {
        let Some(taken) = neow_taken(&run).filter(|_| is_normal(&run)) else {
            apart += 1;
            continue;
        };
        let names = |o: &spire_map::sts1::content::NeowOption| (o.bonus.run_name(), o.cost.run_name());
        let options = neow_options(run.seed);
        if options.iter().map(names).any(|o| o == taken) {
            full += 1;
        } else if SHORT_NEOW_OPTIONS.iter().map(names).any(|o| o == taken) {
            short += 1;
        } else {
            wrong.push(format!("{}: took {taken:?}, offered {options:?}", run.name));
        }
    }
    eprintln!("neow: {full}/{RUNS} among the full options + {short} short Neow, {apart} apart");
    assert!(wrong.is_empty(), "{} Neow choices unexplained:\n{}", wrong.len(), wrong.join("\n"));
    // Counted from the files: 67 choices among the seed's four options; the
    // other 21 (each THREE_ENEMY_KILL or TEN_PERCENT_HP_BONUS) are short-Neow
    // runs (unseeded runs after one that ended before floor 16, spec §2.1).
    assert_eq!((full, short, apart), (67, 21, 0));
}

#[test]
fn the_neow_boss_swap_gives_the_first_boss_relic_that_can_spawn() {
    let mut checked = 0;
    for run in runs().iter().filter(|r| is_normal(r) && neow_taken(r).is_some_and(|t| t.0 == "BOSS_RELIC")) {
        // The starter relic is lost, so the Neow relic is the first relic held.
        let first = run.json["relics"][0].as_str().unwrap_or_else(|| panic!("{}: relics", run.name));
        assert_eq!(neow_boss_relic(run.seed, run.character), first, "{}", run.name);
        checked += 1;
    }
    eprintln!("neow boss relic: {checked}/{checked}");
    assert_eq!(checked, 3);
}

#[test]
fn every_boss_chest_offer_is_the_predicted_one() {
    let (mut act1, mut act2) = (0, 0);
    let mut wrong = Vec::new();
    let mut ids_seen = BTreeSet::new();
    for run in runs().iter().filter(|r| is_normal(r) && neow_taken(r).is_some()) {
        let swap = neow_taken(run).unwrap().0 == "BOSS_RELIC";
        let chests = run.json["boss_relics"].as_array().unwrap_or_else(|| panic!("{}: boss_relics", run.name));
        assert!(chests.len() <= 2, "{}: more than two boss chests", run.name);
        let Some(first) = chests.first() else { continue };
        let (offer1, pick1) = offer_in_file(run, first);
        let [predicted1, predicted2] = boss_relic_offers(run.seed, run.character, swap, pick1.as_deref());
        ids_seen.extend(offer1.iter().map(|id| (run.character.run_name(), id.clone())));
        act1 += 1;
        if as_set(predicted1) != offer1 {
            wrong.push(format!("{} act 1 (swap {swap}): file {offer1:?}, predicted {predicted1:?}", run.name));
        }
        if let Some(second) = chests.get(1) {
            let (offer2, _) = offer_in_file(run, second);
            ids_seen.extend(offer2.iter().map(|id| (run.character.run_name(), id.clone())));
            act2 += 1;
            if as_set(predicted2) != offer2 {
                wrong.push(format!(
                    "{} act 2 (swap {swap}, act 1 pick {pick1:?}): file {offer2:?}, predicted {predicted2:?}",
                    run.name
                ));
            }
        }
    }
    let misses = |act: &str| wrong.iter().filter(|w| w.contains(act)).count();
    eprintln!("boss relics: act 1 {}/{act1}, act 2 {}/{act2}", act1 - misses(" act 1 "), act2 - misses(" act 2 "));
    assert!(wrong.is_empty(), "{} offers differ:\n{}", wrong.len(), wrong.join("\n"));
    // Counted from the files: 58 runs opened act 1's chest, 29 act 2's.
    assert_eq!((act1, act2), (58, 29));
    // Every relic id the files show is in that character's pool as transcribed.
    for (character, id) in &ids_seen {
        let pool = base_boss_pool(Character::from_run_name(character).unwrap());
        assert!(pool.contains(&id.as_str()), "{character}: {id} is not in the boss pool");
    }
}

/// The same facts through the entry point and its JSON, as the CLI and the
/// page get them: `run_start` with each run's seed, character and Neow
/// choice (`shortNeow` for the short-Neow runs) states the character, lists
/// the choice among `neow` and the file's chests as `bossRelics`.
#[test]
fn the_run_start_states_the_character_and_lists_the_files_neow_and_chests() {
    use spire_map::options::MapOptions;
    use spire_map::value::Value as Options;
    let (mut runs_checked, mut chests, mut neow_relics) = (0, 0, 0);
    for run in runs().iter().filter(|r| is_normal(r)) {
        let (bonus, cost) = neow_taken(run).unwrap();
        let short = !neow_options(run.seed).iter().any(|o| o.bonus.run_name() == bonus);
        let character = run.character.run_name().to_ascii_lowercase();
        let json = format!(
            r#"{{"seedValue":"{}","character":"{character}","neow":"{bonus}","shortNeow":{short},"act":null}}"#,
            run.seed
        );
        let opts = MapOptions::with_run_start(&Options::from_json(&json).unwrap()).unwrap();
        let set = serde_json::to_value(spire_map::api::run_start(&opts).unwrap()).unwrap();
        assert_eq!(set["character"], run.json["character_chosen"], "{}", run.name);
        let offered: Vec<(&str, &str)> = set["neow"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| (o["bonus"].as_str().unwrap(), o["cost"].as_str().unwrap()))
            .collect();
        assert!(offered.contains(&(bonus, cost)), "{}: {offered:?}", run.name);
        let assumptions = set["assumptions"].as_array().unwrap();
        assert!(assumptions.iter().any(|a| a.as_str().unwrap().contains(bonus)), "{}", run.name);
        assert_eq!(set["bossRelics"].as_array().unwrap().len(), 2, "{}: acts 1 and 2 have a chest", run.name);
        // A relic bonus taken: its relic is the run's first after the starter
        // (the boss swap's replaces the starter, so it is the first).
        let taken = set["neow"].as_array().unwrap().iter().find(|o| o["bonus"] == bonus).unwrap();
        let first_after_start = match bonus {
            "RANDOM_COMMON_RELIC" | "ONE_RARE_RELIC" => Some(&run.json["relics"][1]),
            "BOSS_RELIC" => Some(&run.json["relics"][0]),
            _ => None,
        };
        if let Some(relic) = first_after_start {
            assert_eq!(&taken["relic"], relic, "{}: Neow's {bonus}", run.name);
            neow_relics += 1;
        }
        for (i, chest) in run.json["boss_relics"].as_array().unwrap().iter().enumerate() {
            let (offer, _) = offer_in_file(run, chest);
            let shown: BTreeSet<String> =
                set["bossRelics"][i].as_array().unwrap().iter().map(|r| r.as_str().unwrap().to_string()).collect();
            assert_eq!(shown, offer, "{} act {}", run.name, i + 1);
            chests += 1;
        }
        runs_checked += 1;
    }
    assert_eq!((runs_checked, chests), (88, 87));
    // Counted from the files: 6 common, 4 rare relic bonuses and 3 boss swaps taken.
    assert_eq!(neow_relics, 6 + 4 + 3);
}

// ---------------------------------------------------------------------------
// Card rewards (src/sts1/content/cards.rs, spec §4, §2.3).
//
// The expected values are the files' `card_choices`: per floor `picked`
// (`SKIP` and `Singing Bowl` are not cards) and `not_picked`, compared as a
// set of `.run` names (`+1` for an upgraded card). Floor 0 is Neow's card
// option. The walk over a run follows `path_per_floor` (entry `i` is floor
// `i + 1`) and stops at the first floor whose effect on cardRng the engine
// does not know; every stop is counted by its reason.

/// Relics that change card rewards in a way the walk does not model: the
/// walk stops once one is held. (Eggs upgrade cards by type; Prismatic
/// Shard draws from every colour.)
const UNMODELLED_RELICS: [&str; 4] = ["Molten Egg 2", "Toxic Egg 2", "Frozen Egg 2", "PrismaticShard"];

/// Relics that open reward screens when obtained (cardRng draws the walk
/// places only at Neow and at the boss chests): the walk stops when one is
/// obtained on a floor it walks.
const ON_OBTAIN_RELICS: [&str; 3] = ["Orrery", "Tiny House", "Calling Bell"];

/// The card rewards the file records on `floor`, each as a set of names.
fn file_rewards(run: &Run, floor: u64) -> Vec<BTreeSet<String>> {
    let choices = run.json["card_choices"].as_array().unwrap_or_else(|| panic!("{}: card_choices", run.name));
    choices
        .iter()
        .filter(|c| c["floor"].as_f64() == Some(floor as f64))
        .map(|c| {
            let picked = c["picked"].as_str().filter(|p| *p != "SKIP" && *p != "Singing Bowl");
            let not_picked = c["not_picked"].as_array().unwrap_or_else(|| panic!("{}: not_picked", run.name));
            not_picked.iter().map(|v| v.as_str().unwrap().to_string()).chain(picked.map(str::to_string)).collect()
        })
        .collect()
}

fn reward_set(reward: &CardReward) -> BTreeSet<String> {
    reward.cards.iter().map(|c| c.run_name()).collect()
}

/// The relics the player holds before `floor`'s reward: the starter (or
/// the Neow boss swap's relic), Neow's relic, `relics_obtained` of earlier
/// floors and the boss chest picks of earlier chests (floors 17, 34).
fn relics_before(run: &Run, floor: u64) -> BTreeSet<String> {
    let mut held = BTreeSet::new();
    let relics = run.json["relics"].as_array().unwrap_or_else(|| panic!("{}: relics", run.name));
    let neow = neow_taken(run).map(|t| t.0).unwrap_or("");
    let from_neow = match neow {
        "BOSS_RELIC" => 1,
        "RANDOM_COMMON_RELIC" | "ONE_RARE_RELIC" => 2,
        _ => 1,
    };
    held.extend(relics.iter().take(from_neow).map(|r| r.as_str().unwrap().to_string()));
    for got in run.json["relics_obtained"].as_array().unwrap_or_else(|| panic!("{}: relics_obtained", run.name)) {
        if got["floor"].as_f64().unwrap() < floor as f64 {
            held.insert(got["key"].as_str().unwrap().to_string());
        }
    }
    let chests = run.json["boss_relics"].as_array().unwrap();
    for (i, chest) in chests.iter().enumerate() {
        if let Some(p) = chest["picked"].as_str().filter(|_| 17 * (i as u64 + 1) < floor) {
            held.insert(p.to_string());
        }
    }
    held
}

/// Sets the reward-changing relics the engine models; `Err` names a relic
/// it does not.
fn apply_relics(state: &mut CardRewards, held: &BTreeSet<String>) -> Result<bool, String> {
    if let Some(r) = UNMODELLED_RELICS.iter().find(|r| held.contains(**r)) {
        return Err(format!("holds {r}"));
    }
    state.question_card = held.contains("Question Card");
    state.busted_crown = held.contains("Busted Crown");
    state.nloths_gift = held.contains("Nloth's Gift");
    Ok(held.contains("Prayer Wheel"))
}

/// The card-reward state after the run's Neow choice, or why it is unknown.
fn state_after_neow(run: &Run) -> Result<CardRewards, String> {
    let (bonus, cost) = neow_taken(run).ok_or("no Neow choice")?;
    let option = NeowOption {
        bonus: NeowBonus::from_run_name(bonus).ok_or("unknown neow_bonus")?,
        cost: NeowCost::from_run_name(cost).ok_or("unknown neow_cost")?,
    };
    let ascension = run.json["ascension_level"].as_u64().unwrap() as u8;
    let mut state = CardRewards::after_neow(run.seed, run.character, ascension, option);
    if option.bonus == NeowBonus::BossRelic {
        match run.json["relics"][0].as_str().unwrap() {
            // Calling Bell opens the reward screen: a reward built and left.
            "Calling Bell" => state.discarded_reward(),
            "Tiny House" => return Err("Neow boss swap Tiny House".into()),
            _ => {}
        }
    }
    Ok(state)
}

/// How a walk over a run's floors went.
#[derive(Default)]
struct Walk {
    /// Floors compared, and which of them differed (with the details).
    compared: usize,
    wrong: Vec<String>,
    /// Why the walk stopped.
    stop: String,
}

/// Walks floors `from..=to` from `state`, comparing each reward with the
/// file, until the first floor whose effect on cardRng is unknown.
fn walk(run: &Run, state: &mut CardRewards, from: u64, to: u64) -> Walk {
    let mut out = Walk::default();
    let path = run.json["path_per_floor"].as_array().unwrap();
    let last = run.json["floor_reached"].as_u64().unwrap();
    let won = flag(run, "victory");
    for floor in from..=to {
        let Some(room) = path.get(floor as usize - 1) else {
            out.stop = "end of the run".into();
            return out;
        };
        let obtained = run.json["relics_obtained"].as_array().unwrap().iter().find(|got| {
            let at = got["floor"].as_f64().unwrap();
            at >= from as f64 && at < floor as f64 && ON_OBTAIN_RELICS.contains(&got["key"].as_str().unwrap())
        });
        if let Some(got) = obtained {
            out.stop = format!("obtains {}", got["key"]);
            return out;
        }
        let prayer_wheel = match apply_relics(state, &relics_before(run, floor)) {
            Ok(p) => p,
            Err(why) => {
                out.stop = why;
                return out;
            }
        };
        let file = file_rewards(run, floor);
        let kind = match room.as_str() {
            Some("M") => RoomKind::Monster,
            Some("E") => RoomKind::Elite,
            Some("B") => RoomKind::Boss,
            // Dream Catcher: resting gives a reward (default thresholds).
            Some("R") if !file.is_empty() => RoomKind::Monster,
            Some("R") | Some("T") => {
                if room.as_str() == Some("T") && relics_before(run, floor).contains("Cursed Key") {
                    state.curse();
                }
                continue;
            }
            Some("$") => {
                out.stop = "shop".into();
                return out;
            }
            Some("?") => {
                out.stop = "event".into();
                return out;
            }
            other => {
                out.stop = format!("room {other:?}");
                return out;
            }
        };
        if file.is_empty() {
            out.stop =
                if floor == last && !won { "lost on a fight floor".into() } else { "fight without reward".into() };
            return out;
        }
        let rewards = if prayer_wheel && kind == RoomKind::Monster { 2 } else { 1 };
        let mut predicted: Vec<BTreeSet<String>> = (0..rewards).map(|_| reward_set(&state.reward(kind))).collect();
        let mut file = file;
        predicted.sort();
        file.sort();
        out.compared += 1;
        if predicted != file {
            out.wrong.push(format!("{} floor {floor} ({kind:?}): file {file:?}, predicted {predicted:?}", run.name));
        }
    }
    out.stop = "act done".into();
    out
}

/// Counts of stop reasons, for the messages and the asserted tallies.
fn tally(reasons: &[String]) -> Vec<(String, usize)> {
    let mut counts = std::collections::BTreeMap::new();
    for r in reasons {
        *counts.entry(r.clone()).or_insert(0) += 1;
    }
    counts.into_iter().collect()
}

#[test]
fn card_rewards_of_act_1_follow_the_seed() {
    let (mut first, mut chains, mut floors) = (0, 0, 0);
    let mut apart = Vec::new();
    let mut stops = Vec::new();
    let mut wrong = Vec::new();
    for run in runs().iter().filter(|r| is_normal(r)) {
        let mut state = match state_after_neow(run) {
            Ok(s) => s,
            Err(why) => {
                apart.push(why);
                continue;
            }
        };
        let w = walk(run, &mut state, 1, 16);
        if w.compared > 0 {
            first += 1;
            chains += 1;
            floors += w.compared;
        } else {
            apart.push(format!("floor 1: {}", w.stop));
        }
        stops.push(w.stop);
        wrong.extend(w.wrong);
    }
    eprintln!(
        "act 1: floor 1 {first}, chains {chains} ({floors} floors), apart {:?}, stops {:?}",
        tally(&apart),
        tally(&stops)
    );
    assert!(wrong.is_empty(), "{} rewards differ:\n{}", wrong.len(), wrong.join("\n"));
    // Counted from the files: every run that fought on floor 1 (84 of 88;
    // three ended at Neow, one died on floor 1) gets the predicted first
    // reward, whatever its Neow choice; the walk then compares 147 act-1
    // floors in all (fights, Dream Catcher rests) and stops at the first
    // event or shop, or at the boss (one run walks the whole act).
    assert_eq!((first, chains, floors), (84, 84, 147));
    let expected_apart = [("floor 1: end of the run", 3), ("floor 1: lost on a fight floor", 1)];
    assert_eq!(tally(&apart), expected_apart.map(|(r, n)| (r.to_string(), n)));
    let expected_stops =
        [("act done", 1), ("end of the run", 3), ("event", 69), ("lost on a fight floor", 1), ("shop", 14)];
    assert_eq!(tally(&stops), expected_stops.map(|(r, n)| (r.to_string(), n)));
}

/// The state at the first fight of act `act` (2 or 3), after the boss
/// chest before it (floor 17 or 34), or why it is unknown.
fn state_at_act_start(run: &Run, act: u8) -> Result<CardRewards, String> {
    let ascension = run.json["ascension_level"].as_u64().unwrap() as u8;
    let state = CardRewards::at_act_start(run.seed, run.character, ascension, act);
    // Calling Bell taken at a boss chest opens the reward screen in a
    // treasure room, which builds no card reward: blizz stays 5 (the real
    // runs show it; the spec's "any time" holds at Neow only). Tiny House's
    // card reward is built before the act change, on an unknown counter.
    if run.json["boss_relics"][usize::from(act) - 2]["picked"].as_str() == Some("Tiny House") {
        return Err("Tiny House at the chest".into());
    }
    Ok(state)
}

#[test]
fn the_first_card_rewards_of_acts_2_and_3_follow_the_seed() {
    let mut wrong = Vec::new();
    for (act, first_floor, last_floor) in [(2u8, 18u64, 33u64), (3, 35, 50)] {
        let (mut firsts, mut floors) = (0, 0);
        let mut apart = Vec::new();
        let mut stops = Vec::new();
        for run in runs().iter().filter(|r| is_normal(r)) {
            if run.json["path_per_floor"].as_array().unwrap().len() < first_floor as usize {
                continue;
            }
            let mut state = match state_at_act_start(run, act) {
                Ok(s) => s,
                Err(why) => {
                    apart.push(why);
                    continue;
                }
            };
            let w = walk(run, &mut state, first_floor, last_floor);
            if w.compared > 0 {
                firsts += 1;
                floors += w.compared;
            } else {
                apart.push(format!("floor {first_floor}: {}", w.stop));
            }
            stops.push(w.stop);
            wrong.extend(w.wrong);
        }
        eprintln!(
            "act {act}: first {firsts}, chain floors {floors}, apart {:?}, stops {:?}",
            tally(&apart),
            tally(&stops)
        );
        // Counted from the files (runs that reached the act's first floor):
        // act 2, 58 runs: 51 first rewards compared, 76 floors of chains;
        // apart: 6 hold an egg (upgrades by card type, not modelled) and one
        // has no reward on floor 18. Act 3, 29 runs: 25 first rewards, 32
        // floors; apart: 3 hold an egg, one took Tiny House at the chest.
        let expected: (usize, usize, &[(&str, usize)]) = if act == 2 {
            (
                51,
                76,
                &[
                    ("floor 18: fight without reward", 1),
                    ("floor 18: holds Frozen Egg 2", 2),
                    ("floor 18: holds Molten Egg 2", 2),
                    ("floor 18: holds Toxic Egg 2", 2),
                ],
            )
        } else {
            (
                25,
                32,
                &[
                    ("Tiny House at the chest", 1),
                    ("floor 35: holds Frozen Egg 2", 1),
                    ("floor 35: holds Molten Egg 2", 1),
                    ("floor 35: holds Toxic Egg 2", 1),
                ],
            )
        };
        assert_eq!((firsts, floors), (expected.0, expected.1), "act {act}");
        let expected_apart: Vec<(String, usize)> = expected.2.iter().map(|(r, n)| (r.to_string(), *n)).collect();
        assert_eq!(tally(&apart), expected_apart, "act {act}");
    }
    assert!(wrong.is_empty(), "{} rewards differ:\n{}", wrong.len(), wrong.join("\n"));
}

#[test]
fn neow_card_offers_are_the_predicted_ones() {
    let mut checked = std::collections::BTreeMap::new();
    let mut wrong = Vec::new();
    let runs = runs();
    for run in runs.iter().filter(|r| is_normal(r)) {
        let Some((bonus, cost)) = neow_taken(run) else { continue };
        let option = NeowOption {
            bonus: NeowBonus::from_run_name(bonus).unwrap(),
            cost: NeowCost::from_run_name(cost).unwrap(),
        };
        let Some(cards) = neow_cards(run.seed, run.character, option) else { continue };
        let predicted: BTreeSet<String> = cards.iter().map(|c| c.run_name()).collect();
        let ok = if option.bonus == NeowBonus::OneRandomRareCard {
            // No choice is recorded: the card is in the deck unless removed.
            let deck = run.json["master_deck"].as_array().unwrap();
            deck.iter().any(|c| c.as_str().unwrap().trim_end_matches("+1") == cards[0].id)
        } else {
            file_rewards(run, 0) == [predicted.clone()]
        };
        *checked.entry(bonus).or_insert(0) += 1;
        if !ok {
            wrong.push(format!("{} {bonus}: file {:?}, predicted {predicted:?}", run.name, file_rewards(run, 0)));
        }
    }
    eprintln!("neow cards: {checked:?}");
    assert!(wrong.is_empty(), "{} Neow offers differ:\n{}", wrong.len(), wrong.join("\n"));
    // Counted from the files: 11 THREE_RARE_CARDS offers (one with the
    // CURSE drawback), 1 RANDOM_COLORLESS, 10 RANDOM_COLORLESS_2 (floor-0
    // choices, exact); 3 ONE_RANDOM_RARE_CARD (no choice recorded: the card
    // is in the final deck). No THREE_CARDS in the set.
    let expected =
        [("ONE_RANDOM_RARE_CARD", 3), ("RANDOM_COLORLESS", 1), ("RANDOM_COLORLESS_2", 10), ("THREE_RARE_CARDS", 11)];
    assert_eq!(checked.into_iter().collect::<Vec<_>>(), expected);
}

// ---------------------------------------------------------------------------
// Potions (src/sts1/content/potions.rs, spec §5): per fight of the act-1
// walk, whether a potion dropped (`potions_floor_spawned`) and which
// (`potions_obtained` on that floor, when the player took exactly one);
// Neow's three potions (`potions_obtained` on floor 0 are among them).

#[test]
fn potion_drops_of_act_1_follow_the_seed() {
    let (mut drops_checked, mut identities, mut neow) = (0, 0, 0);
    let mut wrong = Vec::new();
    let mut stops = Vec::new();
    for run in runs().iter().filter(|r| is_normal(r)) {
        let mut potions = PotionDrops::new(run.seed, run.character);
        let obtained = |floor: u64| -> Vec<String> {
            run.json["potions_obtained"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|p| p["floor"].as_f64() == Some(floor as f64))
                .map(|p| p["key"].as_str().unwrap().to_string())
                .collect()
        };
        if neow_taken(run).map(|t| t.0) == Some("THREE_SMALL_POTIONS") {
            let three = potions.neow_potions();
            neow += 1;
            for id in obtained(0) {
                if !three.iter().any(|p| p.id == id) {
                    wrong.push(format!("{}: Neow potion {id}, predicted {three:?}", run.name));
                }
            }
        }
        let spawned: Vec<u64> =
            run.json["potions_floor_spawned"].as_array().unwrap().iter().map(|f| f.as_f64().unwrap() as u64).collect();
        let path = run.json["path_per_floor"].as_array().unwrap();
        let mut stop = "act done".to_string();
        for floor in 1..=16u64 {
            potions.white_beast_statue = relics_before(run, floor).contains("White Beast Statue");
            let room = path.get(floor as usize - 1).and_then(Value::as_str);
            match room {
                Some("M" | "E" | "B") => {}
                Some("R" | "T") => continue,
                Some("$") => {
                    stop = "shop".into();
                    break;
                }
                Some("?") => {
                    stop = "event".into();
                    break;
                }
                _ => {
                    stop = "end of the run".into();
                    break;
                }
            }
            // A fight with no card reward was lost (or fled): no potion roll.
            if file_rewards(run, floor).is_empty() {
                stop = "fight without reward".into();
                break;
            }
            let dropped = potions.after_fight();
            drops_checked += 1;
            if dropped.is_some() != spawned.contains(&floor) {
                wrong.push(format!(
                    "{} floor {floor}: file spawned {}, predicted {dropped:?}",
                    run.name,
                    spawned.contains(&floor)
                ));
            }
            if let (Some(potion), [id]) = (dropped, obtained(floor).as_slice()) {
                identities += 1;
                if potion.id != id {
                    wrong.push(format!("{} floor {floor}: file {id}, predicted {}", run.name, potion.id));
                }
            }
        }
        stops.push(stop);
    }
    eprintln!("potions: drops {drops_checked}, identities {identities}, neow {neow}, stops {:?}", tally(&stops));
    assert!(wrong.is_empty(), "{} potions differ:\n{}", wrong.len(), wrong.join("\n"));
    // Counted from the files: 147 act-1 fights walked (the same floors as
    // the card-reward walk), drop or not as predicted in all; 65 of the
    // drops were taken alone on their floor and are the predicted potion;
    // the one THREE_SMALL_POTIONS run kept 2 of Neow's 3, both predicted.
    assert_eq!((drops_checked, identities, neow), (147, 65, 1));
    let expected_stops =
        [("act done", 1), ("end of the run", 3), ("event", 69), ("fight without reward", 1), ("shop", 14)];
    assert_eq!(tally(&stops), expected_stops.map(|(r, n)| (r.to_string(), n)));
}

/// `read_run_file` over every run: the report's per-act `predicted` walk of
/// the fitted route (the file's character, ascension and Neow choice) beside
/// the file's `card_choices`, with the file's own Neow choice, boss relic
/// picks and the relics it obtained whose rule is known (Prayer Wheel,
/// Question Card, …); for a StS1 `.run` the predictions are the whole-run
/// replay from the file's own state and choices (src/api/runfile/sts1_replay.rs;
/// these extracts lack gold and HP, which only the event predictions read).
/// Counted from the files: 1242 rewards where both a prediction and a
/// recorded reward exist, 1212 the same cards; potion rolls 1231 of 1260
/// (tests/sts1_replay.rs names the misses).
#[test]
fn run_reports_lay_the_predicted_rewards_beside_the_files() {
    let (mut compared, mut matched, mut acts_with_chest) = (0, 0, 0);
    let (mut potions, mut potions_matched, mut relics, mut relics_matched) = (0, 0, 0, 0);
    for run in runs() {
        let text = serde_json::to_string(&run.json).unwrap();
        let report = serde_json::to_value(spire_map::api::read_run_file(&text).unwrap()).unwrap();
        let (bonus, cost) = neow_taken(&run).unwrap();
        let offered = report["neow"].as_array().unwrap_or_else(|| panic!("{}: no neow", run.name));
        assert!(offered.iter().any(|o| o["bonus"] == bonus && o["cost"] == cost), "{}: {offered:?}", run.name);
        let counts = &report["cardRewards"];
        let (c, m) = (counts["compared"].as_u64().unwrap(), counts["matched"].as_u64().unwrap());
        for act in report["acts"].as_array().unwrap() {
            // Left out when no route fits the act (then nothing is predicted).
            let none = Vec::new();
            let predicted = act["predicted"].as_array().unwrap_or(&none);
            assert_eq!(predicted.is_empty(), act["routes"].as_array().unwrap().is_empty(), "{}", run.name);
            // Entry 0 is the act's first floor (act 4's moves with the double boss).
            let n = act["act"].as_u64().unwrap();
            if n <= 3 && !predicted.is_empty() {
                assert_eq!(
                    predicted.first().map(|p| p["floor"].as_u64().unwrap()),
                    Some((n - 1) * 17 + 1),
                    "{}",
                    run.name
                );
            }
            for p in predicted.iter().filter(|p| p.get("matches").is_some()) {
                let recorded: BTreeSet<&str> =
                    p["recorded"].as_array().unwrap().iter().map(|c| c.as_str().unwrap()).collect();
                let in_file = run.json["card_choices"].as_array().unwrap().iter().any(|c| {
                    c["floor"].as_f64() == p["floor"].as_f64()
                        && c["not_picked"].as_array().unwrap().iter().all(|n| recorded.contains(n.as_str().unwrap()))
                });
                assert!(in_file, "{} floor {}: recorded cards are the file's", run.name, p["floor"]);
            }
            let chest = run.json["boss_relics"].get(n as usize - 1);
            if let (Some(shown), Some(chest)) = (act["bossRelics"].as_array(), chest) {
                let shown: BTreeSet<String> = shown.iter().map(|r| r.as_str().unwrap().to_string()).collect();
                assert_eq!(shown, offer_in_file(&run, chest).0, "{} act {n}", run.name);
                acts_with_chest += 1;
            }
        }
        compared += c;
        matched += m;
        potions += counts["potionsCompared"].as_u64().unwrap();
        potions_matched += counts["potionsMatched"].as_u64().unwrap();
        relics += counts["relicsCompared"].as_u64().unwrap();
        relics_matched += counts["relicsMatched"].as_u64().unwrap();
    }
    eprintln!("read_run_file: card rewards {matched}/{compared}, potions {potions_matched}/{potions}, relics {relics_matched}/{relics}");
    // (until Foreign Influence may be in the deck; the extracts have no gold per floor, so a Smoke
    // Bomb flight and a Cursed Key chest that gave gold are not read from them)
    // 1189 while a floor's rewards beyond its second were dropped: 1650648451's floor 2 has five.
    assert_eq!((compared, matched), (1204, 1190));
    // Until Alchemize or an Entropic Brew draws potions in combat (from there not predicted).
    assert_eq!((potions, potions_matched), (1171, 1171));
    // Elites', chests' and events' relics among the file's relics_obtained on
    // their floor (a reward skipped or a chest left for the Sapphire Key does
    // not count as a miss only when the file has no relic there).
    assert_eq!((relics, relics_matched), (533, 531));
    // Chests opened in an act the report fits a route to (of 58 + 29).
    assert_eq!(acts_with_chest, 87);
}

/// The search's run-start conditions against every run: for the file's
/// seed and character, `neow has` its Neow choice (full-Neow runs),
/// `a1.bossrelics has` each relic of its act 1 chest (no boss swap), and
/// `card(1) has` each card of its floor-1 reward (a Neow choice that draws
/// nothing on the card stream) all match, and `lacks` of the same do not.
#[test]
fn the_search_finds_each_runs_neow_chest_and_first_reward() {
    use spire_map::options::MapOptions;
    use spire_map::search::{Filter, Search};
    let holds = |run: &Run, filter: &str| {
        let ascension = run.json["ascension_level"].as_u64().unwrap() as u8;
        let mut opts = MapOptions { ascension, ..MapOptions::default() };
        opts.start.character = Some(run.character);
        Search::new(Filter::parse(filter).unwrap(), &opts).unwrap().matches(run.seed)
    };
    let (mut neow, mut relics, mut cards) = (0, 0, 0);
    for run in runs().iter().filter(|r| is_normal(r)) {
        let (bonus, cost) = neow_taken(run).unwrap();
        if neow_options(run.seed).iter().any(|o| o.bonus.run_name() == bonus) {
            assert!(holds(run, &format!("neow has {bonus} with {cost}")), "{}", run.name);
            assert!(!holds(run, &format!("neow lacks {bonus}")), "{}", run.name);
            neow += 1;
        }
        if let Some(chest) = run.json["boss_relics"].get(0).filter(|_| bonus != "BOSS_RELIC") {
            for relic in offer_in_file(run, chest).0 {
                assert!(holds(run, &format!("a1.bossrelics has \"{relic}\"")), "{} {relic}", run.name);
                assert!(!holds(run, &format!("a1.bossrelics lacks \"{relic}\"")), "{} {relic}", run.name);
                relics += 1;
            }
        }
        let quiet = !["THREE_SMALL_POTIONS", "RANDOM_COLORLESS", "RANDOM_COLORLESS_2", "BOSS_RELIC"].contains(&bonus)
            && cost != "CURSE";
        let floor1 = run.json["card_choices"].as_array().unwrap().iter().find(|c| c["floor"].as_f64() == Some(1.0));
        if let Some(choice) = floor1.filter(|_| quiet) {
            let picked = choice["picked"].as_str().filter(|p| *p != "SKIP" && *p != "Singing Bowl");
            let offered =
                picked.into_iter().chain(choice["not_picked"].as_array().unwrap().iter().map(|c| c.as_str().unwrap()));
            for card in offered {
                // Act 1 cards come unupgraded.
                assert!(holds(run, &format!("card(1) has \"{card}\"")), "{} {card}", run.name);
                cards += 1;
            }
        }
    }
    // Counted from the files: 67 full-Neow choices, 57 act 1 chests without a boss
    // swap, 69 floor-1 rewards after a Neow choice that leaves the card stream alone.
    assert_eq!((neow, relics, cards), (67, 57 * 3, 69 * 3));
}
