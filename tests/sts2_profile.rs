//! The StS2 profile (`spire_map::sts2::profile`, docs/sts2-profile.md): a
//! real `progress.save` read field by field, and each run-start rule of a
//! profile checked by what it must (and must not) change. Expected values
//! come from the file, from the rule's statement, or from hand counts of the
//! relic tables written out in the test; never from the code under test,
//! except where a test says "the same as the mature profile" (the mature
//! output is itself checked against real saves in `tests/sts2_run.rs`).

use spire_map::options::Sts2Character;
use spire_map::options::Sts2Profile;
use spire_map::sts2::run::relic_bags::relic_bag_draws_with;
use spire_map::sts2::run::{run_start, run_start_with, RunStart};
use spire_map::sts2::seed::Seeding;

/// Verbatim extract (the fields read, plus `discovered_events`) of a real
/// `progress.save`: tests/golden/profiles/README.md.
const HYDROWOOD0: &str = include_str!("golden/profiles/hydrowood0_profile1.progress.extract.json");

/// Every epoch some rule reads.
const RULE_EPOCHS: &[&str] = &[
    "NEOW_EPOCH",
    "OROBAS_EPOCH",
    "DARV_EPOCH",
    "UNDERDOCKS_EPOCH",
    "EVENT1_EPOCH",
    "EVENT2_EPOCH",
    "EVENT3_EPOCH",
    "RELIC1_EPOCH",
    "RELIC2_EPOCH",
    "RELIC3_EPOCH",
    "RELIC4_EPOCH",
    "RELIC5_EPOCH",
    "IRONCLAD3_EPOCH",
    "IRONCLAD6_EPOCH",
    "SILENT1_EPOCH",
    "SILENT3_EPOCH",
    "SILENT6_EPOCH",
    "REGENT1_EPOCH",
    "REGENT3_EPOCH",
    "REGENT6_EPOCH",
    "NECROBINDER1_EPOCH",
    "NECROBINDER3_EPOCH",
    "NECROBINDER6_EPOCH",
    "DEFECT1_EPOCH",
    "DEFECT3_EPOCH",
    "DEFECT6_EPOCH",
];

const ALL_ACTS: &[&str] = &["ACT.OVERGROWTH", "ACT.UNDERDOCKS", "ACT.HIVE", "ACT.GLORY"];

