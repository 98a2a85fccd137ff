//! Neow's options at the start of a run.
//!
//! Reference: spec sts1-content.md §2.1-2.2 (from the decompiled game,
//! `NeowEvent.blessing`/`miniBlessing` and the `NeowReward` constructors).
//!
//! **Full Neow** (`blessing`): Neow's own stream `rng = Random(seed)`, fresh
//! (it shares nothing with the run's other streams), then four rewards, one
//! per category 0..3. Each builds its list and takes
//! `list[rng.random(0, len - 1)]`:
//! 1. category 0 (no cost): `THREE_CARDS, ONE_RANDOM_RARE_CARD, REMOVE_CARD,
//!    UPGRADE_CARD, TRANSFORM_CARD, RANDOM_COLORLESS`;
//! 2. category 1 (no cost): `THREE_SMALL_POTIONS, RANDOM_COMMON_RELIC,
//!    TEN_PERCENT_HP_BONUS, THREE_ENEMY_KILL, HUNDRED_GOLD`;
//! 3. category 2 draws its drawback **first**,
//!    `[TEN_PERCENT_HP_LOSS, NO_GOLD, CURSE, PERCENT_DAMAGE][rng.random(0, 3)]`,
//!    then the reward from `RANDOM_COLORLESS_2, REMOVE_TWO (not with CURSE),
//!    ONE_RARE_RELIC, THREE_RARE_CARDS, TWO_FIFTY_GOLD (not with NO_GOLD),
//!    TRANSFORM_TWO_CARDS, TWENTY_PERCENT_HP_BONUS (not with
//!    TEN_PERCENT_HP_LOSS)` — the list filtered, in that order;
//! 4. category 3: `BOSS_RELIC` only, but it still draws `rng.random(0, 0)`
//!    (one call); its cost is written `NONE` (losing the starter relic is
//!    not a drawback value).
//!
//! So the options depend on the seed alone (not on the character, the
//! ascension or unlocks), and Neow's stream has made five calls when the
//! player chooses ([`neow_rng_after_options`]; the card rewards some
//! options open continue on it, spec §2.3).
//!
//! **Short Neow** (`miniBlessing`, §2.1): when the game's `bossCount` is 0 —
//! an unseeded standard run whose previous run with that character ended
//! before floor 16 — Neow offers two fixed options, no RNG:
//! [`SHORT_NEOW_OPTIONS`]. A seeded run always gets the full Neow; for an
//! unseeded one a tool cannot know which it will be. Both kinds write
//! `neow_bonus` / `neow_cost` the same way.
//!
//! Checked against 88 real v2.3 runs (tests/sts1_content.rs): 67 choices are
//! among the seed's four options; the other 21 are each one of the short
//! Neow's two (the runs are unseeded, so the short Neow is possible). No
//! disagreement with the spec.

use crate::rng::GameRandom;
use serde::{Serialize, Serializer};

/// A Neow reward, named as `.run` files write `neow_bonus` (the game's
/// `NeowRewardType`). Serialises as that name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NeowBonus {
    /// `THREE_CARDS`: choose one of three class cards.
    ThreeCards,
    /// `ONE_RANDOM_RARE_CARD`: a random rare class card.
    OneRandomRareCard,
    /// `REMOVE_CARD`: remove a card.
    RemoveCard,
    /// `UPGRADE_CARD`: upgrade a card.
    UpgradeCard,
    /// `TRANSFORM_CARD`: transform a card.
    TransformCard,
    /// `RANDOM_COLORLESS`: choose one of three uncommon colourless cards.
    RandomColorless,
    /// `THREE_SMALL_POTIONS`: three random potions.
    ThreeSmallPotions,
    /// `RANDOM_COMMON_RELIC`: the first relic of the common pool.
    RandomCommonRelic,
    /// `TEN_PERCENT_HP_BONUS`: +10% max HP.
    TenPercentHpBonus,
    /// `THREE_ENEMY_KILL`: Neow's Lament (the first three fights' enemies
    /// have 1 HP).
    ThreeEnemyKill,
    /// `HUNDRED_GOLD`: 100 gold.
    HundredGold,
    /// `RANDOM_COLORLESS_2`: choose one of three rare colourless cards.
    RandomColorless2,
    /// `REMOVE_TWO`: remove two cards.
    RemoveTwo,
    /// `ONE_RARE_RELIC`: the first relic of the rare pool.
    OneRareRelic,
    /// `THREE_RARE_CARDS`: choose one of three rare class cards.
    ThreeRareCards,
    /// `TWO_FIFTY_GOLD`: 250 gold.
    TwoFiftyGold,
    /// `TRANSFORM_TWO_CARDS`: transform two cards.
    TransformTwoCards,
    /// `TWENTY_PERCENT_HP_BONUS`: +20% max HP.
    TwentyPercentHpBonus,
    /// `BOSS_RELIC`: lose the starter relic, get the first boss relic that
    /// can spawn (see [`super::relics::neow_boss_relic`]).
    BossRelic,
}

