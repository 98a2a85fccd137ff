//! The typed options the engines take, below the engines: what
//! `generate_map` ([`MapOptions`]), `walk_route` ([`RouteOptions`]) and
//! `best_route` ([`PlanOptions`]) need, and how each is read from a loosely
//! typed [`Value`] (a JavaScript object or JSON). The seed search owns its
//! options (`search::SearchOptions`), built on [`MapOptions`] the same way.
//! Nothing here calls an engine; the entry points that do are in `api`.
//!
//! Reading is derived (`#[derive(Deserialize)]`, camelCase names,
//! `deny_unknown_fields`); each option that needs more than a plain type
//! names its reader in `#[serde(deserialize_with = "read::…")]` ([`read`]),
//! and the deserializer over [`Value`] (`value::de`) names the option in
//! every error, refuses unknown names with the list of the names there are,
//! and takes `null` as absent. The TypeScript declarations are derived from
//! the same structs (`tsify`).
//!
//! Adding an option is one field, with its default in the struct's
//! `Default`: e.g. `#[serde(default = "read::yes")] pub spoilers: bool` in
//! [`RouteOptions`] (and `spoilers: true` in its `Default`) is read as
//! `spoilers`, refused with a message naming it when it is not a boolean,
//! listed among the known names and declared in TypeScript; a field of
//! [`MapOptions`] takes its default from `MapOptions::default()` (the
//! container's `#[serde(default)]`), and one of its own type (a game build,
//! say) derives `Deserialize` and `Tsify` or names a reader in [`read`].
//!
//! One JavaScript object holds several structs' fields: the map options
//! beside the route, plan or search ones (one object, as the page passes it).
//! Each struct is read from the whole object and knows the others' names
//! ([`read_parts`]); serde's `flatten` would do the same, but it reads the
//! flattened part from serde's own buffer instead of our deserializer, which
//! loses the option names in errors, and it cannot refuse unknown names.
//! The seed is the one option with two JavaScript names and one Rust field:
//! `seed` (the string) or `seedValue` (the number) into
//! [`MapOptions::seed`], read by [`SeedOptions`].

pub mod bosses;
pub mod build;
pub mod character;
pub mod daily;
pub mod date;
pub mod modifiers;
pub mod plan;
pub mod read;
pub mod route;
pub mod start;
pub mod sts2_character;
pub mod sts2_profile;

use serde::de::DeserializeOwned;
use serde::Deserialize;

pub use bosses::BossesSeen;
pub use build::Sts2Build;
pub use character::Character;
pub use modifiers::{Modifiers, Sts1Mod, Sts2Mod, Sts2Modifier};
pub use plan::PlanOptions;
pub use route::{MapHooks, RouteOptions};
pub use start::RunStartOptions;
pub use sts2_character::Sts2Character;
pub use sts2_profile::Sts2Profile;

use crate::error::{Error, Result};
use crate::map::Game;
use crate::seed::SeedInput;
use crate::value::de::{field_names, read_struct, REQUIRED};
use crate::value::Value;

/// The highest ascension level either game has.
pub const MAX_ASCENSION: u8 = 20;

/// The name of [`MapOptions::profile`], read apart from the derived fields.
const PROFILE: &str = "profile";

