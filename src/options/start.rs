//! The run-start choices: the character (both games), and for Slay the
//! Spire 1 the Neow option taken, the boss relic picks and the short Neow.
//! They change no map, only what the run start gives and the rewards along
//! a route, so only `run_start`, `walk_route` and the search (`character`)
//! read them; `generate_map` accepts the names and ignores them.

use serde::Deserialize;

use super::{read, Character, Sts2Character};
use crate::error::{Error, Result};
use crate::map::Game;

/// The option names of [`RunStartOptions`] (checked against the struct by a
/// test), which the map options alone accept without reading them.
pub const NAMES: [&str; 4] = ["character", "neow", "bossRelicPicks", "shortNeow"];

/// The StS1 run-start choices. (TypeScript: `RunStartSettings`.)
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "RunStartSettings", missing_as_null))]
pub struct RunStartOptions {
    /// The character as given (StS1: `ironclad`, `silent`, `defect`,
    /// `watcher`; StS2: `ironclad`, `silent`, `regent`, `necrobinder`,
    /// `defect`; the default, absent, is the Ironclad, and the output says
    /// so; a StS2 multiplayer run may name each player's, `"ironclad,silent"`). The maps do not depend on it; the rewards do. Which names are
    /// characters depends on the game: [`RunStartOptions::settle`] reads it
    /// into [`character`](Self::character) or
    /// [`sts2_character`](Self::sts2_character).
    #[serde(rename = "character", deserialize_with = "read::character")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string"))]
    pub character_name: Option<String>,
    /// StS1: the character, from [`character_name`](Self::character_name).
    #[serde(skip)]
    pub character: Option<Character>,
    /// StS2: the character, from [`character_name`](Self::character_name)
    /// (the first player's in multiplayer).
    #[serde(skip)]
    pub sts2_character: Option<Sts2Character>,
    /// StS2 multiplayer: the second player's character, when
    /// [`character_name`](Self::character_name) names two (`"ironclad,
    /// silent"`, lobby order); `None`: the first player's.
    #[serde(skip)]
    pub sts2_second: Option<Sts2Character>,
    /// The Neow option taken, one the seed offers (any case). StS1: as
    /// `.run` files write `neow_bonus` (`BOSS_RELIC`, `THREE_CARDS`, …).
    /// StS2: the relic, as `.run` files write `ancient_choice`
    /// (`GOLDEN_PEARL`; `RELIC.GOLDEN_PEARL` too): the card rewards follow
    /// its draws on the rewards stream. Absent: none that changes a
    /// prediction (the output says so).
    #[serde(deserialize_with = "read::neow")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string"))]
    pub neow: Option<String>,
    /// StS1: the boss relic picked from the boss chest of act 1 and of act 2,
    /// in order (ids as `.run` files write them; `null` or `"SKIP"`: skipped),
    /// each one of that chest's three. Absent: no pick that changes a
    /// prediction (the output says so). Only the card rewards and potions
    /// after the chest depend on it (Tiny House, Busted Crown, Sozu); act 2's
    /// chest does not.
    #[serde(deserialize_with = "read::boss_relic_picks")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "(string | null)[]", optional))]
    pub boss_relic_picks: Vec<Option<String>>,
    /// StS1: the short Neow (two fixed options) instead of the full one: an
    /// unseeded run whose previous run with the character ended before floor
    /// 16. A seeded run always gets the full Neow. Default `false`.
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub short_neow: bool,
}

impl RunStartOptions {
    /// Reads [`character_name`](Self::character_name) as a character of
    /// `game` (an error names that game's characters).
    pub fn settle(&mut self, game: Game) -> Result<()> {
        let Some(name) = &self.character_name else { return Ok(()) };
        let wrong = |e| Error::option("character", e);
        match game {
            Game::Sts1 => self.character = Some(Character::parse(name).map_err(wrong)?),
            Game::Sts2 => {
                let names: Vec<&str> = name.split(',').collect();
                if names.len() > 2 {
                    return Err(wrong(format!(
                        "at most two characters, one per player of a multiplayer run (lobby order), got {}",
                        names.len()
                    )));
                }
                self.sts2_character = Some(Sts2Character::parse(names[0]).map_err(wrong)?);
                self.sts2_second = names.get(1).map(|n| Sts2Character::parse(n)).transpose().map_err(wrong)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Error;
    use crate::options::MapOptions;
    use crate::value::de::field_names;
    use crate::value::Value;

    #[test]
    fn the_names_are_the_structs() {
        assert_eq!(field_names::<RunStartOptions>(), NAMES);
    }

    #[test]
    fn wrong_choices_are_named() {
        for (json, name, needle) in [
            (r#"{"seed":"a","character":"regent"}"#, "character", "ironclad, silent, defect or watcher"),
            (r#"{"seed":"a","character":2}"#, "character", "expected a character name such as \"silent\", got 2"),
            (r#"{"seed":"a","neow":"boss relic!"}"#, "neow", "`boss relic!` is not a Neow option"),
            (r#"{"seed":"a","shortNeow":3}"#, "shortNeow", "true or false"),
            (r#"{"seed":"a","bossRelicPicks":"Astrolabe"}"#, "bossRelicPicks", "an array of at most two relic ids"),
            (r#"{"seed":"a","bossRelicPicks":["a","b","c"]}"#, "bossRelicPicks", "an array of at most two relic ids"),
            (r#"{"seed":"a","bossRelicPicks":[3]}"#, "bossRelicPicks", "expected a relic id or null, got 3"),
            (r#"{"seed":"a","charcter":"x"}"#, "charcter", "character, neow, bossRelicPicks, shortNeow"),
            (r#"{"seed":"a","game":"sts2","character":"watcher"}"#, "character", "regent, necrobinder or defect"),
        ] {
            match MapOptions::with_run_start(&Value::from_json(json).unwrap()) {
                Err(Error::Option { name: n, message }) => {
                    assert_eq!(n, name, "{json}");
                    assert!(message.contains(needle), "{json}: {message}");
                }
                other => panic!("{json}: expected an error about {name}, got {other:?}"),
            }
        }
    }
}
