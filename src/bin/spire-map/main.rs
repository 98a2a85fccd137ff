//! `spire-map`: the command line over the same engine as the page.

mod text;

use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Parser, Subcommand, ValueEnum};
use spire_map::map::Game;
use spire_map::options::{self, MapOptions, PlanOptions, RouteOptions};
use spire_map::plan::Criterion;
use spire_map::route::parse_route;
use spire_map::seed::{parse_seed_value, SeedInput};
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
    /// Measure map generation speed on one core.
    Bench {
        /// How many act maps to generate.
        #[arg(long, default_value_t = 3_000_000)]
        maps: u64,
        /// Which game.
        #[arg(long, value_enum, default_value_t = GameArg::Sts1)]
        game: GameArg,
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
    /// StS1: the profile has not seen every boss yet (bosses come in discovery order, unshuffled).
    #[arg(long)]
    bosses_unseen: bool,
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
        if self.ascension > options::MAX_ASCENSION {
            return Err(Error::option("ascension", format!("expected 0 to 20, got {}", self.ascension)));
        }
        if let Some(a) = act.filter(|a| !(1..=4).contains(a)) {
            return Err(Error::option("act", format!("expected 1 to 4, got {a}")));
        }
        if let Some(k) = self.emerald_key_act.filter(|k| !(1..=3).contains(k)) {
            return Err(Error::option("emerald-key-act", format!("expected 1 to 3, got {k}")));
        }
        Ok(MapOptions {
            game: match self.game {
                GameArg::Sts1 => Game::Sts1,
                GameArg::Sts2 => Game::Sts2,
            },
            seed: Some(seed),
            ascension: self.ascension,
            act,
            final_act_unlocked: !self.no_final_act,
            emerald_key_taken_in_act: self.emerald_key_act,
            bosses_seen: !self.bosses_unseen,
        })
    }
}

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string_pretty(value).expect("engine results always serialise")
}

fn run(cli: Cli) -> Result<String, Error> {
    match cli.command {
        Command::Map { run, act, format } => {
            let set = spire_map::generate_map(&run.options(act)?)?;
            Ok(match format {
                Format::Text => text::render_maps(&set),
                Format::Json => json(&set),
            })
        }
        Command::Route { run, route, start_act, question_rooms_before, tiny_chest, juzu_bracelet, format } => {
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
            };
            let walk = options::walk_route(&opts)?;
            Ok(match format {
                Format::Text => text::render_walk(&walk),
                Format::Json => json(&walk),
            })
        }
        Command::Best { run, act, criterion, format } => {
            let plan = options::best_route(&PlanOptions { map: run.options(Some(act))?, criterion, from: None })?;
            Ok(match format {
                Format::Text => text::render_plan(&plan),
                Format::Json => json(&plan),
            })
        }
        Command::Bench { maps, game } => Ok(bench(maps, game)),
    }
}

/// Generates `maps` act maps (acts 1-3 in turn, consecutive seeds) on one
/// core and reports the rate. The maps stay in the generator's own form, as
/// search uses them.
fn bench(maps: u64, game: GameArg) -> String {
    let start = Instant::now();
    let mut checksum = 0u64;
    match game {
        GameArg::Sts1 => {
            for i in 0..maps {
                let act = (i % 3) as u8 + 1;
                let g = spire_map::sts1::generate_act((i / 3) as i64, act, true, true);
                checksum = checksum.wrapping_add(u64::from(g.quotas.available_room_count));
            }
        }
        GameArg::Sts2 => return "StS2 benchmarks are not available yet\n".into(),
    }
    let secs = start.elapsed().as_secs_f64();
    format!("{maps} act maps in {secs:.3} s: {:.0} act maps/s on one core (checksum {checksum})\n", maps as f64 / secs)
}

fn main() -> ExitCode {
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
