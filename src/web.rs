//! The JavaScript API: every `#[wasm_bindgen]` export lives here, as a thin
//! layer over the entry points of [`crate::api`]. Options arrive as plain
//! JavaScript objects, are turned into a [`Value`] here (BigInts keep all 64
//! bits, nesting is limited) and read by the same derived readers as the
//! CLI's JSON ([`crate::options`]); results leave as plain objects
//! (serde-wasm-bindgen, JSON-compatible: `null` for absent values, 64-bit
//! numbers as strings). Every failure is thrown as a JavaScript `Error` with
//! a message. The `.d.ts` types are derived from the Rust structs (`tsify`).
//!
//! The page's modules export the map, route and plan functions, one module
//! per game (built with the `sts1` or the `sts2` feature alone, see
//! [`crate::api`]), so the page loads only the engine of the game shown; each
//! game's in two builds: the map module (`generate_map` alone, what the page
//! loads up front) and the route module (with the `routes` feature, adding
//! `walk_route` and `best_route`), loaded on the first route walked; seed
//! search lives in another module built with the `search-worker` feature,
//! which only the search panel's Web Workers load, so the page does not ship
//! the search code up front; the run-file reader in a third, built with the
//! `run-file-reader` feature and loaded on the first run file opened.

use js_sys::{Array, BigInt, Object, Reflect};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::api;
#[cfg(not(any(feature = "search-worker", feature = "run-file-reader")))]
use crate::api::MapOptions;
#[cfg(feature = "search-worker")]
use crate::api::SearchOptions;
#[cfg(all(feature = "routes", not(any(feature = "search-worker", feature = "run-file-reader"))))]
use crate::api::{PlanOptions, RouteOptions};
use crate::value::{Value, MAX_DEPTH};

// The TypeScript types: each option and result struct derives its own
// declaration (`tsify`, written into the `.d.ts` by wasm-bindgen); the
// options objects, which join several structs, are declared beside their
// readers (`options::TYPESCRIPT`).
#[wasm_bindgen(typescript_custom_section)]
const TS_OPTIONS: &'static str = api::TYPESCRIPT;

#[cfg(not(any(feature = "search-worker", feature = "run-file-reader")))]
/// Generates the maps for a seed. Throws an `Error` naming the problem when
/// the options are wrong.
#[wasm_bindgen(js_name = generate_map, unchecked_return_type = "MapSet")]
pub fn generate_map(#[wasm_bindgen(unchecked_param_type = "MapOptions")] options: JsValue) -> Result<JsValue, JsError> {
    let opts = MapOptions::from_value(&to_value(&options, 0)?)?;
    to_js(&api::generate_map(&opts)?)
}

#[cfg(all(feature = "routes", not(any(feature = "search-worker", feature = "run-file-reader"))))]
/// The daily of a date in the options' game (`{ game, date, players, build }`;
/// the date defaults to today in UTC): `{ game, date, seed, seedValue,
/// character, ascension, modifiers, modifierNames, build, notes, day }`, whose
/// `seed`, `character`, `ascension` and `modifiers` (with `daily: true`) open
/// its maps. In the route modules (the derivations' tables stay out of the
/// map modules the page loads first). Throws an `Error` naming a wrong option.
#[wasm_bindgen(js_name = daily, unchecked_return_type = "Daily")]
pub fn daily(#[wasm_bindgen(unchecked_param_type = "DailyOptions")] options: JsValue) -> Result<JsValue, JsError> {
    let opts = api::DailyOptions::from_value(&to_value(&options, 0)?)?;
    let now = (js_sys::Date::now() / 1000.0) as i64;
    to_js(&api::daily(&opts, now)?)
}

#[cfg(all(feature = "routes", not(any(feature = "search-worker", feature = "run-file-reader"))))]
/// The best route through one act for a criterion, by dynamic programming.
#[wasm_bindgen(js_name = best_route, unchecked_return_type = "RoutePlan")]
pub fn best_route(#[wasm_bindgen(unchecked_param_type = "PlanOptions")] options: JsValue) -> Result<JsValue, JsError> {
    let opts = PlanOptions::from_value(&to_value(&options, 0)?)?;
    to_js(&api::best_route(&opts)?)
}

#[cfg(all(feature = "routes", not(any(feature = "search-worker", feature = "run-file-reader"))))]
/// Walks a route: every floor's room, ? odds and outcomes, fights and bosses.
#[wasm_bindgen(js_name = walk_route, unchecked_return_type = "RouteWalk")]
pub fn walk_route(#[wasm_bindgen(unchecked_param_type = "RouteOptions")] options: JsValue) -> Result<JsValue, JsError> {
    let opts = RouteOptions::from_value(&to_value(&options, 0)?)?;
    to_js(&api::walk_route(&opts)?)
}

