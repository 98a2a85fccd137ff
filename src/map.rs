//! The game-independent map model: what the engines produce and what the
//! CLI, the JavaScript API and the page consume.
//!
//! It serialises (serde, camelCase) to the one output schema shared by the
//! CLI's `--format json` and `generate_map` in JavaScript:
//!
//! ```json
//! { "game": "sts1", "seed": "AGCK93XT", "seedValue": "673465884448", "ascension": 20,
//!   "acts": [ { "act": 1, "width": 7, "height": 15,
//!               "nodes": [ { "x": 0, "y": 0, "room": "monster" } ],
//!               "edges": [ { "from": [0, 0], "to": [1, 1] } ],
//!               "burningElite": { "x": 5, "y": 12, "buff": "metallicize", "amount": 4 } } ] }
//! ```
//!
//! The engines generate into their own fixed-size structures (no heap work per
//! map) and convert to this model only for output.
//!
//! This file holds the maps (`MapSet`, `ActMap`, its nodes, edges and
//! rooms); what a run start and a walk show beside them is in its
//! submodules, re-exported here: `run_start` (`RunStartSet`, Neow, the
//! Ancients), `rewards` (cards, potions, chests), `shop` (a merchant's
//! stock), `shown` (Slay the Spire 2's events and merchant).

mod rewards;
mod run_start;
mod shop;
mod shown;
pub use rewards::{
    Card, CardReward, Chest, ChestReward, NamedRelic, PlayerCardReward, PlayerRoom, PotionRoll, RewardSource, Sts2Chest,
};
pub use run_start::{AncientOffer, NeowGift, NeowOffer, RunStartSet};
use serde::Serialize;
pub use shop::{Shop, ShopCard, ShopPotion, ShopRelic, ShopStock};
pub use shown::{EventBranchShown, EventShown, RecordedRoom, ShopCardShown, ShopItemShown, ShopShown};

/// Which game a map belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Game {
    /// Slay the Spire (2019).
    Sts1,
    /// Slay the Spire 2 (early access).
    Sts2,
}

impl Game {
    /// The short name used in options, URLs and the CLI (`sts1`, `sts2`).
    pub const fn id(self) -> &'static str {
        match self {
            Game::Sts1 => "sts1",
            Game::Sts2 => "sts2",
        }
    }

    /// Reads `sts1` / `sts2` (also `1` / `2`, any case).
    pub fn parse(text: &str) -> Option<Game> {
        match text.trim().to_ascii_lowercase().as_str() {
            "sts1" | "1" | "sts" => Some(Game::Sts1),
            "sts2" | "2" => Some(Game::Sts2),
            _ => None,
        }
    }
}

/// The room type of a map node, as the map icon shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Room {
    /// A normal fight.
    Monster,
    /// An elite fight.
    Elite,
    /// A `?` room (StS1 `EventRoom`, StS2 `Unknown`).
    Event,
    /// A merchant.
    Shop,
    /// A rest site.
    Rest,
    /// A treasure chest.
    Treasure,
    /// A boss fight.
    Boss,
    /// StS1 act 4's final room after the Heart.
    Victory,
    /// StS2's Ancient at the bottom of each act.
    Ancient,
}

impl Room {
    /// Every room type, in declaration order.
    pub const ALL: [Room; 9] = [
        Room::Monster,
        Room::Elite,
        Room::Event,
        Room::Shop,
        Room::Rest,
        Room::Treasure,
        Room::Boss,
        Room::Victory,
        Room::Ancient,
    ];

    /// The lower-case name used in JSON (`monster`, `event`, …).
    pub const fn id(self) -> &'static str {
        match self {
            Room::Monster => "monster",
            Room::Elite => "elite",
            Room::Event => "event",
            Room::Shop => "shop",
            Room::Rest => "rest",
            Room::Treasure => "treasure",
            Room::Boss => "boss",
            Room::Victory => "victory",
            Room::Ancient => "ancient",
        }
    }

    /// The symbol the game's map legend uses (`M`, `E`, `?`, `$`, `R`, `T`, `B`, …).
    pub const fn symbol(self) -> char {
        match self {
            Room::Monster => 'M',
            Room::Elite => 'E',
            Room::Event => '?',
            Room::Shop => '$',
            Room::Rest => 'R',
            Room::Treasure => 'T',
            Room::Boss => 'B',
            Room::Victory => 'V',
            Room::Ancient => 'A',
        }
    }
}

/// One drawn node of an act map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "MapNode", missing_as_null))]
pub struct Node {
    /// Column, 0 = leftmost.
    pub x: u8,
    /// Row, 0 = bottom row of the act's grid.
    pub y: u8,
    /// The room icon.
    pub room: Room,
}

