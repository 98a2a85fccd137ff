//! The common and rare relic pools (src/sts1/content/relic_pools.rs, spec
//! sts1-content.md §2.3, §3) against every real run of
//! `tests/golden/sts1-runs/` (88 `.run` files the game wrote, build
//! 2022-03-07; provenance in that folder's README).
//!
//! Every expected value is read from the files: `seed_played`,
//! `character_chosen`, `neow_bonus`, `relics` (the starter relic first, then
//! Neow's relic), `relics_obtained` (`{floor, key}`: it does not list Neow's
//! relic). The counts are asserted as literals, so that a run that stops
//! matching fails.

mod common;

use serde_json::Value;
use spire_map::sts1::content::relic_pools::base_pool;
use spire_map::sts1::content::{neow_relic, Character, NeowBonus, RelicStream, RelicTier, SpawnContext};
use std::path::PathBuf;

/// How many runs the set has.
const RUNS: usize = 88;

/// One run file's facts.
struct Run {
    name: String,
    seed: i64,
    character: Character,
    json: Value,
}

/// Every `.run.json` file of the set, sorted by name, read.
fn runs() -> Vec<Run> {
    let dir = common::golden_dir().join("sts1-runs");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("reading {dir:?}: {e}"))
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".run.json"))
        .collect();
    files.sort();
    assert_eq!(files.len(), RUNS, "tests/golden/sts1-runs/ should hold {RUNS} run files");
    files
        .iter()
        .map(|path| {
            let json = common::read_json(path);
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            // seed_played is the signed 64-bit seed as decimal text.
            let seed = json["seed_played"].as_str().unwrap_or_else(|| panic!("{name}: seed_played")).parse().unwrap();
            let character = json["character_chosen"].as_str().and_then(Character::from_run_name);
            let character =
                character.unwrap_or_else(|| panic!("{name}: character_chosen {}", json["character_chosen"]));
            Run { name, seed, character, json }
        })
        .collect()
}

/// The run's `neow_bonus`, if it recorded one.
fn neow_bonus(run: &Run) -> Option<NeowBonus> {
    let name = run.json["neow_bonus"].as_str()?;
    Some(NeowBonus::ALL.into_iter().find(|b| b.run_name() == name).unwrap_or_else(|| panic!("{}: {name}", run.name)))
}

/// The ids of `relics`, in order.
fn relics(run: &Run) -> Vec<&str> {
    let list = run.json["relics"].as_array().unwrap_or_else(|| panic!("{}: relics", run.name));
    list.iter().map(|v| v.as_str().unwrap()).collect()
}

/// `relics_obtained` as `(floor, key)` (the files write floors as
/// floats, `6.0`).
fn relics_obtained(run: &Run) -> Vec<(u32, &str)> {
    let list = run.json["relics_obtained"].as_array().unwrap_or_else(|| panic!("{}: relics_obtained", run.name));
    list.iter()
        .map(|v| {
            let floor = v["floor"].as_f64().unwrap_or_else(|| panic!("{}: floor {v}", run.name));
            assert!(floor.fract() == 0.0 && floor >= 0.0, "{}: floor {floor}", run.name);
            (floor as u32, v["key"].as_str().unwrap())
        })
        .collect()
}

#[test]
fn neows_common_and_rare_relic_is_the_front_of_the_shuffled_pool() {
    let (mut common, mut rare) = (0, 0);
    let mut wrong = Vec::new();
    for run in runs() {
        let Some(bonus) = neow_bonus(&run) else { continue };
        let counter = match bonus {
            NeowBonus::RandomCommonRelic => &mut common,
            NeowBonus::OneRareRelic => &mut rare,
            _ => continue,
        };
        *counter += 1;
        let held = relics(&run);
        // The starter relic is kept, so Neow's relic is the second one held.
        assert_eq!(held[0], run.character.starter_relic(), "{}", run.name);
        let predicted = neow_relic(run.seed, run.character, bonus);
        if predicted != Some(held[1]) {
            wrong.push(format!("{} {bonus:?}: file {}, predicted {predicted:?}", run.name, held[1]));
        }
        // relics_obtained does not list it (nothing at floor 0, and not the
        // Neow relic at any floor).
        let obtained = relics_obtained(&run);
        assert!(obtained.iter().all(|&(floor, key)| floor > 0 && key != held[1]), "{}: {obtained:?}", run.name);
    }
    eprintln!(
        "neow relics: common {}/{common}, rare {}/{rare}",
        common - wrong.iter().filter(|w| w.contains("Common")).count(),
        rare - wrong.iter().filter(|w| w.contains("Rare")).count()
    );
    assert!(wrong.is_empty(), "{} Neow relics differ:\n{}", wrong.len(), wrong.join("\n"));
    // Counted from the files: 6 runs took RANDOM_COMMON_RELIC, 4 ONE_RARE_RELIC.
    assert_eq!((common, rare), (6, 4));
}