impl NeowBonus {
    /// Every reward, in the order of the game's enum.
    pub const ALL: [NeowBonus; 19] = [
        NeowBonus::ThreeCards,
        NeowBonus::OneRandomRareCard,
        NeowBonus::RemoveCard,
        NeowBonus::UpgradeCard,
        NeowBonus::TransformCard,
        NeowBonus::RandomColorless,
        NeowBonus::ThreeSmallPotions,
        NeowBonus::RandomCommonRelic,
        NeowBonus::TenPercentHpBonus,
        NeowBonus::ThreeEnemyKill,
        NeowBonus::HundredGold,
        NeowBonus::RandomColorless2,
        NeowBonus::RemoveTwo,
        NeowBonus::OneRareRelic,
        NeowBonus::ThreeRareCards,
        NeowBonus::TwoFiftyGold,
        NeowBonus::TransformTwoCards,
        NeowBonus::TwentyPercentHpBonus,
        NeowBonus::BossRelic,
    ];

    /// The name `.run` files write in `neow_bonus`.
    pub const fn run_name(self) -> &'static str {
        match self {
            NeowBonus::ThreeCards => "THREE_CARDS",
            NeowBonus::OneRandomRareCard => "ONE_RANDOM_RARE_CARD",
            NeowBonus::RemoveCard => "REMOVE_CARD",
            NeowBonus::UpgradeCard => "UPGRADE_CARD",
            NeowBonus::TransformCard => "TRANSFORM_CARD",
            NeowBonus::RandomColorless => "RANDOM_COLORLESS",
            NeowBonus::ThreeSmallPotions => "THREE_SMALL_POTIONS",
            NeowBonus::RandomCommonRelic => "RANDOM_COMMON_RELIC",
            NeowBonus::TenPercentHpBonus => "TEN_PERCENT_HP_BONUS",
            NeowBonus::ThreeEnemyKill => "THREE_ENEMY_KILL",
            NeowBonus::HundredGold => "HUNDRED_GOLD",
            NeowBonus::RandomColorless2 => "RANDOM_COLORLESS_2",
            NeowBonus::RemoveTwo => "REMOVE_TWO",
            NeowBonus::OneRareRelic => "ONE_RARE_RELIC",
            NeowBonus::ThreeRareCards => "THREE_RARE_CARDS",
            NeowBonus::TwoFiftyGold => "TWO_FIFTY_GOLD",
            NeowBonus::TransformTwoCards => "TRANSFORM_TWO_CARDS",
            NeowBonus::TwentyPercentHpBonus => "TWENTY_PERCENT_HP_BONUS",
            NeowBonus::BossRelic => "BOSS_RELIC",
        }
    }

    /// The reward of a `.run` file's `neow_bonus`, or `None` for any other text.
    pub fn from_run_name(name: &str) -> Option<NeowBonus> {
        NeowBonus::ALL.into_iter().find(|b| b.run_name() == name)
    }
}

/// The drawback of a Neow option, named as `.run` files write `neow_cost`
/// (the game's `NeowRewardDrawback`). Serialises as that name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NeowCost {
    /// `NONE`: no drawback (categories 0, 1 and 3, and the short Neow).
    None,
    /// `TEN_PERCENT_HP_LOSS`: lose 10% max HP.
    TenPercentHpLoss,
    /// `NO_GOLD`: lose all gold.
    NoGold,
    /// `CURSE`: obtain a random curse.
    Curse,
    /// `PERCENT_DAMAGE`: take damage, 30% of current HP.
    PercentDamage,
}

impl NeowCost {
    /// Every drawback, in the order of the game's enum.
    pub const ALL: [NeowCost; 5] =
        [NeowCost::None, NeowCost::TenPercentHpLoss, NeowCost::NoGold, NeowCost::Curse, NeowCost::PercentDamage];

