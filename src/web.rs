//! The JavaScript API: every `#[wasm_bindgen]` export lives here, as a thin
//! layer over the engine. Options arrive as plain JavaScript objects and are
//! read by the same code as the CLI's JSON ([`crate::value`],
//! [`crate::options`]); results leave as plain objects (serde-wasm-bindgen,
//! JSON-compatible: `null` for absent values, 64-bit numbers as strings).
//! Every failure is thrown as a JavaScript `Error` with a message.
//!
//! The page's module (the default build) exports the map, route and plan
//! functions; seed search lives in a second module built with the
//! `search-worker` feature, which only the search panel's Web Workers load,
//! so the page does not ship the search code up front.

use std::collections::BTreeMap;

use js_sys::{Array, BigInt, Object, Reflect};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[cfg(feature = "search-worker")]
use crate::options::SearchOptions;
#[cfg(not(feature = "search-worker"))]
use crate::options::{MapOptions, PlanOptions, RouteOptions};
use crate::value::{Value, MAX_DEPTH};

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** Which game: Slay the Spire 1 or 2. */
export type Game = "sts1" | "sts2";
/** A map node's room icon. */
export type Room = "monster" | "elite" | "event" | "shop" | "rest" | "treasure" | "boss" | "victory" | "ancient";
/** The burning elite's buff. */
export type Buff = "strength" | "maxHp" | "metallicize" | "regenerate";

/** Options of `generate_map`. Give exactly one of `seed` and `seedValue`. */
export interface MapOptions {
  /** Default "sts1". */
  game?: Game;
  /** The game's seed string as typed or pasted ("AGCK93XT"; case-insensitive, O reads as 0; StS2 also reads I as 1). */
  seed?: string;
  /** StS1 only: the seed's signed 64-bit number, as .run files store it: a decimal string, a safe integer or a BigInt. */
  seedValue?: string | number | bigint;
  /** 0-20, default 0. */
  ascension?: number;
  /** Only this act (StS1 1-4, StS2 1-3); all acts when absent. */
  act?: number | null;
  /** StS1: the final act is unlocked (burning elites, act 4). Default true. */
  finalActUnlocked?: boolean;
  /** StS1: the act in which the Emerald Key was taken (1-3); later acts have no burning elite. */
  emeraldKeyTakenInAct?: number | null;
  /**
   * StS1: the bosses the profile has seen. `true` (default): all, so every act's boss list is
   * shuffled; `false`: none; or the names of the bosses seen (e.g. ["The Guardian", "Champ"]):
   * an act with an unseen boss meets the first unseen one in the game's discovery order, unshuffled.
   */
  bossesSeen?: boolean | string[];
  /** StS2: a multiplayer run (every act has one room row fewer). Default false. */
  multiplayer?: boolean;
}

/** What a best route optimises. */
export type RouteCriterion = "mostElites" | "fewestElites" | "fewestFights" | "mostFights" | "mostEvents" | "mostRests" | "mostShops";

/** Options of `best_route`: map options with the act, a criterion and an optional start node. */
export interface PlanOptions extends MapOptions {
  act: number;
  criterion: RouteCriterion;
  /** Start at this node [x, y] instead of the act's first floor. */
  from?: [number, number] | null;
}

/** Room counts along a route and the gold its fights give (from the map icons). */
export interface RouteTotals {
  monsters: number; elites: number; events: number; shops: number; rests: number;
  treasures: number; bosses: number; goldMin: number; goldMax: number;
}

/** The result of `best_route`. */
export interface RoutePlan {
  game: Game;
  act: number;
  criterion: RouteCriterion;
  /** The nodes [x, y] from the start to the top. */
  path: [number, number][];
  /** How many rooms of the criterion's kind the route has. */
  score: number;
  totals: RouteTotals;
}

/** Options of `walk_route`. */
export interface RouteOptions extends MapOptions {
  /** Per act from `startAct`: the column chosen on each floor ("2,2,1/3,3" or [[2,2,1],[3,3]]); a prefix is fine. */
  route: string | number[][];
  /** The act the route starts in (default 1; `act` means the same). */
  startAct?: number;
  /** ? rooms the run entered before the route starts (default 0). */
  questionRoomsBefore?: number;
  /** StS1: Tiny Chest's counter (0-3) when the route starts; absent/null: not owned. */
  tinyChest?: number | boolean | null;
  /** StS1: Juzu Bracelet is owned (? rooms never become fights). */
  juzuBracelet?: boolean;
}

/** What a ? room turns into. */
export type Outcome = "monster" | "elite" | "shop" | "treasure" | "event";
/** The chances of each outcome of a ? room. */
export interface Odds { monster: number; elite: number; shop: number; treasure: number; event: number; }

