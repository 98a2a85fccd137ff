//! Walking a route through a Slay the Spire 2 run: every floor's room, which
//! fight every fight is, what every `?` room becomes (with the odds it was
//! rolled with), the next event candidate of every `?` that became an
//! event, and the bosses (spec sts2-run.md §9, §10; maps spec sts2.md).
//!
//! Seed-exact ([`RouteOptions::spoilers`] `true`, the default), as the game
//! plays it:
//!
//! * every monster room, and every `?` that became a fight, takes the act's
//!   next normal encounter; every elite room the next elite; the boss node
//!   the act's boss, the second boss node (last act, ascension 10) the second
//!   boss; a `?` that became an event its next event candidate ([`lists`],
//!   §9);
//! * every `?` is rolled on the run-wide `unknown_map_point` stream
//!   ([`UnknownRolls`], §10): Shop blacklisted when the floor the player
//!   comes from held a shop (a shop, or a `?` that became one) or every child
//!   of the `?` is a shop; the odds reset when an act starts, the stream goes
//!   on. A route that starts in act 2 or 3 does not know how many `?` rooms
//!   the earlier acts rolled: it takes `questionRoomsBefore` (the rolls before
//!   the route, default 0, as Slay the Spire 1's walk does) and says so.
//!
//! Without spoilers nothing is drawn: no outcome, no encounter, no event, and
//! every `?` gets the expected odds over what the act's earlier `?` rooms can
//! become ([`crate::expected`] with [`Sts2Rolls`], the same float32 state and
//! rules as the exact rolls).
//!
//! With spoilers, a single-player route from act 1 also gets what its rooms
//! give where the seed fixes it ([`content`]): each chest's relic until the
//! first room that may take other relics, each shop's fixed relic.
//!
//! | file | what |
//! |---|---|
//! | `rooms` | the run state stepped room by room, one method per room kind |
//! | [`content`] | chests, shop stocks, card rewards along the route |
//! | [`events`] | which event a `?` becomes, the option taken (the route's `events`) |
//! | [`hooks`] | the maps relics and cards replace (Golden Compass, the Spoils Map) |
//! | [`lists`] | the act's counters: which fight, which event candidate |
//! | [`lobby`] | each player's card rewards in a lobby |
//! | [`odds`] | the shown odds, the expectation's rules |
//! | [`shop`] | a merchant's stock as shown |

pub mod content;
pub mod events;
pub mod hooks;
pub mod lists;
pub mod lobby;
pub mod odds;
mod rooms;
mod seat;
pub mod shop;

pub use odds::{RollState, Sts2Rolls};

use crate::error::{Error, Result};
use crate::expected::Expected;
use crate::map::{ActMap, Game, Room};
use crate::options::RouteOptions;
use crate::options::{Sts2Character, Sts2Mod};
use crate::route::{check_path_with, format_route, FloorStep, RouteWalk, Totals};
use crate::sts2::seed::Seeding;
use crate::sts2::unknown::{UnknownOdds, UnknownRolls};
use content::RouteContent;
use lists::ActLists;

/// A shop room's third relic and, where known, its whole stock, the
/// route's purchases there (`items`) made as `mode` says.
fn shop_room(
    step: &mut FloorStep,
    content: Option<&mut RouteContent>,
    floor: u16,
    items: &[&str],
    mode: content::Buying,
) -> Result<()> {
    if let Some(c) = content {
        let (relic, stock) = c.shop(floor, items, mode).map_err(|why| Error::option("purchases", why))?;
        step.shop_relic = Some(relic);
        step.shop = stock.map(crate::map::Shop::Sts2);
    }
    Ok(())
}

/// The assumption of a walk whose `?` rooms became events
/// (docs/sts2-content.md, events and merchants).
pub const EVENT_CANDIDATE_WARNING: &str = "events: the act's order, skipping events met before and events whose \
     conditions the run does not meet (each skip for good); the walk assumes no gold spent but the route's \
     purchases and the events' modelled prices, no potion used, the starting Strikes and Defends kept, no event \
     pet; where a condition reads what it does not \
     know (HP, tradable relics, enchantable cards; gold and potions once the rewards are not known) the room shows \
     each event it can be with what it needs, unless the route names the event met (`events`, FLOOR:EVENT or \
     FLOOR:EVENT:OPTIONS: an event the defaults do not give is taken where another state of the run gives it, \
     with what that needs); the rewards go on past an event where the route names its options (or where every \
     option draws the same) and stop at the first whose draws are not known; the Lantern Key kept at its event \
     turns act 3's next event into War Historian Repy";

