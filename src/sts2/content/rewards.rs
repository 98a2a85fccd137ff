//! One player's rewards along a run, seed-exact: every fight's gold, potion
//! drop and three cards, treasure gold, and the draws a merchant takes, all
//! on the player's `rewards` stream (`Rng(runSeed + slot, "rewards")`,
//! [`Streams::player`]), in the game's order.
//!
//! **Rules** (checked on v0.110-v0.111 runs; the game's `RewardsSet`,
//! `GoldReward`, `CardFactory`, `PotionRewardOdds` as decompiled from v0.106
//! in reddots1453/sts2-mod-decompiled, `CardRarityOdds` from a decompile in
//! the public search corpus; the sources and the real runs that confirm each
//! rule: docs/sts2-content.md):
//!
//! 1. A fight's reward list is built first: the gold reward, then the potion
//!    roll ([`PotionOdds::roll`], one draw) that adds a potion reward or
//!    not, then the card reward (and an elite's relic reward). Then each is
//!    populated in that order:
//!    * gold: `NextInt(min, max + 1)`, one draw; a normal fight 10-20, an
//!      elite 35-45, a boss 100. From ascension 3 (Poverty) `min` and `max`
//!      are each multiplied by 0.75 and truncated before the draw (the real
//!      runs rule out scaling the drawn amount instead);
//!    * a potion: two draws (its rarity, then the potion), the potion itself
//!      not predicted here;
//!    * three cards (`CardFactory.CreateForReward`), each: a rarity roll
//!      ([`CardRarityOdds::roll`], one draw; moves the rarity offset), a
//!      rarity the pool lacks stepping up (Common → Uncommon → Rare);
//!      `NextItem` (one draw) over the pool's cards of that rarity in pool
//!      order, without the cards already in this reward and the other lobby
//!      size's cards; an upgrade roll (one `NextFloat`, drawn for every
//!      card): a non-Rare card is upgraded if the float, as a C# `decimal`,
//!      is at most `actIndex × 0.25` (`× 0.125` from ascension 7); a Rare
//!      only if the float is 0;
//!    * an elite's relic: one draw (its rarity roll; the relic is the relic
//!      bag's, not predicted here).
//! 2. A boss's cards roll with the boss odds (always Rare but for a float of
//!    exactly 1.0) and offset 0, and still move the offset. A boss's reward
//!    has no relic.
//! 3. A treasure room draws its gold: `NextInt(42, 53)`; from ascension 3
//!    the drawn amount is multiplied by 0.75 and truncated (unlike a
//!    fight's gold: the real runs decide both, each against the other way).
//! 4. A merchant takes 14 draws (its cards' rarity and upgrade rolls and
//!    the rest of its stock); the count is measured on the real runs (every
//!    later reward matches), not derived line by line from the merchant's
//!    code.
//!
//! **Not modelled** (each shifts the stream or the pool; a caller must stop
//! predicting there): relics and potions that change rewards (an egg's
//! upgrades, extra or fewer cards, `ModifyCardRewardCreationOptions` hooks),
//! events and Ancients' options that draw rewards (Neow's Bones, the Endless
//! Conveyor: their draw counts are not derived), the final act's bosses
//! (`RewardsSet.WithRewardsFromRoom` gives them no rewards set), gold
//! modifiers, multiplayer's shared rewards, unlock epochs (a fully unlocked
//! profile), the Ironclad tutorial rewards of a first run, cards that cannot
//! be upgraded (every reward card is taken as upgradable; the roll is drawn
//! either way). A `.run` file lists a reward's picked card first, so its
//! order is the offered order only for the cards not picked.

use crate::sts2::run::counted::Counted;
use crate::sts2::run::streams::Streams;

use super::card_odds::{CardRarityOdds, OddsType, PotionOdds, SCARCITY_ASCENSION};
use super::card_pools::{Card, Rarity};
use super::card_pools_v107::character_pool_in;
use super::chests::roll_rarity;
use super::relic_pools::Rarity as RelicRarity;
use crate::options::Sts2Character;

