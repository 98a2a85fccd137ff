//! The `deserialize_with` functions of the option structs: how one option's
//! value is read and what its error says (the option's name is added by the
//! deserializer, `value::de`).
//!
//! Each reads the value into a [`Value`] first and checks it by hand, which
//! is what keeps the messages: they show the value that was given (`got
//! "1e308"`, `got an array of 3`) and the values that are allowed, in the
//! project's words rather than serde's ("invalid type: string, expected
//! u8"). Integers also accept numeric strings, because URL parameters and
//! HTML attributes are strings.

use serde::de::{Deserializer, Error as _};
use serde::Deserialize;

use super::bosses::BossesSeen;
use super::build::Sts2Build;
use super::modifiers::{split, Modifiers};
use super::sts2_profile::{Sts2Profile, PROFILES};
use crate::error::Error;
use crate::map::Game;
use crate::plan::Criterion;
use crate::route::{route_from_value, Columns};
use crate::seed::parse_seed_value;
use crate::value::{float_text, int_text, Value};

/// The value as given.
fn value<'de, D: Deserializer<'de>>(d: D) -> Result<Value, D::Error> {
    Value::deserialize(d)
}

/// An integer within `lo..=hi`: a number or a numeric string.
pub fn int_in(v: &Value, lo: u64, hi: u64) -> Result<u64, String> {
    let n = match v {
        Value::Int(i) => Some(*i),
        Value::Str(s) if !s.trim().is_empty() && s.trim().len() <= 20 => s.trim().parse::<i128>().ok(),
        _ => None,
    };
    match n {
        Some(i) if (i128::from(lo)..=i128::from(hi)).contains(&i) => Ok(i as u64),
        _ => Err(format!("expected an integer from {} to {}, got {v}", int_text(lo.into()), int_text(hi.into()))),
    }
}

/// An integer option within `LO..=HI` (`deserialize_with = "read::int::<_, _, 0, 20>"`).
pub fn int<'de, D: Deserializer<'de>, T: TryFrom<u64>, const LO: u64, const HI: u64>(d: D) -> Result<T, D::Error> {
    let n = int_in(&value(d)?, LO, HI).map_err(D::Error::custom)?;
    T::try_from(n).map_err(|_| D::Error::custom("internal error: an option's range does not fit its type"))
}

/// An optional integer option within `LO..=HI` (given: `Some`).
pub fn some_int<'de, D: Deserializer<'de>, T: TryFrom<u64>, const LO: u64, const HI: u64>(
    d: D,
) -> Result<Option<T>, D::Error> {
    int::<D, T, LO, HI>(d).map(Some)
}

/// `game`: `"sts1"` or `"sts2"` (also `1` / `2`, any case).
pub fn game<'de, D: Deserializer<'de>>(d: D) -> Result<Game, D::Error> {
    let v = value(d)?;
    match &v {
        Value::Str(s) => Game::parse(s),
        _ => None,
    }
    .ok_or_else(|| D::Error::custom(format!("expected \"sts1\" or \"sts2\", got {v}")))
}

/// `bossesSeen`: `true` (every boss), `false` (none) or an array of boss names.
pub fn bosses_seen<'de, D: Deserializer<'de>>(d: D) -> Result<BossesSeen, D::Error> {
    let v = value(d)?;
    match &v {
        Value::Array(items) => {
            let names = items
                .iter()
                .map(|i| match i {
                    Value::Str(s) => Ok(s.as_str()),
                    _ => Err(D::Error::custom(format!("expected boss names, got {i}"))),
                })
                .collect::<Result<Vec<_>, _>>()?;
            BossesSeen::from_names(&names).map_err(D::Error::custom)
        }
        Value::Bool(all) => Ok(if *all { BossesSeen::ALL } else { BossesSeen::NONE }),
        Value::Str(s) if s == "true" || s == "false" => {
            Ok(if s == "true" { BossesSeen::ALL } else { BossesSeen::NONE })
        }
        _ => Err(D::Error::custom(format!("expected true, false or an array of boss names, got {v}"))),
    }
}

/// `seed`: the game's seed string.
pub fn seed_text<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    match value(d)? {
        Value::Str(s) => Ok(Some(s)),
        other => Err(D::Error::custom(format!(
            "expected the game's seed string, got {other} (for the seed's number use `seedValue`)"
        ))),
    }
}

/// A seed's number: a decimal string, an integer (a JavaScript safe integer
/// or a BigInt, which keeps all 64 bits) or an unsigned 64-bit value taken as
/// the same bits.
pub fn seed_number(v: &Value) -> Result<i64, Error> {
    match v {
        Value::Str(s) => parse_seed_value(s).map_err(|e| Error::option("", e.to_string())),
        Value::Int(i) => i64::try_from(*i)
            .or_else(|_| u64::try_from(*i).map(|u| u as i64))
            .map_err(|_| Error::option("", format!("{} does not fit in 64 bits", int_text(*i)))),
        Value::Float(x) => Err(Error::option(
            "",
            format!("{} is not an exact integer; pass large seeds as a decimal string or a BigInt", float_text(*x)),
        )),
        other => {
            Err(Error::option("", format!("expected a decimal string, an integer or a BigInt, got {}", other.kind())))
        }
    }
}

