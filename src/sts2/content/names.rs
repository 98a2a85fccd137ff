//! Readable names of the content's ids as `'static` strings, for the map
//! model and the search's vocabulary: every character's reward cards
//! ([`card_pools::card_name`]) and every pooled relic
//! ([`relic_pools::name`]) and the act 2-3 Ancients' relics
//! ([`ancients::names`]); any other id is named by the run tables
//! (`run::names::name`).

use std::collections::HashMap;
use std::sync::OnceLock;

use super::{ancients, card_pools, relic_pools};
use crate::options::Sts2Character;
use crate::sts2::run::names;

/// Every card of the five characters' reward pools, without repeats, in
/// pool order.
pub fn reward_card_ids() -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    for c in Sts2Character::ALL {
        for card in card_pools::character_pool(c) {
            if !out.contains(&card.id) {
                out.push(card.id);
            }
        }
    }
    out
}

fn table() -> &'static HashMap<&'static str, &'static str> {
    static TABLE: OnceLock<HashMap<&'static str, &'static str>> = OnceLock::new();
    TABLE.get_or_init(|| {
        // A finite set of ids, built once: the names live for the program.
        let cards = reward_card_ids().into_iter().map(|id| (id, card_pools::card_name(id)));
        let relics = relic_pools::all_relics().map(|r| (r.id, relic_pools::name(r.id)));
        let mut t: HashMap<&'static str, &'static str> =
            cards.chain(relics).map(|(id, n)| (id, &*Box::leak(n.into_boxed_str()))).collect();
        t.extend(ancients::names::NAMES.iter().copied());
        t
    })
}

/// The readable name of a card, relic or run id (`CARD.POMMEL_STRIKE` →
/// "Pommel Strike", `RELIC.GIRYA` → "Girya"); an unknown id is returned
/// unchanged.
pub fn name(id: &'static str) -> &'static str {
    table().get(id).copied().unwrap_or_else(|| names::name(id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_relics_and_run_ids_are_named() {
        assert_eq!(name("CARD.POMMEL_STRIKE"), "Pommel Strike");
        assert_eq!(name("RELIC.DOLLYS_MIRROR"), "Dolly's Mirror");
        assert_eq!(name("ENCOUNTER.SOUL_FYSH_BOSS"), "Soul Fysh");
        assert_eq!(name("CARD.NOT_A_CARD"), "CARD.NOT_A_CARD");
        assert_eq!(name("RELIC.BLOOD_SOAKED_ROSE"), "Blood-Soaked Rose");
        assert_eq!(name("RELIC.TANXS_WHISTLE"), "Tanx's Whistle");
        assert!(reward_card_ids().len() > 300);
    }
}
