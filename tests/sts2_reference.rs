//! Differential test: the optimised StS2 engine against the literal
//! transcription in `tests/common/sts2_literal.rs`, on a sample small
//! enough for debug builds. `cargo run --release --example sts2_reference`
//! runs the same comparison on many more maps.

#[path = "common/sts2_literal.rs"]
mod literal;

use literal::{engine, engine_hunter, reference, reference_hunter, Map, W};
use spire_map::sts2::{self, acts, rng::Rng};

fn compare(maps: u64, ascension: u8, multiplayer: bool) {
    for act in 1..=acts::ACTS {
        for i in 0..maps {
            let seed = format!("REF{i:09}");
            let run = sts2::seed::run_seed(&seed);
            let want = reference(run, act, ascension, multiplayer);
            let got = engine(run, act, ascension, multiplayer);
            assert_eq!(got, want, "seed {seed} act {act} ascension {ascension} multiplayer {multiplayer}");
        }
    }
}

#[test]
fn engine_matches_the_literal_transcription_a0() {
    compare(5, 0, false);
}

#[test]
fn engine_matches_the_literal_transcription_a10_multiplayer() {
    compare(6, 10, true);
}

/// BigGameHunter (spec custom-daily.md §B2): the engine's second map equals
/// the literal one's, at A0 and A1 (first maps of 5 and 8 elites: 12 and
/// 20 Elites placed without the rules), and the elite count is the first
/// map's times 2.5, half to even, whenever placement fits them all.
#[test]
fn big_game_hunter_matches_the_literal_transcription() {
    let mut more = 0;
    for (i, asc) in (0..2u64).zip([0, 1].into_iter().cycle()) {
        for act in 1..=acts::ACTS {
            let seed = format!("BGH{i:09}");
            let run = sts2::seed::run_seed(&seed);
            let want = reference_hunter(run, act, asc, false);
            let got = engine_hunter(run, act, asc, false);
            assert_eq!(got, want, "seed {seed} act {act} ascension {asc}");
            let first = sts2::generate_act(run, act, asc, false);
            let hunted = sts2::modifiers::big_game_hunter(sts2::Seeding::Xxh64, run, &first);
            assert!(hunted.counts.elites_ignore_rules);
            assert_eq!(hunted.counts.elites, sts2::modifiers::hunter_elites(first.placed().elite));
            more += usize::from(hunted.placed().elite > first.placed().elite);
        }
    }
    assert_eq!(more, 6, "every second map has more elites");
}

/// The duplicate groups the engine finds (keys and segments, in order) are
/// the literal algorithm's, on maps right after type assignment.
#[test]
fn duplicate_groups_match_the_literal_search() {
    use sts2::graph::Graph;
    use sts2::{paths, placement, Pruner};
    let mut pruner = Pruner::new();
    for i in 0..20u64 {
        for act in 1..=acts::ACTS {
            let run = sts2::seed::run_seed(&format!("GRP{i:09}"));
            let mut rng = Rng::act_map(run, act);
            let rows = acts::rooms(act, false) + 1;
            let mut g = Graph::new(rows, false);
            let counts = acts::draw_counts(act, 0, &mut rng);
            paths::build_paths(&mut g, &mut rng);
            placement::assign_types(&mut g, &mut rng, &counts);
            let got = pruner.duplicate_groups(&g);

            // The same map in the literal model.
            let mut m = Map {
                pts: vec![],
                grid: vec![vec![None; usize::from(rows)]; W as usize],
                len: i32::from(rows),
                start: 0,
                boss: 0,
                boss2: None,
                starts: vec![],
                rng: Rng::new(0),
                rests: 0,
                shops: 0,
                elites: 0,
                unknowns: 0,
                elites_ignore_rules: false,
            };
            let mut index = std::collections::HashMap::new();
            m.boss = m.new_point(3, i32::from(rows));
            m.start = m.new_point(3, 0);
            index.insert(sts2::graph::BOSS, m.boss);
            index.insert(sts2::graph::START, m.start);
            for r in 1..usize::from(rows) {
                for id in g.row_nodes(r) {
                    let p = m.get_or_create(i32::from(g.col(id)), r as i32);
                    index.insert(id, p);
                }
            }
            let ids: Vec<_> = index.keys().copied().collect();
            for &id in &ids {
                m.pts[index[&id]].ty = g.ty(id).value();
            }
            // Edges in the engine's insertion order.
            for &id in &ids {
                m.pts[index[&id]].children = g.children(id).as_slice().iter().map(|c| index[c]).collect();
                m.pts[index[&id]].parents = g.parents(id).as_slice().iter().map(|c| index[c]).collect();
            }
            let want = m.matching_segments();
            let got: Vec<(String, Vec<Vec<usize>>)> = got
                .into_iter()
                .map(|(k, segs)| (k, segs.into_iter().map(|s| s.iter().map(|id| index[id]).collect()).collect()))
                .collect();
            assert_eq!(got, want, "seed GRP{i:09} act {act}");
        }
    }
}
