//! Every Slay the Spire 1 golden vector in `tests/golden/sts1/`: maps,
//! quotas, burning elites, act 4, seed strings and the seeds table.

mod common;
#[path = "common/embedded_sts1.rs"]
mod embedded;

use serde_json::{json, Value};
use spire_map::map::Room;
use spire_map::sts1::{self, seed};

fn class_name(room: Room) -> &'static str {
    match room {
        Room::Monster => "MonsterRoom",
        Room::Elite => "MonsterRoomElite",
        Room::Event => "EventRoom",
        Room::Rest => "RestRoom",
        Room::Shop => "ShopRoom",
        Room::Treasure => "TreasureRoom",
        Room::Boss => "MonsterRoomBoss",
        Room::Victory => "TrueVictoryRoom",
        Room::Ancient => "Ancient",
    }
}

const BUFFS: [&str; 4] = ["Strength", "MaxHP+25%", "Metallicize", "Regenerate"];

#[test]
fn every_golden_act_map_is_identical() {
    let files = common::sts1_golden_files();
    // One file per seed of seeds.tsv and ascension mode: none may be missing.
    let seeds = std::fs::read_to_string(common::golden("sts1/seeds.tsv")).unwrap();
    let seeds: Vec<&str> =
        seeds.lines().filter(|l| !l.trim().is_empty()).map(|l| l.split('\t').next().unwrap()).collect();
    for s in &seeds {
        for mode in ["a0", "a1"] {
            let name = format!("seed_{s}_{mode}.json");
            assert!(files.iter().any(|f| f.ends_with(&name)), "golden file {name} is missing");
        }
    }
    assert_eq!(files.len(), 2 * seeds.len());
    let mut acts_checked = 0;
    for path in &files {
        let g = common::read_json(path);
        let seed = g["seed"].as_i64().unwrap();
        let asc1 = g["ascension"].as_i64().unwrap() >= 1;
        let burning = g["final_act_available"].as_bool().unwrap();
        assert_eq!(g["seed_string"], json!(seed::seed_to_string(seed)), "{path:?} seed string");
        for ga in g["acts"].as_array().unwrap() {
            let act = ga["act"].as_u64().unwrap() as u8;
            let ctx = format!("{} act {act}", path.file_name().unwrap().to_string_lossy());
            assert_eq!(ga["map_rng_seed"], json!(sts1::map_rng_seed(seed, act)), "{ctx}: mapRng seed");
            let gen = sts1::generate_act(seed, act, asc1, burning);
            let q = gen.quotas;
            assert_eq!(ga["available_room_count"], json!(q.available_room_count), "{ctx}");
            assert_eq!(ga["connected_unassigned_nodes"], json!(q.unassigned_nodes), "{ctx}");
            let rl = &ga["room_list"];
            assert_eq!(
                (&rl["shop"], &rl["rest"], &rl["elite"], &rl["event"], &rl["size_after_padding"]),
                (&json!(q.shop), &json!(q.rest), &json!(q.elite), &json!(q.event), &json!(q.size_after_padding)),
                "{ctx}: room list"
            );
            assert_eq!(rl["treasure_computed"], json!(0), "{ctx}");

            let map = gen.to_act_map();
            let nodes: Vec<Value> =
                map.nodes.iter().map(|n| json!({"x": n.x, "y": n.y, "class": class_name(n.room)})).collect();
            assert_eq!(Value::Array(nodes), ga["map"]["nodes"], "{ctx}: nodes");
            let edges: Vec<Value> = map
                .edges
                .iter()
                .map(|e| json!({"src_x": e.from[0], "src_y": e.from[1], "dst_x": e.to[0], "dst_y": e.to[1]}))
                .collect();
            assert_eq!(Value::Array(edges), ga["map"]["edges"], "{ctx}: edges");

            let ge = &ga["emerald_elite"];
            let e = gen.emerald.expect("every golden act has a burning elite");
            assert_eq!(
                json!({"x": e.x, "y": e.y, "elite_nodes": e.elite_nodes, "buff_roll": e.buff_roll,
                       "buff": BUFFS[e.buff_roll as usize]}),
                *ge,
                "{ctx}: burning elite"
            );
            let be = map.burning_elite.unwrap();
            assert_eq!((be.x, be.y), (e.x, e.y), "{ctx}");
            acts_checked += 1;
        }

        let a4 = sts1::act4_map(sts1::first_floor(4));
        let nodes: Vec<Value> =
            a4.nodes.iter().map(|n| json!({"x": n.x, "y": n.y, "class": class_name(n.room)})).collect();
        assert_eq!(Value::Array(nodes), g["act4"]["nodes"], "{path:?} act 4");
        assert_eq!(g["act4"]["map_rng_seed"], json!(sts1::map_rng_seed(seed, 4)), "{path:?} act 4");
    }
    assert_eq!(acts_checked, 3 * files.len());
}