/// `seedValue` (and search's `fromValue`, `rngSeed`): a seed's number, see [`seed_number`].
pub fn seed_value<'de, D: Deserializer<'de>>(d: D) -> Result<Option<i64>, D::Error> {
    seed_number(&value(d)?).map(Some).map_err(D::Error::custom)
}

/// `route`: the text form `"2,2,1/3,3"` or an array of columns per act.
pub fn route<'de, D: Deserializer<'de>>(d: D) -> Result<Columns, D::Error> {
    route_from_value(&value(d)?).map_err(D::Error::custom)
}

/// `tinyChest`: the counter 0-3 (`true`: owned at 0, `false`: not owned).
pub fn tiny_chest<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u8>, D::Error> {
    match value(d)? {
        Value::Bool(owned) => Ok(owned.then_some(0)),
        v => int_in(&v, 0, 3).map(|c| Some(c as u8)).map_err(D::Error::custom),
    }
}

/// `criterion`: a criterion's name (`mostElites`, …).
pub fn criterion<'de, D: Deserializer<'de>>(d: D) -> Result<Criterion, D::Error> {
    match value(d)? {
        Value::Str(s) => Criterion::parse(&s).map_err(D::Error::custom),
        other => Err(D::Error::custom(format!("expected a criterion name, got {}", other.kind()))),
    }
}

/// `from` of `best_route`: a node `[x, y]`.
pub fn node<'de, D: Deserializer<'de>>(d: D) -> Result<Option<[u8; 2]>, D::Error> {
    match value(d)? {
        Value::Array(xy) if xy.len() == 2 => {
            let x = int_in(&xy[0], 0, 6).map_err(D::Error::custom)?;
            let y = int_in(&xy[1], 0, crate::plan::MAX_ROWS as u64 - 1).map_err(D::Error::custom)?;
            Ok(Some([x as u8, y as u8]))
        }
        other => Err(D::Error::custom(format!("expected [x, y], got {other}"))),
    }
}

/// Default `true`, for `#[serde(default = "read::yes")]`.
pub fn yes() -> bool {
    true
}

/// `build`: a Slay the Spire 2 game build (`"v0.108"`, `"v0.111"`, ...).
pub fn build<'de, D: Deserializer<'de>>(d: D) -> Result<Sts2Build, D::Error> {
    match value(d)? {
        Value::Str(s) => Sts2Build::parse(&s).map_err(D::Error::custom),
        other => Err(D::Error::custom(format!("expected a game build such as \"v0.108\", got {other}"))),
    }
}

/// `profile` (StS2): `"mature"` or the unlocks the profile lacks
/// ([`Sts2Profile::parse`]); `None` for the mature one. A build without
/// profiles ([`PROFILES`]: the page's map modules) refuses any other, naming
/// the module that takes it. (A plain function, not a serde reader:
/// [`super::MapOptions::read`] calls it.)
pub fn profile(v: &Value) -> Result<Option<Box<Sts2Profile>>, String> {
    if !PROFILES {
        // Kept small: this is the map modules' reader.
        return match v {
            Value::Str(s) if s == "mature" => Ok(None),
            _ => Err("only \"mature\" here: the route module (spire_map_sts2_routes) takes a profile".into()),
        };
    }
    let Value::Str(text) = v else {
        return Err(format!("expected \"mature\" or the unlocks a profile lacks, got {v}"));
    };
    let p = Sts2Profile::parse(text)?;
    Ok((!p.is_mature()).then(|| Box::new(p)))
}

/// `character`: a character's name, kept as text: which names are
/// characters depends on the game, another option, so
/// [`RunStartOptions::settle`](super::RunStartOptions::settle) reads it.
pub fn character<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    character_text(value(d)?).map(Some).map_err(D::Error::custom)
}

/// The text of a `character` value (also read apart by
/// [`super::MapOptions::read`] for a profile's relic bags).
pub fn character_text(v: Value) -> Result<String, String> {
    match v {
        Value::Str(s) => Ok(s),
        other => Err(format!("expected a character name such as \"silent\", got {other}")),
    }
}