/// The warning of a walk without spoilers.
pub const EXPECTED_ODDS_WARNING: &str = "Slay the Spire 2 `?` odds are the chances before the earlier `?` rooms are \
     known: each averages over what those rooms can become";

/// Walks `opts.route` through the run of `opts.map`'s seed, in the builds of
/// `opts.map.build` (default v0.109-v0.111).
pub fn walk(opts: &RouteOptions) -> Result<RouteWalk> {
    walk_in(opts, Seeding::from(opts.map.build))
}

/// [`walk`] in the builds of `seeding`.
pub fn walk_in(opts: &RouteOptions, seeding: Seeding) -> Result<RouteWalk> {
    let deadly = opts.map.modifiers.has2(crate::options::Sts2Mod::DeadlyEvents);
    walk_with(opts, seeding, |run_seed| UnknownRolls::new_with(run_seed, seeding, deadly))
}

/// Whether `at` has children and every one is a shop (§10.2 blacklist (b)).
fn all_children_shops(map: &ActMap, at: [u8; 2]) -> bool {
    let mut next = map.edges.iter().filter(|e| e.from == at).filter_map(|e| map.node(e.to[0], e.to[1]));
    let first = next.next();
    first.is_some_and(|n| n.room == Room::Shop) && next.all(|n| n.room == Room::Shop)
}