#[test]
fn neows_boss_swap_goes_through_the_same_function() {
    let mut checked = 0;
    for run in runs() {
        if neow_bonus(&run) != Some(NeowBonus::BossRelic) {
            continue;
        }
        // The starter relic is lost, so the Neow relic is the first one held.
        assert_eq!(neow_relic(run.seed, run.character, NeowBonus::BossRelic), Some(relics(&run)[0]), "{}", run.name);
        checked += 1;
    }
    assert_eq!(checked, 3);
}

#[test]
fn other_bonuses_give_no_pool_relic() {
    let mut none = 0;
    for run in runs() {
        let Some(bonus) = neow_bonus(&run) else { continue };
        if matches!(bonus, NeowBonus::RandomCommonRelic | NeowBonus::OneRareRelic | NeowBonus::BossRelic) {
            continue;
        }
        assert_eq!(neow_relic(run.seed, run.character, bonus), None, "{}", run.name);
        none += 1;
    }
    // 88 runs, all with a Neow choice: 10 relic bonuses, 3 boss swaps.
    assert_eq!(none, 75);
}

/// The relics a run obtained at `floor`: `relics_obtained` (rewards,
/// shops) and the events' `relics_obtained` (an event's relic is often
/// written only there).
fn obtained_at(run: &Run, floor: u32) -> Vec<&str> {
    let mut out: Vec<&str> = relics_obtained(run).into_iter().filter(|&(f, _)| f == floor).map(|(_, k)| k).collect();
    for e in run.json["event_choices"].as_array().unwrap() {
        if e["floor"].as_f64() == Some(f64::from(floor)) {
            for r in e["relics_obtained"].as_array().into_iter().flatten() {
                let r = r.as_str().unwrap();
                if !out.contains(&r) {
                    out.push(r);
                }
            }
        }
    }
    out
}

/// The event of a floor, if the run recorded one.
fn event_at(run: &Run, floor: u32) -> Option<&str> {
    let events = run.json["event_choices"].as_array().unwrap();
    events.iter().find(|e| e["floor"].as_f64() == Some(f64::from(floor))).map(|e| e["event_name"].as_str().unwrap())
}

fn dug_at(run: &Run, floor: u32) -> bool {
    let choices = run.json["campfire_choices"].as_array().unwrap();
    choices.iter().any(|e| e["floor"].as_f64() == Some(f64::from(floor)) && e["key"] == "DIG")
}

fn card_choice_at(run: &Run, floor: u32) -> bool {
    run.json["card_choices"].as_array().unwrap().iter().any(|e| e["floor"].as_f64() == Some(f64::from(floor)))
}

/// Whether `relic` is in one of the character's common, uncommon, rare or
/// shop pools (not a special or boss relic).
fn in_pools(character: Character, relic: &str) -> bool {
    RelicTier::ALL.into_iter().any(|t| base_pool(character, t).contains(&relic))
}

#[derive(Default, Debug)]
struct Walk {
    /// Checked and matched, per source.
    elites: (usize, usize),
    chests: (usize, usize),
    events: (usize, usize),
    digs: (usize, usize),
    bells: (usize, usize),
    /// Matched only with the deck assumed to lack the Bottled relic's card type.
    deck_refused: usize,
    /// A relic taken from a pool and not in the file (skipped, or the key taken).
    not_taken: usize,
    wrong: Vec<String>,
    cut: Option<String>,
}

