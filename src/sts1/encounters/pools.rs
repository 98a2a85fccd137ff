//! The encounter pools of Slay the Spire's three acts (spec sts1.md §6.2,
//! §6.3) and what drawing from them needs, worked out at compile time: every
//! encounter's id, each pool's cumulative thresholds and roll table, the
//! roll itself, and the strong fights a weak one excludes.

/// One weighted encounter of a pool, in the game's sorted order.
pub(super) type Entry = (&'static str, f32);

/// A pool, listed in the game's order after its stable ascending sort by
/// weight, with what its rolls need worked out at compile time: the
/// cumulative `f32` thresholds of `MonsterInfo.roll` (§6.2; the same `f32`
/// operations in the same order as the game, so the same values), the same
/// thresholds as a table on the 24 bits a float draw is made of
/// ([`limits`], [`RollTable`]), and each entry's encounter id ([`ENCOUNTERS`]), equal
/// exactly where the names are equal (so the repeat rules compare ids).
pub(super) struct Pool {
    pub(super) entries: &'static [Entry],
    #[cfg_attr(not(test), allow(dead_code))] // the spec table, pinned by a test
    pub(super) thresholds: &'static [f32],
    #[cfg_attr(not(test), allow(dead_code))] // the ids are in the table; the tests check them
    pub(super) ids: &'static [u8],
    pub(super) table: &'static RollTable,
}

/// [`roll`] by table: for each of the 256 ranges of 2^16 values of a
/// draw's 24 bits, the id of the entry the range starts in (bits 17-23),
/// the id of the next entry (bits 24-30) and the offset in the range where
/// that one begins (bits 0-16; 2^16, above every offset, when the range
/// lies in one entry). The limits are at least 2/29 of 2^24 apart, so no
/// range holds two.
pub(super) type RollTable = [u32; 256];

/// The [`RollTable`] of the limits `limits` of entries with ids `ids`.
const fn roll_table<const N: usize>(limits: &[u32; N], ids: &[u8; N]) -> RollTable {
    let mut out = [0u32; 256];
    let mut b = 0;
    while b < 256 {
        let lo = (b as u32) << 16;
        let (mut base, mut offset, mut i) = (0usize, 1u32 << 16, 0);
        while i < N {
            if limits[i] <= lo {
                base += 1;
            } else if limits[i] < lo + (1 << 16) {
                assert!(offset == 1 << 16, "two limits in one range");
                offset = limits[i] - lo;
            }
            i += 1;
        }
        let next = if base + 1 < N { ids[base + 1] } else { ids[base] };
        assert!(ids[base] < 128 && next < 128);
        out[b] = (next as u32) << 24 | (ids[base] as u32) << 17 | offset;
        b += 1;
    }
    out
}

/// `MonsterInfo.roll`'s thresholds: each weight divided by the `f32` total,
/// summed in order.
const fn thresholds<const N: usize>(pool: &[Entry; N]) -> [f32; N] {
    let mut total = 0.0f32;
    let mut i = 0;
    while i < N {
        total += pool[i].1;
        i += 1;
    }
    let (mut out, mut c, mut i) = ([0.0f32; N], 0.0f32, 0);
    while i < N {
        c += pool[i].1 / total;
        out[i] = c;
        i += 1;
    }
    out
}

/// The thresholds as integer limits on a float draw's 24 bits: `random()`
/// is `k / 2^24` for the draw's top 24 bits `k` (exactly, §2.1), so `f < c`
/// exactly when `k < ceil(c * 2^24)` (`c * 2^24` is exact in `f64`).
const fn limits<const N: usize>(thresholds: &[f32; N]) -> [u32; N] {
    let mut out = [0u32; N];
    let mut i = 0;
    while i < N {
        let x = thresholds[i] as f64 * (1u64 << 24) as f64;
        let t = x as u32;
        out[i] = if (t as f64) < x { t + 1 } else { t };
        i += 1;
    }
    out
}

const fn same_name(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Every encounter a list can hold, once each: an encounter's id is its
/// index here. The lists are drawn as ids ([`super::Lists`]); names are looked
/// up only for the JSON and the text ([`super::ActEncounters`]).
pub const ENCOUNTERS: [&str; 47] = [
    "Cultist",
    "Jaw Worm",
    "2 Louse",
    "Small Slimes",
    "Gremlin Gang",
    "Lots of Slimes",
    "Red Slaver",
    "Exordium Thugs",
    "Exordium Wildlife",
    "Blue Slaver",
    "Looter",
    "Large Slime",
    "3 Louse",
    "2 Fungi Beasts",
    "Gremlin Nob",
    "Lagavulin",
    "3 Sentries",
    "Spheric Guardian",
    "Chosen",
    "Shell Parasite",
    "3 Byrds",
    "2 Thieves",
    "Chosen and Byrds",
    "Sentry and Sphere",
    "Cultist and Chosen",
    "3 Cultists",
    "Shelled Parasite and Fungi",
    "Snecko",
    "Snake Plant",
    "Centurion and Healer",
    "Gremlin Leader",
    "Slavers",
    "Book of Stabbing",
    "3 Darklings",
    "Orb Walker",
    "3 Shapes",
    "Spire Growth",
    "Transient",
    "4 Shapes",
    "Maw",
    "Sphere and 2 Shapes",
    "Jaw Worm Horde",
    "Writhing Mass",
    "Giant Head",
    "Nemesis",
    "Reptomancer",
    "Shield and Spear",
];

/// The id of the encounter `name` (a compile-time error if it has none).
pub(super) const fn encounter_id(name: &str) -> u8 {
    let mut i = 0;
    while !same_name(ENCOUNTERS[i], name) {
        i += 1;
    }
    i as u8
}

/// The entries' encounter ids.
const fn ids<const N: usize>(pool: &[Entry; N]) -> [u8; N] {
    let mut out = [0u8; N];
    let mut i = 0;
    while i < N {
        out[i] = encounter_id(pool[i].0);
        i += 1;
    }
    out
}

/// A [`Pool`] of the entries `$entries`.
macro_rules! pool {
    ($entries:expr) => {
        Pool {
            entries: &$entries,
            thresholds: &thresholds(&$entries),
            ids: &ids(&$entries),
            table: &roll_table(&limits(&thresholds(&$entries)), &ids(&$entries)),
        }
    };
}

const ACT1_WEAK_ENTRIES: [Entry; 4] = [("Cultist", 2.0), ("Jaw Worm", 2.0), ("2 Louse", 2.0), ("Small Slimes", 2.0)];
const ACT1_STRONG_ENTRIES: [Entry; 10] = [
    ("Gremlin Gang", 1.0),
    ("Lots of Slimes", 1.0),
    ("Red Slaver", 1.0),
    ("Exordium Thugs", 1.5),
    ("Exordium Wildlife", 1.5),
    ("Blue Slaver", 2.0),
    ("Looter", 2.0),
    ("Large Slime", 2.0),
    ("3 Louse", 2.0),
    ("2 Fungi Beasts", 2.0),
];
const ACT1_ELITE_ENTRIES: [Entry; 3] = [("Gremlin Nob", 1.0), ("Lagavulin", 1.0), ("3 Sentries", 1.0)];
const ACT2_WEAK_ENTRIES: [Entry; 5] =
    [("Spheric Guardian", 2.0), ("Chosen", 2.0), ("Shell Parasite", 2.0), ("3 Byrds", 2.0), ("2 Thieves", 2.0)];
const ACT2_STRONG_ENTRIES: [Entry; 8] = [
    ("Chosen and Byrds", 2.0),
    ("Sentry and Sphere", 2.0),
    ("Cultist and Chosen", 3.0),
    ("3 Cultists", 3.0),
    ("Shelled Parasite and Fungi", 3.0),
    ("Snecko", 4.0),
    ("Snake Plant", 6.0),
    ("Centurion and Healer", 6.0),
];
const ACT2_ELITE_ENTRIES: [Entry; 3] = [("Gremlin Leader", 1.0), ("Slavers", 1.0), ("Book of Stabbing", 1.0)];
const ACT3_WEAK_ENTRIES: [Entry; 3] = [("3 Darklings", 2.0), ("Orb Walker", 2.0), ("3 Shapes", 2.0)];
const ACT3_STRONG_ENTRIES: [Entry; 8] = [
    ("Spire Growth", 1.0),
    ("Transient", 1.0),
    ("4 Shapes", 1.0),
    ("Maw", 1.0),
    ("Sphere and 2 Shapes", 1.0),
    ("Jaw Worm Horde", 1.0),
    ("3 Darklings", 1.0),
    ("Writhing Mass", 1.0),
];
const ACT3_ELITE_ENTRIES: [Entry; 3] = [("Giant Head", 2.0), ("Nemesis", 2.0), ("Reptomancer", 2.0)];

pub(super) const ACT1_WEAK: Pool = pool!(ACT1_WEAK_ENTRIES);
pub(super) const ACT1_STRONG: Pool = pool!(ACT1_STRONG_ENTRIES);
pub(super) const ACT1_ELITE: Pool = pool!(ACT1_ELITE_ENTRIES);
pub(super) const ACT2_WEAK: Pool = pool!(ACT2_WEAK_ENTRIES);
pub(super) const ACT2_STRONG: Pool = pool!(ACT2_STRONG_ENTRIES);
pub(super) const ACT2_ELITE: Pool = pool!(ACT2_ELITE_ENTRIES);
pub(super) const ACT3_WEAK: Pool = pool!(ACT3_WEAK_ENTRIES);
pub(super) const ACT3_STRONG: Pool = pool!(ACT3_STRONG_ENTRIES);
pub(super) const ACT3_ELITE: Pool = pool!(ACT3_ELITE_ENTRIES);

/// `MonsterInfo.roll` of a float draw whose top 24 bits are `k`: the id of
/// the entry of the first cumulative threshold above `k / 2^24` (the entry
/// after the limits at or below `k`, [`limits`]), read from the pool's
/// [`RollTable`].
#[inline(always)]
pub(super) fn roll(pool: &Pool, k: u32) -> u8 {
    // All cumulative sums reach exactly 1.0f (§6.2), so the game's "ERROR"
    // fallback is unreachable: the last limit, 2^24, is above every `k`.
    let e = pool.table[(k >> 16) as usize & 255];
    let shift = if k & 0xFFFF >= e & 0x1_FFFF { 24 } else { 17 };
    (e >> shift) as u8 & 0x7F
}

/// The strong fights that may not follow the last weak one (§6.3).
const EXCLUSIONS: [(&str, &[&str]); 8] = [
    ("2 Louse", &["3 Louse"]),
    ("Small Slimes", &["Large Slime", "Lots of Slimes"]),
    ("Spheric Guardian", &["Sentry and Sphere"]),
    ("3 Byrds", &["Chosen and Byrds"]),
    ("Chosen", &["Chosen and Byrds", "Cultist and Chosen"]),
    ("3 Darklings", &["3 Darklings"]),
    ("Orb Walker", &["Orb Walker"]),
    ("3 Shapes", &["4 Shapes"]),
];

/// [`EXCLUSIONS`] by the last weak encounter's id, as bit sets of ids.
/// (256 entries: any `u8` indexes it.)
pub(super) const EXCLUDED: [u64; 256] = {
    let mut out = [0u64; 256];
    let mut i = 0;
    while i < EXCLUSIONS.len() {
        let (weak, strong) = EXCLUSIONS[i];
        let mut j = 0;
        while j < strong.len() {
            out[encounter_id(weak) as usize] |= 1 << encounter_id(strong[j]);
            j += 1;
        }
        i += 1;
    }
    out
};

/// Each act's pools and number of weak fights (§6.3).
pub(super) const ACT_POOLS: [(&Pool, &Pool, &Pool, usize); 3] = [
    (&ACT1_WEAK, &ACT1_STRONG, &ACT1_ELITE, 3),
    (&ACT2_WEAK, &ACT2_STRONG, &ACT2_ELITE, 2),
    (&ACT3_WEAK, &ACT3_STRONG, &ACT3_ELITE, 2),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The cumulative `f32` thresholds the spec lists for each pool (§6.2).
    #[test]
    fn cumulative_thresholds_match_the_spec_table() {
        let cumulative = |pool: Pool| pool.thresholds.to_vec();
        assert_eq!(cumulative(ACT1_STRONG), [0.0625, 0.125, 0.1875, 0.28125, 0.375, 0.5, 0.625, 0.75, 0.875, 1.0]);
        assert_eq!(cumulative(ACT1_ELITE), [0.33333334, 0.6666667, 1.0]);
        assert_eq!(cumulative(ACT2_WEAK), [0.2, 0.4, 0.6, 0.8, 1.0]);
        assert_eq!(
            cumulative(ACT2_STRONG),
            [0.06896552, 0.13793103, 0.24137932, 0.3448276, 0.44827586, 0.5862069, 0.79310346, 1.0]
        );
        assert_eq!(cumulative(ACT3_WEAK), [0.33333334, 0.6666667, 1.0]);
        assert_eq!(cumulative(ACT3_STRONG), [0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 1.0]);
    }

    #[test]
    fn roll_picks_the_first_threshold_above_the_float() {
        let name = |f: f32| ENCOUNTERS[usize::from(roll(&ACT1_WEAK, (f * (1 << 24) as f32) as u32))];
        assert_eq!(name(0.0), "Cultist");
        assert_eq!(name(0.25), "Jaw Worm");
        assert_eq!(name(0.99999994), "Small Slimes");
        // The integer roll is the float roll for every 24-bit draw.
        for pool in [ACT1_WEAK, ACT1_STRONG, ACT1_ELITE, ACT2_WEAK, ACT2_STRONG, ACT2_ELITE, ACT3_WEAK, ACT3_STRONG] {
            for k in (0..1u32 << 24).step_by(7).chain((1 << 24) - 9..1 << 24) {
                let f = (f64::from(k) * (1.0 / (1u64 << 24) as f64)) as f32;
                let by_float = pool.thresholds.iter().position(|&c| f < c).unwrap();
                assert_eq!(roll(&pool, k), pool.ids[by_float], "{k}");
            }
            for &c in pool.thresholds {
                // Right at each threshold and just below it.
                let k = (f64::from(c) * (1u64 << 24) as f64) as u32;
                for k in [k.saturating_sub(1), k, k + 1].into_iter().filter(|&k| k < 1 << 24) {
                    let f = (f64::from(k) * (1.0 / (1u64 << 24) as f64)) as f32;
                    let by_float = pool.thresholds.iter().position(|&c| f < c).unwrap();
                    assert_eq!(roll(&pool, k), pool.ids[by_float], "{k}");
                }
            }
        }
    }
}
