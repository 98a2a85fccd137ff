//! Slay the Spire 2 events, merchants and rewards to the end of every real
//! `.run` file (`tests/golden/runfiles/sts2/`, 5 of v0.108-v0.110, and the
//! 21 v0.107.1 runs of `tests/golden/sts2-v0107/`; provenance in
//! `tests/golden/runfiles/README.md` and `tests/golden/README.md`), in one
//! pass:
//!
//! * **events** (every build): each `?` event the file records is predicted
//!   by `events::select::pull` from the act's list and the file's own state
//!   before the room (gold, HP, potions held); a condition the file cannot
//!   decide (deck enchantability, tradable relics) gives branches, and the
//!   recorded event must be among them;
//! * **merchants** (v0.109+, whose rewards stream is modelled): each shop's
//!   five character cards and three relics must be in the stock the file
//!   records; the colourless cards are counted, not required (their pool is
//!   not established);
//! * **card rewards** of every fight, through every event whose draws
//!   (`events::draws`, with the option the file records) are known; the
//!   replay stops at the first that is not.

use serde_json::Value;
use spire_map::options::Sts2Character;
use spire_map::sts2::content::events::draws::{event_draws, on_entry, option_of};
use spire_map::sts2::content::events::select::{pull, EventState};
use spire_map::sts2::content::events::RunFacts;
use spire_map::sts2::content::merchant::Shopper;
use spire_map::sts2::content::neow_gifts::neow_gift;
use spire_map::sts2::content::relic_bag::{At, RunBags};
use spire_map::sts2::content::rewards::{Fight, Rewards};
use spire_map::sts2::run::counted::Counted;
use spire_map::sts2::run::run_start_in;
use spire_map::sts2::run::streams::Streams;
use spire_map::sts2::seed::{canonicalize, Seeding};

#[derive(Debug, Default, PartialEq, Eq)]
struct Tally {
    files: usize,
    events: usize,
    events_decided: usize,
    events_in_branches: usize,
    events_missed: Vec<String>,
    shops: usize,
    shop_cards: usize,
    shop_cards_found: usize,
    shop_relics: usize,
    shop_relics_found: usize,
    colorless: usize,
    colorless_found: usize,
    rewards: usize,
    rewards_matched: usize,
}

fn strs(v: &Value, key: &str, inner: Option<&str>) -> Vec<String> {
    let one = |x: &Value| match inner {
        Some(k) => x[k].as_str().or_else(|| x[k]["id"].as_str()).map(str::to_string),
        None => x.as_str().or_else(|| x["id"].as_str()).map(str::to_string),
    };
    v[key].as_array().map(|a| a.iter().filter_map(one).collect()).unwrap_or_default()
}

/// The potions a floor's record adds: those picked (a reward's or a
/// shop's), less those used or discarded.
fn picked_potions(ps: &Value) -> i64 {
    let picked = ps["potion_choices"].as_array().map_or(0, |a| a.iter().filter(|p| p["was_picked"] == true).count());
    let used = ps["potion_used"].as_array().map_or(0, Vec::len) + ps["potion_discarded"].as_array().map_or(0, Vec::len);
    picked as i64 - used as i64
}

/// The file's facts before entering a room, from the previous floor's record.
struct Before {
    gold: i64,
    hp: (i64, i64),
    potions: i64,
}

/// The event id `model` as the lists name it (a `&'static str`).
fn v_id(model: &str) -> Option<&'static str> {
    use spire_map::sts2::run::data::{ALL_ACTS, SHARED_EVENTS};
    ALL_ACTS.iter().flat_map(|a| a.events.iter()).chain(&SHARED_EVENTS).copied().find(|&e| e == model)
}

/// A fight's predicted card reward against the one the floor records.
fn check_reward(got: &spire_map::sts2::content::rewards::CombatReward, ps: &Value, at: &str, t: &mut Tally) {
    let mut want = strs(ps, "card_choices", Some("card"));
    let mut ids: Vec<String> = got.cards.iter().map(|c| c.id().to_string()).collect();
    want.sort();
    ids.sort();
    t.rewards += 1;
    t.rewards_matched += usize::from(ids == want);
    if ids != want {
        eprintln!("{at}: card reward {ids:?} predicted, {want:?} recorded");
    }
}

