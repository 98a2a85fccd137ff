//! Relic display names: the name the game shows for a relic id (the id
//! `.run` files write), where the two differ.
//!
//! Source: the game's English localisation, `localization/eng/relics.json`
//! (`NAME` of each id), as republished in public repositories of the
//! game's text; `Dodecahedron` is not in that copy and is named as the game
//! shows it (Runic Dodecahedron). Every other relic's id is its name.

/// The ids whose display name differs, with the name.
const NAMES: [(&str, &str); 53] = [
    ("Bird Faced Urn", "Bird-Faced Urn"),
    ("Boot", "The Boot"),
    ("Cables", "Gold-Plated Cables"),
    ("CaptainsWheel", "Captain's Wheel"),
    ("CeramicFish", "Ceramic Fish"),
    ("CloakClasp", "Cloak Clasp"),
    ("ClockworkSouvenir", "Clockwork Souvenir"),
    ("CultistMask", "Cultist Headpiece"),
    ("DataDisk", "Data Disk"),
    ("Dodecahedron", "Runic Dodecahedron"),
    ("DollysMirror", "Dolly's Mirror"),
    ("FaceOfCleric", "Face Of Cleric"),
    ("FossilizedHelix", "Fossilized Helix"),
    ("Frozen Egg 2", "Frozen Egg"),
    ("FrozenCore", "Frozen Core"),
    ("GoldenEye", "Golden Eye"),
    ("GremlinMask", "Gremlin Visage"),
    ("HandDrill", "Hand Drill"),
    ("HolyWater", "Holy Water"),
    ("HornCleat", "Horn Cleat"),
    ("HoveringKite", "Hovering Kite"),
    ("InkBottle", "Ink Bottle"),
    ("MawBank", "Maw Bank"),
    ("MealTicket", "Meal Ticket"),
    ("Molten Egg 2", "Molten Egg"),
    ("MutagenicStrength", "Mutagenic Strength"),
    ("NeowsBlessing", "Neow's Lament"),
    ("Nloth's Gift", "N'loth's Gift"),
    ("NlothsMask", "N'loth's Hungry Face"),
    ("OrangePellets", "Orange Pellets"),
    ("Paper Crane", "Paper Krane"),
    ("Paper Frog", "Paper Phrog"),
    ("PreservedInsect", "Preserved Insect"),
    ("PrismaticShard", "Prismatic Shard"),
    ("PureWater", "Pure Water"),
    ("SacredBark", "Sacred Bark"),
    ("Self Forming Clay", "Self-Forming Clay"),
    ("SlaversCollar", "Slaver's Collar"),
    ("Sling", "Sling of Courage"),
    ("Snake Skull", "Snecko Skull"),
    ("SsserpentHead", "Ssserpent Head"),
    ("StoneCalendar", "Stone Calendar"),
    ("StrikeDummy", "Strike Dummy"),
    ("TeardropLocket", "Teardrop Locket"),
    ("TheAbacus", "The Abacus"),
    ("Toxic Egg 2", "Toxic Egg"),
    ("TungstenRod", "Tungsten Rod"),
    ("TwistedFunnel", "Twisted Funnel"),
    ("VioletLotus", "Violet Lotus"),
    ("WarpedTongs", "Warped Tongs"),
    ("WingedGreaves", "Wing Boots"),
    ("WristBlade", "Wrist Blade"),
    ("Yang", "Duality"),
];

/// The name the game shows for relic `id` (the id itself where they agree).
pub fn relic_name(id: &'static str) -> &'static str {
    NAMES.iter().find(|(i, _)| *i == id).map_or(id, |(_, name)| name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts1::content::relic_pools::{base_pool, RelicTier};
    use crate::sts1::content::relics::{class_boss_relics, SHARED_BOSS_RELICS};
    use crate::sts1::content::Character;

    #[test]
    fn every_pool_relic_has_a_name_as_the_game_writes_it() {
        let mut ids: Vec<&'static str> = SHARED_BOSS_RELICS.to_vec();
        for c in Character::ALL {
            ids.extend_from_slice(class_boss_relics(c));
            for tier in RelicTier::ALL {
                ids.extend(base_pool(c, tier));
            }
        }
        assert!(ids.len() > 150);
        for id in ids {
            let name = relic_name(id);
            // No id's run-together words, no "2" of the eggs' ids.
            let joined = name.as_bytes().windows(2).any(|w| w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase());
            assert!(!joined && !name.ends_with(" 2"), "{id} is shown as {name}");
        }
        assert_eq!(relic_name("Snake Skull"), "Snecko Skull");
        assert_eq!(relic_name("Anchor"), "Anchor");
        // The table is sorted by id, each id once, and every entry renames.
        assert!(NAMES.windows(2).all(|w| w[0].0 < w[1].0));
        assert!(NAMES.iter().all(|(i, n)| i != n));
    }
}