    /// The name `.run` files write in `neow_cost`.
    pub const fn run_name(self) -> &'static str {
        match self {
            NeowCost::None => "NONE",
            NeowCost::TenPercentHpLoss => "TEN_PERCENT_HP_LOSS",
            NeowCost::NoGold => "NO_GOLD",
            NeowCost::Curse => "CURSE",
            NeowCost::PercentDamage => "PERCENT_DAMAGE",
        }
    }

    /// The drawback of a `.run` file's `neow_cost`, or `None` for any other text.
    pub fn from_run_name(name: &str) -> Option<NeowCost> {
        NeowCost::ALL.into_iter().find(|c| c.run_name() == name)
    }
}

impl Serialize for NeowBonus {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.run_name())
    }
}

impl Serialize for NeowCost {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.run_name())
    }
}

/// One of Neow's options: a reward and its drawback. Serialises as
/// `{"bonus": "THREE_CARDS", "cost": "NONE"}`, the values a `.run` file
/// writes in `neow_bonus` and `neow_cost` when it is taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct NeowOption {
    /// The reward.
    pub bonus: NeowBonus,
    /// Its drawback ([`NeowCost::None`] but in category 2).
    pub cost: NeowCost,
}

impl NeowOption {
    const fn free(bonus: NeowBonus) -> NeowOption {
        NeowOption { bonus, cost: NeowCost::None }
    }
}

/// The short Neow's two options (`miniBlessing`, spec §2.1), fixed, in the
/// order offered: Neow's Lament and +10% max HP, both without drawback.
pub const SHORT_NEOW_OPTIONS: [NeowOption; 2] =
    [NeowOption::free(NeowBonus::ThreeEnemyKill), NeowOption::free(NeowBonus::TenPercentHpBonus)];

const CATEGORY_0: [NeowBonus; 6] = [
    NeowBonus::ThreeCards,
    NeowBonus::OneRandomRareCard,
    NeowBonus::RemoveCard,
    NeowBonus::UpgradeCard,
    NeowBonus::TransformCard,
    NeowBonus::RandomColorless,
];

const CATEGORY_1: [NeowBonus; 5] = [
    NeowBonus::ThreeSmallPotions,
    NeowBonus::RandomCommonRelic,
    NeowBonus::TenPercentHpBonus,
    NeowBonus::ThreeEnemyKill,
    NeowBonus::HundredGold,
];

const DRAWBACKS: [NeowCost; 4] =
    [NeowCost::TenPercentHpLoss, NeowCost::NoGold, NeowCost::Curse, NeowCost::PercentDamage];

/// Category 2's rewards, each with the drawback that leaves it out.
const CATEGORY_2: [(NeowBonus, Option<NeowCost>); 7] = [
    (NeowBonus::RandomColorless2, None),
    (NeowBonus::RemoveTwo, Some(NeowCost::Curse)),
    (NeowBonus::OneRareRelic, None),
    (NeowBonus::ThreeRareCards, None),
    (NeowBonus::TwoFiftyGold, Some(NeowCost::NoGold)),
    (NeowBonus::TransformTwoCards, None),
    (NeowBonus::TwentyPercentHpBonus, Some(NeowCost::TenPercentHpLoss)),
];

/// `list[rng.random(0, len - 1)]`.
fn pick<T: Copy>(rng: &mut GameRandom, list: &[T]) -> T {
    list[rng.random_range(0, list.len() as i32 - 1) as usize]
}

/// The four options of the full Neow, drawn on `rng` (Neow's stream).
fn draw_options(rng: &mut GameRandom) -> [NeowOption; 4] {
    let first = NeowOption::free(pick(rng, &CATEGORY_0));
    let second = NeowOption::free(pick(rng, &CATEGORY_1));
    let cost = pick(rng, &DRAWBACKS);
    let mut allowed = [NeowBonus::BossRelic; CATEGORY_2.len()];
    let mut n = 0;
    for (bonus, left_out_by) in CATEGORY_2 {
        if left_out_by != Some(cost) {
            allowed[n] = bonus;
            n += 1;
        }
    }
    let third = NeowOption { bonus: pick(rng, &allowed[..n]), cost };
    // Category 3 has one reward, but the game still draws for it.
    let fourth = NeowOption::free(pick(rng, &[NeowBonus::BossRelic]));
    [first, second, third, fourth]
}