/// What `generate_map` takes: the seed and the run settings that change maps.
/// (TypeScript: `MapOptions` is [`SeedOptions`] and these, `MapSettings`.)
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "MapSettings", missing_as_null))]
pub struct MapOptions {
    /// Which game (default StS1).
    #[serde(deserialize_with = "read::game")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Game"))]
    pub game: Game,
    /// The seed, as the game's string or as its number. Required. Read from
    /// `seed` or `seedValue` ([`SeedOptions`]).
    #[serde(skip)]
    pub seed: Option<SeedInput>,
    /// Ascension level, 0-20. StS1 act maps only distinguish 0 from 1+ (elite
    /// quota ×1.6); the level itself is reported back and matters for the
    /// act-3 double boss at 20.
    #[serde(deserialize_with = "read::int::<_, _, 0, { MAX_ASCENSION as u64 }>")]
    pub ascension: u8,
    /// Only this act (StS1 1-4, StS2 1-3); all acts when absent.
    #[serde(deserialize_with = "read::some_int::<_, _, 1, 4>")]
    pub act: Option<u8>,
    /// StS1: the final act (act 4, the keys) is unlocked on the profile, which
    /// is what puts a burning elite on the maps. Default `true`.
    pub final_act_unlocked: bool,
    /// StS1: the act in which the Emerald Key was taken (1-3); later acts then
    /// have no burning elite. Absent (default): not taken.
    #[serde(deserialize_with = "read::some_int::<_, _, 1, 3>")]
    pub emerald_key_taken_in_act: Option<u8>,
    /// StS1: the bosses the profile has seen (spec sts1.md §6.4). `true`
    /// (default): all, so every act's boss list is shuffled (one monsterRng
    /// draw); `false`: none; or the names of the bosses seen (e.g.
    /// `["The Guardian", "Champ"]`): an act with an unseen boss meets the
    /// first unseen one in the game's discovery order, unshuffled.
    #[serde(deserialize_with = "read::bosses_seen")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "boolean | string[]"))]
    pub bosses_seen: BossesSeen,
    /// StS2: a multiplayer run (every act has one room row fewer). Default `false`.
    pub multiplayer: bool,
    /// StS2: the game build whose seeding the maps follow: `"v0.107.1"` (the
    /// main branch), `"v0.108"`, or `"v0.109"`-`"v0.111"` (the beta)
    /// ([`Sts2Build`]). Absent: from the seed's length, 10 characters → the
    /// main branch, otherwise the beta ([`Sts2Build::for_seed_len`]).
    #[serde(deserialize_with = "read::build")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string"))]
    pub build: Sts2Build,
    /// StS2: whether [`MapOptions::build`] was picked from the seed's length
    /// (no `build` given); the maps then say so in one line.
    #[serde(skip)]
    pub build_from_seed: bool,
    /// StS1: the run-start choices (`character`, `neow`, `bossRelicPicks`,
    /// `shortNeow`), read from the same object only by the entry points that
    /// use them (`run_start`, `walk_route`; the search reads `character`);
    /// `generate_map` accepts their names and ignores them (the maps do not
    /// depend on them), so the map modules carry none of their readers.
    #[serde(skip)]
    pub start: RunStartOptions,
    /// Whether the results may hold what the seed's draws decide beyond the
    /// map (default `true`). `false`: `generate_map` leaves out the acts'
    /// fight and event lists (the bosses, the burning elite, the Ancient and
    /// Neow's options stay: the game shows them), and `walk_route` gives no
    /// outcome or fight and, for every `?` room, the expected odds a player
    /// can know before walking in (the `expected` module).
    pub spoilers: bool,
    /// StS2: the profile the run start follows: `"mature"` (the default,
    /// every epoch revealed) or the unlocks it lacks
    /// ([`Sts2Profile::parse`]: `"EVENT1,RELIC4,ACT.UNDERDOCKS"`); natively
    /// also a `progress.save` read (the CLI's `--profile`). `None`: mature.
    /// The map modules of the page take only `"mature"`
    /// ([`sts2_profile::PROFILES`]).
    ///
    /// Read apart from the derived fields ([`MapOptions::read`]): a field of
    /// the derived reader costs the map modules more than the reader itself.
    /// (TypeScript: `ProfileSetting`, [`TYPESCRIPT`].)
    #[serde(skip)]
    pub profile: Option<Box<Sts2Profile>>,
    /// The run's modifiers (a custom run or a daily): names or ids of the
    /// game's modifiers, as an array or one comma-separated string
    /// ([`modifiers`]). Default none.
    #[serde(deserialize_with = "read::modifiers")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string | string[]"))]
    pub modifiers: Modifiers,
    /// The run is a daily (StS1's Daily Climb, StS2's Daily Run): StS1 then
    /// has no act 4, keys or burning elite and always shuffles its bosses.
    /// Default `false`.
    pub daily: bool,
}

impl MapOptions {
    /// StS2, no build given: the build from the seed's length (10 characters:
    /// the main branch v0.107.1; 12 and anything else: the beta
    /// v0.109-v0.111), and [`MapOptions::build_from_seed`] set.
    pub fn pick_build_from_seed(&mut self) {
        if let Some(SeedInput::Text(t)) = &self.seed {
            self.build = Sts2Build::for_seed_len(t.trim().chars().count());
            self.build_from_seed = true;
        }
    }

    /// The StS2 profile given ([`MapOptions::profile`]; `None`: the mature
    /// one, or a build that knows no other).
    pub fn profile(&self) -> Option<&Sts2Profile> {
        self.profile.as_deref().filter(|p| !p.is_mature())
    }
}

