//! Slay the Spire 2 `.run` history files (`saves/history/` of the profile),
//! and the point-type names both StS2 readers share.
//!
//! Read: `seed` (the seed string), `ascension`, `build_id` (`v0.111.0`),
//! `game_mode` (`standard`, `daily`, or a custom mode), `modifiers`,
//! `players` (the character of the first; more than one is a multiplayer
//! run), `acts` (the act ids) and `map_point_history`: per act, per floor
//! entered, its `map_point_type` (the map icon: `ancient`, `monster`,
//! `unknown`, …; what a `?` became is in `rooms`, which the map does not
//! decide), and its first player's `player_stats` (`card_choices`,
//! `potion_choices`, `relic_choices`: the rewards, for the predictions
//! beside them). Every other field is ignored.
//!
//! Builds v0.107.1 (the main branch) and v0.108 hashed the seed string with
//! the 32-bit hash (spec sts2.md §3.3, era E2): the `build_id` selects the
//! build ([`sts2_build`]); a file of a build before v0.107 is reported as a
//! different game build.

use serde::Deserialize;
use serde_json::{Map, Value};

use super::detect::{ascension, field, field_or, object, required};
use super::{ActRecord, FileError, FileResult, Flags, FloorRecord, Kind, RunFile};
use crate::map::{RecordedRoom, Room};
use crate::seed::SeedInput;

/// The first build whose seeding the engine follows: v0.107.1 (the main
/// branch) and v0.108 hashed seeds with the 32-bit hash (era E2), v0.109 on
/// with XXH64 (era E3, spec sts2.md §3.3); the builds before v0.107 are not
/// modelled.
pub const FIRST_MODELLED_MINOR: u32 = 107;

/// The last build whose rules the engine follows (v0.109-v0.111 share them: spec sts2.md §3.3).
pub const LAST_MODELLED_MINOR: u32 = 111;

/// The game build of a `v0.NNN.x` build id (v0.107.1, v0.108 or the current builds).
pub(super) fn sts2_build(build: &str) -> crate::options::Sts2Build {
    match build_minor(build) {
        Some(107) => crate::options::Sts2Build::V0107,
        Some(108) => crate::options::Sts2Build::V0108,
        _ => crate::options::Sts2Build::default(),
    }
}

/// The room a StS2 map point type stands for (`MapPointType` names as saved).
pub(super) fn point_room(t: &str) -> Option<Room> {
    Some(match t {
        "unknown" => Room::Event,
        "shop" => Room::Shop,
        "treasure" => Room::Treasure,
        "rest_site" => Room::Rest,
        "monster" => Room::Monster,
        "elite" => Room::Elite,
        "boss" => Room::Boss,
        "ancient" => Room::Ancient,
        _ => return None,
    })
}

/// A point type that is not one the game writes.
pub(super) fn bad_point(t: &str, place: &str) -> FileError {
    let shown: String = t.chars().take(20).collect();
    FileError(format!(
        "{place}: `{shown}` is not a Slay the Spire 2 map point type (ancient, monster, elite, unknown, shop, treasure, rest_site, boss)"
    ))
}

/// The flags of a StS2 `game_mode` and its warnings.
pub(super) fn mode_flags(mode: &str, modifiers: usize, warnings: &mut Vec<String>) -> Flags {
    let daily = mode == "daily";
    let custom = !(mode == "standard" || daily) || modifiers > 0;
    if daily {
        warnings.push("a daily run: its modifiers are applied to the maps (docs/modifiers.md)".into());
    } else if custom {
        let shown: String = mode.chars().take(20).collect();
        warnings.push(format!("a `{shown}` run: its modifiers are applied to the maps (docs/modifiers.md)"));
    }
    Flags { daily, trial: false, custom, endless: false }
}

/// The minor version of a `v0.NNN.x` build id, if it has that form.
pub(super) fn build_minor(build: &str) -> Option<u32> {
    let rest = build.trim().trim_start_matches('v');
    let mut parts = rest.split('.');
    (parts.next()? == "0").then_some(())?;
    parts.next()?.parse().ok()
}