/// A directed edge between two drawn nodes, `[x, y]` to `[x, y]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "MapEdge", missing_as_null))]
pub struct Edge {
    /// The lower node.
    pub from: [u8; 2],
    /// The upper node.
    pub to: [u8; 2],
}

/// The buff the burning elite's monsters get (StS1 §5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Buff {
    /// Strength `act + 1`.
    Strength,
    /// +25% max HP.
    MaxHp,
    /// Metallicize `act * 2 + 2`.
    Metallicize,
    /// Regenerate `act * 2 + 1`.
    Regenerate,
}

impl Buff {
    /// The buff's name as the game's power shows it.
    pub const fn label(self) -> &'static str {
        match self {
            Buff::Strength => "Strength",
            Buff::MaxHp => "Max HP",
            Buff::Metallicize => "Metallicize",
            Buff::Regenerate => "Regenerate",
        }
    }
}

/// The burning (Emerald Key) elite of an act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
pub struct BurningElite {
    /// Column of the elite node.
    pub x: u8,
    /// Row of the elite node.
    pub y: u8,
    /// The buff rolled for its fight.
    pub buff: Buff,
    /// The buff's amount (a percentage for [`Buff::MaxHp`]).
    pub amount: u8,
}

/// One act's map as the game draws it.
// Serialised by hand (`impl Serialize for ActMap` below); the `serde`
// attributes of this struct, `Sts2Act` and `Sts2ActRun` only shape the
// TypeScript declaration (tsify reads them).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", serde(rename_all = "camelCase"))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
pub struct ActMap {
    /// Act number, from 1.
    pub act: u8,
    /// The act's name (`Exordium`, `Overgrowth`, …).
    pub name: &'static str,
    /// Grid columns (7).
    pub width: u8,
    /// Grid rows, including any rows drawn outside the room grid (see the game's engine).
    pub height: u8,
    /// The floor number of row 0 (StS1 act 2 starts at floor 18).
    pub first_floor: u16,
    /// Exactly the nodes the game draws, row-major (by `y`, then `x`).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "MapNode[]"))]
    pub nodes: Vec<Node>,
    /// Edges between drawn nodes, row by row, each node's edges by target column.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "MapEdge[]"))]
    pub edges: Vec<Edge>,
    /// The burning elite, when the act has one.
    pub burning_elite: Option<BurningElite>,
    /// StS1: the act boss (`bossList[0]`, the icon on the map).
    #[cfg_attr(target_arch = "wasm32", serde(skip_serializing_if = "Option::is_none"))]
    pub boss: Option<&'static str>,
    /// StS1: the boss fights in order (two in act 3 at ascension 20).
    #[cfg_attr(target_arch = "wasm32", serde(skip_serializing_if = "Option::is_none"))]
    pub bosses: Option<Vec<&'static str>>,
    /// StS1: the normal fights in fight order (map monsters and `?` rooms
    /// that become fights take them in visit order).
    #[cfg_attr(target_arch = "wasm32", serde(skip_serializing_if = "Option::is_none"))]
    pub monsters: Option<Vec<&'static str>>,
    /// StS1: the elite fights in fight order.
    #[cfg_attr(target_arch = "wasm32", serde(skip_serializing_if = "Option::is_none"))]
    pub elites: Option<Vec<&'static str>>,
    /// StS2: the act's room rows, its Ancient and boss slots and its room
    /// counts (serialised as fields of the act itself, absent for StS1).
    #[cfg_attr(target_arch = "wasm32", serde(flatten))]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Partial<Sts2Act>"))]
    pub sts2: Option<Sts2Act>,
}

/// Slay the Spire 2's extra facts about an act map.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[cfg_attr(target_arch = "wasm32", serde(rename_all = "camelCase"))]
pub struct Sts2Act {
    /// Room rows (15/14/13, one fewer in multiplayer): rows `1..=roomRows`;
    /// the Ancient is row 0 and the boss row `roomRows + 1`.
    pub room_rows: u8,
    /// The Ancient's node `[x, y]` (always `[3, 0]`), JSON `ancientNode`
    /// (`ancient` is the Ancient's name).
    pub ancient_node: [u8; 2],
    /// The boss node(s) `[x, y]`: `[3, roomRows + 1]`, and at Ascension 10
    /// in the last act the second boss above it.
    pub boss_nodes: Vec<[u8; 2]>,
    /// The room counts the act drew (targets, spec §5.1).
    pub targets: RoomCounts,
    /// The rooms of those types the map ended up with, not counting the fixed
    /// rows: placement can fall short and pruning can delete rooms.
    pub placed: RoomCounts,
    /// What the seed decided for the act at run start (serialised as fields
    /// of the act itself).
    #[cfg_attr(target_arch = "wasm32", serde(flatten))]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Partial<Sts2ActRun>"))]
    pub run: Option<Sts2ActRun>,
}

