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
//! (`Shuffle`), `Factories/CardFactory.cs` (`CreateForReward`),
//! `Models/Cards/<Curse>.cs`. Read, not
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
//!   first two are offered as relic rewards that cannot be skipped
//!   (`WithSkippingDisallowed`), each running its own payload on the same
//!   stream after the shuffle (in the order the player takes them: the
//!   module assumes the offered order); then a curse: `NextItem` on the
//!   run's `niche` stream over [`BONES_CURSES`] (`Models/CardPools/
//!   CurseCardPool.cs`, without the curses whose class says
//!   `CanBeGeneratedByModifiers => false`, ordered by id). Single player: 28
//!   relics, 27 draws. 85920V7XQFSN: the shuffle offers exactly the file's
//!   two relics (Stone Humidifier, Neow's Sacrifice), and with 27 draws
//!   the three card rewards after Neow match; 89SJD17KYUEH: exactly the
//!   file's Kaleidoscope and Fishing Rod (below). The curse: 85920V7XQFSN's
//!   Normality (niche untouched before it) and 89SJD17KYUEH's Injury (after
//!   Kaleidoscope's 6 niche draws).
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
//! * Scroll Boxes: two bundles, each two Commons then one Uncommon of the
//!   character's pool, `NextItem` each over the cards not yet in a bundle
//!   (6 draws; the Defect draws one `NextInt(100)` before each bundle, and
//!   a draw below 1 makes that bundle three Claws). (Another decompile in
//!   the search corpus also takes all the player's gold; this one does not,
//!   so gold is left out.) Unconfirmed by a real file.
//! * Lost Coffer: a card reward of three cards of the character's pool with
//!   regular odds from a source other than a fight, so each card's rarity is
//!   `RollWithBaseOdds` (one `NextFloat`: Rare below the base rare odds,
//!   Uncommon below the base uncommon odds 0.37, else Common; the rarity
//!   offset neither used nor moved), then `NextItem`, then the upgrade roll
//!   (act 1: upgraded only on a float of 0); then a potion reward (its
//!   rarity and the potion: 2 draws, the potion not predicted). The rewards
//!   set populates in list order (`RewardsSet.GenerateWithoutOffering`):
//!   11 draws. Unconfirmed by a real file.
//! * Kaleidoscope: two card rewards, each of one card from each of three
//!   other characters' pools: the other pools, sorted by name, are
//!   `StableShuffle`d on the run's `niche` stream (3 draws) and the first
//!   three taken; each card is `CreateForReward` of one card as for Lost
//!   Coffer (rarity by base odds, `NextItem`, upgrade roll: 18 rewards
//!   draws in all). Nothing draws on `niche` before Neow. 89SJD17KYUEH
//!   (through Neow's Bones): the six cards offered are the file's, in its
//!   order, and with the 27 + 18 draws the four card rewards after Neow
//!   match. (Of every start order of the four pools and every `niche`
//!   offset up to 40, the sorted order at offset 0 fits, with two others.)
//!   On v0.107.1 the cards come from that build's pools (the Ironclad's and
//!   the Silent's rarities differ): the four kept v0.107.1 runs that took
//!   it (7HVFEA2K6F, 3PG4WMHP27, RV1DX2R0AN, N2PYLJRWSE) record exactly the
//!   six cards predicted so; with v0.109's pools one or two differ in each.
//! * Draw counts only (the cards come from a pool this engine lacks): Lead
//!   Paperweight, 2 colorless cards with regular odds (6 draws); Massive
//!   Scroll (multiplayer only), 3 multiplayer cards of the character's and
//!   the colorless pools (9 draws). Unconfirmed.
//! * Fixed cards, no draw: Neow's Torment adds Neow's Fury, Dowsing Rod
//!   adds Dowsing (ids by the game's naming rule, `CARD.NEOWS_FURY`,
//!   `CARD.DOWSING`). Phial Holster's two potions are drawn on the run's
//!   `CombatPotionGeneration` stream, not on rewards (not predicted).
//!   Silken Tress takes all gold; Silver Crucible and Lava Rock do nothing
//!   on pickup but change later rewards (the next 3 card rewards offered
//!   upgraded and the first chest empty; two more relics, two more rarity
//!   draws, after act 1's boss), which the reward walk does not model.
//! * No payload on pickup that the seed decides, no draw (their effects come
//!   later, or the player chooses): Stone Humidifier (85920V7XQFSN, through
//!   Neow's Bones), Fishing Rod (89SJD17KYUEH, through Neow's Bones) and the
//!   others of [`NO_PICKUP_DRAW`] from their decompiled classes (unconfirmed
//!   by a real file). New Leaf's transform draws on `niche`, so a
//!   Kaleidoscope after it (through Neow's Bones) gets no cards.
//!
//! `None` for Small Capsule and Large Capsule: each relic they give comes
//! from the player's relic bag by a rarity roll on the rewards stream
//! (`RelicReward`, `RelicFactory.PullNextRelicFromFront`), and that relic's
//! own pickup may draw more; not modelled. Neow's Bones gives `None` as
//! its draw count when an offered relic's is not known.
//!
//! **Assumptions**: a fully unlocked profile (Kaleidoscope and Scroll Boxes
//! allowed at Neow), no run modifiers (with them Neow offers no relics).

