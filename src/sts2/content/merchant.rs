//! A merchant's stock (`MerchantInventory.CreateForNormalMerchant`), built on
//! entering the shop from the player's own `rewards` and `shops` streams and
//! relic bag, in the game's order (spec sts2-events-shops.md §C; the order
//! of the rewards draws and the stock itself checked against real files,
//! docs/sts2-content.md):
//!
//! 1. the sale slot: `shops.NextInt(5)`;
//! 2. five character cards, typed Attack, Attack, Skill, Skill, Power; each:
//!    a rarity roll on `rewards` (shop odds, the fights' rarity offset used
//!    and left alone), stepped Common → Uncommon → Rare → Common until the
//!    pool has a card of that rarity and type; `shops.NextItem` over the
//!    character pool's cards of that rarity and type, without Basic cards,
//!    the cards already in this shop and the other lobby size's cards; an
//!    upgrade roll on `rewards` (drawn, never upgrades); the price
//!    (`shops.NextFloat(0.95, 1.05)` × 50 / 75 / 150, rounded); the sale card
//!    draws its price again and halves it;
//! 3. two colourless cards, an Uncommon then a Rare: `shops.NextItem` over
//!    the colourless pool's cards of the rarity (without the 12
//!    `MultiplayerOnly` ones in single player), the upgrade roll on
//!    `rewards`, the price (base × 1.15: 86 / 172);
//! 4. two relic rarities rolled on `rewards` (`RelicFactory.RollRarity`,
//!    the 13th and 14th rewards draws), then the three relics: those two
//!    rarities and Shop, each the back of the player's list of that rarity
//!    among relics sold in shops, out of the shared bag too; price
//!    `shops.NextFloat(0.85, 1.15)` × 175 / 225 / 275 / 200 (Common,
//!    Uncommon, Rare, Shop: [`relic_base`]);
//! 5. three potions: each a rarity (`shops.NextFloat`: at most 0.1 Rare,
//!    at most 0.35 Uncommon, else Common) and `shops.NextItem` over the
//!    character's then the shared potions of that rarity not already in the
//!    shop ([`super::potion_pools`]); then their prices
//!    (`shops.NextFloat(0.95, 1.05)` × 50 / 75 / 100, rounded);
//! 6. card removal: 75 + 25 per removal bought before (100 + 50 from
//!    ascension 6, Inflation); no draw.
//!
//! So a shop takes 14 `rewards` draws and 28 `shops` draws whatever it
//! sells.
//!
//! **v0.107.1** (the main branch, [`Seeding::H32V107`]) draws the same, over
//! its own pools: the character pools its card rewards use
//! (`card_pools_v107::character_pool_in`), Outbreak a Power
//! (`card_kinds::card_type_in`), the colourless pool with Salvo rare and
//! Splash uncommon (`card_kinds::COLORLESS_V107`), and no Lucky Fysh in the
//! relic slots (`relic_pools::NOT_IN_SHOPS_V107`). Each found from the real
//! v0.107.1 runs of punkphloyd/STS2_analyser (72 files, 48 single-player
//! runs with a merchant the walk reaches): with the v0.109+ pools, 52 of 91
//! stocks were wholly the file's, the misses a colourless card one place off
//! in the list (21 of 23), a character card where Outbreak belongs in the
//! Power slot, a relic slot where Lucky Fysh stood (the file has the relic
//! behind it); with these rules every first merchant of a run is the
//! file's (48 of 48: 240 character cards, 96 colourless, 144 relics, 144
//! potions) and 80 of the 84 stocks the walk gives, the other 4 after the
//! rewards stream has left the file's (ZYLAPPJJAA after its Kifuda,
//! 3VS16MMQZB from floor 17: its card rewards there differ too). The v0.99.1
//! decompile (reddots1453/sts2-mod-decompiled) has Outbreak a Power and
//! Salvo and Splash so; its merchants leave out The Courier and Old Coin,
//! and whether v0.107.1's leave out The Courier too is not known (no
//! merchant of the files reaches it). Prices are not written in `.run` files, but the gold a merchant
//! took is (`gold_spent`): the sum of what was bought checks them. The Courier's restocks:
//! [`Shopper::restock`]. Not modelled: `ModifyMerchantCardPool` hooks.

