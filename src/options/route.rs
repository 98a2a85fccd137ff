//! The options of `walk_route`: the route and the run state that changes
//! `?` rooms, beside the map options in the same object.

use serde::Deserialize;

use super::{read, read_parts, MapOptions};
use crate::error::{Error, Result};
use crate::route::Columns;
use crate::value::de::{field_names, read_struct};
use crate::value::Value;

/// What `walk_route` takes: the map options, the route and the run state
/// that changes `?` rooms. (TypeScript: `RouteOptions` is `MapOptions` and
/// these, `RouteSettings`.)
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "RouteSettings", missing_as_null))]
pub struct RouteOptions {
    /// The seed and settings of the maps (read from the same object).
    #[serde(skip)]
    pub map: MapOptions,
    /// Per act from `startAct`: the column chosen on each floor
    /// (`"2,2,1/3,3"` or `[[2,2,1],[3,3]]`); a prefix is fine.
    #[serde(deserialize_with = "read::route")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string | number[][]"))]
    pub route: Columns,
    /// The act the route starts in, 1-4 (default 1; `act` means the same).
    /// 0 only while reading: not given.
    #[serde(default, deserialize_with = "read::int::<_, _, 1, 4>")]
    pub start_act: u8,
    /// `?` rooms the run entered before the route starts, 0-200 (default 0).
    #[serde(default, deserialize_with = "read::int::<_, _, 0, 200>")]
    pub question_rooms_before: u32,
    /// StS1: Tiny Chest's counter (0-3) when the route starts; absent/null:
    /// not owned (`true`: owned at 0).
    #[serde(default, deserialize_with = "read::tiny_chest")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "number | boolean | null"))]
    pub tiny_chest: Option<u8>,
    /// StS1: Juzu Bracelet is owned (`?` rooms never become fights).
    #[serde(default)]
    pub juzu_bracelet: bool,
    /// StS1: relics the run obtains that change card rewards or potions,
    /// each `"NAME@FLOOR"` (obtained on that floor, so from the next one on;
    /// floor 0: from the start): `Question Card`, `Prayer Wheel`,
    /// `Nloth's Gift`, `Busted Crown`, `White Beast Statue`, `Sozu`.
    #[serde(default, deserialize_with = "read::held_relics")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string[]", optional))]
    pub relics: Vec<(String, u16)>,
    /// The event on a floor and the option taken. StS1: each
    /// `"FLOOR:OPTION"` in the words `.run` files write (`"5:Fight"`,
    /// `"12:Bought 2 Potions"`); an event not named takes its default
    /// (docs/sts1-content.md). StS2: `"FLOOR:EVENT"`, `"FLOOR:EVENT:OPTIONS"`
    /// or `"FLOOR:OPTIONS"`, ids as `.run` files write them, options joined
    /// by `+` (`"15:THE_LEGENDS_WERE_TRUE:NAB_THE_MAP"`); the event named
    /// settles the room's branches (docs/sts2-content.md).
    #[serde(default, deserialize_with = "read::floor_items")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string[]", optional))]
    pub events: Vec<(u16, String)>,
    /// What is bought at the shop on a floor, each `"FLOOR:ID"` (the `.run`
    /// id of a card, relic or potion of its stock; `"FLOOR:purge"` for the
    /// card removal). StS2: each must be in that merchant's predicted stock
    /// (the id with or without `CARD.`/`RELIC.`/`POTION.`); its price leaves
    /// the walk's gold, a potion is held, a removal raises the next one's
    /// price (docs/sts2-content.md).
    #[serde(default, deserialize_with = "read::floor_items")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string[]", optional))]
    pub purchases: Vec<(u16, String)>,
    /// What the player does at the rest site on a floor, each
    /// `"FLOOR:CHOICE"`. StS1: as `.run` files write `campfire_choices`
    /// (`REST`, `SMITH`, `DIG`, `LIFT`, `PURGE`, `RECALL`); default `REST`
    /// (Dream Catcher's reward, Shovel's relic follow from it). StS2: as
    /// `rest_site_choices` (`HEAL`, `SMITH`, …); default `HEAL` (Dream
    /// Catcher's and Tiny Mailbox's rewards follow from it).
    #[serde(default, deserialize_with = "read::floor_items")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string[]", optional))]
    pub rests: Vec<(u16, String)>,
    /// Slay the Spire 2: a purchase on a floor that is no merchant of the
    /// route, or not in its merchant's predicted stock, is left out with a
    /// note in `assumptions` instead of refused (the page, whose choices
    /// outlive a change of the route). Default `false`.
    #[serde(default)]
    pub lenient_choices: bool,
    /// StS1: gold spent or lost on a floor beyond what the walk follows (a
    /// thief's theft, an event's cost it does not draw), each
    /// `"FLOOR:AMOUNT"` (negative: gained), taken after that floor's room.
    #[serde(default, deserialize_with = "read::floor_golds")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string[]", optional))]
    pub gold_spent: Vec<(u16, i32)>,
    /// StS1: HP and max HP on entering the room on a floor, each
    /// `"FLOOR:HP/MAX"`; a `?` room's event conditions read them (The Moai
    /// Head, Knowing Skull). Floors not named: HP is not known there and
    /// the `?` lists every event it can be.
    #[serde(default, deserialize_with = "read::floor_hps")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string[]", optional))]
    pub hp: Vec<(u16, (i32, i32))>,
    /// Slay the Spire 2, a run file's walk: what the file records of each
    /// map point (the state before it, its event and options), which the
    /// walk follows instead of its defaults. Not an option a user gives.
    #[serde(skip)]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "never", optional))]
    pub recorded: Vec<crate::map::RecordedRoom>,
    /// Slay the Spire 2: the relic taken at the Ancient that starts an act,
    /// each `"FLOOR:RELIC"` (the Ancient's floor, the relic's id without
    /// `RELIC.`): `"18:GOLDEN_COMPASS"` makes act 2's map the golden path;
    /// `GLASS_EYE` and `SEA_GLASS` take 15 draws on the rewards stream (Glass
    /// Eye's five card rewards are shown). Default: one that changes no map
    /// and draws nothing (stated).
    #[serde(default, deserialize_with = "read::floor_items")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string[]", optional))]
    pub ancients: Vec<(u16, String)>,
    /// Slay the Spire 2: the map hooks a run file holds (Golden Compass
    /// taken at an Ancient, the Spoils Map). Not an option a user gives.
    #[serde(skip)]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "never", optional))]
    pub hooks: MapHooks,
}

