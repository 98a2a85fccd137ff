//! The Slay the Spire 2 relic bags, chests, elite relics and shop relic
//! (`sts2::content`, docs/sts2-relics.md) against real files: the bags real
//! saves store, and the chests', elites' and shops' relics real `.run`
//! files record. Expected values come only from those files
//! (`tests/golden/sts2-relics/`, provenance in its README).

use serde_json::Value;
use spire_map::options::Sts2Character;
use spire_map::sts2::content::chests::Chests;
use spire_map::sts2::content::relic_bag::{At, RelicBag, RunBags};
use spire_map::sts2::content::relic_pools::{rarity_of, Rarity};
use spire_map::sts2::seed::Seeding;

/// Saves whose bags were stored before any relic left them (but the ones
/// the file lists as obtained).
const BAG_SAVES: &[&str] = &[
    include_str!("golden/sts2-relics/TQM88QFMHSQR_shop_entry.bags.json"),
    include_str!("golden/sts2-relics/6P96T755CNZ3_mawler_entry.bags.json"),
];

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
        assert_eq!(v["treasure_room_relics_counter"].as_u64(), Some(0), "{seed}: no chest before the save");
    }
    eprintln!("{} saves, {relics} relics in place", BAG_SAVES.len());
}

/// Run files whose relic history is replayed (one player): extracts of
/// real `.run` files (`floors`) and whole ones (`map_point_history`), with
/// how many chests, elites, shop relics, rolled shop slots and event relics
/// each one lets the replay compare.
const RUNS: &[(&str, [usize; 5])] = &[
    (include_str!("golden/sts2-relics/TQM88QFMHSQR.run.relics.json"), [4, 7, 4, 8, 0]),
    (include_str!("golden/runfiles/sts2/6P96T755CNZ3.run"), [1, 1, 0, 0, 0]),
    (include_str!("golden/sts2-relics/HYHM8WP1E5.run.relics.json"), [1, 1, 2, 4, 0]),
    (include_str!("golden/sts2-relics/HQPAXCBS6P.run.relics.json"), [3, 10, 5, 10, 5]),
    (include_str!("golden/sts2-relics/8DVXPWUWRY.run.relics.json"), [2, 3, 1, 2, 0]),
];

/// The floors of a run file, as the extracts write them: a whole `.run`
/// file's `map_point_history` flattened (floor = position + 1), each with its
/// first room's `room_type` and the first player's relic fields.
fn floors(v: &Value) -> Vec<Value> {
    if let Some(f) = v["floors"].as_array() {
        return f.clone();
    }
    let history = v["map_point_history"].as_array().expect("map_point_history");
    let points = history.iter().flat_map(|act| act.as_array().unwrap().iter());
    points
        .enumerate()
        .map(|(i, p)| {
            let stats = &p["player_stats"][0];
            serde_json::json!({
                "floor": i + 1,
                "room_type": p["rooms"][0]["room_type"],
                "relic_choices": stats["relic_choices"],
                "bought_relics": stats["bought_relics"],
            })
        })
        .collect()
}

fn character_of_run(v: &Value) -> Sts2Character {
    let id = v["character"].as_str().or_else(|| v["players"][0]["character"].as_str()).unwrap();
    Sts2Character::from_id(id).expect("a known character")
}

/// What the replay of the run files compared, per file.
#[derive(Debug, Default, PartialEq, Eq)]
struct Counts {
    chests: usize,
    elites: usize,
    shop_relics: usize,
    shop_slots: usize,
    event_relics: usize,
}

/// The picked and the offered relics of one floor.
fn choices(floor: &Value) -> (Vec<&str>, Vec<&str>) {
    let all = floor["relic_choices"].as_array().map(Vec::as_slice).unwrap_or(&[]);
    fn id(c: &Value) -> &str {
        c["choice"].as_str().unwrap()
    }
    let picked = all.iter().filter(|c| c["was_picked"].as_bool().unwrap()).map(id).collect();
    (picked, all.iter().map(id).collect())
}