/// The note for a build whose seeding the engine does not model.
pub(super) fn older_build(build: &str) -> Option<String> {
    build_minor(build).filter(|&m| m < FIRST_MODELLED_MINOR).map(|_| {
        let shown: String = build.chars().take(20).collect();
        format!(
            "game build {shown} is older than v0.107, whose maps this engine does not model: a different game build"
        )
    })
}

/// The note for a file whose build the engine does not know to be one it models: a build after
/// v0.111, a build id of another form (a full release's `v1.0.0`), or none. Such a file is read
/// with the rules of v0.109-v0.111, the newest the engine follows, and the note says so.
pub(super) fn unknown_build(build: Option<&str>) -> Option<String> {
    let newest = "read with the rules of v0.109-v0.111, the newest builds this engine follows (if that build changed the maps or the content, the predictions will not fit)";
    match build {
        None => Some(format!("the file names no game build (`build_id`): {newest}")),
        Some(b) => {
            let shown: String = b.chars().take(20).collect();
            match build_minor(b) {
                Some(m) if m > LAST_MODELLED_MINOR => {
                    Some(format!("game build {shown} is newer than v0.111: {newest}"))
                }
                Some(_) => None,
                None => Some(format!(
                    "game build `{shown}` is not a build id of the form v0.NNN.x this engine knows: {newest}"
                )),
            }
        }
    }
}

#[derive(Deserialize)]
struct MapPoint {
    #[serde(default)]
    map_point_type: String,
    #[serde(default)]
    rooms: Vec<PointRoom>,
    #[serde(default)]
    player_stats: Vec<PlayerStats>,
}

#[derive(Deserialize)]
struct PointRoom {
    #[serde(default)]
    room_type: String,
    #[serde(default)]
    model_id: Option<String>,
}

/// The first player's record of a map point (what its rooms gave).
#[derive(Deserialize, Default)]
struct PlayerStats {
    #[serde(default)]
    card_choices: Vec<OfferedCard>,
    #[serde(default)]
    potion_choices: Vec<Value>,
    #[serde(default)]
    relic_choices: Vec<RelicChoice>,
    #[serde(default)]
    ancient_choice: Vec<AncientChoice>,
    #[serde(default)]
    event_choices: Vec<Value>,
    #[serde(default)]
    current_gold: Option<i64>,
    #[serde(default)]
    current_hp: Option<i64>,
    #[serde(default)]
    max_hp: Option<i64>,
    #[serde(default)]
    potion_used: Vec<Value>,
    #[serde(default)]
    potion_discarded: Vec<Value>,
    #[serde(default)]
    cards_gained: Vec<Value>,
    #[serde(default)]
    cards_removed: Vec<Value>,
    #[serde(default)]
    bought_relics: Vec<Value>,
    #[serde(default)]
    bought_potions: Vec<Value>,
    #[serde(default)]
    rest_site_choices: Vec<Value>,
    #[serde(default)]
    gold_gained: i64,
    #[serde(default)]
    gold_spent: i64,
    #[serde(default)]
    gold_lost: i64,
    #[serde(default)]
    gold_stolen: i64,
}

/// One relic an Ancient offered (`TextKey` is the relic id without `RELIC.`).
#[derive(Deserialize)]
struct AncientChoice {
    #[serde(default, rename = "TextKey")]
    text_key: String,
    #[serde(default)]
    was_chosen: bool,
}

#[derive(Deserialize)]
struct OfferedCard {
    card: CardId,
    #[serde(default)]
    was_picked: bool,
}

impl OfferedCard {
    /// The card as the reports write it: its id, `+1` after it when upgraded
    /// (as the StS1 reader writes them).
    fn run_name(&self) -> String {
        let up = if self.card.current_upgrade_level > 0 { "+1" } else { "" };
        format!("{}{up}", self.card.id)
    }
}

#[derive(Deserialize)]
struct CardId {
    #[serde(default)]
    id: String,
    #[serde(default)]
    current_upgrade_level: u32,
}

#[derive(Deserialize)]
struct RelicChoice {
    #[serde(default)]
    choice: String,
    #[serde(default)]
    was_picked: bool,
}

