//! What Neow's options give when taken, where the seed fixes it, and how
//! many draws each takes from the player's `rewards` stream before the
//! first fight (builds v0.109-v0.111; the offer itself is
//! `sts2::run::neow`, spec sts2-run.md §11).
//!
//! At Neow nothing has drawn on a player's streams yet, so a payload drawn
//! there is fixed by the seed, and its draws shift every later card reward.
//!
//! **Source**: the game's relic classes as decompiled (JetBrains decompiler,
//! the v0.109+ Neow with ten curses) in the public repository
//! shar-lock/ShaLuMod, commit `9d5377a92e42667c0d5f4b1976d113ed8c34adf7`,
//! under `_src/sts2_src/MegaCrit/sts2/Core/`: `Models/Relics/<Name>.cs`,
//! `Models/Events/Neow.cs` (`AllPossibleOptions`), `Random/Rng.cs`
//! (`Shuffle`), `Factories/CardFactory.cs` (`CreateForReward`). Read, not
//! copied; docs/sts2-content.md ("Neow's options: what they give") lists
//! every option's status.
//!
//! **Rules** (each with the real files that confirm it):
//!
//! * Golden Pearl: gains 150 gold, no draw. 6P96T755CNZ3 (the file records
//!   150 gold at Neow, and its card rewards after Neow match with no draw).
//! * Cursed Pearl: adds the curse Greed and gains 333 gold, no draw.
//!   TQM88QFMHSQR (333 gold, the later rewards match with no draw).
//! * Leafy Poultice: loses 12 max HP and transforms the first Strike and
//!   Defend on the player's `transformations` stream (the new cards are not
//!   predicted here); no rewards draw. 1ZEPE4MX6919 (the rewards after Neow
//!   match with no draw).
//! * Neow's Bones: `Rewards.Shuffle` (Fisher-Yates from the back, one
//!   `NextInt(i + 1)` per item but the first: `len - 1` draws) of the relics
//!   of Neow's `AllPossibleOptions` (the ten curses, the fourteen positives,
//!   then Lava Rock, Neow's Talisman, Nutritious Oyster, Pomander, Small
//!   Capsule, Stone Humidifier) allowed at Neow, without Neow's Bones; the
//!   first two are offered (each may be taken or skipped; taking one runs
//!   its own payload, on the same stream, after the shuffle); then a curse
//!   on the run's `niche` stream (not predicted here). Single player: 28
//!   relics, 27 draws. 85920V7XQFSN: the shuffle offers exactly the file's
//!   two relics (Stone Humidifier, Neow's Sacrifice), and with 27 draws
//!   the three card rewards after Neow match.
//! * Neow's Sacrifice: a fixed potion (Ambergris) and the curse Guilty, no
//!   draw. 85920V7XQFSN (through Neow's Bones: the file records Ambergris
//!   and Guilty, and 27 draws in all fit).
//! * Arcane Scroll: one card from `CardFactory.CreateForReward` with uniform
//!   odds, Rares of the character's pool only, no upgrade roll: one
//!   `NextItem` over the pool's Rares (pool order, the lobby size's cards).
//!   Unconfirmed by a real file.
//! * Hefty Tablet: three such Rares offered (each `NextItem` without the
//!   ones already offered; 3 draws), one may be taken; adds Injury.
//!   Unconfirmed by a real file.
//! * Scroll Boxes: loses all gold; two bundles, each two Commons then one
//!   Uncommon of the character's pool, `NextItem` each over the cards not
//!   yet in a bundle (6 draws; the Defect draws one `NextInt(100)` before
//!   each bundle, and a draw below 1 makes that bundle three Claws).
//!   Unconfirmed by a real file.
//! * No payload on pickup, no draw (their effects come later in the run):
//!   Stone Humidifier (85920V7XQFSN, through Neow's Bones), and the others
//!   listed in [`NO_PICKUP_DRAW`] from their decompiled classes
//!   (unconfirmed by a real file).
//!
//! Every other option returns `None`: its payload draws on a stream or in
//! an order not modelled here (a card reward with rarity rolls, a potion
//! or relic reward, the relic bags), see docs/sts2-content.md.
//!
//! **Assumptions**: a fully unlocked profile (Kaleidoscope and Scroll Boxes
//! allowed at Neow), no run modifiers (with them Neow offers no relics).

