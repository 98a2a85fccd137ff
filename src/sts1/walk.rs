//! Walking a route through a StS1 run: the room on every floor, which fight
//! each fight is, what each `?` room becomes (with the odds it was rolled
//! with), and the bosses.
//!
//! The rules (spec sts1.md §6.5 and §7): fights take the heads of the act's
//! monster and elite lists in visit order (a `?` that becomes a fight takes
//! the next one too); the k-th `?` room of the run is rolled with the k-th
//! eventRng float whatever happens in between; the `?` chances reset at the
//! start of every act; no shop right after a shop.
//!
//! Without spoilers ([`MapOptions::spoilers`](crate::options::MapOptions::spoilers) `false`) the walk draws
//! nothing: every `?` gets the expected odds over what the act's earlier `?`
//! rooms can become ([`crate::expected`] with [`Sts1Rolls`]), and no floor
//! says which fight it is or what a `?` became.

use super::content::along::{RouteRewards, RunChoices, RELICS_ASSUMED};
use super::content::relics_along::RouteRelics;
use super::content::run::fight::FightKind;
use super::content::run::route::{FightOut, RouteChoices, RouteRun};
use super::content::run_start;
use super::encounters::{self, ActEncounters};
use super::events::{Chances, EventRng, Relics, RollState, Sts1Rolls};
use super::{act_map, custom, resolve_seed, seed, GENERATED_ACTS, LAST_ACT};
use crate::error::{Error, Result};
use crate::expected::{Expected, QuestionRoom};
use crate::map::{Game, Room};
use crate::options::{RouteOptions, Sts1Mod};
use crate::route::{check_path_with, format_route, BossFight, FloorStep, Outcome, RouteWalk, Totals};