/// The rewards a file records, for [`RunFile`].
#[derive(Default)]
struct Rewards {
    card_choices: Vec<super::CardChoice>,
    potion_floors: Vec<u32>,
    relics_obtained: Vec<(u32, String)>,
    ancient_choices: Vec<(u32, Vec<String>, Option<usize>)>,
}

/// Whether the point's rooms fought (a monster, an elite, a boss).
fn fought(p: &MapPoint) -> bool {
    p.rooms.iter().any(|r| matches!(r.room_type.as_str(), "monster" | "elite" | "boss"))
}

/// Whether a recorded potion is Petrified Toad's token, not a reward's
/// (`TokenPotionPool`: the Potion-Shaped Rock each fight gives, recorded
/// among the floor's potions).
fn token(p: &Value) -> bool {
    p["choice"].as_str() == Some("POTION.POTION_SHAPED_ROCK")
}

/// What a fight's point recorded: its card reward (the pick first, `+1`
/// after an upgraded card, as the StS1 reader writes them), whether a potion
/// dropped, the relics picked. A merchant's cards and relics are its stock,
/// not a reward: only the rooms that fought (`monster`, `elite`, `boss`)
/// and chests count.
fn rewards_of(p: &MapPoint, floor: u32, file: &mut Rewards) {
    let fought = fought(p);
    let chest = p.rooms.iter().any(|r| r.room_type == "treasure");
    let Some(stats) = p.player_stats.first() else { return };
    if !stats.ancient_choice.is_empty() {
        let ids = stats.ancient_choice.iter().map(|c| offered_relic(&c.text_key)).collect();
        let chosen = stats.ancient_choice.iter().position(|c| c.was_chosen);
        file.ancient_choices.push((floor, ids, chosen));
    }
    if fought && !stats.card_choices.is_empty() {
        let picked = stats.card_choices.iter().filter(|c| c.was_picked);
        let cards =
            picked.chain(stats.card_choices.iter().filter(|c| !c.was_picked)).map(OfferedCard::run_name).collect();
        file.card_choices.push(super::CardChoice { floor, cards });
    }
    if fought && stats.potion_choices.iter().any(|p| !token(p)) {
        file.potion_floors.push(floor);
    }
    if fought || chest {
        for r in stats.relic_choices.iter().filter(|r| r.was_picked) {
            file.relics_obtained.push((floor, r.choice.clone()));
        }
    }
}

/// The relic id of an Ancient's option as a `.run` file names it
/// (`TextKey`, the id without `RELIC.`). Orobas' Sea Glass is written as
/// the character whose cards it offers (`SILENT`, `NECROBINDER`, … in the
/// real v0.107.1 files, where the prediction has Sea Glass): read as
/// `RELIC.SEA_GLASS` (which character is not compared).
fn offered_relic(text_key: &str) -> String {
    const CHARACTERS: [&str; 5] = ["IRONCLAD", "SILENT", "REGENT", "NECROBINDER", "DEFECT"];
    if CHARACTERS.contains(&text_key) {
        "RELIC.SEA_GLASS".into()
    } else {
        format!("RELIC.{text_key}")
    }
}

#[derive(Deserialize)]
struct Player {
    #[serde(default)]
    character: Option<String>,
}

