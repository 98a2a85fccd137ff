//! The one place the run-file reader calls the map engine: the public entry
//! points `generate_map`, `run_start` and `walk_route`, reached through the one `use` line
//! below (`engine_api`): when they move to another module, that line changes. The walk's options are read
//! from the same loosely typed object as the JavaScript API's
//! (`RouteOptions::from_value`), so options the engine adds keep their defaults.

use crate::api as engine_api;

pub(super) use engine_api::MapOptions;

use crate::map::{MapSet, RunStartSet};
use crate::route::RouteWalk;
use crate::seed::SeedInput;
use crate::value::Value;

/// The seed's maps (`generate_map`).
pub(super) fn maps(opts: &MapOptions) -> crate::Result<MapSet> {
    engine_api::generate_map(opts)
}

/// What the seed's run start gives for the options (`run_start`).
pub(super) fn run_start(opts: &MapOptions) -> crate::Result<RunStartSet> {
    engine_api::run_start(opts)
}

/// One act's route walked through the seed's run (`walk_route`), after
/// `question_rooms_before` `?` rooms: what each `?` room becomes.
pub(super) fn walk_act(
    map: &MapOptions,
    act: u8,
    route: &[&[u8]],
    question_rooms_before: u32,
    relics: &[(String, u16)],
    recorded: &[crate::map::RecordedRoom],
    hooks: &crate::options::MapHooks,
) -> crate::Result<RouteWalk> {
    let mut f = crate::value::Object::default();
    let mut set = |k: &str, v: Value| {
        f.insert(k.to_string(), v);
    };
    set("game", Value::Str(map.game.id().to_string()));
    match &map.seed {
        Some(SeedInput::Text(t)) => set("seed", Value::Str(t.clone())),
        Some(SeedInput::Value(v)) => set("seedValue", Value::Str(v.to_string())),
        None => {}
    }
    set("ascension", Value::Int(i128::from(map.ascension)));
    if let Some(c) = map.start.character {
        set("character", Value::Str(c.key().to_string()));
    }
    if let Some(c) = map.start.sts2_character {
        let lobby = map.start.sts2_second.map_or(String::new(), |s| format!(",{}", s.key()));
        set("character", Value::Str(format!("{}{lobby}", c.key())));
    }
    if let Some(p) = map.profile() {
        set("profile", Value::Str(p.code()));
    }
    if map.game == crate::map::Game::Sts2 {
        set("build", Value::Str(map.build.option_value().to_string()));
    }
    if let Some(n) = &map.start.neow {
        set("neow", Value::Str(n.clone()));
    }
    if !map.start.boss_relic_picks.is_empty() {
        let picks = map.start.boss_relic_picks.iter().map(|p| p.clone().map_or(Value::Null, Value::Str)).collect();
        set("bossRelicPicks", Value::Array(picks));
    }
    if !relics.is_empty() {
        set("relics", Value::Array(relics.iter().map(|(r, f)| Value::Str(format!("{r}@{f}"))).collect()));
    }
    if map.start.short_neow {
        set("shortNeow", Value::Bool(true));
    }
    if map.multiplayer {
        set("multiplayer", Value::Bool(true));
    }
    let acts = route.iter().map(|cols| Value::Array(cols.iter().map(|&c| Value::Int(i128::from(c))).collect()));
    set("route", Value::Array(acts.collect()));
    set("startAct", Value::Int(i128::from(act)));
    set("questionRoomsBefore", Value::Int(i128::from(question_rooms_before.min(200))));
    let mut opts = engine_api::RouteOptions::from_value(&Value::Object(f))?;
    opts.recorded = recorded.to_vec();
    opts.hooks = hooks.clone();
    engine_api::walk_route(&opts)
}
