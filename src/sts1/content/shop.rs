//! A shop's whole stock: five class cards and two colourless ones (one on
//! sale), three relics, three potions, every price and the removal cost.
//!
//! Reference: spec sts1-events-shops.md §5 (decompiled `shop/Merchant.<init>`,
//! `shop/ShopScreen.init/initCards/initRelics/initPotions/applyDiscount/purgeCard`,
//! `rooms/ShopRoom`, `AbstractDungeon.getCardFromPool/getColorlessCardFromPool/
//! rollRarity/returnEndRandomRelicKey`, `CardGroup.getRandomCard`).
//!
//! **Cards (cardRng)**, in the order the merchant makes them: attack,
//! attack (again while it is the first's id), skill, skill (again while the
//! first's id), power, then a colourless uncommon and a colourless rare.
//! A class card's rarity is `cardRng.random(99) + blizz` in the shop's
//! thresholds (rare below 9, common from 46, else uncommon; no relic changes
//! them and `blizz` is not changed); the card is `cardRng.random(n − 1)` of
//! the pool's cards of that rarity and type **sorted by id**. A rarity with
//! no card of the type passes, without a draw, rare → uncommon → common,
//! and for powers common → uncommon → rare. Colourless cards: the same
//! sorted draw in the colourless pool of that rarity.
//!
//! **Prices (merchantRng)**: each class card `(int)(base × random(0.9, 1.1))`
//! (base 50 / 75 / 150 by rarity), each colourless card the same × 1.2; the
//! sale slot `random(0, 4)` halves one class card (integer division); each
//! relic, for slots 0 and 1 a tier `random(99)` (< 48 common, < 82 uncommon,
//! else rare) and for slot 2 the shop tier, taken from the **end** of its
//! pool (a relic that cannot spawn in a shop — The Courier, Maw Bank, Old
//! Coin, Smiling Mask — is thrown away and the next taken), priced
//! `round(base × random(0.95, 1.05))` (base by the pool's tier: 150 / 250 /
//! 300 / 150); each potion `returnRandomPotion()` on potionRng, priced
//! `round(base × random(0.95, 1.05))` (50 / 75 / 100). 16 merchantRng draws
//! a shop.
//!
//! **Discounts**, each a `round` of every current price: ascension 16 × 1.1;
//! The Courier × 0.8; Membership Card × 0.5. Removal: `purgeCost` (75, +25 per
//! removal bought in a shop); The Courier `round(purgeCost × 0.8)`, Membership
//! Card `round(purgeCost × 0.5)` (it overwrites The Courier's), Smiling Mask
//! 50. The eggs upgrade the cards of their type when the stock is made.

use super::card_types::{card_type, CardType};
use super::cards::{class_pool, colorless_pool, CardDef, CardRewards, Rarity};
use super::potions::{Potion, PotionDrops};
use super::relic_names::relic_name;
use super::relic_pools::{RelicPools, RelicTier, SpawnContext};
pub use crate::map::{ShopCard, ShopPotion, ShopRelic, ShopStock};
use crate::rng::GameRandom;

/// What the stock depends on besides the streams.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ShopContext {
    /// The run's ascension.
    pub ascension: u8,
    /// `purgeCost` (75 + 25 per removal bought so far).
    pub purge_cost: i32,
    /// The Courier held.
    pub courier: bool,
    /// Membership Card held.
    pub membership: bool,
    /// Smiling Mask held.
    pub smiling_mask: bool,
    /// Molten Egg held (attacks upgraded).
    pub molten_egg: bool,
    /// Toxic Egg held (skills upgraded).
    pub toxic_egg: bool,
    /// Frozen Egg held (powers upgraded).
    pub frozen_egg: bool,
    /// The floor (relics' floor limits).
    pub floor: u32,
    /// Campfire relics held.
    pub campfire_relics: u8,
    /// The deck holds a non-starter attack / skill / power (Bottled relics).
    pub deck: [bool; 3],
}

/// `MathUtils.round(x)`: `floor(x + 0.5)` on the float widened to double.
pub fn round(x: f32) -> i32 {
    (f64::from(x) + 0.5).floor() as i32
}

/// `random(a, b)` of floats: `a + nextFloat() × (b − a)`, in float.
fn random_between(rng: &mut GameRandom, a: f32, b: f32) -> f32 {
    a + rng.random_float() * (b - a)
}

