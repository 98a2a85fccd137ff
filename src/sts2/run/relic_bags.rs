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
}