#[cfg(all(feature = "routes", not(any(feature = "search-worker", feature = "run-file-reader"))))]
/// What a Slay the Spire 1 run start gives: Neow's options and what they
/// give, the boss chests, the assumptions (in the route module, with the
/// content tables, so that the first module stays small).
#[wasm_bindgen(js_name = run_start, unchecked_return_type = "RunStartSet")]
pub fn run_start(#[wasm_bindgen(unchecked_param_type = "MapOptions")] options: JsValue) -> Result<JsValue, JsError> {
    let opts = MapOptions::with_run_start(&to_value(&options, 0)?)?;
    to_js(&api::run_start(&opts)?)
}

#[cfg(feature = "search-worker")]
/// Checks one chunk of a seed search (Web Workers call it repeatedly).
#[wasm_bindgen(js_name = search, unchecked_return_type = "SearchChunk")]
pub fn search(#[wasm_bindgen(unchecked_param_type = "SearchOptions")] options: JsValue) -> Result<JsValue, JsError> {
    let opts = SearchOptions::from_value(&to_value(&options, 0)?)?;
    // As JSON parsed by the engine, not object by object: a broad filter's
    // chunk holds many matches, and each object field crossing into
    // JavaScript on its own cost more than finding the match (the same
    // values: `to_js` is JSON-compatible).
    let json = serde_json::to_string(&api::search(&opts)?)
        .map_err(|e| JsError::new(&format!("internal error: could not convert the result: {e}")))?;
    js_sys::JSON::parse(&json).map_err(|_| JsError::new("internal error: could not convert the result"))
}

#[cfg(feature = "search-worker")]
/// A seed search compiled once, for chunk after chunk of its scan (a Web
/// Worker keeps one per run): `new SearchScanner(options)` reads the options
/// as `search` does (their start, count and limit unused) and throws the same
/// errors; `scan(start, count, limit?)` checks `count` seeds (at most
/// 10 000 000) from index `start`.
#[wasm_bindgen]
pub struct SearchScanner(api::Scanner);

#[cfg(feature = "search-worker")]
#[wasm_bindgen]
impl SearchScanner {
    /// Compiles the search of `options` (their start, count and limit
    /// unused); throws the engine's message for options it refuses.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "SearchOptions")] options: JsValue,
    ) -> Result<SearchScanner, JsError> {
        let opts = SearchOptions::from_value(&to_value(&options, 0)?)?;
        Ok(SearchScanner(api::Scanner::new(&opts)?))
    }

    /// Checks `count` seeds from index `start`, stopping after `limit`
    /// matches; returns the count of seeds checked on the first line, then a
    /// line `index seed seedValue` per match, in scan order (one string
    /// crosses to the page's thread for far less than as many objects).
    pub fn scan(&self, start: f64, count: f64, limit: Option<f64>) -> Result<String, JsError> {
        let whole = |x: f64, least: f64, most: f64, name: &str| {
            if x.fract() == 0.0 && (least..=most).contains(&x) {
                Ok(x as u64)
            } else {
                Err(JsError::new(&format!("{name}: a whole number from {least} to {most}, not {x}")))
            }
        };
        let start = whole(start, 0.0, 9_007_199_254_740_991.0, "start")?;
        let count = whole(count, 0.0, crate::search::MAX_SEARCH_CHUNK as f64, "count")?;
        let limit = limit.map(|l| whole(l, 1.0, f64::from(u32::MAX), "limit")).transpose()?;
        let (checked, matches) = self.0.scan_packed(start, count, limit);
        Ok(if matches.is_empty() { checked.to_string() } else { format!("{checked}\n{matches}") })
    }
}

#[cfg(feature = "search-worker")]
/// Parses a search filter and returns it in canonical form; throws an
/// `Error` naming the first problem.
#[wasm_bindgen(js_name = check_filter)]
pub fn check_filter(filter: &str) -> Result<String, JsError> {
    Ok(api::check_filter(filter)?)
}

#[cfg(feature = "search-worker")]
/// The names a filter can compare with, as the game shows them (the search
/// panel's suggestions): room kinds, bosses, fights, burning buffs.
#[wasm_bindgen(js_name = filter_names, unchecked_return_type = "FilterNames")]
pub fn filter_names() -> Result<JsValue, JsError> {
    to_js(&api::filter_names())
}

#[cfg(feature = "search-worker")]
/// Benchmark: generates `count` StS1 act maps (acts 1-3 of consecutive seeds
/// from `first_seed`, in the engine's own form, nothing converted to
/// JavaScript) and returns their checksum in decimal, the same loop and
/// checksum as `spire-map bench`. The caller times it.
#[wasm_bindgen(js_name = bench_acts)]
pub fn bench_acts(first_seed: u32, count: u32) -> String {
    api::bench_acts(i64::from(first_seed), u64::from(count)).to_string()
}