const fn rarity_name(r: Rarity) -> &'static str {
    match r {
        Rarity::Common => "COMMON",
        Rarity::Uncommon => "UNCOMMON",
        Rarity::Rare => "RARE",
    }
}

const fn card_base_price(rarity: Rarity) -> i32 {
    match rarity {
        Rarity::Common => 50,
        Rarity::Uncommon => 75,
        Rarity::Rare => 150,
    }
}

/// A relic's base price by its tier (`AbstractRelic.getPrice`).
pub const fn relic_base_price(tier: RelicTier) -> i32 {
    match tier {
        RelicTier::Common | RelicTier::Shop => 150,
        RelicTier::Uncommon => 250,
        RelicTier::Rare => 300,
    }
}

/// A potion's base price by its rarity.
pub const fn potion_base_price(rarity: Rarity) -> i32 {
    match rarity {
        Rarity::Common => 50,
        Rarity::Uncommon => 75,
        Rarity::Rare => 100,
    }
}

/// The shop's rarity for a roll (blizz included).
const fn shop_rarity(roll: i32) -> Rarity {
    if roll < 9 {
        Rarity::Rare
    } else if roll >= 46 {
        Rarity::Common
    } else {
        Rarity::Uncommon
    }
}

/// `CardGroup.getRandomCard(type, true)`: the pool's cards of `ty`, sorted
/// by id, one draw; `None` (no draw) when there is none.
pub fn sorted_draw(rng: &mut GameRandom, pool: &[CardDef], ty: Option<CardType>) -> Option<CardDef> {
    let mut tmp: Vec<CardDef> = pool.iter().copied().filter(|c| ty.is_none() || card_type(c.id) == ty).collect();
    if tmp.is_empty() {
        return None;
    }
    tmp.sort_by(|a, b| a.id.as_bytes().cmp(b.id.as_bytes()));
    Some(tmp[rng.random_int(tmp.len() as i32 - 1) as usize])
}

/// `getCardFromPool(rarity, type, true)` with its fall-through: the card
/// and the rarity of the pool it came from.
fn card_from_pool(cards: &mut CardRewards, rarity: Rarity, ty: CardType) -> (CardDef, Rarity) {
    let order: &[Rarity] = match (rarity, ty) {
        (Rarity::Rare, _) => &[Rarity::Rare, Rarity::Uncommon, Rarity::Common],
        (Rarity::Uncommon, CardType::Power) => &[Rarity::Uncommon, Rarity::Rare],
        (Rarity::Uncommon, _) => &[Rarity::Uncommon, Rarity::Common],
        (Rarity::Common, CardType::Power) => &[Rarity::Common, Rarity::Uncommon, Rarity::Rare],
        (Rarity::Common, _) => &[Rarity::Common],
    };
    let character = cards.character();
    for &r in order {
        if let Some(card) = sorted_draw(cards.rng(), class_pool(character, r), Some(ty)) {
            return (card, r);
        }
    }
    unreachable!("every class has attacks and skills of every rarity and powers")
}

/// One class card of type `ty`: a rarity roll and a pick, again while it is
/// `not` (by id).
fn class_card(cards: &mut CardRewards, ty: CardType, not: Option<&str>) -> (CardDef, Rarity) {
    loop {
        let roll = cards.rng().random_int(99) + cards.blizz();
        let got = card_from_pool(cards, shop_rarity(roll), ty);
        if Some(got.0.id) != not {
            return got;
        }
    }
}

