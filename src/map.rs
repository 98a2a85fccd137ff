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

mod shown;
use serde::Serialize;
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

/// The result of `run_start` (Slay the Spire 1): what the run start gives
/// for the seed and the options' character and choices, beside the maps of
/// `generate_map`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct RunStartSet {
    /// Which game.
    pub game: Game,
    /// The canonical seed string.
    pub seed: String,
    /// The seed's number in decimal.
    pub seed_value: String,
    /// The ascension level.
    pub ascension: u8,
    /// The character, as `.run` files write `character_chosen` (`IRONCLAD`,
    /// `THE_SILENT`, `DEFECT`, `WATCHER`).
    pub character: &'static str,
    /// Neow's options at the start of act 1, in the order offered.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "NeowOffer[]"))]
    pub neow: Vec<NeowOffer>,
    /// The boss chests' three relics, act 1's then act 2's, in the order the
    /// game takes them, ids as `.run` files write them (a spoiler: empty
    /// without spoilers).
    pub boss_relics: Vec<Vec<&'static str>>,
    /// What the predictions assume that the seed does not decide (the
    /// character, the kind of Neow, the option taken, the picks), one
    /// sentence each.
    pub assumptions: Vec<String>,
    /// Notes about the seed (a trial key, …).
    pub warnings: Vec<String>,
}

/// StS1: one of Neow's options, named as `.run` files write `neow_bonus` and
/// `neow_cost`, with what it gives where the seed fixes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct NeowOffer {
    /// The reward (`THREE_CARDS`, `BOSS_RELIC`, …).
    pub bonus: &'static str,
    /// Its drawback (`NONE`, `CURSE`, …).
    pub cost: &'static str,
    /// The relic the reward gives, where the seed fixes it (the boss relic of
    /// `BOSS_RELIC`); a spoiler, left out without spoilers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub relic: Option<&'static str>,
    /// The cards the reward offers or gives, where the seed fixes them (a
    /// card or colourless card choice, a random rare card); a spoiler.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Card[]"))]
    pub cards: Option<Vec<Card>>,
}

/// A card as a reward or an offer shows it, either game. Serialises as
/// `{"id": "Pommel Strike", "name": "Pommel Strike", "upgraded": false}`;
/// StS1 `.run` files write an upgraded card as its id followed by `+1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Card {
    /// The id the game's run files write.
    pub id: &'static str,
    /// The name the game shows.
    pub name: &'static str,
    /// Whether the card comes upgraded.
    pub upgraded: bool,
}

impl Card {
    /// The card as StS1 `.run` files write it: the id, with `+1` when upgraded.
    pub fn run_name(&self) -> String {
        if self.upgraded {
            format!("{}+1", self.id)
        } else {
            self.id.to_string()
        }
    }
}

/// One card reward: the cards offered, in the order shown. Serialises as
/// `{"cards": [...]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct CardReward {
    /// The cards (StS1: 3 normally; 4 with Question Card, 1 with Busted Crown).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Card[]"))]
    pub cards: Vec<Card>,
}

/// StS2 multiplayer: one player's card reward of a fight and its potion
/// roll (each player's own, docs/sts2-content.md).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct PlayerCardReward {
    /// The player, 1-based in lobby order.
    pub player: u8,
    /// Their character, as `.run` files write it (`CHARACTER.SILENT`).
    pub character: &'static str,
    /// The cards offered.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Card[]"))]
    pub cards: Vec<Card>,
    /// Whether a potion drops (which one is not predicted).
    pub potion: PotionRoll,
}

/// StS1: a card for sale (spec sts1-events-shops.md §5;
/// `sts1::content::shop`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct ShopCard {
    /// The id `.run` files write.
    pub id: &'static str,
    /// The display name.
    pub name: &'static str,
    /// Upgraded by an egg.
    pub upgraded: bool,
    /// The price in gold.
    pub price: i32,
    /// The card's rarity (`COMMON`, `UNCOMMON`, `RARE`).
    pub rarity: &'static str,
}

/// A relic for sale.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct ShopRelic {
    /// The id `.run` files write.
    pub id: &'static str,
    /// The name shown (the id: the relics' display names are not in the data).
    pub name: &'static str,
    /// The price in gold.
    pub price: i32,
}

/// A potion for sale.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct ShopPotion {
    /// The id `.run` files write.
    pub id: &'static str,
    /// The display name.
    pub name: &'static str,
    /// The price in gold.
    pub price: i32,
}

/// StS1: a shop's stock as the player finds it on entering.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct ShopStock {
    /// The five class cards: attack, attack, skill, skill, power.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "ShopCard[]"))]
    pub cards: Vec<ShopCard>,
    /// The colourless uncommon and rare.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "ShopCard[]"))]
    pub colorless: Vec<ShopCard>,
    /// The three relics (the third of the shop tier).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "ShopRelic[]"))]
    pub relics: Vec<ShopRelic>,
    /// The three potions.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "ShopPotion[]"))]
    pub potions: Vec<ShopPotion>,
    /// The card removal's price.
    pub purge: i32,
    /// Which of `cards` is on sale (its index).
    pub sale: usize,
}

