//! Slay the Spire `.run` history files (the game's `RunData`, written as JSON
//! when a run ends), and the map-symbol rules both StS1 readers share.
//!
//! Read: `seed_played` (the seed's signed 64-bit number as a decimal string),
//! `ascension_level`, `character_chosen`, `build_version`, `floor_reached`,
//! `is_daily`, `is_trial`, `is_endless`, `daily_mods`, `path_taken` (the map
//! icon of every map node entered, `BOSS` for a boss), `path_per_floor` (per
//! floor from floor 1, the room it turned out to be: a `?` that became a fight
//! reads `M`; `null` for the boss chest and the door to act 4),
//! `relics_obtained` and `items_purchased` / `item_purchase_floors` (for the
//! relics that change `?` rooms), `neow_bonus` / `neow_cost` and
//! `card_choices`, `potions_floor_spawned` and `boss_relics` (for the
//! predicted rewards). Every other field is
//! ignored.
//!
//! Acts: `path_taken` lists acts 1-3 as 15 rooms and `BOSS` each, then act
//! 4's rest, shop, elite and `BOSS` (the Heart, a node of act 4's map); a
//! second `BOSS` in a row (the ascension-20 double boss) is not a map node.

use serde::Deserialize;
use serde_json::{Map, Value};

use super::detect::{ascension, field, field_or, object, required};
use super::{ActRecord, CardChoice, FileError, FileResult, Flags, FloorRecord, Kind, QuestionRelic, RunFile};
use crate::map::Room;
use crate::seed::{parse_seed_value, SeedInput};

/// The relics that change what `?` rooms become (spec sts1.md §7).
pub const QUESTION_RELICS: [&str; 2] = ["Tiny Chest", "Juzu Bracelet"];

/// A `card_choices` entry: `{floor, picked, not_picked}` (floors as
/// integers or floats).
#[derive(Deserialize)]
pub(super) struct Choice {
    #[serde(default)]
    floor: f64,
    #[serde(default)]
    picked: Option<String>,
    #[serde(default)]
    not_picked: Vec<String>,
}

/// The card rewards of `card_choices`: the pick (unless `SKIP` or `Singing
/// Bowl`, which are no card) and the cards not picked. Neow's cards are floor
/// 0.
pub(super) fn card_choices(choices: Vec<Choice>) -> Vec<CardChoice> {
    choices
        .into_iter()
        .map(|c| CardChoice {
            floor: c.floor.max(0.0) as u32,
            cards: c.picked.into_iter().filter(|p| p != "SKIP" && p != "Singing Bowl").chain(c.not_picked).collect(),
        })
        .collect()
}

/// A `boss_relics` entry: the relic picked (absent after a skip).
#[derive(Deserialize)]
pub(super) struct BossChoice {
    #[serde(default)]
    picked: Option<String>,
}

/// A `{floor, key}` entry (`relics_obtained`); the game writes floors as
/// integers or as floats like `6.0`.
#[derive(Deserialize)]
pub(super) struct Obtained {
    #[serde(default)]
    floor: f64,
    #[serde(default)]
    key: String,
}

/// The room a StS1 map symbol stands for (`M`, `E`, `?`, `$`, `R`, `T`,
/// `BOSS` or `B`).
pub(super) fn symbol_room(s: &str) -> Option<Room> {
    Some(match s {
        "M" => Room::Monster,
        "E" => Room::Elite,
        "?" => Room::Event,
        "$" => Room::Shop,
        "R" => Room::Rest,
        "T" => Room::Treasure,
        "BOSS" | "B" => Room::Boss,
        _ => return None,
    })
}

/// Reads a `path_taken`-style list of map symbols.
pub(super) fn path_rooms(path: &[String], name: &str) -> FileResult<Vec<Room>> {
    path.iter()
        .enumerate()
        .map(|(i, s)| {
            symbol_room(s).ok_or_else(|| {
                let shown: String = s.chars().take(20).collect();
                FileError(format!(
                    "field `{name}`, entry {}: `{shown}` is not a Slay the Spire map symbol (M, ?, E, R, $, T, BOSS); a modded run?",
                    i + 1
                ))
            })
        })
        .collect()
}