/// A `progress.save` with every rule's epoch revealed but `missing`, and the
/// acts `acts` discovered.
fn profile(missing: &[&str], acts: &[&str]) -> Sts2Profile {
    let epochs: Vec<String> = RULE_EPOCHS
        .iter()
        .map(|e| {
            let state = if missing.contains(e) { "not_obtained" } else { "revealed" };
            format!(r#"{{"id": "{e}", "obtain_date": 0, "state": "{state}"}}"#)
        })
        .collect();
    let acts: Vec<String> = acts.iter().map(|a| format!("\"{a}\"")).collect();
    let text = format!(r#"{{"epochs": [{}], "discovered_acts": [{}]}}"#, epochs.join(", "), acts.join(", "));
    Sts2Profile::from_progress_save(&text).unwrap()
}

fn start(seed: u64, profile: &Sts2Profile) -> RunStart {
    run_start_with(Seeding::Xxh64, seed, 10, &[Sts2Character::Ironclad], profile)
}

const SEEDS: std::ops::Range<u64> = 0..400;

// ---------------------------------------------------------------------------
// The real file.

#[test]
fn the_real_progress_save_reads_as_the_file_shows() {
    let p = Sts2Profile::from_progress_save(HYDROWOOD0).unwrap();
    assert!(!p.is_mature());
    // 52 epochs listed, 8 of them "not_obtained".
    assert_eq!(
        p.describe(),
        "progress.save, 44 of 52 epochs revealed: lacks EVENT1, EVENT2, EVENT3, RELIC4, RELIC5, IRONCLAD5, \
         IRONCLAD6, SILENT6, REGENT5, REGENT6, NECROBINDER6, DEFECT6"
    );
    // Its text form gives the same profile (the file's facts aside).
    assert_eq!(Sts2Profile::parse(&p.code()).unwrap().code(), p.code());
    for id in [
        "NEOW_EPOCH",
        "OROBAS_EPOCH",
        "DARV_EPOCH",
        "UNDERDOCKS_EPOCH",
        "RELIC1_EPOCH",
        "RELIC2_EPOCH",
        "RELIC3_EPOCH",
        "IRONCLAD3_EPOCH",
        "SILENT1_EPOCH",
        "REGENT1_EPOCH",
        "NECROBINDER1_EPOCH",
        "DEFECT1_EPOCH",
        "DAILY_RUN_EPOCH",
    ] {
        assert!(p.epoch_revealed(id), "{id} is revealed in the file");
    }
    // "not_obtained" in the file.
    for id in ["RELIC4_EPOCH", "IRONCLAD5_EPOCH", "IRONCLAD6_EPOCH", "SILENT6_EPOCH", "NECROBINDER6_EPOCH"] {
        assert!(!p.epoch_revealed(id), "{id} is not_obtained in the file");
    }
    // Not in the file at all.
    for id in ["EVENT1_EPOCH", "EVENT2_EPOCH", "EVENT3_EPOCH", "RELIC5_EPOCH", "COLORLESS5_EPOCH"] {
        assert!(!p.epoch_revealed(id), "{id} is absent from the file");
    }
    assert_eq!(p.code().split(",").count(), 12, "8 not obtained, 4 not listed");
    for act in ALL_ACTS {
        assert!(p.act_discovered(act), "{act}");
    }
    // character_stats: wins 2+3+3+3+3, losses 0+0+0+0+1.
    assert_eq!(p.runs(), 15);
    assert!(p.all_characters_unlocked());
    assert!(!p.event_allowed("EVENT.TRASH_HEAP"));
    assert!(!p.event_allowed("EVENT.REFLECTIONS"));
    assert!(!p.event_allowed("EVENT.COLORFUL_PHILOSOPHERS"));
    assert!(p.ancient_allowed("EVENT.OROBAS") && p.ancient_allowed("EVENT.DARV"));
    assert!(!p.relic_allowed("RELIC.WHITE_STAR") && !p.relic_allowed("RELIC.JOSS_PAPER"));
    assert!(p.relic_allowed("RELIC.ICE_CREAM") && p.relic_allowed("RELIC.RED_SKULL"));
    assert!(!p.relic_allowed("RELIC.DEMON_TONGUE"));
}

/// The same account's `discovered_events` agree with the event rule: in 15
/// runs it met 54 events, the Ancients Orobas and Darv among them (epochs
/// revealed), but none of the three events whose epochs it lacks.
#[test]
fn the_real_file_never_met_an_event_of_an_unrevealed_epoch() {
    let v: serde_json::Value = serde_json::from_str(HYDROWOOD0).unwrap();
    let met: Vec<&str> = v["discovered_events"].as_array().unwrap().iter().map(|e| e.as_str().unwrap()).collect();
    assert_eq!(met.len(), 54);
    for gated in ["EVENT.TRASH_HEAP", "EVENT.REFLECTIONS", "EVENT.COLORFUL_PHILOSOPHERS"] {
        assert!(!met.contains(&gated), "{gated}");
    }
    for seen in ["EVENT.OROBAS", "EVENT.DARV", "EVENT.NEOW"] {
        assert!(met.contains(&seen), "{seen}");
    }
}

/// The real profile lacks RELIC4 and RELIC5 and every character's 6-epoch
/// (and SILENT6, REGENT6, DEFECT6, NECROBINDER6, IRONCLAD6 are all
/// not_obtained), while RELIC1-3 and every 3-epoch are revealed. By hand from
/// S6's rarities: the shared pool loses Miniature Cannon (U), Tungsten Rod
/// (R), White Star (R), Beating Remnant (R), Joss Paper (U), Tiny Mailbox (U):
/// Uncommon 27, Common 25, Rare 32, Shop 25, Event 1, Ancient 2 → 26+24+31+24+0+1
/// = 106 draws. The Ironclad keeps Brimstone (Shop), Paper Phrog (U), Red
/// Skull (C), Ruined Helmet (R): its bag is Uncommon 28, Common 26, Rare 33,
/// Shop 26 → 27+25+32+25 = 109. Each other character also keeps one Shop,
/// one Common and 3 of Uncommon/Rare with the same bag sizes except the
/// Necrobinder (Bone Flute C, Book Repair Knife U, Funerary Mask U, Undying
/// Sigil Shop: Uncommon 29, Common 26, Rare 32, Shop 26 → 28+25+31+25 =
/// 109). 106 + 109 = 215 for every character.
#[test]
fn the_real_profile_s_relic_bags_by_hand() {
    let p = Sts2Profile::from_progress_save(HYDROWOOD0).unwrap();
    for c in Sts2Character::ALL {
        assert_eq!(relic_bag_draws_with(&p, &[c]), 215, "{c:?}");
    }
    assert_eq!(relic_bag_draws_with(&p, &[Sts2Character::Ironclad, Sts2Character::Silent]), 106 + 2 * 109);
    assert_eq!(relic_bag_draws_with(&Sts2Profile::mature(), &[Sts2Character::Regent]), 230);
}

/// Run start from the real profile: no epoch-gated event in any act, Neow
/// opens act 1 and offers three options.
#[test]
fn run_start_from_the_real_profile_has_no_gated_event() {
    let p = Sts2Profile::from_progress_save(HYDROWOOD0).unwrap();
    for seed in SEEDS {
        let got = start(seed, &p);
        for act in &got.acts {
            for gated in ["EVENT.TRASH_HEAP", "EVENT.REFLECTIONS", "EVENT.COLORFUL_PHILOSOPHERS"] {
                assert!(!act.events.contains(&gated), "seed {seed}: {gated}");
            }
        }
        assert_eq!(got.acts[0].ancient, "EVENT.NEOW");
        assert!(got.neow()[0].options.iter().all(|o| o.starts_with("RELIC.")));
    }
}

// ---------------------------------------------------------------------------
// The mature profile is today's output.

#[test]
fn the_mature_profile_is_run_start_for_every_character() {
    let mature = Sts2Profile::mature();
    for seed in SEEDS {
        let want = run_start(seed, 10, 1);
        for c in Sts2Character::ALL {
            assert_eq!(run_start_with(Seeding::Xxh64, seed, 10, &[c], &mature), want, "seed {seed} {c:?}");
        }
        let duo = [Sts2Character::Silent, Sts2Character::Defect];
        assert_eq!(run_start_with(Seeding::Xxh64, seed, 0, &duo, &mature), run_start(seed, 0, 2));
    }
    assert_eq!(run_start_with(Seeding::Xxh64, 5, 10, &[], &mature), run_start(5, 10, 1));
}

/// A file with every rule's epoch revealed and every act discovered goes
/// through the filtering code (not the mature short-cuts) and must give the
/// mature output.
#[test]
fn a_file_with_everything_unlocked_is_the_mature_output() {
    let full = profile(&[], ALL_ACTS);
    assert!(!full.is_mature());
    for seed in SEEDS {
        assert_eq!(start(seed, &full), run_start(seed, 10, 1), "seed {seed}");
    }
    for c in Sts2Character::ALL {
        assert_eq!(relic_bag_draws_with(&full, &[c]), 230, "{c:?}");
    }
}

// ---------------------------------------------------------------------------
// One rule at a time.

/// EVENT1_EPOCH: Trash Heap (an Underdocks event) leaves the pool before the
/// shuffle. Acts of an Overgrowth run never held it: the whole run start is
/// unchanged. An Underdocks act 1 holds 27 events (28 in the spec's §6), none
/// of them Trash Heap, and the act-selection is the same.
#[test]
fn without_event1_the_event_list_never_holds_trash_heap() {
    let p = profile(&["EVENT1_EPOCH"], ALL_ACTS);
    let (mut under, mut over) = (0, 0);
    for seed in SEEDS {
        let (got, want) = (start(seed, &p), run_start(seed, 10, 1));
        assert_eq!(got.acts.map(|a| a.id()), want.acts.map(|a| a.id()));
        for act in &got.acts {
            assert!(!act.events.contains(&"EVENT.TRASH_HEAP"), "seed {seed}");
        }
        if got.acts[0].id() == "ACT.UNDERDOCKS" {
            under += 1;
            assert_eq!(got.acts[0].events.len(), 27);
            assert_eq!(want.acts[0].events.len(), 28);
        } else {
            over += 1;
            assert_eq!(got, want, "seed {seed}: an Overgrowth run has no Trash Heap to remove");
        }
    }
    assert!(under > 100 && over > 100, "{under} {over}");
}

/// EVENT2_EPOCH / EVENT3_EPOCH: Reflections (Glory) and Colorful
/// Philosophers (Hive) never appear, and the lists are one shorter (Glory
/// 24, Hive 27 instead of 25 and 28).
#[test]
fn without_event2_and_event3_reflections_and_philosophers_never_appear() {
    let p = profile(&["EVENT2_EPOCH", "EVENT3_EPOCH"], ALL_ACTS);
    for seed in SEEDS {
        let got = start(seed, &p);
        assert_eq!(got.acts[1].id(), "ACT.HIVE");
        assert_eq!(got.acts[1].events.len(), 27);
        assert!(!got.acts[1].events.contains(&"EVENT.COLORFUL_PHILOSOPHERS"));
        assert_eq!(got.acts[2].events.len(), 24);
        assert!(!got.acts[2].events.contains(&"EVENT.REFLECTIONS"));
        // Act 1 is generated before anything changes.
        assert_eq!(got.acts[0], run_start(seed, 10, 1).acts[0], "seed {seed}");
    }
}

/// OROBAS_EPOCH: no seed ever gets Orobas in act 2; the mature profile does.
/// Acts 1 and every list of act 2 are unchanged (the Ancient is act 2's
/// last draw, one draw either way).
#[test]
fn without_orobas_no_seed_gets_orobas_in_act_2() {
    let p = profile(&["OROBAS_EPOCH"], ALL_ACTS);
    let mut mature_orobas = 0;
    for seed in SEEDS {
        let (got, want) = (start(seed, &p), run_start(seed, 10, 1));
        mature_orobas += usize::from(want.acts[1].ancient == "EVENT.OROBAS");
        assert!(got.acts.iter().all(|a| a.ancient != "EVENT.OROBAS"), "seed {seed}");
        assert!(["EVENT.PAEL", "EVENT.TEZCATARA", "EVENT.DARV"].contains(&got.acts[1].ancient));
        assert_eq!(got.acts[0], want.acts[0]);
        let (g, w) = (&got.acts[1], &want.acts[1]);
        assert_eq!((g.events, g.monsters, g.elites, g.boss), (w.events, w.monsters, w.elites, w.boss));
        assert_eq!(got.up_front_draws, want.up_front_draws);
        assert_eq!(got.neow(), want.neow());
    }
    assert!(mature_orobas > 50, "the mature profile meets Orobas ({mature_orobas})");
}

/// DARV_EPOCH: Darv never appears; the shared distribution still takes its
/// two draws and each act's Ancient one draw, so everything but the
/// Ancients is the mature output.
#[test]
fn without_darv_no_act_gets_darv_and_nothing_else_moves() {
    let p = profile(&["DARV_EPOCH"], ALL_ACTS);
    let mut mature_darv = 0;
    for seed in SEEDS {
        let (got, want) = (start(seed, &p), run_start(seed, 10, 1));
        mature_darv += usize::from(want.acts.iter().any(|a| a.ancient == "EVENT.DARV"));
        assert!(got.acts.iter().all(|a| a.ancient != "EVENT.DARV"), "seed {seed}");
        assert_eq!(got.up_front_draws, want.up_front_draws);
        for (g, w) in got.acts.iter().zip(&want.acts) {
            assert_eq!((g.events, g.monsters, g.elites, g.boss), (w.events, w.monsters, w.elites, w.boss));
            assert_eq!(g.second_boss, w.second_boss);
        }
    }
    assert!(mature_darv > 20, "the mature profile meets Darv ({mature_darv})");
}

/// NEOW_EPOCH: act 1 has no Ancient (no draw) and no player gets a Neow
/// offer; act 1's lists, drawn before its Ancient, are unchanged (acts 2
/// and 3 start one UpFront draw earlier, so they are not compared).
#[test]
fn without_neow_act_1_has_no_ancient_and_no_offer() {
    let p = profile(&["NEOW_EPOCH"], ALL_ACTS);
    for seed in SEEDS {
        let (got, want) = (start(seed, &p), run_start(seed, 10, 1));
        let (g, w) = (&got.acts[0], &want.acts[0]);
        assert_eq!(g.ancient, "");
        assert_eq!(w.ancient, "EVENT.NEOW");
        assert_eq!((g.events, g.monsters, g.elites, g.boss), (w.events, w.monsters, w.elites, w.boss));
        assert_eq!(got.neow().len(), 1);
        assert_eq!(got.neow()[0].options, ["", "", ""]);
        assert_eq!(got.neow()[0].draws, 0);
    }
}

/// Character epochs: without SILENT1_EPOCH not all five characters are
/// unlocked, so Neow never offers Kaleidoscope (the mature profile does);
/// the curse is drawn first and does not change.
#[test]
fn without_all_characters_neow_never_offers_kaleidoscope() {
    let p = profile(&["SILENT1_EPOCH"], ALL_ACTS);
    assert!(!p.all_characters_unlocked());
    let mut mature_kaleidoscope = 0;
    for seed in SEEDS {
        let (got, want) = (start(seed, &p), run_start(seed, 10, 1));
        let (g, w) = (got.neow()[0], want.neow()[0]);
        mature_kaleidoscope += usize::from(w.options.contains(&"RELIC.KALEIDOSCOPE"));
        assert!(!g.options.contains(&"RELIC.KALEIDOSCOPE"), "seed {seed}");
        assert_eq!(g.options[2], w.options[2], "seed {seed}: the curse");
        assert_eq!(g.draws + 1, w.draws, "seed {seed}: one positive fewer to shuffle");
        assert_eq!(got.acts, want.acts);
    }
    assert!(mature_kaleidoscope > 20, "{mature_kaleidoscope}");
}

/// Relic epochs: without RELIC1_EPOCH the shared pool loses Intimidating
/// Helmet (R), Reptile Trinket (U), Unsettling Lamp (R): the shared bag takes
/// 3 draws fewer and each player's bag 3 fewer (by hand: 112 - 3 + 118 - 3 =
/// 224). The act selection is unchanged.
#[test]
fn without_relic1_the_bags_take_six_draws_fewer() {
    let p = profile(&["RELIC1_EPOCH"], ALL_ACTS);
    assert_eq!(relic_bag_draws_with(&p, &[Sts2Character::Ironclad]), 224);
    assert_eq!(relic_bag_draws_with(&p, &[Sts2Character::Ironclad, Sts2Character::Regent]), 112 - 3 + 2 * 115);
    // A character epoch only touches that character's bag: IRONCLAD6 removes
    // Charon's Ashes (R), Demon Tongue (R), Self-Forming Clay (U) → 230 - 3.
    let ironclad6 = profile(&["IRONCLAD6_EPOCH"], ALL_ACTS);
    assert_eq!(relic_bag_draws_with(&ironclad6, &[Sts2Character::Ironclad]), 227);
    assert_eq!(relic_bag_draws_with(&ironclad6, &[Sts2Character::Silent]), 230);
    let mut differ = 0;
    for seed in SEEDS {
        let (got, want) = (start(seed, &p), run_start(seed, 10, 1));
        assert_eq!(got.acts.map(|a| a.id()), want.acts.map(|a| a.id()));
        assert_eq!(got.neow(), want.neow(), "Neow is on its own stream");
        differ += usize::from(got.acts[0].events != want.acts[0].events);
    }
    assert!(differ > 350, "the shifted UpFront stream reshuffles act 1's events ({differ} of 400)");
}

/// Discovered acts: a single-player profile that unlocked the Underdocks but
/// never discovered it always gets it as act 1, without a draw; acts 2 and 3
/// are unchanged (one candidate each). Multiplayer never forces. Without
/// UNDERDOCKS_EPOCH the Underdocks is not unlocked and the slot draws as
/// today (the Underdocks-epoch rule itself is not modelled).
#[test]
fn an_undiscovered_underdocks_is_always_act_1_in_single_player() {
    let new = profile(&[], &["ACT.OVERGROWTH", "ACT.HIVE", "ACT.GLORY"]);
    let locked = profile(&["UNDERDOCKS_EPOCH"], &["ACT.OVERGROWTH", "ACT.HIVE", "ACT.GLORY"]);
    let duo = [Sts2Character::Ironclad, Sts2Character::Ironclad];
    let mut mature_overgrowth = 0;
    for seed in SEEDS {
        let want = run_start(seed, 10, 1);
        mature_overgrowth += usize::from(want.acts[0].id() == "ACT.OVERGROWTH");
        let got = start(seed, &new);
        assert_eq!(got.acts.map(|a| a.id()), ["ACT.UNDERDOCKS", "ACT.HIVE", "ACT.GLORY"], "seed {seed}");
        if want.acts[0].id() == "ACT.UNDERDOCKS" {
            assert_eq!(got, want, "seed {seed}: already Underdocks, nothing else depends on the act draw");
        }
        let mp = run_start_with(Seeding::Xxh64, seed, 10, &duo, &new);
        assert_eq!(mp, run_start(seed, 10, 2), "seed {seed}: multiplayer never forces");
        assert_eq!(start(seed, &locked), want, "seed {seed}");
    }
    assert!(mature_overgrowth > 100, "{mature_overgrowth}");
}

/// The profile through the entry points (`MapOptions::profile`, the CLI's `--profile`): without
/// NEOW_EPOCH act 1 has no Ancient; the maps' notes and the walk state the profile, and a walk for
/// a profile that is not mature gives no reward (their pools follow unlocks not modelled).
#[test]
fn the_entry_points_follow_the_profile_and_say_so() {
    use spire_map::api::{generate_map, walk_route, MapOptions, RouteOptions};
    use spire_map::map::Game;
    use spire_map::seed::SeedInput;
    let seed = SeedInput::Text("6P96T755CNZ3".into());
    let opts = |p: Option<Sts2Profile>| MapOptions {
        game: Game::Sts2,
        seed: Some(seed.clone()),
        profile: p.map(Box::new),
        ..Default::default()
    };
    let mature = generate_map(&opts(None)).unwrap();
    assert_eq!(mature.acts[0].sts2.as_ref().unwrap().run.as_ref().unwrap().ancient_id, "EVENT.NEOW");
    let no_neow = generate_map(&opts(Some(profile(&["NEOW_EPOCH"], ALL_ACTS)))).unwrap();
    assert_eq!(no_neow.acts[0].sts2.as_ref().unwrap().run.as_ref().unwrap().neow_ids, None);
    assert!(
        no_neow
            .warnings
            .iter()
            .any(|w| w.contains("follow the profile given (progress.save, ") && w.contains("lacks NEOW")),
        "{:?}",
        no_neow.warnings
    );
    assert!(!mature.warnings.iter().any(|w| w.contains("progress.save")));
    let mut route = RouteOptions::from_value(
        &spire_map::value::Value::from_json(r#"{"game":"sts2","seed":"6P96T755CNZ3","route":"3"}"#).unwrap(),
    )
    .unwrap();
    route.map.profile = Some(Box::new(Sts2Profile::from_progress_save(HYDROWOOD0).unwrap()));
    let walk = walk_route(&route).unwrap();
    assert_eq!(
        walk.profile.as_deref(),
        Some(
            "progress.save, 44 of 52 epochs revealed: lacks EVENT1, EVENT2, EVENT3, RELIC4, RELIC5, IRONCLAD5, \
             IRONCLAD6, SILENT6, REGENT5, REGENT6, NECROBINDER6, DEFECT6"
        )
    );
    assert!(walk.floors.iter().all(|f| f.card_reward.is_none()));
    // Neow's offer is the profile's (its options follow the profile; the offers need no card pool).
    let neow = walk.floors[0].ancient_offers.as_ref().unwrap();
    let profiled = generate_map(&opts(Some(Sts2Profile::from_progress_save(HYDROWOOD0).unwrap()))).unwrap();
    let run_start = profiled.acts[0].sts2.as_ref().unwrap().run.as_ref().unwrap().neow_ids.clone().unwrap();
    assert_eq!(neow[0].ids, run_start);
    // That profile lacks card epochs (IRONCLAD5, …), whose pools are not modelled: no other content.
    assert!(walk
        .assumptions
        .iter()
        .any(|a| a.contains("not given for a profile that lacks a card, colourless or potion epoch")));
}

/// The seed search follows the profile (`profile` in its options): over the first 600 seeds, a
/// condition the profile makes impossible matches no seed, one it forces matches every seed, and
/// the mature profile matches some and misses some of both; a condition on what a seed gives (but
/// the Ancients' offers) is refused for a profile that is not mature, naming the profile.
#[test]
fn the_search_follows_the_profile() {
    use spire_map::map::Game;
    use spire_map::options::MapOptions;
    use spire_map::search::{Filter, Scan, Search};
    let count = |filter: &str, profile: &str| {
        let opts = MapOptions {
            game: Game::Sts2,
            ascension: 10,
            profile: Some(Box::new(Sts2Profile::parse(profile).unwrap())),
            ..Default::default()
        };
        let search = Search::new(Filter::parse(filter).unwrap(), &opts).unwrap();
        let mut n = 0u64;
        assert_eq!(
            search.scan(Scan::Sequential { from: 0 }, 0, 600, |_| {
                n += 1;
                true
            }),
            600
        );
        n
    };
    for (filter, profile, want) in [
        ("a1.ancient = Neow", "NEOW", 0),
        ("a2.ancient = Orobas", "OROBAS", 0),
        ("a3.ancient = Darv", "DARV", 0),
        ("a2.ancient = Darv", "DARV", 0),
        ("neow has Kaleidoscope", "SILENT1", 0),
        ("a1.event(1) = \"Trash Heap\"", "EVENT1", 0),
        ("a1.act = Underdocks", "ACT.UNDERDOCKS", 600),
        ("a1.ancient = Neow", "EVENT1", 600),
    ] {
        assert_eq!(count(filter, profile), want, "{filter} with a profile lacking {profile}");
        let mature = count(filter, "mature");
        if want == 0 {
            assert!(mature > 0, "{filter}: the mature profile matches some seeds ({mature})");
        } else if filter.contains("Underdocks") {
            assert!(mature > 100 && mature < 500, "{filter}: the mature profile draws act 1 ({mature})");
        }
    }
    let opts = MapOptions {
        game: Game::Sts2,
        profile: Some(Box::new(Sts2Profile::parse("RELIC4").unwrap())),
        ..Default::default()
    };
    for filter in ["card(1) has Bash", "chest(1) = Anchor", "shop.relic = Anchor"] {
        let Err(err) = Search::new(Filter::parse(filter).unwrap(), &opts) else { panic!("{filter} is refused") };
        let err = err.to_string();
        assert!(
            err.contains("predicted only for the mature profile") && err.contains("lacks RELIC4"),
            "{filter}: {err}"
        );
    }
    // Neow's options follow the profile, so `neow has` is searched with it, and so do the later
    // Ancients' offers (the profile moves only Orobas' first draw; tests/sts2_lobby.rs).
    assert!(Search::new(Filter::parse("neow has \"Golden Pearl\"").unwrap(), &opts).is_ok());
    assert!(Search::new(Filter::parse("a2.ancient offers \"Glass Eye\"").unwrap(), &opts).is_ok());
}

/// `spire-map profile FILE` prints the real file's text form (its 8 epochs not obtained and 4 not
/// listed), which `--profile` reads back to the same profile; a file that is not a progress.save is
/// an error naming it.
#[test]
fn the_cli_prints_a_progress_saves_text_form() {
    let exe = env!("CARGO_BIN_EXE_spire-map");
    let path =
        format!("{}/tests/golden/profiles/hydrowood0_profile1.progress.extract.json", env!("CARGO_MANIFEST_DIR"));
    let out = std::process::Command::new(exe).args(["profile", &path]).output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let code = "EVENT1,EVENT2,EVENT3,RELIC4,RELIC5,IRONCLAD5,IRONCLAD6,SILENT6,REGENT5,REGENT6,NECROBINDER6,DEFECT6";
    assert_eq!(text.lines().next(), Some(format!("profile {code}").as_str()));
    assert!(text.contains("runs 15"), "{text}");
    assert_eq!(Sts2Profile::parse(code).unwrap().code(), Sts2Profile::from_progress_save(HYDROWOOD0).unwrap().code());
    let bad = std::process::Command::new(exe).args(["profile", "Cargo.toml"]).output().unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("Cargo.toml: progress.save is not JSON"));
}
