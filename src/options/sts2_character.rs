//! `character` in a Slay the Spire 2 run: the five characters of the v0.109-
//! v0.111 builds.
//!
//! The maps, the acts and the fight lists do not depend on the character;
//! the card rewards (each character has its own card pool) and the relic
//! bags (each has its own relics) do. The default is the Ironclad, and every
//! output that depends on it names it. Options read it as the game shows it
//! or as `.run` files write `players[i].character` (`CHARACTER.IRONCLAD`),
//! in any case.

use serde::{Serialize, Serializer};

/// A Slay the Spire 2 character. Serialises as `.run` files write
/// `players[i].character` (`CHARACTER.IRONCLAD`, …).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Sts2Character {
    /// The Ironclad (the default).
    #[default]
    Ironclad,
    /// The Silent.
    Silent,
    /// The Regent.
    Regent,
    /// The Necrobinder.
    Necrobinder,
    /// The Defect.
    Defect,
}

impl Sts2Character {
    /// The five characters, in the order of the character select screen.
    pub const ALL: [Sts2Character; 5] = [
        Sts2Character::Ironclad,
        Sts2Character::Silent,
        Sts2Character::Regent,
        Sts2Character::Necrobinder,
        Sts2Character::Defect,
    ];

    /// The lower-case name the options, the URL and the CLI write.
    pub const fn key(self) -> &'static str {
        match self {
            Sts2Character::Ironclad => "ironclad",
            Sts2Character::Silent => "silent",
            Sts2Character::Regent => "regent",
            Sts2Character::Necrobinder => "necrobinder",
            Sts2Character::Defect => "defect",
        }
    }

    /// The id `.run` files and saves write (`CHARACTER.IRONCLAD`).
    pub const fn id(self) -> &'static str {
        match self {
            Sts2Character::Ironclad => "CHARACTER.IRONCLAD",
            Sts2Character::Silent => "CHARACTER.SILENT",
            Sts2Character::Regent => "CHARACTER.REGENT",
            Sts2Character::Necrobinder => "CHARACTER.NECROBINDER",
            Sts2Character::Defect => "CHARACTER.DEFECT",
        }
    }

    /// The name the game shows.
    pub const fn display_name(self) -> &'static str {
        match self {
            Sts2Character::Ironclad => "Ironclad",
            Sts2Character::Silent => "Silent",
            Sts2Character::Regent => "Regent",
            Sts2Character::Necrobinder => "Necrobinder",
            Sts2Character::Defect => "Defect",
        }
    }

    /// The character of a file's `CHARACTER.…` id, or `None` for any other
    /// text.
    pub fn from_id(id: &str) -> Option<Sts2Character> {
        Sts2Character::ALL.into_iter().find(|c| c.id() == id)
    }

    /// Reads a character as the options, the URL and the CLI write it: its
    /// name (`regent`, `The Silent`) or its id (`CHARACTER.REGENT`), in any
    /// case. Anything else is an error naming the five (the message; the
    /// option's name is added by the reader).
    pub fn parse(text: &str) -> Result<Sts2Character, String> {
        let t = text.trim();
        let lower = t.to_ascii_lowercase();
        let name = lower.strip_prefix("character.").unwrap_or(&lower);
        let name = name.strip_prefix("the ").or_else(|| name.strip_prefix("the_")).unwrap_or(name);
        Sts2Character::ALL.into_iter().find(|c| c.key() == name).ok_or_else(|| {
            let shown: String = t.chars().take(24).collect();
            format!("`{shown}` is not a Slay the Spire 2 character: ironclad, silent, regent, necrobinder or defect")
        })
    }
}

impl Serialize for Sts2Character {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_ids_round_trip() {
        for c in Sts2Character::ALL {
            assert_eq!(Sts2Character::from_id(c.id()), Some(c));
            assert_eq!(Sts2Character::parse(c.key()), Ok(c));
            assert_eq!(Sts2Character::parse(c.id()), Ok(c));
            assert_eq!(Sts2Character::parse(c.display_name()), Ok(c));
        }
        assert_eq!(Sts2Character::parse(" the silent "), Ok(Sts2Character::Silent));
        assert_eq!(Sts2Character::parse("character.necrobinder"), Ok(Sts2Character::Necrobinder));
        assert_eq!(Sts2Character::from_id("NECROBINDER"), None);
    }

    #[test]
    fn other_names_are_refused_with_the_five() {
        for text in ["watcher", "", "the", "CHARACTER.", "iron clad"] {
            let e = Sts2Character::parse(text).unwrap_err();
            assert!(e.contains("ironclad, silent, regent, necrobinder or defect"), "{text:?}: {e}");
        }
    }
}
