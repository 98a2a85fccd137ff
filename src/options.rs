//! The options of `generate_map`, read from a loosely typed [`Value`] (a
//! JavaScript object or JSON) with an error naming any option that is wrong,
//! and the game-independent entry point [`generate_map`].

use std::collections::BTreeMap;

use crate::error::{Error, Result};
use crate::map::{Game, MapSet};
use crate::plan::{self, Criterion, RoutePlan};
use crate::route::{route_from_value, Columns, RouteWalk};
use crate::search::{Filter, Match, Scan, Search};
use crate::seed::{parse_seed_value, SeedInput};
use crate::sts1::encounters::BossesSeen;
use crate::value::{float_text, int_text, Value};

/// The highest ascension level either game has.
pub const MAX_ASCENSION: u8 = 20;

/// What `generate_map` takes: the seed and the run settings that change maps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapOptions {
    /// Which game (default StS1).
    pub game: Game,
    /// The seed, as the game's string or as its number. Required.
    pub seed: Option<SeedInput>,
    /// Ascension level, 0-20. StS1 act maps only distinguish 0 from 1+ (elite
    /// quota ×1.6); the level itself is reported back and matters for the
    /// act-3 double boss at 20.
    pub ascension: u8,
    /// Only this act (1-based); all acts when `None`.
    pub act: Option<u8>,
    /// StS1: the final act (act 4, the keys) is unlocked on the profile, which
    /// is what puts a burning elite on the maps. Default `true`.
    pub final_act_unlocked: bool,
    /// StS1: the act in which the Emerald Key was taken; later acts then have
    /// no burning elite. `None` (default): not taken.
    pub emerald_key_taken_in_act: Option<u8>,
    /// StS1: the bosses the profile has seen (spec §6.4). An act whose three
    /// bosses were all seen shuffles its boss list (one monsterRng draw);
    /// otherwise its boss is the first unseen one in the game's discovery
    /// order, with no draw. Default: all seen. JavaScript: `bossesSeen` is
    /// `true` (all), `false` (none) or an array of boss names.
    pub bosses_seen: BossesSeen,
    /// StS2: a multiplayer run (every act has one room row fewer). Default `false`.
    pub multiplayer: bool,
}

impl Default for MapOptions {
    fn default() -> Self {
        MapOptions {
            game: Game::Sts1,
            seed: None,
            ascension: 0,
            act: None,
            final_act_unlocked: true,
            emerald_key_taken_in_act: None,
            bosses_seen: BossesSeen::ALL,
            multiplayer: false,
        }
    }
}

/// The option names [`MapOptions::from_value`] knows, as JavaScript spells them.
pub const MAP_OPTION_NAMES: &[&str] = &[
    "game",
    "seed",
    "seedValue",
    "ascension",
    "act",
    "finalActUnlocked",
    "emeraldKeyTakenInAct",
    "bossesSeen",
    "multiplayer",
];

impl MapOptions {
    /// Reads options from a JavaScript object / JSON object. Unknown option
    /// names are errors (a typo would otherwise be silently ignored).
    pub fn from_value(v: &Value) -> Result<MapOptions> {
        let fields = v.as_object("options")?;
        check_names(fields, MAP_OPTION_NAMES)?;
        MapOptions::read(fields)
    }

    /// Reads the map options among `fields` (other names are left to the caller).
    pub fn read(fields: &BTreeMap<String, Value>) -> Result<MapOptions> {
        let mut o = MapOptions::default();
        if let Some(g) = present(fields, "game") {
            o.game = match g {
                Value::Str(s) => Game::parse(s),
                _ => None,
            }
            .ok_or_else(|| Error::option("game", format!("expected \"sts1\" or \"sts2\", got {g}")))?;
        }
        o.seed = read_seed(fields)?;
        if let Some(a) = present(fields, "ascension") {
            o.ascension = read_int(a, "ascension", 0, i128::from(MAX_ASCENSION))? as u8;
        }
        if let Some(a) = present(fields, "act") {
            o.act = Some(read_int(a, "act", 1, 4)? as u8);
        }
        if let Some(b) = present(fields, "finalActUnlocked") {
            o.final_act_unlocked = read_bool(b, "finalActUnlocked")?;
        }
        if let Some(a) = present(fields, "emeraldKeyTakenInAct") {
            o.emerald_key_taken_in_act = Some(read_int(a, "emeraldKeyTakenInAct", 1, 3)? as u8);
        }
        if let Some(b) = present(fields, "bossesSeen") {
            o.bosses_seen = read_bosses_seen(b)?;
        }
        if let Some(b) = present(fields, "multiplayer") {
            o.multiplayer = read_bool(b, "multiplayer")?;
        }
        Ok(o)
    }
}

