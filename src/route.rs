//! Routes through the maps: the text form `2,2,1/3,3` (act by act, the
//! column chosen on each floor, acts separated by `/`), the array form
//! `[[2, 2, 1], [3, 3]]`, their checks against a map's edges, and the room
//! totals along a route. Game-independent.

use serde::Serialize;

use crate::error::{Error, Result};
use crate::map::{ActMap, Room};
use crate::value::Value;

/// Longest route accepted per act (StS1 has 15 rows, StS2 at most 17 nodes).
pub const MAX_FLOORS_PER_ACT: usize = 20;
/// Most acts a route may cover.
pub const MAX_ACTS: usize = 4;

/// A route: for each act, the column chosen on each floor from the act's
/// first route row on. A prefix of an act (a route still being planned) is fine.
pub type Columns = Vec<Vec<u8>>;

/// Parses `2,2,1,1/3,3,4`: columns 0-6 separated by commas, acts by `/`.
/// Whitespace is ignored. An act may be empty, an act not planned (`//5,6`:
/// acts 1 and 2 empty, as the page's `route=` and `spire-map run` write the
/// route of a save of act 3; the array form allows `[[], [], [5, 6]]` too), but
/// a route names at least one floor.
pub fn parse_route(text: &str) -> Result<Columns> {
    if text.len() > 400 {
        return Err(Error::Route(format!(
            "the route text has {} characters; a route has at most 4 acts of 20 floors",
            text.len()
        )));
    }
    let mut acts = Vec::new();
    for (a, part) in text.split('/').enumerate() {
        if a >= MAX_ACTS {
            return Err(Error::Route(format!("more than {MAX_ACTS} acts (separated by `/`)")));
        }
        let mut cols = Vec::new();
        let part = part.trim();
        if part.is_empty() {
            acts.push(cols);
            continue;
        }
        for (f, item) in part.split(',').enumerate() {
            let item = item.trim();
            let col = match item.parse::<u8>() {
                Ok(c) if c <= 6 && item.len() == 1 => c,
                _ => {
                    let shown: String = item.chars().take(12).collect();
                    return Err(Error::Route(format!(
                        "route act {}, floor {}: `{shown}` is not a column (0-6)",
                        a + 1,
                        f + 1
                    )));
                }
            };
            cols.push(col);
        }
        if cols.len() > MAX_FLOORS_PER_ACT {
            return Err(Error::Route(format!(
                "act {} of the route has {} floors; at most {MAX_FLOORS_PER_ACT}",
                a + 1,
                cols.len()
            )));
        }
        acts.push(cols);
    }
    if acts.iter().all(Vec::is_empty) {
        return Err(Error::Route("the route names no floor".into()));
    }
    Ok(acts)
}

/// Formats a route in the text form [`parse_route`] reads.
pub fn format_route(route: &Columns) -> String {
    route
        .iter()
        .map(|act| act.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(","))
        .collect::<Vec<_>>()
        .join("/")
}

/// Reads a route option: the text form, or an array with one array of
/// columns per act.
pub fn route_from_value(v: &Value) -> Result<Columns> {
    match v {
        Value::Str(s) => parse_route(s),
        Value::Array(acts) => {
            if acts.len() > MAX_ACTS {
                return Err(Error::Route(format!("more than {MAX_ACTS} acts")));
            }
            acts.iter()
                .enumerate()
                .map(|(a, act)| match act {
                    Value::Array(cols) if cols.len() <= MAX_FLOORS_PER_ACT => cols
                        .iter()
                        .enumerate()
                        .map(|(f, c)| match c {
                            Value::Int(i) if (0..=6).contains(i) => Ok(*i as u8),
                            other => Err(Error::Route(format!(
                                "route act {}, floor {}: {other} is not a column (0-6)",
                                a + 1,
                                f + 1
                            ))),
                        })
                        .collect(),
                    Value::Array(cols) => Err(Error::Route(format!(
                        "act {} of the route has {} floors; at most {MAX_FLOORS_PER_ACT}",
                        a + 1,
                        cols.len()
                    ))),
                    other => Err(Error::Route(format!(
                        "act {} of the route must be an array of columns, got {}",
                        a + 1,
                        other.kind()
                    ))),
                })
                .collect()
        }
        other => Err(Error::Route(format!(
            "expected a route like \"2,2,1/3,3\" or [[2, 2, 1], [3, 3]], got {}",
            other.kind()
        ))),
    }
}

