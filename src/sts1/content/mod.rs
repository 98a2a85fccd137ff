//! What a Slay the Spire 1 seed gives besides the map: Neow's options, the
//! boss relics and the relics of the other pools (issue 27; spec sts1-content.md, "Slay the Spire 1 (v2.3.x):
//! what a seed decides besides the map").
//!
//! | file | spec | what |
//! |---|---|---|
//! | [`neow`] | §2.1, §2.2 | Neow's four options (`neow_options`), the short Neow's two |
//! | [`relic_pools`] | §2.3, §3.1-3.2 | the common, uncommon, rare and shop relic pools, their shuffle, taking a relic (`canSpawn`), Neow's relic bonuses (`neow_relic`) |
//! | [`relic_rewards`] | §6 | the relics of elites, treasure chests and the events that take from the same pools (relicRng, treasureRng) |
//! | [`relics`] | §3.1-3.3 | the boss relic pool and its run-start shuffle, the Neow boss swap, the act 1 and act 2 boss chests |
//!
//! Everything here is a function of the seed (and, for relics, the
//! character and the player's earlier choices, which the caller reports:
//! the boss relics picked, the rooms entered): it draws on
//! fresh streams (`Random(seed)`) of its own and shares no state with the
//! map engine. Names are the ones the game writes in `.run` files
//! (`neow_bonus`, `neow_cost`, relic ids, `character_chosen`), so that the
//! results compare with run files directly and serialise as the game's own
//! words.

pub mod neow;
pub mod relic_pools;
pub mod relic_rewards;
pub mod relics;

pub use neow::{neow_options, NeowBonus, NeowCost, NeowOption, SHORT_NEOW_OPTIONS};
pub use relic_pools::{neow_relic, RelicPools, RelicTier, SpawnContext};
pub use relic_rewards::{Chest, ChestSize, ClosedChest, RelicStream};
pub use relics::{boss_relic_offers, neow_boss_relic, BossRelicPool};

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_names_round_trip() {
        for c in Character::ALL {
            assert_eq!(Character::from_run_name(c.run_name()), Some(c));
        }
        assert_eq!(Character::from_run_name("SILENT"), None);
        assert_eq!(Character::from_run_name("ironclad"), None);
    }
}
