//! [`daily`]: the daily of a date in either game (StS1's Daily Climb,
//! StS2's Daily Run): its seed, character(s), ascension and modifiers, and
//! [`Daily::apply`], which sets them in map options (what `--daily DATE`,
//! the page's *Daily* button and `daily=` in a link do).
//!
//! The rules are the engines' (`sts1::daily`, `sts2::daily`; spec
//! custom-daily.md §A4, §B3-B4); the date defaults to today in UTC, which
//! the caller gives (`now`: Unix seconds), since this layer reads no clock.

use serde::Serialize;

use crate::error::{Error, Result};
use crate::map::Game;
use crate::options::daily::DailyOptions;
use crate::options::date::Date;
use crate::options::{MapOptions, Modifiers, Sts2Build};
use crate::seed::SeedInput;

/// The daily of a date.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct Daily {
    /// Which game.
    pub game: Game,
    /// The date, `YYYY-MM-DD` (UTC).
    pub date: String,
    /// The seed string (StS1 as the game shows it; StS2 `DD_MM_YYYY_<n>P`).
    pub seed: String,
    /// The seed's number in decimal (StS1 `seed_played`; StS2 the run seed
    /// of the build).
    pub seed_value: String,
    /// The character (`ironclad`, `silent`, …; a list for a StS2 lobby of
    /// more than one player, in lobby order).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string | string[]"))]
    pub character: Characters,
    /// The ascension the daily is played at (StS1 0; StS2 rolled, 0-10).
    pub ascension: u8,
    /// The modifiers, as run files write their ids (they read back as the
    /// `modifiers` option).
    pub modifiers: Vec<String>,
    /// The modifiers as the game shows them.
    pub modifier_names: Vec<String>,
    /// StS2: the build whose daily this is (`v0.107.1`, `v0.108`, `v0.109-v0.111`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub build: Option<&'static str>,
    /// What the daily's maps assume, in sentences.
    pub notes: Vec<String>,
    /// StS1: the day number (`special_seed`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub day: Option<i64>,
}

/// One character, or a lobby's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Characters {
    /// A player alone.
    One(&'static str),
    /// A StS2 lobby, in lobby order.
    Lobby(Vec<&'static str>),
}

impl Characters {
    /// The characters in order.
    pub fn all(&self) -> Vec<&'static str> {
        match self {
            Characters::One(c) => vec![c],
            Characters::Lobby(l) => l.clone(),
        }
    }
}

#[cfg(feature = "sts2")]
/// The StS2 daily rule of a build text (the beta's by default).
fn sts2_rule(build: Option<&str>) -> Result<(crate::sts2::daily::DailyRule, Sts2Build, &'static str)> {
    use crate::sts2::daily::DailyRule;
    let text = build.unwrap_or("v0.109");
    match Sts2Build::parse(text).map_err(|e| Error::option("build", e))? {
        Sts2Build::V0107 => Ok((DailyRule::V0107, Sts2Build::V0107, "v0.107.1")),
        Sts2Build::V0108 => Ok((DailyRule::V0108, Sts2Build::V0108, "v0.108")),
        Sts2Build::V0109ToV0111 => Ok((DailyRule::V0109, Sts2Build::V0109ToV0111, "v0.109-v0.111")),
    }
}