use crate::map::Card as MapCard;
use crate::options::Sts2Character;
use crate::sts2::run::counted::Counted;
use crate::sts2::run::neow::{available, CURSES, POSITIVES};
use crate::sts2::run::streams::Streams;
use crate::sts2::seed::Seeding;

use super::card_odds::{CardRarityOdds, OddsType, SCARCITY_ASCENSION};
use super::card_pools::{Card, Rarity};
use super::card_pools_v107::character_pool_in;
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

/// Neow's options whose relic draws nothing on the rewards stream on
/// pickup and does nothing there that this module predicts (their effects
/// come later, are fixed, or are the player's choice; New Leaf's transform
/// draws on `niche`).
pub const NO_PICKUP_DRAW: [&str; 10] = [
    "RELIC.BOOMING_CONCH",
    "RELIC.FISHING_ROD",
    "RELIC.NEW_LEAF",
    "RELIC.NEOWS_TALISMAN",
    "RELIC.NUTRITIOUS_OYSTER",
    "RELIC.POMANDER",
    "RELIC.PRECARIOUS_SHEARS",
    "RELIC.PRECISE_SCISSORS",
    "RELIC.STONE_HUMIDIFIER",
    "RELIC.WINGED_BOOTS",
];

/// The rewards draws of one card of `CardFactory.CreateForReward` with a
/// rarity roll and an upgrade roll (rarity, `NextItem`, upgrade).
const CARD_DRAWS: u32 = 3;

/// What an option of [`NO_PICKUP_DRAW`] does on pickup.
fn no_draw_what(relic: &str) -> &'static str {
    match relic {
        "RELIC.BOOMING_CONCH" => "nothing on pickup (more cards and energy at the start of elite fights)",
        "RELIC.FISHING_ROD" => "nothing on pickup (every third normal fight upgrades a card, on the niche stream)",
        "RELIC.NEW_LEAF" => "transforms a card the player picks (the new card, on the niche stream, is not predicted)",
        "RELIC.NEOWS_TALISMAN" => "upgrades a Strike and a Defend",
        "RELIC.NUTRITIOUS_OYSTER" => "gains 11 max HP",
        "RELIC.POMANDER" => "upgrades a card the player picks",
        "RELIC.PRECARIOUS_SHEARS" => "removes 2 cards the player picks and deals 16 damage to the player",
        "RELIC.PRECISE_SCISSORS" => "removes a card the player picks",
        "RELIC.STONE_HUMIDIFIER" => "nothing on pickup (5 max HP at each rest site heal)",
        _ => "nothing on pickup (free travel for 3 rooms)",
    }
}