/// Takes the next entry of a fight list, if the list still has one (the
/// lists hold more fights than a map can offer, §6.6).
fn next_fight(list: &[&'static str], used: &mut usize) -> Option<&'static str> {
    let e = list.get(*used).copied();
    *used += 1;
    e
}

/// Walks `opts.route` from act `opts.start_act` on.
pub fn walk(opts: &RouteOptions) -> Result<RouteWalk> {
    walk_with(opts, |seed| EventRng::new(seed, opts.question_rooms_before))
}

/// [`walk`] with the `?` rooms' floats taken from `events(seed)` instead of
/// the seed's own eventRng (a test can then change the floats and keep the
/// map: without spoilers nothing may change).
pub fn walk_with(opts: &RouteOptions, events: impl FnOnce(i64) -> EventRng) -> Result<RouteWalk> {
    let mut warnings = Vec::new();
    let seed_input = opts.map.seed.as_ref().ok_or_else(|| Error::option("seed", "a seed is required"))?;
    let seed = resolve_seed(seed_input, &mut warnings)?;
    // A custom run or a daily: act 4, the burning elites and the bosses as
    // the game has them there; its rewards are not predicted.
    let custom = custom::is_custom_or_daily(&opts.map);
    let opts = &RouteOptions { map: custom::effective(&opts.map, &mut warnings), ..opts.clone() };
    let deadly = opts.map.modifiers.has1(Sts1Mod::DeadlyEvents);
    let last_act = if opts.map.final_act_unlocked { LAST_ACT } else { GENERATED_ACTS };
    let end_act = usize::from(opts.start_act) + opts.route.len() - 1;
    if end_act > usize::from(last_act) {
        return Err(Error::Route(format!(
            "the route reaches act {end_act}, but the run has {last_act} acts{}",
            if opts.map.final_act_unlocked { "" } else { " (the final act is not unlocked)" }
        )));
    }

    let fights = encounters::generate(seed, opts.map.bosses_seen);
    let mut map_opts = opts.map.clone();
    let mut events = events(seed);
    let mut relics = Relics { tiny_chest: opts.tiny_chest, juzu_bracelet: opts.juzu_bracelet };
    let mut expected = Expected::new(Sts1Rolls, RollState::act_start_with(relics, deadly));
    // The `?` rooms counted without drawing their floats (no spoilers).
    let mut unrolled = opts.question_rooms_before;
    let mut floors = Vec::new();
    let mut bosses = Vec::new();
    let mut totals = Totals::default();
    // Card rewards (spoilers only: they are the seed's draws).
    let start = run_start(seed, &opts.map)?;
    let neow_boss_relic = start.taken.and_then(|t| start.neow.iter().find(|o| o.bonus == t.bonus.run_name())?.relic);
    if custom && opts.map.spoilers {
        warnings.push(
            "a custom run or a daily: the route's card rewards, potions and relics are not predicted (the modifiers \
             and a daily's fixed gold change their streams)"
                .into(),
        );
    }
    let predict = opts.map.spoilers && !custom;
    let mut rewards = predict.then(|| {
        let (ch, asc) = (start.character, opts.map.ascension);
        let run = RunChoices { neow: start.taken, neow_boss_relic, picks: start.picks, relics: &opts.relics };
        RouteRewards::new(seed, ch, asc, opts.start_act, &run)
    });
    let mut relics_walk = predict
        .then(|| RouteRelics::new(seed, start.character, opts.start_act, start.taken, neow_boss_relic, start.picks));
    // From the start of act 1 the whole run is stepped room by room
    // (src/sts1/content/run): events, shops and every reward to the boss.
    let mut run = (opts.map.spoilers && opts.start_act == 1).then(|| {
        let choices = RouteChoices {
            events: opts.events.clone(),
            purchases: opts.purchases.clone(),
            relics: opts.relics.clone(),
            rests: opts.rests.clone(),
            gold_spent: opts.gold_spent.clone(),
            hp: opts.hp.clone(),
        };
        let (ch, asc) = (start.character, opts.map.ascension);
        RouteRun::new(seed, ch, asc, start.taken, neow_boss_relic, start.picks, choices)
    });
    if run.is_some() {
        rewards = None;
        relics_walk = None;
    }

    for (i, cols) in opts.route.iter().enumerate() {
        let act = opts.start_act + i as u8;
        if i > 0 {
            rewards.iter_mut().for_each(|r| r.enter_act(act));
            relics_walk.iter_mut().for_each(|r| r.enter_act(act));
            run.iter_mut().for_each(|r| r.enter_act(act));
        }
        let map = act_map(seed, act, &map_opts, &fights);
        let path = check_path_with(&map, cols, opts.map.modifiers.has1(Sts1Mod::Flight))?;
        let route_rows = usize::from(map.height);
        if i + 1 < opts.route.len() && cols.len() != route_rows {
            return Err(Error::Route(format!(
                "act {act} of the route has {} floors; only the last act may stop early (act {act} has {route_rows})",
                cols.len()
            )));
        }
        let enc: &ActEncounters = &fights[usize::from(act) - 1];
        let (mut monsters_used, mut elites_used) = (0, 0);
        let mut chances = Chances::act_start(deadly);
        let mut after_shop = false;
        if !opts.map.spoilers {
            // Tiny Chest's counter moves with every `?` whatever it becomes,
            // so every state of the distribution has the same relics.
            let carried = expected.states().next().map_or(relics, |(s, _)| s.relics);
            expected.restart(RollState::act_start_with(carried, deadly));
        }
        for [x, y] in path {
            let room = map.node(x, y).map(|n| n.room).unwrap_or(Room::Monster);
            totals.add(room);
            let mut step = FloorStep::new(act, [x, y], map.first_floor + u16::from(y), room);
            match room {
                Room::Monster => step.encounter = next_fight(enc.monsters.as_slice(), &mut monsters_used),
                Room::Elite => {
                    step.encounter = next_fight(enc.elites.as_slice(), &mut elites_used);
                    if let Some(b) = map.burning_elite.filter(|b| (b.x, b.y) == (x, y)) {
                        step.burning = Some(b);
                        // Beating it gives the Emerald Key: later acts have no burning elite.
                        if map_opts.emerald_key_taken_in_act.is_none() {
                            map_opts.emerald_key_taken_in_act = Some(act);
                            warnings.push(format!(
                                "the route fights the burning elite in act {act}: later acts are shown as if its Emerald Key was taken"
                            ));
                        }
                    }
                }
                Room::Boss => step.encounter = Some(enc.boss()),
                Room::Event if !opts.map.spoilers => {
                    step.odds = Some(expected.question(QuestionRoom { floor: step.floor, ..QuestionRoom::default() }));
                    step.question_room = Some(unrolled);
                    unrolled += 1;
                }
                Room::Event => {
                    step.odds = Some(chances.odds_on(step.floor, after_shop, &relics));
                    step.question_room = Some(events.rolled());
                    let outcome = chances.roll_on(step.floor, events.next_float(), after_shop, &mut relics);
                    step.outcome = Some(outcome);
                    step.encounter = match outcome {
                        Outcome::Monster => next_fight(enc.monsters.as_slice(), &mut monsters_used),
                        Outcome::Elite => next_fight(enc.elites.as_slice(), &mut elites_used),
                        _ => None,
                    };
                }
                _ => {}
            }
            if let Some(r) = rewards.as_mut() {
                let floor = step.floor;
                match (room, step.outcome) {
                    (Room::Monster, _) | (Room::Event, Some(Outcome::Monster)) => {
                        let got = r.fight(floor, false, false);
                        (step.card_reward, step.extra_card_rewards, step.potion) =
                            (got.cards, got.extra_cards.into_iter().collect(), got.potion);
                    }
                    (Room::Elite, _) | (Room::Event, Some(Outcome::Elite)) => {
                        let got = r.fight(floor, true, step.burning.is_some());
                        (step.card_reward, step.potion) = (got.cards, got.potion);
                    }
                    (Room::Shop, _) | (Room::Event, Some(Outcome::Shop)) => r.unknown(step.floor, act, "a shop"),
                    (Room::Event, Some(Outcome::Event)) => r.unknown(step.floor, act, "an event"),
                    _ => {}
                }
            }
            if let Some(r) = relics_walk.as_mut() {
                let floor = step.floor;
                match (room, step.outcome) {
                    (Room::Monster, _) | (Room::Event, Some(Outcome::Monster)) => r.fight(),
                    (Room::Elite, _) | (Room::Event, Some(Outcome::Elite)) => step.relics = r.elite(floor),
                    (Room::Treasure, _) | (Room::Event, Some(Outcome::Treasure)) => {
                        step.chest = r.treasure(floor).map(crate::map::Chest::Sts1)
                    }
                    (Room::Shop, _) | (Room::Event, Some(Outcome::Shop)) => r.shop(),
                    (Room::Event, Some(Outcome::Event)) => r.unknown(floor, "an event"),
                    _ => {}
                }
            }
            // Act 4 too: its rest site, shop and elite (the Heart gives nothing;
            // no `?` room, no chest).
            if let Some(r) = run.as_mut() {
                let floor = step.floor;
                let put = |step: &mut FloorStep, got: FightOut| {
                    (step.card_reward, step.extra_card_rewards, step.potion) =
                        (got.cards, got.extra_cards.into_iter().collect(), got.potion);
                    if !got.relics.is_empty() {
                        step.relics = Some(got.relics);
                    }
                };
                match (room, step.outcome) {
                    (Room::Monster, _) | (Room::Event, Some(Outcome::Monster)) => {
                        let got = r.fight(floor, FightKind::Monster);
                        put(&mut step, got);
                    }
                    (Room::Elite, _) | (Room::Event, Some(Outcome::Elite)) => {
                        let got = r.fight(floor, FightKind::Elite);
                        put(&mut step, got);
                    }
                    (Room::Treasure, _) | (Room::Event, Some(Outcome::Treasure)) => {
                        step.chest = r.chest(floor).map(crate::map::Chest::Sts1);
                    }
                    (Room::Shop, _) | (Room::Event, Some(Outcome::Shop)) => {
                        step.shop = Some(crate::map::Shop::Sts1(r.shop(floor)))
                    }
                    (Room::Rest, _) => {
                        let got = r.rest(floor);
                        put(&mut step, got);
                    }
                    (Room::Event, Some(Outcome::Event)) => {
                        let (event, got) = r.event(floor, y, events.rolled());
                        step.event = event;
                        if let Some(got) = got {
                            put(&mut step, got);
                        }
                    }
                    _ => {}
                }
                r.after_room(floor);
                step.gold = r.gold().map(i64::from);
            }
            after_shop = room == Room::Shop || step.outcome == Some(Outcome::Shop);
            if !opts.map.spoilers {
                if room != Room::Event {
                    expected.room(room);
                }
                step.encounter = None;
            }
            floors.push(step);
        }
        // Completing acts 1-3 means fighting the boss above the top row.
        if act <= GENERATED_ACTS && cols.len() == usize::from(map.height) {
            // The A20 double boss is a room (and a floor) of its own.
            for (k, encounter) in (0..).zip(enc.boss_fights(opts.map.ascension)) {
                let floor = map.first_floor + u16::from(map.height) + k;
                let (card_reward, potion) = match run.as_mut() {
                    Some(r) => {
                        let got = r.fight(floor, FightKind::Boss);
                        r.after_room(floor);
                        (got.cards, got.potion)
                    }
                    None => {
                        let got = rewards.as_mut().map(|r| r.boss(floor, act)).unwrap_or_default();
                        (got.cards, got.potion)
                    }
                };
                bosses.push(BossFight { act, floor, encounter, card_reward, potion });
                totals.add_boss(opts.map.ascension);
            }
        } else if act == LAST_ACT && floors.last().is_some_and(|f| f.room == Room::Boss) {
            let encounter = encounters::ACT4_BOSS;
            bosses.push(BossFight { act, floor: map.first_floor + 3, encounter, card_reward: None, potion: None });
        }
    }

    Ok(RouteWalk {
        game: Game::Sts1,
        seed: seed::seed_to_string(seed),
        seed_value: seed.to_string(),
        ascension: opts.map.ascension,
        character: None,
        lobby: Vec::new(),
        profile: None,
        build: None,
        shop_relic: None,
        route: format_route(&opts.route),
        floors,
        bosses,
        totals,
        question_rooms_after: if opts.map.spoilers { events.rolled() } else { unrolled },
        warnings,
        assumptions: match (rewards, run) {
            (_, Some(r)) => {
                let mut all = start.assumptions;
                all.extend_from_slice(r.notes());
                all
            }
            (Some(r), None) => {
                let mut all = start.assumptions;
                all.push(RELICS_ASSUMED.to_string());
                all.extend_from_slice(r.notes());
                all.extend(relics_walk.iter().flat_map(|r| r.notes().iter().cloned()));
                all
            }
            (None, None) => Vec::new(),
        },
        maps: Vec::new(),
    })
}
