//! Vakuu (Glory): `GenerateInitialOptions` on the event stream: each of the
//! three pools is `UnstableShuffle`d in turn and its first relic taken.
//! Pool 1 = Blood-Soaked Rose, Whispering Earring, Fiddle; pool 2 =
//! Preserved Fog, Sere Talon, Distinguished Cape; pool 3 = Choices Paradox,
//! Music Box, Lord's Parasol, Jeweled Mask. No condition.
//!
//! Source: reddots1453/sts2-mod-decompiled@8c919101:
//! `_decompiled/sts2-v0.106/MegaCrit/sts2/Core/Models/Events/Vakuu.cs` (the
//! v0.111 C# port `Sts2Sim.Core.Models.Events.Vakuu`, search-index file
//! 70883700916, agrees);
//! confirmed by 1ZEPE4MX6919's v0.111 offer and HQPAXCBS6P's v0.108 one.

use crate::sts2::rng::Rng;

/// The offer.
pub fn roll(mut rng: Rng) -> Vec<&'static str> {
    let mut pools = [
        vec!["RELIC.BLOOD_SOAKED_ROSE", "RELIC.WHISPERING_EARRING", "RELIC.FIDDLE"],
        vec!["RELIC.PRESERVED_FOG", "RELIC.SERE_TALON", "RELIC.DISTINGUISHED_CAPE"],
        vec!["RELIC.CHOICES_PARADOX", "RELIC.MUSIC_BOX", "RELIC.LORDS_PARASOL", "RELIC.JEWELED_MASK"],
    ];
    for p in pools.iter_mut() {
        rng.unstable_shuffle(p);
    }
    pools.iter().map(|p| p[0]).collect()
}
