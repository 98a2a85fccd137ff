//! The run laid over the seed's predicted maps: per act the run reached,
//! every predicted route whose rooms match the file floor by floor, and the
//! verdict.
//!
//! * A route is the column on each floor from the act's first route row (as
//!   `route=` writes it: `crate::route`). Where the file has coordinates
//!   (StS2 saves' `visited_map_coords`, a StS1 autosave's rooms) a floor must
//!   be exactly that node; otherwise any node with the file's map icon. Each
//!   step follows a map edge; StS2 routes start from the Ancient's children.
//!   The matching runs forward (which nodes the file's prefix can reach) and
//!   backward (which of them go on to the file's last floor), so the first
//!   floor no route reaches is the mismatch, and listing the routes never
//!   explores a dead end.
//! * StS1 `?` rooms: the k-th `?` room of the run rolls with the k-th float
//!   of eventRng (spec sts1.md §7), so the outcomes the file records
//!   (`path_per_floor`) are checked against the seed's, walking the first
//!   fitting route of each act with the `?` rooms of the earlier acts counted
//!   before it. The outcome depends only on the icons before it (`?` rooms
//!   and shops), so every fitting route of an act gives the same outcomes.
//!   After Tiny Chest or Juzu Bracelet is obtained the outcomes are not checked.
//! * A StS2 save's stored map is compared with the engine's node by node:
//!   position, room and children.
//!
//! The three checks each have their file: `fit.rs` (the routes),
//! `question_rooms.rs` (StS1 `?` outcomes), `saved_map.rs` (a save's map);
//! this one reads the file's options and gives the verdict.

use serde::Serialize;

use super::engine::{self, MapOptions};
use super::predict;
pub use super::predict::{CardRewardCount, PredictedFloor};
use super::{FileError, FileResult, Flags, Kind, RunFile};
use crate::map::{Game, Room};
use crate::route::format_route;

mod fit;
mod question_rooms;
mod saved_map;

use fit::fitting_routes;
use question_rooms::check_question_rooms;
use saved_map::compare_saved_map;

/// The most routes listed per act.
pub const MAX_ROUTES: usize = 100;

/// The most differences listed for a stored map.
pub const MAX_DIFFERENCES: usize = 40;

/// The routes of one act that fit the file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct ActRoutes {
    /// Act number, from 1.
    pub act: u8,
    /// Every fitting route (at most [`MAX_ROUTES`]): the column on each floor.
    pub routes: Vec<Vec<u8>>,
    /// StS1 acts 1 and 2: the boss chest's three relics for the file's
    /// character and Neow choice.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub boss_relics: Option<Vec<&'static str>>,
    /// StS1 `.run`: the walk of the first fitting route with the file's
    /// character, ascension and Neow choice, one entry per floor in order
    /// (entry 0 is the act's first floor, the boss last), beside what the
    /// file records.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub predicted: Vec<PredictedFloor>,
}

/// What a StS2 `.run` file's predictions assume and where they stop.
pub const STS2_PREDICTIONS: &str =
    "the predicted rewards follow the file's character, ascension and Neow choice (its draws on the rewards stream, \
     where known: docs/sts2-content.md) from act 1 through every act that fits the map, with the gold, HP, potions \
     and event options the file records: each `?` event and merchant stock is predicted beside the file's, and the \
     rewards go on through each event whose draws are known, until one whose draws are not (that event, and any act \
     that does not fit, stops them); the Ancients' offers are predicted in every act";

/// The first place where no predicted route fits the file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
pub struct Mismatch {
    /// Act number.
    pub act: u8,
    /// The run's floor number.
    pub floor: u32,
    /// What does not fit.
    pub reason: String,
}

/// A StS2 save's stored map against the engine's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
pub struct SavedMapCheck {
    /// The act of the stored map.
    pub act: u8,
    /// Node for node and edge for edge the same.
    pub identical: bool,
    /// What differs, `(x, y)` first (at most [`MAX_DIFFERENCES`] listed).
    pub differences: Vec<String>,
}