use super::card_kinds::{card_type_in, colorless_in, CardType};
use super::card_pools::{Card, Rarity};
use super::potion_pools::{options as potion_options, roll_rarity as roll_potion_rarity, Rarity as PotionRarity};
use super::relic_bag::{At, RunBags};
use super::relic_pools::Rarity as RelicRarity;
use super::rewards::Rewards;
use crate::options::Sts2Character;
use crate::sts2::run::counted::Counted;
use crate::sts2::seed::Seeding;

/// The first ascension with Inflation's card removal prices.
pub const INFLATION_ASCENSION: u8 = 6;

/// The `shops` draws a merchant takes whatever it sells.
pub const SHOPS_DRAWS: u32 = 28;

/// One card on sale.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShopCard {
    /// The card id (`CARD.IRON_WAVE`).
    pub id: &'static str,
    /// Its rarity.
    pub rarity: Rarity,
    /// Whether it is on sale (half price).
    pub on_sale: bool,
    /// Its price in gold.
    pub price: u32,
}

/// One relic on sale.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShopRelic {
    /// The relic id (`RELIC.BREAD`).
    pub id: &'static str,
    /// The rarity the slot took it from.
    pub rarity: RelicRarity,
    /// Its price in gold.
    pub price: u32,
}

/// One potion on sale.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShopPotion {
    /// The potion id (`POTION.FYSH_OIL`).
    pub id: &'static str,
    /// Its rarity.
    pub rarity: PotionRarity,
    /// Its price in gold.
    pub price: u32,
}

/// A merchant's stock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stock {
    /// The five character cards, in slot order.
    pub cards: Vec<ShopCard>,
    /// The two colourless cards.
    pub colorless: Vec<ShopCard>,
    /// The three relics.
    pub relics: Vec<ShopRelic>,
    /// The three potions.
    pub potions: Vec<ShopPotion>,
    /// The card removal price.
    pub removal: Option<u32>,
}

/// A slot of a merchant's stock, by its place in [`Stock`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// `cards[i]`.
    Card(usize),
    /// `colorless[i]`.
    Colorless(usize),
    /// `relics[i]`.
    Relic(usize),
    /// `potions[i]`.
    Potion(usize),
    /// The card removal.
    Removal,
}

/// The streams and state a merchant reads, for one player.
pub struct Shopper<'a> {
    /// The player's rewards stream and odds.
    pub rewards: &'a mut Rewards,
    /// The player's `shops` stream.
    pub shops: &'a mut Counted,
    /// The run's relic bags.
    pub bags: &'a mut RunBags,
    /// The player's lobby slot.
    pub player: usize,
    /// The build (v0.107.1's colourless pool and card types differ).
    pub build: Seeding,
}

/// `RoundToInt(base × NextFloat(lo, hi))` in float32, .NET's half-to-even.
pub(crate) fn price(shops: &mut Counted, base: f32, lo: f64, hi: f64) -> u32 {
    let f = (lo + (hi - lo) * shops.next_double()) as f32;
    (base * f).round_ties_even().max(0.0) as u32
}

const SLOTS: [CardType; 5] = [CardType::Attack, CardType::Attack, CardType::Skill, CardType::Skill, CardType::Power];

const fn card_base(rarity: Rarity) -> f32 {
    match rarity {
        Rarity::Rare => 150.0,
        Rarity::Uncommon => 75.0,
        _ => 50.0,
    }
}

/// `GetNextAllowedRarity`, wrapping: Common → Uncommon → Rare → Common.
const fn step(rarity: Rarity) -> Rarity {
    match rarity {
        Rarity::Common => Rarity::Uncommon,
        Rarity::Uncommon => Rarity::Rare,
        _ => Rarity::Common,
    }
}

