//! The options of one chunk of seed search (the page's Web Workers call
//! `search` with them): the filter and the scan, beside the map settings in
//! the same object (the seed and the act do not apply). The search engine
//! owns them: the scan's starting seed is read by each game's seed rules.

use serde::Deserialize;

use super::{Filter, Scan};
use crate::error::{Error, Result};
use crate::map::Game;
use crate::options::{read, read_parts, MapOptions};
use crate::value::Value;

/// The most seeds one `search` call checks (a Web Worker calls it in chunks
/// so that it can report progress and be cancelled).
pub const MAX_SEARCH_CHUNK: u64 = 10_000_000;

/// What a chunk of seed search takes. (TypeScript: `SearchOptions` is the
/// map settings without `act` and these, `SearchSettings`.)
#[derive(Clone, Debug, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "SearchSettings", missing_as_null))]
pub struct SearchOptions {
    /// Game and run settings (seed and act unused; read from the same object).
    #[serde(skip)]
    pub map: MapOptions,
    /// The filter, e.g. "a1.boss = Hexaghost and a1.max(elites) >= 4" (see check_filter).
    #[serde(deserialize_with = "filter")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string"))]
    pub filter: Filter,
    /// Which seeds: read from `from`, `fromValue` or `rngSeed` (sequential from seed 0 when none is given).
    #[serde(skip, default = "from_seed_zero")]
    pub scan: Scan,
    /// Sequential scan from this seed string ...
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string"))]
    from: Option<String>,
    /// ... or from this seed number.
    #[serde(default, deserialize_with = "read::seed_value")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string | number | bigint"))]
    from_value: Option<i64>,
    /// Random scan keyed by this number (reproducible).
    #[serde(default, deserialize_with = "read::seed_value")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string | number | bigint"))]
    rng_seed: Option<i64>,
    /// Index of this chunk's first seed within the scan (default 0).
    #[serde(default, deserialize_with = "read::int::<_, _, 0, { u64::MAX }>")]
    pub start: u64,
    /// How many seeds to check (at most 10 000 000).
    #[serde(deserialize_with = "read::int::<_, _, 0, MAX_SEARCH_CHUNK>")]
    pub count: u64,
    /// Stop after this many matches.
    #[serde(default, deserialize_with = "read::some_int::<_, _, 1, { u32::MAX as u64 }>")]
    pub limit: Option<u64>,
    /// The character whose rewards the filter reads (StS1 `bossrelics`,
    /// `card(1)` and `shop.relic`, StS2 `card(N)`, `chest(N)`, `shop.relic`; default the
    /// Ironclad); read into `map.start` by the game's
    /// names ([`crate::options::RunStartOptions::settle`]).
    #[serde(default, deserialize_with = "read::character")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string"))]
    character: Option<String>,
}

/// The scan when none is given: sequential from seed 0.
fn from_seed_zero() -> Scan {
    Scan::Sequential { from: 0 }
}

/// `filter`: the filter text, parsed.
fn filter<'de, D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Filter, D::Error> {
    use serde::de::Error as _;
    match Value::deserialize(d)? {
        Value::Str(s) => Filter::parse(&s).map_err(D::Error::custom),
        other => Err(D::Error::custom(format!("expected the filter text, got {}", other.kind()))),
    }
}

impl SearchOptions {
    /// The map options' names a search does not take.
    pub const WITHOUT: [&'static str; 9] = [
        "seed",
        "seedValue",
        "act",
        "emeraldKeyTakenInAct",
        "spoilers",
        "daily",
        "neow",
        "bossRelicPicks",
        "shortNeow",
    ];

    /// A chunk of `count` seeds of `scan` from index `start`, for the filter
    /// and the run settings of `map`.
    pub fn new(map: MapOptions, filter: Filter, scan: Scan, start: u64, count: u64, limit: Option<u64>) -> Self {
        let character = map.start.character_name.clone();
        SearchOptions {
            map,
            filter,
            scan,
            from: None,
            from_value: None,
            rng_seed: None,
            start,
            count,
            limit,
            character,
        }
    }