/// The first ascension with reduced gold (`AscensionLevel.Poverty`).
pub const POVERTY_ASCENSION: u8 = 3;

/// The draws a merchant room takes on the rewards stream (measured; see the
/// module documentation).
pub const SHOP_DRAWS: u32 = 14;

/// The cards a fight's card reward offers.
pub const CARDS_PER_REWARD: usize = 3;

/// The kind of fight a reward is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fight {
    /// A normal fight (a monster room or a `?` that became one).
    Monster,
    /// An elite.
    Elite,
    /// An act boss (not the final act's).
    Boss,
}

impl Fight {
    /// The gold range `(min, max)` of the fight, before Poverty.
    pub const fn gold_range(self) -> (i32, i32) {
        match self {
            Fight::Monster => (10, 20),
            Fight::Elite => (35, 45),
            Fight::Boss => (100, 100),
        }
    }

    const fn odds(self) -> OddsType {
        match self {
            Fight::Monster => OddsType::Regular,
            Fight::Elite => OddsType::Elite,
            Fight::Boss => OddsType::Boss,
        }
    }
}

/// One offered card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RewardCard {
    /// The card (id, rarity, constraint).
    pub card: Card,
    /// Whether it is offered upgraded.
    pub upgraded: bool,
}

impl RewardCard {
    /// The card's id (`CARD.TWIN_STRIKE`).
    pub const fn id(&self) -> &'static str {
        self.card.id
    }
}

/// What a fight gives (the parts this module predicts).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CombatReward {
    /// The gold.
    pub gold: u32,
    /// Whether a potion drops (which one is not predicted).
    pub potion: bool,
    /// The three cards offered, in the game's order.
    pub cards: [RewardCard; CARDS_PER_REWARD],
    /// An elite's relic rarity (its roll on the rewards stream,
    /// `RelicFactory.RollRarity`); the relic is the player's relic bag's.
    pub relic: Option<RelicRarity>,
}

/// One player's rewards stream and odds through a run.
#[derive(Clone, Copy, Debug)]
pub struct Rewards {
    rng: Counted,
    rarity: CardRarityOdds,
    potion: PotionOdds,
    ascension: u8,
    players: u8,
    pool: &'static [Card],
}

impl Rewards {
    /// The rewards of lobby slot `slot` of a run with `players` players at
    /// `ascension`, playing `character`.
    pub fn new(streams: &Streams, character: Sts2Character, ascension: u8, slot: u8, players: u8) -> Self {
        let pool = character_pool_in(character, streams.seeding());
        Rewards::with_pool(Counted::new(streams.player(slot, "rewards")), pool, ascension, players)
    }

