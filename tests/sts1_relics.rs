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

use common::sts1_runs::{runs, Run};

use serde_json::Value;
use spire_map::sts1::content::relic_pools::base_pool;
use spire_map::sts1::content::{neow_relic, Character, NeowBonus, RelicStream, RelicTier, SpawnContext};

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
/// shops, Calling Bell's three at the boss chest's floor) and the events'
/// `relics_obtained` (an event's relic is often written only there).
fn obtained_at(run: &Run, floor: u32) -> Vec<&str> {
    let mut out: Vec<&str> = relics_obtained(run).into_iter().filter(|&(f, _)| f == floor).map(|(_, k)| k).collect();
    for e in entries_at(run, "event_choices", floor) {
        for r in e["relics_obtained"].as_array().into_iter().flatten() {
            let r = r.as_str().unwrap();
            if !out.contains(&r) {
                out.push(r);
            }
        }
    }
    out
}

/// The entries of a floor in one of the run's per-floor lists.
fn entries_at<'a>(run: &'a Run, key: &str, floor: u32) -> impl Iterator<Item = &'a Value> {
    let list = run.json[key].as_array().unwrap_or_else(|| panic!("{}: {key}", run.name));
    list.iter().filter(move |e| e["floor"].as_f64() == Some(f64::from(floor)))
}

/// Whether `relic` is in one of the character's common, uncommon, rare or
/// shop pools (not a starter, boss or special relic).
fn in_pools(character: Character, relic: &str) -> bool {
    RelicTier::ALL.into_iter().any(|t| base_pool(character, t).contains(&relic))
}

/// One source of relic rewards: how many were checked, and matched.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
struct Count {
    checked: usize,
    matched: usize,
}

/// What walking one run (or all of them) found.
#[derive(Default, Debug)]
struct Walk {
    elites: Count,
    chests: Count,
    events: Count,
    digs: Count,
    bells: Count,
    /// Elites and chests of act 1 (floors 1-16), counted in the above too.
    act1: Count,
    /// Matched only with the deck assumed to hold no card of the front
    /// Bottled relic's type (it could not spawn).
    bottled_refused: usize,
    /// Relics taken from a pool and not in the file (a reward skipped, a
    /// chest's relic traded for the Sapphire Key, or a rewards screen left
    /// at death).
    not_taken: usize,
    wrong: Vec<String>,
    /// The events whose relics were checked, with how many.
    event_names: std::collections::BTreeMap<String, usize>,
    /// Why the walk stopped before the run's end, if it did.
    cut: Option<&'static str>,
}