/// The result of reading a run file: what it says and how it fits the maps.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct RunReport {
    /// Which game.
    pub game: Game,
    /// Which kind of file.
    pub kind: Kind,
    /// The seed as the game displays it.
    pub seed: String,
    /// The seed's number in decimal (StS1: as `.run` files store it; StS2: the run seed).
    pub seed_value: String,
    /// Ascension level.
    pub ascension: u8,
    /// The character played.
    pub character: Option<String>,
    /// The game build the file names.
    pub build: Option<String>,
    /// Daily / trial / custom / endless.
    pub flags: Flags,
    /// Floors the run reached.
    pub floors_reached: u32,
    /// Per act the file records floors of, the fitting routes.
    pub acts: Vec<ActRoutes>,
    /// Every act the run reached has a fitting route (and its `?` outcomes, a
    /// StS2 save's stored map, agree).
    pub fits: bool,
    /// The first place where nothing fits.
    pub mismatch: Option<Mismatch>,
    /// A StS2 save's stored map against the engine's.
    pub saved_map: Option<SavedMapCheck>,
    /// StS2: the `build` option the maps were made with when it is not the
    /// default (`"v0.108"`), so the view opens with the same maps.
    pub maps_build: Option<&'static str>,
    /// StS1 `.run`: Neow's options for the seed (the short Neow's when the
    /// file's choice was one of them).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub neow: Option<Vec<crate::map::NeowOffer>>,
    /// StS2 `.run`: the Neow option the file took, as the `neow` option
    /// takes it (the relic id without `RELIC.`), so that the view opens
    /// with it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub neow_taken: Option<String>,
    /// StS2: the profile the run start and the predictions followed (its
    /// text form, `docs/sts2-profile.md`), when one was given; none: mature.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub profile: Option<String>,
    /// StS1 `.run`: how many of the file's card rewards the predictions
    /// cover, and match.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card_rewards: Option<CardRewardCount>,
    /// StS1 `.run`: the whole run replayed from the file's own state and
    /// choices, counted against what the file records: `?` rolls, events,
    /// purchases found in the predicted stock, card rewards and potions of
    /// acts 1-3.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub replay: Option<super::sts1_replay::ReplayCounts>,
    /// Notes: modifiers, unchecked parts, the engine's own notes.
    pub warnings: Vec<String>,
    /// What the predictions assume, one sentence each, as a route's walk
    /// states them (StS2: the walk of each act along the file's first
    /// fitting route, from the file's own state; StS1 `.run`: the replay's):
    /// the profile, the build, each choice not recorded, where each kind of
    /// prediction stops and why.
    pub assumptions: Vec<String>,
}

impl RunReport {
    /// The first fitting route of every act, in the `route=` text form (acts
    /// before the first matched one, which a save does not record, are empty).
    pub fn route_text(&self) -> String {
        let last = self.acts.iter().map(|a| a.act).max().unwrap_or(0);
        let cols: Vec<Vec<u8>> = (1..=last)
            .map(|act| {
                self.acts.iter().find(|a| a.act == act).and_then(|a| a.routes.first().cloned()).unwrap_or_default()
            })
            .collect();
        format_route(&cols)
    }
}

/// The name of a room for messages.
fn room_name(room: Room) -> &'static str {
    match room {
        Room::Monster => "monster fight",
        Room::Elite => "elite",
        Room::Event => "? room",
        Room::Shop => "shop",
        Room::Rest => "rest site",
        Room::Treasure => "treasure",
        Room::Boss => "boss",
        Room::Victory => "victory room",
        Room::Ancient => "Ancient",
    }
}

/// A room's name with its article ("a shop", "an elite").
fn a_room(room: Room) -> String {
    let name = room_name(room);
    let article = if matches!(room, Room::Elite | Room::Event | Room::Ancient) { "an" } else { "a" };
    format!("{article} {name}")
}

/// Matches a read file against its seed's maps (a Slay the Spire 2 file's
/// predictions for the mature profile).
pub fn match_run(file: &RunFile) -> FileResult<RunReport> {
    match_run_with(file, None)
}

