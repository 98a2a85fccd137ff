//! The act 2-3 Ancients' offers (`content::ancients`) against every real
//! offer found in public Slay the Spire 2 files
//! (`tests/golden/sts2-ancients/offers.json`: each offer's ids in order, as
//! the file's `ancient_choice` lists them, with the run-state conditions the
//! file's own history shows). Expected values come only from that file.

use serde_json::Value;
use spire_map::options::Sts2Character;
use spire_map::sts2::content::ancients::{self, Condition, RunStateFacts};
use spire_map::sts2::run::streams::Streams;
use spire_map::sts2::seed::{canonicalize, Seeding};

const OFFERS: &str = include_str!("golden/sts2-ancients/offers.json");

fn condition(name: &str) -> Condition {
    match name {
        "StarterRelic" => Condition::StarterRelic,
        "TranscendableCard" => Condition::TranscendableCard,
        "ThreeGoopyTargets" => Condition::ThreeGoopyTargets,
        "FiveRemovableCards" => Condition::FiveRemovableCards,
        "EventPet" => Condition::EventPet,
        "BasicStrike" => Condition::BasicStrike,
        "FourSwiftTargets" => Condition::FourSwiftTargets,
        "ThreeInstinctTargets" => Condition::ThreeInstinctTargets,
        other => panic!("unknown condition {other}"),
    }
}

fn strs(v: &Value) -> Vec<&str> {
    v.as_array().expect("a list").iter().map(|s| s.as_str().expect("a string")).collect()
}

/// One real offer: the streams of its file, its Ancient, the file's offer
/// and the facts its history shows.
struct Case<'a> {
    name: String,
    streams: Streams,
    ancient: &'a str,
    character: Sts2Character,
    players: u8,
    want: Vec<&'a str>,
    facts: RunStateFacts,
}

fn cases(doc: &Value) -> Vec<Case<'_>> {
    doc["offers"]
        .as_array()
        .expect("offers")
        .iter()
        .map(|o| {
            let seed = canonicalize(o["seed"].as_str().unwrap()).unwrap();
            let seeding = match o["seeding"].as_str().unwrap() {
                "xxh64" => Seeding::Xxh64,
                "h32" => Seeding::H32,
                s => panic!("seeding {s}"),
            };
            let ancient = o["ancient"].as_str().unwrap();
            Case {
                name: format!("{seed} act {} {ancient}", o["act"]),
                streams: Streams::new_in(seeding, seeding.run_seed(&seed)),
                ancient,
                character: Sts2Character::from_id(o["character"].as_str().unwrap()).unwrap(),
                players: o["players"].as_u64().unwrap() as u8,
                want: strs(&o["offer"]),
                facts: RunStateFacts { holding: strs(&o["file_facts"]).into_iter().map(condition).collect() },
            }
        })
        .collect()
}

/// Every real offer is the engine's offer for the run state its file shows,
/// and is one of the branches `offers` lists, whose condition the facts
/// satisfy (checked by the branch being the facts' one).
#[test]
fn every_real_offer_is_reproduced() {
    let doc: Value = serde_json::from_str(OFFERS).unwrap();
    let mut matched = Vec::new();
    for c in cases(&doc) {
        let got = ancients::offers_for(&c.streams, c.ancient, 0, c.players, &c.facts);
        assert_eq!(got.as_deref(), Some(&c.want[..]), "{}", c.name);
        let all = ancients::offers(&c.streams, c.ancient, c.character, 0, c.players);
        assert!(all.iter().any(|o| o.ids == c.want), "{}: not among {all:?}", c.name);
        matched.push(c.name);
    }
    assert_eq!(matched.len(), 9, "{matched:?}");
}