/// Reads a `path_per_floor`-style list: a room per floor, `null` off the map.
pub(super) fn per_floor_rooms(path: &[Option<String>], name: &str) -> FileResult<Vec<Option<Room>>> {
    path.iter()
        .enumerate()
        .map(|(i, s)| match s {
            None => Ok(None),
            Some(s) => symbol_room(s).map(Some).ok_or_else(|| {
                let shown: String = s.chars().take(20).collect();
                FileError(format!("field `{name}`, floor {}: `{shown}` is not a Slay the Spire room symbol", i + 1))
            }),
        })
        .collect()
}

/// Splits the rooms entered into acts: acts 1-3 end at their `BOSS` (not a
/// route row); act 4 keeps its `BOSS` (the Heart); a `BOSS` that opens an act
/// is the second boss of a double boss and is dropped.
pub(super) fn split_acts(rooms: &[Room]) -> Vec<ActRecord> {
    let mut acts: Vec<ActRecord> = Vec::new();
    let mut current = ActRecord { act: 1, floors: Vec::new() };
    for &room in rooms {
        if room == Room::Boss && current.act < 4 {
            if current.floors.is_empty() && current.act > 1 {
                continue;
            }
            let next = current.act + 1;
            acts.push(std::mem::replace(&mut current, ActRecord { act: next, floors: Vec::new() }));
            continue;
        }
        if room == Room::Boss && current.floors.is_empty() {
            continue;
        }
        current.floors.push(FloorRecord::symbol(room));
        if room == Room::Boss {
            break; // the Heart: an endless run's later loops are not matched
        }
    }
    if !current.floors.is_empty() {
        acts.push(current);
    }
    acts
}

/// The question-room relics among `owned`, with the floor each was obtained
/// on from `obtained` (relic rewards) or the purchases.
pub(super) fn question_relics(
    owned: &[String],
    obtained: &[Obtained],
    purchased: &[String],
    purchase_floors: &[f64],
) -> Vec<QuestionRelic> {
    QUESTION_RELICS
        .iter()
        .filter(|name| {
            owned.iter().any(|r| r == *name)
                || obtained.iter().any(|o| o.key == **name)
                || purchased.iter().any(|p| p == *name)
        })
        .map(|&name| {
            let floor = obtained
                .iter()
                .find(|o| o.key == name)
                .map(|o| o.floor)
                .or_else(|| purchased.iter().position(|p| p == name).and_then(|i| purchase_floors.get(i).copied()));
            QuestionRelic { name, floor: floor.map(|f| f.max(0.0) as u32) }
        })
        .collect()
}

/// The warnings the StS1 flags call for.
pub(super) fn flag_warnings(flags: &Flags, mods: &[String], warnings: &mut Vec<String>) {
    if flags.daily {
        warnings.push("a daily climb: its modifiers are applied to the maps (docs/modifiers.md)".to_string());
    }
    if flags.trial {
        warnings.push("a trial run: its modifiers can change the map, so it may differ from the prediction".into());
    }
    if !mods.is_empty() {
        let shown: Vec<String> = mods.iter().take(8).map(|m| m.chars().take(30).collect()).collect();
        warnings.push(format!("the run has modifiers ({}): applied to the maps", shown.join(", ")));
    }
    if flags.endless {
        warnings.push("an endless run: only its first pass through acts 1-4 is compared".into());
    }
}

/// The seed of a StS1 file: a decimal string (signed) or a JSON integer.
pub(super) fn seed_of(obj: &Map<String, Value>, name: &str, what: &str) -> FileResult<i64> {
    match obj.get(name) {
        Some(Value::String(s)) => parse_seed_value(s).map_err(|e| FileError(format!("field `{name}`: {e}"))),
        Some(Value::Number(n)) => n
            .as_i64()
            .or_else(|| n.as_u64().map(|u| u as i64))
            .ok_or_else(|| FileError(format!("field `{name}`: {n} is not a 64-bit seed"))),
        Some(other) => {
            Err(FileError(format!("field `{name}`: expected the seed number, got {}", super::detect::json_kind(other))))
        }
        None => Err(FileError(format!("{what} has no `{name}` field"))),
    }
}