/// [`match_run`], a Slay the Spire 2 file's run start and predictions
/// following `profile` (a `.run` file names none: the player's own).
pub fn match_run_with(file: &RunFile, profile: Option<&crate::options::Sts2Profile>) -> FileResult<RunReport> {
    let game = file.kind.game();
    let mut opts = MapOptions {
        game,
        seed: Some(file.seed.clone()),
        ascension: file.ascension,
        multiplayer: file.multiplayer,
        build: file.sts2_build,
        ..Default::default()
    };
    let mut warnings = file.warnings.clone();
    super::custom::apply(file, &mut opts, &mut warnings);
    warnings.extend(super::custom::daily_check(file));
    let predicts = matches!(file.kind, Kind::Sts1Run | Kind::Sts2Run);
    if file.kind == Kind::Sts1Run {
        predict::content_options(file, &mut opts, &mut warnings);
    } else if file.kind == Kind::Sts2Run {
        opts.start.sts2_character = file.character.as_deref().and_then(crate::options::Sts2Character::from_id);
        opts.start.sts2_second = file.others.first().and_then(|c| crate::options::Sts2Character::from_id(c));
        // The Neow option the file took (its draws on the rewards stream move the card rewards),
        // each player's in a lobby.
        let first = file
            .ancient_choices
            .iter()
            .find(|(f, ..)| *f == 1)
            .and_then(|(_, ids, chosen)| ids.get((*chosen)?).map(|id| id.trim_start_matches("RELIC.").to_string()));
        let neow = file.sts2_rooms.iter().find(|r| r.floor == 1).map_or(Vec::new(), |r| {
            r.others.iter().map(|o| o.ancient.as_deref().map(|a| a.trim_start_matches("RELIC.").to_string())).collect()
        });
        opts.start.neow = match (first, neow.iter().all(Option::is_some)) {
            (Some(f), true) if !neow.is_empty() => {
                Some(std::iter::once(f).chain(neow.into_iter().flatten()).collect::<Vec<_>>().join(","))
            }
            (f, _) => f,
        };
        opts.profile = profile.filter(|p| !p.is_mature()).map(|p| Box::new(p.clone()));
    }
    let mut set = engine::maps(&opts).map_err(|e| FileError(format!("the file's seed cannot be used: {e}")))?;
    // Golden Compass taken at an act's Ancient: that act's map is the golden path.
    for &act in &file.golden_path_acts() {
        crate::sts2::golden_path::apply(&mut set.acts, act, if file.multiplayer { 2 } else { 1 });
        warnings.push(format!("act {act}: Golden Compass (taken at its Ancient) made its map the golden path"));
    }
    if let Some(floor) = file.map_hooks().spoils_map {
        if let Some(w) = crate::sts2::spoils_map::apply(
            &mut set.acts,
            file.sts2_build.into(),
            &set.seed,
            file.ascension,
            file.multiplayer,
            floor,
        ) {
            warnings.push(w);
        }
    }
    let start = if file.kind == Kind::Sts1Run { engine::run_start(&opts).ok() } else { None };
    warnings.extend(set.warnings.iter().cloned());
    let mut report = RunReport {
        game,
        kind: file.kind,
        seed: set.seed.clone(),
        seed_value: set.seed_value.clone(),
        ascension: file.ascension,
        character: file.character.clone(),
        build: file.build.clone(),
        flags: file.flags,
        floors_reached: file.floors_reached,
        acts: Vec::new(),
        fits: true,
        mismatch: None,
        saved_map: None,
        maps_build: (file.sts2_build != crate::options::Sts2Build::default()).then(|| file.sts2_build.builds()),
        neow: start.as_ref().map(|s| s.neow.clone()),
        neow_taken: if file.kind == Kind::Sts2Run { opts.start.neow.clone() } else { None },
        profile: opts.profile().map(|p| p.code()),
        card_rewards: None,
        replay: file.replay.as_ref().map(|r| r.counts),
        warnings,
        assumptions: file.replay.as_ref().map(|r| r.assumptions.clone()).unwrap_or_default(),
    };
    let mut count = CardRewardCount::default();
    let mut stops: Vec<String> = Vec::new();
    if let Some(reason) = &file.other_build {
        // Nothing is compared: `acts` stays empty and the mismatch says why.
        report.fits = false;
        let act = file.acts.first().map_or(1, |a| a.act);
        let floor = set.acts.iter().find(|m| m.act == act).map_or(1, |m| u32::from(m.first_floor));
        report.mismatch = Some(Mismatch { act, floor, reason: reason.clone() });
        report
            .warnings
            .push("the stored map and the path were not compared: the engine's maps are another build's".into());
        return Ok(report);
    }
    let mut question_rooms_before = 0u32;
    // StS2: the first fitting route of each act so far, while every act from act 1 fits.
    let mut earlier: Option<Vec<Vec<u8>>> = Some(Vec::new());
    for record in &file.acts {
        let Some(map) = set.acts.iter().find(|m| m.act == record.act) else {
            report.acts.push(ActRoutes {
                act: record.act,
                routes: Vec::new(),
                boss_relics: None,
                predicted: Vec::new(),
            });
            report.fits = false;
            report.mismatch.get_or_insert(Mismatch {
                act: record.act,
                floor: 0,
                reason: format!("the game has no act {}", record.act),
            });
            continue;
        };
        let (routes, more, miss) = fitting_routes(map, record);
        if more {
            report.warnings.push(format!(
                "act {}: more than {MAX_ROUTES} routes fit; the first {MAX_ROUTES} are listed",
                record.act
            ));
        }
        if let Some(m) = miss {
            report.fits = false;
            report.mismatch.get_or_insert(m);
        } else if let Some(first) = routes.first().filter(|_| game == Game::Sts1 && report.mismatch.is_none()) {
            if let Some(m) =
                check_question_rooms(file, &opts, record, first, question_rooms_before, &mut report.warnings)?
            {
                report.fits = false;
                report.mismatch = Some(m);
            }
        }
        let (boss_relics, predicted) = match routes.first() {
            Some(first) if predicts => {
                let (floors, assumed) = predict::predicted_act(
                    file,
                    &opts,
                    record.act,
                    earlier.as_deref(),
                    first,
                    question_rooms_before,
                    &mut count,
                );
                // Where the walk's StS2 predictions stop, and why (a room whose draws are not known, a
                // relic it cannot follow), also go in the notes.
                // A walk from act 1 (every act so far fits) states all of them so far.
                if earlier.is_some() && game == Game::Sts2 {
                    report.assumptions.clear();
                }
                for a in assumed {
                    if a.contains(": none from floor") && !stops.contains(&a) {
                        stops.push(a.clone());
                    }
                    if !report.assumptions.contains(&a) {
                        report.assumptions.push(a);
                    }
                }
                (predict::boss_relics(start.as_ref(), record.act), floors)
            }
            // StS2: the act's Ancient does not depend on the route, so it is predicted even when none fits.
            None if predicts && game == Game::Sts2 => {
                (None, predict::ancient_only(file, &opts, map, question_rooms_before, &mut count))
            }
            _ => (None, Vec::new()),
        };
        match (routes.first(), earlier.as_mut()) {
            (Some(first), Some(e)) if e.len() + 1 == usize::from(record.act) => e.push(first.clone()),
            _ => earlier = None,
        }
        question_rooms_before += record.floors.iter().filter(|f| f.room == Some(Room::Event)).count() as u32;
        report.acts.push(ActRoutes { act: record.act, routes, boss_relics, predicted });
    }
    if predicts {
        report.card_rewards = Some(count);
    }
    if let Some(note) = begun_on_older_build(game, &report.acts) {
        report.warnings.push(note);
    }
    if file.kind == Kind::Sts2Run {
        report.warnings.push(STS2_PREDICTIONS.to_string());
        report.warnings.extend(stops.iter().filter(|_| predicts).cloned());
        // What the card rewards assume (v0.107.1), or why they show none (v0.108), in one sentence.
        match file.sts2_build {
            crate::options::Sts2Build::V0107 => report.warnings.push(crate::sts2::walk::content::V107_SENTENCE.into()),
            crate::options::Sts2Build::V0108 => report.warnings.push(crate::sts2::walk::content::V108_SENTENCE.into()),
            crate::options::Sts2Build::V0109ToV0111 => {}
        }
    }
    if let Some(saved) = &file.saved_map {
        let check = compare_saved_map(&set, saved);
        if !check.identical {
            report.fits = false;
            if report.mismatch.is_none() {
                let map = set.acts.iter().find(|m| m.act == saved.act);
                report.mismatch = Some(Mismatch {
                    act: saved.act,
                    floor: map.map_or(0, |m| u32::from(m.first_floor)),
                    reason: format!(
                        "the save's stored map differs from the predicted map: {}",
                        check.differences.first().map_or("", String::as_str)
                    ),
                });
            }
        }
        report.saved_map = Some(check);
    }
    Ok(report)
}