impl Shopper<'_> {
    /// The stock of a merchant entered on total floor `at.floor` by a
    /// player of `character` at `ascension` who has bought `removals` card
    /// removals before.
    pub fn stock(&mut self, character: Sts2Character, ascension: u8, at: At, removals: u32) -> Stock {
        let sale = self.shops.next_int(5) as usize;
        // The build's pool, as the rewards deal it (v0.107.1's differs).
        let pool = self.rewards.pool();
        let mut taken: Vec<&'static str> = Vec::with_capacity(7);
        let mut cards = Vec::with_capacity(5);
        for (i, &kind) in SLOTS.iter().enumerate() {
            let (card, rarity) = self.character_card(pool, kind, at.players, &taken);
            taken.push(card);
            let mut cost = price(self.shops, card_base(rarity), 0.95, 1.05);
            if i == sale {
                cost = price(self.shops, card_base(rarity), 0.95, 1.05) / 2;
            }
            cards.push(ShopCard { id: card, rarity, on_sale: i == sale, price: cost });
        }
        let mut colorless = Vec::with_capacity(2);
        for rarity in [Rarity::Uncommon, Rarity::Rare] {
            let id = colorless_pick(self.shops, rarity, at.players, self.build, &[]);
            self.rewards.shop_upgrade_roll();
            colorless.push(ShopCard { id, rarity, on_sale: false, price: colorless_price(self.shops, rarity) });
        }
        let rolled = [self.rewards.relic_rarity(), self.rewards.relic_rarity()];
        let mut relics = Vec::with_capacity(3);
        for rarity in [rolled[0], rolled[1], RelicRarity::Shop] {
            let id = self.bags.pull_shop_slot(self.player, rarity, at);
            relics.push(ShopRelic { id, rarity, price: relic_price(self.shops, rarity) });
        }
        let potions = potions(self.shops, character);
        let removal = Some(if ascension >= INFLATION_ASCENSION { 100 + 50 * removals } else { 75 + 25 * removals });
        Stock { cards, colorless, relics, potions, removal }
    }

    /// A character card of type `kind` (`CardFactory.CreateForMerchant`):
    /// the rarity roll on `rewards` (shop odds, the offset left alone),
    /// stepped until the pool has a card of that rarity and type not
    /// `taken`; `shops.NextItem` over those; the upgrade roll on `rewards`.
    fn character_card(&mut self, pool: &[Card], kind: CardType, players: u8, taken: &[&str]) -> (&'static str, Rarity) {
        let open = |c: &Card, r: Rarity| {
            c.rarity == r && card_type_in(c.id, self.build) == kind && c.allowed_for(players) && !taken.contains(&c.id)
        };
        let mut rarity = self.rewards.shop_rarity();
        for _ in 0..3 {
            if pool.iter().any(|c| open(c, rarity)) {
                break;
            }
            rarity = step(rarity);
        }
        let choices: Vec<&Card> = pool.iter().filter(|c| open(c, rarity)).collect();
        let card = self.shops.next_item(&choices).map_or(pool[0].id, |c| c.id);
        self.rewards.shop_upgrade_roll();
        (card, rarity)
    }

    /// The Courier's restock of `slot` after its item was bought
    /// (`MerchantEntry.OnTryPurchase` → `RestockAfterPurchase`, in a
    /// merchant's room while The Courier is held): the slot is filled again
    /// as when the stock was built, drawing on the same streams, and the new
    /// item replaces the old in `stock`:
    ///
    /// * a character card: its rarity roll and upgrade roll on `rewards`, the
    ///   pick and the price on `shops` (never on sale), among the pool's
    ///   cards of the slot's type not in the shop (the bought one included);
    /// * a colourless card: the pick and price on `shops`, the upgrade roll
    ///   on `rewards`, among those of its rarity not in the shop;
    /// * a relic: `RelicFactory.RollRarity` on `rewards`, the back of the
    ///   player's list of that rarity among relics sold in shops (out of the
    ///   shared bag too), the price on `shops`;
    /// * a potion: rarity, pick and price on `shops`, any potion of the
    ///   character's and the shared pools (the restock passes no blacklist);
    /// * the card removal: nothing.
    pub fn restock(&mut self, stock: &mut Stock, slot: Slot, character: Sts2Character, at: At) {
        let taken: Vec<&'static str> = stock.cards.iter().chain(&stock.colorless).map(|c| c.id).collect();
        match slot {
            Slot::Card(i) => {
                let pool = self.rewards.pool();
                let (id, rarity) = self.character_card(pool, SLOTS[i], at.players, &taken);
                stock.cards[i] =
                    ShopCard { id, rarity, on_sale: false, price: price(self.shops, card_base(rarity), 0.95, 1.05) };
            }
            Slot::Colorless(i) => {
                let rarity = stock.colorless[i].rarity;
                let id = colorless_pick(self.shops, rarity, at.players, self.build, &taken);
                self.rewards.shop_upgrade_roll();
                stock.colorless[i] =
                    ShopCard { id, rarity, on_sale: false, price: colorless_price(self.shops, rarity) };
            }
            Slot::Relic(i) => {
                let rarity = self.rewards.relic_rarity();
                let id = self.bags.pull_shop_slot(self.player, rarity, at);
                stock.relics[i] = ShopRelic { id, rarity, price: relic_price(self.shops, rarity) };
            }
            Slot::Potion(i) => {
                let rarity = roll_potion_rarity(self.shops.next_float());
                let choices = potion_options(character, rarity);
                if let Some(&id) = self.shops.next_item(&choices) {
                    stock.potions[i] =
                        ShopPotion { id, rarity, price: price(self.shops, potion_base(rarity), 0.95, 1.05) };
                }
            }
            Slot::Removal => {}
        }
    }
}

