//! What `daily` takes: the game, the date (default today in UTC), the
//! players of a StS2 lobby and the StS2 build.

use serde::Deserialize;

use super::date::Date;
use super::read;
use crate::error::{Error, Result};
use crate::map::Game;
use crate::value::de::{field_names, read_struct};
use crate::value::Value;

/// The options of `daily`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
pub struct DailyOptions {
    /// Which game (default StS1).
    #[serde(deserialize_with = "read::game")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Game"))]
    pub game: Game,
    /// The date, `YYYY-MM-DD` (default: today in UTC).
    #[serde(deserialize_with = "read::date")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string"))]
    pub date: Option<Date>,
    /// StS2: the lobby's players, 1-4 (default 1).
    #[serde(deserialize_with = "read::int::<_, _, 1, 4>")]
    pub players: u8,
    /// StS2: the game build: `v0.107.1` (the Steam main branch), `v0.108`,
    /// or `v0.109`-`v0.111` (the default).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string"))]
    pub build: Option<String>,
}

impl Default for DailyOptions {
    fn default() -> Self {
        DailyOptions { game: Game::Sts1, date: None, players: 1, build: None }
    }
}

impl DailyOptions {
    /// Reads the options from a JavaScript object or JSON.
    pub fn from_value(v: &Value) -> Result<DailyOptions> {
        let o: DailyOptions = read_struct(v, &[], field_names::<DailyOptions>())?;
        if o.game == Game::Sts1 && o.players != 1 {
            return Err(Error::option("players", "the Daily Climb is played alone"));
        }
        Ok(o)
    }
}
