//! The Ancients on the walk: Neow's gifts ([`neow_gifts`]), each Ancient's offers
//! ([`ancient_offers`], Orobas' Sea Glass), and the option taken at a later Ancient
//! ([`RouteContent::ancient`]: Glass Eye's and Sea Glass's cards, Black Star; its gold).

use super::RouteContent;
use crate::map::{AncientOffer, Card, CardReward, Sts2ActRun};
use crate::options::Sts2Character;
use crate::sts2::content::ancients::Who;
use crate::sts2::content::card_pools::Card as PoolCard;
use crate::sts2::content::names;
use crate::sts2::content::neow_gifts::neow_gift;
use crate::sts2::content::relic_gold::{relic_gold, RelicGold};
use crate::sts2::run::streams::Streams;
use crate::sts2::seed::Seeding;

/// The draws Glass Eye and Sea Glass take on the rewards stream (15 cards,
/// one `NextItem` each, no upgrade roll).
const ANCIENT_CARDS_DRAWS: u32 = 15;

/// The Ancients' relics that offer cards when obtained.
const GLASS_EYE: &str = "RELIC.GLASS_EYE";
const SEA_GLASS: &str = "RELIC.SEA_GLASS";

impl RouteContent {
    /// The Ancient starting act `act` (on total floor `floor`), where the
    /// player took `taken` (`RELIC.…`; `None`: not given). Glass Eye offers
    /// five card rewards of the character's pool (Common, Common, Uncommon,
    /// Uncommon, Rare, 3 cards each); Sea Glass one choice of 15 cards of
    /// `sea_glass`'s pool (the character Orobas drew for it: 5 Common, 5
    /// Uncommon, 5 Rare, any number taken; `SeaGlass.AfterObtained`). Each
    /// is one `NextItem` per card on the rewards stream with no upgrade roll
    /// (`ForNonCombatWithUniformOdds`): 15 draws, the rewards returned with
    /// their source. Every other option draws nothing on it (real v0.107.1
    /// runs' next rewards: docs/sts2-content.md); an option not given is
    /// assumed to be one of those.
    pub fn ancient(
        &mut self,
        act: u8,
        floor: u16,
        taken: Option<&str>,
        sea_glass: Option<SeaGlass>,
    ) -> Option<Vec<CardReward>> {
        use crate::sts2::content::card_pools::Rarity::{Common, Rare, Uncommon};
        self.act = act;
        if act < 2 || self.cards_stop.is_some() {
            return None;
        }
        let offered = |me: &mut Self, pool: &'static [PoolCard], rarity, count| -> Vec<Card> {
            let cards = me.rewards.uniform_cards(pool, rarity, count);
            let cards = cards.into_iter().map(|c| Card { id: c.id, name: names::name(c.id), upgraded: false });
            cards.filter(|_| !me.cards_hidden).collect()
        };
        match taken.map(|r| r.trim_start_matches("RELIC.")) {
            Some("GLASS_EYE") => {
                let pool = self.rewards.pool();
                let rewards = [Common, Common, Uncommon, Uncommon, Rare]
                    .map(|r| CardReward::new(offered(self, pool, r, 3)).given_by(GLASS_EYE, names::name(GLASS_EYE)));
                Some(rewards.to_vec())
            }
            Some("SEA_GLASS") => match sea_glass {
                Some((name, pool)) => {
                    let cards = [Common, Uncommon, Rare].into_iter().flat_map(|r| offered(self, pool, r, 5)).collect();
                    Some(vec![CardReward::new(cards).given_by(SEA_GLASS, name)])
                }
                None => {
                    self.rewards.skip(ANCIENT_CARDS_DRAWS);
                    None
                }
            },
            Some("BLACK_STAR") => {
                self.black_star = true;
                None
            }
            Some(_) => None,
            None => {
                self.ancients_not_given.push(floor);
                None
            }
        }
    }

    /// The gold at the Ancient starting act `act` (2-3, on total floor
    /// `floor`): the relic taken there (`taken`: the route's `ancients`, a
    /// file's choice) that changes the gold (`content::relic_gold`) changes
    /// it once or stops it; not named, a file's recorded change is taken, and
    /// where one of the relics `offered` would change it the gold stops.
    pub fn ancient_gold(&mut self, act: u8, floor: u16, taken: Option<&str>, offered: &[&str], recorded: Option<i64>) {
        if act < 2 {
            return;
        }
        let taken = taken.map(str::to_ascii_uppercase);
        match (taken.as_deref().map(relic_gold), recorded) {
            (Some(Some(RelicGold::Once(change))), _) => self.gold = self.gold.map(|g| change.apply(g)),
            (Some(Some(RelicGold::Later)), _) => {
                let why = "the relic taken at the Ancient changes the gold later rooms give (not modelled)";
                self.gold_stop.get_or_insert((floor, why));
            }
            (Some(None), _) => {}
            (None, Some(d)) => self.gold = self.gold.map(|g| g + d),
            (None, None) if offered.iter().any(|id| relic_gold(id).is_some()) => {
                let why = "the Ancient offers a relic that changes the gold, and the route does not say which it took \
                     (`ancients`, FLOOR:RELIC)";
                self.gold_stop.get_or_insert((floor, why));
            }
            (None, None) => {}
        }
    }
}

