//! The per-player odds a reward rolls with: the card rarity odds and the
//! potion drop odds (the game's `CardRarityOdds` and `PotionRewardOdds`,
//! both `AbstractOdds` over the player's `rewards` stream). All arithmetic
//! is in `float` (f32), as the game's.
//!
//! **Card rarity** (`CardRarityOdds`, from a decompile in the public search
//! corpus whose repository the index does not name; the constants are
//! confirmed by a real save's offset, docs/sts2-content.md). One `NextFloat`
//! `x` per roll against the base odds of the roll's type plus an offset:
//! Rare if `x < rare + offset`, else Uncommon if `x < uncommon + (rare +
//! offset)`, else Common. Base odds (rare / uncommon), ascension 7
//! (Scarcity) and up in brackets:
//!
//! | type | rare | uncommon |
//! |---|---|---|
//! | regular fight | 0.03 (0.0149) | 0.37 |
//! | elite | 0.10 (0.05) | 0.40 |
//! | boss | 1.0 | 0 |
//! | shop | 0.09 (0.045) | 0.37 |
//!
//! The offset starts at −0.05. A fight's roll (`Roll`) uses it (a boss's
//! uses 0), then resets it to −0.05 after a Rare and otherwise adds 0.01
//! (0.005 from ascension 7), capped at 0.4. So a boss's roll also resets or
//! grows it. A shop's roll (`RollWithoutChangingFutureOdds`) uses it and
//! leaves it. Quirk kept: `NextFloat` can round up to exactly 1.0, and then
//! even a boss's roll (1.0 < 1.0 fails) gives a Common.
//!
//! **Potion drop** (`PotionRewardOdds`). The odds start
//! at 0.4. A fight draws one `NextFloat` `x`; the threshold is the odds plus
//! half the elite bonus (0.25 for an elite, else 0). If `x` is below the
//! threshold a potion drops and the odds fall by 0.1, otherwise they rise
//! by 0.1 (`PotionRewardOdds.Roll` of the v0.106 decompile in
//! reddots1453/sts2-mod-decompiled). Another decompile in the public corpus
//! moves the odds on `x < odds` without the bonus; the real runs rule it out
//! (docs/sts2-content.md).

use crate::sts2::run::counted::Counted;

use super::card_pools::Rarity;

/// The ascension from which Scarcity changes the odds (`AscensionLevel.Scarcity`).
pub const SCARCITY_ASCENSION: u8 = 7;

/// The kind of a card roll (`CardRarityOddsType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OddsType {
    /// A normal fight's reward.
    Regular,
    /// An elite's reward.
    Elite,
    /// A boss's reward.
    Boss,
    /// A merchant's card.
    Shop,
}

/// The base (rare, uncommon) odds of `kind` with or without Scarcity.
pub fn base_odds(kind: OddsType, scarcity: bool) -> (f32, f32) {
    match (kind, scarcity) {
        (OddsType::Regular, false) => (0.03, 0.37),
        (OddsType::Regular, true) => (0.0149, 0.37),
        (OddsType::Elite, false) => (0.1, 0.4),
        (OddsType::Elite, true) => (0.05, 0.4),
        (OddsType::Boss, _) => (1.0, 0.0),
        (OddsType::Shop, false) => (0.09, 0.37),
        (OddsType::Shop, true) => (0.045, 0.37),
    }
}

/// The card rarity odds of one player (`CardRarityOdds`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CardRarityOdds {
    /// `CurrentValue`: the offset added to the rare odds.
    pub offset: f32,
    scarcity: bool,
}

/// The offset's start and reset value (`_baseRarityOffset`).
pub const BASE_OFFSET: f32 = -0.05;
/// The offset's cap (`_maxRarityOffset`).
pub const MAX_OFFSET: f32 = 0.4;

impl CardRarityOdds {
    /// Fresh odds for a run at `ascension`.
    pub fn new(ascension: u8) -> Self {
        CardRarityOdds { offset: BASE_OFFSET, scarcity: ascension >= SCARCITY_ASCENSION }
    }

    /// `RarityGrowth`: 0.01, or 0.005 with Scarcity.
    pub fn growth(&self) -> f32 {
        if self.scarcity {
            0.005
        } else {
            0.01
        }
    }