    /// The card pool the rewards deal from.
    pub const fn pool(&self) -> &'static [Card] {
        self.pool
    }

    /// The rewards over a given stream and pool (the stream as the run
    /// starts, or as a save stores it).
    pub fn with_pool(rng: Counted, pool: &'static [Card], ascension: u8, players: u8) -> Self {
        Rewards {
            rng,
            rarity: CardRarityOdds::new(ascension),
            potion: PotionOdds::default(),
            ascension,
            players: players.max(1),
            pool,
        }
    }

    /// The draws taken from the rewards stream so far (a save's `rewards`
    /// counter).
    pub const fn draws(&self) -> u32 {
        self.rng.draws()
    }

    /// The stream itself.
    pub const fn stream(&self) -> &Counted {
        &self.rng
    }

    /// The card rarity offset (`CardRarityOdds.CurrentValue`).
    pub const fn rarity_offset(&self) -> f32 {
        self.rarity.offset
    }

    /// The potion drop odds (`PotionRewardOdds.CurrentValue`).
    pub const fn potion_odds(&self) -> f32 {
        self.potion.value
    }

    /// Takes `n` draws something not modelled took.
    pub fn skip(&mut self, n: u32) {
        self.rng.skip(n);
    }

    /// A fight's rewards in act `act_index` (0-based): potion roll, gold,
    /// the potion's two draws, the three cards, an elite's relic draw.
    pub fn combat(&mut self, fight: Fight, act_index: u8) -> CombatReward {
        let potion = self.potion.roll(&mut self.rng, fight == Fight::Elite);
        let (min, max) = fight.gold_range();
        let gold = self.gold(min, max);
        if potion {
            self.rng.skip(2);
        }
        let cards = self.cards(fight.odds(), act_index);
        let relic = (fight == Fight::Elite).then(|| roll_rarity(self.rng.next_float()));
        CombatReward { gold, potion, cards, relic }
    }

    /// A card reward added after a fight's own (Prayer Wheel's, White
    /// Star's, Dream Catcher's): three cards with `fight`'s odds, drawn as a
    /// fight's are.
    pub fn card_reward(&mut self, fight: Fight, act_index: u8) -> Vec<crate::map::Card> {
        let cards = self.cards(fight.odds(), act_index);
        Self::shown(&cards)
    }

    /// A card reward whose source is not a fight (`CardCreationSource.Other`
    /// with regular odds: Orrery's five): each card's rarity rolled with the
    /// base odds (`RollWithBaseOdds`: one `NextFloat`, Rare below the base
    /// rare odds, Uncommon below the base uncommon odds, else Common; the
    /// offset neither used nor moved), then `NextItem` and the upgrade roll,
    /// as for Neow's Lost Coffer and Kaleidoscope. XURBDU7CFT (v0.107.1)
    /// bought Orrery on floor 15: its 15 cards are the file's, and its next
    /// rewards fit.
    pub fn other_source_reward(&mut self, act_index: u8) -> Vec<crate::map::Card> {
        let cards = self
            .cards_rolled(act_index, |odds, rng| CardRarityOdds::roll_base(rng, OddsType::Regular, odds.scarcity()));
        Self::shown(&cards)
    }

    /// Reward cards as the walk shows them.
    fn shown(cards: &[RewardCard]) -> Vec<crate::map::Card> {
        cards
            .iter()
            .map(|c| crate::map::Card { id: c.id(), name: super::names::name(c.id()), upgraded: c.upgraded })
            .collect()
    }

    /// A card reward of `count` cards of one rarity from another pool with
    /// uniform odds (`CardCreationOptions` with `CardRarityOddsType.Uniform`
    /// and a rarity filter): per card `NextItem` over the pool's cards of
    /// that rarity not yet offered, then the upgrade roll; no rarity roll,
    /// the offset untouched. The Colorful Philosophers event offers three of
    /// these (Common, Uncommon, Rare, of the character the player names):
    /// checked against one real event (tests/sts2_content.rs), where these
    /// draws follow the event's own draws.
    pub fn uniform_reward(
        &mut self,
        pool: &'static [Card],
        rarity: Rarity,
        act_index: u8,
    ) -> [RewardCard; CARDS_PER_REWARD] {
        let mut taken: [Option<&'static str>; CARDS_PER_REWARD] = [None; CARDS_PER_REWARD];
        let mut out = [RewardCard { card: pool[0], upgraded: false }; CARDS_PER_REWARD];
        for i in 0..CARDS_PER_REWARD {
            let players = self.players;
            let open = |c: &&Card| c.rarity == rarity && c.allowed_for(players) && !taken.contains(&Some(c.id));
            let count = pool.iter().filter(open).count().max(1);
            let pick = self.rng.next_int_range(0, count as i32) as usize;
            let card = *pool.iter().filter(open).nth(pick).unwrap_or(&pool[0]);
            let upgraded = self.upgrade_roll(card.rarity, act_index);
            taken[i] = Some(card.id);
            out[i] = RewardCard { card, upgraded };
        }
        out
    }

    /// `count` cards of one rarity from `pool` with uniform odds and no
    /// upgrade roll (`CardCreationOptions.ForNonCombatWithUniformOdds`,
    /// which sets `NoUpgradeRoll`, and a rarity filter): per card one
    /// `NextItem` over the pool's cards of that rarity not yet drawn in this
    /// call; no rarity roll, the offset untouched. Orobas' Sea Glass (5 of
    /// each rarity of another character's pool) and Glass Eye (five rewards
    /// of 3) draw so: 15 draws each, which real v0.107.1 runs' next rewards
    /// confirm (docs/sts2-content.md).
    pub fn uniform_cards(&mut self, pool: &'static [Card], rarity: Rarity, count: usize) -> Vec<Card> {
        let mut out: Vec<Card> = Vec::with_capacity(count);
        for _ in 0..count {
            let players = self.players;
            let open = |c: &&Card| c.rarity == rarity && c.allowed_for(players) && !out.iter().any(|o| o.id == c.id);
            let n = pool.iter().filter(open).count().max(1);
            let pick = self.rng.next_int_range(0, n as i32) as usize;
            let card = *pool.iter().filter(open).nth(pick).unwrap_or(&pool[0]);
            out.push(card);
        }
        out
    }

    /// A treasure room's gold: `NextInt(42, 53)`, from ascension 3 × 0.75
    /// truncated (one draw).
    pub fn treasure(&mut self) -> u32 {
        let amount = self.rng.next_int_range(42, 53);
        if self.ascension >= POVERTY_ASCENSION {
            (amount as f32 * 0.75) as u32
        } else {
            amount as u32
        }
    }

    /// A merchant room ([`SHOP_DRAWS`] draws).
    pub fn shop(&mut self) {
        self.rng.skip(SHOP_DRAWS);
    }

    /// A merchant's card rarity roll (`RollWithoutChangingFutureOdds` with
    /// the shop odds: one draw, the offset used and left as it is).
    pub fn shop_rarity(&mut self) -> Rarity {
        self.rarity.roll_keeping_odds(&mut self.rng, OddsType::Shop)
    }

    /// A merchant card's upgrade roll: one draw that never upgrades
    /// (`RollForUpgrade` with a base of −999999999).
    pub fn shop_upgrade_roll(&mut self) {
        self.rng.next_float();
    }

    /// `RelicFactory.RollRarity` on this stream (one draw).
    pub fn relic_rarity(&mut self) -> RelicRarity {
        roll_rarity(self.rng.next_float())
    }

    /// A fight's `GoldReward`: Poverty scales `min` and `max`, then
    /// `NextInt(min, max + 1)`.
    fn gold(&mut self, min: i32, max: i32) -> u32 {
        let poor = |v: i32| if self.ascension >= POVERTY_ASCENSION { (v as f32 * 0.75) as i32 } else { v };
        let (min, max) = (poor(min), poor(max));
        self.rng.next_int_range(min, max + 1).max(0) as u32
    }

    /// `CardFactory.CreateForReward` for three cards.
    fn cards(&mut self, kind: OddsType, act_index: u8) -> [RewardCard; CARDS_PER_REWARD] {
        self.cards_rolled(act_index, |odds, rng| odds.roll(rng, kind))
    }

    /// Three cards, each's rarity from `roll` (on the odds and the stream).
    fn cards_rolled(
        &mut self,
        act_index: u8,
        mut roll: impl FnMut(&mut CardRarityOdds, &mut Counted) -> Rarity,
    ) -> [RewardCard; CARDS_PER_REWARD] {
        let mut taken: [Option<&'static str>; CARDS_PER_REWARD] = [None; CARDS_PER_REWARD];
        let mut out = [RewardCard { card: self.pool[0], upgraded: false }; CARDS_PER_REWARD];
        for i in 0..CARDS_PER_REWARD {
            let players = self.players;
            let open = |c: &Card| c.allowed_for(players) && !taken.contains(&Some(c.id));
            let mut rarity = Some(roll(&mut self.rarity, &mut self.rng));
            while let Some(r) = rarity {
                if self.pool.iter().any(|c| open(c) && c.rarity == r) {
                    break;
                }
                rarity = r.next_highest();
            }
            // A pool without any reward card of the rolled rarity or above
            // makes the game throw; the pools here always have all three.
            let rarity = rarity.unwrap_or(Rarity::Rare);
            let count = self.pool.iter().filter(|c| open(c) && c.rarity == rarity).count().max(1);
            let pick = self.rng.next_int_range(0, count as i32) as usize;
            let card = *self.pool.iter().filter(|c| open(c) && c.rarity == rarity).nth(pick).unwrap_or(&self.pool[0]);
            let upgraded = self.upgrade_roll(card.rarity, act_index);
            taken[i] = Some(card.id);
            out[i] = RewardCard { card, upgraded };
        }
        out
    }

    /// `CardFactory.RollForUpgrade(player, card, 0)`: one `NextFloat`; a
    /// non-Rare card's odds are `actIndex × 0.25` (0.125 from ascension 7),
    /// compared as C# `decimal`s (`(decimal)float` keeps 7 significant
    /// digits).
    fn upgrade_roll(&mut self, rarity: Rarity, act_index: u8) -> bool {
        let x = self.rng.next_float();
        let scaling = if self.ascension >= SCARCITY_ASCENSION { 0.125 } else { 0.25 };
        let odds = if rarity == Rarity::Rare { 0.0 } else { f64::from(act_index) * scaling };
        decimal_of_float(x) <= odds
    }
}

/// `(decimal)x` for a float in `[0, 1]`: the value rounded to 7 significant
/// digits, as .NET converts it. Exact for the comparisons above, whose
/// thresholds (multiples of 0.125) have few digits.
fn decimal_of_float(x: f32) -> f64 {
    if x == 0.0 {
        return 0.0;
    }
    let v = f64::from(x);
    let scale = 10f64.powi(6 - v.abs().log10().floor() as i32);
    (v * scale).round() / scale
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_keeps_seven_digits() {
        assert_eq!(decimal_of_float(0.0), 0.0);
        // The float nearest 0.125 + 1e-9 is 0.125 itself; one just above
        // 0.25 prints as 0.2500000 and so counts as 0.25.
        assert_eq!(decimal_of_float(f32::from_bits(0.25f32.to_bits() + 1)), 0.25);
        assert!(decimal_of_float(0.2500002) > 0.25);
    }

    /// Draw counts per room (the module's rules 1-4).
    #[test]
    fn draws_per_room() {
        let streams = Streams::new(42);
        let mut r = Rewards::new(&streams, Sts2Character::Ironclad, 0, 0, 1);
        let reward = r.combat(Fight::Monster, 0);
        assert_eq!(r.draws(), if reward.potion { 13 } else { 11 });
        let before = r.draws();
        let reward = r.combat(Fight::Elite, 1);
        assert_eq!(r.draws() - before, if reward.potion { 14 } else { 12 });
        let before = r.draws();
        r.treasure();
        r.shop();
        assert_eq!(r.draws() - before, 1 + SHOP_DRAWS);
    }

    #[test]
    fn a_reward_never_repeats_a_card_and_bosses_give_rares() {
        for seed in 0..200u64 {
            let mut r = Rewards::new(&Streams::new(seed), Sts2Character::Ironclad, 10, 0, 1);
            for fight in [Fight::Monster, Fight::Elite, Fight::Boss] {
                let reward = r.combat(fight, 1);
                let ids = reward.cards.map(|c| c.id());
                assert!(ids[0] != ids[1] && ids[0] != ids[2] && ids[1] != ids[2]);
                assert!(reward.cards.iter().all(|c| c.card.allowed_for(1)));
                if fight == Fight::Boss {
                    assert!(reward.cards.iter().all(|c| c.card.rarity == Rarity::Rare && !c.upgraded));
                    assert_eq!(reward.gold, 75);
                }
            }
        }
    }
}