/// `neow`: a Neow bonus as `.run` files write `neow_bonus` (`BOSS_RELIC`),
/// in any case; upper-cased here. Whether the seed offers it is the engine's
/// check (the options alone do not know the seed's four).
pub fn neow<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    match value(d)? {
        Value::Str(s) => {
            // StS2 multiplayer: one per player, comma-separated (each `RELIC.` optional).
            let name = s.to_ascii_uppercase();
            let ids: Vec<&str> =
                name.split(',').map(|n| n.trim()).map(|n| n.strip_prefix("RELIC.").unwrap_or(n)).collect();
            let id_like = |id: &&str| {
                !id.is_empty() && id.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_')
            };
            if ids.iter().all(id_like) {
                Ok(Some(ids.join(",")))
            } else {
                let shown: String = s.chars().take(32).collect();
                Err(D::Error::custom(format!(
                    "`{shown}` is not a Neow option: write it as .run files do, e.g. BOSS_RELIC (StS1) or GOLDEN_PEARL (StS2)"
                )))
            }
        }
        other => Err(D::Error::custom(format!(
            "expected a Neow option such as \"BOSS_RELIC\" (StS1) or \"GOLDEN_PEARL\" (StS2), got {other}"
        ))),
    }
}

/// `bossRelicPicks`: at most two entries, each a relic id (as `.run` files
/// write it) or `null` / `"SKIP"` for a skipped chest. Whether the chest
/// offered it is the engine's check.
pub fn boss_relic_picks<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Option<String>>, D::Error> {
    let v = value(d)?;
    let Value::Array(items) = &v else {
        return Err(D::Error::custom(format!("expected an array of at most two relic ids, got {v}")));
    };
    if items.len() > 2 {
        return Err(D::Error::custom(format!("expected an array of at most two relic ids, got {v}")));
    }
    items
        .iter()
        .map(|i| match i {
            Value::Null => Ok(None),
            Value::Str(s) if s.trim().eq_ignore_ascii_case("skip") || s.trim().is_empty() => Ok(None),
            Value::Str(s) => Ok(Some(s.trim().chars().take(40).collect())),
            other => Err(D::Error::custom(format!("expected a relic id or null, got {other}"))),
        })
        .collect()
}

/// The relics `relics` (of `walk_route`) takes: they change card rewards or
/// potions by a rule the engine knows.
pub const HELD_RELICS: [&str; 6] =
    ["Question Card", "Prayer Wheel", "Nloth's Gift", "Busted Crown", "White Beast Statue", "Sozu"];

/// One `"NAME@FLOOR"` of `relics` (the CLI's `--relic`): NAME one of
/// [`HELD_RELICS`] (any case), FLOOR 0-60. The error names the problem.
pub fn held_relic(text: &str) -> Result<(String, u16), String> {
    let shown: String = text.chars().take(40).collect();
    let (name, floor) = text
        .rsplit_once('@')
        .ok_or_else(|| format!("`{shown}`: expected \"NAME@FLOOR\" such as \"Prayer Wheel@12\""))?;
    let relic = HELD_RELICS
        .iter()
        .find(|r| r.eq_ignore_ascii_case(name.trim()))
        .ok_or_else(|| format!("`{shown}`: the relics whose rule is known are {}", HELD_RELICS.join(", ")))?;
    let floor = int_in(&Value::Str(floor.trim().to_string()), 0, 60).map_err(|e| format!("`{shown}`: {e}"))?;
    Ok((relic.to_string(), floor as u16))
}

/// `relics`: `"NAME@FLOOR"` entries (at most 16, [`held_relic`]).
pub fn held_relics<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(String, u16)>, D::Error> {
    let v = value(d)?;
    match &v {
        Value::Array(items) if items.len() <= 16 => items
            .iter()
            .map(|i| match i {
                Value::Str(s) => held_relic(s).map_err(D::Error::custom),
                _ => Err(D::Error::custom(format!("expected \"NAME@FLOOR\" such as \"Prayer Wheel@12\", got {i}"))),
            })
            .collect(),
        _ => Err(D::Error::custom(format!("expected an array of at most 16 \"NAME@FLOOR\", got {v}"))),
    }
}

/// `"FLOOR:WHAT"` (a route's event option or purchase on a floor).
pub fn floor_item(s: &str) -> Result<(u16, String), String> {
    let (floor, what) =
        s.split_once(':').ok_or_else(|| format!("expected \"FLOOR:NAME\" such as \"5:Fight\", got {s:?}"))?;
    let floor: u16 = floor
        .trim()
        .parse()
        .ok()
        .filter(|f| (1..=60).contains(f))
        .ok_or_else(|| format!("{s:?}: the floor must be a number from 1 to 60"))?;
    let what = what.trim();
    if what.is_empty() || what.len() > 40 {
        return Err(format!("{s:?}: a name of 1 to 40 characters after the floor"));
    }
    Ok((floor, what.to_string()))
}

