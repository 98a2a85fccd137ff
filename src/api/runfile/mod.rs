//! Run files: a player's own `.run` history or save, read and laid over the
//! seed's predicted maps.
//!
//! Four kinds of file are read, the kind decided from the content, never from
//! a file name ([`detect`]):
//!
//! | kind | file | read by |
//! |---|---|---|
//! | [`Kind::Sts1Run`] | Slay the Spire `runs/<CHARACTER>/<timestamp>.run` (JSON) | [`sts1_run`] |
//! | [`Kind::Sts1Autosave`] | Slay the Spire `saves/<CHARACTER>.autosave` (JSON, XOR with `"key"`, base64) | [`sts1_autosave`] |
//! | [`Kind::Sts2Run`] | Slay the Spire 2 `saves/history/<seed>.run` (JSON) | [`sts2_run`] |
//! | [`Kind::Sts2Save`] | Slay the Spire 2 `current_run.save` (JSON) | [`sts2_save`] |
//!
//! Each reader turns its file into one [`RunFile`]: seed, ascension, flags and,
//! per act the run reached, the map symbol of every floor (and its coordinates
//! where the file has them). [`matcher`] then finds every predicted route that
//! fits the file and gives the verdict as a [`RunReport`], the one result the
//! CLI (`spire-map run`) and the JavaScript API print.
//!
//! Unknown fields are ignored; bad input (too big, binary, too deeply nested,
//! a field of the wrong type, a file of another kind, a seed the engine
//! refuses) is an error naming the problem ([`FileError`]); modifiers that can
//! change the map (daily, trial, custom runs) are warnings.

mod custom;
pub mod detect;
mod engine;
pub mod matcher;
mod predict;
mod predict_lobby;
pub mod sts1_autosave;
pub mod sts1_replay;
mod sts1_replay_file;
pub mod sts1_run;
pub mod sts2_run;
pub mod sts2_save;

use std::fmt;

use serde::Serialize;

use crate::map::{Game, Room};

pub use detect::{MAX_DEPTH, MAX_FILE_BYTES};
pub use matcher::{Mismatch, RunReport, SavedMapCheck};
pub use predict::PredictedFloor;
pub use predict_lobby::PlayerVerdict;

/// A run file that cannot be read, with a message naming the problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileError(pub String);

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for FileError {}

impl From<crate::Error> for FileError {
    fn from(e: crate::Error) -> Self {
        FileError(e.to_string())
    }
}

impl From<FileError> for crate::Error {
    fn from(e: FileError) -> Self {
        crate::Error::File(e.0)
    }
}

/// `Result` with [`FileError`].
pub type FileResult<T> = std::result::Result<T, FileError>;

/// Which kind of file was read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub enum Kind {
    /// A Slay the Spire `.run` history file.
    Sts1Run,
    /// A Slay the Spire `.autosave` (or its decoded JSON).
    Sts1Autosave,
    /// A Slay the Spire 2 `.run` history file.
    Sts2Run,
    /// A Slay the Spire 2 `current_run.save`.
    Sts2Save,
}

impl Kind {
    /// The game the file belongs to.
    pub const fn game(self) -> Game {
        match self {
            Kind::Sts1Run | Kind::Sts1Autosave => Game::Sts1,
            Kind::Sts2Run | Kind::Sts2Save => Game::Sts2,
        }
    }

    /// How the file is named to a player.
    pub const fn label(self) -> &'static str {
        match self {
            Kind::Sts1Run => "a Slay the Spire run history (.run)",
            Kind::Sts1Autosave => "a Slay the Spire save (.autosave)",
            Kind::Sts2Run => "a Slay the Spire 2 run history (.run)",
            Kind::Sts2Save => "a Slay the Spire 2 save (current_run.save)",
        }
    }
}

/// The run settings a file states that can change the map.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
pub struct Flags {
    /// A daily climb (StS1 `is_daily`, StS2 `game_mode` "daily").
    pub daily: bool,
    /// A StS1 trial (`is_trial`).
    pub trial: bool,
    /// Custom-run modifiers (StS1 `custom_mods` / `daily_mods`, StS2 a game mode other than standard).
    pub custom: bool,
    /// StS1 endless mode.
    pub endless: bool,
}