/// Every way the Ancient that starts `run`'s act (act `act`) can offer its
/// relics to `who` (a lobby slot playing a character with a profile):
/// Neow's one offer, fixed by the seed (`neow`: the player's, from the run
/// start); a later Ancient's offers with the run state each needs
/// (docs/sts2-content.md).
pub fn ancient_offers(
    run_seed: u64,
    seeding: Seeding,
    act: u8,
    run: &Sts2ActRun,
    neow: Option<&[&'static str]>,
    who: Who,
) -> Vec<AncientOffer> {
    let offer = |ids: Vec<&'static str>, requires: Option<String>| AncientOffer {
        names: ids.iter().map(|&id| names::name(id)).collect(),
        ids,
        requires,
    };
    if let Some(neow) = neow.filter(|_| run.neow_ids.is_some()) {
        return vec![offer(neow.to_vec(), None)];
    }
    let streams = Streams::new_in(seeding, run_seed);
    let mut offers: Vec<AncientOffer> =
        crate::sts2::content::ancients::offers_in_act(&streams, run.ancient_id, Some(act), who)
            .into_iter()
            .map(|o| offer(o.ids, o.requires))
            .collect();
    // Sea Glass is named with the character whose cards it offers, as the game titles it.
    let other = crate::sts2::content::ancients::sea_glass_character(&streams, who);
    for o in &mut offers {
        for (id, name) in o.ids.iter().zip(o.names.iter_mut()) {
            if *id == SEA_GLASS {
                *name = sea_glass_name(other);
            }
        }
    }
    offers
}

/// Sea Glass's name for the cards of `other` ("Sea Glass (Defect)").
fn sea_glass_name(other: Sts2Character) -> &'static str {
    match other {
        Sts2Character::Ironclad => "Sea Glass (Ironclad)",
        Sts2Character::Silent => "Sea Glass (Silent)",
        Sts2Character::Regent => "Sea Glass (Regent)",
        Sts2Character::Necrobinder => "Sea Glass (Necrobinder)",
        Sts2Character::Defect => "Sea Glass (Defect)",
    }
}

/// Orobas' Sea Glass in run `run_seed` of the builds of `seeding` for
/// `who`: its name and the card pool it offers its cards from.
pub fn sea_glass(run_seed: u64, seeding: Seeding, who: Who) -> SeaGlass {
    let streams = Streams::new_in(seeding, run_seed);
    let other = crate::sts2::content::ancients::sea_glass_character(&streams, who);
    (sea_glass_name(other), crate::sts2::content::card_pools_v107::character_pool_in(other, seeding))
}

/// Sea Glass as a walk meets it: its name and the pool of its cards.
pub type SeaGlass = (&'static str, &'static [PoolCard]);

/// What each of Neow's options `offered` gives `who` (a lobby slot playing
/// a character, with a profile whose card pools the walk follows) in a run
/// of `players` at `ascension`, where the seed fixes it (the options not
/// modelled are left out). Neow's Bones is left out for a profile that is
/// not mature: its shuffle is over the options allowed at Neow, which follow
/// unlocks. A v0.107.1 lobby player whose lobby card pool is not
/// established gets each gift without its cards (said).
pub fn neow_gifts(
    run_seed: u64,
    seeding: Seeding,
    offered: &[&'static str],
    who: Who,
    ascension: u8,
    players: u8,
) -> Vec<crate::map::NeowGift> {
    let streams = Streams::new_in(seeding, run_seed);
    let hidden = seeding == Seeding::H32V107
        && players > 1
        && !crate::sts2::content::card_pools_v107::LOBBY_POOLS_CHECKED.contains(&who.character);
    offered
        .iter()
        .filter(|&&r| who.profile.is_mature() || r != "RELIC.NEOWS_BONES")
        .filter_map(|&r| neow_gift(&streams, r, who.character, ascension, who.slot, players))
        .map(|g| {
            let name = names::name(g.relic);
            let (what, cards) = if hidden && !g.cards.is_empty() {
                let what = format!(
                    "{name}'s cards are not given (this character's v0.107.1 lobby card pool is not established)"
                );
                (what, Vec::new())
            } else {
                (g.what, g.cards)
            };
            crate::map::NeowGift {
                relic: g.relic,
                name,
                what,
                cards,
                relics: g.relics,
                potions: g.potions,
                gold: g.gold,
                rewards_draws: g.rewards_draws,
            }
        })
        .collect()
}