impl ShopStock {
    /// The stock of a shop entered with the streams as they are (cardRng,
    /// merchantRng, the relic pools, potionRng), which it advances.
    pub fn generate(
        cards: &mut CardRewards,
        merchant: &mut GameRandom,
        pools: &mut RelicPools,
        potions: &mut PotionDrops,
        ctx: &ShopContext,
    ) -> ShopStock {
        // A. the merchant's cards, on cardRng.
        let a1 = class_card(cards, CardType::Attack, None);
        let a2 = class_card(cards, CardType::Attack, Some(a1.0.id));
        let s1 = class_card(cards, CardType::Skill, None);
        let s2 = class_card(cards, CardType::Skill, Some(s1.0.id));
        let p = class_card(cards, CardType::Power, None);
        let cu = sorted_draw(cards.rng(), colorless_pool(Rarity::Uncommon), None).expect("colourless uncommons");
        let cr = sorted_draw(cards.rng(), colorless_pool(Rarity::Rare), None).expect("colourless rares");
        let upgraded = |id: &str| match card_type(id) {
            Some(CardType::Attack) => ctx.molten_egg,
            Some(CardType::Skill) => ctx.toxic_egg,
            Some(CardType::Power) => ctx.frozen_egg,
            None => false,
        };
        // B. prices on merchantRng.
        let mut class_cards: Vec<ShopCard> = [a1, a2, s1, s2, p]
            .into_iter()
            .map(|(c, rarity)| {
                let price = (card_base_price(rarity) as f32 * random_between(merchant, 0.9, 1.1)) as i32;
                ShopCard { id: c.id, name: c.name, upgraded: upgraded(c.id), price, rarity: rarity_name(rarity) }
            })
            .collect();
        let colorless: Vec<ShopCard> = [(cu, Rarity::Uncommon), (cr, Rarity::Rare)]
            .into_iter()
            .map(|(c, rarity)| {
                let price = card_base_price(rarity) as f32 * random_between(merchant, 0.9, 1.1);
                let price = (price * 1.2) as i32;
                ShopCard { id: c.id, name: c.name, upgraded: upgraded(c.id), price, rarity: rarity_name(rarity) }
            })
            .collect();
        let sale = merchant.random_range(0, 4) as usize;
        class_cards[sale].price /= 2;
        // C. relics from the pools' ends.
        let spawn = SpawnContext {
            floor: ctx.floor,
            in_shop: true,
            campfire_relics: ctx.campfire_relics,
            non_basic_attack: ctx.deck[0],
            non_basic_skill: ctx.deck[1],
            power: ctx.deck[2],
        };
        let relics: Vec<ShopRelic> = (0..3)
            .map(|i| {
                let tier = if i == 2 {
                    RelicTier::Shop
                } else {
                    match merchant.random_int(99) {
                        r if r < 48 => RelicTier::Common,
                        r if r < 82 => RelicTier::Uncommon,
                        _ => RelicTier::Rare,
                    }
                };
                let id = pools.take_end(tier, &spawn);
                let tier = pools.tier_of(id).unwrap_or(tier);
                let price = round(relic_base_price(tier) as f32 * random_between(merchant, 0.95, 1.05));
                ShopRelic { id, name: relic_name(id), price }
            })
            .collect();
        // D. potions.
        let potions: Vec<ShopPotion> = (0..3)
            .map(|_| {
                let Potion { id, name, rarity } = potions.random_potion();
                let price = round(potion_base_price(rarity) as f32 * random_between(merchant, 0.95, 1.05));
                ShopPotion { id, name, price }
            })
            .collect();
        let mut stock = ShopStock { cards: class_cards, colorless, relics, potions, purge: ctx.purge_cost, sale };
        // E. discounts.
        if ctx.ascension >= 16 {
            stock.discount(1.1);
        }
        if ctx.courier {
            stock.discount(0.8);
            stock.purge = round(ctx.purge_cost as f32 * 0.8);
        }
        if ctx.membership {
            stock.discount(0.5);
            stock.purge = round(ctx.purge_cost as f32 * 0.5);
        }
        if ctx.smiling_mask {
            stock.purge = 50;
        }
        stock
    }

    /// `applyDiscount(m)`: every price rounded after × `m`.
    fn discount(&mut self, m: f32) {
        for c in self.cards.iter_mut().chain(self.colorless.iter_mut()) {
            c.price = round(c.price as f32 * m);
        }
        for r in &mut self.relics {
            r.price = round(r.price as f32 * m);
        }
        for p in &mut self.potions {
            p.price = round(p.price as f32 * m);
        }
    }

    /// The card of `.run` id `id` (class or colourless), if the stock has it.
    pub fn card(&self, id: &str) -> Option<&ShopCard> {
        self.cards.iter().chain(&self.colorless).find(|c| matches_run_name(c.id, c.upgraded, id) || c.id == id)
    }
}

/// Whether a `.run` card name (`Bash+1`) is the card `id`, upgraded or not.
fn matches_run_name(id: &str, upgraded: bool, name: &str) -> bool {
    match name.strip_suffix("+1") {
        Some(base) => upgraded && base == id,
        None => !upgraded && name == id,
    }
}