#[test]
fn the_seeds_table_converts_both_ways() {
    let text = std::fs::read_to_string(common::golden("sts1/seeds.tsv")).unwrap();
    let mut strings = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let cols: Vec<&str> = line.split('\t').collect();
        let value: i64 = cols[0].parse().unwrap();
        if let Some(s) = cols[1].strip_prefix("string:") {
            assert_eq!(seed::seed_from_string(s), Ok(value), "{line}");
            strings += 1;
        } else {
            assert_eq!(cols[1], "numeric", "{line}");
        }
        if value != 0 {
            assert_eq!(seed::seed_from_string(&seed::seed_to_string(value)), Ok(value), "{line}");
        }
    }
    assert_eq!(strings, 10);
}

#[test]
fn the_real_a20_save_path_is_on_the_map() {
    let save = common::read_json(&common::golden("sts1/real_a20_save.json"));
    let run = &save["run"];
    let seed = run["seed"].as_i64().unwrap();
    let map = sts1::generate_act(seed, 1, true, true).to_act_map();
    let path: Vec<[u8; 2]> = run["act1_path_xy"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| [p[0].as_u64().unwrap() as u8, p[1].as_u64().unwrap() as u8])
        .collect();
    let rooms = run["act1_rooms_on_path"].as_array().unwrap();
    for (i, p) in path.iter().enumerate() {
        let node = map.node(p[0], p[1]).unwrap_or_else(|| panic!("{p:?} is not on the map"));
        assert_eq!(rooms[i], json!(node.room.symbol().to_string()), "room at {p:?}");
        if i > 0 {
            assert!(map.has_edge(path[i - 1], *p), "no edge {:?} -> {p:?}", path[i - 1]);
        }
    }
}

fn names(v: &Value) -> Vec<&str> {
    v.as_array().unwrap().iter().map(|s| s.as_str().unwrap()).collect()
}

#[test]
fn every_golden_encounter_list_and_boss_matches() {
    let mut checked = 0;
    for path in common::sts1_golden_files() {
        let g = common::read_json(&path);
        let seed = g["seed"].as_i64().unwrap();
        let enc = sts1::encounters::generate(seed, sts1::encounters::BossesSeen::ALL);
        for ge in g["encounters_assuming_all_bosses_seen_and_no_midact_refill"].as_array().unwrap() {
            let act = ge["act"].as_u64().unwrap() as usize;
            let e = &enc[act - 1];
            let ctx = format!("{} act {act}", path.file_name().unwrap().to_string_lossy());
            assert_eq!(e.monsters.as_slice(), names(&ge["monster_list"]), "{ctx}: monsters");
            assert_eq!(e.elites.as_slice(), names(&ge["elite_list"]), "{ctx}: elites");
            assert_eq!(e.boss_list.to_vec(), names(&ge["boss_list"]), "{ctx}: bosses");
            assert_eq!(e.boss_shuffle_seed, ge["boss_shuffle_java_random_seed"].as_i64(), "{ctx}: shuffle seed");
            assert_eq!(u64::from(e.monster_rng_counter), ge["monster_rng_counter_after"].as_u64().unwrap(), "{ctx}");
            checked += 1;
        }
    }
    assert_eq!(checked, 3 * common::sts1_golden_files().len());
}

#[test]
fn the_real_a20_save_fights_bosses_and_counter_match() {
    let save = common::read_json(&common::golden("sts1/real_a20_save.json"));
    let run = &save["run"];
    let enc = sts1::encounters::generate(run["seed"].as_i64().unwrap(), sts1::encounters::BossesSeen::ALL);
    let act1 = &enc[0];
    let done = names(&run["act1_fights_done"]);
    let remaining = names(&run["act1_monster_list_remaining_at_floor4"]);
    assert_eq!(&act1.monsters.as_slice()[..done.len()], done.as_slice());
    assert_eq!(&act1.monsters.as_slice()[done.len()..], remaining.as_slice());
    assert_eq!(act1.elites.as_slice(), names(&run["act1_elite_list"]));
    assert_eq!(act1.boss_list.to_vec(), names(&run["act1_boss_list"]));
    assert_eq!(u64::from(act1.monster_rng_counter), run["monster_seed_count"].as_u64().unwrap());
}

#[test]
fn the_compiled_in_list_names_every_golden_map() {
    // tests/web_api.rs (also run as WebAssembly) reads the maps through
    // `embedded::MAPS`; a file added to the folder but not to the list would
    // go untested there.
    let on_disk: Vec<String> =
        common::sts1_golden_files().iter().map(|p| p.file_name().unwrap().to_str().unwrap().to_string()).collect();
    let listed: Vec<&str> = embedded::MAPS.iter().map(|(name, _)| *name).collect();
    assert_eq!(listed, on_disk);
    for (name, text) in embedded::MAPS {
        let file = std::fs::read_to_string(common::golden(&format!("sts1/{name}"))).unwrap();
        assert_eq!(*text, file, "{name}");
    }
    assert_eq!(embedded::SEEDS_TSV, std::fs::read_to_string(common::golden("sts1/seeds.tsv")).unwrap());
}
