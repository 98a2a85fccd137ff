//! A custom run's or a daily's file: its modifiers go into the options the
//! maps are made with, and a daily is checked against the date's daily
//! (spec custom-daily.md §A4, §B3; `docs/modifiers.md`).
//!
//! * StS1 `.run`: `daily_mods` (with `is_daily`, `special_seed` = the day
//!   number): the day's seed, character and mods are derived and compared
//!   with `seed_played`, `character_chosen` and `daily_mods`.
//! * StS2 `.run`: `modifiers[].id` (with `game_mode`); a daily's seed
//!   `DD_MM_YYYY_<n>P` names its date, whose character, ascension and
//!   modifiers (the file's build's rule) are compared with the file's.

use super::{Kind, RunFile};
use crate::options::date::Date;
use crate::options::{MapOptions, Modifiers};
use crate::seed::SeedInput;

/// Puts the file's modifiers (those the game knows; others are named in a
/// note) and its daily flag into `opts`.
pub(super) fn apply(file: &RunFile, opts: &mut MapOptions, warnings: &mut Vec<String>) {
    let game = file.kind.game();
    let mut kept = Modifiers::default();
    for id in &file.modifiers {
        let mut one = Modifiers { given: vec![id.clone()], ..Modifiers::default() };
        match one.settle(game) {
            Ok(()) => {
                kept.sts1.extend(one.sts1);
                kept.sts2.extend(one.sts2);
            }
            Err(_) => {
                let shown: String = id.chars().take(40).collect();
                warnings.push(format!("the file's modifier `{shown}` is not one spire-map knows; the maps ignore it"));
            }
        }
    }
    opts.modifiers = kept;
    opts.daily = file.flags.daily;
}

/// For a daily's file, a sentence saying whether it is the date's daily.
pub(super) fn daily_check(file: &RunFile) -> Option<String> {
    if !file.flags.daily {
        return None;
    }
    match file.kind {
        #[cfg(feature = "sts1")]
        Kind::Sts1Run => {
            let day = file.special_seed?;
            let d = crate::sts1::daily::daily(day);
            let date = Date::from_days(day);
            let mods: Vec<&str> = d.mods.iter().map(|m| m.id()).collect();
            let mut differ = Vec::new();
            if file.seed != SeedInput::Value(d.seed) {
                differ.push(format!("seed {}", crate::sts1::seed::seed_to_string(d.seed)));
            }
            if file.character.as_deref() != Some(d.character.run_name()) {
                differ.push(format!("character {}", d.character.run_name()));
            }
            if file.modifiers != mods {
                differ.push(format!("modifiers {}", mods.join(", ")));
            }
            Some(verdict(&date, &differ))
        }
        #[cfg(feature = "sts2")]
        Kind::Sts2Run => {
            let SeedInput::Text(seed) = &file.seed else { return None };
            let b = seed.as_bytes();
            if seed.len() < 12 || b[2] != b'_' || b[5] != b'_' || b[10] != b'_' {
                return Some(format!("a daily run whose seed `{seed}` does not name a date"));
            }
            let date = Date::parse(&format!("{}-{}-{}", &seed[6..10], &seed[3..5], &seed[0..2])).ok()?;
            let players = seed[11..].trim_end_matches(['P', 'p']).parse::<u8>().ok()?.clamp(1, 4);
            use crate::sts2::daily::{daily, DailyRule};
            let build = file.build.as_deref().unwrap_or("");
            let rule = if build.starts_with("v0.107") {
                DailyRule::V0107
            } else if build.starts_with("v0.108") {
                DailyRule::V0108
            } else {
                DailyRule::V0109
            };
            let d = daily(rule, date, players);
            let mut differ = Vec::new();
            if file.character.as_deref() != Some(d.characters[0].id()) {
                differ.push(format!("character {}", d.characters[0].id()));
            }
            if file.ascension != d.ascension {
                differ.push(format!("ascension {} (a profile below it plays at its highest)", d.ascension));
            }
            let mods: Vec<&str> = d.modifiers.iter().map(|m| m.kind.id()).collect();
            if file.modifiers != mods {
                differ.push(format!("modifiers {}", mods.join(", ")));
            }
            Some(verdict(&date, &differ))
        }
        _ => None,
    }
}

fn verdict(date: &Date, differ: &[String]) -> String {
    if differ.is_empty() {
        format!("the daily of {date}: its seed, character, ascension and modifiers are the date's")
    } else {
        format!("the daily of {date}: the date's daily has {}, not the file's", differ.join("; "))
    }
}