/// One floor of the run as the file records it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FloorRecord {
    /// The room's icon on the map (`?` stays [`Room::Event`]); `None` when
    /// the file gives only the coordinates.
    pub room: Option<Room>,
    /// The node `[x, y]`, when the file has coordinates.
    pub coord: Option<[u8; 2]>,
}

impl FloorRecord {
    /// A floor known by its map icon only.
    pub const fn symbol(room: Room) -> FloorRecord {
        FloorRecord { room: Some(room), coord: None }
    }
}

/// The floors of one act the run reached, from the act's first route row on
/// (StS2: the row above the Ancient; the boss rooms included when entered).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActRecord {
    /// Act number, from 1.
    pub act: u8,
    /// The floors in order.
    pub floors: Vec<FloorRecord>,
}

/// A relic that changes what `?` rooms become (StS1), and the floor it was
/// obtained on when the file says (`None`: owned from the start or unknown).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuestionRelic {
    /// The relic's id (`Tiny Chest`, `Juzu Bracelet`).
    pub name: &'static str,
    /// The floor it was obtained on.
    pub floor: Option<u32>,
}

/// A point of a StS2 save's stored map: `[x, y]`, its room and its children.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedPoint {
    /// The node `[col, row]`.
    pub coord: [u8; 2],
    /// The room type.
    pub room: Room,
    /// The children `[col, row]`, in the save's order.
    pub children: Vec<[u8; 2]>,
}

/// A StS2 save's stored map of the current act.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedMap {
    /// The act it belongs to (1-3).
    pub act: u8,
    /// Every stored point: the Ancient, the rooms, the boss(es).
    pub points: Vec<SavedPoint>,
}

/// What a reader makes of a file: everything the matcher needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunFile {
    /// The kind of file.
    pub kind: Kind,
    /// StS1: the seed's number; StS2: the seed string.
    pub seed: crate::seed::SeedInput,
    /// Ascension level.
    pub ascension: u8,
    /// The character played, as the file names it.
    pub character: Option<String>,
    /// StS2 multiplayer: the other players' characters, in lobby order.
    pub others: Vec<String>,
    /// The game build the file names.
    pub build: Option<String>,
    /// Modifiers that can change the map.
    pub flags: Flags,
    /// Floors the run reached.
    pub floors_reached: u32,
    /// StS2: a multiplayer run.
    pub multiplayer: bool,
    /// Per act reached, the floors the file records.
    pub acts: Vec<ActRecord>,
    /// StS1: per floor from floor 1, the room it turned out to be (`None` off
    /// the map: the boss chest, the door to act 4).
    pub per_floor: Vec<Option<Room>>,
    /// StS1: relics that change `?` rooms.
    pub question_relics: Vec<QuestionRelic>,
    /// StS2 save: the stored map of the current act.
    pub saved_map: Option<SavedMap>,
    /// StS2: the game build whose seeding the file's maps follow (v0.108
    /// saves and runs hashed their seeds with the 32-bit hash).
    pub sts2_build: crate::options::Sts2Build,
    /// Why the engine's maps cannot be this file's (a game build it does not
    /// model), found while reading.
    pub other_build: Option<String>,
    /// StS1 `.run`: the Neow option taken (`neow_bonus`, `neow_cost`).
    pub neow: Option<(String, String)>,
    /// StS1 `.run`: the card rewards the run saw (`card_choices`), in file order.
    pub card_choices: Vec<CardChoice>,
    /// StS1 `.run`: the floors whose reward held a potion (`potions_floor_spawned`).
    pub potion_floors: Vec<u32>,
    /// StS1 `.run`: the relics obtained on the map's floors (`relics_obtained`:
    /// floor, id), in file order.
    pub relics_obtained: Vec<(u32, String)>,
    /// StS2 `.run`: what each Ancient offered the first player
    /// (`ancient_choice`): floor, relic ids (`RELIC.X`) in offer order, and
    /// which one was chosen (`was_chosen`).
    pub ancient_choices: Vec<(u32, Vec<String>, Option<usize>)>,
    /// StS2: what the file records of each map point (the state before it,
    /// its event and options, a merchant's stock), for the walk to follow.
    pub sts2_rooms: Vec<crate::map::RecordedRoom>,
    /// StS1 `.run`: the relic picked from each boss chest opened (`boss_relics`;
    /// `None`: skipped).
    pub boss_relic_picks: Vec<Option<String>>,
    /// StS1 `.run`: the whole run replayed from the file's own state
    /// ([`sts1_replay`]); `None` for other files or when it cannot run.
    pub replay: Option<sts1_replay::Replay>,
    /// Notes for the player (modifiers, assumptions).
    pub warnings: Vec<String>,
    /// The run's modifiers as the file writes them (StS1 `daily_mods`, StS2
    /// `modifiers[].id`).
    pub modifiers: Vec<String>,
    /// StS1 `.run`: `special_seed` (a daily's day number).
    pub special_seed: Option<i64>,
}

