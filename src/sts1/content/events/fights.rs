//! The events that start a fight (spec sts1-events-shops.md §4): the
//! fight's relic is put in the rewards before it (a pool's front: Dead
//! Adventurer a relicRng tier, Mysterious Sphere and Mind Bloom a rare, the
//! Colosseum's nobs a rare then an uncommon), its gold is miscRng's (no
//! persistent draw), then the potion roll and the card reward as after any
//! fight in an event room ([`fight`](super::super::run::fight)).
//!
//! | event | option | fights |
//! |---|---|---|
//! | Dead Adventurer | searched into a fight (`fought`) | relic (tier on relicRng) if not found before, fight |
//! | Mushrooms | `Fought Mushrooms` | fight (Odd Mushroom: not a pool relic) |
//! | Masked Bandits | `Fought Bandits` | fight (Red Mask) |
//! | Mysterious Sphere | `Fight` | rare relic, fight |
//! | MindBloom | `Fight` | rare relic, fight |
//! | Colosseum | `Fight` (the slavers, no reward screen), `Fought Nobs` (both) | slavers: potion roll only; nobs: rare + uncommon relic, fight |

use super::{EventChoice, EventDraws};
use crate::sts1::content::relic_pools::RelicTier;
use crate::sts1::content::run::fight::{fight, FightEnd, FightKind};
use crate::sts1::content::run::RunState;

/// The fights event `id` starts with `choice` on `floor`; `false` when the
/// event has no fight or the option did not fight.
pub fn event_fights(s: &mut RunState, floor: u16, id: &str, choice: &EventChoice, out: &mut EventDraws) -> bool {
    let option = choice.option.as_str();
    let relic_first: &[RelicTier] = match (id, option) {
        ("Dead Adventurer", _) if choice.fought => {
            if choice.relic {
                let ctx = s.spawn_context(floor, false);
                out.relics.push(s.relics.tier_relic(&ctx));
            }
            &[]
        }
        ("Mushrooms", "Fought Mushrooms") | ("Masked Bandits", "Fought Bandits") => &[],
        ("Mysterious Sphere" | "MindBloom", "Fight") => &[RelicTier::Rare],
        ("Colosseum", "Fight" | "Fought Nobs") => {
            // The slavers: no reward screen, the potion still drawn.
            out.fights.push(fight(s, floor, FightKind::Event, FightEnd::NoRewards));
            if option == "Fight" {
                return true;
            }
            &[RelicTier::Rare, RelicTier::Uncommon]
        }
        _ => return false,
    };
    for &tier in relic_first {
        let ctx = s.spawn_context(floor, false);
        out.relics.push(s.relics.reward(tier, &ctx));
    }
    out.fights.push(fight(s, floor, FightKind::Event, FightEnd::Won));
    for r in out.relics.clone() {
        s.obtain(r);
    }
    true
}