/// Replays a run file's relics through the bags, the floors before `until`:
/// every chest's, elite's and shop's relic is predicted before the file's
/// own is obtained. The counts of what was compared, the bags after and the
/// draws taken from `treasure_room_relics`.
fn replay(v: &Value, until: u32) -> (Counts, RunBags, u32) {
    let seed = v["seed"].as_str().unwrap();
    let seeding = seeding(v);
    let run_seed = seeding.run_seed(seed);
    let mut bags = RunBags::new(run_seed, seeding, &[character_of_run(v)]);
    let mut chests = Chests::new(run_seed, seeding);
    let mut n = Counts::default();
    for f in &floors(v) {
        let floor = f["floor"].as_u64().unwrap() as u32;
        if floor >= until {
            break;
        }
        let at = At { floor, players: 1 };
        let (picked, offered) = choices(f);
        let room = f["room_type"].as_str().unwrap();
        let here = format!("{seed} floor {floor} ({room})");
        match room {
            "treasure" => {
                let chest = chests.open(&mut bags, floor);
                assert_eq!(vec![chest[0].relic], picked, "{here}: chest {}", chests.opened());
                assert_eq!(rarity_of(chest[0].relic), Some(chest[0].rarity), "{here}");
                n.chests += 1;
            }
            "elite" => {
                // The elite's relic is the pooled one (a Sword of Stone
                // becoming a Sword of Jade is recorded beside it).
                for id in picked.iter().filter(|id| rarity_of(id).is_some()) {
                    let rarity = rarity_of(id).unwrap();
                    assert_eq!(bags.elite_relic(0, rarity, at), *id, "{here}");
                    n.elites += 1;
                }
            }
            "shop" => {
                // The two rolled slots, then the Shop slot.
                let mut rolled: Vec<&str> =
                    offered.iter().copied().filter(|id| rarity_of(id) != Some(Rarity::Shop)).collect();
                let mut got: Vec<&str> =
                    rolled.iter().map(|id| bags.pull_shop_slot(0, rarity_of(id).unwrap(), at)).collect();
                rolled.sort_unstable();
                got.sort_unstable();
                assert_eq!(got, rolled, "{here}: the rolled slots");
                n.shop_slots += got.len();
                let shop = bags.pull_shop_relic(0, at);
                assert!(offered.contains(&shop), "{here}: shop relic {shop} not in {offered:?}");
                n.shop_relics += 1;
            }
            // A pooled relic an event gives: a front pull too.
            "event" => {
                for id in picked.iter().filter(|id| rarity_of(id).is_some()) {
                    assert_eq!(bags.reward_relic(0, rarity_of(id).unwrap(), at), *id, "{here}");
                    n.event_relics += 1;
                }
            }
            _ => {}
        }
        for id in picked {
            bags.obtain(0, id);
        }
    }
    (n, bags, chests.draws())
}

#[test]
fn chests_elites_and_shops_of_real_runs() {
    let mut total = [0; 5];
    for (text, want) in RUNS {
        let v = json(text);
        let (n, _, _) = replay(&v, u32::MAX);
        let got = [n.chests, n.elites, n.shop_relics, n.shop_slots, n.event_relics];
        assert_eq!(got, *want, "{}: what the replay compared", v["seed"]);
        total.iter_mut().zip(got).for_each(|(t, g)| *t += g);
    }
    // 11 chests, 22 elites, 12 shop relics, 24 rolled slots, 5 event relics.
    assert_eq!(total, [11, 22, 12, 24, 5]);
}

/// Saves taken later in a run whose file is replayed above: the bags after
/// replaying the run's floors before the save's equal the saved bags.
const LATER_SAVES: &[(&str, &str)] = &[
    (
        include_str!("golden/sts2-relics/TQM88QFMHSQR_scrolls3_entry.bags.json"),
        include_str!("golden/sts2-relics/TQM88QFMHSQR.run.relics.json"),
    ),
    (
        include_str!("golden/sts2-relics/8DVXPWUWRY_tunneler_entry.bags.json"),
        include_str!("golden/sts2-relics/8DVXPWUWRY.run.relics.json"),
    ),
];

#[test]
fn bags_after_a_replay_equal_the_saved_bags() {
    let mut relics = 0;
    for (save, run) in LATER_SAVES {
        let save = json(save);
        let until = save["save_floor"].as_u64().unwrap() as u32;
        let (_, bags, draws) = replay(&json(run), until);
        let seed = save["seed"].as_str().unwrap();
        assert_eq!(
            u64::from(draws),
            save["treasure_room_relics_counter"].as_u64().unwrap(),
            "{seed}: the chests' stream"
        );
        relics += same_bag(&format!("{seed} floor {until} shared"), &bags.shared, &save["shared_relic_grab_bag"]);
        relics += same_bag(&format!("{seed} floor {until} player"), &bags.players[0], &save["player_relic_grab_bag"]);
    }
    eprintln!("{} later saves, {relics} relics in place", LATER_SAVES.len());
}

/// Saves late in runs whose history is not public: each list left in a bag
/// is, in order, part of the same list at run start (relics only leave the
/// bags; none of these lists ran dry and refilled).
const LATE_SAVES: &[&str] = &[
    include_str!("golden/sts2-relics/1ZEPE4MX6919_queen_entry.bags.json"),
    include_str!("golden/sts2-relics/89SJD17KYUEH_queen_entry.bags.json"),
];

/// Whether `part` is `whole` with some items left out, in order.
fn in_order_within(part: &[&str], whole: &[&str]) -> bool {
    let mut rest = whole.iter();
    part.iter().all(|p| rest.any(|w| w == p))
}

#[test]
fn late_saves_keep_the_run_start_order() {
    let mut relics = 0;
    for text in LATE_SAVES {
        let v = json(text);
        let seed = v["seed"].as_str().unwrap();
        let seeding = seeding(&v);
        let bags = RunBags::new(seeding.run_seed(seed), seeding, &[character(&v)]);
        for (bag, saved) in
            [(&bags.shared, &v["shared_relic_grab_bag"]), (&bags.players[0], &v["player_relic_grab_bag"])]
        {
            for (rarity, list) in bag.lists() {
                let Some(want) = saved.get(rarity.key()) else { continue };
                let want = strs(want);
                assert!(in_order_within(&want, list), "{seed} {rarity:?}: {want:?} is not within {list:?}");
                relics += want.len();
            }
        }
    }
    // 1ZEPE4MX6919: shared 20 + 12 + 25 + 21 + 0 + 2, player rare 27, shop 22;
    // 89SJD17KYUEH: shared 22 + 16 + 24 + 20 + 1 + 2, player 23 + 17 + 27 + 21.
    assert_eq!(relics, 129 + 173);
}