/// What a Slay the Spire 2 seed decided for one act at run start (spec
/// sts2-run.md §3-§7, §11): ids as the game spells them, names readable. The
/// names of the boss(es) and fights are in [`ActMap::boss`], [`ActMap::bosses`],
/// [`ActMap::monsters`] and [`ActMap::elites`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[cfg_attr(target_arch = "wasm32", serde(rename_all = "camelCase"))]
pub struct Sts2ActRun {
    /// The act's id (`ACT.UNDERDOCKS`); its name is [`ActMap::name`].
    pub id: &'static str,
    /// The Ancient of the act's first point (`Neow`).
    pub ancient: &'static str,
    /// Its id (`EVENT.NEOW`).
    pub ancient_id: &'static str,
    /// The boss's id.
    pub boss_id: &'static str,
    /// The boss fights' ids in order (two in the last act from ascension 10).
    pub boss_ids: Vec<&'static str>,
    /// The normal encounters' ids in fight order.
    #[cfg_attr(target_arch = "wasm32", serde(skip_serializing_if = "Vec::is_empty"))]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub monster_ids: Vec<&'static str>,
    /// The elite encounters' ids in fight order.
    #[cfg_attr(target_arch = "wasm32", serde(skip_serializing_if = "Vec::is_empty"))]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub elite_ids: Vec<&'static str>,
    /// The act's event order (names); the game skips events whose conditions
    /// the run does not meet.
    #[cfg_attr(target_arch = "wasm32", serde(skip_serializing_if = "Vec::is_empty"))]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub events: Vec<&'static str>,
    /// The event order as ids.
    #[cfg_attr(target_arch = "wasm32", serde(skip_serializing_if = "Vec::is_empty"))]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub event_ids: Vec<&'static str>,
    /// Act 1: Neow's three options in the order offered (the first player's).
    #[cfg_attr(target_arch = "wasm32", serde(skip_serializing_if = "Option::is_none"))]
    pub neow: Option<Vec<&'static str>>,
    /// Act 1: their ids.
    #[cfg_attr(target_arch = "wasm32", serde(skip_serializing_if = "Option::is_none"))]
    pub neow_ids: Option<Vec<&'static str>>,
    /// Act 1 in multiplayer: every player's Neow options, in lobby order.
    #[cfg_attr(target_arch = "wasm32", serde(skip_serializing_if = "Option::is_none"))]
    pub neow_players: Option<Vec<Vec<&'static str>>>,
    /// Act 1 in multiplayer: their ids.
    #[cfg_attr(target_arch = "wasm32", serde(skip_serializing_if = "Option::is_none"))]
    pub neow_player_ids: Option<Vec<Vec<&'static str>>>,
}

