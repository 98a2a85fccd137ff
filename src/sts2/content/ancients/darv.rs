//! Darv (shared Ancient, act 2 or 3): `GenerateInitialOptions` on the event
//! stream.
//!
//! 1. For each one-relic set in order whose filter passes, `NextItem(set)`
//!    (one draw each, although each set holds one relic): Astrolabe, Black
//!    Star, Calling Bell, Empty Cage, Pandora's Box (filter: no run modifier
//!    clears the deck; always true in a standard run), Runic Pyramid, Snecko
//!    Eye, Ectoplasm and Sozu (act 2 only: `CurrentActIndex == 1`),
//!    Philosopher's Stone and Velvet Choker (act 2 or later:
//!    `CurrentActIndex >= 1`): 11 options in act 2, 9 in act 3;
//! 2. `UnstableShuffle` of those options;
//! 3. `NextBool()`: true → the first two and Dusty Tome; false → the first
//!    three.
//!
//! Source: the JetBrains decompile of `Darv.cs` of assembly MVID DB296A8D…
//! (search-index file 66838739444; eleven one-relic sets) and the v0.111 C#
//! port `Sts2Sim.Core.Models.Events.Darv` (search-index file 71409176866),
//! which agree; confirmed by 89SJD17KYUEH's v0.111 act-2 offer. The older
//! decompile (reddots1453/sts2-mod-decompiled@8c919101:
//! `_decompiled/sts2-v0.106/MegaCrit/sts2/Core/Models/Events/Darv.cs`, nine
//! sets with {Ectoplasm, Sozu} and {Philosopher's Stone, Velvet Choker} as
//! two-relic sets, one per act) does not reproduce that offer.
//!
//! v0.107.1 ([`Seeding::H32V107`]) is that older layout: eight sets, the
//! seven one-relic ones and then {Ectoplasm, Sozu} in act 2,
//! {Philosopher's Stone, Velvet Choker} in act 3, one `NextItem` each.
//! The newer layout gives none of the three Darv offers of the real
//! v0.107.1 runs (`tests/sts2_v0107.rs`); this one gives YQRSYQR3PD's act-2
//! offer (the other two are dailies with modifiers).

use crate::sts2::rng::Rng;
use crate::sts2::seed::Seeding;

/// The offer when Darv is the Ancient of act `act` (2 or 3) in the builds
/// of `seeding`.
pub fn roll(mut rng: Rng, act: u8, seeding: Seeding) -> Vec<&'static str> {
    if seeding == Seeding::H32V107 {
        return roll_v107(rng, act);
    }
    let mut sets = vec![
        "RELIC.ASTROLABE",
        "RELIC.BLACK_STAR",
        "RELIC.CALLING_BELL",
        "RELIC.EMPTY_CAGE",
        "RELIC.PANDORAS_BOX",
        "RELIC.RUNIC_PYRAMID",
        "RELIC.SNECKO_EYE",
    ];
    if act == 2 {
        sets.extend(["RELIC.ECTOPLASM", "RELIC.SOZU"]);
    }
    if act >= 2 {
        sets.extend(["RELIC.PHILOSOPHERS_STONE", "RELIC.VELVET_CHOKER"]);
    }
    let mut picked: Vec<&'static str> = sets.iter().map(|&r| *rng.next_item(&[r]).unwrap_or(&"")).collect();
    rng.unstable_shuffle(&mut picked);
    if rng.next_bool() {
        picked.truncate(2);
        picked.push("RELIC.DUSTY_TOME");
    } else {
        picked.truncate(3);
    }
    picked
}

/// v0.107.1's offer: eight sets, the last one of two relics per act.
fn roll_v107(mut rng: Rng, act: u8) -> Vec<&'static str> {
    let mut sets: Vec<&[&'static str]> = vec![
        &["RELIC.ASTROLABE"],
        &["RELIC.BLACK_STAR"],
        &["RELIC.CALLING_BELL"],
        &["RELIC.EMPTY_CAGE"],
        &["RELIC.PANDORAS_BOX"],
        &["RELIC.RUNIC_PYRAMID"],
        &["RELIC.SNECKO_EYE"],
    ];
    match act {
        2 => sets.push(&["RELIC.ECTOPLASM", "RELIC.SOZU"]),
        3 => sets.push(&["RELIC.PHILOSOPHERS_STONE", "RELIC.VELVET_CHOKER"]),
        _ => {}
    }
    let mut picked: Vec<&'static str> = sets.iter().map(|set| *rng.next_item(set).unwrap_or(&"")).collect();
    rng.unstable_shuffle(&mut picked);
    if rng.next_bool() {
        picked.truncate(2);
        picked.push("RELIC.DUSTY_TOME");
    } else {
        picked.truncate(3);
    }
    picked
}
