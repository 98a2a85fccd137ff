//! The burning (Emerald Key) elite and its buff.
//!
//! In acts 1-3 the elite nodes are listed row by row from the bottom, left to
//! right inside a row; the first `mapRng` call after the room shuffle,
//! `random(0, len - 1)`, picks the burning one, and the next, `random(0, 3)`,
//! its buff (the game rolls it when that fight starts, and nothing draws from
//! `mapRng` in between). Reference: spec sts1.md §5.

use super::grid::{kind, Grid, HEIGHT};
use crate::map::Buff;
use crate::rng::GameRandom;

/// The burning elite as the generator picks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EmeraldElite {
    /// Column.
    pub x: u8,
    /// Row.
    pub y: u8,
    /// How many elite nodes it was picked from.
    pub elite_nodes: u8,
    /// The buff roll `mapRng.random(0, 3)`.
    pub buff_roll: u8,
}

impl EmeraldElite {
    /// The buff for the roll (0 Strength, 1 Max HP, 2 Metallicize, 3 Regenerate).
    pub const fn buff(&self) -> Buff {
        match self.buff_roll {
            0 => Buff::Strength,
            1 => Buff::MaxHp,
            2 => Buff::Metallicize,
            _ => Buff::Regenerate,
        }
    }

    /// The buff's amount in act `act` (Strength `act + 1`, +25% max HP,
    /// Metallicize `act * 2 + 2`, Regenerate `act * 2 + 1`).
    pub const fn amount(&self, act: u8) -> u8 {
        match self.buff() {
            Buff::Strength => act + 1,
            Buff::MaxHp => 25,
            Buff::Metallicize => act * 2 + 2,
            Buff::Regenerate => act * 2 + 1,
        }
    }
}

/// `setEmeraldElite()` and the buff roll: pick one of the elite nodes (row by
/// row, left to right) with `mapRng.random(0, n - 1)`, then the buff is the
/// next draw, `mapRng.random(0, 3)`.
///
/// Returns `None` for an act without elites (the game would crash there; it
/// has never been observed).
pub fn pick(grid: &Grid, rng: &mut GameRandom) -> Option<EmeraldElite> {
    let mut rows = [0u8; HEIGHT];
    let mut n = 0;
    for (y, row) in rows.iter_mut().enumerate() {
        *row = grid.kind_mask(y, kind::ELITE);
        n += row.count_ones();
    }
    if n == 0 {
        return None;
    }
    // At most 105 nodes, so the pick can use the multiplying remainder.
    let mut k = grid_index(rng.random_range_small(0, n as i32 - 1));
    let buff_roll = rng.random_range(0, 3) as u8;
    let (mut x, mut y) = (0, 0);
    for (r, &row) in rows.iter().enumerate() {
        let count = row.count_ones() as usize;
        if k < count {
            let mut m = row;
            for _ in 0..k {
                m &= m - 1;
            }
            (x, y) = (m.trailing_zeros() as u8, r as u8);
            break;
        }
        k -= count;
    }
    Some(EmeraldElite { x, y, elite_nodes: n as u8, buff_roll })
}

/// A non-negative draw as an index.
fn grid_index(v: i32) -> usize {
    debug_assert!(v >= 0);
    v as usize
}