/// One card of `CardFactory.CreateForReward` with regular odds and a
/// source other than a fight (`RollWithBaseOdds`: one `NextFloat`, Rare
/// below the base rare odds, Uncommon below the base uncommon odds, the
/// offset ignored and unchanged; a rarity the pool lacks steps up), then
/// `NextItem`, then the upgrade roll (act 1: upgraded only on a float of 0).
fn base_odds_card(
    rng: &mut Counted,
    pool: &[Card],
    players: u8,
    scarcity: bool,
    taken: &[&'static str],
) -> Option<(&'static str, bool)> {
    let mut rarity = Some(CardRarityOdds::roll_base(rng, OddsType::Regular, scarcity));
    let open = |c: &&Card| c.allowed_for(players) && !taken.contains(&c.id);
    while let Some(r) = rarity {
        if pool.iter().filter(open).any(|c| c.rarity == r) {
            break;
        }
        rarity = r.next_highest();
    }
    let card = pick(rng, pool, rarity?, players, taken)?;
    let upgraded = rng.next_float() == 0.0;
    Some((card, upgraded))
}

/// The curses Neow's Bones draws from (`CurseCardPool` without the cards
/// that cannot be generated by modifiers: Ascender's Bane, Bad Luck, Curse
/// of the Bell, Enthralled, Folly, Greed, Poor Sleep, Spore Mind), ordered
/// by id.
pub const BONES_CURSES: [&str; 10] = [
    "CARD.CLUMSY",
    "CARD.DEBT",
    "CARD.DECAY",
    "CARD.DOUBT",
    "CARD.GUILTY",
    "CARD.INJURY",
    "CARD.NORMALITY",
    "CARD.REGRET",
    "CARD.SHAME",
    "CARD.WRITHE",
];

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
        "CARD.CLUMSY" => "Clumsy",
        "CARD.DEBT" => "Debt",
        "CARD.DECAY" => "Decay",
        "CARD.DOUBT" => "Doubt",
        "CARD.NORMALITY" => "Normality",
        "CARD.REGRET" => "Regret",
        "CARD.SHAME" => "Shame",
        "CARD.WRITHE" => "Writhe",
        "CARD.CLAW" => "Claw",
        "CARD.NEOWS_FURY" => "Neow's Fury",
        "CARD.DOWSING" => "Dowsing",
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
    bones_pool_in(players, Seeding::Xxh64)
}

/// [`bones_pool`] in the builds of `seeding`: their Neow curses (v0.107.1
/// has eight, so its shuffle takes two draws fewer: two real v0.107.1 runs
/// that took Neow's Bones get their card rewards only so).
pub fn bones_pool_in(players: u8, seeding: Seeding) -> Vec<&'static str> {
    crate::sts2::run::neow::curses(seeding)
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

/// The characters in the order `StableShuffle` sorts their card pools
/// (by name; Kaleidoscope).
const POOL_ORDER: [Sts2Character; 5] = [
    Sts2Character::Defect,
    Sts2Character::Ironclad,
    Sts2Character::Necrobinder,
    Sts2Character::Regent,
    Sts2Character::Silent,
];

