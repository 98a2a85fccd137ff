//! The first shop's relic that the seed fixes whatever the route (spec
//! sts1-events-shops.md §5), what the seed search's `shop.relic = NAME`
//! reads for Slay the Spire.
//!
//! A shop's third relic is of the Shop tier, popped from the **end** of the
//! shuffled Shop pool (`returnEndRandomRelicKey`). Only shops touch that
//! pool: rewards roll common, uncommon or rare, Neow and the events take from
//! those pools, the boss chests from the boss pool. And no Shop-tier relic's
//! `canSpawn` reads the run in a shop: The Courier never spawns there (it
//! is thrown away and the next relic taken), every other one always does.
//! So the first shop the run enters (a shop room or a `?` that became one,
//! in any act) sells the same Shop-tier relic whatever the route, for the
//! seed and the character (the pool holds the character's own).
//!
//! Its other two relics are not fixed: their tiers are (merchantRng is drawn
//! by shops alone, so the first shop's draws are a fresh `Random(seed)`'s),
//! but the common, uncommon and rare pools' ends move with the route — a
//! reward that takes a pool's front relic when it cannot spawn (a bottle
//! with no matching card in the deck, a third campfire relic, Tiny Chest
//! after floor 35, …) takes the pool's end instead
//! ([`RelicPools::take`]), and how many such rewards come before the first
//! shop is the route's. Its cards (cardRng) and potions (potionRng) follow
//! the fights before it.

use super::relic_pools::{RelicPools, RelicTier, SpawnContext};
use super::Character;

/// The Shop-tier relic of the first shop in a run of `seed` with
/// `character` (its third relic), as `.run` files write it.
pub fn first_shop_relic(seed: i64, character: Character) -> &'static str {
    RelicPools::new(seed, character).take_end(RelicTier::Shop, &SpawnContext { in_shop: true, ..SpawnContext::NEOW })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts1::content::relic_pools::{base_pool, can_spawn};
    use crate::sts1::content::run::{shop::enter, RunState};

    #[test]
    fn no_shop_relic_reads_the_run_in_a_shop() {
        for c in Character::ALL {
            for relic in base_pool(c, RelicTier::Shop) {
                let spawns: Vec<bool> = [(0, 0, false), (30, 2, true), (50, 0, true), (60, 2, false)]
                    .into_iter()
                    .map(|(floor, campfire_relics, deck)| {
                        let ctx = SpawnContext {
                            floor,
                            in_shop: true,
                            campfire_relics,
                            non_basic_attack: deck,
                            non_basic_skill: deck,
                            power: deck,
                        };
                        can_spawn(relic, &ctx)
                    })
                    .collect();
                assert!(spawns.iter().all(|&s| s == (relic != "The Courier")), "{relic}: {spawns:?}");
            }
        }
    }

    #[test]
    fn the_first_shop_of_a_walk_sells_it_whatever_came_before() {
        for seed in [1i64, 42, -7_000_000_001, 123_456_789, 673_465_884_448] {
            for character in Character::ALL {
                let relic = first_shop_relic(seed, character);
                // Straight in, and after three elites' relics from the fronts on floor 40
                // (a bottle or Tiny Chest there cannot spawn: the pool's end is taken instead).
                let mut s = RunState::new(seed, character, 0, None, None, false);
                assert_eq!(enter(&mut s.clone(), 5).relics[2].id, relic, "{seed} {character:?}");
                for tier in [RelicTier::Common, RelicTier::Uncommon, RelicTier::Rare] {
                    let ctx = s.spawn_context(40, false);
                    let r = s.relics.reward(tier, &ctx);
                    s.obtain(r);
                }
                assert_eq!(enter(&mut s, 41).relics[2].id, relic, "{seed} {character:?}");
            }
        }
    }
}