    /// The same search for `count` seeds from index `start`, without a match limit.
    pub fn chunk(&self, start: u64, count: u64) -> SearchOptions {
        SearchOptions { start, count, limit: None, ..self.clone() }
    }

    /// Reads search options: `filter`, the map settings (`game`, `ascension`,
    /// `finalActUnlocked`, `bossesSeen`, `multiplayer`), the scan (`from` seed
    /// string or `fromValue` number for a sequential scan, `rngSeed` for a
    /// random one), `start`, `count`, `limit`.
    pub fn from_value(v: &Value) -> Result<SearchOptions> {
        let (mut map, mut o): (MapOptions, SearchOptions) = read_parts(v, &Self::WITHOUT, |name| match name {
            "filter" => "a filter is required, e.g. \"a1.max(elites) >= 4\"".into(),
            "count" => format!("how many seeds to check (at most {MAX_SEARCH_CHUNK} per call)"),
            _ => "this option is required".into(),
        })?;
        // StS2 without a build: a 10-character `from` is the main branch's seed (as the viewer reads one).
        let build_given = v.as_object("options")?.get("build").is_some_and(|b| !matches!(b, Value::Null));
        if map.game == Game::Sts2 && !build_given {
            if let Some(s) = &o.from {
                map.build = crate::options::Sts2Build::for_seed_len(s.trim().chars().count());
            }
        }
        o.scan = match (o.from.take(), o.from_value.take(), o.rng_seed.take()) {
            (Some(_), _, Some(_)) | (_, Some(_), Some(_)) => {
                return Err(Error::option("rngSeed", "a random scan (rngSeed) has no starting seed (from / fromValue)"))
            }
            (None, None, Some(k)) => Scan::Random { rng_seed: k as u64 },
            (Some(_), Some(_), None) => return Err(Error::option("from", "give `from` or `fromValue`, not both")),
            (Some(s), None, None) => Scan::Sequential {
                from: match map.game {
                    Game::Sts1 => crate::sts1::seed::seed_from_string(&s)?,
                    Game::Sts2 => crate::sts2::seed::seed_number_of_len(&s, map.build.seed_len())? as i64,
                },
            },
            (None, Some(_), None) if map.game == Game::Sts2 => {
                return Err(Error::option("fromValue", "Slay the Spire 2 seeds are strings: start a scan with `from`"))
            }
            (None, Some(n), None) => Scan::Sequential { from: n },
            (None, None, None) => Scan::Sequential { from: 0 },
        };
        map.start.character_name = o.character.clone();
        map.start.settle(map.game)?;
        o.map = map;
        Ok(o)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(json: &str) -> Result<SearchOptions> {
        SearchOptions::from_value(&Value::from_json(json).unwrap())
    }

    #[test]
    fn search_options_read_the_scan_and_check_everything() {
        let o = read(r#"{"filter":"a1.starts >= 4","fromValue":"-5","start":10,"count":100,"limit":2}"#).unwrap();
        assert_eq!((o.scan, o.start, o.count, o.limit), (Scan::Sequential { from: -5 }, 10, 100, Some(2)));
        let o = read(r#"{"filter":"a1.starts >= 4","from":"10","count":1}"#).unwrap();
        assert_eq!(o.scan, Scan::Sequential { from: 35 });
        let o = read(r#"{"filter":"a1.starts>=4","rngSeed":9,"count":5}"#).unwrap();
        assert_eq!(o.scan, Scan::Random { rng_seed: 9 });
        let o = read(r#"{"filter":"a1.starts>=4","rngSeed":"18446744073709551615","count":5,"game":"sts2"}"#).unwrap();
        assert_eq!((o.scan, o.map.game), (Scan::Random { rng_seed: u64::MAX }, Game::Sts2));
        // The main branch's builds number 10-character seeds; a 10-character `from` picks v0.107.1.
        use crate::options::Sts2Build;
        let o = read(r#"{"filter":"a1.starts>=4","from":"0000000011","count":5,"game":"sts2"}"#).unwrap();
        assert_eq!((o.scan, o.map.build), (Scan::Sequential { from: 35 }, Sts2Build::V0107));
        let o = read(r#"{"filter":"a1.starts>=4","from":"11","count":5,"game":"sts2","build":"v0.108"}"#).unwrap();
        assert_eq!((o.scan, o.map.build), (Scan::Sequential { from: 35 }, Sts2Build::V0108));
        let o = read(r#"{"filter":"a1.starts>=4","from":"0000000011","count":5,"game":"sts2","build":"v0.110"}"#);
        assert_eq!(o.unwrap().map.build, Sts2Build::V0109ToV0111);
        let e = read(r#"{"filter":"a1.starts>=4","from":"00000000011","count":5,"game":"sts2","build":"v0.107.1"}"#);
        assert!(e.unwrap_err().to_string().contains("more than 10 characters"));
        for (json, needle) in [
            (r#"{"count":5}"#, "invalid option `filter`: a filter is required"),
            (r#"{"filter":"a1.starts>=4"}"#, "invalid option `count`: how many seeds"),
            (r#"{"filter":"a1.starts>=4","count":20000000}"#, "invalid option `count`: expected an integer from 0 to 10000000"),
            (r#"{"filter":"a1.starts>=4","count":5,"rngSeed":1,"from":"A"}"#, "no starting seed"),
            (r#"{"filter":"a1.starts>=4","count":5,"fromValue":"x"}"#, "invalid option `fromValue`: invalid seed"),
            (r#"{"filter":"a1.starts>=4","count":5,"from":3}"#, "invalid option `from`: "),
            (r#"{"filter":"a1.starts>=4","count":5,"from":"A","fromValue":1}"#, "not both"),
            (r#"{"filter":"a1.starts>=4","count":5,"fromValue":1,"game":"sts2"}"#, "Slay the Spire 2 seeds are strings"),
            (r#"{"filter":"a1.stars>=4","count":5}"#, "invalid filter: unknown quantity `stars`"),
            (r#"{"filter":7,"count":5}"#, "invalid option `filter`: expected the filter text, got an integer"),
            (r#"{"filter":"a1.starts>=4","count":5,"limit":0}"#, "invalid option `limit`: expected an integer from 1 to 4294967295"),
            (r#"{"filter":"a1.starts>=4","count":5,"seed":"A"}"#, "invalid option `seed`: unknown option; the options are game, ascension, finalActUnlocked, bossesSeen, multiplayer, build, modifiers, profile, filter, from, fromValue, rngSeed, start, count, limit, character"),
            (r#"{"filter":"a1.starts>=4","count":5,"act":1}"#, "invalid option `act`: unknown option"),
        ] {
            let e = read(json).unwrap_err().to_string();
            assert!(e.contains(needle), "{json}: {e}");
        }
    }

    #[test]
    fn the_typescript_leaves_out_what_the_reader_leaves_out() {
        let line = crate::options::TYPESCRIPT.lines().find(|l| l.starts_with("export type SearchOptions = ")).unwrap();
        // The map settings left out (the run-start names are not map settings).
        let map_names = SearchOptions::WITHOUT[2..].iter().filter(|n| !crate::options::start::NAMES.contains(n));
        let omitted: Vec<String> = map_names.map(|n| format!("\"{n}\"")).collect();
        assert_eq!(SearchOptions::WITHOUT[..2], ["seed", "seedValue"], "the seed: not in MapSettings at all");
        assert_eq!(
            line,
            format!(
                "export type SearchOptions = Omit<MapSettings, {}> & ProfileSetting & SearchSettings;",
                omitted.join(" | ")
            )
        );
    }
}