/// The gift of `relic` drawing on `rng` (the player's rewards stream as it
/// stands) and `niche` (the run's `niche` stream, `None` once something
/// not modelled has drawn on it); `None` when not modelled.
fn gift_on(
    rng: &mut Counted,
    niche: &mut Option<Counted>,
    relic: &str,
    (character, seeding): (Sts2Character, Seeding),
    ascension: u8,
    players: u8,
) -> Option<NeowGift> {
    let relic = neow_relic(relic)?;
    let pool = character_pool_in(character, seeding);
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
            g.what = format!("offers a choice of one of 3 rare cards: {}, and adds the curse Injury", list(&g.cards));
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
            g.what = format!("offers a choice of two bundles: {} or {}", text[0], text[1]);
            g
        }
        "RELIC.LOST_COFFER" => {
            let scarcity = ascension >= SCARCITY_ASCENSION;
            let mut taken: Vec<&'static str> = Vec::new();
            let mut cards = Vec::new();
            for _ in 0..3 {
                let (card, upgraded) = base_odds_card(rng, pool, players, scarcity, &taken)?;
                taken.push(card);
                cards.push(MapCard { upgraded, ..map_card(card) });
            }
            // The potion reward: its rarity, then the potion (2 draws).
            rng.skip(2);
            let mut g = NeowGift::new(relic, String::new(), None);
            g.cards = cards;
            g.what = format!("offers a card reward of {} and a random potion (not predicted)", list(&g.cards));
            g
        }
        "RELIC.LEAD_PAPERWEIGHT" => {
            rng.skip(2 * CARD_DRAWS);
            NeowGift::new(relic, "offers a choice of 2 colorless cards (not predicted)".into(), None)
        }
        "RELIC.KALEIDOSCOPE" => {
            let mut g = NeowGift::new(relic, String::new(), None);
            match niche.as_mut() {
                Some(niche) => {
                    let scarcity = ascension >= SCARCITY_ASCENSION;
                    let others: Vec<Sts2Character> = POOL_ORDER.iter().copied().filter(|c| *c != character).collect();
                    let mut text = Vec::new();
                    for _ in 0..2 {
                        // `StableShuffle` of the other pools (sorted) on niche, the first three.
                        let mut pools = others.clone();
                        niche.unstable_shuffle(&mut pools);
                        let mut cards = Vec::new();
                        for &c in &pools[..3] {
                            let (id, upgraded) =
                                base_odds_card(rng, character_pool_in(c, seeding), players, scarcity, &[])?;
                            cards.push(MapCard { upgraded, ..map_card(id) });
                        }
                        text.push(list(&cards));
                        g.cards.extend(cards);
                    }
                    g.what = format!(
                        "offers 2 card rewards (one card to pick from each) from other characters' pools: {} / {}",
                        text[0], text[1]
                    );
                }
                None => {
                    rng.skip(6 * CARD_DRAWS);
                    g.what = "offers 2 card rewards of 3 cards from other characters' pools (not predicted: the \
                              niche stream's position is not known here)"
                        .into();
                }
            }
            g
        }
        "RELIC.MASSIVE_SCROLL" => {
            rng.skip(3 * CARD_DRAWS);
            NeowGift::new(relic, "offers a choice of 3 multiplayer cards (not predicted)".into(), None)
        }
        "RELIC.PHIAL_HOLSTER" => NeowGift::new(
            relic,
            "adds a potion slot and 2 random potions (not predicted: drawn on the run's combat potion stream)".into(),
            None,
        ),
        "RELIC.NEOWS_TORMENT" => {
            let mut g = NeowGift::new(relic, "adds the card Neow's Fury".into(), None);
            g.cards.push(map_card("CARD.NEOWS_FURY"));
            g
        }
        "RELIC.DOWSING_ROD" => {
            let mut g = NeowGift::new(relic, "adds the card Dowsing".into(), None);
            g.cards.push(map_card("CARD.DOWSING"));
            g
        }
        "RELIC.SILKEN_TRESS" => NeowGift::new(
            relic,
            "loses all gold (the next card reward's cards are enchanted with Glam, which draws nothing)".into(),
            None,
        ),
        "RELIC.SILVER_CRUCIBLE" => NeowGift::new(
            relic,
            "nothing on pickup (the next 3 card rewards are offered upgraded and the first chest is empty; the \
             rewards predicted after it follow both)"
                .into(),
            None,
        ),
        "RELIC.LAVA_ROCK" => NeowGift::new(
            relic,
            "nothing on pickup (the act-1 boss gives 2 more relics, 2 more rewards draws after its cards)".into(),
            None,
        ),
        r if NO_PICKUP_DRAW.contains(&r) => {
            if r == "RELIC.NEW_LEAF" {
                *niche = None; // its transform draws on niche (not modelled)
            }
            NeowGift::new(relic, no_draw_what(r).into(), None)
        }
        "RELIC.NEOWS_BONES" => {
            let mut relics = bones_pool_in(players, seeding);
            // `Rng.Shuffle` is the same Fisher-Yates as `UnstableShuffle`.
            rng.unstable_shuffle(&mut relics);
            relics.truncate(BONES_RELICS);
            let mut g = NeowGift::new(relic, String::new(), None);
            // Both relics are taken (`WithSkippingDisallowed`), each running
            // its own payload next, on the same stream.
            let mut known = true;
            let mut parts = Vec::new();
            for &r in &relics {
                match gift_on(rng, niche, r, (character, seeding), ascension, players) {
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
            // Then one curse, `NextItem` on the run's niche stream.
            let curse = match niche.as_mut() {
                Some(niche) => {
                    let curse = *niche.next_item(&BONES_CURSES)?;
                    g.cards.push(map_card(curse));
                    format!("the curse {}", card_display(curse))
                }
                None => "a random curse (not predicted: the niche stream's position is not known here)".to_string(),
            };
            g.what = format!(
                "offers the relics {} (both must be taken; their payloads are drawn in that order), and adds {curse}",
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
    let mut rng = Counted::new(streams.player(slot, "rewards"));
    // Nothing draws on the run's niche stream before Neow (89SJD17KYUEH);
    // in a lobby it is one stream for all the players, drawn in the order
    // they act, so its draws are not predicted there.
    let mut niche = (players <= 1).then(|| Counted::new(streams.named("niche")));
    gift_on(&mut rng, &mut niche, relic, (character, streams.seeding()), ascension, players.max(1))
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

    /// Every option's draw count as the module's rules state it (single
    /// player, Ironclad); the capsules are not modelled.
    #[test]
    fn draw_counts() {
        let want: [(&str, Option<u32>); 29] = [
            ("RELIC.ARCANE_SCROLL", Some(1)),
            ("RELIC.BOOMING_CONCH", Some(0)),
            ("RELIC.FISHING_ROD", Some(0)),
            ("RELIC.GOLDEN_PEARL", Some(0)),
            ("RELIC.KALEIDOSCOPE", Some(18)),
            ("RELIC.LEAD_PAPERWEIGHT", Some(6)),
            ("RELIC.LOST_COFFER", Some(11)),
            ("RELIC.MASSIVE_SCROLL", Some(9)),
            ("RELIC.NEOWS_TORMENT", Some(0)),
            ("RELIC.NEW_LEAF", Some(0)),
            ("RELIC.PHIAL_HOLSTER", Some(0)),
            ("RELIC.PRECISE_SCISSORS", Some(0)),
            ("RELIC.SCROLL_BOXES", Some(6)),
            ("RELIC.WINGED_BOOTS", Some(0)),
            ("RELIC.LAVA_ROCK", Some(0)),
            ("RELIC.NUTRITIOUS_OYSTER", Some(0)),
            ("RELIC.STONE_HUMIDIFIER", Some(0)),
            ("RELIC.NEOWS_TALISMAN", Some(0)),
            ("RELIC.POMANDER", Some(0)),
            ("RELIC.CURSED_PEARL", Some(0)),
            ("RELIC.DOWSING_ROD", Some(0)),
            ("RELIC.HEFTY_TABLET", Some(3)),
            ("RELIC.LEAFY_POULTICE", Some(0)),
            ("RELIC.NEOWS_SACRIFICE", Some(0)),
            ("RELIC.PRECARIOUS_SHEARS", Some(0)),
            ("RELIC.SILKEN_TRESS", Some(0)),
            ("RELIC.SILVER_CRUCIBLE", Some(0)),
            ("RELIC.SMALL_CAPSULE", None),
            ("RELIC.LARGE_CAPSULE", None),
        ];
        for seed in 0..50u64 {
            let s = Streams::new(seed);
            for (relic, draws) in want {
                let gift = neow_gift(&s, relic, Sts2Character::Ironclad, 10, 0, 1);
                assert_eq!(gift.as_ref().map(|g| g.rewards_draws), draws.map(Some), "{relic}");
                if let Some(g) = gift {
                    assert_eq!(g.relic, relic);
                    let ids: Vec<&str> = g.cards.iter().map(|c| c.id).collect();
                    let mut unique = ids.clone();
                    unique.dedup();
                    assert!(relic == "RELIC.SCROLL_BOXES" || unique.len() == ids.len(), "{relic}: {ids:?}");
                }
            }
            let bones = neow_gift(&s, "RELIC.NEOWS_BONES", Sts2Character::Ironclad, 10, 0, 1).unwrap();
            assert_eq!(bones.relics.len(), 2);
            let subs: Option<u32> = bones
                .relics
                .iter()
                .map(|r| neow_gift(&s, r, Sts2Character::Ironclad, 10, 0, 1).and_then(|g| g.rewards_draws))
                .sum();
            assert_eq!(bones.rewards_draws, subs.map(|d| d + 27), "{bones:?}");
        }
        assert!(neow_gift(&Streams::new(1), "RELIC.NOT_NEOW", Sts2Character::Ironclad, 0, 0, 1).is_none());
        // In a lobby the niche stream is shared: Kaleidoscope's cards and the
        // Bones curse are not predicted, their rewards draws are.
        let s = Streams::new(7);
        let k = neow_gift(&s, "RELIC.KALEIDOSCOPE", Sts2Character::Ironclad, 10, 1, 2).unwrap();
        assert!(k.cards.is_empty());
        assert_eq!(k.rewards_draws, Some(18));
        let k = neow_gift(&s, "RELIC.KALEIDOSCOPE", Sts2Character::Ironclad, 10, 0, 1).unwrap();
        assert_eq!(k.cards.len(), 6);
        // The Defect's bundles may draw the Claw roll.
        let d = neow_gift(&Streams::new(3), "RELIC.SCROLL_BOXES", Sts2Character::Defect, 0, 0, 1).unwrap();
        assert!(d.rewards_draws.unwrap() >= 2);
    }
}