/// The first row a route names a column for: 0, or 1 when the act starts at
/// a fixed node below the room rows (StS2's Ancient, which every route enters).
pub fn first_route_row(map: &ActMap) -> u8 {
    if map.nodes.iter().any(|n| n.y == 0 && n.room == Room::Ancient) {
        1
    } else {
        0
    }
}

/// Checks that `cols` walks `map` along its edges and returns the nodes'
/// `(x, y)`. The error names the first bad step.
pub fn check_path(map: &ActMap, cols: &[u8]) -> Result<Vec<[u8; 2]>> {
    check_path_with(map, cols, false)
}

/// [`check_path`]; with `flight` (the Flight modifier, or Winged Greaves'
/// charges spent freely) any room of the next row may follow.
pub fn check_path_with(map: &ActMap, cols: &[u8], flight: bool) -> Result<Vec<[u8; 2]>> {
    let row0 = first_route_row(map);
    let last_row = map.nodes.iter().map(|n| n.y).max().unwrap_or(0);
    let mut out: Vec<[u8; 2]> = Vec::with_capacity(cols.len());
    for (i, &x) in cols.iter().enumerate() {
        let y = row0 as usize + i;
        let floor = map.first_floor as usize + y;
        if y > last_row as usize {
            return Err(Error::Route(format!(
                "act {}: the route has {} floors but the map ends at floor {}",
                map.act,
                cols.len(),
                map.first_floor as usize + last_row as usize
            )));
        }
        let y = y as u8;
        if map.node(x, y).is_none() {
            return Err(Error::Route(format!("act {}, floor {floor}: there is no room in column {x}", map.act)));
        }
        if let Some(&[px, py]) = out.last() {
            if !flight && !map.has_edge([px, py], [x, y]) {
                return Err(Error::Route(format!(
                    "act {}, floor {floor}: no path from column {px} to column {x} (from ({px},{py}) to ({x},{y}))",
                    map.act
                )));
            }
        } else if row0 == 1 && !map.edges.iter().any(|e| e.from[1] == 0 && e.to == [x, y]) {
            return Err(Error::Route(format!(
                "act {}, floor {floor}: column {x} cannot be entered from the start",
                map.act
            )));
        }
        out.push([x, y]);
    }
    Ok(out)
}

/// What a `?` room turns into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// An elite fight (only with the Deadly Events mod; never in a normal run).
    Elite,
    /// A normal fight (takes the next entry of the act's monster list).
    Monster,
    /// A merchant.
    Shop,
    /// A treasure chest.
    Treasure,
    /// An event.
    Event,
}

/// The chance of each outcome for the next `?` room, in `[0, 1]`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
pub struct Odds {
    /// Chance of a normal fight.
    pub monster: f64,
    /// Chance of an elite fight (0 without Deadly Events).
    pub elite: f64,
    /// Chance of a merchant.
    pub shop: f64,
    /// Chance of a treasure chest.
    pub treasure: f64,
    /// Chance of an event.
    pub event: f64,
}

/// The gold range of a StS1 act boss: `100 + miscRng.random(-5, 5)`, and
/// from ascension 13 `Math.round(gold * 0.75f)` (`AbstractRoom`; not in the
/// spec, which covers maps).
pub const fn boss_gold(ascension: u8) -> (u32, u32) {
    if ascension >= 13 {
        (71, 79)
    } else {
        (95, 105)
    }
}

/// Room counts along a route and the gold its fights give, from the map's
/// icons alone (no `?` outcomes, so no spoilers).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "RouteTotals", missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct Totals {
    /// Normal fights (`M` icons).
    pub monsters: u32,
    /// Elite fights.
    pub elites: u32,
    /// `?` rooms.
    pub events: u32,
    /// Merchants.
    pub shops: u32,
    /// Rest sites.
    pub rests: u32,
    /// Treasure chests.
    pub treasures: u32,
    /// Boss fights.
    pub bosses: u32,
    /// Least gold the fights give (normal 10, elite 25, act boss 95 or 71 from
    /// ascension 13). Slay the Spire 1 only: 0 for Slay the Spire 2.
    pub gold_min: u32,
    /// Most gold the fights give (normal 20, elite 35, act boss 105 or 79 from ascension 13).
    pub gold_max: u32,
}