/// What `walk_route` takes: the map options, the route and the run state
/// that changes `?` rooms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RouteOptions {
    /// The seed and settings of the maps.
    pub map: MapOptions,
    /// The route: per act from `start_act`, the column chosen on each floor.
    pub route: Columns,
    /// The act the route starts in (default 1).
    pub start_act: u8,
    /// How many `?` rooms the run entered before the route starts (default 0).
    pub question_rooms_before: u32,
    /// StS1: Tiny Chest's counter when the route starts (`None`: not owned).
    pub tiny_chest: Option<u8>,
    /// StS1: Juzu Bracelet is owned.
    pub juzu_bracelet: bool,
    /// Whether the walk may use the seed's draws (default `true`): what every
    /// `?` room becomes and which fight every fight is, with the odds each
    /// `?` was rolled with. `false`: no outcome, no encounter, and for every
    /// `?` the expected odds a player can know before walking in
    /// ([`crate::expected`]).
    pub spoilers: bool,
}

/// The option names [`RouteOptions::from_value`] knows besides [`MAP_OPTION_NAMES`].
pub const ROUTE_OPTION_NAMES: &[&str] =
    &["route", "startAct", "questionRoomsBefore", "tinyChest", "juzuBracelet", "spoilers"];

impl RouteOptions {
    /// Reads route options (map options plus the route fields). `act` may
    /// stand for `startAct`.
    pub fn from_value(v: &Value) -> Result<RouteOptions> {
        let fields = v.as_object("options")?;
        let known: Vec<&str> = MAP_OPTION_NAMES.iter().chain(ROUTE_OPTION_NAMES).copied().collect();
        check_names(fields, &known)?;
        let mut map = MapOptions::read(fields)?;
        let route = match present(fields, "route") {
            Some(r) => route_from_value(r)?,
            None => {
                return Err(Error::option("route", "a route is required, e.g. \"2,2,1/3,3\" or [[2, 2, 1], [3, 3]]"))
            }
        };
        let mut start_act = 1;
        if let Some(a) = present(fields, "startAct") {
            start_act = read_int(a, "startAct", 1, 4)? as u8;
            if map.act.is_some_and(|act| act != start_act) {
                return Err(Error::option("act", "`act` and `startAct` disagree; give one of them"));
            }
        } else if let Some(act) = map.act {
            start_act = act;
        }
        map.act = None;
        let question_rooms_before = match present(fields, "questionRoomsBefore") {
            Some(q) => read_int(q, "questionRoomsBefore", 0, 200)? as u32,
            None => 0,
        };
        let tiny_chest = match present(fields, "tinyChest") {
            Some(Value::Bool(true)) => Some(0),
            Some(Value::Bool(false)) => None,
            Some(c) => Some(read_int(c, "tinyChest", 0, 3)? as u8),
            None => None,
        };
        let juzu_bracelet = match present(fields, "juzuBracelet") {
            Some(b) => read_bool(b, "juzuBracelet")?,
            None => false,
        };
        let spoilers = match present(fields, "spoilers") {
            Some(b) => read_bool(b, "spoilers")?,
            None => true,
        };
        Ok(RouteOptions { map, route, start_act, question_rooms_before, tiny_chest, juzu_bracelet, spoilers })
    }
}

