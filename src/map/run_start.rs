//! What `run_start` gives beside the maps (Slay the Spire 1's `RunStartSet`
//! with Neow's options), and the Ancients' offers and Neow's gifts a walk
//! shows (Slay the Spire 2).

use super::rewards::Card;
use super::Game;
use serde::Serialize;

/// The result of `run_start` (Slay the Spire 1): what the run start gives
/// for the seed and the options' character and choices, beside the maps of
/// `generate_map`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct RunStartSet {
    /// Which game.
    pub game: Game,
    /// The canonical seed string.
    pub seed: String,
    /// The seed's number in decimal.
    pub seed_value: String,
    /// The ascension level.
    pub ascension: u8,
    /// The character, as `.run` files write `character_chosen` (`IRONCLAD`,
    /// `THE_SILENT`, `DEFECT`, `WATCHER`).
    pub character: &'static str,
    /// Neow's options at the start of act 1, in the order offered.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "NeowOffer[]"))]
    pub neow: Vec<NeowOffer>,
    /// The boss chests' three relics, act 1's then act 2's, in the order the
    /// game takes them, ids as `.run` files write them (a spoiler: empty
    /// without spoilers).
    pub boss_relics: Vec<Vec<&'static str>>,
    /// What the predictions assume that the seed does not decide (the
    /// character, the kind of Neow, the option taken, the picks), one
    /// sentence each.
    pub assumptions: Vec<String>,
    /// Notes about the seed (a trial key, …).
    pub warnings: Vec<String>,
}

/// StS1: one of Neow's options, named as `.run` files write `neow_bonus` and
/// `neow_cost`, with what it gives where the seed fixes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct NeowOffer {
    /// The reward (`THREE_CARDS`, `BOSS_RELIC`, …).
    pub bonus: &'static str,
    /// Its drawback (`NONE`, `CURSE`, …).
    pub cost: &'static str,
    /// The relic the reward gives, where the seed fixes it (the boss relic of
    /// `BOSS_RELIC`); a spoiler, left out without spoilers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub relic: Option<&'static str>,
    /// The cards the reward offers or gives, where the seed fixes them (a
    /// card or colourless card choice, a random rare card); a spoiler.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Card[]"))]
    pub cards: Option<Vec<Card>>,
}

/// StS2: one way an Ancient's offer can come out: its relics in the order
/// offered, and the run state it needs (serialised `{"ids": ["RELIC.X", …],
/// "names": ["X", …], "requires": null}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
pub struct AncientOffer {
    /// The relics' ids, as `.run` files write them (`RELIC.GLASS_EYE`).
    pub ids: Vec<&'static str>,
    /// Their names.
    pub names: Vec<&'static str>,
    /// `null` when the offer does not depend on the run; else what the run
    /// must hold for the offer to come out this way, in words.
    pub requires: Option<String>,
}

/// StS2: what one of Neow's options gives when taken, where the seed fixes
/// it (serialised `{"relic": "RELIC.X", "name": "X", "what": "…", "cards":
/// […], "relics": […], "potions": […], "gold": null, "rewardsDraws": 0}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct NeowGift {
    /// The option's relic id (`RELIC.GOLDEN_PEARL`).
    pub relic: &'static str,
    /// Its name.
    pub name: &'static str,
    /// What it gives, in one sentence (which cards are added and which
    /// offered; what is not predicted).
    pub what: String,
    /// Cards added or offered (`what` says which).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Card[]"))]
    pub cards: Vec<Card>,
    /// Relics added or offered (ids).
    pub relics: Vec<&'static str>,
    /// Potions added (ids).
    pub potions: Vec<&'static str>,
    /// Gold gained.
    pub gold: Option<u32>,
    /// Its draws on the player's rewards stream (`null`: not known).
    pub rewards_draws: Option<u32>,
}

impl RunStartSet {
    /// Leaves out what the seed decides that a player cannot see before
    /// choosing: what Neow's options would give, and the boss chests.
    pub fn hide_spoilers(&mut self) {
        self.boss_relics.clear();
        for offer in &mut self.neow {
            offer.relic = None;
            offer.cards = None;
        }
    }
}