/// One act as one JSON object: [`ActMap`]'s fields, then, for StS2,
/// [`Sts2Act`]'s and [`Sts2ActRun`]'s (camelCase; absent options and empty
/// lists left out as the field docs say; `burningElite` is `null` when
/// there is none).
///
/// Written by hand rather than derived: the derive would need
/// `#[serde(flatten)]` for the two StS2 structs, which goes through serde's
/// map path; its extra code cost each WebAssembly module about 1.3 KB
/// gzipped (the StS1 map module 55 466 → 53 879 bytes, measured with
/// `scripts/size`), bytes that keep a `game="sts2"` widget's first map
/// within 100 KiB. The JSON is the same, byte for byte (checked against
/// the CLI's output before the change on 12 000 seeds; the tests below pin
/// the text).
impl Serialize for ActMap {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let run = self.sts2.as_ref().and_then(|x| x.run.as_ref());
        let some = |present: bool| usize::from(present);
        let len = 8
            + some(self.boss.is_some())
            + some(self.bosses.is_some())
            + some(self.monsters.is_some())
            + some(self.elites.is_some())
            + if self.sts2.is_some() { 5 } else { 0 }
            + run.map_or(0, Sts2ActRun::field_count);
        let mut s = serializer.serialize_struct("ActMap", len)?;
        s.serialize_field("act", &self.act)?;
        s.serialize_field("name", self.name)?;
        s.serialize_field("width", &self.width)?;
        s.serialize_field("height", &self.height)?;
        s.serialize_field("firstFloor", &self.first_floor)?;
        s.serialize_field("nodes", &self.nodes)?;
        s.serialize_field("edges", &self.edges)?;
        s.serialize_field("burningElite", &self.burning_elite)?;
        if let Some(boss) = self.boss {
            s.serialize_field("boss", boss)?;
        }
        for (key, list) in [("bosses", &self.bosses), ("monsters", &self.monsters), ("elites", &self.elites)] {
            if let Some(list) = list {
                s.serialize_field(key, list)?;
            }
        }
        if let Some(x) = &self.sts2 {
            s.serialize_field("roomRows", &x.room_rows)?;
            s.serialize_field("ancientNode", &x.ancient_node)?;
            s.serialize_field("bossNodes", &x.boss_nodes)?;
            s.serialize_field("targets", &x.targets)?;
            s.serialize_field("placed", &x.placed)?;
        }
        if let Some(r) = run {
            s.serialize_field("id", r.id)?;
            s.serialize_field("ancient", r.ancient)?;
            s.serialize_field("ancientId", r.ancient_id)?;
            s.serialize_field("bossId", r.boss_id)?;
            s.serialize_field("bossIds", &r.boss_ids)?;
            for (key, list) in r.lists() {
                if !list.is_empty() {
                    s.serialize_field(key, list)?;
                }
            }
            for (key, list) in [("neow", &r.neow), ("neowIds", &r.neow_ids)] {
                if let Some(list) = list {
                    s.serialize_field(key, list)?;
                }
            }
            for (key, lists) in [("neowPlayers", &r.neow_players), ("neowPlayerIds", &r.neow_player_ids)] {
                if let Some(lists) = lists {
                    s.serialize_field(key, lists)?;
                }
            }
        }
        s.end()
    }
}

impl Sts2ActRun {
    /// The lists left out when empty, with their JSON names.
    fn lists(&self) -> [(&'static str, &Vec<&'static str>); 4] {
        [
            ("monsterIds", &self.monster_ids),
            ("eliteIds", &self.elite_ids),
            ("events", &self.events),
            ("eventIds", &self.event_ids),
        ]
    }

    /// How many fields it adds to its act's JSON object.
    fn field_count(&self) -> usize {
        let options =
            [self.neow.is_some(), self.neow_ids.is_some(), self.neow_players.is_some(), self.neow_player_ids.is_some()];
        5 + self.lists().iter().filter(|(_, l)| !l.is_empty()).count() + options.iter().filter(|&&o| o).count()
    }
}

/// Counts of the room types a Slay the Spire 2 map queues.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct RoomCounts {
    /// Rest sites (besides the fixed rest row).
    pub rest: u8,
    /// Merchants.
    pub shop: u8,
    /// Elites.
    pub elite: u8,
    /// `?` rooms.
    pub unknown: u8,
}

impl ActMap {
    /// Leaves out what the seed's draws decide beyond the map and what the
    /// game shows: the fight lists and the event order (`spoilers: false`).
    /// The bosses, the burning elite, the Ancient and Neow's options stay.
    pub fn hide_spoilers(&mut self) {
        self.monsters = None;
        self.elites = None;
        if let Some(run) = self.sts2.as_mut().and_then(|s| s.run.as_mut()) {
            run.monster_ids.clear();
            run.elite_ids.clear();
            run.events.clear();
            run.event_ids.clear();
        }
    }

    /// The node at `(x, y)`, if it is drawn.
    pub fn node(&self, x: u8, y: u8) -> Option<&Node> {
        self.nodes.iter().find(|n| n.x == x && n.y == y)
    }

    /// Whether the act has an edge from `from` to `to`.
    pub fn has_edge(&self, from: [u8; 2], to: [u8; 2]) -> bool {
        self.edges.iter().any(|e| e.from == from && e.to == to)
    }
}

