//! What a Slay the Spire 2 seed decides at run start (spec sts2-run.md),
//! against every real-save vector in `tests/golden/sts2/runs/` and the Neow
//! probe of the game's own v0.109.1 code (20 records) (`tests/golden/sts2/neow_probe_v109.json`).
//! Expected values come only from those files.

use serde_json::Value;
use spire_map::sts2::rng::Rng;
use spire_map::sts2::run::{run_start, run_start_in, RunStart};
use spire_map::sts2::seed::{canonicalize, run_seed, Seeding};

const RUNS: &[(&str, &str)] = &[
    ("1ZEPE4MX6919", include_str!("golden/sts2/runs/1ZEPE4MX6919.json")),
    ("6P96T755CNZ3", include_str!("golden/sts2/runs/6P96T755CNZ3.json")),
    ("8DVXPWUWRY", include_str!("golden/sts2/runs/8DVXPWUWRY.json")),
    ("TQM88QFMHSQR", include_str!("golden/sts2/runs/TQM88QFMHSQR.json")),
];

const NEOW_PROBE: &str = include_str!("golden/sts2/neow_probe_v109.json");

fn json(text: &str) -> Value {
    serde_json::from_str(text).expect("golden file is JSON")
}

fn strs(v: &Value) -> Vec<&str> {
    v.as_array().expect("a list").iter().map(|s| s.as_str().expect("a string")).collect()
}

fn u(v: &Value) -> u64 {
    v.as_u64().expect("an unsigned integer")
}

/// The vectors of the current seeding (v0.109-v0.111); legacy files carry
/// `"seeding": "v108"`.
fn current(v: &Value) -> bool {
    v.get("seeding").is_none()
}

/// The run start of a vector, with the seeding its build used.
fn generate(v: &Value) -> RunStart {
    let seed = canonicalize(v["seed"].as_str().unwrap()).unwrap();
    let (ascension, players) = (u(&v["ascension"]) as u8, u(&v["player_count"]) as u8);
    if current(v) {
        run_start(run_seed(&seed), ascension, players)
    } else {
        assert_eq!(v["seeding"].as_str(), Some("v108"));
        run_start_in(Seeding::H32, Seeding::H32.run_seed(&seed), ascension, players)
    }
}

/// Compares every act's saved `rooms` with the generated lists; returns the
/// number of acts compared.
fn check_rooms(name: &str, v: &Value, got: &RunStart) -> usize {
    let acts = v["acts"].as_array().unwrap();
    assert_eq!(acts.len(), 3, "{name}");
    for (i, (act, g)) in acts.iter().zip(&got.acts).enumerate() {
        let r = &act["rooms"];
        let at = format!("{name} act {}", i + 1);
        assert_eq!(act["id"].as_str().unwrap(), g.id(), "{at}: act id");
        assert_eq!(strs(&r["event_ids"]), &*g.events, "{at}: event_ids");
        assert_eq!(strs(&r["normal_encounter_ids"]), &*g.monsters, "{at}: normal_encounter_ids");
        assert_eq!(strs(&r["elite_encounter_ids"]), &*g.elites, "{at}: elite_encounter_ids");
        assert_eq!(r["boss_id"].as_str().unwrap(), g.boss, "{at}: boss_id");
        assert_eq!(r["second_boss_id"].as_str(), g.second_boss, "{at}: second_boss_id");
        assert_eq!(r["ancient_id"].as_str().unwrap(), g.ancient, "{at}: ancient_id");
    }
    acts.len()
}

/// The saved Neow offer (ids without the `RELIC.` prefix), when the file has one.
fn check_neow(name: &str, v: &Value, got: &RunStart) -> bool {
    let Some(choice) = v.get("neow_choice") else { return false };
    let want: Vec<String> = strs(&choice["options_in_order"]).iter().map(|s| format!("RELIC.{s}")).collect();
    assert_eq!(got.neow()[0].options.to_vec(), want, "{name}: Neow's offer");
    true
}

#[test]
fn every_current_run_vector_is_reproduced() {
    let (mut acts, mut neow, mut files) = (0, 0, 0);
    for (name, text) in RUNS {
        let v = json(text);
        if !current(&v) {
            continue;
        }
        files += 1;
        let got = generate(&v);
        acts += check_rooms(name, &v, &got);
        neow += usize::from(check_neow(name, &v, &got));
        // The UpFront counter after generation is the saved counter (nothing
        // else draws UpFront through act 3).
        assert_eq!(u64::from(got.up_front_draws), u(&v["run_rng"]["up_front"]["counter"]), "{name}: up_front counter");
    }
    assert_eq!((files, acts, neow), (3, 9, 2));
}