impl RunFile {
    /// A file of `kind` for `seed` with nothing else read yet (ascension 0,
    /// no floor, every list empty): each reader fills in what its kind
    /// records, the rest stays as here.
    fn of(kind: Kind, seed: crate::seed::SeedInput) -> RunFile {
        RunFile {
            kind,
            seed,
            ascension: 0,
            character: None,
            others: Vec::new(),
            build: None,
            flags: Flags::default(),
            floors_reached: 0,
            multiplayer: false,
            acts: Vec::new(),
            per_floor: Vec::new(),
            question_relics: Vec::new(),
            saved_map: None,
            sts2_build: Default::default(),
            other_build: None,
            neow: None,
            card_choices: Vec::new(),
            potion_floors: Vec::new(),
            relics_obtained: Vec::new(),
            ancient_choices: Vec::new(),
            sts2_rooms: Vec::new(),
            boss_relic_picks: Vec::new(),
            replay: None,
            warnings: Vec::new(),
            modifiers: Vec::new(),
            special_seed: None,
        }
    }

    /// StS2: the map hooks the file holds: Golden Compass's acts, and the
    /// floor of the Spoils Map (The Legends Were True's `NAB_THE_MAP`).
    pub fn map_hooks(&self) -> crate::options::MapHooks {
        let spoils = self.sts2_rooms.iter().find(|r| {
            r.event.as_deref() == Some("EVENT.THE_LEGENDS_WERE_TRUE") && r.options.iter().any(|o| o == "NAB_THE_MAP")
        });
        crate::options::MapHooks { golden_path_acts: self.golden_path_acts(), spoils_map: spoils.map(|r| r.floor) }
    }

    /// StS2: the acts (1-3) whose Ancient the file took Golden Compass at
    /// (the k-th recorded Ancient choice is act k's).
    pub fn golden_path_acts(&self) -> Vec<u8> {
        self.ancient_choices
            .iter()
            .enumerate()
            .filter(|(_, (_, ids, chosen))| {
                chosen.and_then(|c| ids.get(c)).is_some_and(|id| id == "RELIC.GOLDEN_COMPASS")
            })
            .map(|(k, _)| k as u8 + 1)
            .collect()
    }
}

/// One card reward a StS1 `.run` file records (`card_choices`): its floor and
/// the cards offered, as the file writes them (`+1` after an upgraded card),
/// the pick first; a skip (`SKIP`) or Singing Bowl pick is no card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardChoice {
    /// The floor.
    pub floor: u32,
    /// The cards offered.
    pub cards: Vec<String>,
}

/// Reads a run or save file given as text (a paste, or a file read in the
/// browser) and matches it against the seed's maps.
pub fn read_run_file(text: &str) -> FileResult<RunReport> {
    read_run_bytes(text.as_bytes())
}

/// Reads a run or save file given as bytes and matches it against the seed's maps.
pub fn read_run_bytes(bytes: &[u8]) -> FileResult<RunReport> {
    read_run_bytes_with(bytes, None)
}

/// [`read_run_bytes`], a Slay the Spire 2 file read with the profile it was
/// played with (`None`: the mature one; a `.run` file names none).
pub fn read_run_bytes_with(bytes: &[u8], profile: Option<&crate::options::Sts2Profile>) -> FileResult<RunReport> {
    let file = parse_run_bytes(bytes)?;
    matcher::match_run_with(&file, profile)
}

/// Reads a run or save file into a [`RunFile`] without generating any map.
pub fn parse_run_bytes(bytes: &[u8]) -> FileResult<RunFile> {
    let (kind, value) = detect::decode(bytes)?;
    match kind {
        Kind::Sts1Run => sts1_run::read(&value),
        Kind::Sts1Autosave => sts1_autosave::read(&value),
        Kind::Sts2Run => sts2_run::read(&value),
        Kind::Sts2Save => sts2_save::read(&value),
    }
}