fn replay(path: &std::path::Path, t: &mut Tally) {
    let v: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let build = v["build_id"].as_str().unwrap();
    // v0.107.1 and v0.108 hash the seed with the 32-bit hash (their maps
    // fit that seeding); their rewards stream is not modelled.
    let old = build.starts_with("v0.108") || build.starts_with("v0.107");
    let seeding = match build {
        b if b.starts_with("v0.107") => Seeding::H32V107,
        b if b.starts_with("v0.108") => Seeding::H32,
        _ => Seeding::Xxh64,
    };
    let players = v["players"].as_array().map_or(1, Vec::len) as u8;
    let seed = canonicalize(v["seed"].as_str().unwrap()).unwrap();
    let rs = seeding.run_seed(&seed);
    let asc = v["ascension"].as_u64().unwrap() as u8;
    let ch = Sts2Character::from_id(v["players"][0]["character"].as_str().unwrap()).unwrap();
    let start = run_start_in(seeding, rs, asc, players);
    let streams = Streams::new_in(seeding, rs);
    let mut rewards = (!old).then(|| Rewards::new(&streams, ch, asc, 0, 1));
    let mut shops = Counted::new(streams.player(0, "shops"));
    let mut bags = RunBags::new(rs, seeding, &[ch]);
    let mut bags_known = true;
    let acts = v["map_point_history"].as_array().unwrap();
    let mut state = EventState::new();
    let mut lantern = false;
    let mut before = Before { gold: 99, hp: (0, 0), potions: 0 };
    let mut floor = 0u32;
    t.files += 1;
    for (a, points) in acts.iter().enumerate() {
        state.events_visited = 1;
        let mut list: Vec<&'static str> = start.acts[a].events.iter().copied().collect();
        for (i, p) in points.as_array().unwrap().iter().enumerate() {
            floor += 1;
            let ps = &p["player_stats"][0];
            let room = p["rooms"][0]["room_type"].as_str().unwrap_or("");
            let model = p["rooms"][0]["model_id"].as_str().unwrap_or("");
            let owned: Vec<String> = ps["event_choices"]
                .as_array()
                .map(|c| c.iter().filter_map(|x| Some(option_of(x["title"]["key"].as_str()?)?.into_owned())).collect())
                .unwrap_or_default();
            let options: Vec<&str> = owned.iter().map(String::as_str).collect();
            let at = format!("{name} act {} #{i} (floor {floor})", a + 1);
            if model == "EVENT.NEOW" {
                let took = ps["ancient_choice"].as_array().and_then(|c| c.iter().find(|x| x["was_chosen"] == true));
                let took = took.and_then(|x| x["TextKey"].as_str()).unwrap_or("");
                let n = neow_gift(&streams, &format!("RELIC.{took}"), ch, asc, 0, 1).and_then(|g| g.rewards_draws);
                match (n, rewards.as_mut()) {
                    (Some(n), Some(r)) => r.skip(n),
                    _ => rewards = None,
                }
            } else if room == "event" && p["map_point_type"] != "ancient" {
                let facts = RunFacts {
                    act_index: a as u8,
                    total_floor: floor - 1,
                    players,
                    gold: Some(before.gold),
                    hp: Some(before.hp),
                    potions: Some(before.potions.max(0) as u32),
                    basics: Some(true),
                    pet: Some(false),
                    ..RunFacts::default()
                };
                let branches = if list.is_empty() { Vec::new() } else { pull(&state, &list, &facts, lantern) };
                // The Lantern Key kept (its fight won): act 3's next event is War Historian Repy, which uses it.
                lantern = match model {
                    "EVENT.THE_LANTERN_KEY" => options.contains(&"KEEP_THE_KEY"),
                    "EVENT.WAR_HISTORIAN_REPY" => false,
                    _ => lantern,
                };
                t.events += usize::from(!list.is_empty());
                match branches.iter().position(|b| b.id == model) {
                    // The act's list is not the seed's: the event is only marked visited (for the later acts).
                    _ if list.is_empty() => state.visited.extend(v_id(model)),
                    Some(k) => {
                        if branches.len() == 1 {
                            t.events_decided += 1;
                        } else {
                            t.events_in_branches += 1;
                        }
                        state = branches[k].state.clone();
                        state.requires.clear();
                    }
                    None => {
                        let ids: Vec<_> = branches.iter().map(|b| b.id).collect();
                        eprintln!("{at}: {model} recorded, {ids:?} predicted");
                        t.events_missed.push(format!("{name} {floor}"));
                        state.visited.extend(v_id(model));
                        // The act's list is not the seed's: the rest of the act is not compared.
                        list.clear();
                    }
                }
                let draws = on_entry(model).or_else(|| event_draws(model, &options));
                match (draws, rewards.as_mut()) {
                    (Some(e), Some(r)) => {
                        // An event fight: a monster's rewards, then the option's own draws.
                        if e.fight {
                            let got = r.combat(Fight::Monster, a as u8);
                            check_reward(&got, ps, &at, t);
                        }
                        r.skip(e.rewards);
                        shops.skip(e.shops);
                        bags_known &= !e.relic_pull;
                    }
                    _ => rewards = None,
                }
            }
            match (room, rewards.as_mut()) {
                ("shop", Some(r)) => {
                    t.shops += 1;
                    let mut s = Shopper { rewards: r, shops: &mut shops, bags: &mut bags, player: 0 };
                    let stock = s.stock(ch, asc, At { floor, players: 1 }, 0);
                    let mut offered = strs(ps, "card_choices", Some("card"));
                    offered.extend(strs(ps, "cards_gained", None));
                    let found = |id: &str| offered.iter().any(|o| o == id);
                    t.shop_cards += 5;
                    t.shop_cards_found += stock.cards.iter().filter(|c| found(c.id)).count();
                    t.colorless += 2;
                    t.colorless_found += stock.colorless.iter().filter(|c| found(c.id)).count();
                    if bags_known {
                        let relics = strs(ps, "relic_choices", Some("choice"));
                        t.shop_relics += 3;
                        t.shop_relics_found += stock.relics.iter().filter(|r| relics.iter().any(|x| x == r.id)).count();
                    }
                }
                ("treasure", Some(r)) => {
                    r.treasure();
                }
                ("monster" | "elite" | "boss", Some(r)) if ps.get("card_choices").is_some() => {
                    let fight = match room {
                        "monster" => Fight::Monster,
                        "elite" => Fight::Elite,
                        _ => Fight::Boss,
                    };
                    if fight == Fight::Boss && a + 1 == acts.len() {
                        continue;
                    }
                    let got = r.combat(fight, a as u8);
                    check_reward(&got, ps, &at, t);
                    if let (Some(rarity), true) = (got.relic, bags_known) {
                        bags.elite_relic(0, rarity, At { floor, players: 1 });
                    }
                }
                _ => {}
            }
            if room != "shop" {
                for r in strs(ps, "relic_choices", Some("choice")) {
                    bags.obtain(0, &r);
                }
            }
            before = Before {
                gold: ps["current_gold"].as_i64().unwrap_or(before.gold),
                hp: (ps["current_hp"].as_i64().unwrap_or(0), ps["max_hp"].as_i64().unwrap_or(0)),
                // A shop's bought potions are among its `potion_choices` picked.
                potions: before.potions + picked_potions(ps),
            };
        }
    }
}

