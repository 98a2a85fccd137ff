//! The relics that change a fight's rewards, read from a decompile's
//! `Models/Relics` (every relic overriding `TryModifyRewards`,
//! `ModifyCardRewardCreationOptions` or `TryModifyCardRewardOptions(Late)`)
//! and `Rewards/RewardsSet.cs`: a fight's own rewards (gold, the potion,
//! the cards, an elite's relic) and its extra ones (the Gremlin Merc's
//! loot, Royalties' gold) are populated first, in that order; then
//! `Hook.ModifyRewards` lets each relic held add rewards, which are
//! populated after them, in the order the relics were obtained:
//!
//! * **Prayer Wheel**: a normal fight adds a card reward (the monster
//!   odds): three more cards drawn as a reward's, the rarity odds moving.
//! * **White Star**: an elite adds a card reward with the boss's odds.
//! * **Black Star** (an elite's second relic) and **Wongo's Mystery Ticket**
//!   (three relics at the fifth fight after it) are followed by the walk
//!   itself (`walk::content`: whether the route took them is its `ancients`
//!   and `events`).
//! * **Amethyst Aubergine**: every fight but the final boss adds a fixed
//!   `GoldReward`, which is populated on creation, and `GenerateWithoutOffering`
//!   populates only the added rewards not yet populated: no draw (the
//!   fight's own extra rewards, populated unconditionally, draw even when
//!   fixed: the Gremlin Merc's loot). Real v0.107.1 runs agree: LEBB0HSKVX's
//!   floor 13 and AQ474LFV9Y's floor 31 follow an Aubergine without a draw.
//! * **Lava Rock** (a Neow gift): act 1's boss adds two relic rewards, each
//!   a rarity roll on the rewards stream and the front of the player's list.
//! * **Dream Catcher**: resting (`HEAL`) adds a card reward with a normal
//!   fight's odds; **Tiny Mailbox**: resting adds potion rewards (each its
//!   rarity and pick: two draws) (`TryModifyRestSiteHealRewards`): one in
//!   the decompile, two in every real run that rested with it (v0.103.3,
//!   v0.107.1; real files win).
//! * **Orrery** (five card rewards of source `Other` with the regular
//!   odds: each card's rarity by the base odds, the offset untouched,
//!   `Rewards::other_source_reward`; XURBDU7CFT's fifteen cards) and
//!   **Cauldron** (five potion rewards, two draws each) offer them once,
//!   when obtained (`AfterObtained`).
//! * **Frozen Egg, Molten Egg, Toxic Egg**: the cards of their type
//!   (Power, Attack, Skill) in a card reward are offered upgraded; no draw.
//! * **Fresnel Lens, Glitter, Wing Charm**: enchant cards offered (Wing
//!   Charm picks one on the `niche` stream); the rewards stream is left
//!   alone, and the walk shows the cards without the enchantment (said).
//! * **Dingy Rug, Prismatic Gem** (other pools in the rewards), **Lasting
//!   Candy** (a card added in some fights), **Lava Lamp** (upgrades where no
//!   damage was taken), **Driftwood** (rerolls): what they
//!   draw or offer depends on what the walk does not know, so the card
//!   rewards stop where one is gained.
//!
//! (The Ancients' relics that draw when obtained are the Ancient's option's
//! draws: `neow_gifts`, `walk::content::RouteContent::ancient`.)

use super::card_kinds::CardType;

/// How a relic held changes a fight's rewards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RewardRelic {
    /// Prayer Wheel: a second card reward in normal fights.
    PrayerWheel,
    /// White Star: a card reward with the boss's odds in elites.
    WhiteStar,
    /// Amethyst Aubergine: a fixed gold reward in every fight (no draw).
    Aubergine,
    /// Lava Rock: two relics after act 1's boss.
    LavaRock,
    /// Dream Catcher: a card reward when resting.
    DreamCatcher,
    /// Tiny Mailbox: a potion reward when resting.
    TinyMailbox,
    /// Orrery: five card rewards when obtained.
    Orrery,
    /// Cauldron: five potion rewards when obtained.
    Cauldron,
    /// An egg: cards of this type offered upgraded.
    Egg(CardType),
    /// An enchanting relic: the cards shown lack its enchantment.
    Enchants,
    /// A relic whose effect on the rewards the walk cannot follow.
    Stops,
}

/// The relics that change rewards, by `.run` id.
const REWARD_RELICS: [(&str, RewardRelic); 19] = [
    ("RELIC.LAVA_ROCK", RewardRelic::LavaRock),
    ("RELIC.DREAM_CATCHER", RewardRelic::DreamCatcher),
    ("RELIC.TINY_MAILBOX", RewardRelic::TinyMailbox),
    ("RELIC.ORRERY", RewardRelic::Orrery),
    ("RELIC.CAULDRON", RewardRelic::Cauldron),
    ("RELIC.PRAYER_WHEEL", RewardRelic::PrayerWheel),
    ("RELIC.WHITE_STAR", RewardRelic::WhiteStar),
    ("RELIC.AMETHYST_AUBERGINE", RewardRelic::Aubergine),
    ("RELIC.FROZEN_EGG", RewardRelic::Egg(CardType::Power)),
    ("RELIC.MOLTEN_EGG", RewardRelic::Egg(CardType::Attack)),
    ("RELIC.TOXIC_EGG", RewardRelic::Egg(CardType::Skill)),
    ("RELIC.FRESNEL_LENS", RewardRelic::Enchants),
    ("RELIC.GLITTER", RewardRelic::Enchants),
    ("RELIC.WING_CHARM", RewardRelic::Enchants),
    ("RELIC.DINGY_RUG", RewardRelic::Stops),
    ("RELIC.PRISMATIC_GEM", RewardRelic::Stops),
    ("RELIC.LASTING_CANDY", RewardRelic::Stops),
    ("RELIC.LAVA_LAMP", RewardRelic::Stops),
    ("RELIC.DRIFTWOOD", RewardRelic::Stops),
];

/// How relic `id` (`RELIC.…`) changes rewards, with its static id, if it does.
pub fn reward_relic(id: &str) -> Option<(&'static str, RewardRelic)> {
    REWARD_RELICS.iter().find(|(r, _)| *r == id).copied()
}