/// Every saved stream state is a fresh stream advanced by its saved counter:
/// run streams `Rng(runSeed, name)`, player streams `Rng(runSeed + slot, name)`.
#[test]
fn saved_stream_states_follow_the_stream_derivation() {
    let mut checked = 0;
    for (name, text) in RUNS {
        let v = json(text);
        if !current(&v) {
            continue;
        }
        let run = run_seed(&canonicalize(v["seed"].as_str().unwrap()).unwrap());
        let mut streams: Vec<(u64, &str, &Value)> =
            v["run_rng"].as_object().unwrap().iter().map(|(k, s)| (run, k.as_str(), s)).collect();
        for (slot, player) in v["player_rng"].as_array().unwrap().iter().enumerate() {
            streams.extend(player.as_object().unwrap().iter().map(|(k, s)| (run + slot as u64, k.as_str(), s)));
        }
        for (base, stream, saved) in streams {
            let mut rng = Rng::named(base, stream);
            for _ in 0..u(&saved["counter"]) {
                rng.next_double();
            }
            let want = [u(&saved["s0"]), u(&saved["s1"]), u(&saved["s2"]), u(&saved["s3"])];
            assert_eq!(rng.state(), want, "{name}: stream {stream}");
            checked += 1;
        }
    }
    // 12 run streams and 3 player streams per file (spec §13: 48 + 12 over four saves).
    assert_eq!(checked, 3 * (12 + 3));
}

/// The 30 records of the game's own Neow code: run seed, event seed,
/// the options in order and the draws taken.
#[test]
fn neow_probe_records_are_reproduced() {
    let probe = json(NEOW_PROBE);
    assert_eq!(u(&probe["player_count"]), 1);
    let records = probe["records"].as_array().unwrap();
    for r in records {
        let seed = r["seed"].as_str().unwrap();
        // The probe harness hashed its seed strings as given, without the
        // game's O→0 / I→1 canonicalisation (its `IIIIIIIIII` record has the
        // run seed XXH64("IIIIIIIIII"), not that of "1111111111").
        let run = run_seed(seed);
        assert_eq!(run, u(&r["run_seed"]), "{seed}: run seed");
        let streams = spire_map::sts2::run::streams::Streams::new(run);
        assert_eq!(streams.neow_seed(0), u(&r["event_seed"]), "{seed}: event seed");
        let offer = run_start(run, 10, 1).neow()[0];
        assert_eq!(offer.options.to_vec(), strs(&r["options"]), "{seed}: options");
        assert_eq!(u64::from(offer.draws), u(&r["draws"]), "{seed}: draws");
    }
    // The file holds 20 records (spec §13 counts 30 over the whole probe).
    assert_eq!(records.len(), 20);
}

/// The v0.108-era save (32-bit seeding): what it keeps — the act ids, every
/// list, bosses, Ancients, Neow's offer and the stream counters (no states).
#[test]
fn the_legacy_v108_vector_is_reproduced_with_the_h32_seeding() {
    let mut files = 0;
    for (name, text) in RUNS {
        let v = json(text);
        if current(&v) {
            continue;
        }
        files += 1;
        let got = generate(&v);
        let seed = canonicalize(v["seed"].as_str().unwrap()).unwrap();
        assert_eq!(Seeding::H32.run_seed(&seed), u(&v["player_rng_seed_legacy32"]), "{name}: run seed");
        assert_eq!(check_rooms(name, &v, &got), 3);
        assert!(check_neow(name, &v, &got), "{name} has a Neow offer");
        assert_eq!(u64::from(got.up_front_draws), u(&v["run_rng_counters"]["up_front"]), "{name}: up_front counter");
        // The same seed under the current seeding is another run.
        assert_ne!(run_start(run_seed(&seed), 10, 1), got);
    }
    assert_eq!(files, 1);
}

fn sts2_opts(seed: &str, ascension: u8, multiplayer: bool) -> spire_map::options::MapOptions {
    spire_map::options::MapOptions {
        game: spire_map::map::Game::Sts2,
        seed: Some(spire_map::seed::SeedInput::Text(seed.into())),
        ascension,
        multiplayer,
        ..Default::default()
    }
}