/// A shop's stock along a walked route, in its game's own form (serialised
/// untagged: the game's fields only). StS1's removal price is `purge`, StS2's
/// `removal`, as each game names it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum Shop {
    /// Slay the Spire: the class and colourless cards, relics, potions, purge, sale.
    Sts1(ShopStock),
    /// Slay the Spire 2: the merchant's cards, relics, potions and removal.
    Sts2(ShopShown),
}

impl Shop {
    /// The ids of what it sells, as `.run` files write them: the cards
    /// (colourless too where known), the relics, the potions where known.
    pub fn ids(&self) -> Vec<&'static str> {
        match self {
            Shop::Sts1(s) => s
                .cards
                .iter()
                .chain(&s.colorless)
                .map(|c| c.id)
                .chain(s.relics.iter().map(|r| r.id))
                .chain(s.potions.iter().map(|p| p.id))
                .collect(),
            Shop::Sts2(s) => s
                .cards
                .iter()
                .chain(s.colorless.iter().flatten())
                .map(|c| c.id)
                .chain(s.relics.iter().map(|r| r.id))
                .chain(s.potions.iter().flatten().map(|p| p.id))
                .collect(),
        }
    }
}

/// StS1: a treasure room's chest: its size, the relic tier, whether it
/// holds gold, and the relic (with Matryoshka's extra one before it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct ChestReward {
    /// `small`, `medium` or `large`.
    pub size: &'static str,
    /// `common`, `uncommon` or `rare`.
    pub tier: &'static str,
    /// The chest holds gold too.
    pub gold: bool,
    /// The relic, as `.run` files write it.
    pub relic: &'static str,
    /// Matryoshka's relic, taken before the chest's own.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extra: Option<&'static str>,
}

/// A treasure room's chest along a walked route, in its game's own form
/// (serialised untagged: the game's fields only).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum Chest {
    /// Slay the Spire: size, tier, gold, relic (and Matryoshka's).
    Sts1(ChestReward),
    /// Slay the Spire 2: the rarity rolled and the relic.
    Sts2(Sts2Chest),
}

/// StS2: what a chest holds for the player: the rarity its roll gave and
/// the relic (serialised `{"rarity": "uncommon", "relicId":
/// "RELIC.GIRYA", "relic": "Girya"}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Sts2Chest {
    /// `common`, `uncommon` or `rare`.
    pub rarity: &'static str,
    /// The relic's id, as `.run` files write it (`RELIC.GIRYA`).
    pub relic_id: &'static str,
    /// Its name.
    pub relic: String,
}

/// StS2: a relic by id and name (`{"id": "RELIC.X", "name": "X"}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct NamedRelic {
    /// The id, as `.run` files write it.
    pub id: &'static str,
    /// The name.
    pub name: String,
}

/// StS2: one way an Ancient's offer can come out: its relics in the order
/// offered, and the run state it needs (serialised `{"ids": ["RELIC.X", …],
/// "names": ["X", …], "requires": null}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
pub struct AncientOffer {
    /// The relics' ids, as `.run` files write them (`RELIC.GLASS_EYE`).
    pub ids: Vec<&'static str>,
    /// Their names.
    pub names: Vec<&'static str>,
    /// `null` when the offer does not depend on the run; else what the run
    /// must hold for the offer to come out this way, in words.
    pub requires: Option<String>,
}

/// StS2: what one of Neow's options gives when taken, where the seed fixes
/// it (serialised `{"relic": "RELIC.X", "name": "X", "what": "…", "cards":
/// […], "relics": […], "potions": […], "gold": null, "rewardsDraws": 0}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct NeowGift {
    /// The option's relic id (`RELIC.GOLDEN_PEARL`).
    pub relic: &'static str,
    /// Its name.
    pub name: &'static str,
    /// What it gives, in one sentence (which cards are added and which
    /// offered; what is not predicted).
    pub what: String,
    /// Cards added or offered (`what` says which).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Card[]"))]
    pub cards: Vec<Card>,
    /// Relics added or offered (ids).
    pub relics: Vec<&'static str>,
    /// Potions added (ids).
    pub potions: Vec<&'static str>,
    /// Gold gained.
    pub gold: Option<u32>,
    /// Its draws on the player's rewards stream (`null`: not known).
    pub rewards_draws: Option<u32>,
}

/// StS1: the potion roll after a fight: whether the reward holds a potion,
/// and which. Serialises as `{"dropped": false}` or `{"dropped": true, "id":
/// "SteroidPotion", "name": "Flex Potion"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct PotionRoll {
    /// A potion dropped.
    pub dropped: bool,
    /// Its id, as `.run` files write `potions_obtained`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<&'static str>,
    /// Its name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<&'static str>,
}

impl RunStartSet {
    /// Leaves out what the seed decides that a player cannot see before
    /// choosing: what Neow's options would give, and the boss chests.
    pub fn hide_spoilers(&mut self) {
        self.boss_relics.clear();
        for offer in &mut self.neow {
            offer.relic = None;
            offer.cards = None;
        }
    }
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
