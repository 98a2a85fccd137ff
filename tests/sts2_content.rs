//! Slay the Spire 2 card rewards against real run files: every fight's three
//! cards (ids and upgrades), gold and potion drop, and treasure gold, as
//! `sts2::content::rewards` predicts them from the seed alone, compared with
//! what the game recorded in `tests/golden/sts2-runs/` (real `.run` files,
//! provenance in that folder's README). Each file is walked in order; the
//! walk stops where something the engine does not model shifts the stream
//! (stated per file below), and every reward before that point must match.

use serde_json::Value;
use spire_map::sts2::content::card_pools::Character;
use spire_map::sts2::content::rewards::{Fight, Rewards};
use spire_map::sts2::run::streams::Streams;
use spire_map::sts2::seed::{canonicalize, run_seed};

/// What a walk over one file found.
#[derive(Debug, Default, PartialEq, Eq)]
struct Tally {
    /// Card rewards compared, and how many matched (ids, order, upgrades).
    rewards: usize,
    rewards_matched: usize,
    /// Upgraded cards among the matched rewards.
    upgraded: usize,
    /// Fights whose gold was compared, and matched.
    gold: usize,
    gold_matched: usize,
    /// Fights whose potion drop (yes/no) was compared, and matched.
    potions: usize,
    potions_matched: usize,
    /// Treasure rooms' gold compared, and matched.
    treasures: usize,
    treasures_matched: usize,
    /// Merchant rooms walked through.
    shops: usize,
}

