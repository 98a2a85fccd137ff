//! Structural invariants of Slay the Spire 2 act maps on a sample of seeds
//! (`spire_map::sts2::check_invariants`: connected, no crossings, column
//! steps of at most one, fixed rows, the placement rules of spec §5.4), and
//! the shape of `generate_map`'s StS2 output.
//!
//! `cargo run --release --example sts2_invariants` runs the same check on
//! 100 000 maps per act and prints statistics to compare with spec §5.8.

use spire_map::map::{Game, Room};
use spire_map::options::MapOptions;
use spire_map::plan::Dag;
use spire_map::seed::SeedInput;
use spire_map::sts2::{self, check_invariants, generate_act};

/// Maps per act and setting in this (debug-build) test.
const MAPS: u64 = 3000;

fn seed(i: u64, tag: &str) -> u64 {
    sts2::seed::run_seed(&format!("{tag}{i:08}"))
}

#[test]
fn invariants_hold_on_a_sample_of_maps() {
    for (ascension, multiplayer, tag) in [(0, false, "INV0"), (1, false, "INV1"), (10, true, "INVM")] {
        for act in 1..=sts2::acts::ACTS {
            let mut rest_short = 0;
            for i in 0..MAPS {
                let a = generate_act(seed(i, tag), act, ascension, multiplayer);
                if let Err(e) = check_invariants(&a) {
                    panic!("{tag}{i:08} act {act} ascension {ascension} multiplayer {multiplayer}: {e}");
                }
                let g = &a.graph;
                assert_eq!(g.rows(), sts2::acts::rooms(act, multiplayer) + 1);
                assert_eq!(g.has_second_boss(), act == 3 && ascension >= 10);
                rest_short += u64::from(a.placed().rest < a.counts.rests);
                // The search's DAG, made from the graph, is the map's.
                if i % 8 == 0 {
                    assert_eq!(a.to_dag(), Dag::from_act_map(&a.to_act_map()), "{tag}{i:08} act {act}");
                    // The search's maps, without the layout passes: the same graph and rooms.
                    let unlaid = sts2::generate_act_unlaid(seed(i, tag), act, ascension, multiplayer);
                    for id in 0..sts2::graph::NODE_SLOTS as u8 {
                        assert_eq!(unlaid.graph.children(id), g.children(id), "{tag}{i:08} act {act} node {id}");
                        assert_eq!(unlaid.graph.ty(id), g.ty(id), "{tag}{i:08} act {act} node {id}");
                    }
                }
            }
            // Counts are targets: some maps fall short of the queued rests.
            // Spec §5.8 (single player, A0): 12%, 21%, 25% of maps.
            assert!(rest_short > 0, "{tag} act {act}: no map short of rests");
            if tag == "INV0" {
                let pct = 100 * rest_short / MAPS;
                let spec = [12, 21, 25][usize::from(act) - 1];
                assert!(pct.abs_diff(spec) <= 5, "{tag} act {act}: {pct}% short of rests, spec says {spec}%");
            }
        }
    }
}

fn sts2_opts(seed: &str) -> MapOptions {
    MapOptions { game: Game::Sts2, seed: Some(SeedInput::Text(seed.into())), ..Default::default() }
}

#[test]
fn generate_map_output_has_the_documented_shape() {
    let mut opts = sts2_opts(" abcdefghjklm ");
    opts.ascension = 10;
    let set = spire_map::generate_map(&opts).unwrap();
    assert_eq!(set.game, Game::Sts2);
    assert_eq!(set.seed, "ABCDEFGHJKLM");
    assert_eq!(set.seed_value, "15220929311999793918");
    assert!(set.game_build.is_some());
    assert!(set.warnings.iter().any(|w| w == sts2::MAPS_NOTE), "{:?}", set.warnings);
    assert_eq!(set.acts.len(), 3);
    for (k, act) in set.acts.iter().enumerate() {
        let n = k as u8 + 1;
        let rooms = sts2::acts::rooms(n, false);
        let extra = act.sts2.as_ref().expect("StS2 acts carry their extra fields");
        assert_eq!(act.act, n);
        assert_eq!(act.width, 7);
        assert_eq!(extra.room_rows, rooms);
        assert_eq!(act.height, rooms + 2 + u8::from(n == 3));
        assert_eq!(act.first_floor, [1, 18, 34][k]);
        assert_eq!(extra.ancient_node, [3, 0]);
        let bosses: Vec<[u8; 2]> = if n == 3 { vec![[3, rooms + 1], [3, rooms + 2]] } else { vec![[3, rooms + 1]] };
        assert_eq!(extra.boss_nodes, bosses);
        // Row-major nodes, the Ancient first and the bosses last.
        assert_eq!((act.nodes[0].x, act.nodes[0].y, act.nodes[0].room), (3, 0, Room::Ancient));
        let last = act.nodes.last().unwrap();
        assert_eq!((last.x, last.y, last.room), (3, act.height - 1, Room::Boss));
        assert!(act.nodes.windows(2).all(|w| (w[0].y, w[0].x) < (w[1].y, w[1].x)));
        // Every edge joins two listed nodes and climbs one row; the Ancient's
        // edges reach all of row 1, the last room row's go to the boss.
        for e in &act.edges {
            assert!(act.node(e.from[0], e.from[1]).is_some() && act.node(e.to[0], e.to[1]).is_some());
            assert_eq!(e.to[1], e.from[1] + 1);
        }
        let row1 = act.nodes.iter().filter(|n| n.y == 1).count();
        assert_eq!(act.edges.iter().filter(|e| e.from == [3, 0]).count(), row1);
        assert!(act.nodes.iter().filter(|n| n.y == 1).all(|n| n.room == Room::Monster));
        assert!(act.nodes.iter().filter(|n| n.y == rooms).all(|n| n.room == Room::Rest));
        assert!(act.nodes.iter().filter(|n| n.y == rooms - 6).all(|n| n.room == Room::Treasure));
        assert!(act.edges.iter().filter(|e| e.from[1] == rooms).all(|e| e.to == [3, rooms + 1]));
        assert_eq!(extra.targets.shop, 3);
        assert_eq!(extra.targets.elite, 8);
        assert!(act.burning_elite.is_none() && act.boss.is_some());
    }
    assert!(set.acts[2].has_edge([3, 14], [3, 15]), "the boss leads to the second boss");
}