#[cfg(feature = "search-worker")]
/// Benchmark: generates `count` StS2 act maps (acts 1-3 of the seed strings
/// numbered from `first_seed`, ascension 10, in the engine's own form) and
/// returns their checksum in decimal, the same loop and checksum as
/// `spire-map bench --game sts2`. The caller times it.
#[wasm_bindgen(js_name = bench_sts2_acts)]
pub fn bench_sts2_acts(first_seed: u32, count: u32) -> String {
    api::bench_sts2_acts(u64::from(first_seed), u64::from(count)).to_string()
}

#[cfg(feature = "run-file-reader")]
/// Reads a run or save file's text (a Slay the Spire `.run` or `.autosave`, a
/// Slay the Spire 2 `.run` or `current_run.save`) and lays it over the seed's
/// maps. In a module of its own, loaded on the first file, so the JSON reader
/// is part of neither the page's first load nor the search panel's.
/// `profile`: a Slay the Spire 2 profile's text form (`"REGENT3,REGENT6"`;
/// none or `"mature"`: the mature one) the run was played with. Throws an
/// `Error` naming the problem with the file or the profile.
#[wasm_bindgen(js_name = read_run_file, unchecked_return_type = "RunReport")]
pub fn read_run_file(text: &str, profile: Option<String>) -> Result<JsValue, JsError> {
    let profile = profile
        .map(|p| {
            crate::options::Sts2Profile::parse(&p).map_err(|e| JsError::new(&format!("invalid option `profile`: {e}")))
        })
        .transpose()?;
    to_js(&crate::api::read_run_bytes_with(text.as_bytes(), profile.as_ref())?)
}

#[cfg(feature = "run-file-reader")]
/// Reads a Slay the Spire 2 `progress.save`'s text into the profile it gives
/// (`{ profile, describe, runs }`: `profile` is the `profile` option's
/// value). In the run-file reader's module, beside `read_run_file`. Throws an
/// `Error` naming the field that is missing or of the wrong shape.
#[wasm_bindgen(js_name = read_profile, unchecked_return_type = "ProfileRead")]
pub fn read_profile(text: &str) -> Result<JsValue, JsError> {
    to_js(&crate::api::read_profile(text)?)
}

/// The crate's version, for the page's footer and bug reports.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// Serialises an engine result as a plain, JSON-compatible JavaScript value.
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&format!("internal error: could not convert the result: {e}")))
}

/// Reads any JavaScript value into a [`Value`]. BigInts become integers (or
/// decimal strings when they exceed 128 bits), so 64-bit seeds keep every digit.
/// (The run-file module's one export takes the file's text, not an options object.)
#[cfg_attr(feature = "run-file-reader", allow(dead_code))]
fn to_value(v: &JsValue, depth: usize) -> Result<Value, JsError> {
    if v.is_null() || v.is_undefined() {
        return Ok(Value::Null);
    }
    if let Some(b) = v.as_bool() {
        return Ok(Value::Bool(b));
    }
    if let Some(x) = v.as_f64() {
        return Ok(if x.fract() == 0.0 && x.abs() <= 9_007_199_254_740_991.0 {
            Value::Int(x as i128)
        } else {
            Value::Float(x)
        });
    }
    if let Some(s) = v.as_string() {
        return Ok(Value::Str(s));
    }
    if let Some(b) = v.dyn_ref::<BigInt>() {
        let text: String = b.to_string(10).map(String::from).unwrap_or_default();
        return Ok(text.parse::<i128>().map(Value::Int).unwrap_or(Value::Str(text)));
    }
    if depth >= MAX_DEPTH {
        return Err(JsError::new(&format!("invalid options: nested more than {MAX_DEPTH} levels deep")));
    }
    if Array::is_array(v) {
        let arr: &Array = v.unchecked_ref();
        return arr.iter().map(|item| to_value(&item, depth + 1)).collect::<Result<_, _>>().map(Value::Array);
    }
    if v.is_function() || v.is_symbol() || !v.is_object() {
        return Ok(Value::Str(format!("<{}>", v.js_typeof().as_string().unwrap_or_default())));
    }
    let mut map = crate::value::Object::default();
    for entry in Object::entries(v.unchecked_ref()).iter() {
        let key = Reflect::get_u32(&entry, 0).ok().and_then(|k| k.as_string()).unwrap_or_default();
        let value = Reflect::get_u32(&entry, 1).unwrap_or(JsValue::UNDEFINED);
        map.insert(key, to_value(&value, depth + 1)?);
    }
    Ok(Value::Object(map))
}