fn json(name: &str) -> Value {
    let path = format!("{}/tests/golden/sts2-runs/{name}.json", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap()
}

/// Walks a file's rooms in order, up to (not including) the point `stop`
/// (`(act, index)`), comparing each prediction with the record.
fn walk(name: &str, stop: Option<(usize, usize)>) -> (Tally, Rewards) {
    walk_skipping(name, stop, 0)
}

/// The walk over a whole file after `skip` draws taken at the run's start
/// (an unmodelled Neow option's).
fn walk_after(name: &str, skip: u32) -> Tally {
    walk_skipping(name, None, skip).0
}

fn walk_skipping(name: &str, stop: Option<(usize, usize)>, skip: u32) -> (Tally, Rewards) {
    walk_with(name, stop, (0, 0), skip)
}

/// The walk with `skip` draws taken on entering the point `at` (before
/// anything of that point), for a room that draws in a way not modelled.
fn walk_with(name: &str, stop: Option<(usize, usize)>, at: (usize, usize), skip: u32) -> (Tally, Rewards) {
    let v = json(name);
    let seed = canonicalize(v["seed"].as_str().unwrap()).unwrap();
    let ascension = v["ascension"].as_u64().unwrap() as u8;
    let character = Character::from_id(v["character"].as_str().unwrap()).unwrap();
    let mut rewards = Rewards::new(&Streams::new(run_seed(&seed)), character, ascension, 0, 1).unwrap();
    let history = v["map_point_history"].as_array().unwrap();
    let mut t = Tally::default();
    for (act, points) in history.iter().enumerate() {
        for (i, point) in points.as_array().unwrap().iter().enumerate() {
            if (act, i) == at {
                rewards.skip(skip);
            }
            if stop == Some((act, i)) {
                return (t, rewards);
            }
            let room = point["rooms"][0]["room_type"].as_str().unwrap();
            let gold = point["gold_gained"].as_u64().unwrap() as u32;
            let fight = match room {
                "monster" => Fight::Monster,
                "elite" => Fight::Elite,
                "boss" if act + 1 < v["acts"].as_array().unwrap().len() => Fight::Boss,
                "boss" => return (t, rewards), // the final act's bosses are not modelled
                "treasure" => {
                    t.treasures += 1;
                    let g = rewards.treasure();
                    if g != gold {
                        eprintln!("{name}: treasure act {} point {i}: {g} predicted, {gold} recorded", act + 1);
                    }
                    t.treasures_matched += usize::from(g == gold);
                    continue;
                }
                "shop" => {
                    t.shops += 1;
                    rewards.shop();
                    continue;
                }
                _ => continue,
            };
            if point.get("card_choices").is_none() {
                return (t, rewards); // the player died in this fight
            }
            let got = rewards.combat(fight, act as u8);
            let want: Vec<(String, bool)> = point["card_choices"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| {
                    let card = &c["card"];
                    (card["id"].as_str().unwrap().to_string(), card["current_upgrade_level"].as_u64().unwrap_or(0) > 0)
                })
                .collect();
            let mut predicted: Vec<(String, bool)> =
                got.cards.iter().map(|c| (c.id().to_string(), c.upgraded)).collect();
            // A .run file lists the picked card first, the others in the
            // order offered.
            let picked = point["card_choices"].as_array().unwrap().iter().position(|c| c["was_picked"] == true);
            if let Some(p) = picked.filter(|&p| p == 0) {
                let id = &want[p].0;
                if let Some(k) = predicted.iter().position(|c| &c.0 == id) {
                    let card = predicted.remove(k);
                    predicted.insert(0, card);
                }
            }
            t.rewards += 1;
            if predicted == want {
                t.rewards_matched += 1;
                t.upgraded += want.iter().filter(|w| w.1).count();
            } else {
                eprintln!(
                    "{name} (skip {skip}): act {} point {i}: predicted {predicted:?}, recorded {want:?}",
                    act + 1
                );
            }
            t.gold += 1;
            t.gold_matched += usize::from(got.gold == gold);
            if got.gold != gold {
                eprintln!("{name}: act {} point {i}: gold {} predicted, {gold} recorded", act + 1, got.gold);
            }
            let dropped = point["potion_choices"].as_array().is_some_and(|p| !p.is_empty());
            t.potions += 1;
            t.potions_matched += usize::from(got.potion == dropped);
        }
    }
    (t, rewards)
}

/// 6P96T755CNZ3 (v0.111.0, Ironclad, A10): act 1 to its boss, where the
/// player died: 8 of 8 card rewards, their gold and potion drops, and the
/// treasure's gold.
#[test]
fn run_6p96t755cnz3() {
    let (t, _) = walk("6P96T755CNZ3", None);
    let want = Tally {
        rewards: 8,
        rewards_matched: 8,
        upgraded: 0,
        gold: 8,
        gold_matched: 8,
        potions: 8,
        potions_matched: 8,
        treasures: 1,
        treasures_matched: 1,
        shops: 0,
    };
    assert_eq!(t, want);
}

/// 85920V7XQFSN (v0.110.1, Ironclad, A10): Neow's Bones, taken at the
/// start, draws on the rewards stream (the option is not modelled), so no
/// reward of this file is a prediction: the walk stops before its first fight.
/// With the draws Neow's option took known, the three rewards that follow
/// match: 27 draws, a number found by trying every count from 0 to 200 (one
/// fits), not derived from the game's code; kept here as a finding.
#[test]
fn run_85920v7xqfsn() {
    let (t, _) = walk("85920V7XQFSN", Some((0, 1)));
    assert_eq!(t, Tally::default());
    let fits: Vec<u32> = (0..=200).filter(|&n| walk_after("85920V7XQFSN", n).rewards_matched == 3).collect();
    assert_eq!(fits, [27]);
}

/// TQM88QFMHSQR (v0.110.1, Ironclad, A10): acts 1-3 through four merchants
/// and four treasure rooms, to the final act's bosses: 21 of 21 card
/// rewards (5 upgraded cards among them), gold and potion drops. One
/// treasure's recorded gold is 635, 600 more than the chest's predicted 35:
/// the run's Spoils Map quest completed in that room (the file lists it in
/// `completed_quests`) and its gold is not modelled; the other three chests
/// match.
#[test]
fn run_tqm88qfmhsqr() {
    let (t, _) = walk("TQM88QFMHSQR", None);
    let want = Tally {
        rewards: 21,
        rewards_matched: 21,
        upgraded: 5,
        gold: 21,
        gold_matched: 21,
        potions: 21,
        potions_matched: 21,
        treasures: 4,
        treasures_matched: 3,
        shops: 4,
    };
    assert_eq!(t, want);
}

fn u(v: &Value) -> u64 {
    v.as_u64().or_else(|| v.as_str().and_then(|s| s.parse().ok())).unwrap()
}

/// The saves taken in the same runs store the rewards stream (counter and
/// state) and the odds; the walk up to the saved room reproduces them.
#[test]
fn saved_rewards_streams_and_odds_are_reproduced() {
    // (file, the point the save was taken at)
    for (name, stop) in [("6P96T755CNZ3", (0, 4)), ("TQM88QFMHSQR", (0, 3))] {
        let (_, rewards) = walk(name, Some(stop));
        let path = format!("{}/tests/golden/sts2/runs/{name}.json", env!("CARGO_MANIFEST_DIR"));
        let saved: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        let stream = &saved["player_rng"][0]["rewards"];
        assert_eq!(u64::from(rewards.draws()), u(&stream["counter"]), "{name}");
        let state = [u(&stream["s0"]), u(&stream["s1"]), u(&stream["s2"]), u(&stream["s3"])];
        assert_eq!(rewards.stream().rng().state(), state, "{name}");
    }
    let odds = json("save_odds")["6P96T755CNZ3_mawler_entry"].clone();
    let (_, rewards) = walk("6P96T755CNZ3", Some((0, 4)));
    assert_eq!(rewards.rarity_offset(), odds["players[0].odds"]["card_rarity_odds_value"].as_f64().unwrap() as f32);
    assert_eq!(rewards.potion_odds(), odds["players[0].odds"]["potion_reward_odds_value"].as_f64().unwrap() as f32);
    assert_eq!(u64::from(rewards.draws()), odds["players[0].rng.rngs.rewards.counter"].as_u64().unwrap());
}

/// 1ZEPE4MX6919 (a v0.111 save's history, Ironclad, A10). The Endless
/// Conveyor event (act 1, point 5) draws on the rewards stream in a way not
/// modelled, so the predictions are the three rewards before it. With the
/// draws it took known, the eight rewards after it up to act 2's Colorful
/// Philosophers (an event offering card rewards, not modelled) match too:
/// 4 draws, the one count from 0 to 400 that fits, found by search, not
/// derived; kept as a finding. Gold from that event on is raised by things
/// not modelled (the run's relics and the event's dishes).
#[test]
fn run_1zepe4mx6919() {
    let (t, _) = walk("1ZEPE4MX6919", Some((0, 5)));
    let want = Tally {
        rewards: 3,
        rewards_matched: 3,
        gold: 3,
        gold_matched: 3,
        potions: 3,
        potions_matched: 3,
        ..Tally::default()
    };
    assert_eq!(t, want);
    let fits: Vec<u32> =
        (0..=400).filter(|&k| walk_with("1ZEPE4MX6919", Some((1, 3)), (0, 5), k).0.rewards_matched == 11).collect();
    assert_eq!(fits, [4]);
    let (t, _) = walk_with("1ZEPE4MX6919", Some((1, 3)), (0, 5), 4);
    assert_eq!((t.rewards_matched, t.upgraded, t.potions_matched, t.shops), (11, 3, 11, 1));
}
