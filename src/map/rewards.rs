//! The rewards a walk or a run start shows, either game: cards and card
//! rewards, the potion roll after a fight, chests and named relics.

use serde::Serialize;

/// A card as a reward or an offer shows it, either game. Serialises as
/// `{"id": "Pommel Strike", "name": "Pommel Strike", "upgraded": false}`;
/// StS1 `.run` files write an upgraded card as its id followed by `+1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Card {
    /// The id the game's run files write.
    pub id: &'static str,
    /// The name the game shows.
    pub name: &'static str,
    /// Whether the card comes upgraded.
    pub upgraded: bool,
}

impl Card {
    /// The card as StS1 `.run` files write it: the id, with `+1` when upgraded.
    pub fn run_name(&self) -> String {
        if self.upgraded {
            format!("{}+1", self.id)
        } else {
            self.id.to_string()
        }
    }
}

/// One card reward: the cards offered, in the order shown. Serialises as
/// `{"cards": [...]}`, with `"source": {"id", "name"}` when something
/// other than the room itself gave it (a relic, a card).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct CardReward {
    /// The cards (StS1: 3 normally; 4 with Question Card, 1 with Busted Crown).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Card[]"))]
    pub cards: Vec<Card>,
    /// What gave this reward beside the room's own (Prayer Wheel, White
    /// Star, The Hunt, Glass Eye, Sea Glass); absent for the room's own.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub source: Option<RewardSource>,
}

impl CardReward {
    /// The room's own reward of `cards`.
    pub fn new(cards: Vec<Card>) -> Self {
        CardReward { cards, source: None }
    }

    /// This reward as given by `id` (`name`), not by the room itself.
    pub fn given_by(self, id: &'static str, name: &str) -> Self {
        CardReward { source: Some(RewardSource { id, name: name.to_string() }), ..self }
    }
}

/// What gave a card reward: a relic or a card, as run files write its id
/// (StS2 `RELIC.PRAYER_WHEEL`, `CARD.THE_HUNT`; StS1 `Prayer Wheel`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct RewardSource {
    /// The relic's or card's id.
    pub id: &'static str,
    /// The name the game shows.
    pub name: String,
}

/// StS2 multiplayer: one player's card reward of a fight and its potion
/// roll (each player's own, docs/sts2-content.md).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct PlayerCardReward {
    /// The player, 1-based in lobby order.
    pub player: u8,
    /// Their character, as `.run` files write it (`CHARACTER.SILENT`).
    pub character: &'static str,
    /// The cards offered.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Card[]"))]
    pub cards: Vec<Card>,
    /// Whether a potion drops (which one is not predicted).
    pub potion: PotionRoll,
    /// The card rewards cards and relics added (The Hunt's, Prayer Wheel's,
    /// White Star's), as `FloorStep::extra_card_rewards`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub extra: Vec<CardReward>,
}

/// StS2 multiplayer: what one player of the lobby gets in a room besides
/// cards: an elite's relic, their chest's relic, their merchant's stock,
/// and their gold after it (each player has their own; docs/sts2-content.md).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct PlayerRoom {
    /// The player, 1-based in lobby order.
    pub player: u8,
    /// Their character, as `.run` files write it (`CHARACTER.SILENT`).
    pub character: &'static str,
    /// The relics the room gives them (an elite's, a chest's), in order.
    pub relics: Vec<NamedRelic>,
    /// Their merchant's whole stock with prices, at a merchant.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shop: Option<crate::map::ShopShown>,
    /// Their gold after the room, where their walk knows it exactly.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gold: Option<i64>,
    /// At an Ancient: every way it can offer them its relics (their own
    /// offer, drawn on their slot's stream), as `FloorStep::ancient_offers`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ancient_offers: Option<Vec<crate::map::AncientOffer>>,
    /// At Neow: what each of their options gives them, as
    /// `FloorStep::neow_gifts`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub neow_gifts: Option<Vec<crate::map::NeowGift>>,
}

/// StS1: the potion roll after a fight: whether the reward holds a potion,
/// and which. Serialises as `{"dropped": false}` or `{"dropped": true, "id":
/// "SteroidPotion", "name": "Flex Potion"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct PotionRoll {
    /// A potion dropped.
    pub dropped: bool,
    /// Its id, as `.run` files write `potions_obtained`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<&'static str>,
    /// Its name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<&'static str>,
}

/// StS1: a treasure room's chest: its size, the relic tier, whether it
/// holds gold, and the relic (with Matryoshka's extra one before it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct ChestReward {
    /// `small`, `medium` or `large`.
    pub size: &'static str,
    /// `common`, `uncommon` or `rare`.
    pub tier: &'static str,
    /// The chest holds gold too.
    pub gold: bool,
    /// The relic, as `.run` files write it.
    pub relic: &'static str,
    /// Matryoshka's relic, taken before the chest's own.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extra: Option<&'static str>,
}

/// A treasure room's chest along a walked route, in its game's own form
/// (serialised untagged: the game's fields only).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum Chest {
    /// Slay the Spire: size, tier, gold, relic (and Matryoshka's).
    Sts1(ChestReward),
    /// Slay the Spire 2: the rarity rolled and the relic.
    Sts2(Sts2Chest),
}

/// StS2: what a chest holds for the player: the rarity its roll gave and
/// the relic (serialised `{"rarity": "uncommon", "relicId":
/// "RELIC.GIRYA", "relic": "Girya"}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Sts2Chest {
    /// `common`, `uncommon` or `rare`.
    pub rarity: &'static str,
    /// The relic's id, as `.run` files write it (`RELIC.GIRYA`).
    pub relic_id: &'static str,
    /// Its name.
    pub relic: String,
}

/// StS2: a relic by id and name (`{"id": "RELIC.X", "name": "X"}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct NamedRelic {
    /// The id, as `.run` files write it.
    pub id: &'static str,
    /// The name.
    pub name: String,
}
