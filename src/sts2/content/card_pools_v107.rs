//! The characters' card pools as v0.107.1 (Steam's main branch) deals
//! them: the v0.111 pools ([`super::card_pools`]) with other rarities for
//! eight cards of the Ironclad's and the Silent's, another id for one, and
//! fewer multiplayer-only cards, each card kept in its place so the others
//! keep theirs (a card marked [`Multiplayer::Absent`] is never dealt).
//!
//! **Rules and evidence** (docs/sts2-content.md):
//! * the rarities: from the real single-player v0.107.1 runs' rewards (each
//!   pool's doc below);
//! * the multiplayer-only cards: v0.107.1 has fewer than v0.111. The one
//!   public two-player v0.107.1 run played on its own build, ESJC7K39HN
//!   (Necrobinder and Regent), decides the Necrobinder's: its 11 card
//!   rewards over two acts are the file's only with Legion of Bone dealt and
//!   Soulbound and Underworld not (each an uncommon whose place moves the
//!   picks). The other characters' follow an older decompile of the game
//!   (reddots1453/sts2-mod-decompiled, April 2026), whose pools lack the
//!   Necrobinder's three and three multiplayer-only cards of each other
//!   character: **unconfirmed**, so a walk does not show those characters'
//!   lobby cards on v0.107.1 ([`LOBBY_POOLS_CHECKED`]). ESJC7K39HN's Regent
//!   was played on a profile lacking Regent epochs (its relics say so; its
//!   card and potion picks are off while every draw count holds), and
//!   epochs' cards are not modelled;
//! * the colourless pool (`card_kinds::COLORLESS_V107`) has no The Ball:
//!   ESJC7K39HN's merchants' colourless cards, 10 of 10 only without it.

use super::card_pools::Rarity::{Common, Rare, Uncommon};
use super::card_pools::{
    changed, character_pool as v111, same_id, Card, Multiplayer, DEFECT, IRONCLAD, NECROBINDER, REGENT, SILENT,
};
use crate::options::Sts2Character;

/// The characters whose v0.107.1 lobby pool a real two-player file
/// confirms: ESJC7K39HN's Necrobinder, 11 of 11 card rewards over two acts
/// (its Regent's profile lacked Regent epochs: that pool is not
/// established, and a walk does not show the other characters' lobby cards
/// on v0.107.1).
pub const LOBBY_POOLS_CHECKED: [Sts2Character; 1] = [Sts2Character::Necrobinder];

/// The character's card pool as the builds of `seeding` deal card rewards
/// from it: v0.107.1's (the main branch) are this module's
/// (other rarities for eight cards, another id for one, and fewer
/// multiplayer-only cards); every other build here, the v0.111 pools.
pub const fn character_pool_in(character: Sts2Character, seeding: crate::sts2::seed::Seeding) -> &'static [Card] {
    match seeding {
        crate::sts2::seed::Seeding::H32V107 => character_pool(character),
        _ => v111(character),
    }
}

/// The character's v0.107.1 pool.
pub const fn character_pool(character: Sts2Character) -> &'static [Card] {
    match character {
        Sts2Character::Ironclad => IRONCLAD_V107,
        Sts2Character::Silent => SILENT_V107,
        Sts2Character::Defect => DEFECT_V107,
        Sts2Character::Necrobinder => NECROBINDER_V107,
        Sts2Character::Regent => REGENT_V107,
    }
}

/// `pool` with the cards `ids` marked [`Multiplayer::Absent`] (the order
/// kept).
pub(super) const fn absent<const N: usize>(pool: &[Card], ids: &[&str]) -> [Card; N] {
    let mut out = [pool[0]; N];
    let mut i = 0;
    while i < N {
        out[i] = pool[i];
        let mut k = 0;
        while k < ids.len() {
            if same_id(pool[i].id, ids[k]) {
                out[i].multiplayer = Multiplayer::Absent;
            }
            k += 1;
        }
        i += 1;
    }
    out
}

/// The Ironclad's pool in v0.107.1, the main branch: v0.111's
/// ([`IRONCLAD`]) with Bloodletting common, Taunt uncommon, Cruelty rare and
/// Dominate uncommon, and in a lobby without Blaze, Midnight and Outrage
/// (the older decompile's multiplayer-only cards; unconfirmed). Found from the real v0.107.1 runs' rewards (the
/// rewards stream's draws as the engine makes them, the cards the files
/// offer): with v0.111's rarities 5 of 152 rewards of the 15 single-player
/// Ironclad runs of punkphloyd/STS2_analyser are the file's, with these 108
/// (the others follow a draw the walk does not know, such as Sea Glass's
/// cards after Orobas, or a reward of six cards). An older decompile of the
/// game (reddots1453/sts2-mod-decompiled, April 2026) has these four
/// rarities too, and Colossus rare (the files say uncommon: 96 with it).
pub const IRONCLAD_V107: &[Card] = &absent::<{ IRONCLAD.len() }>(
    &changed::<{ IRONCLAD.len() }>(
        IRONCLAD,
        &[
            ("CARD.BLOODLETTING", "CARD.BLOODLETTING", Common),
            ("CARD.TAUNT", "CARD.TAUNT", Uncommon),
            ("CARD.CRUELTY", "CARD.CRUELTY", Rare),
            ("CARD.DOMINATE", "CARD.DOMINATE", Uncommon),
        ],
    ),
    &["CARD.BLAZE", "CARD.MIDNIGHT", "CARD.OUTRAGE"],
);