/// What `best_route` takes: the map options (with `act`), the criterion and
/// an optional start node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanOptions {
    /// The seed and settings of the maps; `act` is required.
    pub map: MapOptions,
    /// What to optimise.
    pub criterion: Criterion,
    /// Start from this node `[x, y]` instead of the act's first floor.
    pub from: Option<[u8; 2]>,
}

impl PlanOptions {
    /// Reads best-route options: map options plus `criterion` and `from`.
    pub fn from_value(v: &Value) -> Result<PlanOptions> {
        let fields = v.as_object("options")?;
        let known: Vec<&str> = MAP_OPTION_NAMES.iter().chain(&["criterion", "from"]).copied().collect();
        check_names(fields, &known)?;
        let map = MapOptions::read(fields)?;
        if map.act.is_none() {
            return Err(Error::option("act", "best_route needs the act (1-4)"));
        }
        let criterion = match present(fields, "criterion") {
            Some(Value::Str(s)) => Criterion::parse(s)?,
            Some(other) => {
                return Err(Error::option("criterion", format!("expected a criterion name, got {}", other.kind())))
            }
            None => {
                return Err(Error::option(
                    "criterion",
                    format!("a criterion is required: {}", Criterion::ALL.map(|c| c.id()).join(", ")),
                ))
            }
        };
        let from = match present(fields, "from") {
            Some(Value::Array(xy)) if xy.len() == 2 => Some([
                read_int(&xy[0], "from", 0, 6)? as u8,
                read_int(&xy[1], "from", 0, plan::MAX_ROWS as i128 - 1)? as u8,
            ]),
            Some(other) => return Err(Error::option("from", format!("expected [x, y], got {other}"))),
            None => None,
        };
        Ok(PlanOptions { map, criterion, from })
    }
}

/// The best route through one act of `opts.map` (see [`plan::best_route`]).
pub fn best_route(opts: &PlanOptions) -> Result<RoutePlan> {
    let set = generate_map(&opts.map)?;
    let map = set.acts.first().ok_or_else(|| Error::option("act", "no such act"))?;
    plan::best_route(map, opts.criterion, opts.from, opts.map.ascension)
}

/// What a chunk of seed search takes (the page's Web Workers call it).
#[derive(Clone, Debug)]
pub struct SearchOptions {
    /// Game and run settings (seed and act unused).
    pub map: MapOptions,
    /// The filter.
    pub filter: Filter,
    /// Which seeds: sequential from a seed, or random by a key.
    pub scan: Scan,
    /// Index of the first seed of this chunk within the scan.
    pub start: u64,
    /// How many seeds to check.
    pub count: u64,
    /// Stop after this many matches.
    pub limit: Option<u64>,
}

/// The most seeds one `search` call checks (a Web Worker calls it in chunks
/// so that it can report progress and be cancelled).
pub const MAX_SEARCH_CHUNK: u64 = 10_000_000;