impl Totals {
    /// Adds one room.
    pub fn add(&mut self, room: Room) {
        match room {
            Room::Monster => {
                self.monsters += 1;
                self.gold_min += 10;
                self.gold_max += 20;
            }
            Room::Elite => {
                self.elites += 1;
                self.gold_min += 25;
                self.gold_max += 35;
            }
            // A boss node on the path (StS1's Heart, StS2's bosses): a fight
            // whose gold, if any, is not known here; see `add_boss`.
            Room::Boss => self.bosses += 1,
            Room::Event => self.events += 1,
            Room::Shop => self.shops += 1,
            Room::Rest => self.rests += 1,
            Room::Treasure => self.treasures += 1,
            Room::Victory | Room::Ancient => {}
        }
    }

    /// Adds a StS1 act boss (acts 1-3) and its gold: 95-105, or at
    /// ascension 13 and above 75% of that rounded (71-79). The Heart gives no
    /// gold (the run ends).
    pub fn add_boss(&mut self, ascension: u8) {
        let (lo, hi) = boss_gold(ascension);
        self.bosses += 1;
        self.gold_min += lo;
        self.gold_max += hi;
    }

    /// Totals of a sequence of rooms.
    pub fn of(rooms: impl IntoIterator<Item = Room>) -> Totals {
        let mut t = Totals::default();
        rooms.into_iter().for_each(|r| t.add(r));
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_formats_the_text_form() {
        let r = parse_route(" 2,2,1 / 3,3 ,4").unwrap();
        assert_eq!(r, vec![vec![2, 2, 1], vec![3, 3, 4]]);
        assert_eq!(format_route(&r), "2,2,1/3,3,4");
        // Acts not planned: empty, as `spire-map run` and the page's route= write a save of act 3.
        let r = parse_route("//5,6,6").unwrap();
        assert_eq!(r, vec![vec![], vec![], vec![5, 6, 6]]);
        assert_eq!(format_route(&r), "//5,6,6");
        assert_eq!(parse_route("1/").unwrap(), vec![vec![1], vec![]]);
    }

    #[test]
    fn bad_text_routes_name_the_problem() {
        for (text, needle) in [
            ("2,7", "act 1, floor 2: `7`"),
            ("2,,3", "act 1, floor 2: ``"),
            ("", "names no floor"),
            (" / / ", "names no floor"),
            ("//1,", "act 3, floor 2: ``"),
            ("1/2/3/4/5", "more than 4 acts"),
            ("1,-1", "`-1`"),
            ("01", "`01`"),
            ("1,".repeat(21).trim_end_matches(','), "21 floors"),
            (&"1".repeat(500), "500 characters"),
        ] {
            let e = parse_route(text).unwrap_err().to_string();
            assert!(e.contains(needle), "{text:?}: {e}");
        }
    }

    #[test]
    fn reads_the_array_form() {
        let v = Value::Array(vec![Value::Array(vec![Value::Int(2), Value::Int(0)])]);
        assert_eq!(route_from_value(&v).unwrap(), vec![vec![2, 0]]);
        let bad = Value::Array(vec![Value::Array(vec![Value::Int(9)])]);
        assert!(route_from_value(&bad).unwrap_err().to_string().contains("floor 1: 9"));
        assert!(route_from_value(&Value::Bool(true)).unwrap_err().to_string().contains("a boolean"));
    }

    #[test]
    fn totals_count_rooms_and_gold() {
        let mut t = Totals::of([Room::Monster, Room::Elite, Room::Event, Room::Rest]);
        assert_eq!((t.monsters, t.elites, t.events, t.bosses, t.rests), (1, 1, 1, 0, 1));
        assert_eq!((t.gold_min, t.gold_max), (10 + 25, 20 + 35));
        t.add_boss(12);
        assert_eq!((t.bosses, t.gold_min, t.gold_max), (1, 10 + 25 + 95, 20 + 35 + 105));
        t.add_boss(13);
        assert_eq!((t.bosses, t.gold_min, t.gold_max), (2, 10 + 25 + 95 + 71, 20 + 35 + 105 + 79));
        // A boss node (the Heart) counts as a boss fight without gold.
        assert_eq!(Totals::of([Room::Boss]).gold_max, 0);
    }
}

/// One floor of a walked route.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct FloorStep {
    /// Act number.
    pub act: u8,
    /// Column.
    pub x: u8,
    /// Row within the act.
    pub y: u8,
    /// The run's floor number.
    pub floor: u16,
    /// The room icon on the map.
    pub room: Room,
    /// For a `?` room: the chances it was rolled with.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub odds: Option<Odds>,
    /// For a `?` room: what it became (seed-exact; a spoiler).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
    /// For a `?` room: which `?` room of the run it is (0 = the first), i.e.
    /// which eventRng float (StS2: which `unknown_map_point` draw) rolled it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub question_room: Option<u32>,
    /// For a fight (and StS2's boss nodes): which encounter it is (a spoiler).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub encounter: Option<&'static str>,
    /// For a `?` that became an event (a spoiler): the event (`{id, name}`),
    /// or every event the route's state allows with what each needs
    /// (`{branches: [{id, name, requires}]}`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event: Option<crate::map::EventShown>,
    /// For a shop (or a `?` that became one): its whole stock with prices
    /// (a spoiler), in its game's form.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shop: Option<crate::map::Shop>,
    /// For the burning elite: its buff.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub burning: Option<crate::map::BurningElite>,
    /// StS1, for a fight: the cards its reward offers, where the route tells
    /// them (a spoiler; the walk's `assumptions` say where they stop).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card_reward: Option<crate::map::CardReward>,
    /// StS2 multiplayer, for a fight: each player's card reward and potion
    /// roll, in lobby order, where the route tells them (a spoiler).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub card_rewards: Option<Vec<crate::map::PlayerCardReward>>,
    /// StS2 multiplayer, for an elite, a chest or a merchant: each player's
    /// relics and merchant stock, in lobby order, where the route tells them
    /// (a spoiler).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub players: Option<Vec<crate::map::PlayerRoom>>,
    /// For a fight: the card rewards beyond its own, in the game's order,
    /// each named by what gave it (StS1 Prayer Wheel's, option `relics`;
    /// StS2 The Hunt's, Prayer Wheel's, White Star's; a spoiler).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub extra_card_rewards: Vec<crate::map::CardReward>,
    /// StS1, for a fight: the potion roll of its reward, where the route
    /// tells it (a spoiler).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub potion: Option<crate::map::PotionRoll>,
    /// For an elite: the relics its reward holds, where the route tells them
    /// (a spoiler; ids as `.run` files write them).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub relics: Option<Vec<&'static str>>,
    /// For a treasure room (or a `?` that became one): its chest, where the
    /// route tells it (a spoiler; each game's own form, [`crate::map::Chest`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chest: Option<crate::map::Chest>,
    /// StS2, for a shop (or a `?` that became one): the relic of its third
    /// relic slot, the back of the player's Shop relics (a spoiler).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub shop_relic: Option<crate::map::NamedRelic>,
    /// StS2, for the Ancient that starts an act: every way its offer can come
    /// out, each with the run state it needs (a spoiler).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub ancient_offers: Option<Vec<crate::map::AncientOffer>>,
    /// StS2, Neow (act 1's Ancient): what each of its options gives, where
    /// the seed fixes it (a spoiler; the options the engine does not model
    /// are left out).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub neow_gifts: Option<Vec<crate::map::NeowGift>>,
    /// StS2, for an act 2-3 Ancient where the route took Glass Eye
    /// (`ancients`, or a run file's choice): the five card rewards it offers,
    /// where the route tells them (a spoiler).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub ancient_rewards: Option<Vec<crate::map::CardReward>>,
    /// StS2: the card rewards a relic gained on this floor offers when
    /// obtained (Orrery's five, each with its `source`), where the walk knows
    /// them (a spoiler).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub relic_rewards: Option<Vec<crate::map::CardReward>>,
    /// StS2: the gold after the room (a merchant's after the route's
    /// `purchases` there), where the walk knows it exactly: 99, Neow's, the
    /// fights', chests' and the Spoils Map's gold less what was bought.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub gold: Option<i64>,
}

