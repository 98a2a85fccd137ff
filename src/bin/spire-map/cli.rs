//! The command line: argument parsing (clap) and the commands.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::{search, text};
use spire_map::api::{self, MapOptions, PlanOptions, RouteOptions, SearchOptions};
use spire_map::map::Game;
use spire_map::options::Sts2Profile;
use spire_map::options::{RunStartOptions, Sts2Build, MAX_ASCENSION};
use spire_map::plan::Criterion;
use spire_map::route::parse_route;
use spire_map::search::{Filter, Scan};
use spire_map::seed::{parse_seed_value, SeedInput};
use spire_map::sts1::encounters::BossesSeen;
use spire_map::Error;

const SEED_HELP: &str = "\
SEEDS
  A seed comes in two forms; give exactly one:
    --seed STRING      the seed string the game shows and lets you type, e.g. AGCK93XT.
                       Case-insensitive, O is read as 0, surrounding spaces are ignored.
                       A purely numeric text is still a seed STRING: its digits are
                       base-35 digits (\"10\" is seed 35). Strings worth 2^64 or more
                       wrap around as in the game.
    --seed-value N     the signed 64-bit seed number, as .run files store it in
                       \"seed_played\", e.g. 673465884448 or -1662327278983135018
                       (unsigned values up to 18446744073709551615 are the same 64 bits).
  Output always shows both: the canonical string and the signed number.
  Slay the Spire 2 seeds are strings only (--game sts2 --seed ABCDEFGHJKLM).";

const FILTER_HELP: &str = "\
FILTERS
  Conditions joined by `and` (or `,` `;` `&&`); a seed matches when all hold.
  Each condition is ACT.QUANTITY OP VALUE, with ACT a1-a4 (or act1-act4), OP one of
  = != < <= > >=, and QUANTITY one of:
    max(K) / min(K)            most / fewest rooms of kind K on any route through the act
    max(K, floor <= N)         the same, counting floors up to N only (run floor numbers)
    min(K before L)            fewest K before the first L on any route (e.g. elites before rest)
    count(K)  nodes  starts  bottlenecks
                               rooms of kind K on the map, all rooms, first-floor rooms,
                               floors with a single room
    boss  boss2  fight(N)  elite(N)
                               act boss, act-3 second boss (StS1 A20, StS2 A10),
                               N-th normal / elite fight of the act's list
    burning.floor  burning.buff  burning.column
                               StS1: the burning (Emerald Key) elite
    act  ancient  event(N)     StS2: the act's name (a1: Underdocks or Overgrowth), its
                               Ancient, the N-th event of its event order
  StS2 also: neow has NAME / neow lacks NAME (one of Neow's three options);
    aN.ancient offers NAME (the act's Ancient offers the relic whatever the run
    holds); card(N) has NAME, chest(N) = NAME, shop.relic = NAME (the rewards
    of --character's run; docs/search.md says what each assumes).
  StS1 also: neow has BONUS [with COST], aN.bossrelics has NAME, card(1) has NAME.
  StS2 names are those the map shows (\"Soul Fysh\", \"Toadpoles (weak)\"); StS2
  conditions on run-start lists need no map (fast).
  Kinds K: elites fights monsters events rests shops treasures.
  Names compare case-insensitively without spaces: a1.boss = \"Slime Boss\".
  StS1 seeds spelling a trial key (DRAFT, CURSED, ...) never match: the game
  would start a trial with a new random seed.
EXAMPLES
  spire-map search --filter 'a1.burning.floor = 6' --count 100000
  spire-map search --filter 'a1.boss = Hexaghost and a1.min(elites before rest) = 0' --random 1000000 --limit 10
  spire-map search --filter 'a1.max(events) >= 7 and a2.max(events) >= 7' --ascension 20
  spire-map search --game sts2 --filter 'a1.boss = \"Soul Fysh\" and a3.boss2 = Queen' --ascension 10
  spire-map search --game sts2 --filter 'neow has \"Golden Pearl\" and a1.act = Underdocks' --count 10000";

/// Seed-exact Slay the Spire maps: the act maps, burning elite, bosses,
/// fight order and ? room outcomes the game generates for a seed.
#[derive(Parser)]
#[command(name = "spire-map", version, about, after_long_help = SEED_HELP, after_help = SEED_HELP)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Read a .run or save file and show its path on the seed's maps.
    Run(crate::runfile::RunFileArgs),
    /// Draw the act maps of a seed (or print them as JSON).
    #[command(after_help = SEED_HELP)]
    Map {
        #[command(flatten)]
        run: RunArgs,
        /// Only this act (1-4; StS2 1-3).
        #[arg(long)]
        act: Option<u8>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// Walk a route: each floor's room, fights, ? odds and outcomes, bosses.
    #[command(after_help = SEED_HELP)]
    Route {
        #[command(flatten)]
        run: RunArgs,
        /// The route: per act, the column (0-6) chosen on each floor from the
        /// first, separated by commas; acts separated by `/`.
        /// Example: 2,2,1,1,0,0,1,1,2,3,3,4,4,5,5/3,3,... (act 4 is 3,3,3,3).
        #[arg(long)]
        route: String,
        /// The act the route starts in.
        #[arg(long, default_value_t = 1)]
        start_act: u8,
        /// ? rooms the run entered before the route starts.
        #[arg(long, default_value_t = 0)]
        question_rooms_before: u32,
        /// Tiny Chest is owned, with this counter (0-3) at the start.
        #[arg(long)]
        tiny_chest: Option<u8>,
        /// Juzu Bracelet is owned (? rooms never become fights).
        #[arg(long)]
        juzu_bracelet: bool,
        /// StS1: a relic the run obtains on a floor that changes card rewards or potions,
        /// as NAME@FLOOR (e.g. "Prayer Wheel@12"; repeatable): Question Card, Prayer Wheel,
        /// Nloth's Gift, Busted Crown, White Beast Statue, Sozu.
        #[arg(long = "relic", value_name = "NAME@FLOOR")]
        relics: Vec<String>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// The best route through one act for a criterion (dynamic programming).
    #[command(after_help = SEED_HELP)]
    Best {
        #[command(flatten)]
        run: RunArgs,
        /// The act.
        #[arg(long)]
        act: u8,
        /// What to optimise.
        #[arg(long, value_parser = parse_criterion)]
        criterion: Criterion,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// Find seeds whose maps match a filter, on every core.
    #[command(after_help = FILTER_HELP)]
    Search {
        /// The filter, e.g. "a1.boss = Hexaghost and a1.max(elites) >= 4". See FILTERS below.
        #[arg(long)]
        filter: String,
        /// Which game.
        #[arg(long, value_enum, default_value_t = GameArg::Sts1)]
        game: GameArg,
        /// Ascension level (0-20).
        #[arg(long, default_value_t = 0)]
        ascension: u8,
        /// Start a sequential scan at this seed string (default: seed 0).
        #[arg(long, group = "start", allow_hyphen_values = true)]
        from: Option<String>,
        /// Start a sequential scan at this seed number.
        #[arg(long, group = "start", allow_hyphen_values = true)]
        from_value: Option<String>,
        /// Check this many consecutive seeds.
        #[arg(long, group = "amount")]
        count: Option<u64>,
        /// Check this many random seeds instead (reproducible with --rng-seed).
        #[arg(long, group = "amount")]
        random: Option<u64>,
        /// The random scan's own seed (default: from the clock, printed).
        #[arg(long)]
        rng_seed: Option<u64>,
        /// Worker threads (default: every core).
        #[arg(long)]
        threads: Option<usize>,
        /// Stop after this many matches.
        #[arg(long)]
        limit: Option<u64>,
        /// StS1: the final act is NOT unlocked (no burning elites).
        #[arg(long)]
        no_final_act: bool,
        /// StS1: the profile has seen no boss yet (bosses come in discovery order, unshuffled).
        #[arg(long, conflicts_with = "bosses_seen")]
        bosses_unseen: bool,
        /// StS1: the only bosses the profile has seen, comma-separated (e.g. "Guardian,Hexaghost,Champ").
        #[arg(long, value_name = "NAMES")]
        bosses_seen: Option<String>,
        /// StS2: multiplayer maps (one room row fewer per act).
        #[arg(long)]
        multiplayer: bool,
        /// The character whose rewards `bossrelics`, `card(N)`, `chest(N)` and `shop.relic` read
        /// (ironclad, the default; StS1 silent, defect, watcher; StS2 silent, regent, necrobinder, defect).
        #[arg(long, value_name = "NAME")]
        character: Option<String>,
        /// StS2: the profile the run start follows: `mature` (the default), the path of a
        /// progress.save, or the unlocks it lacks (e.g. "EVENT1,RELIC4"); docs/sts2-profile.md.
        #[arg(long, value_name = "PATH|LACKS")]
        profile: Option<String>,
        /// Output format: text (one seed per line) or json (one object per line).
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// Check the generator's rules on many maps (every core), at ascension 0 and 1+;
    /// StS1 maps are made four at a time and each is compared with the same map made alone.
    Verify {
        /// Act maps per ascension mode.
        #[arg(long, default_value_t = 1_000_000)]
        maps: u64,
        /// Which game.
        #[arg(long, value_enum, default_value_t = GameArg::Sts1)]
        game: GameArg,
    },
    /// StS2: read an account's progress.save and print the profile it gives: its text form (what
    /// it lacks, for --profile and the page's profile= link) and a sentence (docs/sts2-profile.md).
    Profile {
        /// The progress.save (in the profile's saves/ folder).
        path: String,
        /// Output format (json: { profile, describe, runs }).
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// Print generate_map's JSON for many seeds, one line each (the test
    /// suite compares it byte for byte with the WebAssembly build's output).
    Dump {
        /// How many seeds.
        #[arg(long, default_value_t = 10_000)]
        seeds: u64,
        /// Which game.
        #[arg(long, value_enum, default_value_t = GameArg::Sts1)]
        game: GameArg,
        /// Ascension level.
        #[arg(long, default_value_t = 0)]
        ascension: u8,
    },
    /// Measure map generation speed (one core, then every core) and, with
    /// --filter, search throughput for each filter on one core and on every
    /// core (scripts/bench runs the same measures in WebAssembly).
    Bench {
        /// How many act maps to generate (acts 1-3 of consecutive seeds from 0;
        /// default 3 000 000 for StS1, 30 000 for StS2; 0: none).
        #[arg(long)]
        maps: Option<u64>,
        /// Which game.
        #[arg(long, value_enum, default_value_t = GameArg::Sts1)]
        game: GameArg,
        /// A filter to time (repeatable); sequential from seed 0, at ascension 20
        /// (StS1) or 10 (StS2, its highest).
        #[arg(long)]
        filter: Vec<String>,
        /// Seeds to check per filter and thread setting.
        #[arg(long, default_value_t = 1_000_000)]
        seeds: u64,
        /// Output format (json: one object with every figure).
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
}

/// The seed and run settings shared by the commands.
#[derive(Args)]
struct RunArgs {
    /// The game's seed string (e.g. AGCK93XT). See SEEDS below.
    #[arg(long, group = "seed_input", required = true, allow_hyphen_values = true)]
    seed: Option<String>,
    /// The signed 64-bit seed number (e.g. -1662327278983135018). See SEEDS below.
    #[arg(long, group = "seed_input", required = true, allow_hyphen_values = true)]
    seed_value: Option<String>,
    /// Which game.
    #[arg(long, value_enum, default_value_t = GameArg::Sts1)]
    game: GameArg,
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
    /// StS2: the game build whose seeding the maps follow: v0.108, or
    /// v0.109-v0.111 (the default).
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
enum Format {
    Text,
    Json,
}

#[derive(Clone, Copy, ValueEnum)]
enum GameArg {
    Sts1,
    Sts2,
}

fn parse_criterion(s: &str) -> Result<Criterion, String> {
    Criterion::parse(s).map_err(|e| e.to_string())
}

impl RunArgs {
    fn options(&self, act: Option<u8>) -> Result<MapOptions, Error> {
        let seed = match (&self.seed, &self.seed_value) {
            (Some(s), None) => SeedInput::Text(s.clone()),
            (None, Some(v)) => SeedInput::Value(parse_seed_value(v)?),
            _ => return Err(Error::option("seed", "give exactly one of --seed and --seed-value")),
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
            game: match self.game {
                GameArg::Sts1 => Game::Sts1,
                GameArg::Sts2 => Game::Sts2,
            },
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
        opts.start.settle(opts.game)?;
        Ok(opts)
    }
}

/// `--profile P`: a Slay the Spire 2 `progress.save` when `P` names a file,
/// else the profile's text form: `mature` or the unlocks it lacks
/// (`EVENT1,RELIC4`, [`Sts2Profile::parse`]).
fn read_profile(path: &str) -> Result<Sts2Profile, Error> {
    let file = std::path::Path::new(path);
    if !file.is_file() {
        return Sts2Profile::parse(path)
            .map_err(|e| Error::option("profile", format!("{path} is not a file, nor a profile's text form: {e}")));
    }
    let text = std::fs::read_to_string(path).map_err(|e| Error::option("profile", format!("{path}: {e}")))?;
    Sts2Profile::from_progress_save(&text).map_err(|e| Error::option("profile", format!("{path}: {e}")))
}

/// `--bosses-unseen` / `--bosses-seen NAMES` (default: every boss seen).
fn bosses_seen(unseen: bool, names: Option<&str>) -> Result<BossesSeen, Error> {
    match names {
        _ if unseen => Ok(BossesSeen::NONE),
        None => Ok(BossesSeen::ALL),
        Some(list) => {
            let names: Vec<&str> = list.split(',').map(str::trim).filter(|n| !n.is_empty()).collect();
            BossesSeen::from_names(&names).map_err(|e| Error::option("bosses-seen", e))
        }
    }
}

/// `generate_map`'s JSON with `run_start`'s fields: `character`, `neow` and
/// `assumptions` at the top level, each act 1-2 its chest as `bossRelics`.
fn with_run_start(set: &spire_map::map::MapSet, start: Option<&spire_map::map::RunStartSet>) -> serde_json::Value {
    let mut v = serde_json::to_value(set).expect("engine results always serialise");
    if let Some(start) = start {
        let s = serde_json::to_value(start).expect("engine results always serialise");
        for key in ["character", "neow", "assumptions"] {
            v[key] = s[key].clone();
        }
        for act in v["acts"].as_array_mut().into_iter().flatten() {
            let n = act["act"].as_u64().unwrap_or(0) as usize;
            if let Some(offer) = start.boss_relics.get(n.wrapping_sub(1)) {
                act["bossRelics"] = serde_json::json!(offer);
            }
        }
    }
    v
}

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string_pretty(value).expect("engine results always serialise")
}

fn run(cli: Cli) -> Result<String, Error> {
    match cli.command {
        Command::Run(args) => args.run(),
        Command::Map { run, act, format } => {
            let opts = run.options(act)?;
            let set = api::generate_map(&opts)?;
            // StS1: the run start (Neow, the boss chests) beside the maps.
            let start = match opts.game {
                Game::Sts1 => Some(api::run_start(&opts)?),
                Game::Sts2 => None,
            };
            Ok(match format {
                Format::Text => text::render_maps(&set, start.as_ref()),
                Format::Json => json(&with_run_start(&set, start.as_ref())),
            })
        }
        Command::Route { run, route, start_act, question_rooms_before, tiny_chest, juzu_bracelet, relics, format } => {
            if !(1..=4).contains(&start_act) {
                return Err(Error::option("start-act", format!("expected 1 to 4, got {start_act}")));
            }
            if let Some(c) = tiny_chest.filter(|c| *c > 3) {
                return Err(Error::option("tiny-chest", format!("the counter is 0 to 3, got {c}")));
            }
            let opts = RouteOptions {
                map: run.options(None)?,
                route: parse_route(&route)?,
                start_act,
                question_rooms_before,
                tiny_chest,
                juzu_bracelet,
                relics: relics
                    .iter()
                    .map(|r| spire_map::options::read::held_relic(r).map_err(|e| Error::option("relic", e)))
                    .collect::<Result<_, _>>()?,
            };
            let walk = api::walk_route(&opts)?;
            Ok(match format {
                Format::Text => text::render_walk(&walk),
                Format::Json => json(&walk),
            })
        }
        Command::Best { run, act, criterion, format } => {
            let plan = api::best_route(&PlanOptions { map: run.options(Some(act))?, criterion, from: None })?;
            Ok(match format {
                Format::Text => text::render_plan(&plan),
                Format::Json => json(&plan),
            })
        }
        Command::Search {
            filter,
            game,
            ascension,
            from,
            from_value,
            count,
            random,
            rng_seed,
            threads,
            limit,
            no_final_act,
            bosses_unseen,
            bosses_seen: seen,
            multiplayer,
            character,
            profile,
            format,
        } => {
            let mut opts = MapOptions {
                multiplayer,
                profile: profile.as_deref().map(read_profile).transpose()?.map(Box::new),
                start: RunStartOptions { character_name: character, ..RunStartOptions::default() },
                game: match game {
                    GameArg::Sts1 => Game::Sts1,
                    GameArg::Sts2 => Game::Sts2,
                },
                ascension,
                final_act_unlocked: !no_final_act,
                bosses_seen: bosses_seen(bosses_unseen, seen.as_deref())?,
                ..MapOptions::default()
            };
            opts.start.settle(opts.game)?;
            if ascension > MAX_ASCENSION {
                return Err(Error::option("ascension", format!("expected 0 to 20, got {ascension}")));
            }
            let filter = Filter::parse(&filter)?;
            let (scan, n) = match (random, count) {
                (Some(n), _) => {
                    if from.is_some() || from_value.is_some() {
                        return Err(Error::option(
                            "from",
                            "--from goes with a sequential scan (--count), not --random",
                        ));
                    }
                    let key = rng_seed.unwrap_or_else(|| {
                        std::time::SystemTime::now()
                            .duration_since(std::time::UNIX_EPOCH)
                            .map_or(1, |d| d.as_nanos() as u64)
                    });
                    eprintln!("random scan with --rng-seed {key}");
                    (Scan::Random { rng_seed: key }, n)
                }
                (None, n) => {
                    let start = match (&from, &from_value, game) {
                        (Some(s), _, GameArg::Sts1) => spire_map::sts1::seed::seed_from_string(s)?,
                        (Some(s), _, GameArg::Sts2) => spire_map::sts2::seed::seed_number(s)? as i64,
                        (_, Some(_), GameArg::Sts2) => {
                            return Err(Error::option("from-value", "Slay the Spire 2 seeds are strings: use --from"))
                        }
                        (_, Some(v), GameArg::Sts1) => parse_seed_value(v)?,
                        _ => 0,
                    };
                    (Scan::Sequential { from: start }, n.unwrap_or(1_000_000))
                }
            };
            let search = SearchOptions::new(opts, filter, scan, 0, n, limit);
            if let Some(t) = threads {
                rayon::ThreadPoolBuilder::new()
                    .num_threads(t.max(1))
                    .build_global()
                    .map_err(|e| Error::option("threads", e.to_string()))?;
            }
            // Matches are buffered and flushed at least every 100 ms (a write per match
            // costs a run-start search with many matches a tenth of its time).
            let mut out = std::io::BufWriter::new(std::io::stdout().lock());
            let mut flushed = Instant::now();
            let summary = search::run(&search, n, limit, std::io::IsTerminal::is_terminal(&std::io::stderr()), |m| {
                let _ = match format {
                    Format::Text => writeln!(out, "{}\t{}", m.seed, m.seed_value),
                    Format::Json => writeln!(out, "{}", serde_json::to_string(m).expect("a match serialises")),
                };
                if flushed.elapsed().as_millis() >= 100 {
                    let _ = out.flush();
                    flushed = Instant::now();
                }
            })?;
            let _ = out.flush();
            drop(out);
            let rate = summary.checked as f64 / summary.seconds.max(1e-9);
            let line = format!(
                "checked {} seeds in {:.2} s on {} threads: {:.0} seeds/s, {} matches",
                summary.checked,
                summary.seconds,
                rayon::current_num_threads(),
                rate,
                summary.matches
            );
            Ok(match format {
                Format::Text => {
                    eprintln!("{line}");
                    String::new()
                }
                Format::Json => format!(
                    "{}\n",
                    serde_json::json!({"checked": summary.checked, "matches": summary.matches, "seconds": summary.seconds, "seedsPerSecond": rate, "filter": search.filter.to_string()})
                ),
            })
        }
        Command::Bench { maps, game, filter, seeds, format } => bench(maps, game, &filter, seeds, format),
        Command::Verify { maps, game } => verify(maps, game),
        Command::Dump { seeds, game, ascension } => dump(seeds, game, ascension),
        Command::Profile { path, format } => {
            let text = std::fs::read_to_string(&path).map_err(|e| Error::option("profile", format!("{path}: {e}")))?;
            let read = spire_map::api::read_profile(&text).map_err(|e| match e {
                Error::Option { name, message } => Error::Option { name, message: format!("{path}: {message}") },
                other => other,
            })?;
            Ok(match format {
                Format::Text => format!(
                    "profile {}
{}
runs {}
",
                    read.profile, read.describe, read.runs
                ),
                Format::Json => json(&read),
            })
        }
    }
}

/// [`spire_map::search::generate_acts`] one map at a time
/// (`sts1::generate_act`, as the JavaScript API and the search call it): the
/// same maps and checksum.
fn generate_acts_singly(first_seed: i64, count: u64) -> u64 {
    let mut checksum = 0u64;
    for i in 0..count {
        let g = spire_map::sts1::generate_act(first_seed.wrapping_add((i / 3) as i64), (i % 3) as u8 + 1, true, true);
        checksum = checksum.wrapping_add(u64::from(g.quotas.available_room_count));
    }
    checksum
}

/// Times `f` and returns (its result, seconds).
fn timed<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let t = Instant::now();
    let r = f();
    (r, t.elapsed().as_secs_f64().max(1e-9))
}

/// Generates `maps` act maps (acts 1-3 in turn, consecutive seeds from 0) on
/// one core and then on every core, and times the search for each filter on
/// one core and on every core (sequential from seed 0 for `seeds` seeds, at
/// StS1's ascension 20 or StS2's 10). StS1's maps stay in the generator's own
/// form, as search uses them; the loop is [`spire_map::search::generate_acts`],
/// which the wasm `bench_acts` runs too. StS2's are
/// [`spire_map::sts2::generate_act`] of the run seeds of seeds 0, 1, ….
fn bench(maps: Option<u64>, game: GameArg, filters: &[String], seeds: u64, format: Format) -> Result<String, Error> {
    let threads = rayon::current_num_threads();
    let sts2 = matches!(game, GameArg::Sts2);
    let maps = maps.unwrap_or(if sts2 { 30_000 } else { 3_000_000 });
    let acts = if sts2 { bench_sts2_maps(maps)? } else { bench_sts1_maps(maps)? };
    let opts = if sts2 {
        MapOptions { game: Game::Sts2, ascension: 10, ..MapOptions::default() }
    } else {
        MapOptions { ascension: 20, ..MapOptions::default() }
    };
    let one =
        rayon::ThreadPoolBuilder::new().num_threads(1).build().map_err(|e| Error::option("bench", e.to_string()))?;
    let mut rows = Vec::new();
    for f in filters {
        let s = SearchOptions::new(opts.clone(), Filter::parse(f)?, Scan::Sequential { from: 0 }, 0, seeds, None);
        let (sum1, t1) = timed(|| one.install(|| search::run(&s, seeds, None, false, |_| {})));
        let (sum_all, t_all) = timed(|| search::run(&s, seeds, None, false, |_| {}));
        let (sum1, sum_all) = (sum1?, sum_all?);
        rows.push(serde_json::json!({
            "filter": s.filter.to_string(),
            "seeds": seeds,
            "matches": sum1.matches,
            "matchesAll": sum_all.matches,
            "oneCore": seeds as f64 / t1,
            "allCores": seeds as f64 / t_all,
        }));
    }
    Ok(match format {
        Format::Json => format!(
            "{}\n",
            serde_json::json!({
                "game": if sts2 { "sts2" } else { "sts1" },
                "threads": threads,
                "maps": maps,
                "checksum": acts.checksum.to_string(),
                "actMaps": acts.json(),
                "search": rows,
            })
        ),
        Format::Text => {
            let mut out = acts.text(maps, threads);
            for r in &rows {
                out.push_str(&format!(
                    "search {:?}: {} seeds, {} matches: {:.0} seeds/s on one core, {:.0} seeds/s on {threads} threads\n",
                    r["filter"].as_str().unwrap_or(""),
                    seeds,
                    r["matches"],
                    r["oneCore"].as_f64().unwrap_or(0.0),
                    r["allCores"].as_f64().unwrap_or(0.0)
                ));
            }
            out
        }
    })
}

/// The act-map figures of [`bench`]: seconds on one core, on every core,
/// and (StS1) one map at a time.
struct ActMapTimes {
    checksum: u64,
    one: f64,
    all: f64,
    singly: Option<f64>,
}

impl ActMapTimes {
    fn json(&self) -> serde_json::Value {
        let mut v = serde_json::json!({ "oneCore": 1.0 / self.one, "allCores": 1.0 / self.all });
        if let Some(s) = self.singly {
            v["oneAtATime"] = serde_json::json!(1.0 / s);
        }
        v
    }

    /// Lines of `maps` maps (the times are per map).
    fn text(&self, maps: u64, threads: usize) -> String {
        if maps == 0 {
            return String::new();
        }
        let line = |secs: f64, how: &str| {
            format!("{maps} act maps in {:.3} s: {:.0} act maps/s {how}\n", secs * maps as f64, 1.0 / secs)
        };
        let mut out = line(self.one, &format!("on one core (checksum {})", self.checksum));
        out.push_str(&line(self.all, &format!("on {threads} threads")));
        if let Some(s) = self.singly {
            out.push_str(&line(s, "on one core, one map at a time"));
        }
        out
    }
}

/// StS1's act maps for [`bench`], batched on one core, on every core, and one
/// at a time; the three checksums must agree.
fn bench_sts1_maps(maps: u64) -> Result<ActMapTimes, Error> {
    use rayon::prelude::*;
    let (checksum, secs1) = timed(|| api::bench_acts(0, maps));
    // Every core: whole seeds (3 maps) per chunk, so the maps are the same as on one core.
    const CHUNK_SEEDS: u64 = 4096;
    let seed_count = maps / 3;
    let (checksum_all, secs_all) = timed(|| {
        (0..seed_count.div_ceil(CHUNK_SEEDS))
            .into_par_iter()
            .map(|c| {
                let from = c * CHUNK_SEEDS;
                api::bench_acts(from as i64, 3 * CHUNK_SEEDS.min(seed_count - from))
            })
            .reduce(|| 0, u64::wrapping_add)
            .wrapping_add(api::bench_acts(seed_count as i64, maps % 3))
    });
    if checksum_all != checksum {
        return Err(Error::option("bench", "internal error: the parallel maps differ from the sequential ones"));
    }
    let (checksum_singly, secs_singly) = timed(|| generate_acts_singly(0, maps));
    if checksum_singly != checksum {
        return Err(Error::option("bench", "internal error: the maps made one at a time differ from the batched ones"));
    }
    let per = |s: f64| s / maps.max(1) as f64;
    Ok(ActMapTimes { checksum, one: per(secs1), all: per(secs_all), singly: Some(per(secs_singly)) })
}

/// StS2's act maps for [`bench`]: acts 1-3 of the run seeds of the seed
/// strings numbered 0, 1, … (ascension 10), on one core and on every core.
fn bench_sts2_maps(maps: u64) -> Result<ActMapTimes, Error> {
    use rayon::prelude::*;
    use spire_map::sts2;
    let map = |i: u64| {
        let run_seed = sts2::seed::run_seed(&sts2::seed::seed_at(i / 3));
        let g = sts2::generate_act(run_seed, (i % 3) as u8 + 1, 10, false);
        g.to_act_map().nodes.len() as u64
    };
    let (checksum, secs1) = timed(|| (0..maps).map(map).fold(0, u64::wrapping_add));
    let (checksum_all, secs_all) = timed(|| (0..maps).into_par_iter().map(map).reduce(|| 0, u64::wrapping_add));
    if checksum_all != checksum {
        return Err(Error::option("bench", "internal error: the parallel maps differ from the sequential ones"));
    }
    let per = |s: f64| s / maps.max(1) as f64;
    Ok(ActMapTimes { checksum, one: per(secs1), all: per(secs_all), singly: None })
}

/// One JSON line per seed: the seeds are spread over the whole 64-bit range
/// (StS1) or drawn from the 34-symbol alphabet (StS2) by a fixed mix of the
/// line number, so every run prints the same lines.
fn dump(seeds: u64, game: GameArg, ascension: u8) -> Result<String, Error> {
    let mut out = String::new();
    for i in 0..seeds {
        let mix = Scan::Random { rng_seed: 0x5EED }.seed_at(i);
        let opts = MapOptions {
            game: match game {
                GameArg::Sts1 => Game::Sts1,
                GameArg::Sts2 => Game::Sts2,
            },
            seed: Some(match game {
                GameArg::Sts1 => SeedInput::Value(mix),
                GameArg::Sts2 => {
                    let alphabet = b"0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";
                    let mut v = mix as u64;
                    SeedInput::Text(
                        (0..12)
                            .map(|_| {
                                let c = alphabet[(v % 34) as usize] as char;
                                v /= 34;
                                c
                            })
                            .collect(),
                    )
                }
            }),
            ascension,
            ..MapOptions::default()
        };
        out.push_str(&serde_json::to_string(&api::generate_map(&opts)?).expect("maps serialise"));
        out.push('\n');
    }
    Ok(out)
}

/// Runs the invariant checks on `maps` act maps per ascension mode in
/// parallel (seeds spread over the whole 64-bit range).
fn verify(maps: u64, game: GameArg) -> Result<String, Error> {
    use rayon::prelude::*;
    const BATCH: u64 = spire_map::sts1::BATCH as u64;
    let start = Instant::now();
    let mut out = String::new();
    for asc in [false, true] {
        let failures: Vec<String> = match game {
            // A batch at a time (four maps): each must also equal the map made alone.
            GameArg::Sts1 => (0..maps.div_ceil(BATCH))
                .into_par_iter()
                .flat_map_iter(|chunk| {
                    let job = |i: u64| ((i / 3).wrapping_mul(0x9E37_79B9_7F4A_7C15) as i64, (i % 3) as u8 + 1);
                    let jobs: [(i64, u8); spire_map::sts1::BATCH] =
                        std::array::from_fn(|k| job(BATCH * chunk + k as u64));
                    let batch = spire_map::sts1::generate_batch(jobs, asc, true);
                    let count = (maps - BATCH * chunk).min(BATCH) as usize;
                    jobs.into_iter().zip(batch).take(count).filter_map(move |((seed, act), g)| {
                        if g != spire_map::sts1::generate_act(seed, act, asc, true) {
                            return Some(format!("seed {seed} act {act}: the map made in a batch differs"));
                        }
                        spire_map::sts1::invariants::check(&g).err().map(|e| format!("seed {seed} act {act}: {e}"))
                    })
                })
                .take_any(10)
                .collect(),
            GameArg::Sts2 => (0..maps)
                .into_par_iter()
                .filter_map(|i| {
                    let text = spire_map::sts2::seed::seed_at((i / 3).wrapping_mul(0x9E37_79B9_7F4A_7C15));
                    let run_seed = spire_map::sts2::seed::run_seed(&text);
                    let act = (i % 3) as u8 + 1;
                    let g = spire_map::sts2::generate_act(run_seed, act, if asc { 10 } else { 0 }, false);
                    spire_map::sts2::check_invariants(&g).err().map(|e| format!("seed {text} act {act}: {e}"))
                })
                .take_any(10)
                .collect(),
        };
        if let Some(f) = failures.first() {
            return Err(Error::option(
                "verify",
                format!("{} failure(s) at ascension {}: {f}", failures.len(), u8::from(asc)),
            ));
        }
        let level = match (game, asc) {
            (_, false) => "0",
            (GameArg::Sts1, true) => "1+",
            (GameArg::Sts2, true) => "10",
        };
        out.push_str(&format!("{maps} act maps at ascension {level}: every rule holds\n"));
    }
    if let GameArg::Sts1 = game {
        spire_map::sts1::invariants::check_act4(&spire_map::sts1::act4_map(spire_map::sts1::first_floor(4)))
            .map_err(|e| Error::option("verify", format!("act 4: {e}")))?;
        out.push_str("act 4: the fixed column holds\n");
    }
    out.push_str(&format!("{} maps checked in {:.1} s\n", 2 * maps, start.elapsed().as_secs_f64()));
    Ok(out)
}

/// Parses the arguments, runs the command, prints its output or error.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("spire-map: {e}");
            ExitCode::from(2)
        }
    }
}
