//! The arguments the commands share: a seed and its run settings (`RunArgs`),
//! the output format, the game, and the readers of a profile and the bosses seen.

use clap::{Args, ValueEnum};

use spire_map::api::{self, Daily, DailyOptions, MapOptions};
use spire_map::map::Game;
use spire_map::options::date::Date;
use spire_map::options::modifiers::split;
use spire_map::options::Modifiers;
use spire_map::options::Sts2Profile;
use spire_map::options::{RunStartOptions, Sts2Build, MAX_ASCENSION};
use spire_map::seed::{parse_seed_value, SeedInput};
use spire_map::sts1::encounters::BossesSeen;
use spire_map::Error;

/// The seed and run settings shared by the commands.
#[derive(Args)]
// One of the seed's three forms is required: a group, so that an error names the group's forms as
// alternatives, not each of them as missing.
#[command(group(clap::ArgGroup::new("seed_input").required(true).args(["seed", "seed_value", "daily"])))]
pub struct RunArgs {
    /// The game's seed string (e.g. AGCK93XT). See SEEDS below.
    #[arg(long, allow_hyphen_values = true)]
    seed: Option<String>,
    /// The signed 64-bit seed number (e.g. -1662327278983135018). See SEEDS below.
    #[arg(long, allow_hyphen_values = true)]
    seed_value: Option<String>,
    /// The daily of this date (YYYY-MM-DD in UTC, or `today`) instead of a seed: its seed,
    /// character(s), ascension and modifiers (`spire-map daily` prints them).
    #[arg(long, value_name = "DATE")]
    daily: Option<String>,
    /// Which game.
    #[arg(long, value_enum, default_value_t = GameArg::Sts1)]
    game: GameArg,
    /// The run's modifiers, comma-separated, as run files write them or as the game shows
    /// them (e.g. "Elite Swarm,Uncertain Future" or "BigGameHunter,DeadlyEvents"); see
    /// docs/modifiers.md.
    #[arg(long, value_name = "LIST", conflicts_with = "daily")]
    modifiers: Option<String>,
    /// Ascension level (0-20). StS1: 1+ raises the elite quota, 20 doubles the act-3 boss.
    #[arg(long, default_value_t = 0)]
    ascension: u8,
    /// StS1: the final act is NOT unlocked (no burning elites, no act 4).
    #[arg(long)]
    no_final_act: bool,
    /// StS1: the Emerald Key was taken in this act (1-3); later acts have no burning elite.
    #[arg(long)]
    emerald_key_act: Option<u8>,
    /// StS1: the profile has seen no boss yet (bosses come in discovery order, unshuffled).
    #[arg(long, conflicts_with = "bosses_seen")]
    bosses_unseen: bool,
    /// StS1: the only bosses the profile has seen, comma-separated (e.g. "Guardian,Hexaghost,Champ"):
    /// an act with an unseen boss meets its first unseen one in discovery order, unshuffled.
    #[arg(long, value_name = "NAMES")]
    bosses_seen: Option<String>,
    /// StS2: a multiplayer run (one room row fewer per act).
    #[arg(long)]
    multiplayer: bool,
    /// StS2: the game build whose seeding the maps follow: v0.107.1 (the main
    /// branch), v0.108, or v0.109-v0.111 (the beta). Default: from the seed's
    /// length (10 characters: the main branch; otherwise the beta).
    #[arg(long, value_name = "BUILD")]
    build: Option<String>,
    /// The character (default ironclad). StS1: ironclad, silent, defect, watcher (the boss
    /// relics and card rewards depend on it); StS2: ironclad, silent, regent, necrobinder,
    /// defect.
    #[arg(long, value_name = "NAME")]
    character: Option<String>,
    /// The Neow option taken, one the seed offers. StS1: as .run files write neow_bonus
    /// (e.g. BOSS_RELIC, which shifts the boss chests); StS2: the relic (e.g. NEOWS_BONES,
    /// whose draws shift the card rewards).
    #[arg(long, value_name = "BONUS")]
    neow: Option<String>,
    /// StS1: the boss relics picked from the act 1 and act 2 chests, comma-separated
    /// (e.g. "Tiny House,SKIP"); each must be in its chest. Only later rewards change.
    #[arg(long, value_name = "RELICS")]
    boss_relic_picks: Option<String>,
    /// StS1: the short Neow (two fixed options): an unseeded run after a run with the
    /// character that ended before floor 16. Seeded runs always get the full Neow.
    #[arg(long)]
    short_neow: bool,
    /// No spoilers: `map` leaves out the fight and event lists; `route`
    /// shows no fights and no ? outcomes, and each ? room gets the odds a
    /// player can know before walking in (averaged over what the act's
    /// earlier ? rooms can become).
    #[arg(long)]
    no_spoilers: bool,
    /// StS2: the profile the run start follows: `mature` (the default: every epoch
    /// revealed), the path of a progress.save, or the unlocks the profile lacks
    /// (e.g. "EVENT1,RELIC4,ACT.UNDERDOCKS"); its unlocks change the events,
    /// Ancients, relic bags, Neow's options and act 1 (docs/sts2-profile.md).
    #[arg(long, value_name = "PATH|LACKS")]
    profile: Option<String>,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum Format {
    Text,
    Json,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum GameArg {
    Sts1,
    Sts2,
}

impl GameArg {
    /// The game this argument names.
    pub fn game(self) -> Game {
        match self {
            GameArg::Sts1 => Game::Sts1,
            GameArg::Sts2 => Game::Sts2,
        }
    }
}

impl RunArgs {
    pub fn options(&self, act: Option<u8>) -> Result<MapOptions, Error> {
        let seed = match (&self.seed, &self.seed_value, &self.daily) {
            (Some(s), None, None) => SeedInput::Text(s.clone()),
            (None, Some(v), None) => SeedInput::Value(parse_seed_value(v)?),
            // Set by the daily below.
            (None, None, Some(_)) => SeedInput::Text(String::new()),
            _ => return Err(Error::option("seed", "give exactly one of --seed, --seed-value and --daily")),
        };
        if self.ascension > MAX_ASCENSION {
            return Err(Error::option("ascension", format!("expected 0 to 20, got {}", self.ascension)));
        }
        if let Some(a) = act.filter(|a| !(1..=4).contains(a)) {
            return Err(Error::option("act", format!("expected 1 to 4, got {a}")));
        }
        if let Some(k) = self.emerald_key_act.filter(|k| !(1..=3).contains(k)) {
            return Err(Error::option("emerald-key-act", format!("expected 1 to 3, got {k}")));
        }
        let mut opts = MapOptions {
            game: self.game.game(),
            seed: Some(seed),
            ascension: self.ascension,
            act,
            final_act_unlocked: !self.no_final_act,
            emerald_key_taken_in_act: self.emerald_key_act,
            bosses_seen: bosses_seen(self.bosses_unseen, self.bosses_seen.as_deref())?,
            multiplayer: self.multiplayer,
            build: match &self.build {
                Some(b) => Sts2Build::parse(b).map_err(|e| Error::option("build", e))?,
                None => Sts2Build::default(),
            },
            build_from_seed: false,
            start: RunStartOptions {
                character_name: self.character.clone(),
                character: None,
                sts2_character: None,
                sts2_second: None,
                neow: self.neow.as_ref().map(|n| n.trim().to_ascii_uppercase()),
                boss_relic_picks: match &self.boss_relic_picks {
                    Some(list) => list
                        .split(',')
                        .map(|p| {
                            Some(p.trim().to_string()).filter(|p| !p.is_empty() && !p.eq_ignore_ascii_case("skip"))
                        })
                        .collect(),
                    None => Vec::new(),
                },
                short_neow: self.short_neow,
            },
            spoilers: !self.no_spoilers,
            profile: match &self.profile {
                Some(path) => Some(Box::new(read_profile(path)?)).filter(|p| !p.is_mature()),
                None => None,
            },
            ..MapOptions::default()
        };
        if self.build.is_none() && opts.game == Game::Sts2 {
            opts.pick_build_from_seed();
        }
        opts.start.settle(opts.game)?;
        if let Some(list) = &self.modifiers {
            opts.modifiers = Modifiers { given: split(list), ..Modifiers::default() };
            opts.modifiers.settle(opts.game).map_err(|e| Error::option("modifiers", e))?;
        }
        if let Some(date) = &self.daily {
            // `--multiplayer`: the two-player daily, whose seed and characters are its own.
            let d = daily_of(self.game.game(), date, self.build.as_deref(), if self.multiplayer { 2 } else { 1 })?;
            d.apply(&mut opts)?;
        }
        Ok(opts)
    }
}

/// The daily of `date` (`YYYY-MM-DD` or `today`) for `--daily` and `spire-map daily`.
pub fn daily_of(game: Game, date: &str, build: Option<&str>, players: u8) -> Result<Daily, Error> {
    let date = if date.trim().eq_ignore_ascii_case("today") {
        None
    } else {
        Some(Date::parse(date).map_err(|e| Error::option("daily", e))?)
    };
    let now =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs() as i64).unwrap_or(0);
    api::daily(&DailyOptions { game, date, players, build: build.map(str::to_string) }, now)
}

/// `--profile P`: a Slay the Spire 2 `progress.save` when `P` names a file,
/// else the profile's text form: `mature` or the unlocks it lacks
/// (`EVENT1,RELIC4`, [`Sts2Profile::parse`]).
pub fn read_profile(path: &str) -> Result<Sts2Profile, Error> {
    let file = std::path::Path::new(path);
    if !file.is_file() {
        return Sts2Profile::parse(path)
            .map_err(|e| Error::option("profile", format!("{path} is not a file, nor a profile's text form: {e}")));
    }
    let text = std::fs::read_to_string(path).map_err(|e| Error::option("profile", format!("{path}: {e}")))?;
    Sts2Profile::from_progress_save(&text).map_err(|e| Error::option("profile", format!("{path}: {e}")))
}

/// `--bosses-unseen` / `--bosses-seen NAMES` (default: every boss seen).
pub fn bosses_seen(unseen: bool, names: Option<&str>) -> Result<BossesSeen, Error> {
    match names {
        _ if unseen => Ok(BossesSeen::NONE),
        None => Ok(BossesSeen::ALL),
        Some(list) => {
            let names: Vec<&str> = list.split(',').map(str::trim).filter(|n| !n.is_empty()).collect();
            BossesSeen::from_names(&names).map_err(|e| Error::option("bosses-seen", e))
        }
    }
}

/// Pretty JSON of an engine result.
pub fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string_pretty(value).expect("engine results always serialise")
}