impl SearchOptions {
    /// Reads search options: `filter`, `game`, `ascension`, `finalActUnlocked`,
    /// `bossesSeen`, `multiplayer`, the scan (`from` seed string or `fromValue` number for a
    /// sequential scan, `rngSeed` for a random one), `start`, `count`, `limit`.
    pub fn from_value(v: &Value) -> Result<SearchOptions> {
        let fields = v.as_object("options")?;
        check_names(
            fields,
            &[
                "filter",
                "game",
                "ascension",
                "finalActUnlocked",
                "bossesSeen",
                "multiplayer",
                "from",
                "fromValue",
                "rngSeed",
                "start",
                "count",
                "limit",
            ],
        )?;
        let map = MapOptions::read(fields)?;
        let filter = match present(fields, "filter") {
            Some(Value::Str(s)) => Filter::parse(s)?,
            Some(other) => {
                return Err(Error::option("filter", format!("expected the filter text, got {}", other.kind())))
            }
            None => return Err(Error::option("filter", "a filter is required, e.g. \"a1.max(elites) >= 4\"")),
        };
        let from = present(fields, "from");
        let from_value = present(fields, "fromValue");
        let rng_seed = present(fields, "rngSeed");
        if rng_seed.is_some() && (from.is_some() || from_value.is_some()) {
            return Err(Error::option("rngSeed", "a random scan (rngSeed) has no starting seed (from / fromValue)"));
        }
        let scan = match (from, from_value, rng_seed) {
            (_, _, Some(k)) => Scan::Random {
                rng_seed: match k {
                    Value::Int(i) => *i as u64,
                    Value::Str(s) => parse_seed_value(s).map_err(|e| Error::option("rngSeed", e.to_string()))? as u64,
                    other => {
                        return Err(Error::option("rngSeed", format!("expected an integer, got {}", other.kind())))
                    }
                },
            },
            (Some(_), Some(_), None) => return Err(Error::option("from", "give `from` or `fromValue`, not both")),
            (Some(Value::Str(s)), None, None) => Scan::Sequential {
                from: match map.game {
                    Game::Sts1 => crate::sts1::seed::seed_from_string(s)?,
                    Game::Sts2 => crate::sts2::seed::seed_number(s)? as i64,
                },
            },
            (None, Some(_), None) if map.game == Game::Sts2 => {
                return Err(Error::option("fromValue", "Slay the Spire 2 seeds are strings: start a scan with `from`"))
            }
            (Some(other), None, None) => {
                return Err(Error::option("from", format!("expected a seed string, got {}", other.kind())))
            }
            (None, Some(v), None) => {
                let mut f = BTreeMap::new();
                f.insert("seedValue".to_string(), v.clone());
                match read_seed(&f).map_err(|e| match e {
                    Error::Option { message, .. } => Error::option("fromValue", message),
                    other => other,
                })? {
                    Some(SeedInput::Value(n)) => Scan::Sequential { from: n },
                    _ => Scan::Sequential { from: 0 },
                }
            }
            (None, None, None) => Scan::Sequential { from: 0 },
        };
        let start = match present(fields, "start") {
            Some(v) => read_int(v, "start", 0, i128::from(u64::MAX))? as u64,
            None => 0,
        };
        let count = match present(fields, "count") {
            Some(v) => read_int(v, "count", 0, i128::from(MAX_SEARCH_CHUNK))? as u64,
            None => {
                return Err(Error::option(
                    "count",
                    format!("how many seeds to check (at most {MAX_SEARCH_CHUNK} per call)"),
                ))
            }
        };
        let limit = match present(fields, "limit") {
            Some(v) => Some(read_int(v, "limit", 1, i128::from(u32::MAX))? as u64),
            None => None,
        };
        Ok(SearchOptions { map, filter, scan, start, count, limit })
    }
}

/// The result of one search call.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchChunk {
    /// Seeds checked (fewer than asked when the limit was reached).
    pub checked: u64,
    /// The matches, in scan order.
    pub matches: Vec<Match>,
    /// The filter in canonical form.
    pub filter: String,
}

/// Checks one chunk of a seed search.
pub fn search(opts: &SearchOptions) -> Result<SearchChunk> {
    let s = Search::new(opts.filter.clone(), &opts.map)?;
    let mut matches = Vec::new();
    let checked = s.scan(opts.scan, opts.start, opts.count, |m| {
        matches.push(m);
        opts.limit.is_none_or(|l| (matches.len() as u64) < l)
    });
    Ok(SearchChunk { checked, matches, filter: opts.filter.to_string() })
}

/// Refuses option names not in `known`, listing the known ones.
pub fn check_names(fields: &BTreeMap<String, Value>, known: &[&str]) -> Result<()> {
    match fields.keys().find(|k| !known.contains(&k.as_str())) {
        Some(k) => {
            let shown: String = k.chars().take(40).collect();
            Err(Error::option(shown, format!("unknown option; the options are {}", known.join(", "))))
        }
        None => Ok(()),
    }
}