/// The Silent's pool in v0.107.1: v0.111's ([`SILENT`]) with Accelerant
/// and Echoing Slash rare, Outbreak and Well-Laid Plans uncommon, and
/// Sidestep under its older id `CARD.SCARE` (the files write it so; same
/// place, uncommon), and in a lobby without Blade Symphony, Concoct and
/// Fade (the older decompile's; unconfirmed). From the real runs as for [`IRONCLAD_V107`]: 40 of
/// 165 rewards of the 15 single-player Silent runs with v0.111's pool, 142
/// with this one. The older decompile has these four rarities, and also
/// Acrobatics common and Predator uncommon (the files say not: 118 and
/// fewer with them).
pub const SILENT_V107: &[Card] = &absent::<{ SILENT.len() }>(
    &changed::<{ SILENT.len() }>(
        SILENT,
        &[
            ("CARD.ACCELERANT", "CARD.ACCELERANT", Rare),
            ("CARD.ECHOING_SLASH", "CARD.ECHOING_SLASH", Rare),
            ("CARD.OUTBREAK", "CARD.OUTBREAK", Uncommon),
            ("CARD.WELL_LAID_PLANS", "CARD.WELL_LAID_PLANS", Uncommon),
            ("CARD.SIDESTEP", "CARD.SCARE", Uncommon),
        ],
    ),
    &["CARD.BLADE_SYMPHONY", "CARD.CONCOCT", "CARD.FADE"],
);

/// The Regent's pool in v0.107.1: v0.111's ([`REGENT`]) without
/// Constellation, Plot and Tutor in a lobby (the older decompile's
/// multiplayer-only cards; unconfirmed: ESJC7K39HN's Regent played on a
/// profile lacking Regent epochs, whose cards are not modelled).
pub const REGENT_V107: &[Card] =
    &absent::<{ REGENT.len() }>(REGENT, &["CARD.CONSTELLATION", "CARD.PLOT", "CARD.TUTOR"]);

/// The Necrobinder's pool in v0.107.1: v0.111's ([`NECROBINDER`]) without
/// Cacophony, Soulbound and Underworld in a lobby. ESJC7K39HN's
/// Necrobinder (player 1): Legion of Bone dealt, Soulbound and Underworld
/// not; Cacophony (a rare) from the older decompile.
pub const NECROBINDER_V107: &[Card] =
    &absent::<{ NECROBINDER.len() }>(NECROBINDER, &["CARD.CACOPHONY", "CARD.SOULBOUND", "CARD.UNDERWORLD"]);

/// The Defect's pool in v0.107.1: v0.111's ([`DEFECT`]) without
/// Hibernate, Imitation Learning and One for All in a lobby (the older
/// decompile's; unconfirmed).
pub const DEFECT_V107: &[Card] =
    &absent::<{ DEFECT.len() }>(DEFECT, &["CARD.HIBERNATE", "CARD.IMITATION_LEARNING", "CARD.ONE_FOR_ALL"]);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts2::content::card_pools::character_pool as later;
    use crate::sts2::content::card_pools::Multiplayer::{Absent, MultiOnly};

    /// Single player deals the same cards from each v0.107.1 pool as before
    /// the lobby's cards were marked: only multiplayer-only cards are absent.
    #[test]
    fn only_multiplayer_cards_are_absent() {
        for c in Sts2Character::ALL {
            let (old, new) = (later(c), character_pool(c));
            assert_eq!(old.len(), new.len(), "{c:?}");
            for (o, n) in old.iter().zip(new) {
                if n.multiplayer == Absent {
                    assert_eq!(o.multiplayer, MultiOnly, "{}", o.id);
                }
                assert_eq!(o.allowed_for(1), n.allowed_for(1), "{}", o.id);
            }
            // Two or three of the five multiplayer-only cards stay.
            let kept = new.iter().filter(|x| x.multiplayer == MultiOnly).count();
            assert!((2..=3).contains(&kept), "{c:?}: {kept}");
        }
    }
}