/// The state of the deck the file does not give: a Bottled relic at the
/// front of a pool can spawn only if the deck holds a non-starter card of
/// its type. `f` takes one source's relics; it runs on a clone of the
/// stream with the deck holding every type, and if that disagrees with the
/// file, none. Returns the relics taken and whether the second fitted; the
/// stream keeps the fitting run (the first if neither fits). `None` when
/// neither fits and the second took from a pool's end.
fn take_source<F>(
    stream: &mut RelicStream,
    ctx: SpawnContext,
    got: &[&str],
    mut f: F,
) -> (Vec<&'static str>, Option<bool>)
where
    F: FnMut(&mut RelicStream, &SpawnContext) -> Vec<&'static str>,
{
    let fits = |taken: &[&str]| got.iter().all(|r| taken.contains(r));
    let full = SpawnContext { non_basic_attack: true, non_basic_skill: true, power: true, ..ctx };
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
    let b_used_end = b.pools().end_takes() > stream.pools().end_takes();
    *stream = a;
    (taken, if b_used_end { None } else { Some(false) })
}

/// Walks a run floor by floor, feeding the relic stream every room that
/// draws on relicRng, treasureRng or the pools' fronts, and compares each
/// source's relics with the file's. Stops (`cut`) where the file does not
/// give what the stream needs:
/// * a relic taken from a pool's end (its front relic could not spawn)
///   after a shop: shops take three relics from the ends, bought or not;
/// * a chest with no relic recorded while Cursed Key is held: left closed,
///   or opened for the Sapphire Key (without Cursed Key such a chest was
///   opened: the stream agrees on every later relic).
fn walk(run: &Run) -> Walk {
    let mut w = Walk::default();
    let mut stream = RelicStream::new(run.seed, run.character);
    let mut held: Vec<String> = vec![run.character.starter_relic().to_string()];
    match neow_bonus(run) {
        Some(NeowBonus::RandomCommonRelic) => {
            held.push(stream.pools().take(RelicTier::Common, &SpawnContext::NEOW).into())
        }
        Some(NeowBonus::OneRareRelic) => held.push(stream.pools().take(RelicTier::Rare, &SpawnContext::NEOW).into()),
        Some(NeowBonus::BossRelic) if relics(run)[0] == "Calling Bell" => {
            stream.calling_bell(&SpawnContext::NEOW);
        }
        _ => {}
    }
    let path = run.json["path_per_floor"].as_array().unwrap();
    let floor_reached = run.json["floor_reached"].as_f64().unwrap() as u32;
    let died = !run.json["victory"].as_bool().unwrap();
    let chests = run.json["boss_relics"].as_array().unwrap();
    let boss_picks: Vec<Option<&str>> = chests.iter().map(|c| c["picked"].as_str()).collect();
    let (mut matryoshka, mut shop_seen) = (0, false);
    for (i, room) in path.iter().enumerate() {
        let floor = i as u32 + 1;
        if floor > floor_reached {
            break;
        }
        let got = obtained_at(run, floor);
        let pool_got: Vec<&str> = got.iter().copied().filter(|r| in_pools(run.character, r)).collect();
        let campfire = held.iter().filter(|r| ["Peace Pipe", "Shovel", "Girya"].contains(&r.as_str())).count();
        let ctx = SpawnContext { floor, campfire_relics: campfire as u8, ..SpawnContext::NEOW };
        let last = floor == floor_reached && died;
        let has = |relic: &str| held.iter().any(|r| r == relic);
        let event = entries_at(run, "event_choices", floor).next().map(|e| e["event_name"].as_str().unwrap());
        // `path_per_floor` writes `?` for every unknown room: an event is in
        // event_choices; a `?` that turned into a fight has a card reward; one
        // that turned into a chest gives a relic; the rest are shops.
        let kind = match room.as_str() {
            Some("M") => "fight",
            Some("E") => "elite",
            Some("T") => "chest",
            Some("R") => "rest",
            Some("$") => "shop",
            Some("?") if event.is_some() => "event",
            Some("?") if entries_at(run, "card_choices", floor).next().is_some() => "fight",
            Some("?") if !pool_got.is_empty() => "chest",
            Some("?") if last => break,
            Some("?") => "shop",
            _ => "boss or chest",
        };
        shop_seen |= kind == "shop";
        let end_takes = stream.pools().end_takes();
        let taken = match kind {
            "fight" => {
                stream.fight();
                None
            }
            "elite" if last && got.is_empty() => break,
            "elite" => {
                let black_star = has("Black Star");
                let taken = take_source(&mut stream, ctx, &pool_got, |s, c| {
                    s.elite(c, black_star).into_iter().map(|(_, r)| r).collect()
                });
                Some((&mut w.elites, taken))
            }
            "chest" => {
                let closed = stream.treasure_room();
                if pool_got.is_empty() && has("Cursed Key") {
                    w.cut = Some("a chest with no relic recorded while Cursed Key is held");
                    break;
                }
                let m = matryoshka > 0;
                matryoshka -= i32::from(m);
                let taken = take_source(&mut stream, ctx, &pool_got, |s, c| {
                    let chest = s.open(closed, c, m);
                    chest.extra.into_iter().chain([chest.relic]).collect()
                });
                Some((&mut w.chests, taken))
            }
            "rest" if entries_at(run, "campfire_choices", floor).any(|e| e["key"] == "DIG") => {
                let taken = take_source(&mut stream, ctx, &pool_got, |s, c| vec![s.event_relic(c).1]);
                Some((&mut w.digs, taken))
            }
            "event" if !pool_got.is_empty() => {
                let name = event.unwrap();
                *w.event_names.entry(name.to_string()).or_default() += 1;
                let taken = take_source(&mut stream, ctx, &pool_got, |s, c| match name {
                    "Colosseum" => vec![s.reward(RelicTier::Rare, c), s.reward(RelicTier::Uncommon, c)],
                    "Mysterious Sphere" | "MindBloom" => vec![s.reward(RelicTier::Rare, c)],
                    _ => pool_got.iter().map(|_| s.event_relic(c).1).collect(),
                });
                Some((&mut w.events, taken))
            }
            _ => None,
        };
        if shop_seen && stream.pools().end_takes() > end_takes {
            w.cut = Some("a relic taken from a pool's end after a shop");
            break;
        }
        if let Some((count, (taken, fitted))) = taken {
            if fitted.is_none() && shop_seen {
                w.cut = Some("a Bottled relic at a pool's front (deck unknown) after a shop");
                break;
            }
            let refused = fitted.unwrap_or(false);
            if pool_got.is_empty() {
                w.not_taken += taken.len();
            } else if pool_got.iter().all(|r| taken.contains(r)) {
                count.checked += 1;
                count.matched += 1;
                if floor <= 16 && (kind == "elite" || kind == "chest") {
                    w.act1.checked += 1;
                    w.act1.matched += 1;
                }
                w.bottled_refused += usize::from(refused);
                w.not_taken += taken.len() - pool_got.len();
            } else {
                count.checked += 1;
                w.act1.checked += usize::from(floor <= 16 && (kind == "elite" || kind == "chest"));
                w.wrong.push(format!(
                    "{} floor {floor} {kind} {event:?}: file {pool_got:?}, predicted {taken:?}",
                    run.name
                ));
            }
        }
        for r in &got {
            if *r == "Matryoshka" {
                matryoshka = 2;
            }
            held.push(r.to_string());
        }
        // The boss chest's pick, at floor 17 / 34 (its floor has no room).
        let pick = match floor {
            17 => boss_picks.first(),
            34 => boss_picks.get(1),
            _ => None,
        };
        if let Some(&Some(pick)) = pick {
            if pick == "Calling Bell" {
                let taken = stream.calling_bell(&ctx);
                w.bells.checked += 1;
                if taken.iter().all(|r| got.contains(r)) {
                    w.bells.matched += 1;
                } else {
                    w.wrong.push(format!("{} floor {floor} Calling Bell: file {got:?}, predicted {taken:?}", run.name));
                }
            }
            held.push(pick.to_string());
        }
    }
    w
}

#[test]
fn every_elite_chest_and_event_relic_is_the_predicted_one() {
    let mut t = Walk::default();
    let mut cuts: Vec<(&str, String)> = Vec::new();
    for run in runs() {
        let w = walk(&run);
        for (total, count) in [
            (&mut t.elites, w.elites),
            (&mut t.chests, w.chests),
            (&mut t.events, w.events),
            (&mut t.digs, w.digs),
            (&mut t.bells, w.bells),
            (&mut t.act1, w.act1),
        ] {
            total.checked += count.checked;
            total.matched += count.matched;
        }
        t.bottled_refused += w.bottled_refused;
        t.not_taken += w.not_taken;
        t.wrong.extend(w.wrong);
        for (name, n) in w.event_names {
            *t.event_names.entry(name).or_default() += n;
        }
        if let Some(cut) = w.cut {
            cuts.push((cut, run.name.clone()));
        }
    }
    let c = |c: Count| format!("{}/{}", c.matched, c.checked);
    eprintln!(
        "relic rewards: elites {}, chests {}, event relics {}, Shovel digs {}, Calling Bell {} \
         (act 1 elites and chests {}); Bottled relic refused {}, relics not taken {}; walks cut {}",
        c(t.elites),
        c(t.chests),
        c(t.events),
        c(t.digs),
        c(t.bells),
        c(t.act1),
        t.bottled_refused,
        t.not_taken,
        cuts.len()
    );
    eprintln!("event relics by event: {:?}", t.event_names);
    assert!(t.wrong.is_empty(), "{} relic rewards differ:\n{}", t.wrong.len(), t.wrong.join("\n"));
    // Counted from the files (every check matched, so matched = checked).
    let counts = [t.elites, t.chests, t.events, t.digs, t.bells].map(|c| c.checked);
    assert_eq!(counts, [357, 141, 47, 3, 4], "elites, chests, event relics, digs, Calling Bells");
    assert_eq!(t.act1.checked, 273, "act 1 elites and chests");
    assert_eq!((t.bottled_refused, t.not_taken), (2, 33));
    let cut = |why: &str| cuts.iter().filter(|c| c.0.starts_with(why)).count();
    // 74 runs walked to their end; 9 stopped at a relic from a pool's end
    // after a shop (floor 43 or later: from floor 48 on many front relics
    // cannot spawn), 4 at a chest left empty with Cursed Key held, 1 at a
    // Bottled relic in front whose spawning depends on the deck.
    assert_eq!((cut("a relic taken"), cut("a chest"), cut("a Bottled")), (9, 4, 1), "{cuts:?}");
}

/// The first shop's Shop-tier relic (src/sts1/content/first_shop.rs, the
/// seed search's `shop.relic`): the same whatever the route, so every real
/// run that bought a Shop-tier relic in the first shop it entered (the
/// first `$` of `path_per_floor`, a `?` that became a shop included) bought
/// that one.
#[test]
fn the_shop_tier_relic_bought_in_a_first_shop_is_the_seeds() {
    use spire_map::sts1::content::first_shop::first_shop_relic;
    let (mut shops, mut bought) = (0, 0);
    for run in runs() {
        let path = run.json["path_per_floor"].as_array().unwrap_or_else(|| panic!("{}: path_per_floor", run.name));
        let Some(i) = path.iter().position(|p| p.as_str() == Some("$")) else { continue };
        shops += 1;
        let floor = (i + 1) as f64;
        let items = run.json["items_purchased"].as_array().unwrap();
        let floors = run.json["item_purchase_floors"].as_array().unwrap();
        let tier = base_pool(run.character, RelicTier::Shop);
        for (item, f) in items.iter().zip(floors) {
            let item = item.as_str().unwrap();
            if f.as_f64() == Some(floor) && tier.contains(&item) {
                assert_eq!(item, first_shop_relic(run.seed, run.character), "{}: floor {floor}", run.name);
                // The search finds the seed by it (and not by its negation), for the run's character.
                for (op, want) in [("=", 1), ("!=", 0)] {
                    assert_eq!(search_one(&run, &format!("shop.relic {op} \"{item}\"")), want, "{}: {op}", run.name);
                }
                bought += 1;
            }
        }
    }
    assert_eq!((shops, bought), (76, 16));
}

/// How many matches the StS1 seed search finds for `filter` among the one
/// seed of `run`, for its character.
fn search_one(run: &Run, filter: &str) -> usize {
    use spire_map::map::Game;
    use spire_map::options::MapOptions;
    use spire_map::search::{Filter, Scan, Search};
    let character = match run.json["character_chosen"].as_str().unwrap() {
        "THE_SILENT" => "silent",
        other => other,
    };
    let mut opts = MapOptions { game: Game::Sts1, ..Default::default() };
    opts.start.character_name = Some(character.to_lowercase());
    opts.start.settle(Game::Sts1).unwrap();
    let search = Search::new(Filter::parse(filter).unwrap(), &opts).unwrap();
    let mut n = 0;
    assert_eq!(
        search.scan(Scan::Sequential { from: run.seed }, 0, 1, |_| {
            n += 1;
            true
        }),
        1
    );
    n
}
