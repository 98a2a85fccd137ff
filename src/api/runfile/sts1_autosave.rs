//! Slay the Spire `.autosave` files (the game's `SaveFile`, written when a
//! floor is entered: JSON, XORed with `"key"`, base64; [`super::detect`]
//! undoes both).
//!
//! Read: `seed` (a JSON integer), `ascension_level`, `act_num`, `floor_num`,
//! `room_x` / `room_y` (the room the save was made in), `path_x` / `path_y`
//! (the nodes entered), `metric_path_taken` and `metric_path_per_floor`
//! (as in a `.run`: map icons entered, and per finished floor the room it
//! turned out to be), `metric_build_version`, `is_daily`, `is_trial`,
//! `is_endless_mode`, `daily_mods`, `custom_mods`, `relics`,
//! `metric_relics_obtained`, `metric_items_purchased` /
//! `metric_item_purchase_floors`. The save does not name the character; it
//! is read from the starter relic. Every other field is ignored.
//!
//! Coordinates: the current act's floors take the last `path_x` / `path_y`
//! entries when those end at `room_x` / `room_y`; otherwise only the current
//! room's coordinates are used.

use serde_json::Value;

use super::detect::{ascension, field, field_or, object};
use super::sts1_run::{flag_warnings, path_rooms, per_floor_rooms, question_relics, seed_of, split_acts, Obtained};
use super::{FileResult, Flags, Kind, RunFile};
use crate::seed::SeedInput;

/// The character a starter relic (or its boss-relic upgrade) belongs to.
fn character_of(relics: &[String]) -> Option<&'static str> {
    relics.iter().find_map(|r| match r.as_str() {
        "Burning Blood" | "Black Blood" => Some("IRONCLAD"),
        "Ring of the Snake" | "Ring of the Serpent" => Some("THE_SILENT"),
        "Cracked Core" | "FrozenCore" => Some("DEFECT"),
        "PureWater" | "HolyWater" => Some("WATCHER"),
        _ => None,
    })
}

/// Reads a decoded autosave.
pub fn read(value: &Value) -> FileResult<RunFile> {
    const WHAT: &str = "this Slay the Spire autosave";
    let obj = object(value)?;
    let seed = seed_of(obj, "seed", WHAT)?;
    let taken: Vec<String> = field_or(obj, "metric_path_taken", Vec::new())?;
    let per_floor: Vec<Option<String>> = field_or(obj, "metric_path_per_floor", Vec::new())?;
    let mut mods: Vec<String> = field_or(obj, "daily_mods", Vec::new())?;
    mods.extend(field_or::<Vec<String>>(obj, "custom_mods", Vec::new())?);
    let flags = Flags {
        daily: field_or(obj, "is_daily", false)?,
        trial: field_or(obj, "is_trial", false)?,
        custom: !mods.is_empty(),
        endless: field_or(obj, "is_endless_mode", false)?,
    };
    let mut warnings = Vec::new();
    flag_warnings(&flags, &mods, &mut warnings);
    let relics: Vec<String> = field_or(obj, "relics", Vec::new())?;
    let obtained: Vec<Obtained> = field_or(obj, "metric_relics_obtained", Vec::new())?;
    let purchased: Vec<String> = field_or(obj, "metric_items_purchased", Vec::new())?;
    let purchase_floors: Vec<f64> = field_or(obj, "metric_item_purchase_floors", Vec::new())?;
    let act_num: i64 = field_or(obj, "act_num", 1)?;
    let floor_num: i64 = field_or(obj, "floor_num", 0)?;
    let path_x: Vec<i64> = field_or(obj, "path_x", Vec::new())?;
    let path_y: Vec<i64> = field_or(obj, "path_y", Vec::new())?;
    let room: Option<(i64, i64)> = match (field::<i64>(obj, "room_x")?, field::<i64>(obj, "room_y")?) {
        (Some(x), Some(y)) => Some((x, y)),
        _ => None,
    };

    let mut acts = split_acts(&path_rooms(&taken, "metric_path_taken")?);
    if let (Some(current), Some((rx, ry))) = (acts.last_mut().filter(|a| i64::from(a.act) == act_num), room) {
        let k = current.floors.len();
        let xy = |x: i64, y: i64| Some([u8::try_from(x).ok()?, u8::try_from(y).ok()?]).filter(|&[x, _]| x <= 6);
        let tail: Option<Vec<[u8; 2]>> = (path_x.len() == path_y.len() && path_x.len() >= k)
            .then(|| {
                path_x[path_x.len() - k..].iter().zip(&path_y[path_y.len() - k..]).map(|(&x, &y)| xy(x, y)).collect()
            })
            .flatten();
        match tail {
            Some(coords) if coords.last().is_some_and(|&c| Some(c) == xy(rx, ry)) => {
                for (f, c) in current.floors.iter_mut().zip(coords) {
                    f.coord = Some(c);
                }
            }
            _ => {
                if let (Some(last), Some(c)) = (current.floors.last_mut(), xy(rx, ry)) {
                    if usize::from(c[1]) + 1 == k {
                        last.coord = Some(c);
                    }
                }
            }
        }
    }
    let character = field::<String>(obj, "character_chosen")?.or_else(|| character_of(&relics).map(String::from));
    Ok(RunFile {
        ascension: ascension(obj, "ascension_level")?,
        character,
        build: field(obj, "metric_build_version")?,
        flags,
        floors_reached: floor_num.clamp(0, 10_000) as u32,
        acts,
        per_floor: per_floor_rooms(&per_floor, "metric_path_per_floor")?,
        question_relics: question_relics(&relics, &obtained, &purchased, &purchase_floors),
        warnings,
        ..RunFile::of(Kind::Sts1Autosave, SeedInput::Value(seed))
    })
}
