//! The relic grab bags that open the UpFront stream (spec sts2-run.md §4).
//! Only their draw count matters here: each bag buckets its relics by rarity
//! and `UnstableShuffle`s every bucket, `n - 1` draws per bucket of `n`.
//!
//! * the shared bag (once): Uncommon 30, Common 25, Rare 35, Shop 25, Event 1,
//!   Ancient 2 → 112 draws;
//! * each player's bag, in lobby order (§8): Uncommon 32, Common 26, Rare 38,
//!   Shop 26 → 118 draws (every character's pool has the same rarity counts).
//!
//! Total `112 + 118 × players` (230 single player), for a mature profile
//! (unrevealed relic epochs shrink the bags, §12). The bags themselves, in
//! the same order of draws: `crate::sts2::content::relic_bag` (its tests
//! check that its shuffles take exactly these draws).

use crate::options::Sts2Character;
use crate::options::Sts2Profile;
use crate::sts2::content::relic_pools::{character_pool, PoolRelic, Rarity, SHARED_POOL};

/// The shared bag's rarity bucket sizes, first-seen order (§4).
pub const SHARED_BAG: [u32; 6] = [30, 25, 35, 25, 1, 2];
/// One player's bag's rarity bucket sizes (§4).
pub const PLAYER_BAG: [u32; 4] = [32, 26, 38, 26];

/// The draws shuffling a bag with these bucket sizes takes.
pub const fn bag_draws(buckets: &[u32]) -> u32 {
    let mut sum = 0;
    let mut i = 0;
    while i < buckets.len() {
        sum += buckets[i].saturating_sub(1);
        i += 1;
    }
    sum
}

/// The UpFront draws of the relic bags of a run with `players` players.
pub const fn relic_bag_draws(players: u8) -> u32 {
    bag_draws(&SHARED_BAG) + bag_draws(&PLAYER_BAG) * players as u32
}

/// The draws shuffling a bag filled with `relics`: one bucket per rarity,
/// `n - 1` draws per bucket of `n` (the bucket order does not change the
/// count).
fn pool_draws<'a>(relics: impl Iterator<Item = &'a PoolRelic>) -> u32 {
    let mut counts = [0u32; 7];
    for r in relics {
        counts[r.rarity as usize] += 1;
    }
    counts.iter().map(|n| n.saturating_sub(1)).sum()
}

/// The UpFront draws of the relic bags for `profile`, one player per entry
/// of `characters` (at least one: an empty slice is one Ironclad). The
/// pools lose the relics of the profile's unrevealed relic epochs (§12,
/// `RelicPoolModel.GetUnlockedRelics`): the shared bag is the shared pool
/// unfiltered by rarity, each player's the shared pool and that
/// character's, kept to Common, Uncommon, Rare and Shop. Every player's bag
/// uses the same profile (one account; a lobby's other players' profiles
/// are not modelled). The mature profile gives [`relic_bag_draws`].
pub fn relic_bag_draws_with(profile: &Sts2Profile, characters: &[Sts2Character]) -> u32 {
    if profile.is_mature() {
        // Every character's pool has the same rarity counts (§4).
        return relic_bag_draws(characters.len().clamp(1, usize::from(u8::MAX)) as u8);
    }
    let shared = || SHARED_POOL.iter().filter(|r| profile.relic_allowed(r.id));
    let player = |c: Sts2Character| {
        pool_draws(
            shared()
                .chain(character_pool(c).iter().filter(|r| profile.relic_allowed(r.id)))
                .filter(|r| r.rarity.in_player_bag()),
        )
    };
    let players: u32 = if characters.is_empty() {
        player(Sts2Character::Ironclad)
    } else {
        characters.iter().map(|&c| player(c)).sum()
    };
    pool_draws(shared()) + players
}

/// The rarity index [`pool_draws`] buckets by (all seven rarities).
const _: () = assert!(Rarity::Starter as usize == 6);

#[cfg(test)]
mod tests {
    use super::*;

    /// §4: 112 + 118 × players.
    #[test]
    fn draw_counts_of_the_spec() {
        assert_eq!(bag_draws(&SHARED_BAG), 112);
        assert_eq!(bag_draws(&PLAYER_BAG), 118);
        assert_eq!(relic_bag_draws(1), 230);
        assert_eq!(relic_bag_draws(3), 112 + 3 * 118);
    }

    /// A profile with every relic epoch revealed (read from a file, so the
    /// pools are filtered, not short-cut) gives the spec's counts for every
    /// character (§4: 112 shared, 118 per player); so does the mature one.
    #[test]
    fn the_full_pools_give_the_spec_counts() {
        let epochs: Vec<String> = crate::options::sts2_profile::RELIC_EPOCH_GATES
            .iter()
            .map(|(e, _)| format!(r#"{{"id": "{e}", "state": "revealed"}}"#))
            .collect();
        let all = Sts2Profile::from_progress_save(&format!(r#"{{"epochs": [{}]}}"#, epochs.join(","))).unwrap();
        for p in [Sts2Profile::mature(), all] {
            for c in Sts2Character::ALL {
                assert_eq!(relic_bag_draws_with(&p, &[c]), 230, "{c:?}");
            }
            assert_eq!(relic_bag_draws_with(&p, &[]), 230);
            let duo = [Sts2Character::Ironclad, Sts2Character::Defect];
            assert_eq!(relic_bag_draws_with(&p, &duo), relic_bag_draws(2));
        }
    }

    /// No relic epoch: the shared pool loses 15 relics (Relic1-5: Rare 7,
    /// Uncommon 6, Common 2 by S6's rarities), each character pool 6; the
    /// counts below are worked out by hand from those tables.
    #[test]
    fn no_relic_epoch_shrinks_every_bucket_by_hand_counts() {
        let none = Sts2Profile::from_progress_save(r#"{"epochs": []}"#).unwrap();
        // Shared: Uncommon 30-6, Common 25-2, Rare 35-7, Shop 25, Event 1,
        // Ancient 2 → 23+22+27+24+0+1 = 97.
        // Ironclad loses Common 1 (Red Skull), Uncommon 2 (Paper Phrog,
        // Self-Forming Clay), Rare 3: its pool keeps Shop 1 (Brimstone), so
        // the player bag is Uncommon 24, Common 23, Rare 28, Shop 26 →
        // 23+22+27+25 = 97.
        assert_eq!(relic_bag_draws_with(&none, &[Sts2Character::Ironclad]), 97 + 97);
        // Every character's 3- and 6-epochs remove the same rarities
        // (Common 1, Uncommon 2, Rare 3), so every bag is the same size.
        for c in Sts2Character::ALL {
            assert_eq!(relic_bag_draws_with(&none, &[c]), 194, "{c:?}");
        }
    }
}