use crate::map::Card as MapCard;
use crate::options::Sts2Character;
use crate::sts2::run::counted::Counted;
use crate::sts2::run::neow::{available, CURSES, POSITIVES};
use crate::sts2::run::streams::Streams;

use super::card_pools::{character_pool, Card, Rarity};
use super::names;
use super::rewards::Rewards;

/// The relics after the curses and positives in Neow's
/// `AllPossibleOptions`, in its order.
pub const NEOW_EXTRAS: [&str; 6] = [
    "RELIC.LAVA_ROCK",
    "RELIC.NEOWS_TALISMAN",
    "RELIC.NUTRITIOUS_OYSTER",
    "RELIC.POMANDER",
    "RELIC.SMALL_CAPSULE",
    "RELIC.STONE_HUMIDIFIER",
];

/// Neow's options whose relic does nothing on pickup that the seed decides
/// and draws nothing (their decompiled classes have no `AfterObtained`
/// roll; their effects come later).
pub const NO_PICKUP_DRAW: [&str; 2] = ["RELIC.STONE_HUMIDIFIER", "RELIC.NEOWS_SACRIFICE"];

/// The Neow's Bones relic count (`Relics` 2).
const BONES_RELICS: usize = 2;

/// What taking Neow option `relic` ("RELIC.X") gives the player of lobby
/// slot `slot`, where the seed fixes it, and how many draws it takes from
/// the rewards stream.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NeowGift {
    /// The option's relic id.
    pub relic: &'static str,
    /// Cards added or offered (`what` says which).
    pub cards: Vec<MapCard>,
    /// Relics added or offered (`what` says which).
    pub relics: Vec<&'static str>,
    /// Potions added.
    pub potions: Vec<&'static str>,
    /// Gold gained.
    pub gold: Option<u32>,
    /// One plain sentence.
    pub what: String,
    /// The draws taken from the rewards stream (`None` = not known).
    pub rewards_draws: Option<u32>,
}

impl NeowGift {
    fn new(relic: &'static str, what: String, rewards_draws: Option<u32>) -> Self {
        NeowGift { relic, cards: Vec::new(), relics: Vec::new(), potions: Vec::new(), gold: None, what, rewards_draws }
    }
}

/// The relic ids Neow's options use, each as a `'static` id.
fn neow_relic(relic: &str) -> Option<&'static str> {
    CURSES.iter().chain(POSITIVES.iter()).chain(NEOW_EXTRAS.iter()).find(|r| **r == relic).copied()
}

/// A card id's readable name (reward cards and the curses Neow's relics add).
fn card_display(id: &'static str) -> &'static str {
    match id {
        "CARD.GREED" => "Greed",
        "CARD.INJURY" => "Injury",
        "CARD.GUILTY" => "Guilty",
        "CARD.CLAW" => "Claw",
        _ => names::name(id),
    }
}

fn map_card(id: &'static str) -> MapCard {
    MapCard { id, name: card_display(id), upgraded: false }
}

fn list(cards: &[MapCard]) -> String {
    cards.iter().map(|c| c.name).collect::<Vec<_>>().join(", ")
}

/// The relics Neow's Bones shuffles: Neow's `AllPossibleOptions` (curses,
/// positives, extras) allowed at Neow for `players`, without Neow's Bones.
pub fn bones_pool(players: u8) -> Vec<&'static str> {
    CURSES
        .iter()
        .chain(POSITIVES.iter())
        .chain(NEOW_EXTRAS.iter())
        .copied()
        .filter(|r| *r != "RELIC.NEOWS_BONES" && available(r, players))
        .collect()
}

