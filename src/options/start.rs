//! The Slay the Spire 1 run-start choices: the character, the Neow option
//! taken, the boss relic picks and the short Neow. They change no map, only
//! what the run start gives and the rewards along a route, so only
//! `run_start`, `walk_route` and the search (`character`) read them;
//! `generate_map` accepts the names and ignores them.

use serde::Deserialize;

use super::{read, Character};

/// The option names of [`RunStartOptions`] (checked against the struct by a
/// test), which the map options alone accept without reading them.
pub const NAMES: [&str; 4] = ["character", "neow", "bossRelicPicks", "shortNeow"];

/// The StS1 run-start choices. (TypeScript: `RunStartSettings`.)
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "RunStartSettings", missing_as_null))]
pub struct RunStartOptions {
    /// StS1: the character (`ironclad`, `silent`, `defect`, `watcher`; the
    /// default, absent, is the Ironclad, and the output says so). The maps do
    /// not depend on it; the boss relics and card rewards do.
    #[serde(deserialize_with = "read::character")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string"))]
    pub character: Option<Character>,
    /// StS1: the Neow option taken, as `.run` files write `neow_bonus`
    /// (`BOSS_RELIC`, `THREE_CARDS`, …; any case); it must be one the seed
    /// offers. Absent: none that changes a prediction (the output says so).
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
            (r#"{"seed":"a","neow":"boss relic!"}"#, "neow", "`boss relic!` is not a Neow bonus"),
            (r#"{"seed":"a","shortNeow":3}"#, "shortNeow", "true or false"),
            (r#"{"seed":"a","bossRelicPicks":"Astrolabe"}"#, "bossRelicPicks", "an array of at most two relic ids"),
            (r#"{"seed":"a","bossRelicPicks":["a","b","c"]}"#, "bossRelicPicks", "an array of at most two relic ids"),
            (r#"{"seed":"a","bossRelicPicks":[3]}"#, "bossRelicPicks", "expected a relic id or null, got 3"),
            (r#"{"seed":"a","charcter":"x"}"#, "charcter", "character, neow, bossRelicPicks, shortNeow"),
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