/// A list of at most 64 `"FLOOR:NAME"` (StS1 `events`: the option taken
/// at the event on that floor; `purchases`: an item bought at that floor's
/// shop, `purge` for the removal).
pub fn floor_items<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(u16, String)>, D::Error> {
    let v = value(d)?;
    match &v {
        Value::Array(items) if items.len() <= 64 => items
            .iter()
            .map(|i| match i {
                Value::Str(s) => floor_item(s).map_err(D::Error::custom),
                _ => Err(D::Error::custom(format!("expected \"FLOOR:NAME\" such as \"5:Fight\", got {i}"))),
            })
            .collect(),
        _ => Err(D::Error::custom(format!("expected an array of at most 64 \"FLOOR:NAME\", got {v}"))),
    }
}

/// One `"FLOOR:AMOUNT"` of `goldSpent` (the CLI's `--gold-spent`): the
/// gold spent or lost on that floor beyond what the walk follows, -9999 to
/// 9999 (negative: gained).
pub fn floor_gold(s: &str) -> Result<(u16, i32), String> {
    let (floor, what) = floor_item(s).map_err(|_| format!("expected \"FLOOR:AMOUNT\" such as \"7:30\", got {s:?}"))?;
    let amount = what
        .parse::<i32>()
        .ok()
        .filter(|a| (-9999..=9999).contains(a))
        .ok_or_else(|| format!("{s:?}: the gold must be a whole number from -9999 to 9999"))?;
    Ok((floor, amount))
}

/// A floor and the (HP, max HP) on entering it.
pub type FloorHp = (u16, (i32, i32));

/// One `"FLOOR:HP/MAX"` of `hp` (the CLI's `--hp`): current and max HP on
/// entering that floor's room, 1 <= HP <= MAX <= 999.
pub fn floor_hp(s: &str) -> Result<FloorHp, String> {
    let (floor, what) =
        floor_item(s).map_err(|_| format!("expected \"FLOOR:HP/MAX\" such as \"9:30/80\", got {s:?}"))?;
    let pair =
        what.split_once('/').and_then(|(h, m)| Some((h.trim().parse::<i32>().ok()?, m.trim().parse::<i32>().ok()?)));
    match pair {
        Some((hp, max)) if 1 <= hp && hp <= max && max <= 999 => Ok((floor, (hp, max))),
        _ => Err(format!("{s:?}: expected HP/MAX after the floor, with 1 <= HP <= MAX <= 999 (\"9:30/80\")")),
    }
}

/// A list of at most 64 items read by `read` (`goldSpent`, `hp`).
fn floor_list<'de, D: Deserializer<'de>, T>(
    d: D,
    read: fn(&str) -> Result<T, String>,
    example: &str,
) -> Result<Vec<T>, D::Error> {
    let v = value(d)?;
    match &v {
        Value::Array(items) if items.len() <= 64 => items
            .iter()
            .map(|i| match i {
                Value::Str(s) => read(s).map_err(D::Error::custom),
                _ => Err(D::Error::custom(format!("expected {example}, got {i}"))),
            })
            .collect(),
        _ => Err(D::Error::custom(format!("expected an array of at most 64 {example}, got {v}"))),
    }
}

/// `goldSpent`: `"FLOOR:AMOUNT"` entries ([`floor_gold`]).
pub fn floor_golds<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(u16, i32)>, D::Error> {
    floor_list(d, floor_gold, "\"FLOOR:AMOUNT\" such as \"7:30\"")
}

/// `hp`: `"FLOOR:HP/MAX"` entries ([`floor_hp`]).
pub fn floor_hps<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<FloorHp>, D::Error> {
    floor_list(d, floor_hp, "\"FLOOR:HP/MAX\" such as \"9:30/80\"")
}

/// `modifiers`: an array of modifier names or one string of names separated
/// by commas, kept as given: which names are modifiers depends on the game,
/// another option, so [`super::MapOptions::read`] settles them.
pub fn modifiers<'de, D: Deserializer<'de>>(d: D) -> Result<Modifiers, D::Error> {
    let given = match value(d)? {
        Value::Str(s) => split(&s),
        Value::Array(items) => items
            .iter()
            .map(|i| match i {
                Value::Str(s) => Ok(s.trim().to_string()),
                other => Err(D::Error::custom(format!("expected modifier names, got {other}"))),
            })
            .collect::<Result<Vec<_>, _>>()?,
        other => {
            return Err(D::Error::custom(format!(
                "expected modifier names (an array, or one string separated by commas), got {other}"
            )))
        }
    };
    Ok(Modifiers { given, ..Modifiers::default() })
}

/// `date`: a day as `YYYY-MM-DD`.
pub fn date<'de, D: Deserializer<'de>>(d: D) -> Result<Option<super::date::Date>, D::Error> {
    match value(d)? {
        Value::Str(s) => super::date::Date::parse(&s).map(Some).map_err(D::Error::custom),
        other => Err(D::Error::custom(format!("expected a date such as \"2026-07-26\", got {other}"))),
    }
}