/// The events recorded that are not predicted (`file floor`), each
/// explained: the two-player runs (CQGJ2GCFRC, ESJC7K39HN: a lobby's event
/// lists are not checked, and these differ from the first event on), and
/// the v0.107.1 runs whose act-2 lists the engine does not reproduce
/// (`tests/sts2_v0107.rs`: their act-2 Ancient offers and fights differ
/// too), whose later acts are not all the seed's either (LEBB0HSKVX's act 3
/// from its second event).
const MISSED: &[&str] = &[
    "CQGJ2GCFRC.run 3",
    "CQGJ2GCFRC.run 20",
    "ESJC7K39HN.run 3",
    "ESJC7K39HN.run 19",
    "JLNVHCW320.run 20",
    "LEBB0HSKVX.run 29",
    "LEBB0HSKVX.run 39",
    "P16DG7SYLK.run 20",
];

#[test]
fn real_runs_events_merchants_and_rewards() {
    let mut t = Tally::default();
    for dir in ["runfiles/sts2", "sts2-v0107"] {
        let dir = format!("{}/tests/golden/{dir}", env!("CARGO_MANIFEST_DIR"));
        let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        for f in files.iter().filter(|f| f.extension().is_some_and(|e| e == "run")) {
            replay(f, &mut t);
        }
    }
    eprintln!("{t:?}");
    // Every event recorded is predicted (decided, or among the branches the
    // file's state leaves open); every merchant's character cards and
    // relics are in its recorded stock; every card reward matches.
    assert_eq!((t.files, t.events, t.shops, t.rewards), (26, 95, 4, 32));
    assert_eq!(t.events_missed, MISSED);
    assert_eq!(t.events_decided + t.events_in_branches + t.events_missed.len(), t.events);
    assert!(t.events_decided >= 80, "{t:?}");
    assert_eq!((t.shop_cards_found, t.shop_relics_found), (t.shop_cards, t.shop_relics));
    assert_eq!(t.shop_relics, 12);
    assert_eq!(t.rewards_matched, t.rewards);
}