impl Default for MapOptions {
    fn default() -> Self {
        MapOptions {
            game: Game::Sts1,
            seed: None,
            ascension: 0,
            act: None,
            final_act_unlocked: true,
            emerald_key_taken_in_act: None,
            bosses_seen: BossesSeen::ALL,
            multiplayer: false,
            build: Sts2Build::V0109ToV0111,
            build_from_seed: false,
            start: RunStartOptions::default(),
            spoilers: true,
            profile: None,
            modifiers: Modifiers::default(),
            daily: false,
        }
    }
}

/// The seed of [`MapOptions`] as JavaScript gives it. Give exactly one of
/// `seed` and `seedValue`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
pub struct SeedOptions {
    /// The game's seed string as typed or pasted ("AGCK93XT"; case-insensitive,
    /// O reads as 0; StS2 also reads I as 1).
    #[serde(deserialize_with = "read::seed_text")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string"))]
    pub seed: Option<String>,
    /// StS1 only: the seed's signed 64-bit number, as .run files store it: a
    /// decimal string, a safe integer or a BigInt.
    #[serde(deserialize_with = "read::seed_value")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string | number | bigint"))]
    pub seed_value: Option<i64>,
}

impl SeedOptions {
    /// The seed, from whichever of the two names was given (not both).
    pub fn into_input(self) -> Result<Option<SeedInput>> {
        match (self.seed, self.seed_value) {
            (Some(_), Some(_)) => Err(Error::option(
                "seed",
                "give either `seed` (the game's seed string) or `seedValue` (its number), not both",
            )),
            (Some(text), None) => Ok(Some(SeedInput::Text(text))),
            (None, Some(n)) => Ok(Some(SeedInput::Value(n))),
            (None, None) => Ok(None),
        }
    }
}

impl MapOptions {
    /// Every name the map options read from an object (the seed's two names
    /// first, `profile` last).
    pub fn names() -> Vec<&'static str> {
        [field_names::<SeedOptions>(), field_names::<MapOptions>(), &[PROFILE]].concat()
    }

    /// Reads options from a JavaScript object / JSON object. Unknown option
    /// names are errors (a typo would otherwise be silently ignored), listing
    /// the map options; the run-start names ([`start::NAMES`]) are accepted
    /// and not read.
    pub fn from_value(v: &Value) -> Result<MapOptions> {
        MapOptions::read(v, &start::NAMES, &MapOptions::names())
    }

    /// Reads the map options and the run-start choices of one object (what
    /// `run_start` takes).
    pub fn with_run_start(v: &Value) -> Result<MapOptions> {
        let known = [MapOptions::names(), start::NAMES.to_vec()].concat();
        let mut map = MapOptions::read(v, &start::NAMES, &known)?;
        map.start = read_struct(v, &MapOptions::names(), &known)?;
        map.start.settle(map.game)?;
        Ok(map)
    }

    /// Reads the map options of an object that also holds the names `others`
    /// (another struct's); `known` is every name accepted, for the message
    /// about an unknown one.
    pub fn read(v: &Value, others: &[&str], known: &[&str]) -> Result<MapOptions> {
        let seed_names = field_names::<SeedOptions>();
        let map_names = field_names::<MapOptions>();
        let mut map: MapOptions = read_struct(v, &[seed_names, others, &[PROFILE]].concat(), known)?;
        let seed: SeedOptions = read_struct(v, &[map_names, others, &[PROFILE]].concat(), known)?;
        map.seed = seed.into_input()?;
        map.modifiers.settle(map.game).map_err(|e| Error::option("modifiers", e))?;
        if map.daily && !modifiers::CUSTOM_RUNS {
            return Err(Error::option("daily", modifiers::left_out(map.game)));
        }
        if map.game == Game::Sts2 && !v.as_object("options")?.contains_key("build") {
            map.pick_build_from_seed();
        }
        if let Some(p) = v.as_object("options")?.get(PROFILE) {
            map.profile = read::profile(p).map_err(|e| Error::option(PROFILE, e))?;
        }
        // A profile's relic bags depend on the characters (spec §12), so the
        // maps read them then (they are a run-start option, not read otherwise).
        if sts2_profile::PROFILES && map.profile.is_some() && map.game == Game::Sts2 {
            if let Some(c) = v.as_object("options")?.get("character") {
                let name = read::character_text(c.clone()).map_err(|e| Error::option("character", e))?;
                map.start.character_name = Some(name);
                map.start.settle(Game::Sts2)?;
            }
        }
        Ok(map)
    }
}