/// What a map point records of lobby slot `player` for a walk that follows
/// the file ([`crate::map::RecordedRoom`]), given the state before it
/// (`before`, the previous point's record); returns the state after it.
fn recorded_room(p: &MapPoint, floor: u32, before: &RecordedRoom, player: usize) -> (RecordedRoom, RecordedRoom) {
    let stats = p.player_stats.get(player);
    let event = p
        .rooms
        .iter()
        .find(|r| r.room_type == "event" && p.map_point_type != "ancient")
        .and_then(|r| r.model_id.clone());
    let options = stats.map_or_else(Vec::new, |s| {
        s.event_choices
            .iter()
            .filter_map(|c| c["title"]["key"].as_str())
            .filter_map(|k| crate::sts2::content::events::draws::option_of(k).map(std::borrow::Cow::into_owned))
            .collect()
    });
    let fought = fought(p);
    // A merchant, or the Fake Merchant's screen (its `relic_choices` the six on sale).
    let shop = p.rooms.iter().any(|r| r.room_type == "shop") || event.as_deref() == Some("EVENT.FAKE_MERCHANT");
    let stock = match stats.filter(|_| shop) {
        Some(s) => {
            let id = |v: &Value| v.as_str().or_else(|| v["id"].as_str()).map(str::to_string);
            s.card_choices
                .iter()
                .map(|c| c.card.id.clone())
                .chain(s.cards_gained.iter().filter_map(id))
                .chain(s.relic_choices.iter().map(|r| r.choice.clone()))
                .chain(s.potion_choices.iter().filter_map(|p| p["choice"].as_str().map(str::to_string)))
                .collect()
        }
        None => Vec::new(),
    };
    // What a merchant sold, in the route's `purchases` form.
    let purchases = match stats.filter(|_| shop) {
        Some(s) => {
            let id = |v: &Value| v.as_str().or_else(|| v["id"].as_str()).map(str::to_string);
            let bought = s.cards_gained.iter().chain(&s.bought_relics).chain(&s.bought_potions).filter_map(id);
            bought.chain((!s.cards_removed.is_empty()).then(|| "purge".to_string())).collect()
        }
        None => Vec::new(),
    };
    let gold_change = stats.map_or(0, |s| s.gold_gained - s.gold_spent - s.gold_lost - s.gold_stolen);
    let gold_after = stats.and_then(|s| s.current_gold);
    let ancient =
        stats.and_then(|s| s.ancient_choice.iter().find(|c| c.was_chosen)).map(|c| offered_relic(&c.text_key));
    let offered =
        stats.map_or_else(Vec::new, |s| s.ancient_choice.iter().map(|c| offered_relic(&c.text_key)).collect());
    let gained = stats.map_or_else(Vec::new, |s| {
        s.cards_gained.iter().filter_map(|v| v["id"].as_str().map(str::to_string)).collect()
    });
    let relics = stats
        .map_or_else(Vec::new, |s| s.relic_choices.iter().filter(|r| r.was_picked).map(|r| r.choice.clone()).collect());
    let here = RecordedRoom {
        floor: floor as u16,
        event,
        options,
        stock,
        purchases,
        gold_change,
        gold_after,
        ancient,
        offered,
        gained,
        card_rewards: stats.filter(|_| !shop).map_or(0, |s| s.card_choices.len() / 3) as u8,
        rest: stats.and_then(|s| s.rest_site_choices.first()).and_then(|c| c.as_str()).map(str::to_string),
        relics,
        cards_offered: stats.map_or_else(Vec::new, |s| s.card_choices.iter().map(OfferedCard::run_name).collect()),
        reward_potion: fought && stats.is_some_and(|s| s.potion_choices.iter().any(|p| !token(p))),
        ..before.clone()
    };
    let mut after = RecordedRoom { floor: floor as u16 + 1, ..RecordedRoom::default() };
    after.gold = stats.and_then(|s| s.current_gold).unwrap_or(before.gold);
    after.hp = stats.map_or(before.hp, |s| (s.current_hp.unwrap_or(before.hp.0), s.max_hp.unwrap_or(before.hp.1)));
    let picked = stats.map_or(0, |s| s.potion_choices.iter().filter(|c| c["was_picked"] == true).count());
    let gone = stats.map_or(0, |s| s.potion_used.len() + s.potion_discarded.len());
    after.potions = (before.potions as usize + picked).saturating_sub(gone) as u32;
    (here, after)
}

