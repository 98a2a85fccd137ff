//! What a walk shows of an event room and a merchant (Slay the Spire 2):
//! `event: {id, name}` or `event: {branches: [{id, name, requires}]}`, and
//! `shop: {cards, colorless, relics, potions, removal}` (docs/sts2-content.md).

use serde::Serialize;

/// The event a `?` room becomes: one, or every event it can be with what
/// each needs of the run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum EventShown {
    /// The run's state decides it.
    One {
        /// The id, as `.run` files write it (`EVENT.TEA_MASTER`).
        id: &'static str,
        /// A readable name.
        name: String,
    },
    /// It depends on something the walk does not know.
    Branches {
        /// Each event it can be.
        branches: Vec<EventBranchShown>,
    },
}

/// One event a room can become.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct EventBranchShown {
    /// The id.
    pub id: &'static str,
    /// A readable name.
    pub name: String,
    /// What the run must meet for it, in words ("at least 150 gold").
    pub requires: String,
}

impl EventShown {
    /// The ids it can be, in order.
    pub fn ids(&self) -> Vec<&'static str> {
        match self {
            EventShown::One { id, .. } => vec![id],
            EventShown::Branches { branches } => branches.iter().map(|b| b.id).collect(),
        }
    }
}

/// A card on a merchant's shelf.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct ShopCardShown {
    /// The id (`CARD.IRON_WAVE`).
    pub id: &'static str,
    /// A readable name.
    pub name: String,
    /// Whether it is upgraded (a merchant's never are, absent relics).
    pub upgraded: bool,
    /// Whether it is the sale card (half price).
    pub on_sale: bool,
    /// The price in gold (from the decompiled code; `.run` files do not record prices).
    pub price: u32,
}

/// A relic or potion on a merchant's shelf.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct ShopItemShown {
    /// The id.
    pub id: &'static str,
    /// A readable name.
    pub name: String,
    /// The price in gold.
    pub price: u32,
}

/// A merchant's stock. `colorless` and `potions` are `null` where the
/// engine does not establish them (the walk's `assumptions` say why).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct ShopShown {
    /// The five character cards.
    pub cards: Vec<ShopCardShown>,
    /// The two colourless cards.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "ShopCardShown[] | null"))]
    pub colorless: Option<Vec<ShopCardShown>>,
    /// The three relics.
    pub relics: Vec<ShopItemShown>,
    /// The three potions.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "ShopItemShown[] | null"))]
    pub potions: Option<Vec<ShopItemShown>>,
    /// The card removal price (none at the Fake Merchant).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "number | null"))]
    pub removal: Option<u32>,
}

/// Slay the Spire 2: what a run file records of one map point, for a walk
/// that follows the file: the state before it (gold, HP, potions held), the
/// event it became and the options taken, a merchant's stock.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordedRoom {
    /// The run's floor.
    pub floor: u16,
    /// The event the room became (`EVENT.…`), if one.
    pub event: Option<String>,
    /// The options taken (the segments of `event_choices`).
    pub options: Vec<String>,
    /// The gold before the room.
    pub gold: i64,
    /// `(CurrentHp, MaxHp)` before the room.
    pub hp: (i64, i64),
    /// The potions held before the room.
    pub potions: u32,
    /// A merchant's stock as recorded: every card, relic and potion offered
    /// or bought.
    pub stock: Vec<String>,
    /// What a merchant sold (`cards_gained`, `bought_relics`,
    /// `bought_potions` ids, and `purge` for a card removed), in the
    /// route's `purchases` form.
    pub purchases: Vec<String>,
    /// The gold the room changed, as recorded: `gold_gained` less
    /// `gold_spent`, `gold_lost` and `gold_stolen`.
    pub gold_change: i64,
    /// The gold after the room (`current_gold`), if recorded.
    pub gold_after: Option<i64>,
    /// At an Ancient: the relic the player took (`RELIC.…`, Orobas' Sea
    /// Glass as `RELIC.SEA_GLASS`), if recorded.
    pub ancient: Option<String>,
    /// At an Ancient: what it offered the player (`ancient_choice`, relic
    /// ids in offer order, as `ancient` writes them).
    pub offered: Vec<String>,
    /// The cards the room added to the deck (`cards_gained` ids).
    pub gained: Vec<String>,
    /// The relics the room gave or sold (`relic_choices` picked, `RELIC.…`).
    pub relics: Vec<String>,
    /// The card rewards the room offered (its `card_choices`, three cards
    /// each; none at a merchant).
    pub card_rewards: u8,
    /// At a rest site: what the player did (`rest_site_choices`' first:
    /// `HEAL`, `SMITH`, …).
    pub rest: Option<String>,
    /// Every card the room offered (`card_choices`, any room: a merchant's
    /// stock and an Orrery's rewards too), `+1` after an upgraded one.
    pub cards_offered: Vec<String>,
    /// A fight's reward held a potion (`potion_choices`, Petrified Toad's
    /// token apart).
    pub reward_potion: bool,
    /// In a lobby: the other players' records of the point, in lobby order
    /// (each with no `others` of its own).
    pub others: Vec<RecordedRoom>,
}