/// A relic's base price by rarity: Common 175, Uncommon 225, Rare 275, Shop
/// 200, as the real files' gold spent shows them (13 merchants of
/// v0.107.1-v0.110.1, one Rare: LZD8MB3KXF's Pocketwatch, 243 gold; the
/// spec's decompile reads 200, 250, 300 and 225: 25 more each).
pub const fn relic_base(rarity: RelicRarity) -> f32 {
    match rarity {
        RelicRarity::Common => 175.0,
        RelicRarity::Uncommon => 225.0,
        RelicRarity::Rare => 275.0,
        _ => 200.0,
    }
}

/// A relic's price: its base × `shops.NextFloat(0.85, 1.15)`, rounded.
fn relic_price(shops: &mut Counted, rarity: RelicRarity) -> u32 {
    price(shops, relic_base(rarity), 0.85, 1.15)
}

/// A colourless card of `rarity`: `shops.NextItem` over the colourless
/// pool's cards of it (that of `build`) a lobby of `players` can be offered,
/// not `taken`.
fn colorless_pick(shops: &mut Counted, rarity: Rarity, players: u8, build: Seeding, taken: &[&str]) -> &'static str {
    let pool = colorless_in(build);
    let choices: Vec<&Card> =
        pool.iter().filter(|c| c.rarity == rarity && c.allowed_for(players) && !taken.contains(&c.id)).collect();
    shops.next_item(&choices).map_or(pool[0].id, |c| c.id)
}

/// A colourless card's price: base × 1.15 (86 / 172), × `NextFloat(0.95, 1.05)`.
fn colorless_price(shops: &mut Counted, rarity: Rarity) -> u32 {
    price(shops, (card_base(rarity) * 1.15).round_ties_even(), 0.95, 1.05)
}

/// What a merchant's `shops` stream alone decides (the character cards'
/// rarities and the relic slots' rarities are on `rewards`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShopsAlone {
    /// The two colourless cards.
    pub colorless: Vec<ShopCard>,
    /// Each relic slot's price for each rarity it can hold (Common,
    /// Uncommon, Rare, Shop).
    pub relic_prices: [[u32; 4]; 3],
    /// The three potions.
    pub potions: Vec<ShopPotion>,
}

