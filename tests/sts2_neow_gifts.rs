//! What Neow's options give (`sts2::content::neow_gifts`) against real run
//! histories: for every real file whose Neow choice has a modelled payload,
//! the payload equals what the file recorded at Neow (gold, relics offered
//! and taken, potions, cards added), and the fights after Neow, until the
//! first event, get the file's card rewards (ids, upgrades, the order of
//! the cards not picked) and potion drops once the payload's draws are taken
//! from the rewards stream (`Rewards::after_neow`). Where a file lists
//! Neow's offer (`ancient_choice`), it is the offer the current seeding
//! predicts (`sts2::run::neow`), so the file is of the builds in scope.
//!
//! Expected values come from the files only: the byte copies
//! tests/golden/runfiles/sts2/*.run (provenance in that folder's README)
//! and the extracts tests/golden/sts2-runs/*.json (values copied verbatim;
//! provenance in their README).

use serde_json::Value;
use spire_map::options::Sts2Character;
use spire_map::sts2::content::neow_gifts::{neow_gift, NeowGift};
use spire_map::sts2::content::rewards::{Fight, Rewards};
use spire_map::sts2::run::neow::{roll, CURSES};
use spire_map::sts2::run::streams::Streams;
use spire_map::sts2::seed::{canonicalize, run_seed};

fn golden(rel: &str) -> Value {
    let path = format!("{}/tests/golden/{rel}", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))).unwrap()
}

/// A map point's player record: `player_stats[0]` in a `.run`, the point
/// itself in an extract.
fn stats(point: &Value) -> &Value {
    point.get("player_stats").map_or(point, |p| &p[0])
}

fn ids(v: &Value, key: &str, field: &str) -> Vec<String> {
    v[key].as_array().map(|a| a.iter().map(|x| x[field].as_str().unwrap().to_string()).collect()).unwrap_or_default()
}

/// What the check of one file found.
#[derive(Debug, Default, PartialEq, Eq)]
struct Checked {
    /// The option taken at Neow, and whether the file's Neow offer was
    /// compared with the predicted one.
    relic: String,
    offer_checked: bool,
    /// The payload's rewards draws.
    draws: u32,
    /// Cards the option offered at Neow, compared with the file's, and
    /// cards it added, found among the file's cards gained there.
    neow_offered: usize,
    neow_added: usize,
    /// Card rewards after Neow compared (all must match), and potion drops.
    rewards: usize,
    potions: usize,
}

fn check(rel: &str) -> Checked {
    let v = golden(rel);
    let seed = canonicalize(v["seed"].as_str().unwrap()).unwrap();
    let character_id = v.get("character").unwrap_or(&v["players"][0]["character"]).as_str().unwrap();
    let character = Sts2Character::from_id(character_id).unwrap();
    let ascension = v["ascension"].as_u64().unwrap() as u8;
    let streams = Streams::new(run_seed(&seed));
    let history = v["map_point_history"][0].as_array().unwrap();
    let neow = stats(&history[0]);
    assert_eq!(history[0]["map_point_type"], "ancient");
    // Where the file lists Neow's offer, it is the one the current seeding
    // predicts (so the file is of the builds this module is for).
    let mut offer_checked = false;
    if let Some(offer) = neow["ancient_choice"].as_array() {
        let want: Vec<String> = offer.iter().map(|o| format!("RELIC.{}", o["TextKey"].as_str().unwrap())).collect();
        let got = roll(streams.neow(0), 1, &CURSES).options;
        assert_eq!(got.to_vec(), want, "{rel}: Neow's offer");
        offer_checked = true;
    }
    let recorded_relics = ids(neow, "relic_choices", "choice");
    let relic = recorded_relics[0].clone();

    // The payload against the Neow record.
    let gift: NeowGift = neow_gift(&streams, &relic, character, ascension, 0, 1).expect("a modelled payload");
    assert_eq!(gift.relic, relic);
    assert_eq!(recorded_relics[1..], gift.relics[..], "{rel}: the relics the option gave");
    assert_eq!(ids(neow, "potion_choices", "choice"), gift.potions, "{rel}: the potions");
    assert_eq!(neow["gold_gained"].as_u64().unwrap() as u32, gift.gold.unwrap_or(0), "{rel}: the gold");
    // The cards at Neow: those the file lists in `card_choices` were
    // offered (the same cards, the ones not picked in the order offered);
    // every other card of the gift was added, so it is among the cards
    // gained (Hefty Tablet, too, lists only the cards not taken).
    let choices = neow["card_choices"].as_array().cloned().unwrap_or_default();
    let listed = |id: &str| choices.iter().any(|c| c["card"]["id"] == id);
    let offered: Vec<(String, bool)> =
        gift.cards.iter().filter(|c| listed(c.id)).map(|c| (c.id.to_string(), c.upgraded)).collect();
    if !choices.is_empty() {
        compare_offer(rel, 0, &offered, &choices);
    }
    let mut neow_added = 0;
    if neow.get("cards_gained").is_some() {
        let gained = ids(neow, "cards_gained", "id");
        for c in gift.cards.iter().filter(|c| !listed(c.id)) {
            assert!(gained.iter().any(|g| g == c.id), "{rel}: {} gained", c.id);
            neow_added += 1;
        }
    }
    let neow_offered = offered.len();
    let draws = gift.rewards_draws.expect("a known draw count");

    // The rewards after Neow, until the first event.
    let mut rewards = Rewards::after_neow(&streams, &relic, character, ascension, 0, 1).unwrap();
    assert_eq!(rewards.draws(), draws);
    let (mut compared, mut potions) = (0, 0);
    for (i, point) in history.iter().enumerate().skip(1) {
        let s = stats(point);
        let fight = match point["rooms"][0]["room_type"].as_str().unwrap() {
            "monster" => Fight::Monster,
            "elite" => Fight::Elite,
            "boss" => Fight::Boss,
            "treasure" => {
                rewards.treasure();
                continue;
            }
            "shop" => {
                rewards.shop();
                continue;
            }
            "event" => break,
            _ => continue,
        };
        let Some(choices) = s["card_choices"].as_array() else { break }; // died in this fight
        let got = rewards.combat(fight, 0);
        let offered: Vec<(String, bool)> = got.cards.iter().map(|c| (c.id().to_string(), c.upgraded)).collect();
        compare_offer(rel, i, &offered, choices);
        compared += 1;
        let dropped = s["potion_choices"].as_array().is_some_and(|p| !p.is_empty());
        assert_eq!(got.potion, dropped, "{rel} point {i}: the potion drop");
        potions += 1;
    }
    Checked { relic, offer_checked, draws, neow_offered, neow_added, rewards: compared, potions }
}