/// StS2: acts that do not fit before one that does. An act's map is made
/// from the seed alone when the run enters the act (a save keeps only the
/// current act's map), so a later act that fits while earlier ones do not
/// says the run was begun on another build and continued on the file's
/// after an update: the earlier acts, and everything the run start decided
/// (every act's fights, events, bosses and Ancients, Neow's offer), follow
/// the older build. A real v0.107.1 file (CQGJ2GCFRC, begun 2026-05-11,
/// before that build) shows it: act 3 fits and its Ancient's offer is the
/// predicted one, while acts 1-2, every act's fight list and Neow's offer
/// are another build's.
fn begun_on_older_build(game: Game, acts: &[ActRoutes]) -> Option<String> {
    let last_fit = acts.iter().rposition(|a| !a.routes.is_empty()).filter(|_| game == Game::Sts2)?;
    let misfits: Vec<String> =
        acts[..last_fit].iter().filter(|a| a.routes.is_empty()).map(|a| a.act.to_string()).collect();
    if misfits.is_empty() {
        return None;
    }
    let (s, acts_text) = if misfits.len() == 1 { ("", misfits[0].clone()) } else { ("s", misfits.join(" and ")) };
    Some(format!(
        "act{s} {acts_text} do{} not fit but act {} does: an act's map is made when the run enters it, so the run \
         was most likely begun on an older game build and finished on this one after an update; what the older \
         build made (act{s} {acts_text}, the run start's fights, events, bosses and Ancients, Neow's offer) is not \
         this build's",
        if misfits.len() == 1 { "es" } else { "" },
        acts[last_fit].act
    ))
}
