//! The command line: the commands (each in its own file under `commands/`),
//! and running one.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::commands::{bench, best, daily, dump, map, profile, route, run, search, verify};
use crate::help::{FILTER_HELP, SEED_HELP};
use spire_map::Error;

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
    Run(run::RunFileArgs),
    /// Draw the act maps of a seed (or print them as JSON).
    #[command(after_help = SEED_HELP)]
    Map(map::MapArgs),
    /// Walk a route: each floor's room, fights, ? odds and outcomes, bosses.
    #[command(after_help = SEED_HELP)]
    Route(route::RouteArgs),
    /// The best route through one act for a criterion (dynamic programming).
    #[command(after_help = SEED_HELP)]
    Best(best::BestArgs),
    /// The daily of a date (default today in UTC), either game: seed, character(s), ascension,
    /// modifiers; then `map --daily DATE` shows its maps.
    Daily(daily::DailyArgs),
    /// Find seeds whose maps match a filter, on every core.
    #[command(after_help = FILTER_HELP)]
    Search(search::SearchArgs),
    /// Check the generator's rules on many maps (every core), at ascension 0 and 1+;
    /// StS1 maps are made four at a time and each is compared with the same map made alone.
    Verify(verify::VerifyArgs),
    /// StS2: read an account's progress.save and print the profile it gives: its text form (what
    /// it lacks, for --profile and the page's profile= link) and a sentence (docs/sts2-profile.md).
    Profile(profile::ProfileArgs),
    /// Print generate_map's JSON for many seeds, one line each (the test
    /// suite compares it byte for byte with the WebAssembly build's output).
    Dump(dump::DumpArgs),
    /// Measure map generation speed (one core, then every core) and, with
    /// --filter, search throughput for each filter on one core and on every
    /// core (scripts/bench runs the same measures in WebAssembly).
    Bench(bench::BenchArgs),
}

/// Runs one command: its output, or the error to print.
fn run(cli: Cli) -> Result<String, Error> {
    match cli.command {
        Command::Run(args) => args.run(),
        Command::Map(args) => args.run(),
        Command::Route(args) => args.run(),
        Command::Best(args) => args.run(),
        Command::Daily(args) => args.run(),
        Command::Search(args) => args.run(),
        Command::Bench(args) => args.run(),
        Command::Verify(args) => args.run(),
        Command::Dump(args) => args.run(),
        Command::Profile(args) => args.run(),
    }
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

#[cfg(test)]
mod tests {
    use super::Cli;
    use clap::error::ErrorKind;
    use clap::Parser;

    /// The seed's three forms are one required group: a missing argument
    /// names only what is missing, two forms at once conflict.
    #[test]
    fn the_seed_is_one_of_three_forms() {
        let err = |args: &[&str]| Cli::try_parse_from(args).err().expect("an error");
        let e = err(&["spire-map", "best", "--daily", "2026-07-04"]);
        assert_eq!(e.kind(), ErrorKind::MissingRequiredArgument);
        let text = e.to_string();
        let missing = text.split("Usage:").next().unwrap();
        assert!(missing.contains("--act") && !missing.contains("--seed"), "{text}");
        let e = err(&["spire-map", "map"]);
        assert!(e.to_string().contains("<--seed <SEED>|--seed-value <SEED_VALUE>|--daily <DATE>>"), "{e}");
        assert_eq!(err(&["spire-map", "map", "--seed", "A", "--seed-value", "5"]).kind(), ErrorKind::ArgumentConflict);
        assert!(Cli::try_parse_from(["spire-map", "map", "--daily", "today"]).is_ok());
    }
}
