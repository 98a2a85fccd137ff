//! Readable names for the game's ids (`ENCOUNTER.SOUL_FYSH_BOSS` → "Soul
//! Fysh", `ACT.UNDERDOCKS` → "Underdocks", `EVENT.THE_LANTERN_KEY` → "The
//! Lantern Key", `RELIC.NEOWS_BONES` → "Neow's Bones").
//!
//! The rule undoes the id slug (spec sts2-run.md §0.2): drop the category,
//! drop an encounter's `_BOSS` / `_ELITE` / `_NORMAL` suffix (a `_WEAK` one
//! becomes " (weak)", so the weak and regular variants stay apart), split at
//! `_`, capitalise each word, keep `of`, `the`, `and`, `or`, `to`, `for`
//! lower case after the first word. A small override table fixes the words
//! the slug lost (apostrophes, hyphens). These are readable renderings of
//! the ids, not the game's localisation.

use std::cell::RefCell;

use super::data::{ALL_ACTS, SHARED_ANCIENTS, SHARED_EVENTS};
use super::neow::{CURSES, NEOW_FLIPS, POSITIVES};

/// Whole names the slug rule gets wrong, by id without category or suffix.
const NAME_OVERRIDES: [(&str, &str); 4] = [
    ("TWO_TAILED_RATS", "Two-Tailed Rats"),
    ("SELF_HELP_BOOK", "Self-Help Book"),
    ("FIELD_OF_MAN_SIZED_HOLES", "Field of Man-Sized Holes"),
    ("WELCOME_TO_WONGOS", "Welcome to Wongo's"),
];

/// Single words the slug rule gets wrong.
const WORD_OVERRIDES: [(&str, &str); 1] = [("NEOWS", "Neow's")];

/// Words kept lower case after the first.
const SMALL_WORDS: [&str; 6] = ["OF", "THE", "AND", "OR", "TO", "FOR"];

/// The readable name of any id by the rule of the module doc.
pub fn readable(id: &str) -> String {
    let (category, entry) = id.split_once('.').unwrap_or(("", id));
    if category == "ACT" {
        if let Some(act) = ALL_ACTS.iter().find(|a| a.id == id) {
            return act.name.to_string();
        }
    }
    let mut weak = false;
    let mut entry = entry;
    if category == "ENCOUNTER" {
        for suffix in ["_BOSS", "_ELITE", "_NORMAL", "_WEAK"] {
            if let Some(stem) = entry.strip_suffix(suffix) {
                weak = suffix == "_WEAK";
                entry = stem;
                break;
            }
        }
    }
    let mut out = match NAME_OVERRIDES.iter().find(|(k, _)| *k == entry) {
        Some((_, name)) => name.to_string(),
        None => words(entry),
    };
    if weak {
        out.push_str(" (weak)");
    }
    out
}

fn words(entry: &str) -> String {
    let mut out = String::with_capacity(entry.len());
    for (i, w) in entry.split('_').filter(|w| !w.is_empty()).enumerate() {
        if i > 0 {
            out.push(' ');
        }
        if let Some((_, o)) = WORD_OVERRIDES.iter().find(|(k, _)| *k == w) {
            out.push_str(o);
        } else if i > 0 && SMALL_WORDS.contains(&w) {
            out.push_str(&w.to_ascii_lowercase());
        } else {
            let mut chars = w.chars();
            out.extend(chars.next());
            out.push_str(&chars.as_str().to_ascii_lowercase());
        }
    }
    out
}

/// Whether the run tables know `id` (an act, its fights, events and
/// Ancients, the shared events and Ancients, Neow's options and flips).
/// Plain searches of the tables, not a map built from them: one lookup per
/// id shown, and a map's building code is most of this module's share of
/// the StS2 map module the page loads first.
fn known(id: &str) -> bool {
    ALL_ACTS.iter().any(|a| {
        a.id == id || a.encounters.iter().any(|e| e.id == id) || a.events.contains(&id) || a.ancients.contains(&id)
    }) || [&SHARED_EVENTS[..], &SHARED_ANCIENTS, &CURSES, &POSITIVES, &NEOW_FLIPS].iter().any(|l| l.contains(&id))
}

/// The readable name of an id the run tables know, as a `'static` string
/// (for the map model); an unknown id is returned unchanged.
pub fn name(id: &'static str) -> &'static str {
    thread_local! {
        // The names made so far (a finite set of ids: they live for the program).
        static NAMES: RefCell<Vec<(&'static str, &'static str)>> = const { RefCell::new(Vec::new()) };
    }
    NAMES.with_borrow_mut(|names| {
        if let Some(&(_, n)) = names.iter().find(|(k, _)| *k == id) {
            return n;
        }
        if !known(id) {
            return id;
        }
        let n: &'static str = Box::leak(readable(id).into_boxed_str());
        names.push((id, n));
        n
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_as_the_brief_and_the_overrides_say() {
        assert_eq!(name("ENCOUNTER.SOUL_FYSH_BOSS"), "Soul Fysh");
        assert_eq!(name("ACT.UNDERDOCKS"), "Underdocks");
        assert_eq!(name("EVENT.THE_LANTERN_KEY"), "The Lantern Key");
        assert_eq!(name("RELIC.NEOWS_BONES"), "Neow's Bones");
        assert_eq!(name("EVENT.DOORS_OF_LIGHT_AND_DARK"), "Doors of Light and Dark");
        assert_eq!(name("ENCOUNTER.THE_LOST_AND_FORGOTTEN_NORMAL"), "The Lost and Forgotten");
        assert_eq!(name("ENCOUNTER.NIBBITS_WEAK"), "Nibbits (weak)");
        assert_eq!(name("ENCOUNTER.NIBBITS_NORMAL"), "Nibbits");
        assert_eq!(name("ENCOUNTER.TWO_TAILED_RATS_NORMAL"), "Two-Tailed Rats");
        assert_eq!(name("ENCOUNTER.OVERGROWTH_CRAWLERS"), "Overgrowth Crawlers");
        assert_eq!(name("EVENT.DARV"), "Darv");
        assert_eq!(name("RELIC.LAVA_ROCK"), "Lava Rock");
        assert_eq!(name("UNKNOWN.THING"), "UNKNOWN.THING");
        assert_eq!(readable("EVENT.THIS_OR_THAT"), "This or That");
    }

    /// Every known id has a name, and no two ids share one.
    #[test]
    fn names_are_distinct() {
        let acts = ALL_ACTS.iter().flat_map(|a| {
            std::iter::once(a.id)
                .chain(a.encounters.iter().map(|e| e.id))
                .chain(a.events.iter().copied())
                .chain(a.ancients.iter().copied())
        });
        let ids: std::collections::HashSet<&'static str> = acts
            .chain(SHARED_EVENTS.iter().copied())
            .chain(SHARED_ANCIENTS.iter().copied())
            .chain(CURSES.iter().copied())
            .chain(POSITIVES.iter().copied())
            .chain(NEOW_FLIPS.iter().copied())
            .collect();
        assert!(ids.iter().all(|id| known(id) && name(id) != *id), "every id of the tables has a name");
        let mut names: Vec<_> = ids.iter().map(|id| name(id)).collect();
        names.sort_unstable();
        let n = names.len();
        names.dedup();
        assert_eq!(names.len(), n);
    }
}
