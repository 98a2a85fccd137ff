//! `spire-map daily`: the daily of a date in either game: its seed,
//! character(s), ascension and modifiers (docs/modifiers.md#the-dailies).

use clap::Args;

use crate::args::{daily_of, json, Format, GameArg};
use spire_map::Error;

/// The daily of a date (default today in UTC): seed, character(s), ascension, modifiers.
#[derive(Args)]
pub struct DailyArgs {
    /// Which game.
    #[arg(long, value_enum, default_value_t = GameArg::Sts1)]
    game: GameArg,
    /// The date, YYYY-MM-DD in UTC (default: today).
    #[arg(long, default_value = "today")]
    date: String,
    /// StS2: the lobby's players (1-4).
    #[arg(long, default_value_t = 1)]
    players: u8,
    /// StS2: the game build: v0.107.1 (the Steam main branch), v0.108, or v0.109-v0.111 (the default).
    #[arg(long, value_name = "BUILD")]
    build: Option<String>,
    /// Output format (json: { game, date, seed, seedValue, character, ascension, modifiers, … }).
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

impl DailyArgs {
    /// Works out the daily and renders it.
    pub fn run(&self) -> Result<String, Error> {
        if !(1..=4).contains(&self.players) {
            return Err(Error::option("players", format!("expected 1 to 4, got {}", self.players)));
        }
        if self.game == GameArg::Sts1 && self.players != 1 {
            return Err(Error::option("players", "the Daily Climb is played alone"));
        }
        let d = daily_of(self.game.game(), &self.date, self.build.as_deref(), self.players)?;
        Ok(match self.format {
            Format::Json => json(&d),
            Format::Text => {
                let game = if self.game == GameArg::Sts1 {
                    "Slay the Spire Daily Climb"
                } else {
                    "Slay the Spire 2 Daily Run"
                };
                let mut out = format!("{game} of {}\n", d.date);
                out.push_str(&format!("seed {} ({})\n", d.seed, d.seed_value));
                out.push_str(&format!("character {}\n", d.character.all().join(", ")));
                out.push_str(&format!("ascension {}\n", d.ascension));
                out.push_str(&format!("modifiers {}\n", d.modifier_names.join(", ")));
                for n in &d.notes {
                    out.push_str(&format!("note: {n}\n"));
                }
                out
            }
        })
    }
}