/// `generate_map` for StS2 carries the saved lists per act (JSON: `id`,
/// `name`, `ancientId`, `bossId`, `bossIds`, `monsterIds`, `eliteIds`,
/// `eventIds`, act 1 `neowIds`) and their names.
#[test]
fn generate_map_shows_what_the_vectors_saved() {
    let mut acts_checked = 0;
    for (name, text) in RUNS {
        let v = json(text);
        if !current(&v) {
            continue;
        }
        let set = spire_map::generate_map(&sts2_opts(name, u(&v["ascension"]) as u8, false)).unwrap();
        let out = serde_json::to_value(&set).unwrap();
        assert!(set.warnings.iter().any(|w| w.contains("mature profile")), "{:?}", set.warnings);
        assert!(!set.warnings.iter().any(|w| w.contains("multiplayer")));
        for (i, saved) in v["acts"].as_array().unwrap().iter().enumerate() {
            let (act, r) = (&out["acts"][i], &saved["rooms"]);
            let at = format!("{name} act {}", i + 1);
            assert_eq!(act["id"], saved["id"], "{at}");
            let act_name = match saved["id"].as_str().unwrap() {
                "ACT.OVERGROWTH" => "Overgrowth",
                "ACT.UNDERDOCKS" => "Underdocks",
                "ACT.HIVE" => "Hive",
                _ => "Glory",
            };
            assert_eq!(act["name"], act_name, "{at}");
            assert_eq!(act["ancientId"], r["ancient_id"], "{at}");
            assert_eq!(act["bossId"], r["boss_id"], "{at}");
            let mut bosses = vec![r["boss_id"].clone()];
            bosses.extend(r["second_boss_id"].as_str().map(Value::from));
            assert_eq!(act["bossIds"], Value::from(bosses.clone()), "{at}");
            assert_eq!(act["monsterIds"], r["normal_encounter_ids"], "{at}");
            assert_eq!(act["eliteIds"], r["elite_encounter_ids"], "{at}");
            assert_eq!(act["eventIds"], r["event_ids"], "{at}");
            for (names, ids) in
                [("monsters", "monsterIds"), ("elites", "eliteIds"), ("events", "eventIds"), ("bosses", "bossIds")]
            {
                assert_eq!(act[names].as_array().map(Vec::len), act[ids].as_array().map(Vec::len), "{at}: {names}");
            }
            assert!(act["ancient"].is_string() && act["boss"].is_string());
            assert_eq!(act["ancientNode"], serde_json::json!([3, 0]));
            if i == 0 {
                if let Some(choice) = v.get("neow_choice") {
                    let want: Vec<String> =
                        strs(&choice["options_in_order"]).iter().map(|s| format!("RELIC.{s}")).collect();
                    assert_eq!(act["neowIds"], serde_json::json!(want), "{at}");
                    assert_eq!(act["neow"].as_array().map(Vec::len), Some(3));
                }
            } else {
                assert!(act.get("neow").is_none() && act.get("neowIds").is_none(), "{at}");
            }
            acts_checked += 1;
        }
        // The A10 final act shows two bosses, the Soul Fysh readable.
        assert_eq!(set.acts[2].bosses.as_ref().map(Vec::len), Some(2));
    }
    assert_eq!(acts_checked, 9);
    let set = spire_map::generate_map(&sts2_opts("TQM88QFMHSQR", 10, false)).unwrap();
    assert_eq!(set.acts[0].boss, Some("Soul Fysh"), "TQM88QFMHSQR's saved act-1 boss is ENCOUNTER.SOUL_FYSH_BOSS");
}

/// Multiplayer: two players' Neow offers, one fight fewer per act, and a
/// warning that these lists are unconfirmed (spec §8, §14; one real
/// two-player run fits them only with a profile: docs/fidelity.md).
#[test]
fn generate_map_multiplayer_is_labelled_unconfirmed() {
    let solo = spire_map::generate_map(&sts2_opts("TQM88QFMHSQR", 10, false)).unwrap();
    let duo = spire_map::generate_map(&sts2_opts("TQM88QFMHSQR", 10, true)).unwrap();
    assert!(duo.warnings.iter().any(|w| w.contains("multiplayer") && w.contains("unconfirmed")));
    let out = serde_json::to_value(&duo).unwrap();
    assert_eq!(out["acts"][0]["neowPlayerIds"].as_array().map(Vec::len), Some(2));
    assert_eq!(out["acts"][0]["neowIds"], out["acts"][0]["neowPlayerIds"][0]);
    for (s, d) in solo.acts.iter().zip(&duo.acts) {
        assert_eq!(s.monsters.as_ref().unwrap().len(), d.monsters.as_ref().unwrap().len() + 1);
    }
    let one_act = spire_map::generate_map(&spire_map::options::MapOptions {
        act: Some(3),
        ..sts2_opts("TQM88QFMHSQR", 10, false)
    })
    .unwrap();
    assert_eq!(one_act.acts[0], solo.acts[2]);
}

/// The UpFront counter after each phase of run setup (spec sts2-run.md §2,
/// checkpoint table), built from the engine's public steps.
#[test]
fn up_front_checkpoints_of_the_spec() {
    use spire_map::sts2::run::counted::Counted;
    use spire_map::sts2::run::streams::Streams;
    use spire_map::sts2::run::{act_select, relic_bags, rooms, shared_ancients};
    for (seed, want) in [
        ("TQM88QFMHSQR", [230, 232, 291, 349, 405, 406]),
        ("1ZEPE4MX6919", [230, 232, 293, 353, 411, 412]),
        ("6P96T755CNZ3", [230, 232, 294, 357, 412, 413]),
    ] {
        let streams = Streams::new(run_seed(seed));
        let acts = act_select::select_acts(&mut Counted::new(streams.named("act_selection")));
        let mut up = Counted::new(streams.named("up_front"));
        up.skip(relic_bags::relic_bag_draws(1));
        let mut got = vec![up.draws()];
        let shared = shared_ancients::distribute(&mut up);
        got.push(up.draws());
        for (act, extra) in acts.iter().zip(&shared) {
            rooms::generate_act(act, extra, false, &mut up);
            got.push(up.draws());
        }
        got.push(run_start(run_seed(seed), 10, 1).up_front_draws);
        assert_eq!(got, want, "{seed}");
    }
}