/// Reads an object holding the map options and the fields of `T` (the
/// struct of one entry point's own options), minus the map options' names in
/// `without` (which that entry point does not take). Returns both parts;
/// a required field of `T` that is missing gets the message `required(name)`.
pub fn read_parts<T: DeserializeOwned>(
    v: &Value,
    without: &[&str],
    required: impl Fn(&str) -> String,
) -> Result<(MapOptions, T)> {
    let own = field_names::<T>();
    let map_names: Vec<&str> = MapOptions::names().into_iter().filter(|n| !without.contains(n)).collect();
    // The run-start names: accepted with the map options (the entry point
    // reads them apart, or ignores them), unless left out or its own.
    let start_names: Vec<&str> =
        start::NAMES.into_iter().filter(|n| !without.contains(n) && !own.contains(n)).collect();
    let known = [map_names.as_slice(), &start_names, own].concat();
    if let Some(k) = v.as_object("options")?.keys().find(|k| without.contains(&k.as_str())) {
        return Err(Error::option(k.as_str(), format!("unknown option; the options are {}", known.join(", "))));
    }
    let map = MapOptions::read(v, &[own, &start_names].concat(), &known)?;
    let part = read_struct(v, &[map_names.as_slice(), &start_names].concat(), &known).map_err(|e| match e {
        Error::Option { name, message } if message == REQUIRED => {
            let message = required(&name);
            Error::Option { name, message }
        }
        other => other,
    })?;
    Ok((map, part))
}