/// Per Ancient and build, how many real offers there are (all reproduced by
/// the test above): the counts the docs quote.
#[test]
fn real_offer_counts() {
    let doc: Value = serde_json::from_str(OFFERS).unwrap();
    let mut counts: Vec<(String, usize)> = Vec::new();
    for o in doc["offers"].as_array().unwrap() {
        let key = format!("{} {}", o["ancient"].as_str().unwrap(), o["seeding"].as_str().unwrap());
        match counts.iter_mut().find(|(k, _)| *k == key) {
            Some((_, n)) => *n += 1,
            None => counts.push((key, 1)),
        }
    }
    counts.sort();
    let want = [
        ("EVENT.DARV xxh64", 1),
        ("EVENT.NONUPEIPE xxh64", 1),
        ("EVENT.OROBAS h32", 1),
        ("EVENT.PAEL xxh64", 1),
        ("EVENT.TANX xxh64", 1),
        ("EVENT.TEZCATARA h32", 1),
        ("EVENT.TEZCATARA xxh64", 1),
        ("EVENT.VAKUU h32", 1),
        ("EVENT.VAKUU xxh64", 1),
    ];
    let want: Vec<(String, usize)> = want.iter().map(|(k, n)| (k.to_string(), *n)).collect();
    assert_eq!(counts, want);
}

/// The branch a file's facts select differs from another branch only where
/// a condition changes the offer: e.g. TQM88QFMHSQR's Tezcatara offers
/// Nutritious Soup only while the deck holds a basic Strike.
#[test]
fn tezcatara_soup_needs_a_basic_strike() {
    let doc: Value = serde_json::from_str(OFFERS).unwrap();
    let c = cases(&doc).into_iter().find(|c| c.name.starts_with("TQM88QFMHSQR act 2")).unwrap();
    let all = ancients::offers(&c.streams, c.ancient, c.character, 0, 1);
    assert_eq!(all.len(), 2);
    let soup = all.iter().find(|o| o.ids == c.want).unwrap();
    assert_eq!(soup.requires.as_deref(), Some("the deck still holds a basic Strike"));
    let other = all.iter().find(|o| o.ids != c.want).unwrap();
    assert_eq!(other.requires.as_deref(), Some("the deck holds no basic Strike"));
    assert!(!other.ids.contains(&"RELIC.NUTRITIOUS_SOUP"));
    assert_eq!(other.ids[1..], c.want[1..]);
}

/// The extract agrees with the whole `.run` files it was read from: every
/// act 2-3 Ancient of `tests/golden/runfiles/sts2/{TQM88QFMHSQR, HQPAXCBS6P,
/// 8DVXPWUWRY}.run` (its `ancient_choice` keys, in order, and the room's
/// model id) is an entry of `offers.json`, and those files hold no other.
#[test]
fn the_extract_matches_the_whole_run_files() {
    let doc: Value = serde_json::from_str(OFFERS).unwrap();
    let files = [
        include_str!("golden/runfiles/sts2/TQM88QFMHSQR.run"),
        include_str!("golden/runfiles/sts2/HQPAXCBS6P.run"),
        include_str!("golden/runfiles/sts2/8DVXPWUWRY.run"),
    ];
    let mut seen = 0;
    for text in files {
        let run: Value = serde_json::from_str(text).unwrap();
        let seed = run["seed"].as_str().unwrap();
        for (act, points) in run["map_point_history"].as_array().unwrap().iter().enumerate().skip(1) {
            for point in points.as_array().unwrap() {
                if point["map_point_type"] != "ancient" {
                    continue;
                }
                let keys: Vec<String> = point["player_stats"][0]["ancient_choice"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| format!("RELIC.{}", c["TextKey"].as_str().unwrap()))
                    .collect();
                let ancient = point["rooms"][0]["model_id"].as_str().unwrap();
                let entry = doc["offers"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|o| o["seed"] == seed && o["act"] == act as u64 + 1)
                    .unwrap_or_else(|| panic!("{seed} act {} missing from offers.json", act + 1));
                assert_eq!(entry["ancient"], ancient, "{seed} act {}", act + 1);
                assert_eq!(strs(&entry["offer"]), keys, "{seed} act {}", act + 1);
                assert_eq!(entry["build_id"], run["build_id"], "{seed}");
                seen += 1;
            }
        }
    }
    assert_eq!(seen, 5);
}