/// Offered cards against a file's `card_choices`: the same cards (ids and
/// upgrades), and the ones not picked in the order offered (a file lists a
/// reward's picked card first).
fn compare_offer(rel: &str, point: usize, offered: &[(String, bool)], choices: &[Value]) {
    let want: Vec<(String, bool, bool)> = choices
        .iter()
        .map(|c| {
            let up = c["card"]["current_upgrade_level"].as_u64().unwrap_or(0) > 0;
            (c["card"]["id"].as_str().unwrap().to_string(), up, c["was_picked"] == true)
        })
        .collect();
    let mut sorted_got = offered.to_vec();
    let mut sorted_want: Vec<(String, bool)> = want.iter().map(|w| (w.0.clone(), w.1)).collect();
    sorted_got.sort();
    sorted_want.sort();
    assert_eq!(sorted_got, sorted_want, "{rel} point {point}: the cards offered");
    let unpicked: Vec<(String, bool)> = want.iter().filter(|w| !w.2).map(|w| (w.0.clone(), w.1)).collect();
    let order: Vec<(String, bool)> = offered.iter().filter(|o| unpicked.contains(o)).cloned().collect();
    assert_eq!(order, unpicked, "{rel} point {point}: the order of the cards not picked");
}

fn want(relic: &str, draws: u32, rewards: usize) -> Checked {
    Checked {
        relic: relic.to_string(),
        offer_checked: false,
        draws,
        neow_offered: 0,
        neow_added: 0,
        rewards,
        potions: rewards,
    }
}

/// Neow's Bones (85920V7XQFSN, v0.110.1): the shuffle on the rewards
/// stream offers the file's two relics (Stone Humidifier, Neow's
/// Sacrifice), Neow's Sacrifice gives the file's potion (Ambergris) and
/// curse (Guilty), the curse drawn on the fresh niche stream is the file's
/// Normality, and with the shuffle's 27 draws the three card rewards before
/// the player died match.
#[test]
fn neows_bones_85920v7xqfsn() {
    assert_eq!(
        check("runfiles/sts2/85920V7XQFSN.run"),
        Checked { offer_checked: true, neow_added: 2, ..want("RELIC.NEOWS_BONES", 27, 3) }
    );
}

/// Golden Pearl (6P96T755CNZ3, v0.111.0): 150 gold, no draw; the four
/// card rewards before the first event match.
#[test]
fn golden_pearl_6p96t755cnz3() {
    assert_eq!(
        check("runfiles/sts2/6P96T755CNZ3.run"),
        Checked { offer_checked: true, ..want("RELIC.GOLDEN_PEARL", 0, 4) }
    );
}

/// Cursed Pearl (TQM88QFMHSQR, v0.110.1, extract): 333 gold, no draw; the
/// one card reward before the first event matches.
#[test]
fn cursed_pearl_tqm88qfmhsqr() {
    assert_eq!(check("sts2-runs/TQM88QFMHSQR.json"), want("RELIC.CURSED_PEARL", 0, 1));
}

/// Leafy Poultice (1ZEPE4MX6919, a save's history, extract): no gold, no
/// rewards draw (its transforms use another stream); the two card rewards
/// before the first event match.
#[test]
fn leafy_poultice_1zepe4mx6919() {
    assert_eq!(check("sts2-runs/1ZEPE4MX6919.json"), want("RELIC.LEAFY_POULTICE", 0, 2));
}

/// Neow's Bones again (89SJD17KYUEH, a save's history, extract): the
/// shuffle gives the file's Kaleidoscope and Fishing Rod; Kaleidoscope's
/// two rewards are the file's six cards (pools shuffled on the fresh niche
/// stream, cards on the rewards stream), the curse drawn on niche after
/// Kaleidoscope's 6 draws there is the file's Injury, its 18 draws follow
/// the shuffle's 27, and the four card rewards before the first event
/// match.
#[test]
fn neows_bones_89sjd17kyueh() {
    assert_eq!(
        check("sts2-runs/89SJD17KYUEH.json"),
        Checked { offer_checked: true, neow_offered: 6, neow_added: 1, ..want("RELIC.NEOWS_BONES", 45, 4) }
    );
}