/// The TypeScript declarations of the options objects the JavaScript API
/// takes: each is the derived declarations of the structs read from it (see
/// [`read_parts`]), joined as its reader joins them (checked by a test).
pub const TYPESCRIPT: &str = r#"
/** StS2: the account's unlocks the run start follows: `"mature"` (the default) or the unlocks it lacks (`"EVENT1,RELIC4,ACT.UNDERDOCKS"`, docs/sts2-profile.md). The page's map modules take only `"mature"`; the route, search and run-file modules any. */
export type ProfileSetting = { profile?: string };
/** Options of `generate_map` and `run_start`: the seed, the map settings, the profile and (StS1, read by `run_start` and `walk_route`, ignored by `generate_map`) the run-start choices. Give exactly one of `seed` and `seedValue`. */
export type MapOptions = SeedOptions & MapSettings & ProfileSetting & RunStartSettings;
/** Options of `walk_route`: the map options and the route's (`act` means the same as `startAct`). */
export type RouteOptions = MapOptions & RouteSettings;
/** Options of `best_route`: the map options with the act, and the plan's. */
export type PlanOptions = MapOptions & { act: number } & PlanSettings;
/** Options of `search`: one chunk of a seed scan (the map settings apply, not the seed or the act). */
export type SearchOptions = Omit<MapSettings, "act" | "emeraldKeyTakenInAct" | "spoilers" | "daily"> & ProfileSetting & SearchSettings;
"#;

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(json: &str) -> Result<MapOptions> {
        MapOptions::from_value(&Value::from_json(json).unwrap())
    }

    #[test]
    fn a_sts2_seed_without_a_build_picks_it_from_its_length() {
        let main = opts(r#"{"game":"sts2","seed":" zylappjjaa "}"#).unwrap();
        assert_eq!((main.build, main.build_from_seed), (Sts2Build::V0107, true));
        let beta = opts(r#"{"game":"sts2","seed":"ABCDEFGHJKLM"}"#).unwrap();
        assert_eq!((beta.build, beta.build_from_seed), (Sts2Build::V0109ToV0111, true));
        let chosen = opts(r#"{"game":"sts2","seed":"ZYLAPPJJAA","build":"v0.108"}"#).unwrap();
        assert_eq!((chosen.build, chosen.build_from_seed), (Sts2Build::V0108, false));
        let sts1 = opts(r#"{"seed":"ZYLAPPJJAA"}"#).unwrap();
        assert_eq!((sts1.build, sts1.build_from_seed), (Sts2Build::V0109ToV0111, false));
    }

    #[test]
    fn reads_every_option() {
        let o = opts(
            r#"{"game":"sts1","seedValue":"-5","ascension":20,"act":2,"finalActUnlocked":false,"emeraldKeyTakenInAct":1,"multiplayer":true,"modifiers":"Big Game Hunter, certain future","daily":true}"#,
        )
        .unwrap();
        assert_eq!(
            o,
            MapOptions {
                game: Game::Sts1,
                seed: Some(SeedInput::Value(-5)),
                ascension: 20,
                act: Some(2),
                final_act_unlocked: false,
                emerald_key_taken_in_act: Some(1),
                bosses_seen: BossesSeen::ALL,
                multiplayer: true,
                build: Sts2Build::V0109ToV0111,
                build_from_seed: false,
                start: RunStartOptions::default(),
                spoilers: true,
                profile: None,
                modifiers: Modifiers::of_sts1(&[Sts1Mod::EliteSwarm, Sts1Mod::UncertainFuture]),
                daily: true,
            }
        );
        // Modifiers: an array too, read for the game given; an unknown one names the game's.
        let o = opts(r#"{"seed":"x","game":"sts2","modifiers":["MODIFIER.BIG_GAME_HUNTER"]}"#).unwrap();
        assert!(o.modifiers.has2(Sts2Mod::BigGameHunter));
        let e = opts(r#"{"seed":"x","modifiers":["Flight","Turbo"]}"#).unwrap_err().to_string();
        assert!(
            e.starts_with("invalid option `modifiers`: `Turbo` is not a Slay the Spire 1 modifier; they are"),
            "{e}"
        );
        assert!(opts(r#"{"seed":"x","modifiers":3}"#).is_err());
        // The run-start choices: ignored by the map options alone, read with them.
        let text = r#"{"seed":"x","character":"The Silent","neow":"boss_relic","shortNeow":true,"bossRelicPicks":["Tiny House",null]}"#;
        assert_eq!(opts(text).unwrap().start, RunStartOptions::default());
        let o = MapOptions::with_run_start(&Value::from_json(text).unwrap()).unwrap().start;
        assert_eq!((o.character, o.neow.as_deref(), o.short_neow), (Some(Character::Silent), Some("BOSS_RELIC"), true));
        assert_eq!(o.boss_relic_picks, [Some("Tiny House".to_string()), None]);
        // The profile (read apart from the derived fields; natively every build follows one).
        let p = opts(r#"{"seed":"x","game":"sts2","profile":"relic4, event1"}"#).unwrap().profile.unwrap();
        assert_eq!(p.code(), "EVENT1,RELIC4");
        assert_eq!(opts(r#"{"seed":"x","profile":"mature"}"#).unwrap().profile, None);
        for (json, want) in [
            (
                r#"{"seed":"x","profile":3}"#,
                "invalid option `profile`: expected \"mature\" or the unlocks a profile lacks, got 3",
            ),
            (r#"{"seed":"x","profile":"EVENT7"}"#, "invalid option `profile`: \"EVENT7\" is not an unlock"),
        ] {
            let e = opts(json).unwrap_err().to_string();
            assert!(e.starts_with(want), "{json}: {e}");
        }
        let o = opts(r#"{"seed":"x","game":"sts2","build":"v0.108","spoilers":false}"#).unwrap();
        assert_eq!((o.build, o.spoilers), (Sts2Build::V0108, false));
        assert_eq!(opts(r#"{"seed":"abc"}"#).unwrap().seed, Some(SeedInput::Text("abc".into())));
        assert_eq!(opts(r#"{"seedValue":673465884448}"#).unwrap().seed, Some(SeedInput::Value(673465884448)));
        assert_eq!(opts(r#"{"seedValue":18446744073709551615}"#).unwrap().seed, Some(SeedInput::Value(-1)));
        assert_eq!(opts(r#"{"seed":"x","ascension":"7","act":null}"#).unwrap().ascension, 7);
        assert_eq!(opts(r#"{"seed":"x","game":"sts2","multiplayer":"true"}"#).unwrap().game, Game::Sts2);
        for (json, seen) in [
            (r#"true"#, BossesSeen::ALL),
            (r#"false"#, BossesSeen::NONE),
            (r#"[]"#, BossesSeen::NONE),
            (r#"["The Guardian","champ"]"#, BossesSeen::from_names(&["Guardian", "Champ"]).unwrap()),
        ] {
            assert_eq!(opts(&format!(r#"{{"seed":"x","bossesSeen":{json}}}"#)).unwrap().bosses_seen, seen, "{json}");
        }
        assert_ne!(BossesSeen::from_names(&["Guardian", "Champ"]).unwrap(), BossesSeen::NONE);
    }

    #[test]
    fn wrong_options_are_named() {
        for (json, name, needle) in [
            (r#"{"seed":"a","ascension":21}"#, "ascension", "from 0 to 20"),
            (r#"{"seed":"a","ascension":1.5}"#, "ascension", "1.5"),
            (r#"{"seed":"a","act":0}"#, "act", "from 1 to 4"),
            (r#"{"seed":"a","acsension":1}"#, "acsension", "unknown option; the options are seed, seedValue, game,"),
            (r#"{"seed":"a","seedValue":"1"}"#, "seed", "not both"),
            (r#"{"seed":5}"#, "seed", "seedValue"),
            (r#"{"seedValue":1e300}"#, "seedValue", "BigInt"),
            (r#"{"seedValue":"12x"}"#, "seedValue", "`x`"),
            (r#"{"seedValue":[1]}"#, "seedValue", "an array"),
            (r#"{"seed":"a","game":"sts3"}"#, "game", r#"expected "sts1" or "sts2", got "sts3""#),
            (r#"{"seed":"a","finalActUnlocked":"yes"}"#, "finalActUnlocked", "true or false"),
            (r#"{"seed":"a","emeraldKeyTakenInAct":4}"#, "emeraldKeyTakenInAct", "from 1 to 3"),
            (r#"{"seed":"a","multiplayer":1}"#, "multiplayer", "true or false"),
            (r#"{"seed":"a","bossesSeen":1}"#, "bossesSeen", "true, false or an array of boss names"),
            (r#"{"seed":"a","bossesSeen":["Hexaghost",3]}"#, "bossesSeen", "expected boss names, got 3"),
            (r#"{"seed":"a","bossesSeen":["Heart"]}"#, "bossesSeen", "`Heart` is not an act 1-3 boss"),
            (r#"{"seed":"a","build":108}"#, "build", r#"expected a game build such as "v0.108", got 108"#),
            (
                r#"{"seed":"a","build":"v0.200"}"#,
                "build",
                "not a build the maps follow: v0.107.1 (the main branch), v0.108 or v0.109-v0.111",
            ),
            (r#"{"seed":"a","spoilers":"no"}"#, "spoilers", "true or false"),
        ] {
            match opts(json) {
                Err(Error::Option { name: n, message }) => {
                    assert_eq!(n, name, "{json}");
                    assert!(message.contains(needle), "{json}: {message}");
                }
                other => panic!("{json}: expected an error about {name}, got {other:?}"),
            }
        }
        assert!(MapOptions::from_value(&Value::Array(vec![])).unwrap_err().to_string().contains("an object"));
        // A JavaScript BigInt of 65 bits (JSON has no such integer).
        let big = Value::Object([("seedValue".to_string(), Value::Int(1 << 64))].into());
        assert_eq!(
            MapOptions::from_value(&big).unwrap_err().to_string(),
            "invalid option `seedValue`: a number above 2^64 does not fit in 64 bits"
        );
    }

    #[test]
    fn the_first_wrong_option_is_the_first_in_the_struct() {
        // `act` sorts before `ascension`, and comes first in the object too.
        let e = opts(r#"{"act":0,"seed":"a","ascension":21,"game":"x"}"#).unwrap_err();
        assert!(matches!(e, Error::Option { ref name, .. } if name == "game"), "{e}");
        let e = opts(r#"{"act":0,"seed":"a","ascension":21}"#).unwrap_err();
        assert!(matches!(e, Error::Option { ref name, .. } if name == "ascension"), "{e}");
    }

    #[test]
    fn every_name_is_known_once() {
        let names = MapOptions::names();
        assert_eq!(
            names,
            [
                "seed",
                "seedValue",
                "game",
                "ascension",
                "act",
                "finalActUnlocked",
                "emeraldKeyTakenInAct",
                "bossesSeen",
                "multiplayer",
                "build",
                "spoilers",
                "modifiers",
                "daily",
                "profile"
            ]
        );
    }

    #[test]
    fn the_typescript_joins_the_parts_as_the_readers_do() {
        // Each options type is the declarations of the structs its reader
        // reads (their TypeScript names), nothing else.
        let line = |name: &str| {
            TYPESCRIPT
                .lines()
                .find(|l| l.starts_with(&format!("export type {name} = ")))
                .unwrap_or_else(|| panic!("{name} is not declared"))
                .to_string()
        };
        assert_eq!(
            line("MapOptions"),
            "export type MapOptions = SeedOptions & MapSettings & ProfileSetting & RunStartSettings;"
        );
        assert_eq!(line("RouteOptions"), "export type RouteOptions = MapOptions & RouteSettings;");
        assert_eq!(line("PlanOptions"), "export type PlanOptions = MapOptions & { act: number } & PlanSettings;");
    }
}
