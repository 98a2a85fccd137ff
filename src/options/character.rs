//! `character`: the Slay the Spire 1 character a run is played with.
//!
//! The character decides the boss relic pool and the card pools (spec
//! sts1-content.md §3.1, §4.1); the maps do not depend on it. The default is
//! the Ironclad, and every output that depends on it names it. Options read
//! it as the game's display name or as `.run` files write it
//! (`ironclad`, `silent` / `THE_SILENT`, `defect`, `watcher`; any case).

use serde::{Serialize, Serializer};

/// A Slay the Spire 1 character. Serialises as the `.run` file's
/// `character_chosen` (`IRONCLAD`, `THE_SILENT`, `DEFECT`, `WATCHER`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Character {
    /// The Ironclad (starter relic Burning Blood).
    Ironclad,
    /// The Silent (starter relic Ring of the Snake).
    Silent,
    /// The Defect (starter relic Cracked Core).
    Defect,
    /// The Watcher (starter relic Pure Water).
    Watcher,
}

impl Character {
    /// The four characters, in the game's order.
    pub const ALL: [Character; 4] = [Character::Ironclad, Character::Silent, Character::Defect, Character::Watcher];

    /// The name `.run` files write in `character_chosen`.
    pub const fn run_name(self) -> &'static str {
        match self {
            Character::Ironclad => "IRONCLAD",
            Character::Silent => "THE_SILENT",
            Character::Defect => "DEFECT",
            Character::Watcher => "WATCHER",
        }
    }

    /// The character of a `.run` file's `character_chosen`, or `None` for any
    /// other text.
    pub fn from_run_name(name: &str) -> Option<Character> {
        Character::ALL.into_iter().find(|c| c.run_name() == name)
    }

    /// The relic id of the character's starter relic (`Burning Blood`,
    /// `Ring of the Snake`, `Cracked Core`, `PureWater`).
    pub const fn starter_relic(self) -> &'static str {
        match self {
            Character::Ironclad => "Burning Blood",
            Character::Silent => "Ring of the Snake",
            Character::Defect => "Cracked Core",
            Character::Watcher => "PureWater",
        }
    }

    /// The boss relic that upgrades the starter relic (`Black Blood`, `Ring of
    /// the Serpent`, `FrozenCore`, `HolyWater`): it replaces the starter when
    /// taken, and can spawn only while the starter is held (spec §3.2).
    pub const fn starter_upgrade(self) -> &'static str {
        match self {
            Character::Ironclad => "Black Blood",
            Character::Silent => "Ring of the Serpent",
            Character::Defect => "FrozenCore",
            Character::Watcher => "HolyWater",
        }
    }
}

impl Serialize for Character {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.run_name())
    }
}

impl Character {
    /// Reads a character as the options, the URL and the CLI write it: the
    /// name shown in the game (`Ironclad`, `Silent`, `Defect`, `Watcher`) or
    /// the `.run` file's (`THE_SILENT`), in any case. Anything else is an
    /// error naming the four (the message; the option's name is added by the
    /// reader).
    pub fn parse(text: &str) -> Result<Character, String> {
        let t = text.trim();
        let lower = t.to_ascii_lowercase();
        let name = lower.strip_prefix("the ").or_else(|| lower.strip_prefix("the_")).unwrap_or(&lower);
        Character::ALL.into_iter().find(|c| c.key() == name).ok_or_else(|| {
            let shown: String = t.chars().take(24).collect();
            format!("`{shown}` is not a Slay the Spire 1 character: ironclad, silent, defect or watcher")
        })
    }

    /// The lower-case name the options, the URL and the CLI write.
    pub const fn key(self) -> &'static str {
        match self {
            Character::Ironclad => "ironclad",
            Character::Silent => "silent",
            Character::Defect => "defect",
            Character::Watcher => "watcher",
        }
    }

    /// The name the game shows (`The Silent` is shown as `Silent` on the
    /// character select screen too).
    pub const fn display_name(self) -> &'static str {
        match self {
            Character::Ironclad => "Ironclad",
            Character::Silent => "Silent",
            Character::Defect => "Defect",
            Character::Watcher => "Watcher",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_names_round_trip() {
        for c in Character::ALL {
            assert_eq!(Character::from_run_name(c.run_name()), Some(c));
            assert_eq!(Character::parse(c.key()), Ok(c));
            assert_eq!(Character::parse(c.run_name()), Ok(c));
            assert_eq!(Character::parse(c.display_name()), Ok(c));
        }
        assert_eq!(Character::from_run_name("SILENT"), None);
        assert_eq!(Character::from_run_name("ironclad"), None);
        assert_eq!(Character::parse(" The Silent "), Ok(Character::Silent));
    }

    #[test]
    fn other_names_are_refused_with_the_four() {
        for text in ["necrobinder", "", "iron clad", "the"] {
            let e = Character::parse(text).unwrap_err();
            assert!(e.contains("ironclad, silent, defect or watcher"), "{text:?}: {e}");
        }
    }
}