/// [`walk_in`] with the `?` rolls taken from `rolls(run_seed)` instead of
/// the seed's own stream (a test can change the draws and keep the maps:
/// without spoilers nothing may change).
pub fn walk_with(opts: &RouteOptions, seeding: Seeding, rolls: impl FnOnce(u64) -> UnknownRolls) -> Result<RouteWalk> {
    if opts.tiny_chest.is_some() {
        return Err(Error::option("tinyChest", "Tiny Chest is a Slay the Spire 1 relic"));
    }
    let end_act = usize::from(opts.start_act) + opts.route.len() - 1;
    if end_act > usize::from(super::acts::ACTS) {
        return Err(Error::Route(format!("the route reaches act {end_act}, but Slay the Spire 2 has 3 acts")));
    }
    let mut map_opts = opts.map.clone();
    map_opts.act = None;
    let mut set = super::generate_in(&map_opts, seeding)?;
    let mut warnings = set.warnings.clone();
    events::check_choices(opts)?;
    let mut hook_notes = Vec::new();
    let hooks = hooks::map_hooks(opts, &set, &mut hook_notes)?;
    hooks::apply(&hooks, opts, seeding, &mut set, &mut warnings);
    // The maps the hooks changed, for a caller that draws them (the page).
    let maps = if hooks.golden_path_acts.is_empty() && hooks.spoils_map.is_none() {
        Vec::new()
    } else {
        let mut acts = set.acts.clone();
        if !opts.map.spoilers {
            acts.iter_mut().for_each(crate::map::ActMap::hide_spoilers);
        }
        acts
    };
    let (_, run_seed) = super::resolve_seed_in(seeding, opts.map.seed.as_ref(), &mut Vec::new())?;
    let mut rolls = rolls(run_seed);
    let before = opts.question_rooms_before;
    let spoilers = opts.map.spoilers;
    if spoilers {
        // The earlier rolls' results do not matter (the odds reset with the
        // act); their draws do.
        for _ in 0..before {
            rolls.roll(false, false);
        }
    } else {
        warnings.push(EXPECTED_ODDS_WARNING.into());
    }
    if opts.start_act > 1 {
        warnings.push(format!(
            "the route starts in act {}: how many `?` rooms the earlier acts rolled is not known (their stream is \
             run-wide); the walk takes `questionRoomsBefore` = {before}, and events met in those acts are not skipped",
            opts.start_act
        ));
    } else if before > 0 {
        warnings.push(format!(
            "`questionRoomsBefore` = {before}: the walk starts with {before} `?` rolls drawn, although act 1 has no room before the route"
        ));
    }

    let character = opts.map.start.sts2_character.unwrap_or_default();
    let mut assumptions = hook_notes;
    // Neow's options for each player (the first player's: `offered`), and the ones taken
    // (`neow`, one per player in lobby order), each one of that player's.
    let act1 = set.acts.iter().find(|a| a.act == 1).and_then(|a| a.sts2.as_ref()?.run.as_ref());
    let offered: Vec<&'static str> = act1.and_then(|r| r.neow_ids.clone()).unwrap_or_default();
    let per_player: Vec<Vec<&'static str>> =
        act1.and_then(|r| r.neow_player_ids.clone()).unwrap_or_else(|| vec![offered.clone()]);
    let players = if opts.map.multiplayer { 2 } else { 1 };
    let given: Vec<&str> = opts.map.start.neow.as_deref().map_or_else(Vec::new, |n| n.split(',').collect());
    if given.len() > players {
        return Err(Error::option(
            "neow",
            format!("one Neow option per player: {players} here, {} given", given.len()),
        ));
    }
    let mut taken: Vec<Option<&'static str>> = vec![None; players];
    for (k, n) in given.iter().enumerate() {
        let options = per_player.get(k).unwrap_or(&offered);
        let id = format!("RELIC.{n}");
        let names: Vec<&str> = options.iter().map(|o| o.trim_start_matches("RELIC.")).collect();
        let whose = if k > 0 { format!(" for player {}", k + 1) } else { String::new() };
        // A lobby player's option a run file records, which the seed's offer (for the profile
        // assumed) does not hold: the file's is taken, said (a player's profile or build differs).
        let recorded = crate::sts2::run::neow::relic(&id).filter(|_| k > 0 && !opts.recorded.is_empty());
        taken[k] = match (options.iter().find(|&&o| o == id).copied(), recorded) {
            (Some(o), _) => Some(o),
            (None, Some(r)) => {
                assumptions.push(format!(
                    "card rewards: player {}'s Neow option as the file records it, {n}, is not one of the seed's for \
                     them ({}): a profile or build other than the one assumed; its draws are followed",
                    k + 1,
                    names.join(", ")
                ));
                Some(r)
            }
            (None, None) => {
                return Err(Error::option(
                    "neow",
                    format!("{n} is not one of the seed's Neow options{whose} ({})", names.join(", ")),
                ))
            }
        };
    }
    let neow = taken[0];
    // The rewards follow a profile whose locks the content models (its relic epochs empty the
    // bags of their relics), and so do Neow's gifts (but Neow's Bones', whose shuffle follows
    // unlocks); the Ancients' offers any profile (it moves only Orobas' first draw).
    let profile = opts.map.profile().unwrap_or(&crate::options::sts2_profile::MATURE);
    let mature = profile.is_mature();
    let modified = !opts.map.modifiers.sts2.is_empty();
    let spoilers_content = spoilers && profile.content_follows() && !modified;
    let ancient_content = spoilers && !modified;
    if spoilers && modified {
        assumptions.push(
            "card rewards, potions, chests, shop relics, the Ancients' offers and Neow's gifts: not given in a run \
             with modifiers (they change the rewards, the relic bags and the niche stream)"
                .into(),
        );
    }
    if spoilers && !profile.content_follows() {
        assumptions.push(
            "card rewards, chests, shop relics and Neow's gifts: not given for a profile that lacks a card, \
             colourless or potion epoch (their pools follow unlocks not modelled here); the Ancients' offers follow \
             the profile (Orobas' Sea Glass draws over the characters it has unlocked)"
                .into(),
        );
    } else if spoilers && !mature && !modified {
        assumptions.push(format!(
            "card rewards, chests, elite and shop relics and merchants follow the profile ({}: its relic epochs' \
             relics are not in the bags), Neow's gifts but Neow's Bones' (its shuffle is over the options allowed at \
             Neow, which follow unlocks: not given), and the Ancients' offers (Orobas' Sea Glass draws over the \
             characters it has unlocked)",
            profile.code()
        ));
    }
    // The lobby's characters, in lobby order (one for a single player).
    let characters: Vec<Sts2Character> = match (opts.map.multiplayer, opts.map.start.sts2_second) {
        (true, second) => vec![character, second.unwrap_or(character)],
        (false, None) => vec![character],
        (false, Some(_)) => {
            return Err(Error::option("character", "two characters need a multiplayer run (`multiplayer`)"))
        }
    };
    let (asc, start_act) = (opts.map.ascension, opts.start_act);
    let content = match spoilers_content
        .then(|| RouteContent::new(run_seed, seeding, &characters, 0, asc, start_act, neow, &offered, profile))
    {
        Some(Ok(c)) => Some(c),
        Some(Err(why)) => {
            assumptions.push(why.to_string());
            None
        }
        None => None,
    };
    // Multiplayer: every other player's walk (lobby.rs) beside the first player's.
    let mut lobby = None;
    if content.is_some() && opts.map.multiplayer {
        let neow = lobby::LobbyNeow { taken: &taken, offered: &per_player };
        match lobby::Lobby::new(run_seed, seeding, &characters, asc, start_act, neow, profile, &opts.recorded) {
            Ok(l) => lobby = Some(l),
            Err(why) => assumptions.push(why.to_string()),
        }
    }
    let shop_relic = content.as_ref().and_then(RouteContent::first_shop_relic);
    if spoilers && opts.map.multiplayer {
        assumptions.push(
            "the Ancients' offers: each player's own (`players`), drawn on their slot's stream for their character \
             (`ancientOffers` is the first player's), and so are Neow's gifts (`neowGifts` the first player's)"
                .into(),
        );
    }

    let act_start = RollState::new(UnknownOdds::base(opts.map.modifiers.has2(Sts2Mod::DeadlyEvents)), false);
    let mut w = rooms::Walker {
        opts,
        hooks,
        spoilers,
        players: players as u8,
        rolls,
        expected: Expected::new(Sts2Rolls { juzu_bracelet: opts.juzu_bracelet }, act_start),
        unrolled: before,
        content,
        lobby,
        event_rooms: events::EventRooms::default(),
        bosses: Vec::new(),
        totals: Totals::default(),
        any_event: false,
        came_from_shop: false,
        notes: Vec::new(),
        error: None,
        shop_floors: Vec::new(),
        encounter: None,
    };
    let mut floors = Vec::new();
    for (i, cols) in opts.route.iter().enumerate() {
        let act = opts.start_act + i as u8;
        let map = &set.acts[usize::from(act) - 1];
        let (Some(extra), Some(run)) = (map.sts2.as_ref(), map.sts2.as_ref().and_then(|s| s.run.as_ref())) else {
            return Err(Error::Generation(format!("act {act} has no run-start lists")));
        };
        let path = check_path_with(map, cols, opts.map.modifiers.has2(Sts2Mod::Flight))?;
        if i + 1 < opts.route.len()
            && path.last().and_then(|p| map.node(p[0], p[1])).is_none_or(|n| n.room != Room::Boss)
        {
            let rows = map.nodes.iter().filter(|n| n.room != Room::Boss && n.room != Room::Ancient).map(|n| n.y).max();
            if path.last().map(|p| p[1]) != rows {
                return Err(Error::Route(format!(
                    "act {act} of the route stops at floor {}; only the last act may stop early",
                    map.first_floor + path.last().map_or(0, |p| u16::from(p[1]))
                )));
            }
        }
        // A new act: the odds reset, the counters start (the Ancient entered).
        w.rolls.reset_for_act();
        w.expected.restart(act_start);
        w.event_rooms.new_act();
        let mut a = rooms::Act { act, map, extra, run, lists: ActLists::after_ancient(run) };
        // The Ancient the act starts at (below the route's first row).
        if cols.is_empty() {
            continue;
        }
        let info = rooms::AncientInfo { content: ancient_content.then_some((run_seed, seeding, offered.as_slice())) };
        floors.push(w.ancient(&a, info));
        for xy in path {
            floors.push(w.room(&mut a, xy));
        }
    }
    // The card rewards relics offered when obtained (Orrery's), on the floor each was gained.
    for (floor, reward) in w.content.as_mut().map(RouteContent::take_relic_card_rewards).unwrap_or_default() {
        if let Some(f) = floors.iter_mut().find(|f| f.floor == floor) {
            f.relic_rewards.get_or_insert_with(Vec::new).push(reward);
        }
    }
    let rooms::Walker {
        rolls,
        unrolled,
        content,
        lobby,
        event_rooms,
        bosses,
        mut totals,
        any_event,
        notes,
        error,
        shop_floors,
        ..
    } = w;
    if let Some(e) = error {
        return Err(e);
    }
    // Every purchase is at a merchant of the route (where the walk knows what each `?` became).
    let at: Vec<String> = shop_floors.iter().map(u16::to_string).collect();
    let at = if at.is_empty() { "none".to_string() } else { at.join(", ") };
    for (floor, item) in opts.purchases.iter().filter(|(f, _)| spoilers && !shop_floors.contains(f)) {
        let why = format!("floor {floor} ({item}) is no merchant of the route (its merchants' floors: {at})");
        if !opts.lenient_choices {
            return Err(Error::option("purchases", why));
        }
        assumptions.push(format!("purchases: {why}: left out"));
    }
    // A purchase named for a player (`FLOOR:P:ID`) is one of the lobby's.
    for (floor, item) in &opts.purchases {
        if (1..=players as u8).all(|p| seat::route_item(item, p).is_none()) {
            let why = format!(
                "{floor}:{item} names a player this run does not have ({players} player{}; `FLOOR:P:ID` buys for player P \
                 of a lobby)",
                if players == 1 { "" } else { "s" }
            );
            if !opts.lenient_choices {
                return Err(Error::option("purchases", why));
            }
            assumptions.push(format!("purchases: {why}: left out"));
        }
    }
    if !opts.purchases.is_empty() && content.is_none() {
        assumptions.push("purchases: not followed (no merchant's stock is known on this walk)".into());
    }
    assumptions.extend(notes);
    if any_event {
        assumptions.push(EVENT_CANDIDATE_WARNING.into());
    }
    if event_rooms.dropped {
        assumptions.push(format!(
            "events: more than {} ways the run's events can go: the later ones are not all shown",
            crate::sts2::content::events::select::MAX_STATES
        ));
    }
    // Fight gold is known for Slay the Spire 1 only.
    (totals.gold_min, totals.gold_max) = (0, 0);
    Ok(RouteWalk {
        game: Game::Sts2,
        seed: set.seed,
        seed_value: set.seed_value,
        ascension: opts.map.ascension,
        character: Some(opts.map.start.sts2_character.unwrap_or_default().id()),
        lobby: match opts.map.multiplayer {
            true => {
                let first = opts.map.start.sts2_character.unwrap_or_default();
                vec![first.id(), opts.map.start.sts2_second.unwrap_or(first).id()]
            }
            false => Vec::new(),
        },
        profile: Some(opts.map.profile().map_or_else(|| crate::sts2::run::PROFILE.to_string(), |p| p.describe())),
        build: Some(opts.map.build.builds()),
        shop_relic,
        route: format_route(&opts.route),
        floors,
        bosses,
        totals,
        question_rooms_after: if spoilers { rolls.rolls() } else { unrolled },
        warnings,
        assumptions: {
            let cards = content.as_ref().is_some_and(RouteContent::any_cards);
            assumptions.extend(content.map(|c| c.assumptions()).unwrap_or_default());
            // The Hunt's reward: a route does not follow the deck; a run file shows it (`Walker::the_hunt`).
            if cards {
                assumptions.push(
                    if opts.recorded.is_empty() {
                        "card rewards: no card that adds a reward to a fight (The Hunt: a route does not follow the deck)"
                    } else {
                        "card rewards: a card's reward (The Hunt) where the file's floor records more card rewards \
                         than the fight and the relics held give"
                    }
                    .to_string(),
                );
            }
            assumptions.extend(lobby.map(|l| l.assumptions()).unwrap_or_default());
            assumptions
        },
        maps,
    })
}