/// The relic rewards a source gives, taken from a clone of the stream with
/// the deck assumed to hold every card type, else (if that disagrees with
/// the file) to hold none.
fn step<F>(stream: &mut RelicStream, ctx: SpawnContext, got: &[&str], mut f: F) -> (Vec<&'static str>, Option<bool>)
where
    F: FnMut(&mut RelicStream, &SpawnContext) -> Vec<&'static str>,
{
    let full = SpawnContext { non_basic_attack: true, non_basic_skill: true, power: true, ..ctx };
    let fits = |taken: &[&str]| got.iter().all(|r| taken.contains(r));
    let mut a = stream.clone();
    let taken = f(&mut a, &full);
    if fits(&taken) {
        *stream = a;
        return (taken, Some(false));
    }
    let empty = SpawnContext { non_basic_attack: false, non_basic_skill: false, power: false, ..ctx };
    let mut b = stream.clone();
    let taken_b = f(&mut b, &empty);
    if fits(&taken_b) {
        *stream = b;
        return (taken_b, Some(true));
    }
    // Neither fits. `None` when the deck-less alternative took from a
    // pool's end (it may fit with ends the walk does not know).
    let b_used_end = b.pools().end_takes() > stream.pools().end_takes();
    *stream = a;
    (taken, if b_used_end { None } else { Some(false) })
}

fn walk(run: &Run) -> Walk {
    let mut w = Walk::default();
    let mut stream = RelicStream::new(run.seed, run.character);
    let mut held: Vec<String> = vec![run.character.starter_relic().to_string()];
    if let Some(bonus) = neow_bonus(run) {
        let tier = match bonus {
            NeowBonus::RandomCommonRelic => Some(RelicTier::Common),
            NeowBonus::OneRareRelic => Some(RelicTier::Rare),
            _ => None,
        };
        if let Some(tier) = tier {
            held.push(stream.pools().take(tier, &SpawnContext::NEOW).to_string());
        }
    }
    let bell = |stream: &mut RelicStream, ctx: &SpawnContext, taken: &mut Vec<&'static str>| {
        // Calling Bell's onEquip: a common, an uncommon and a rare reward.
        for tier in [RelicTier::Common, RelicTier::Uncommon, RelicTier::Rare] {
            taken.push(stream.reward(tier, ctx));
        }
    };
    if neow_bonus(run) == Some(NeowBonus::BossRelic) && relics(run)[0] == "Calling Bell" {
        bell(&mut stream, &SpawnContext::NEOW, &mut Vec::new());
    }
    let path = run.json["path_per_floor"].as_array().unwrap();
    let floor_reached = run.json["floor_reached"].as_f64().unwrap() as u32;
    let victory = run.json["victory"].as_bool().unwrap();
    let boss_picks: Vec<Option<String>> =
        run.json["boss_relics"].as_array().unwrap().iter().map(|c| c["picked"].as_str().map(str::to_string)).collect();
    let mut matryoshka = 0;
    let mut shop_seen = false;
    for (i, room) in path.iter().enumerate() {
        let floor = i as u32 + 1;
        if floor > floor_reached {
            break;
        }
        let got = obtained_at(run, floor);
        let pool_got: Vec<&str> = got.iter().copied().filter(|r| in_pools(run.character, r)).collect();
        let campfire = held.iter().filter(|r| ["Peace Pipe", "Shovel", "Girya"].contains(&r.as_str())).count();
        let ctx = SpawnContext { floor, campfire_relics: campfire as u8, ..SpawnContext::NEOW };
        let last = floor == floor_reached && !victory;
        let room = room.as_str();
        let event = event_at(run, floor);
        // What the room is, as far as the relic streams go.
        let kind = match room {
            Some("M") => "fight",
            Some("E") => "elite",
            Some("T") => "chest",
            Some("?") if event.is_some() => "event",
            Some("?") if card_choice_at(run, floor) => "fight",
            Some("?") if !pool_got.is_empty() => "chest",
            Some("?") if last => break,
            Some("R") => "rest",
            Some("$") | Some("?") => "shop",
            _ => "other",
        };
        let black_star = held.iter().any(|r| r == "Black Star");
        let end_takes = stream.pools().end_takes();
        if kind == "shop" {
            shop_seen = true;
        }
        let source = match kind {
            "fight" => {
                stream.fight();
                None
            }
            "elite" if last && got.is_empty() => break,
            "elite" => {
                let (taken, refused) = step(&mut stream, ctx, &pool_got, |s, c| {
                    s.elite(c, black_star).into_iter().map(|(_, r)| r).collect()
                });
                Some((&mut w.elites, taken, refused))
            }
            "chest" => {
                let closed = stream.treasure_room();
                if pool_got.is_empty() && held.iter().any(|r| r == "Cursed Key") {
                    // Cursed Key curses every chest opened: a player may
                    // leave it closed, or open it for the Sapphire Key; the
                    // file does not say which. (Without Cursed Key, a chest
                    // with no relic recorded was opened: its relic was
                    // skipped or traded for the Sapphire Key.)
                    w.cut = Some(format!("floor {floor}: a chest with no relic recorded, Cursed Key held"));
                    break;
                } else {
                    let m = matryoshka > 0;
                    if m {
                        matryoshka -= 1;
                    }
                    let (taken, refused) = step(&mut stream, ctx, &pool_got, |s, c| {
                        let chest = s.open(closed, c, m);
                        chest.extra.into_iter().chain([chest.relic]).collect()
                    });
                    Some((&mut w.chests, taken, refused))
                }
            }
            "rest" if dug_at(run, floor) => {
                let (taken, refused) = step(&mut stream, ctx, &pool_got, |s, c| vec![s.event_relic(c).1]);
                Some((&mut w.digs, taken, refused))
            }
            "event" if !pool_got.is_empty() => {
                let name = event.unwrap();
                let (taken, refused) = step(&mut stream, ctx, &pool_got, |s, c| match name {
                    "Colosseum" => vec![s.reward(RelicTier::Rare, c), s.reward(RelicTier::Uncommon, c)],
                    "Mysterious Sphere" | "MindBloom" => vec![s.reward(RelicTier::Rare, c)],
                    _ => pool_got.iter().map(|_| s.event_relic(c).1).collect(),
                });
                Some((&mut w.events, taken, refused))
            }
            _ => None,
        };
        if shop_seen && stream.pools().end_takes() > end_takes {
            w.cut = Some(format!("floor {floor}: a relic taken from a pool's end after a shop"));
            break;
        }
        if let Some((_, _, None)) = source {
            if shop_seen {
                w.cut = Some(format!("floor {floor}: a Bottled relic refused (deck unknown) after a shop"));
                break;
            }
        }
        if let Some((count, taken, refused)) = source {
            let refused = refused.unwrap_or(false);
            count.0 += 1;
            if pool_got.is_empty() {
                // Nothing taken from this source (skipped, or the key taken).
                w.not_taken += taken.len();
                count.0 -= 1;
            } else if pool_got.iter().all(|r| taken.contains(r)) {
                count.1 += 1;
                w.deck_refused += usize::from(refused);
                w.not_taken += taken.len() - pool_got.len();
            } else {
                w.wrong.push(format!(
                    "{} floor {floor} {kind} {:?}: file {pool_got:?}, predicted {taken:?}",
                    run.name,
                    event.unwrap_or("")
                ));
            }
        }
        for r in &got {
            if *r == "Matryoshka" {
                matryoshka = 2;
            }
            held.push(r.to_string());
        }
        if floor == 17 || floor == 34 {
            if let Some(Some(p)) = boss_picks.get(if floor == 17 { 0 } else { 1 }) {
                if p == "Calling Bell" {
                    let mut taken = Vec::new();
                    bell(&mut stream, &SpawnContext { floor, ..ctx }, &mut taken);
                    w.bells.0 += 1;
                    if taken.iter().all(|r| got.contains(r)) {
                        w.bells.1 += 1;
                    } else {
                        w.wrong.push(format!(
                            "{} floor {floor} Calling Bell: file {got:?}, predicted {taken:?}",
                            run.name
                        ));
                    }
                }
                held.push(p.clone());
            }
        }
    }
    w
}

#[test]
fn explore_elites_and_chests() {
    let mut t = Walk::default();
    for run in runs() {
        let w = walk(&run);
        t.elites.0 += w.elites.0;
        t.elites.1 += w.elites.1;
        t.chests.0 += w.chests.0;
        t.chests.1 += w.chests.1;
        t.events.0 += w.events.0;
        t.events.1 += w.events.1;
        t.digs.0 += w.digs.0;
        t.digs.1 += w.digs.1;
        t.bells.0 += w.bells.0;
        t.bells.1 += w.bells.1;
        if let Some(c) = &w.cut {
            eprintln!("{} cut at {c}", run.name);
        }
        t.deck_refused += w.deck_refused;
        t.not_taken += w.not_taken;
        t.wrong.extend(w.wrong);
    }
    eprintln!(
        "elites {}/{} chests {}/{} events {}/{} digs {}/{} bells {}/{} deck-refused {} not taken {}",
        t.elites.1,
        t.elites.0,
        t.chests.1,
        t.chests.0,
        t.events.1,
        t.events.0,
        t.digs.1,
        t.digs.0,
        t.bells.1,
        t.bells.0,
        t.deck_refused,
        t.not_taken
    );
    eprintln!("{}", t.wrong.join("\n"));
}