/** One floor of a walked route. */
export interface FloorStep {
  act: number; x: number; y: number; floor: number; room: Room;
  /** ? rooms: the chances it was rolled with. */
  odds?: Odds;
  /** ? rooms: what it became (a spoiler). */
  outcome?: Outcome;
  /** ? rooms: which ? room of the run (0 = first). */
  questionRoom?: number;
  /** Fights: which encounter (a spoiler). */
  encounter?: string;
  /** The burning elite's buff. */
  burning?: BurningElite;
}

/** A boss fight at the top of a completed act. */
export interface BossFight { act: number; floor: number; encounter: string; }

/** Options of `search`: one chunk of a seed scan. */
export interface SearchOptions {
  /** The filter, e.g. "a1.boss = Hexaghost and a1.max(elites) >= 4" (see check_filter). */
  filter: string;
  game?: Game;
  ascension?: number;
  finalActUnlocked?: boolean;
  bossesSeen?: boolean | string[];
  /** Sequential scan from this seed string ... */
  from?: string;
  /** ... or from this seed number. */
  fromValue?: string | number | bigint;
  /** Random scan keyed by this number (reproducible). */
  rngSeed?: string | number | bigint;
  /** Index of this chunk's first seed within the scan (default 0). */
  start?: number;
  /** How many seeds to check (at most 10 000 000). */
  count: number;
  /** Stop after this many matches. */
  limit?: number;
}

/** A seed that matched. */
export interface SearchMatch { index: number; seed: string; seedValue: string; }

/** The result of one `search` call. */
export interface SearchChunk { checked: number; matches: SearchMatch[]; filter: string; }

/** The names of the filter language (`filter_names`). */
export interface FilterNames { kinds: string[]; bosses: string[]; fights: string[]; buffs: string[]; }

/** The result of `walk_route`. */
export interface RouteWalk {
  game: Game; seed: string; seedValue: string; ascension: number;
  route: string;
  floors: FloorStep[];
  bosses: BossFight[];
  totals: RouteTotals;
  questionRoomsAfter: number;
  warnings: string[];
}


/** A drawn map node. */
export interface MapNode { x: number; y: number; room: Room; }
/** An edge between two drawn nodes, [x, y] to [x, y]. */
export interface MapEdge { from: [number, number]; to: [number, number]; }
/** The burning (Emerald Key) elite. `amount` is a percentage for maxHp. */
export interface BurningElite { x: number; y: number; buff: Buff; amount: number; }

/** One act's map. */
export interface ActMap {
  act: number;
  name: string;
  width: number;
  height: number;
  /** The floor number of row 0. */
  firstFloor: number;
  /** Exactly the nodes the game draws, row-major. */
  nodes: MapNode[];
  /** Edges between drawn nodes, row by row (StS1: no edges into the boss; StS2: the Ancient's and the bosses' edges included). */
  edges: MapEdge[];
  burningElite: BurningElite | null;
  /** StS1: the act boss (the icon above the map). */
  boss?: string;
  /** StS1: the boss fights in order (two in act 3 at ascension 20). */
  bosses?: string[];
  /** StS1: the normal fights in fight order (map monsters and ? rooms that become fights, in visit order). */
  monsters?: string[];
  /** StS1: the elite fights in fight order. */
  elites?: string[];
  /** StS2: room rows 1..roomRows (15/14/13, one fewer in multiplayer); the Ancient is row 0, the boss row roomRows + 1. */
  roomRows?: number;
  /** StS2: the Ancient's node [x, y] (always [3, 0]). */
  ancient?: [number, number];
  /** StS2: the boss node(s) [x, y]; two in act 3 from ascension 10. */
  bossNodes?: [number, number][];
  /** StS2: the room counts the act drew (targets). */
  targets?: RoomCounts;
  /** StS2: the rooms of those types the map has, fixed rows not counted (placement and pruning can fall short). */
  placed?: RoomCounts;
}

/** StS2: counts of the queued room types. */
export interface RoomCounts { rest: number; shop: number; elite: number; unknown: number; }

/** The result of `generate_map`. */
export interface MapSet {
  game: Game;
  /** The canonical seed string as the game displays it. */
  seed: string;
  /** The seed's number in decimal (a string: JavaScript numbers cannot hold 64 bits; StS2: the 64-bit run seed, XXH64 of the seed string). */
  seedValue: string;
  ascension: number;
  /** Things a player should know about this seed (trial keys, wrapped strings, ...). */
  warnings: string[];
  acts: ActMap[];
  /** StS2: the game builds whose map generator these maps follow. */
  gameBuild?: string;
}
"#;

#[cfg(not(feature = "search-worker"))]
/// Generates the maps for a seed. Throws an `Error` naming the problem when
/// the options are wrong.
#[wasm_bindgen(js_name = generate_map, unchecked_return_type = "MapSet")]
pub fn generate_map(#[wasm_bindgen(unchecked_param_type = "MapOptions")] options: JsValue) -> Result<JsValue, JsError> {
    let opts = MapOptions::from_value(&to_value(&options, 0)?)?;
    to_js(&crate::generate_map(&opts)?)
}