/// The daily of `opts.date`, or of the UTC day of `now` (Unix seconds).
pub fn daily(opts: &DailyOptions, now: i64) -> Result<Daily> {
    let date = opts.date.unwrap_or_else(|| Date::from_unix_seconds(now));
    match opts.game {
        #[cfg(feature = "sts1")]
        Game::Sts1 => {
            let d = crate::sts1::daily::daily(date.days_since_epoch());
            let mods = Modifiers::of_sts1(&d.mods);
            Ok(Daily {
                game: Game::Sts1,
                date: date.to_string(),
                seed: crate::sts1::seed::seed_to_string(d.seed),
                seed_value: d.seed.to_string(),
                character: Characters::One(d.character.key()),
                ascension: 0,
                modifiers: mods.ids(),
                modifier_names: d.mods.iter().map(|m| m.shown().to_string()).collect(),
                build: None,
                notes: vec![
                    "the Daily Climb of game version 2.x (four characters; modded games with more characters roll others)"
                        .into(),
                    "ascension 0, no act 4, keys or burning elites, every act's bosses shuffled, no Neow options, \
                     fixed fight and chest gold"
                        .into(),
                ],
                day: Some(d.day),
            })
        }
        #[cfg(feature = "sts2")]
        Game::Sts2 => {
            let (rule, build, build_name) = sts2_rule(opts.build.as_deref())?;
            let d = crate::sts2::daily::daily(rule, date, opts.players);
            let names: Vec<&'static str> = d.characters.iter().map(|c| c.key()).collect();
            let mods = Modifiers::of_sts2(&d.modifiers);
            let mut notes = vec![format!(
                "the Daily Run of build {build_name}{}",
                match rule {
                    crate::sts2::daily::DailyRule::V0109 => " (checked against 5 dailies made with the game's code)",
                    crate::sts2::daily::DailyRule::V0108 => " (inferred: no v0.108 daily has been checked)",
                    crate::sts2::daily::DailyRule::V0107 => " (checked against 3 real daily runs)",
                }
            )];
            notes.push(format!(
                "ascension {}: assumes the profile has reached it with this character (a single player who has not \
                 plays at their highest ascension: give that ascension instead)",
                d.ascension
            ));
            notes.push("no Neow options (a run with modifiers has none)".into());
            if names.len() > 1 {
                notes.push(format!(
                    "a daily of {} players: its own seed, each player's character the next draw in lobby order and \
                     Character Cards never one of theirs (the game's code; no real lobby daily has been checked)",
                    names.len()
                ));
            }
            Ok(Daily {
                game: Game::Sts2,
                date: date.to_string(),
                seed_value: build_seeding(build).run_seed(&d.seed).to_string(),
                seed: d.seed,
                character: if names.len() == 1 { Characters::One(names[0]) } else { Characters::Lobby(names) },
                ascension: d.ascension,
                modifiers: mods.ids(),
                modifier_names: d.modifiers.iter().map(|m| m.shown()).collect(),
                build: Some(build_name),
                notes,
                day: None,
            })
        }
        #[allow(unreachable_patterns)] // with both games, every game has its arm
        game => Err(super::game_left_out(game)),
    }
}

#[cfg(feature = "sts2")]
fn build_seeding(build: Sts2Build) -> crate::sts2::Seeding {
    crate::sts2::Seeding::from(build)
}

impl Daily {
    /// Sets the daily's seed, character(s), ascension, modifiers and build in
    /// `opts` and marks the run a daily (the other options stay).
    pub fn apply(&self, opts: &mut MapOptions) -> Result<()> {
        opts.game = self.game;
        opts.seed = Some(SeedInput::Text(self.seed.clone()));
        opts.ascension = self.ascension;
        opts.daily = true;
        opts.modifiers = Modifiers { given: self.modifiers.clone(), ..Modifiers::default() };
        opts.modifiers.settle(self.game).map_err(|e| Error::option("modifiers", e))?;
        let chars = self.character.all();
        if chars.len() > 2 {
            return Err(Error::option(
                "players",
                format!("a daily of {} players: the maps and walks model a lobby of at most two", chars.len()),
            ));
        }
        // A lobby's characters in lobby order ("necrobinder,regent"), as `character` takes them.
        opts.start.character_name = Some(chars.join(","));
        if self.game == Game::Sts2 {
            if let Some(b) = self.build {
                opts.build = Sts2Build::parse(b).unwrap_or(Sts2Build::V0109ToV0111);
            }
            opts.multiplayer = chars.len() > 1;
        }
        opts.start.settle(self.game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_date_gives_the_days_daily_and_today_is_the_clocks() {
        let o = DailyOptions { game: Game::Sts2, date: Date::parse("2026-07-26").ok(), ..DailyOptions::default() };
        let d = daily(&DailyOptions { build: Some("v0.107.1".into()), ..o.clone() }, 0).unwrap();
        assert_eq!((d.seed.as_str(), d.ascension, d.character.all()), ("26_07_2026_1P", 3, vec!["necrobinder"]));
        assert_eq!(d.modifiers, ["MODIFIER.ALL_STAR", "MODIFIER.DRAFT", "MODIFIER.CURSED_RUN"]);
        let today = daily(&DailyOptions::default(), 1785068794).unwrap();
        assert_eq!(today.date, "2026-07-26");
        let mut m = MapOptions::default();
        today.apply(&mut m).unwrap();
        assert!(m.daily && m.modifiers.sts1.len() == 3 && m.ascension == 0);
        let lobby = daily(&DailyOptions { players: 2, ..o }, 0).unwrap();
        assert!(matches!(lobby.character, Characters::Lobby(ref l) if l.len() == 2));
        assert!(sts2_rule(Some("v0.106")).is_err());
    }
}