/// Reads a StS2 `.run` file.
pub fn read(value: &Value) -> FileResult<RunFile> {
    const WHAT: &str = "this Slay the Spire 2 .run file";
    let obj: &Map<String, Value> = object(value)?;
    let seed: String = required(obj, "seed", WHAT)?;
    let history: Vec<Vec<MapPoint>> = required(obj, "map_point_history", WHAT)?;
    let build: Option<String> = field(obj, "build_id")?;
    let mode: String = field_or(obj, "game_mode", "standard".to_string())?;
    let modifiers: Vec<Value> = field_or(obj, "modifiers", Vec::new())?;
    let players: Vec<Player> = field_or(obj, "players", Vec::new())?;
    let mut warnings = Vec::new();
    let flags = mode_flags(&mode, modifiers.len(), &mut warnings);
    warnings.extend(unknown_build(build.as_deref()));
    let mut acts = Vec::new();
    let mut floors_reached = 0u32;
    let mut rewards = Rewards::default();
    let mut rooms = Vec::new();
    let start = RecordedRoom { floor: 1, gold: 99, ..RecordedRoom::default() };
    // Each player's state before the point (the first player's, then the lobby's others).
    let mut before = vec![start; players.len().max(1)];
    for (a, points) in history.iter().enumerate().take(usize::from(crate::sts2::acts::ACTS)) {
        let mut floors = Vec::new();
        for (f, p) in points.iter().enumerate() {
            let room = point_room(&p.map_point_type)
                .ok_or_else(|| bad_point(&p.map_point_type, &format!("act {}, floor {}", a + 1, f + 1)))?;
            floors_reached += 1;
            rewards_of(p, floors_reached, &mut rewards);
            let mut recorded = before.iter().enumerate().map(|(k, b)| recorded_room(p, floors_reached, b, k));
            let Some((mut here, after)) = recorded.next() else { continue };
            let mut afters = vec![after];
            for (other, after) in recorded {
                here.others.push(other);
                afters.push(after);
            }
            rooms.push(here);
            before = afters;
            // The Ancient is row 0, below the first route row.
            if !(f == 0 && room == Room::Ancient) {
                floors.push(FloorRecord::symbol(room));
            }
        }
        if !floors.is_empty() {
            acts.push(ActRecord { act: a as u8 + 1, floors });
        }
    }
    if history.len() > usize::from(crate::sts2::acts::ACTS) {
        warnings.push(format!("the file has {} acts; Slay the Spire 2 has 3, the rest are ignored", history.len()));
    }
    Ok(RunFile {
        ascension: ascension(obj, "ascension")?,
        character: players.first().and_then(|p| p.character.clone()),
        others: players.iter().skip(1).filter_map(|p| p.character.clone()).collect(),
        other_build: build.as_deref().and_then(older_build),
        sts2_build: build.as_deref().map(sts2_build).unwrap_or_default(),
        build,
        flags,
        floors_reached,
        multiplayer: players.len() > 1,
        acts,
        card_choices: rewards.card_choices,
        potion_floors: rewards.potion_floors,
        relics_obtained: rewards.relics_obtained,
        ancient_choices: rewards.ancient_choices,
        sts2_rooms: rooms,
        warnings,
        modifiers: modifiers.iter().filter_map(|m| m.get("id")?.as_str().map(str::to_string)).collect(),
        ..RunFile::of(Kind::Sts2Run, SeedInput::Text(seed))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn warnings_of(build: Option<&str>) -> Vec<String> {
        let mut run = serde_json::json!({
            "seed": "TQM88QFMHSQR",
            "ascension": 0,
            "players": [{ "id": 1, "character": "CHARACTER.IRONCLAD" }],
            "map_point_history": [[{ "map_point_type": "ancient" }]],
        });
        if let Some(b) = build {
            run["build_id"] = b.into();
        }
        read(&run).expect("a readable file").warnings
    }

    #[test]
    fn a_build_the_engine_does_not_know_is_named_with_the_rules_it_is_read_with() {
        for known in ["v0.107.1", "v0.108.0", "v0.109.0", "v0.111.0"] {
            assert!(warnings_of(Some(known)).iter().all(|w| !w.contains("rules of v0.109-v0.111")), "{known}");
        }
        let newer = warnings_of(Some("v0.112.0"));
        assert!(
            newer.iter().any(
                |w| w.starts_with("game build v0.112.0 is newer than v0.111: read with the rules of v0.109-v0.111")
            ),
            "{newer:?}"
        );
        let release = warnings_of(Some("v1.0.0"));
        assert!(
            release.iter().any(|w| w.starts_with("game build `v1.0.0` is not a build id of the form v0.NNN.x")),
            "{release:?}"
        );
        let none = warnings_of(None);
        assert!(none.iter().any(|w| w.starts_with("the file names no game build (`build_id`)")), "{none:?}");
    }
}
