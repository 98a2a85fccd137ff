//! The Daily Climb of a date: its seed, character and three modifiers
//! (spec custom-daily.md §A4, `DailyScreen.determineLoadout` and
//! `ModHelper.setTodaysMods` of v2.x).
//!
//! * `day` = UTC days since 1970-01-01 (the game asks Mega Crit's time
//!   server, else the clock).
//! * `todayRng = Random(day)` (the game's counted xorshift wrapper):
//!   character `= [Ironclad, Silent, Defect, Watcher][random(3)]`, then
//!   `seed = randomLong()`; if the seed's string holds a bad word, the seed
//!   is drawn again with `generateUnoffensiveSeed(todayRng)` (more
//!   `randomLong()` until the string has no bad word and is not a trial
//!   key).
//! * Modifiers: for the starter, generic and difficulty lists in turn, the
//!   list in its `HashMap`'s iteration order (generic without the
//!   character's colour), `Collections.shuffle(list, new
//!   java.util.Random((int)(day / 5)))`, and the entry at `day mod 5`. No
//!   other draw: within five days the lists keep one order.
//! * A daily is played at ascension 0 with no act 4, keys or burning
//!   elites, its bosses always shuffled ([`super::custom`]).
//!
//! The bad-word list is the game's `BadWordChecker.BAD_WORDS` (576 entries,
//! written with `0` for `O`; `data/bad_words.txt`), matched as a
//! case-insensitive substring of the seed's string. Checked against the
//! 10 daily vectors of spire-sieve (`tests/daily.rs`).

use super::seed::{seed_to_string, trial_key};
use crate::options::{Character, Sts1Mod};
use crate::rng::{GameRandom, JavaRandom};

/// The game's bad-word list, one entry a line.
const BAD_WORDS: &str = include_str!("data/bad_words.txt");

/// The starter mods in `HashMap` iteration order.
const STARTER: [Sts1Mod; 9] = [
    Sts1Mod::CursedRun,
    Sts1Mod::Draft,
    Sts1Mod::Heirloom,
    Sts1Mod::SealedDeck,
    Sts1Mod::Insanity,
    Sts1Mod::Specialized,
    Sts1Mod::Allstar,
    Sts1Mod::Shiny,
    Sts1Mod::Chimera,
];

/// The generic mods in `HashMap` iteration order (the character's colour is
/// taken out).
const GENERIC: [Sts1Mod; 12] = [
    Sts1Mod::Diverse,
    Sts1Mod::PurpleCards,
    Sts1Mod::Flight,
    Sts1Mod::GreenCards,
    Sts1Mod::BlueCards,
    Sts1Mod::TimeDilation,
    Sts1Mod::UncertainFuture,
    Sts1Mod::ControlledChaos,
    Sts1Mod::ColorlessCards,
    Sts1Mod::RedCards,
    Sts1Mod::Vintage,
    Sts1Mod::Hoarder,
];

/// The difficulty mods in `HashMap` iteration order.
const DIFFICULTY: [Sts1Mod; 7] = [
    Sts1Mod::Midas,
    Sts1Mod::EliteSwarm,
    Sts1Mod::Lethality,
    Sts1Mod::Binary,
    Sts1Mod::NightTerrors,
    Sts1Mod::Terminal,
    Sts1Mod::DeadlyEvents,
];

/// The colour mod a character's daily leaves out (`classToExclude`).
const fn own_colour(c: Character) -> Sts1Mod {
    match c {
        Character::Ironclad => Sts1Mod::RedCards,
        Character::Silent => Sts1Mod::GreenCards,
        Character::Defect => Sts1Mod::BlueCards,
        Character::Watcher => Sts1Mod::PurpleCards,
    }
}

/// One Daily Climb.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sts1Daily {
    /// The day number (`special_seed` in the run file).
    pub day: i64,
    /// The character.
    pub character: Character,
    /// The seed (`seed_played`).
    pub seed: i64,
    /// The starter, generic and difficulty mods (`daily_mods`, in order).
    pub mods: [Sts1Mod; 3],
}

/// Whether a seed string holds one of the game's bad words.
pub fn contains_bad_word(text: &str) -> bool {
    // The list is upper case already (and ASCII): the game lower-cases both.
    let upper = text.to_ascii_uppercase();
    BAD_WORDS.lines().filter(|w| !w.is_empty()).any(|w| upper.contains(w))
}

/// `ModHelper.setTheMods` for one list.
fn pick(list: &[Sts1Mod], day: i64) -> Sts1Mod {
    let mut list = list.to_vec();
    let interval = (day / 5) as i32;
    JavaRandom::new(i64::from(interval)).shuffle(&mut list);
    list[day.rem_euclid(5) as usize]
}

/// The modifiers of day `day` for `character` (also what a custom run with
/// "Daily Mods" gets, with the seed in place of the day).
pub fn mods_of(day: i64, character: Character) -> [Sts1Mod; 3] {
    let generic: Vec<Sts1Mod> = GENERIC.into_iter().filter(|&m| m != own_colour(character)).collect();
    [pick(&STARTER, day), pick(&generic, day), pick(&DIFFICULTY, day)]
}

/// The Daily Climb of day `day` (UTC days since 1970-01-01).
pub fn daily(day: i64) -> Sts1Daily {
    let mut rng = GameRandom::new(day);
    let character = Character::ALL[rng.random_int(3) as usize];
    let mut seed = rng.random_long();
    if contains_bad_word(&seed_to_string(seed)) {
        // generateUnoffensiveSeed(todayRng).
        loop {
            seed = rng.random_long();
            if !contains_bad_word(&seed_to_string(seed)) && trial_key(seed).is_none() {
                break;
            }
        }
    }
    Sts1Daily { day, character, seed, mods: mods_of(day, character) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_word_list_is_the_games() {
        assert_eq!(BAD_WORDS.lines().count(), 576);
        assert!(BAD_WORDS.lines().all(|w| w == w.trim() && w == w.to_ascii_uppercase()));
        assert!(contains_bad_word("1XX2") && contains_bad_word("AH0Y") && !contains_bad_word("AGCK93XT"));
    }

    #[test]
    fn negative_days_index_from_the_end() {
        // Java's `%` then +5: day -1 uses position 4 of interval 0's order.
        let mut list = STARTER.to_vec();
        JavaRandom::new(0).shuffle(&mut list);
        assert_eq!(pick(&STARTER, -1), list[4]);
    }
}