    /// Whether the ascension's Scarcity lowers the odds.
    pub fn scarcity(&self) -> bool {
        self.scarcity
    }

    /// `RollWithBaseOdds(kind)`: a card reward whose source is not a fight
    /// (Orrery's, Neow's Lost Coffer and Kaleidoscope): one `NextFloat`,
    /// Rare below the base rare odds, Uncommon below the base uncommon odds,
    /// else Common; the offset neither used nor moved.
    pub fn roll_base(rng: &mut Counted, kind: OddsType, scarcity: bool) -> Rarity {
        let x = rng.next_float();
        let (rare, uncommon) = base_odds(kind, scarcity);
        if x < rare {
            Rarity::Rare
        } else if x < uncommon {
            Rarity::Uncommon
        } else {
            Rarity::Common
        }
    }

    /// `RollWithoutChangingFutureOdds(kind, offset)`: one `NextFloat`.
    pub fn roll_with_offset(&self, rng: &mut Counted, kind: OddsType, offset: f32) -> Rarity {
        let x = rng.next_float();
        let (rare, uncommon) = base_odds(kind, self.scarcity);
        let rare_below = rare + offset;
        if x < rare_below {
            Rarity::Rare
        } else if x < uncommon + rare_below {
            Rarity::Uncommon
        } else {
            Rarity::Common
        }
    }

    /// `Roll(kind)`: a fight's roll, which moves the offset.
    pub fn roll(&mut self, rng: &mut Counted, kind: OddsType) -> Rarity {
        let offset = if kind == OddsType::Boss { 0.0 } else { self.offset };
        let rarity = self.roll_with_offset(rng, kind, offset);
        self.offset = if rarity == Rarity::Rare { BASE_OFFSET } else { (self.offset + self.growth()).min(MAX_OFFSET) };
        rarity
    }

    /// `RollWithoutChangingFutureOdds(kind)`: a shop's roll.
    pub fn roll_keeping_odds(&self, rng: &mut Counted, kind: OddsType) -> Rarity {
        self.roll_with_offset(rng, kind, self.offset)
    }
}

/// The potion drop odds of one player (`PotionRewardOdds`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PotionOdds {
    /// `CurrentValue`.
    pub value: f32,
}

/// The potion odds' start (`_basePotionRewardOdds`).
pub const BASE_POTION_ODDS: f32 = 0.4;
/// The elite bonus (`eliteBonus`), of which half is added.
pub const ELITE_POTION_BONUS: f32 = 0.25;

impl Default for PotionOdds {
    fn default() -> Self {
        PotionOdds { value: BASE_POTION_ODDS }
    }
}

impl PotionOdds {
    /// `Roll`: whether a fight drops a potion (one `NextFloat`), moving the odds.
    pub fn roll(&mut self, rng: &mut Counted, elite: bool) -> bool {
        let bonus = if elite { ELITE_POTION_BONUS } else { 0.0 };
        let threshold = self.value + bonus * 0.5;
        let x = rng.next_float();
        if x < threshold {
            self.value -= 0.1;
            true
        } else {
            self.value += 0.1;
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts2::rng::Rng;

    /// The thresholds in f32, checked by hand against the decompiled sums.
    #[test]
    fn offset_moves_as_the_game_moves_it() {
        let mut odds = CardRarityOdds::new(0);
        let mut rng = Counted::new(Rng::new(1));
        let mut commons = 0;
        while odds.roll(&mut rng, OddsType::Regular) != Rarity::Rare {
            commons += 1;
            assert!(odds.offset <= MAX_OFFSET);
        }
        assert!(commons > 0);
        assert_eq!(odds.offset, BASE_OFFSET);
        assert_eq!(CardRarityOdds::new(7).growth(), 0.005);
        let before = odds;
        odds.roll_keeping_odds(&mut rng, OddsType::Shop);
        assert_eq!(odds, before);
    }

    #[test]
    fn potion_odds_step_by_a_tenth() {
        let mut odds = PotionOdds::default();
        let mut rng = Counted::new(Rng::new(3));
        let dropped = odds.roll(&mut rng, false);
        assert_eq!(odds.value, if dropped { 0.4 - 0.1 } else { 0.4 + 0.1 });
        assert_eq!(rng.draws(), 1);
    }
}