#[test]
fn json_output_is_flat_camel_case() {
    let set = spire_map::generate_map(&sts2_opts("ABCDEFGHJKLM")).unwrap();
    let json = serde_json::to_value(&set).unwrap();
    assert_eq!(json["game"], "sts2");
    assert_eq!(json["gameBuild"], sts2::GAME_BUILD);
    let act = &json["acts"][0];
    for key in ["roomRows", "ancientNode", "ancient", "bossNodes", "targets", "placed", "firstFloor", "burningElite"] {
        assert!(act.get(key).is_some(), "missing {key} in {act}");
    }
    assert!(act.get("sts2").is_none());
    assert!(act["name"] == "Overgrowth" || act["name"] == "Underdocks", "{}", act["name"]);
    assert_eq!(act["targets"]["unknown"].as_u64().map(|u| (10..=14).contains(&u)), Some(true));
    // StS1 output has none of the StS2 fields.
    let sts1 = MapOptions { seed: Some(SeedInput::Text("AGCK93XT".into())), ..Default::default() };
    let json1 = serde_json::to_value(spire_map::generate_map(&sts1).unwrap()).unwrap();
    assert!(json1.get("gameBuild").is_none());
    assert!(json1["acts"][0].get("roomRows").is_none() && json1["acts"][0].get("placed").is_none());
}

#[test]
fn multiplayer_drops_a_room_row_and_the_same_seed_gives_the_same_maps() {
    let mut opts = sts2_opts("ABCDEFGHJKLM");
    opts.multiplayer = true;
    let mp = spire_map::generate_map(&opts).unwrap();
    for (k, act) in mp.acts.iter().enumerate() {
        assert_eq!(act.sts2.as_ref().unwrap().room_rows, [14, 13, 12][k]);
    }
    assert_eq!(mp.acts[1].first_floor, 17);
    let a = spire_map::generate_map(&sts2_opts("abcdefghjklm")).unwrap();
    let b = spire_map::generate_map(&sts2_opts("ABCDEFGHJKLM")).unwrap();
    assert_eq!(a, b);
    let mut one = sts2_opts("ABCDEFGHJKLM");
    one.act = Some(2);
    assert_eq!(spire_map::generate_map(&one).unwrap().acts, vec![a.acts[1].clone()]);
}

#[test]
fn wrong_sts2_options_are_clear_errors() {
    let mut o = sts2_opts("ABCDEFGHJKLM");
    o.act = Some(4);
    assert!(spire_map::generate_map(&o).unwrap_err().to_string().contains("three acts"));
    let o = MapOptions { game: Game::Sts2, seed: Some(SeedInput::Value(5)), ..Default::default() };
    let e = spire_map::generate_map(&o).unwrap_err().to_string();
    assert!(e.contains("seedValue") && e.contains("seed string"), "{e}");
    let e = spire_map::generate_map(&sts2_opts("AB.CD")).unwrap_err().to_string();
    assert!(e.contains("`.` at position 3"), "{e}");
    // `_` is accepted: daily runs use it (`05_04_2026_1P`, spec §3.1).
    assert!(spire_map::generate_map(&sts2_opts("05_04_2026_1P")).is_ok());
    assert!(spire_map::generate_map(&sts2_opts("  ")).unwrap_err().to_string().contains("empty"));
    let mut o = sts2_opts("ABC");
    o.emerald_key_taken_in_act = Some(1);
    o.ascension = 15;
    let set = spire_map::generate_map(&o).unwrap();
    let w = set.warnings.join("\n");
    assert!(w.contains("emeraldKeyTakenInAct") && w.contains("up to 10") && w.contains("3 characters"), "{w}");
}