/// Reads a `.run` file.
pub fn read(value: &Value) -> FileResult<RunFile> {
    const WHAT: &str = "this Slay the Spire .run file";
    let obj = object(value)?;
    let seed = seed_of(obj, "seed_played", WHAT)?;
    let taken: Vec<String> = required(obj, "path_taken", WHAT)?;
    let per_floor: Vec<Option<String>> = field_or(obj, "path_per_floor", Vec::new())?;
    let mods: Vec<String> = field_or(obj, "daily_mods", Vec::new())?;
    let flags = Flags {
        daily: field_or(obj, "is_daily", false)?,
        trial: field_or(obj, "is_trial", false)?,
        custom: !mods.is_empty(),
        endless: field_or(obj, "is_endless", false)?,
    };
    let mut warnings = Vec::new();
    flag_warnings(&flags, &mods, &mut warnings);
    let relics: Vec<String> = field_or(obj, "relics", Vec::new())?;
    let obtained: Vec<Obtained> = field_or(obj, "relics_obtained", Vec::new())?;
    let purchased: Vec<String> = field_or(obj, "items_purchased", Vec::new())?;
    let purchase_floors: Vec<f64> = field_or(obj, "item_purchase_floors", Vec::new())?;
    let floor_reached: Option<i64> = field(obj, "floor_reached")?;
    let neow_bonus: Option<String> = field(obj, "neow_bonus")?;
    let neow_cost: Option<String> = field(obj, "neow_cost")?;
    let choices: Vec<Choice> = field_or(obj, "card_choices", Vec::new())?;
    let potion_floors: Vec<f64> = field_or(obj, "potions_floor_spawned", Vec::new())?;
    let boss_choices: Vec<BossChoice> = field_or(obj, "boss_relics", Vec::new())?;
    Ok(RunFile {
        ascension: ascension(obj, "ascension_level")?,
        character: field(obj, "character_chosen")?,
        build: field(obj, "build_version")?,
        flags,
        floors_reached: floor_reached.map_or(per_floor.len() as u32, |f| f.clamp(0, 10_000) as u32),
        acts: split_acts(&path_rooms(&taken, "path_taken")?),
        per_floor: per_floor_rooms(&per_floor, "path_per_floor")?,
        relics_obtained: obtained.iter().map(|o| (o.floor.max(0.0) as u32, o.key.clone())).collect(),
        question_relics: question_relics(&relics, &obtained, &purchased, &purchase_floors),
        neow: neow_bonus.map(|b| (b, neow_cost.unwrap_or_else(|| "NONE".to_string()))),
        card_choices: card_choices(choices),
        potion_floors: potion_floors.iter().map(|f| f.max(0.0) as u32).collect(),
        boss_relic_picks: boss_choices.into_iter().take(2).map(|c| c.picked).collect(),
        replay: super::sts1_replay::replay(value).ok(),
        warnings,
        modifiers: mods,
        special_seed: field(obj, "special_seed")?,
        ..RunFile::of(Kind::Sts1Run, SeedInput::Value(seed))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn acts(symbols: &str) -> Vec<(u8, String)> {
        let path: Vec<String> = symbols.split(' ').map(String::from).collect();
        split_acts(&path_rooms(&path, "path_taken").unwrap())
            .into_iter()
            .map(|a| (a.act, a.floors.iter().map(|f| f.room.unwrap().symbol()).collect()))
            .collect()
    }

    #[test]
    fn acts_end_at_their_boss_and_act_4_keeps_the_heart() {
        assert_eq!(acts("M ? BOSS M"), vec![(1, "M?".into()), (2, "M".into())]);
        assert_eq!(
            acts("M BOSS M BOSS M BOSS R $ E BOSS M"),
            vec![(1, "M".into()), (2, "M".into()), (3, "M".into()), (4, "R$EB".into())]
        );
        // The ascension-20 double boss: the second BOSS is no node of act 4.
        assert_eq!(acts("M BOSS M BOSS M BOSS BOSS R")[3], (4, "R".into()));
    }

    #[test]
    fn symbols_outside_the_game_are_named() {
        let e = path_rooms(&["M".into(), "X".into()], "path_taken").unwrap_err();
        assert!(e.0.contains("entry 2: `X`"), "{e}");
        assert_eq!(per_floor_rooms(&[None, Some("B".into())], "p").unwrap(), vec![None, Some(Room::Boss)]);
    }

    #[test]
    fn question_relics_take_the_floor_they_were_obtained_on() {
        let obtained = vec![Obtained { floor: 6.0, key: "Juzu Bracelet".into() }];
        let r =
            question_relics(&["Juzu Bracelet".into(), "Tiny Chest".into()], &obtained, &["Tiny Chest".into()], &[20.0]);
        assert_eq!(
            r,
            vec![
                QuestionRelic { name: "Tiny Chest", floor: Some(20) },
                QuestionRelic { name: "Juzu Bracelet", floor: Some(6) }
            ]
        );
    }
}
