//! The names a filter can compare with, for the search panel's suggestions
//! (`filter_names`): each game's bosses, fights, buffs, acts, Ancients,
//! events and Neow's relics.

use super::{Kind, Quantity};
use crate::map::Buff;
use crate::search::vocab;

/// The names a filter can compare with, as the game shows them: what the
/// search panel offers as suggestions (the engine, not the page, knows them).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "FilterNames", missing_as_null))]
pub struct Vocabulary {
    /// Room kinds K of `max(K)`, `min(K)`, `count(K)`.
    pub kinds: Vec<&'static str>,
    /// Every boss (for `boss`, `boss2`).
    pub bosses: Vec<&'static str>,
    /// Every normal and elite encounter (for `fight(N)`, `elite(N)`).
    pub fights: Vec<&'static str>,
    /// The burning elite's buffs (for `burning.buff`).
    pub buffs: Vec<&'static str>,
    /// Slay the Spire 2's names.
    pub sts2: Sts2Vocabulary,
}

/// Slay the Spire 2's names, as the page shows them.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
pub struct Sts2Vocabulary {
    /// The acts (for `act`).
    pub acts: Vec<&'static str>,
    /// The bosses (for `boss`, `boss2`).
    pub bosses: Vec<&'static str>,
    /// The Ancients (for `ancient`).
    pub ancients: Vec<&'static str>,
    /// The normal encounters (for `fight(N)`).
    pub fights: Vec<&'static str>,
    /// The elite encounters (for `elite(N)`).
    pub elites: Vec<&'static str>,
    /// The events (for `event(N)`).
    pub events: Vec<&'static str>,
    /// Neow's relics (for `neow has`).
    pub neow: Vec<&'static str>,
}

/// The filter language's names (see [`Vocabulary`]).
pub fn vocabulary() -> Vocabulary {
    use crate::sts1::encounters as e;
    let mut bosses: Vec<&'static str> = e::BOSSES.iter().flatten().copied().collect();
    bosses.push(e::ACT4_BOSS);
    let mut fights = e::all_encounter_names();
    fights.sort_unstable();
    fights.dedup();
    Vocabulary {
        kinds: Kind::NAMES.iter().map(|(n, _)| *n).collect(),
        bosses,
        fights,
        buffs: [Buff::Strength, Buff::MaxHp, Buff::Metallicize, Buff::Regenerate].iter().map(|b| b.label()).collect(),
        sts2: {
            use vocab::sts2_names as n;
            Sts2Vocabulary {
                acts: n(&Quantity::Act),
                bosses: n(&Quantity::Boss),
                ancients: n(&Quantity::Ancient),
                fights: n(&Quantity::Fight(1)),
                elites: n(&Quantity::Elite(1)),
                events: n(&Quantity::Event(1)),
                neow: n(&Quantity::Neow),
            }
        },
    }
}
