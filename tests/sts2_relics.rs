//! The Slay the Spire 2 relic bags, chests, elite relics and shop relic
//! (`sts2::content`, docs/sts2-relics.md) against real files: the bags real
//! saves store, and the chests', elites' and shops' relics real `.run`
//! files record. Expected values come only from those files
//! (`tests/golden/sts2-relics/`, provenance in its README).

use serde_json::Value;
use spire_map::options::Sts2Character;
use spire_map::sts2::content::relic_bag::{RelicBag, RunBags};
use spire_map::sts2::content::relic_pools::Rarity;
use spire_map::sts2::seed::Seeding;

/// Saves whose bags were stored before any relic left them (but the ones
/// the file lists as obtained).
const BAG_SAVES: &[&str] = &[include_str!("golden/sts2-relics/TQM88QFMHSQR_shop_entry.bags.json")];

fn json(text: &str) -> Value {
    serde_json::from_str(text).expect("golden file is JSON")
}

fn strs(v: &Value) -> Vec<&str> {
    v.as_array().expect("a list").iter().map(|s| s.as_str().expect("a string")).collect()
}

fn seeding(v: &Value) -> Seeding {
    match v["seeding"].as_str() {
        Some("v108") => Seeding::H32,
        _ => Seeding::Xxh64,
    }
}

fn character(v: &Value) -> Sts2Character {
    Sts2Character::from_id(v["character"].as_str().unwrap()).expect("a known character")
}

/// Every list of `bag` equals the save's list of the same rarity, and the
/// bag has no other list; the number of relics compared.
fn same_bag(name: &str, bag: &RelicBag, saved: &Value) -> usize {
    let saved = saved.as_object().expect("relic_id_lists");
    assert_eq!(bag.lists().len(), saved.len(), "{name}: rarities");
    let mut n = 0;
    for (rarity, list) in bag.lists() {
        let want = strs(&saved[rarity.key()]);
        assert_eq!(list.as_slice(), want.as_slice(), "{name}: {rarity:?}");
        n += want.len();
    }
    n
}

#[test]
fn bags_equal_the_saved_bags() {
    let mut relics = 0;
    for text in BAG_SAVES {
        let v = json(text);
        let seed = v["seed"].as_str().unwrap();
        let seeding = seeding(&v);
        let mut bags = RunBags::new(seeding.run_seed(seed), seeding, &[character(&v)]);
        for id in strs(&v["player_relics"]) {
            bags.obtain(0, id);
        }
        relics += same_bag(&format!("{seed} shared"), &bags.shared, &v["shared_relic_grab_bag"]);
        relics += same_bag(&format!("{seed} player"), &bags.players[0], &v["player_relic_grab_bag"]);
        assert_eq!(bags.shop_relic(0), strs(&v["player_relic_grab_bag"]["shop"]).last().copied());
        assert_eq!(bags.players[0].list(Rarity::Shop).len(), 26);
    }
    eprintln!("{} saves, {relics} relics in place", BAG_SAVES.len());
}