/// Slay the Spire 2 relics and cards held that replace an act's map
/// (`ModifyGeneratedMap`, spec sts2.md §7).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MapHooks {
    /// The acts (1-3) whose map Golden Compass replaced by the golden path.
    pub golden_path_acts: Vec<u8>,
    /// The floor the Spoils Map was taken on (act 1; act 2's map is then
    /// the hourglass map).
    pub spoils_map: Option<u16>,
}

impl Default for RouteOptions {
    /// No route yet, from act 1, no `?` room before it, no relic: what the
    /// reader gives for every option not given (keep the two the same).
    fn default() -> Self {
        RouteOptions {
            map: MapOptions::default(),
            route: Columns::new(),
            start_act: 1,
            question_rooms_before: 0,
            tiny_chest: None,
            juzu_bracelet: false,
            relics: Vec::new(),
            events: Vec::new(),
            purchases: Vec::new(),
            rests: Vec::new(),
            lenient_choices: false,
            gold_spent: Vec::new(),
            hp: Vec::new(),
            recorded: Vec::new(),
            ancients: Vec::new(),
            hooks: MapHooks::default(),
        }
    }
}

impl RouteOptions {
    /// Reads route options: map options plus the route fields. `act` may
    /// stand for `startAct`.
    pub fn from_value(v: &Value) -> Result<RouteOptions> {
        let (mut map, mut o): (MapOptions, RouteOptions) = read_parts(v, &[], |name| match name {
            "route" => "a route is required, e.g. \"2,2,1/3,3\" or [[2, 2, 1], [3, 3]]".into(),
            _ => "this option is required".into(),
        })?;
        if o.start_act == 0 {
            o.start_act = map.act.unwrap_or(1);
        } else if map.act.is_some_and(|act| act != o.start_act) {
            return Err(Error::option("act", "`act` and `startAct` disagree; give one of them"));
        }
        map.act = None;
        // The run-start choices (StS1 card rewards and potions), from the same object.
        let own = field_names::<RouteOptions>();
        let known = [MapOptions::names().as_slice(), &super::start::NAMES, own].concat();
        map.start = read_struct(v, &[MapOptions::names().as_slice(), own].concat(), &known)?;
        map.start.settle(map.game)?;
        o.map = map;
        Ok(o)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(json: &str) -> Result<RouteOptions> {
        RouteOptions::from_value(&Value::from_json(json).unwrap())
    }

    #[test]
    fn reads_the_route_and_the_run_state() {
        let o = read(
            r#"{"seed":"A","route":"1,2/3","act":2,"questionRoomsBefore":"7","tinyChest":true,"juzuBracelet":true}"#,
        )
        .unwrap();
        assert_eq!((o.route, o.start_act, o.map.act), (vec![vec![1, 2], vec![3]], 2, None));
        assert_eq!((o.question_rooms_before, o.tiny_chest, o.juzu_bracelet), (7, Some(0), true));
        let o = read(r#"{"seed":"A","route":[[0]],"tinyChest":3,"startAct":3}"#).unwrap();
        assert_eq!((o.start_act, o.tiny_chest, o.juzu_bracelet), (3, Some(3), false));
        assert_eq!(read(r#"{"seed":"A","route":[[0]]}"#).unwrap().start_act, 1);
        let o = read(r#"{"seed":"A","route":"1","goldSpent":["7:30","9:-15"],"hp":["9: 30/80"]}"#).unwrap();
        assert_eq!((o.gold_spent, o.hp), (vec![(7, 30), (9, -15)], vec![(9, (30, 80))]));
    }

    #[test]
    fn wrong_route_options_are_named() {
        for (json, needle) in [
            (r#"{"seed":"A"}"#, "invalid option `route`: a route is required"),
            (r#"{"seed":"A","route":"9"}"#, "invalid route: route act 1, floor 1: `9` is not a column (0-6)"),
            (r#"{"seed":"A","route":[[9]]}"#, "invalid route: route act 1, floor 1: 9 is not a column (0-6)"),
            (r#"{"seed":"A","route":"1","startAct":5}"#, "invalid option `startAct`: expected an integer from 1 to 4"),
            (r#"{"seed":"A","route":"1","act":2,"startAct":3}"#, "`act` and `startAct` disagree"),
            (r#"{"seed":"A","route":"1","questionRoomsBefore":"1e9"}"#, "invalid option `questionRoomsBefore`: expected an integer from 0 to 200, got \"1e9\""),
            (r#"{"seed":"A","route":"1","tinyChest":4}"#, "invalid option `tinyChest`: expected an integer from 0 to 3"),
            (r#"{"seed":"A","route":"1","juzuBracelet":2}"#, "invalid option `juzuBracelet`: expected true or false"),
            (r#"{"seed":"A","route":"1","goldSpent":["7:lots"]}"#, "invalid option `goldSpent`: \"7:lots\": the gold must be a whole number"),
            (r#"{"seed":"A","route":"1","goldSpent":"7:3"}"#, "invalid option `goldSpent`: expected an array of at most 64"),
            (r#"{"seed":"A","route":"1","hp":["9:81/80"]}"#, "invalid option `hp`: \"9:81/80\": expected HP/MAX"),
            (r#"{"seed":"A","route":"1","hp":["9:<b>"]}"#, "invalid option `hp`: \"9:<b>\": expected HP/MAX"),
            (r#"{"seed":"A","route":"1","criterion":"mostElites"}"#, "invalid option `criterion`: unknown option; the options are seed, seedValue, game, ascension, act, finalActUnlocked, emeraldKeyTakenInAct, bossesSeen, multiplayer, build, spoilers, modifiers, daily, profile, character, neow, bossRelicPicks, shortNeow, route, startAct, questionRoomsBefore, tinyChest, juzuBracelet, relics, events, purchases, rests, lenientChoices, goldSpent, hp, ancients"),
        ] {
            let e = read(json).unwrap_err().to_string();
            assert!(e.contains(needle), "{json}: {e}");
        }
    }
}
