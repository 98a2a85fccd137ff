//! Slay the Spire 2 `current_run.save` (the run in progress).
//!
//! Read: `schema_version`, `rng.seed` (the seed string), `ascension`,
//! `game_mode`, `modifiers`, `players` (more than one: multiplayer),
//! `current_act_index`, `acts[i].id`, the current act's `saved_map`
//! (`start`, `points`, `boss`, `second_boss`: each with `coord {col, row}`,
//! `type` and `children`) and `visited_map_coords` (the current act's path so
//! far, from the Ancient at `(3, 0)`). Every other field is ignored.
//!
//! A save holds only the current act's path, so only that act is matched; its
//! coordinates make the match exact. `schema_version` 18 is a save of the
//! 32-bit string hash builds (spec sts2.md §3.3, era E2: v0.108, and taken to
//! be v0.107.1's, the main branch's, too); older schemas are reported as a
//! different game build.

use serde::Deserialize;
use serde_json::Value;

use super::detect::{ascension, field, field_or, object, required};
use super::sts2_run::{bad_point, mode_flags, point_room};
use super::{ActRecord, FileError, FileResult, FloorRecord, Kind, RunFile, SavedMap, SavedPoint};
use crate::seed::SeedInput;

/// The save schema of the v0.108-era builds (32-bit seed hash, modelled);
/// older schemas are not modelled.
pub const LAST_OLD_SCHEMA: u32 = 18;

#[derive(Deserialize, Clone, Copy)]
struct Coord {
    col: i64,
    row: i64,
}

impl Coord {
    fn xy(self, place: &str) -> FileResult<[u8; 2]> {
        match (u8::try_from(self.col), u8::try_from(self.row)) {
            (Ok(x), Ok(y)) if x <= 6 && y <= 40 => Ok([x, y]),
            _ => Err(FileError(format!("{place}: ({}, {}) is not a map coordinate", self.col, self.row))),
        }
    }
}

#[derive(Deserialize)]
struct Point {
    coord: Coord,
    #[serde(rename = "type")]
    ty: String,
    #[serde(default)]
    children: Vec<Coord>,
}

#[derive(Deserialize)]
struct StoredMap {
    start: Option<Point>,
    #[serde(default)]
    points: Vec<Point>,
    boss: Option<Point>,
    second_boss: Option<Point>,
}

#[derive(Deserialize)]
struct Act {
    #[serde(default)]
    saved_map: Option<StoredMap>,
}

#[derive(Deserialize)]
struct Rng {
    seed: String,
}

fn saved_point(p: &Point, place: &str) -> FileResult<SavedPoint> {
    let coord = p.coord.xy(place)?;
    let room = point_room(&p.ty).ok_or_else(|| bad_point(&p.ty, place))?;
    let children = p.children.iter().map(|c| c.xy(place)).collect::<FileResult<_>>()?;
    Ok(SavedPoint { coord, room, children })
}

/// Reads a StS2 save.
pub fn read(value: &Value) -> FileResult<RunFile> {
    const WHAT: &str = "this Slay the Spire 2 save";
    let obj = object(value)?;
    let rng: Rng = required(obj, "rng", WHAT)?;
    let schema: Option<u32> = field(obj, "schema_version")?;
    let acts_in: Vec<Act> = field_or(obj, "acts", Vec::new())?;
    let index: usize = field_or(obj, "current_act_index", 0)?;
    if index >= usize::from(crate::sts2::acts::ACTS) {
        return Err(FileError(format!("field `current_act_index`: {index} is not an act of Slay the Spire 2 (0-2)")));
    }
    let act = index as u8 + 1;
    let visited: Vec<Coord> = field_or(obj, "visited_map_coords", Vec::new())?;
    let mode: String = field_or(obj, "game_mode", "standard".to_string())?;
    let modifiers: Vec<Value> = field_or(obj, "modifiers", Vec::new())?;
    let players: Vec<Value> = field_or(obj, "players", Vec::new())?;
    let mut warnings = Vec::new();
    let flags = mode_flags(&mode, modifiers.len(), &mut warnings);
    let multiplayer = players.len() > 1;

    let mut floors = Vec::new();
    for (i, c) in visited.iter().enumerate() {
        let xy = c.xy(&format!("visited_map_coords, entry {}", i + 1))?;
        if xy[1] == 0 {
            continue; // the Ancient, below the first route row
        }
        // The room comes from the stored map when it has the point (below).
        floors.push(FloorRecord { room: None, coord: Some(xy) });
    }
    let saved_map = match acts_in.get(index).and_then(|a| a.saved_map.as_ref()) {
        Some(m) => {
            let mut points = Vec::new();
            for (p, name) in m.start.iter().map(|p| (p, "start")) {
                points.push(saved_point(p, &format!("saved_map.{name}"))?);
            }
            for (i, p) in m.points.iter().enumerate() {
                points.push(saved_point(p, &format!("saved_map.points, entry {}", i + 1))?);
            }
            for (p, name) in m.boss.iter().map(|p| (p, "boss")).chain(m.second_boss.iter().map(|p| (p, "second_boss")))
            {
                points.push(saved_point(p, &format!("saved_map.{name}"))?);
            }
            Some(SavedMap { act, points })
        }
        None => None,
    };
    // Each visited floor's room, from the stored map (the save names no rooms
    // on the path itself); a coordinate the map lacks keeps no room check.
    if let Some(m) = &saved_map {
        for f in &mut floors {
            if let Some(p) = m.points.iter().find(|p| Some(p.coord) == f.coord) {
                f.room = Some(p.room);
            }
        }
    }
    if index > 0 {
        warnings.push(format!(
            "a save holds the path of the current act only: act {act} is matched, acts before it are not"
        ));
    }
    let other_build = schema.filter(|&s| s < LAST_OLD_SCHEMA).map(|s| {
        format!("a save older than v0.107.1 and v0.108 (schema_version {s}), whose maps this engine does not model: a different game build")
    });
    // A save names no build: schema 18 is v0.108's (8DVXPWUWRY) and, the
    // run files of both having schema 9, taken to be v0.107.1's too; the two
    // builds' maps are the same, so it is read as the main branch's.
    let sts2_build = match schema {
        Some(LAST_OLD_SCHEMA) => {
            warnings.push(
                "a save of schema_version 18 names no build: read as the main branch v0.107.1 (v0.108, an earlier beta, \
                 has the same maps)"
                    .into(),
            );
            crate::options::Sts2Build::V0107
        }
        _ => crate::options::Sts2Build::default(),
    };
    let before = crate::sts2::acts::first_floor(act, multiplayer) as u32 - 1;
    Ok(RunFile {
        ascension: ascension(obj, "ascension")?,
        character: players.first().and_then(|p| p.get("character")).and_then(Value::as_str).map(String::from),
        build: schema.map(|s| format!("save schema {s}")),
        flags,
        floors_reached: before + visited.len() as u32,
        multiplayer,
        acts: if floors.is_empty() { Vec::new() } else { vec![ActRecord { act, floors }] },
        saved_map,
        other_build,
        sts2_build,
        warnings,
        ..RunFile::of(Kind::Sts2Save, SeedInput::Text(rng.seed))
    })
}