impl FloorStep {
    /// A floor with only its place and room filled in.
    pub fn new(act: u8, [x, y]: [u8; 2], floor: u16, room: Room) -> FloorStep {
        FloorStep {
            act,
            x,
            y,
            floor,
            room,
            odds: None,
            outcome: None,
            question_room: None,
            encounter: None,
            event: None,
            shop: None,
            burning: None,
            card_reward: None,
            card_rewards: None,
            players: None,
            extra_card_rewards: Vec::new(),
            potion: None,
            relics: None,
            chest: None,
            shop_relic: None,
            ancient_offers: None,
            neow_gifts: None,
            ancient_rewards: None,
            relic_rewards: None,
            gold: None,
        }
    }
}

/// A boss fight at the top of an act the route completes.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct BossFight {
    /// Act number.
    pub act: u8,
    /// The boss floor (both fights of a double boss share it).
    pub floor: u16,
    /// The boss encounter.
    pub encounter: &'static str,
    /// StS1, acts 1 and 2: the boss's card reward (all rares), where the
    /// route tells it (a spoiler).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card_reward: Option<crate::map::CardReward>,
    /// StS1, acts 1 and 2: the boss reward's potion roll, where the route
    /// tells it (a spoiler).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub potion: Option<crate::map::PotionRoll>,
}