#[cfg(not(feature = "search-worker"))]
/// The best route through one act for a criterion, by dynamic programming.
#[wasm_bindgen(js_name = best_route, unchecked_return_type = "RoutePlan")]
pub fn best_route(#[wasm_bindgen(unchecked_param_type = "PlanOptions")] options: JsValue) -> Result<JsValue, JsError> {
    let opts = PlanOptions::from_value(&to_value(&options, 0)?)?;
    to_js(&crate::options::best_route(&opts)?)
}

#[cfg(not(feature = "search-worker"))]
/// Walks a route: every floor's room, ? odds and outcomes, fights and bosses.
#[wasm_bindgen(js_name = walk_route, unchecked_return_type = "RouteWalk")]
pub fn walk_route(#[wasm_bindgen(unchecked_param_type = "RouteOptions")] options: JsValue) -> Result<JsValue, JsError> {
    let opts = RouteOptions::from_value(&to_value(&options, 0)?)?;
    to_js(&crate::options::walk_route(&opts)?)
}

#[cfg(feature = "search-worker")]
/// Checks one chunk of a seed search (Web Workers call it repeatedly).
#[wasm_bindgen(js_name = search, unchecked_return_type = "SearchChunk")]
pub fn search(#[wasm_bindgen(unchecked_param_type = "SearchOptions")] options: JsValue) -> Result<JsValue, JsError> {
    let opts = SearchOptions::from_value(&to_value(&options, 0)?)?;
    to_js(&crate::options::search(&opts)?)
}

#[cfg(feature = "search-worker")]
/// Parses a search filter and returns it in canonical form; throws an
/// `Error` naming the first problem.
#[wasm_bindgen(js_name = check_filter)]
pub fn check_filter(filter: &str) -> Result<String, JsError> {
    Ok(crate::search::Filter::parse(filter)?.to_string())
}

#[cfg(feature = "search-worker")]
/// The names a filter can compare with, as the game shows them (the search
/// panel's suggestions): room kinds, bosses, fights, burning buffs.
#[wasm_bindgen(js_name = filter_names, unchecked_return_type = "FilterNames")]
pub fn filter_names() -> Result<JsValue, JsError> {
    to_js(&crate::search::filter::vocabulary())
}

#[cfg(feature = "search-worker")]
/// Benchmark: generates `count` StS1 act maps (acts 1-3 of consecutive seeds
/// from `first_seed`, in the engine's own form, nothing converted to
/// JavaScript) and returns their checksum in decimal, the same loop and
/// checksum as `spire-map bench`. The caller times it.
#[wasm_bindgen(js_name = bench_acts)]
pub fn bench_acts(first_seed: u32, count: u32) -> String {
    crate::search::generate_acts(i64::from(first_seed), u64::from(count)).to_string()
}

#[cfg(feature = "search-worker")]
#[wasm_bindgen(typescript_custom_section)]
const RUN_TS_TYPES: &'static str = r#"
/** The result of `read_run_file` (the same JSON as `spire-map run --format json`). */
export interface RunReport {
  game: Game;
  kind: "sts1Run" | "sts1Autosave" | "sts2Run" | "sts2Save";
  seed: string;
  seedValue: string;
  ascension: number;
  character: string | null;
  build: string | null;
  flags: { daily: boolean; trial: boolean; custom: boolean; endless: boolean };
  floorsReached: number;
  /** Per act the file records, every predicted route (columns from the act's first route row) that fits it. */
  acts: { act: number; routes: number[][] }[];
  fits: boolean;
  mismatch: { act: number; floor: number; reason: string } | null;
  savedMap: { act: number; identical: boolean; differences: string[] } | null;
  warnings: string[];
}
"#;

#[cfg(feature = "search-worker")]
/// Reads a run or save file's text (a Slay the Spire `.run` or `.autosave`, a
/// Slay the Spire 2 `.run` or `current_run.save`) and lays it over the seed's
/// maps. In the lazily loaded module, so the JSON reader is not part of the
/// page's first load. Throws an `Error` naming the problem with the file.
#[wasm_bindgen(js_name = read_run_file, unchecked_return_type = "RunReport")]
pub fn read_run_file(text: &str) -> Result<JsValue, JsError> {
    to_js(&crate::runfile::read_run_file(text)?)
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
    let mut map = BTreeMap::new();
    for entry in Object::entries(v.unchecked_ref()).iter() {
        let key = Reflect::get_u32(&entry, 0).ok().and_then(|k| k.as_string()).unwrap_or_default();
        let value = Reflect::get_u32(&entry, 1).unwrap_or(JsValue::UNDEFINED);
        map.insert(key, to_value(&value, depth + 1)?);
    }
    Ok(Value::Object(map))
}
