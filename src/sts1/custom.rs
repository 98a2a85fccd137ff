//! Custom runs and the Daily Climb: what they change of a run's settings
//! before anything is generated (spec custom-daily.md §A2.5, §A3).
//!
//! * **Act 4, the keys and the burning elites** need `Settings.isFinalActAvailable`,
//!   which is false in a daily and, in a custom run (always a trial), true
//!   only with the custom option The Ending, whatever the profile has won.
//!   Without it no act has a burning elite and `setEmeraldElite` draws
//!   nothing.
//! * **Bosses**: a daily always shuffles each act's three bosses (the "every
//!   boss seen" path); a custom run follows the profile like a standard run.
//! * **Neow**: a custom run or a daily skips Neow's four options (the daily
//!   blessing only applies the starter mods), so nothing of Neow is offered.
//! * **Daily gold**: fights and chests give fixed gold without drawing
//!   `treasureRng`; the route's rewards are not predicted in a daily.
//!
//! A run is custom when it has modifiers ([`MapOptions::modifiers`]) and a
//! daily when [`MapOptions::daily`] says so; each rule here is applied to a
//! copy of the options, with a note saying so.

use crate::options::modifiers::CUSTOM_RUNS;
use crate::options::{BossesSeen, MapOptions, Sts1Mod};

/// Whether the options describe a custom run or a daily (never in a map
/// module, which refuses both: [`CUSTOM_RUNS`]).
pub fn is_custom_or_daily(opts: &MapOptions) -> bool {
    CUSTOM_RUNS && (opts.daily || opts.modifiers.any1())
}

/// The options as the game runs them: act 4 and the burning elites as a
/// custom run or a daily has them, a daily's bosses shuffled. Pushes the
/// notes a player needs (and one per modifier, [`crate::options::Modifiers::notes`]).
pub fn effective(opts: &MapOptions, notes: &mut Vec<String>) -> MapOptions {
    // Field by field: StS1 has no profile, and cloning one would link its
    // code into the map module.
    let mut run = MapOptions {
        seed: opts.seed.clone(),
        start: opts.start.clone(),
        modifiers: opts.modifiers.clone(),
        profile: None,
        ..*opts
    };
    if !is_custom_or_daily(opts) {
        return run;
    }
    if opts.daily {
        run.final_act_unlocked = false;
        run.emerald_key_taken_in_act = None;
        run.bosses_seen = BossesSeen::ALL;
        notes.push(
            "a Daily Climb: ascension 0 in the game, no act 4, keys or burning elites, every act's bosses shuffled, \
             no Neow options, fixed fight and chest gold"
                .into(),
        );
        if opts.ascension != 0 {
            notes.push(format!(
                "the Daily Climb is played at ascension 0; the maps shown follow ascension {}",
                opts.ascension
            ));
        }
    } else {
        let ending = opts.modifiers.has1(Sts1Mod::TheEnding);
        run.final_act_unlocked = ending;
        notes.push(if ending {
            "a custom run with The Ending: act 4, the keys and the burning elites as in a standard run; no Neow options".into()
        } else {
            "a custom run: no act 4, keys or burning elites (only The Ending adds them, whatever the profile has won); no Neow options"
                .into()
        });
    }
    notes.extend(opts.modifiers.notes());
    run
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::Modifiers;

    #[test]
    fn a_daily_and_a_custom_run_settle_act_4_and_the_bosses() {
        let mut notes = Vec::new();
        let daily = MapOptions { daily: true, bosses_seen: BossesSeen::NONE, ..MapOptions::default() };
        let run = effective(&daily, &mut notes);
        assert!(!run.final_act_unlocked && run.bosses_seen == BossesSeen::ALL);
        let custom = MapOptions { modifiers: Modifiers::of_sts1(&[Sts1Mod::Vintage]), ..MapOptions::default() };
        assert!(!effective(&custom, &mut notes).final_act_unlocked);
        let ending = MapOptions {
            modifiers: Modifiers::of_sts1(&[Sts1Mod::TheEnding]),
            final_act_unlocked: false,
            ..MapOptions::default()
        };
        assert!(effective(&ending, &mut notes).final_act_unlocked);
        let standard = MapOptions::default();
        assert_eq!(effective(&standard, &mut notes), standard);
    }
}
