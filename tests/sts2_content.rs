//! Slay the Spire 2 card rewards against real run files: every fight's three
//! cards (ids and upgrades), gold and potion drop, and treasure gold, as
//! `sts2::content::rewards` predicts them from the seed alone, compared with
//! what the game recorded in `tests/golden/sts2-runs/` (real `.run` files,
//! provenance in that folder's README). Each file is walked in order; the
//! walk stops where something the engine does not model shifts the stream
//! (stated per file below), and every reward before that point must match.

use serde_json::Value;
use spire_map::options::Sts2Character;
use spire_map::sts2::content::card_pools::{character_pool, Rarity};
use spire_map::sts2::content::relic_pools;
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
    /// Event card rewards compared (`Extra::Philosophers`), and matched.
    event_rewards: usize,
    event_rewards_matched: usize,
    /// Elites whose relic rarity (rolled on the rewards stream) was compared
    /// with the rarity of the relic the file records, and matched.
    elite_relics: usize,
    elite_relics_matched: usize,
}

fn json(name: &str) -> Value {
    let path = format!("{}/tests/golden/sts2-runs/{name}.json", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap()
}

/// Something a room does that the engine's walk does not model, applied on
/// entering that room.
#[derive(Clone, Copy, Debug)]
enum Extra {
    /// Draws taken by an unmodelled option or event (a number found by
    /// search, never derived).
    Skip(u32),
    /// The Colorful Philosophers event, naming a character: three rewards of
    /// that character's Common, Uncommon and Rare cards
    /// (`Rewards::uniform_reward`), compared with the room's `card_choices`.
    Philosophers(Sts2Character),
}

/// Walks a file's rooms in order, up to (not including) the point `stop`
/// (`(act, index)`), comparing each prediction with the record.
fn walk(name: &str, stop: Option<(usize, usize)>) -> (Tally, Rewards) {
    walk_with(name, stop, &[])
}

/// The walk over a whole file after `skip` draws taken at the run's start
/// (an unmodelled Neow option's).
fn walk_after(name: &str, skip: u32) -> Tally {
    walk_with(name, None, &[((0, 0), Extra::Skip(skip))]).0
}

/// A card reward as a file records it: `(id, upgraded)` in the file's order.
fn recorded(choices: &[Value]) -> Vec<(String, bool)> {
    choices
        .iter()
        .map(|c| {
            let card = &c["card"];
            (card["id"].as_str().unwrap().to_string(), card["current_upgrade_level"].as_u64().unwrap_or(0) > 0)
        })
        .collect()
}

/// A predicted reward in a file's order: the picked card first (as the file
/// lists it), the others in the order offered.
fn as_recorded(predicted: &[(String, bool)], choices: &[Value]) -> Vec<(String, bool)> {
    let mut out = predicted.to_vec();
    if let Some(picked) = choices.iter().find(|c| c["was_picked"] == true) {
        if let Some(k) = out.iter().position(|c| c.0 == picked["card"]["id"].as_str().unwrap()) {
            let card = out.remove(k);
            out.insert(0, card);
        }
    }
    out
}

/// The walk with `extras` applied on entering their rooms.
fn walk_with(name: &str, stop: Option<(usize, usize)>, extras: &[((usize, usize), Extra)]) -> (Tally, Rewards) {
    let v = json(name);
    let seed = canonicalize(v["seed"].as_str().unwrap()).unwrap();
    let ascension = v["ascension"].as_u64().unwrap() as u8;
    let character = Sts2Character::from_id(v["character"].as_str().unwrap()).unwrap();
    let mut rewards = Rewards::new(&Streams::new(run_seed(&seed)), character, ascension, 0, 1);
    let history = v["map_point_history"].as_array().unwrap();
    let mut t = Tally::default();
    for (act, points) in history.iter().enumerate() {
        for (i, point) in points.as_array().unwrap().iter().enumerate() {
            if stop == Some((act, i)) {
                return (t, rewards);
            }
            let mut event_done = false;
            for &(_, extra) in extras.iter().filter(|e| e.0 == (act, i)) {
                match extra {
                    Extra::Skip(n) => rewards.skip(n),
                    Extra::Philosophers(named) => {
                        philosophers(&mut rewards, &mut t, point, named, act as u8);
                        event_done = true;
                    }
                }
            }
            if event_done {
                continue;
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
            let choices = point["card_choices"].as_array().unwrap();
            let want = recorded(choices);
            let offered: Vec<(String, bool)> = got.cards.iter().map(|c| (c.id().to_string(), c.upgraded)).collect();
            let predicted = as_recorded(&offered, choices);
            t.rewards += 1;
            if predicted == want {
                t.rewards_matched += 1;
                t.upgraded += want.iter().filter(|w| w.1).count();
            } else {
                eprintln!("{name}: act {} point {i}: predicted {predicted:?}, recorded {want:?}", act + 1);
            }
            t.gold += 1;
            t.gold_matched += usize::from(got.gold == gold);
            if got.gold != gold {
                eprintln!("{name}: act {} point {i}: gold {} predicted, {gold} recorded", act + 1, got.gold);
            }
            if let (Some(r), Some(relic)) = (got.relic, point["relic_choices"][0]["choice"].as_str()) {
                t.elite_relics += 1;
                t.elite_relics_matched += usize::from(Some(r) == relic_pools::rarity_of(relic));
            }
            let dropped = point["potion_choices"].as_array().is_some_and(|p| !p.is_empty());
            t.potions += 1;
            t.potions_matched += usize::from(got.potion == dropped);
        }
    }
    (t, rewards)
}

/// The Colorful Philosophers event: three uniform rewards of `named`'s
/// Common, Uncommon and Rare cards, each compared with one of the room's
/// recorded rewards (the file lists the nine cards three by three).
fn philosophers(rewards: &mut Rewards, t: &mut Tally, point: &Value, named: Sts2Character, act: u8) {
    let choices = point["card_choices"].as_array().unwrap();
    let mut groups: Vec<&[Value]> = choices.chunks(3).collect();
    for rarity in [Rarity::Common, Rarity::Uncommon, Rarity::Rare] {
        let got = rewards.uniform_reward(character_pool(named), rarity, act);
        let offered: Vec<(String, bool)> = got.iter().map(|c| (c.id().to_string(), c.upgraded)).collect();
        t.event_rewards += 1;
        if let Some(k) = groups.iter().position(|g| as_recorded(&offered, g) == recorded(g)) {
            groups.remove(k);
            t.event_rewards_matched += 1;
        } else {
            eprintln!("philosophers: predicted {offered:?}, recorded {:?}", recorded(choices));
        }
    }
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
        elite_relics: 1,
        elite_relics_matched: 1,
        ..Tally::default()
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
        elite_relics: 7,
        elite_relics_matched: 7,
        ..Tally::default()
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

/// 1ZEPE4MX6919 (a v0.111 save's whole history, Ironclad, A10, acts 1-3 up
/// to the final act's boss). From the seed alone: the three rewards before
/// the Endless Conveyor event (act 1, point 5), which draws on the rewards
/// stream in a way not modelled. Findings, not predictions: that event takes
/// 4 draws and the Relic Trader event (act 3, point 10) 3, each the only
/// count that fits the rewards after it; with them, and the Colorful
/// Philosophers event modelled (three uniform rewards of the Silent's cards),
/// all 21 card rewards, the event's 3 rewards, 21 potion drops and 4
/// treasures match, and the walk ends on exactly the save's rewards counter
/// (330) and state, which no fit used. Gold from act 1's twelfth point on is
/// raised by 15 a fight by something not modelled (a relic), so 6 of 21
/// match.
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

    let conveyor = |k| ((0, 5), Extra::Skip(k));
    let philosophers = ((1, 3), Extra::Philosophers(Sts2Character::Silent));
    let fits: Vec<u32> = (0..=400)
        .filter(|&k| walk_with("1ZEPE4MX6919", Some((1, 3)), &[conveyor(k)]).0.rewards_matched == 11)
        .collect();
    assert_eq!(fits, [4]);
    let fits: Vec<u32> = (0..=50)
        .filter(|&k| {
            let (t, _) = walk_with("1ZEPE4MX6919", None, &[conveyor(4), philosophers, ((2, 10), Extra::Skip(k))]);
            t.rewards_matched == t.rewards
        })
        .collect();
    assert_eq!(fits, [3]);

    let (t, rewards) = walk_with("1ZEPE4MX6919", None, &[conveyor(4), philosophers, ((2, 10), Extra::Skip(3))]);
    let want = Tally {
        rewards: 21,
        rewards_matched: 21,
        upgraded: 7,
        gold: 21,
        gold_matched: 6,
        potions: 21,
        potions_matched: 21,
        treasures: 4,
        treasures_matched: 4,
        shops: 3,
        event_rewards: 3,
        event_rewards_matched: 3,
        elite_relics: 8,
        elite_relics_matched: 8,
    };
    assert_eq!(t, want);
    let path = format!("{}/tests/golden/sts2/runs/1ZEPE4MX6919.json", env!("CARGO_MANIFEST_DIR"));
    let saved: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let stream = &saved["player_rng"][0]["rewards"];
    assert_eq!(u64::from(rewards.draws()), u(&stream["counter"]));
    let state = [u(&stream["s0"]), u(&stream["s1"]), u(&stream["s2"]), u(&stream["s3"])];
    assert_eq!(rewards.stream().rng().state(), state);
}