/// The field's value unless it is absent or null (both mean "default").
pub fn present<'a>(fields: &'a BTreeMap<String, Value>, name: &str) -> Option<&'a Value> {
    fields.get(name).filter(|v| !matches!(v, Value::Null))
}

/// An integer option within `lo..=hi`; numeric strings are accepted too (URL
/// parameters and HTML attributes are strings).
pub fn read_int(v: &Value, name: &str, lo: i128, hi: i128) -> Result<i128> {
    let n = match v {
        Value::Int(i) => Some(*i),
        Value::Str(s) if !s.trim().is_empty() && s.trim().len() <= 20 => s.trim().parse::<i128>().ok(),
        _ => None,
    };
    match n {
        Some(i) if (lo..=hi).contains(&i) => Ok(i),
        _ => {
            Err(Error::option(name, format!("expected an integer from {} to {}, got {v}", int_text(lo), int_text(hi))))
        }
    }
}

/// Reads `bossesSeen`: `true` (every boss), `false` (none) or an array of
/// boss names.
fn read_bosses_seen(v: &Value) -> Result<BossesSeen> {
    const NAME: &str = "bossesSeen";
    match v {
        Value::Array(items) => {
            let names = items
                .iter()
                .map(|i| match i {
                    Value::Str(s) => Ok(s.as_str()),
                    _ => Err(Error::option(NAME, format!("expected boss names, got {i}"))),
                })
                .collect::<Result<Vec<_>>>()?;
            BossesSeen::from_names(&names).map_err(|e| Error::option(NAME, e))
        }
        _ => match read_bool(v, NAME) {
            Ok(all) => Ok(if all { BossesSeen::ALL } else { BossesSeen::NONE }),
            Err(_) => Err(Error::option(NAME, format!("expected true, false or an array of boss names, got {v}"))),
        },
    }
}

/// A boolean option; `"true"`/`"false"` strings are accepted too.
pub fn read_bool(v: &Value, name: &str) -> Result<bool> {
    match v {
        Value::Bool(b) => Ok(*b),
        Value::Str(s) if s == "true" => Ok(true),
        Value::Str(s) if s == "false" => Ok(false),
        _ => Err(Error::option(name, format!("expected true or false, got {v}"))),
    }
}

/// Reads `seed` (the game's string) or `seedValue` (the number: a decimal
/// string, a safe integer, or a BigInt) — exactly one of them.
pub fn read_seed(fields: &BTreeMap<String, Value>) -> Result<Option<SeedInput>> {
    let text = present(fields, "seed");
    let value = present(fields, "seedValue");
    match (text, value) {
        (Some(_), Some(_)) => Err(Error::option(
            "seed",
            "give either `seed` (the game's seed string) or `seedValue` (its number), not both",
        )),
        (Some(Value::Str(s)), None) => Ok(Some(SeedInput::Text(s.clone()))),
        (Some(other), None) => Err(Error::option(
            "seed",
            format!("expected the game's seed string, got {other} (for the seed's number use `seedValue`)"),
        )),
        (None, Some(v)) => {
            let n = match v {
                Value::Str(s) => parse_seed_value(s).map_err(|e| Error::option("seedValue", e.to_string()))?,
                Value::Int(i) => i64::try_from(*i)
                    .or_else(|_| u64::try_from(*i).map(|u| u as i64))
                    .map_err(|_| Error::option("seedValue", format!("{} does not fit in 64 bits", int_text(*i))))?,
                Value::Float(x) => {
                    return Err(Error::option(
                        "seedValue",
                        format!(
                            "{} is not an exact integer; pass large seeds as a decimal string or a BigInt",
                            float_text(*x)
                        ),
                    ))
                }
                other => {
                    return Err(Error::option(
                        "seedValue",
                        format!("expected a decimal string, an integer or a BigInt, got {}", other.kind()),
                    ))
                }
            };
            Ok(Some(SeedInput::Value(n)))
        }
        (None, None) => Ok(None),
    }
}