/// [`ShopsAlone`] from a merchant's `shops` stream: its 28 draws are the
/// sale slot, 5 × (card, price), the sale's price again, the colourless
/// cards and their prices, the 3 relic prices, the potions (`build`'s colourless pool).
pub fn from_shops_alone(shops: &mut Counted, character: Sts2Character, players: u8, build: Seeding) -> ShopsAlone {
    shops.skip(12);
    let colorless = [Rarity::Uncommon, Rarity::Rare]
        .map(|rarity| {
            let id = colorless_pick(shops, rarity, players, build, &[]);
            ShopCard { id, rarity, on_sale: false, price: colorless_price(shops, rarity) }
        })
        .to_vec();
    let rarities = [RelicRarity::Common, RelicRarity::Uncommon, RelicRarity::Rare, RelicRarity::Shop];
    let relic_prices = [(); 3].map(|_| {
        let at = *shops;
        shops.skip(1);
        rarities.map(|r| relic_price(&mut { at }, r))
    });
    ShopsAlone { colorless, relic_prices, potions: potions(shops, character) }
}

/// A potion's base price by rarity: 50 / 75 / 100.
const fn potion_base(rarity: PotionRarity) -> f32 {
    match rarity {
        PotionRarity::Common => 50.0,
        PotionRarity::Uncommon => 75.0,
        PotionRarity::Rare => 100.0,
    }
}

/// A merchant's three potions (`CreateRandomPotionsOutOfCombat(player, 3,
/// shops)`), from its `shops` stream: each a rarity (`NextFloat`) and
/// `NextItem` over the character's and shared potions of it not already in
/// the shop; then each price, `shops.NextFloat(0.95, 1.05)` × 50 / 75 / 100.
pub fn potions(shops: &mut Counted, character: Sts2Character) -> Vec<ShopPotion> {
    let mut picked: Vec<(&'static str, PotionRarity)> = Vec::with_capacity(3);
    for _ in 0..3 {
        let rarity = roll_potion_rarity(shops.next_float());
        let mut choices = potion_options(character, rarity);
        choices.retain(|p| !picked.iter().any(|(q, _)| q == p));
        if let Some(&id) = shops.next_item(&choices) {
            picked.push((id, rarity));
        }
    }
    picked
        .into_iter()
        .map(|(id, rarity)| ShopPotion { id, rarity, price: price(shops, potion_base(rarity), 0.95, 1.05) })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts2::run::streams::Streams;

    /// 14 rewards draws and 28 shops draws per merchant; five typed cards,
    /// no repeats, one on sale.
    #[test]
    fn draws_and_slots() {
        for seed in 0..50u64 {
            let streams = Streams::new(seed);
            let mut rewards = Rewards::new(&streams, Sts2Character::Silent, 10, 0, 1);
            let mut shops = Counted::new(streams.player(0, "shops"));
            let mut bags = RunBags::new(seed, crate::sts2::seed::Seeding::Xxh64, &[Sts2Character::Silent]);
            let mut s =
                Shopper { rewards: &mut rewards, shops: &mut shops, bags: &mut bags, player: 0, build: Seeding::Xxh64 };
            let stock = s.stock(Sts2Character::Silent, 10, At { floor: 5, players: 1 }, 1);
            assert_eq!((rewards.draws(), shops.draws()), (14, SHOPS_DRAWS));
            let types: Vec<CardType> = stock.cards.iter().map(|c| card_type_in(c.id, Seeding::Xxh64)).collect();
            assert_eq!(types, SLOTS);
            assert_eq!(stock.cards.iter().filter(|c| c.on_sale).count(), 1);
            assert_eq!(stock.removal, Some(150));
            assert_eq!(stock.relics[2].rarity, RelicRarity::Shop);
        }
    }
}
