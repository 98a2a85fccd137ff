//! The Daily Run of a date: its seed string, characters, ascension and
//! three modifiers (spec custom-daily.md §B3-B4, `NDailyRunScreen.SetupLobbyParams`).
//!
//! ```text
//! str  = "DD_MM_YYYY" (UTC)             seed = "DD_MM_YYYY_<players>P"
//! r    = Rng(hash(str))
//! r2, r3, r4 = Rng(r.next()), Rng(r.next()), Rng(r.next())
//! character of each player (lobby order) = r2.NextItem(AllCharacters)
//! ascension = r3.NextInt(0, 11)
//! modifiers = roll(r4, the lobby's characters)
//! ```
//!
//! Per build ([`DailyRule`]):
//! * **v0.109-v0.111**: `hash` = XXH64, `Rng(ulong)`, `next` = the raw 64-bit
//!   output; `roll` = `ModifierModel.Pick2Good1Bad`: two picks from the good
//!   list (in `ModelDb` order; Character Cards draws its character from the
//!   characters not in the lobby; a pick of Sealed Deck, Draft or Insanity
//!   removes all three), then one bad. Verified on 5 vectors made with the
//!   game's own code (`tests/daily.rs`).
//! * **v0.108**: `hash` = the 32-bit string hash, `Rng(uint)`, `next` =
//!   `(uint)(NextDouble() × 4294967295.0)`; the same `Pick2Good1Bad`
//!   (inferred from the build notes; no v0.108 daily has been checked).
//! * **v0.107.1** (the Steam main branch): the seeding of v0.108 and the
//!   early-access `RollModifiers`: the good list is first `StableShuffle`d
//!   (sorted by id, then shuffled: 8 draws), then the same two picks and the
//!   bad one. Character Cards' character excludes the lobby's characters.
//!   Found from, and checked against, the real daily run files of
//!   `tests/golden/sts2-dailies/`.
//!
//! The character and ascension do not depend on the player count; the
//! seed string does. The run seed is the build's hash of the seed string.

use super::hash::{h32, h64};
use super::rng::Rng;
use crate::options::date::Date;
use crate::options::{Sts2Character, Sts2Mod, Sts2Modifier};

/// How a build rolls its daily.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DailyRule {
    /// v0.109-v0.111.
    V0109,
    /// v0.108 (inferred).
    V0108,
    /// v0.107.1, the Steam main branch.
    V0107,
}

/// One Daily Run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sts2Daily {
    /// The date (UTC).
    pub date: Date,
    /// The seed string, `DD_MM_YYYY_<n>P`.
    pub seed: String,
    /// Each player's character, in lobby order.
    pub characters: Vec<Sts2Character>,
    /// The ascension rolled (0-10).
    pub ascension: u8,
    /// The modifiers: two good ones, then one bad.
    pub modifiers: Vec<Sts2Modifier>,
}

/// The daily's generator of `rule`, seeded from a value.
fn rng_of(rule: DailyRule, seed: u64) -> Rng {
    match rule {
        DailyRule::V0109 => Rng::new(seed),
        DailyRule::V0108 | DailyRule::V0107 => Rng::new(seed & u64::from(u32::MAX)),
    }
}

/// `NextUnsignedLong()` / `NextUnsignedInt()` of the rule's builds.
fn next_seed(rule: DailyRule, r: &mut Rng) -> u64 {
    match rule {
        DailyRule::V0109 => r.next_unsigned_long(),
        DailyRule::V0108 | DailyRule::V0107 => u64::from((r.next_double() * 4_294_967_295.0) as u32),
    }
}

/// The modifiers rolled on `r` for a lobby of `lobby` characters.
pub fn roll_modifiers(rule: DailyRule, r: &mut Rng, lobby: &[Sts2Character]) -> Vec<Sts2Modifier> {
    let chars: Vec<Sts2Character> = Sts2Character::ALL.into_iter().filter(|c| !lobby.contains(c)).collect();
    let mut good: Vec<Sts2Mod> = Sts2Mod::GOOD.to_vec();
    if rule == DailyRule::V0107 {
        // `StableShuffle`: sorted by id, then shuffled.
        good.sort_by_key(|m| m.id());
        r.unstable_shuffle(&mut good);
    } else if chars.is_empty() {
        good.retain(|&m| m != Sts2Mod::CharacterCards);
    }
    let mut out = Vec::with_capacity(3);
    for _ in 0..2 {
        let Some(&kind) = r.next_item(&good) else { break };
        let character = if kind == Sts2Mod::CharacterCards { r.next_item(&chars).copied() } else { None };
        out.push(Sts2Modifier { kind, character });
        good.retain(|&m| m != kind);
        if Sts2Mod::EXCLUSIVE.contains(&kind) {
            good.retain(|m| !Sts2Mod::EXCLUSIVE.contains(m));
        }
    }
    if let Some(&kind) = r.next_item(&Sts2Mod::BAD) {
        out.push(Sts2Modifier { kind, character: None });
    }
    out
}

/// The Daily Run of `date` for `players` players (1-4) under `rule`.
pub fn daily(rule: DailyRule, date: Date, players: u8) -> Sts2Daily {
    let day = date.dd_mm_yyyy();
    let hash = match rule {
        DailyRule::V0109 => h64(&day),
        DailyRule::V0108 | DailyRule::V0107 => u64::from(h32(&day) as u32),
    };
    let mut r = rng_of(rule, hash);
    let mut r2 = rng_of(rule, next_seed(rule, &mut r));
    let mut r3 = rng_of(rule, next_seed(rule, &mut r));
    let mut r4 = rng_of(rule, next_seed(rule, &mut r));
    let characters: Vec<Sts2Character> =
        (0..players.max(1)).map(|_| r2.next_item(&Sts2Character::ALL).copied().unwrap_or_default()).collect();
    let ascension = r3.next_int_range(0, 11) as u8;
    let modifiers = roll_modifiers(rule, &mut r4, &characters);
    Sts2Daily { date, seed: format!("{day}_{}P", players.max(1)), characters, ascension, modifiers }
}