/// The full Neow's four options for `seed`, in the order offered (one per
/// category 0..3; spec §2.2). The same for every character and ascension.
pub fn neow_options(seed: i64) -> [NeowOption; 4] {
    draw_options(&mut GameRandom::new(seed))
}

/// Neow's stream once the full Neow's options are drawn (counter 5), where
/// the card, transform and rarity draws of the chosen option continue
/// (spec §2.3; not used here yet).
pub fn neow_rng_after_options(seed: i64) -> GameRandom {
    let mut rng = GameRandom::new(seed);
    draw_options(&mut rng);
    rng
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_serialise_as_the_run_file_writes_them() {
        for b in NeowBonus::ALL {
            assert_eq!(NeowBonus::from_run_name(b.run_name()), Some(b));
        }
        for c in NeowCost::ALL {
            assert_eq!(NeowCost::from_run_name(c.run_name()), Some(c));
        }
        assert_eq!(NeowBonus::from_run_name("RANDOM_COLORLESS2"), None);
        let json = serde_json::to_string(&SHORT_NEOW_OPTIONS).unwrap();
        assert_eq!(
            json,
            r#"[{"bonus":"THREE_ENEMY_KILL","cost":"NONE"},{"bonus":"TEN_PERCENT_HP_BONUS","cost":"NONE"}]"#
        );
    }

    #[test]
    fn the_taken_option_of_a_real_run_is_offered_in_its_category() {
        // tests/golden/sts1-runs/1649099225.run.json: seed_played
        // 1807589251211584234, neow_bonus RANDOM_COLORLESS_2, neow_cost
        // PERCENT_DAMAGE (a category-2 option, so it must be the third).
        let options = neow_options(1_807_589_251_211_584_234);
        assert_eq!(options[2], NeowOption { bonus: NeowBonus::RandomColorless2, cost: NeowCost::PercentDamage });
        assert_eq!(options[3], NeowOption::free(NeowBonus::BossRelic));
        // 1650520414.run.json (category 0): REMOVE_CARD, NONE.
        assert_eq!(neow_options(1_594_278_877_023_254_469)[0], NeowOption::free(NeowBonus::RemoveCard));
        // 1654578462.run.json (category 1): HUNDRED_GOLD, NONE.
        assert_eq!(neow_options(-4_617_116_558_433_541_343)[1], NeowOption::free(NeowBonus::HundredGold));
        // Every run of the set: tests/sts1_content.rs.
    }

    #[test]
    fn every_seed_gets_one_option_per_category_and_five_draws() {
        for seed in (-2000..2000).chain([i64::MIN, i64::MAX, 0x1234_5678_9abc_def0]) {
            let [a, b, c, d] = neow_options(seed);
            assert!(CATEGORY_0.contains(&a.bonus) && a.cost == NeowCost::None, "{seed}");
            assert!(CATEGORY_1.contains(&b.bonus) && b.cost == NeowCost::None, "{seed}");
            assert!(DRAWBACKS.contains(&c.cost), "{seed}");
            let (_, left_out_by) = CATEGORY_2.iter().find(|(bonus, _)| *bonus == c.bonus).unwrap();
            assert_ne!(*left_out_by, Some(c.cost), "{seed}: {c:?} is filtered out");
            assert_eq!(d, NeowOption::free(NeowBonus::BossRelic));
            assert_eq!(neow_rng_after_options(seed).counter(), 5);
        }
    }

    #[test]
    fn category_two_filters_its_list_after_drawing_the_drawback() {
        // Recompute the third option by hand from the raw stream: three
        // draws, the drawback from 4, then the filtered list's index.
        for seed in [1i64, -1, 42, 673_465_884_448, -1_662_327_278_983_135_018] {
            let mut rng = GameRandom::new(seed);
            rng.random_int(5);
            rng.random_int(4);
            let cost = DRAWBACKS[rng.random_int(3) as usize];
            let len = if cost == NeowCost::PercentDamage { 7 } else { 6 };
            let index = rng.random_int(len - 1) as usize;
            let list: Vec<NeowBonus> =
                CATEGORY_2.iter().filter(|(_, out)| *out != Some(cost)).map(|(bonus, _)| *bonus).collect();
            assert_eq!(list.len(), len as usize);
            assert_eq!(neow_options(seed)[2], NeowOption { bonus: list[index], cost });
        }
    }
}