/// Generates the maps `opts` asks for.
pub fn generate_map(opts: &MapOptions) -> Result<MapSet> {
    if opts.seed.is_none() {
        return Err(Error::option(
            "seed",
            "a seed is required: `seed` (the game's seed string) or `seedValue` (its number)",
        ));
    }
    match opts.game {
        Game::Sts1 => {
            let mut set = crate::sts1::generate(opts)?;
            if opts.multiplayer {
                set.warnings.push("`multiplayer` only applies to Slay the Spire 2 and was ignored".into());
            }
            Ok(set)
        }
        Game::Sts2 => crate::sts2::generate(opts),
    }
}

/// Walks a route through the maps of `opts.map`'s seed.
pub fn walk_route(opts: &RouteOptions) -> Result<RouteWalk> {
    if opts.map.seed.is_none() {
        return Err(Error::option(
            "seed",
            "a seed is required: `seed` (the game's seed string) or `seedValue` (its number)",
        ));
    }
    match opts.map.game {
        Game::Sts1 => crate::sts1::walk::walk(opts),
        Game::Sts2 => crate::sts2::walk::walk(opts),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(json: &str) -> Result<MapOptions> {
        MapOptions::from_value(&Value::from_json(json).unwrap())
    }

    #[test]
    fn reads_every_option() {
        let o = opts(
            r#"{"game":"sts1","seedValue":"-5","ascension":20,"act":2,"finalActUnlocked":false,"emeraldKeyTakenInAct":1,"multiplayer":true}"#,
        )
        .unwrap();
        assert_eq!(
            o,
            MapOptions {
                game: Game::Sts1,
                seed: Some(SeedInput::Value(-5)),
                ascension: 20,
                act: Some(2),
                final_act_unlocked: false,
                emerald_key_taken_in_act: Some(1),
                bosses_seen: BossesSeen::ALL,
                multiplayer: true,
            }
        );
        assert_eq!(opts(r#"{"seed":"abc"}"#).unwrap().seed, Some(SeedInput::Text("abc".into())));
        assert_eq!(opts(r#"{"seedValue":673465884448}"#).unwrap().seed, Some(SeedInput::Value(673465884448)));
        assert_eq!(opts(r#"{"seed":"x","ascension":"7","act":null}"#).unwrap().ascension, 7);
        for (json, seen) in [
            (r#"true"#, BossesSeen::ALL),
            (r#"false"#, BossesSeen::NONE),
            (r#"[]"#, BossesSeen::NONE),
            (r#"["The Guardian","champ"]"#, BossesSeen::from_names(&["Guardian", "Champ"]).unwrap()),
        ] {
            assert_eq!(opts(&format!(r#"{{"seed":"x","bossesSeen":{json}}}"#)).unwrap().bosses_seen, seen, "{json}");
        }
        assert_ne!(BossesSeen::from_names(&["Guardian", "Champ"]).unwrap(), BossesSeen::NONE);
    }

    #[test]
    fn wrong_options_are_named() {
        for (json, name, needle) in [
            (r#"{"seed":"a","ascension":21}"#, "ascension", "0 to 20"),
            (r#"{"seed":"a","ascension":1.5}"#, "ascension", "1.5"),
            (r#"{"seed":"a","act":0}"#, "act", "1 to 4"),
            (r#"{"seed":"a","acsension":1}"#, "acsension", "unknown option"),
            (r#"{"seed":"a","seedValue":"1"}"#, "seed", "not both"),
            (r#"{"seed":5}"#, "seed", "seedValue"),
            (r#"{"seedValue":1e300}"#, "seedValue", "BigInt"),
            (r#"{"seedValue":"12x"}"#, "seedValue", "`x`"),
            (r#"{"seedValue":[1]}"#, "seedValue", "an array"),
            (r#"{"seed":"a","game":"sts3"}"#, "game", "sts3"),
            (r#"{"seed":"a","finalActUnlocked":"yes"}"#, "finalActUnlocked", "true or false"),
            (r#"{"seed":"a","emeraldKeyTakenInAct":4}"#, "emeraldKeyTakenInAct", "1 to 3"),
            (r#"{"seed":"a","multiplayer":1}"#, "multiplayer", "true or false"),
            (r#"{"seed":"a","bossesSeen":1}"#, "bossesSeen", "true, false or an array of boss names"),
            (r#"{"seed":"a","bossesSeen":["Hexaghost",3]}"#, "bossesSeen", "expected boss names, got 3"),
            (r#"{"seed":"a","bossesSeen":["Heart"]}"#, "bossesSeen", "`Heart` is not an act 1-3 boss"),
        ] {
            match opts(json) {
                Err(Error::Option { name: n, message }) => {
                    assert_eq!(n, name, "{json}");
                    assert!(message.contains(needle), "{json}: {message}");
                }
                other => panic!("{json}: expected an error about {name}, got {other:?}"),
            }
        }
        assert!(MapOptions::from_value(&Value::Array(vec![])).unwrap_err().to_string().contains("an object"));
    }

    #[test]
    fn sts2_options_route_to_the_sts2_engine() {
        let set = generate_map(&opts(r#"{"game":"sts2","seed":"abcdefghjklm","multiplayer":true,"act":1}"#).unwrap())
            .unwrap();
        assert_eq!((set.game, set.seed.as_str(), set.acts.len()), (Game::Sts2, "ABCDEFGHJKLM", 1));
        assert_eq!(set.acts[0].sts2.as_ref().map(|x| x.room_rows), Some(14));
        let set = generate_map(&opts(r#"{"seed":"AGCK93XT","multiplayer":true}"#).unwrap()).unwrap();
        assert!(set.warnings.iter().any(|w| w.contains("`multiplayer` only applies to Slay the Spire 2")));
    }

    #[test]
    fn search_options_read_the_scan_and_check_everything() {
        let o = SearchOptions::from_value(
            &Value::from_json(r#"{"filter":"a1.starts >= 4","fromValue":"-5","start":10,"count":100,"limit":2}"#)
                .unwrap(),
        )
        .unwrap();
        assert_eq!((o.scan, o.start, o.count, o.limit), (Scan::Sequential { from: -5 }, 10, 100, Some(2)));
        let o = SearchOptions::from_value(
            &Value::from_json(r#"{"filter":"a1.starts >= 4","from":"10","count":1}"#).unwrap(),
        )
        .unwrap();
        assert_eq!(o.scan, Scan::Sequential { from: 35 });
        let o =
            SearchOptions::from_value(&Value::from_json(r#"{"filter":"a1.starts>=4","rngSeed":9,"count":5}"#).unwrap())
                .unwrap();
        assert_eq!(o.scan, Scan::Random { rng_seed: 9 });
        for (json, needle) in [
            (r#"{"count":5}"#, "a filter is required"),
            (r#"{"filter":"a1.starts>=4"}"#, "how many seeds"),
            (r#"{"filter":"a1.starts>=4","count":20000000}"#, "0 to 10000000"),
            (r#"{"filter":"a1.starts>=4","count":5,"rngSeed":1,"from":"A"}"#, "no starting seed"),
            (r#"{"filter":"a1.starts>=4","count":5,"fromValue":"x"}"#, "fromValue"),
            (r#"{"filter":"a1.stars>=4","count":5}"#, "unknown quantity `stars`"),
        ] {
            let e = SearchOptions::from_value(&Value::from_json(json).unwrap()).unwrap_err().to_string();
            assert!(e.contains(needle), "{json}: {e}");
        }
        // A chunk stops at its limit and reports how far it got.
        let o = SearchOptions::from_value(
            &Value::from_json(r#"{"filter":"a1.starts>=4","count":5000,"limit":2}"#).unwrap(),
        )
        .unwrap();
        let r = search(&o).unwrap();
        assert_eq!(r.matches.len(), 2);
        assert_eq!(r.checked, r.matches[1].index + 1);
    }

    #[test]
    fn a_seed_is_required() {
        let e = generate_map(&MapOptions::default()).unwrap_err();
        assert!(e.to_string().contains("a seed is required"), "{e}");
    }
}