/// The result of walking a route: every floor, the bosses, the totals.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct RouteWalk {
    /// Which game.
    pub game: crate::map::Game,
    /// The canonical seed string.
    pub seed: String,
    /// The seed's number in decimal.
    pub seed_value: String,
    /// The ascension level.
    pub ascension: u8,
    /// StS2: the character the walk's rewards are for, as `.run` files write
    /// it (`CHARACTER.IRONCLAD`, the default when none is given).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub character: Option<&'static str>,
    /// StS2 multiplayer: each player's character in lobby order, as
    /// [`character`](Self::character) writes them (the second is the first
    /// player's when none is given); empty for a single player.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub lobby: Vec<&'static str>,
    /// StS2: the profile the run start follows: `mature` (every epoch and
    /// unlock revealed, spec sts2-run.md §12, the default) or the
    /// profile given, by what it lacks (`lacks EVENT1, RELIC4`, after
    /// `progress.save, 44 of 52 epochs revealed: ` when read from a file).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub profile: Option<String>,
    /// StS2: the game builds whose seeding and rules the walk follows
    /// (`v0.109-v0.111` or `v0.108`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub build: Option<&'static str>,
    /// StS2 with spoilers, a single-player route from act 1: the relic of the
    /// run's first shop's third slot, fixed at run start.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub shop_relic: Option<crate::map::NamedRelic>,
    /// The route in text form (`2,2,1/3,3`).
    pub route: String,
    /// Every floor of the route, in order.
    pub floors: Vec<FloorStep>,
    /// The boss fights of the acts the route completes (StS2: of the boss
    /// nodes the route enters).
    pub bosses: Vec<BossFight>,
    /// Room counts and fight gold along the route (from the icons: no spoilers).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "RouteTotals"))]
    pub totals: Totals,
    /// `?` rooms of the run rolled once the route ends (including any before it).
    pub question_rooms_after: u32,
    /// Notes about the walk (assumptions a player should know).
    pub warnings: Vec<String>,
    /// StS1 with spoilers: what the card rewards assume that the route does
    /// not tell (the character, Neow's option, relics) and where they stop,
    /// one sentence each.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub assumptions: Vec<String>,
    /// StS2, when the route's map hooks changed a map (Golden Compass taken
    /// at an act's Ancient, the Spoils Map taken at The Legends Were True;
    /// the `warnings` say which): every act's map as the walk went through
    /// it, as `generate_map` gives the seed's (without the fight and event
    /// lists when `spoilers` is false). Absent when no hook applied.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub maps: Vec<crate::map::ActMap>,
}