/// The run-file reader (`spire-map run`, `read_run_file`): every act that
/// fits is walked from act 1 with the file's recorded state and event
/// options; each predicted event and merchant stock is set beside the
/// file's, with counts. Checked on every real file: the events and shops
/// it predicts match, and TQM88QFMHSQR's first merchant shows its whole
/// stock in the output's shape.
#[test]
fn run_files_show_events_and_stock() {
    let (mut events, mut shops) = ((0, 0), (0, 0));
    let mut missed = Vec::new();
    for dir in ["runfiles/sts2", "sts2-v0107"] {
        let dir = format!("{}/tests/golden/{dir}", env!("CARGO_MANIFEST_DIR"));
        for f in std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()) {
            if f.extension().is_none_or(|e| e != "run") {
                continue;
            }
            let report = spire_map::api::runfile::read_run_bytes(&std::fs::read(&f).unwrap()).unwrap();
            // Golden Compass at act 2's Ancient: the act is the golden path, which the file walks.
            if f.ends_with("8DVXPWUWRY.run") {
                assert!(report.fits && !report.acts[1].routes.is_empty(), "8DVXPWUWRY's act 2 fits the golden path");
            }
            // The Spoils Map taken on floor 15: act 2 is the hourglass map, which the file walks.
            if f.ends_with("TQM88QFMHSQR.run") {
                assert!(report.fits && report.acts.len() == 3, "TQM88QFMHSQR fits every act with the Spoils Map");
            }
            // Builds the reader does not predict for (v0.107.1) have no counts.
            let Some(c) = report.card_rewards else { continue };
            events = (events.0 + c.events_compared, events.1 + c.events_matched);
            if c.events_compared > c.events_matched {
                let name = f.file_name().unwrap().to_string_lossy().to_string();
                missed.push((name, c.events_compared - c.events_matched));
            }
            shops = (shops.0 + c.shops_compared, shops.1 + c.shops_matched);
            if f.ends_with("TQM88QFMHSQR.run") {
                let v = serde_json::to_value(&report).unwrap();
                let floor4 = v["acts"][0]["predicted"].as_array().unwrap().iter().find(|p| p["floor"] == 4).unwrap();
                let shop = &floor4["shop"];
                let ids: Vec<&str> =
                    shop["cards"].as_array().unwrap().iter().map(|c| c["id"].as_str().unwrap()).collect();
                assert_eq!(
                    ids,
                    ["CARD.UPPERCUT", "CARD.IRON_WAVE", "CARD.INFERNAL_BLADE", "CARD.TRUE_GRIT", "CARD.INFLAME"]
                );
                assert!(shop["cards"][0]["price"].is_u64() && shop["cards"][0]["name"].is_string());
                assert_eq!(shop["relics"].as_array().map(Vec::len), Some(3));
                assert!(shop["colorless"].is_null() && shop["potions"].is_null() && shop["removal"] == 100);
                assert_eq!(floor4["shopMatches"], true);
            }
        }
    }
    eprintln!("run files: events {events:?}, shops {shops:?}");
    // The files of `MISSED` (CQGJ2GCFRC's act 1 does not fit: nothing walked); the reader
    // goes on after a miss with the act's state, so a miss can be followed by others.
    missed.sort();
    let want = [("ESJC7K39HN.run", 6), ("JLNVHCW320.run", 1), ("LEBB0HSKVX.run", 3), ("P16DG7SYLK.run", 1)];
    assert_eq!(missed, want.map(|(f, n)| (f.to_string(), n)));
    assert_eq!(events, (99, 88));
    assert_eq!(shops.0, shops.1);
    assert!(events.0 >= 15 && shops.0 >= 1, "{events:?} {shops:?}");
}