/// The result of `generate_map`: the seed in both forms and the requested acts.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct MapSet {
    /// Which game.
    pub game: Game,
    /// The canonical seed string as the game displays it.
    pub seed: String,
    /// The seed's numeric value in decimal, as a string so JavaScript keeps
    /// every digit (StS1: the signed 64-bit value `.run` files store).
    pub seed_value: String,
    /// The ascension level the maps were generated for.
    pub ascension: u8,
    /// Notes about the seed or options a player should know (e.g. a trial key).
    pub warnings: Vec<String>,
    /// The acts, in order (only the requested one when an act was given).
    pub acts: Vec<ActMap>,
    /// StS2: the game builds whose generator the maps follow.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game_build: Option<&'static str>,
    /// The run's modifiers, as run files write their ids (none: left out).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub modifiers: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn act(sts2: Option<Sts2Act>) -> ActMap {
        ActMap {
            act: 2,
            name: "The City",
            width: 7,
            height: 15,
            first_floor: 18,
            nodes: vec![Node { x: 3, y: 0, room: Room::Monster }],
            edges: vec![Edge { from: [3, 0], to: [2, 1] }],
            burning_elite: None,
            boss: None,
            bosses: None,
            monsters: None,
            elites: None,
            sts2,
        }
    }

    /// The act's JSON text, key for key in the order the schema documents
    /// (the expected strings are written out here by hand).
    #[test]
    fn an_sts1_act_serialises_flat_with_its_lists_when_present() {
        let mut a = act(None);
        assert_eq!(
            serde_json::to_string(&a).unwrap(),
            r#"{"act":2,"name":"The City","width":7,"height":15,"firstFloor":18,"nodes":[{"x":3,"y":0,"room":"monster"}],"edges":[{"from":[3,0],"to":[2,1]}],"burningElite":null}"#
        );
        a.burning_elite = Some(BurningElite { x: 4, y: 9, buff: Buff::MaxHp, amount: 25 });
        a.boss = Some("Champ");
        a.bosses = Some(vec!["Champ"]);
        a.monsters = Some(vec!["Chosen", "3 Byrds"]);
        a.elites = Some(vec![]);
        assert_eq!(
            serde_json::to_string(&a).unwrap(),
            r#"{"act":2,"name":"The City","width":7,"height":15,"firstFloor":18,"nodes":[{"x":3,"y":0,"room":"monster"}],"edges":[{"from":[3,0],"to":[2,1]}],"burningElite":{"x":4,"y":9,"buff":"maxHp","amount":25},"boss":"Champ","bosses":["Champ"],"monsters":["Chosen","3 Byrds"],"elites":[]}"#
        );
    }

    #[test]
    fn an_sts2_act_adds_its_facts_and_run_start_as_fields_of_the_act() {
        let counts = RoomCounts { rest: 1, shop: 2, elite: 3, unknown: 4 };
        let sts2 = |run| Sts2Act {
            room_rows: 14,
            ancient_node: [3, 0],
            boss_nodes: vec![[3, 15]],
            targets: counts,
            placed: RoomCounts { unknown: 5, ..counts },
            run,
        };
        let head = r#"{"act":2,"name":"The City","width":7,"height":15,"firstFloor":18,"nodes":[{"x":3,"y":0,"room":"monster"}],"edges":[{"from":[3,0],"to":[2,1]}],"burningElite":null,"#;
        let facts = r#""roomRows":14,"ancientNode":[3,0],"bossNodes":[[3,15]],"targets":{"rest":1,"shop":2,"elite":3,"unknown":4},"placed":{"rest":1,"shop":2,"elite":3,"unknown":5}"#;
        assert_eq!(serde_json::to_string(&act(Some(sts2(None)))).unwrap(), format!("{head}{facts}}}"));
        let mut run = Sts2ActRun {
            id: "ACT.HIVE",
            ancient: "Orobas",
            ancient_id: "EVENT.OROBAS",
            boss_id: "B",
            boss_ids: vec!["B"],
            monster_ids: vec![],
            elite_ids: vec!["E"],
            events: vec![],
            event_ids: vec![],
            neow: None,
            neow_ids: None,
            neow_players: None,
            neow_player_ids: None,
        };
        let ids = r#""id":"ACT.HIVE","ancient":"Orobas","ancientId":"EVENT.OROBAS","bossId":"B","bossIds":["B"]"#;
        assert_eq!(
            serde_json::to_string(&act(Some(sts2(Some(run.clone()))))).unwrap(),
            format!(r#"{head}{facts},{ids},"eliteIds":["E"]}}"#)
        );
        run.monster_ids = vec!["M"];
        run.events = vec!["Ev"];
        run.event_ids = vec!["EV"];
        run.neow = Some(vec!["N"]);
        run.neow_ids = Some(vec!["NI"]);
        run.neow_players = Some(vec![vec!["N"], vec!["P"]]);
        run.neow_player_ids = Some(vec![vec![]]);
        assert_eq!(
            serde_json::to_string(&act(Some(sts2(Some(run))))).unwrap(),
            format!(
                r#"{head}{facts},{ids},"monsterIds":["M"],"eliteIds":["E"],"events":["Ev"],"eventIds":["EV"],"neow":["N"],"neowIds":["NI"],"neowPlayers":[["N"],["P"]],"neowPlayerIds":[[]]}}"#
            )
        );
    }
}
