//! `spire-map search`: find seeds whose maps match a filter, on every core
//! (the scan itself is `crate::scan`).

use std::io::Write;
use std::time::Instant;

use clap::Args;

use crate::args::{bosses_seen, read_profile, Format, GameArg};
use crate::scan;
use spire_map::api::{MapOptions, SearchOptions};
use spire_map::options::modifiers::split;
use spire_map::options::Modifiers;
use spire_map::options::{RunStartOptions, Sts2Build, MAX_ASCENSION};
use spire_map::search::{Filter, Scan};
use spire_map::seed::parse_seed_value;
use spire_map::Error;

/// The shortest run whose rate is reported (seconds).
const SHORTEST_RATED_RUN: f64 = 1.0;

/// Find seeds whose maps match a filter, on every core.
#[derive(Args)]
pub struct SearchArgs {
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
    /// StS2: the game build searched: v0.107.1 (the main branch, 10-character seeds), v0.108
    /// (10-character seeds), or v0.109-v0.111 (the beta, 12-character seeds). Default: the
    /// beta, or the main branch when --from is a 10-character seed.
    #[arg(long, value_name = "BUILD")]
    build: Option<String>,
    /// The character whose rewards `bossrelics`, `card(N)`, `chest(N)` and `shop.relic` read
    /// (ironclad, the default; StS1 silent, defect, watcher; StS2 silent, regent, necrobinder, defect;
    /// with --multiplayer both players', e.g. "necrobinder,regent": a profile's relic bags are each
    /// player's).
    #[arg(long, value_name = "NAME")]
    character: Option<String>,
    /// StS2: the profile the run start follows: `mature` (the default), the path of a
    /// progress.save, or the unlocks it lacks (e.g. "EVENT1,RELIC4"); docs/sts2-profile.md.
    #[arg(long, value_name = "PATH|LACKS")]
    profile: Option<String>,
    /// The run's modifiers, comma-separated (a custom run; e.g. "Elite Swarm" or
    /// "BigGameHunter"): the filter reads the maps they make (docs/modifiers.md).
    #[arg(long, value_name = "LIST", conflicts_with = "daily")]
    modifiers: Option<String>,
    /// The rules of the daily of this date (YYYY-MM-DD or `today`): its ascension, character and
    /// modifiers (the scan still covers the seeds asked for; `spire-map daily` gives the day's seed).
    #[arg(long, value_name = "DATE")]
    daily: Option<String>,
    /// Output format: text (one seed per line) or json (one object per line).
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

impl SearchArgs {
    /// The search's options: the run settings, the filter and the scan, and how many seeds.
    fn options(&self) -> Result<(SearchOptions, u64), Error> {
        let mut opts = MapOptions {
            multiplayer: self.multiplayer,
            profile: self.profile.as_deref().map(read_profile).transpose()?.map(Box::new),
            start: RunStartOptions { character_name: self.character.clone(), ..RunStartOptions::default() },
            game: self.game.game(),
            ascension: self.ascension,
            final_act_unlocked: !self.no_final_act,
            bosses_seen: bosses_seen(self.bosses_unseen, self.bosses_seen.as_deref())?,
            ..MapOptions::default()
        };
        opts.start.settle(opts.game)?;
        opts.build = match (&self.build, &self.from) {
            (Some(b), _) => Sts2Build::parse(b).map_err(|e| Error::option("build", e))?,
            (None, Some(s)) if opts.game == spire_map::map::Game::Sts2 => {
                let build = Sts2Build::for_seed_len(s.trim().chars().count());
                if let Some(line) = build.seed_len_line(s.trim().chars().count()) {
                    eprintln!("--from {line}; --build chooses another");
                }
                build
            }
            (None, _) => Sts2Build::default(),
        };
        if let Some(list) = &self.modifiers {
            opts.modifiers = Modifiers { given: split(list), ..Modifiers::default() };
            opts.modifiers.settle(opts.game).map_err(|e| Error::option("modifiers", e))?;
        }
        if let Some(date) = &self.daily {
            // `--multiplayer`: the two-player daily's modifiers, rolled on its own characters.
            let d =
                crate::args::daily_of(opts.game, date, self.build.as_deref(), if opts.multiplayer { 2 } else { 1 })?;
            opts.ascension = d.ascension;
            opts.bosses_seen = spire_map::options::BossesSeen::ALL;
            opts.modifiers = Modifiers { given: d.modifiers.clone(), ..Modifiers::default() };
            opts.modifiers.settle(opts.game).map_err(|e| Error::option("daily", e))?;
            opts.start.character_name = Some(d.character.all().join(","));
            opts.start.settle(opts.game)?;
        }
        if self.ascension > MAX_ASCENSION {
            return Err(Error::option("ascension", format!("expected 0 to 20, got {}", self.ascension)));
        }
        let filter = Filter::parse(&self.filter)?;
        let (scan, n) = match (self.random, self.count) {
            (Some(n), _) => {
                if self.from.is_some() || self.from_value.is_some() {
                    return Err(Error::option("from", "--from goes with a sequential scan (--count), not --random"));
                }
                let key = self.rng_seed.unwrap_or_else(|| {
                    std::time::SystemTime::now()
                        .duration_since(std::time::UNIX_EPOCH)
                        .map_or(1, |d| d.as_nanos() as u64)
                });
                eprintln!("random scan with --rng-seed {key}");
                (Scan::Random { rng_seed: key }, n)
            }
            (None, n) => {
                let start = match (&self.from, &self.from_value, self.game) {
                    (Some(s), _, GameArg::Sts1) => spire_map::sts1::seed::seed_from_string(s)?,
                    (Some(s), _, GameArg::Sts2) => {
                        spire_map::sts2::seed::seed_number_of_len(s, opts.build.seed_len())? as i64
                    }
                    (_, Some(_), GameArg::Sts2) => {
                        return Err(Error::option("from-value", "Slay the Spire 2 seeds are strings: use --from"))
                    }
                    (_, Some(v), GameArg::Sts1) => parse_seed_value(v)?,
                    _ => 0,
                };
                (Scan::Sequential { from: start }, n.unwrap_or(1_000_000))
            }
        };
        Ok((SearchOptions::new(opts, filter, scan, 0, n, self.limit), n))
    }

    /// Runs the search, printing the matches as they come and, at the end,
    /// the time it took and (for a run of a second or more) the rate.
    pub fn run(&self) -> Result<String, Error> {
        let (search, n) = self.options()?;
        if let Some(t) = self.threads {
            rayon::ThreadPoolBuilder::new()
                .num_threads(t.max(1))
                .build_global()
                .map_err(|e| Error::option("threads", e.to_string()))?;
        }
        let format = self.format;
        // Matches are buffered and flushed at least every 100 ms (a write per match
        // costs a run-start search with many matches a tenth of its time).
        let mut out = std::io::BufWriter::new(std::io::stdout().lock());
        let mut flushed = Instant::now();
        let summary = scan::run(&search, n, self.limit, std::io::IsTerminal::is_terminal(&std::io::stderr()), |m| {
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
        // A run shorter than a second is mostly starting up and ending: its
        // time is the figure, not a rate.
        let how_fast = if summary.seconds >= SHORTEST_RATED_RUN {
            format!(": {rate:.0} seeds/s")
        } else {
            " (too short a run for a rate)".to_string()
        };
        let line = format!(
            "checked {} seeds in {:.2} s on {} threads{how_fast}, {} matches",
            summary.checked,
            summary.seconds,
            rayon::current_num_threads(),
            summary.matches
        );
        let rate = (summary.seconds >= SHORTEST_RATED_RUN).then_some(rate);
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
}