/// `NextItem` over the pool's cards of `rarity` allowed for `players`, in
/// pool order, without `taken`.
fn pick(rng: &mut Counted, pool: &[Card], rarity: Rarity, players: u8, taken: &[&'static str]) -> Option<&'static str> {
    let open: Vec<&Card> =
        pool.iter().filter(|c| c.rarity == rarity && c.allowed_for(players) && !taken.contains(&c.id)).collect();
    rng.next_item(&open).map(|c| c.id)
}

/// The gift of `relic` drawing on `rng` (the player's rewards stream as it
/// stands); `None` when not modelled.
fn gift_on(rng: &mut Counted, relic: &str, character: Sts2Character, players: u8) -> Option<NeowGift> {
    let relic = neow_relic(relic)?;
    let pool = character_pool(character);
    let start = rng.draws();
    let mut gift = match relic {
        "RELIC.GOLDEN_PEARL" => {
            let mut g = NeowGift::new(relic, "gains 150 gold".into(), None);
            g.gold = Some(150);
            g
        }
        "RELIC.CURSED_PEARL" => {
            let mut g = NeowGift::new(relic, "adds the curse Greed and gains 333 gold".into(), None);
            g.cards.push(map_card("CARD.GREED"));
            g.gold = Some(333);
            g
        }
        "RELIC.LEAFY_POULTICE" => NeowGift::new(
            relic,
            "loses 12 max HP and transforms a Strike and a Defend (the new cards, on the transformations stream, \
             are not predicted)"
                .into(),
            None,
        ),
        "RELIC.NEOWS_SACRIFICE" => {
            let mut g = NeowGift::new(relic, "adds the potion Ambergris and the curse Guilty".into(), None);
            g.potions.push("POTION.AMBERGRIS");
            g.cards.push(map_card("CARD.GUILTY"));
            g
        }
        "RELIC.STONE_HUMIDIFIER" => {
            NeowGift::new(relic, "nothing on pickup (5 max HP at each rest site heal)".into(), None)
        }
        "RELIC.ARCANE_SCROLL" => {
            let card = pick(rng, pool, Rarity::Rare, players, &[])?;
            let mut g = NeowGift::new(relic, String::new(), None);
            g.cards.push(map_card(card));
            g.what = format!("adds a random rare card: {}", list(&g.cards));
            g
        }
        "RELIC.HEFTY_TABLET" => {
            let mut taken = Vec::new();
            for _ in 0..3 {
                taken.push(pick(rng, pool, Rarity::Rare, players, &taken)?);
            }
            let mut g = NeowGift::new(relic, String::new(), None);
            g.cards = taken.into_iter().map(map_card).collect();
            g.what = format!("offers a choice of one rare card of {}, and adds the curse Injury", list(&g.cards));
            g
        }
        "RELIC.SCROLL_BOXES" => {
            let mut used: Vec<&'static str> = Vec::new();
            let mut bundles: Vec<Vec<&'static str>> = Vec::new();
            for _ in 0..2 {
                if character == Sts2Character::Defect && rng.next_int(100) < 1 {
                    bundles.push(vec!["CARD.CLAW"; 3]);
                    continue;
                }
                let mut bundle = Vec::new();
                for rarity in [Rarity::Common, Rarity::Common, Rarity::Uncommon] {
                    let card = pick(rng, pool, rarity, players, &used)?;
                    used.push(card);
                    bundle.push(card);
                }
                bundles.push(bundle);
            }
            let mut g = NeowGift::new(relic, String::new(), None);
            let text: Vec<String> =
                bundles.iter().map(|b| b.iter().map(|id| card_display(id)).collect::<Vec<_>>().join(" + ")).collect();
            g.cards = bundles.into_iter().flatten().map(map_card).collect();
            g.what = format!("loses all gold and offers a choice of two bundles: {} or {}", text[0], text[1]);
            g
        }
        "RELIC.NEOWS_BONES" => {
            let mut relics = bones_pool(players);
            // `Rng.Shuffle` is the same Fisher-Yates as `UnstableShuffle`.
            rng.unstable_shuffle(&mut relics);
            relics.truncate(BONES_RELICS);
            let mut g = NeowGift::new(relic, String::new(), None);
            // Each offered relic, if taken, runs its own payload next.
            let mut known = true;
            let mut parts = Vec::new();
            for &r in &relics {
                match gift_on(rng, r, character, players) {
                    Some(sub) => {
                        g.cards.extend(sub.cards);
                        g.potions.extend(sub.potions);
                        g.gold = match (g.gold, sub.gold) {
                            (a, None) => a,
                            (a, Some(b)) => Some(a.unwrap_or(0) + b),
                        };
                        parts.push(format!("{} ({})", names::name(r), sub.what));
                        known &= sub.rewards_draws.is_some();
                    }
                    None => {
                        parts.push(format!("{} (not predicted)", names::name(r)));
                        known = false;
                    }
                }
            }
            g.relics = relics;
            g.what = format!(
                "offers the relics {}, and adds a random curse (not predicted); the draws count both relics taken",
                parts.join(" and ")
            );
            if !known {
                return Some(NeowGift { rewards_draws: None, ..g });
            }
            g
        }
        _ => return None,
    };
    gift.rewards_draws = Some(rng.draws() - start);
    Some(gift)
}

/// What taking Neow option `relic` ("RELIC.X") gives the player of lobby
/// slot `slot`, where the seed fixes it, and how many draws it takes from
/// the rewards stream. `None` when the relic's payload is not modelled (or
/// `relic` is not one of Neow's options).
pub fn neow_gift(
    streams: &Streams,
    relic: &str,
    character: Sts2Character,
    ascension: u8,
    slot: u8,
    players: u8,
) -> Option<NeowGift> {
    let _ = ascension; // no modelled payload depends on it (no upgrade rolls)
    let mut rng = Counted::new(streams.player(slot, "rewards"));
    gift_on(&mut rng, relic, character, players.max(1))
}

impl Rewards {
    /// The rewards of lobby slot `slot` after taking Neow option `relic`:
    /// the stream advanced by the option's draws. `None` when the option's
    /// draw count is not known (a prediction must stop there).
    pub fn after_neow(
        streams: &Streams,
        relic: &str,
        character: Sts2Character,
        ascension: u8,
        slot: u8,
        players: u8,
    ) -> Option<Rewards> {
        let draws = neow_gift(streams, relic, character, ascension, slot, players)?.rewards_draws?;
        let mut rewards = Rewards::new(streams, character, ascension, slot, players);
        rewards.skip(draws);
        Some(rewards)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bones_pool_sizes() {
        assert_eq!(bones_pool(1).len(), 28);
        assert_eq!(bones_pool(2).len(), 27);
        assert!(!bones_pool(1).contains(&"RELIC.NEOWS_BONES"));
    }

    #[test]
    fn draw_counts() {
        for seed in 0..50u64 {
            let s = Streams::new(seed);
            let g = |r| neow_gift(&s, r, Sts2Character::Ironclad, 10, 0, 1).unwrap();
            assert_eq!(g("RELIC.GOLDEN_PEARL").rewards_draws, Some(0));
            assert_eq!(g("RELIC.ARCANE_SCROLL").rewards_draws, Some(1));
            assert_eq!(g("RELIC.HEFTY_TABLET").rewards_draws, Some(3));
            assert_eq!(g("RELIC.SCROLL_BOXES").rewards_draws, Some(6));
            let hefty = g("RELIC.HEFTY_TABLET");
            assert!(hefty.cards[0].id != hefty.cards[1].id && hefty.cards[1].id != hefty.cards[2].id);
            let bones = g("RELIC.NEOWS_BONES");
            assert_eq!(bones.relics.len(), 2);
            if let Some(d) = bones.rewards_draws {
                assert!(d >= 27);
            }
        }
        assert!(neow_gift(&Streams::new(1), "RELIC.LOST_COFFER", Sts2Character::Ironclad, 0, 0, 1).is_none());
        assert!(neow_gift(&Streams::new(1), "RELIC.NOT_NEOW", Sts2Character::Ironclad, 0, 0, 1).is_none());
    }
}
