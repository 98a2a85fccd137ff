//! Relics along a walked route: each elite's relics and each chest, as far
//! as the route tells, and a sentence for every point where it stops.
//!
//! Rules: [`RelicStream`] (relicRng's tiers and the pools' fronts for
//! elites; treasureRng for chests and every won monster-room fight's gold;
//! checked on the real runs, src/sts1/content/relic_rewards.rs). Along a
//! route from the start of act 1: Neow's relic bonus takes its pool's front
//! (and Calling Bell from the boss swap its three); a monster room or a `?`
//! that became a fight draws its gold; an elite its gold, tier and relic(s)
//! (two with Black Star); a treasure room (or a `?` that became one) its
//! chest; the boss chests' picks that take relics (Calling Bell) or change
//! elites (Black Star) apply after the chest. What is not modelled stops the
//! predictions for the rest of the run (the streams are not reset between
//! acts): an event (many take relics or draw on the streams); a relic whose
//! spawning depends on the deck (the Bottled relics; the deck is the
//! player's); a relic a shop visit made the pools take from their ends.
//! Relics the walk does not know of (Matryoshka bought, Tiny Chest, …) are
//! assumed not held unless the route obtained them.

use super::relic_pools::{RelicTier, SpawnContext};
use super::relic_rewards::{ChestSize, RelicStream};
use super::{Character, NeowBonus, NeowOption};
use crate::map::ChestReward;

/// The campfire relics (they change which relics can spawn).
const CAMPFIRE: [&str; 3] = ["Girya", "Peace Pipe", "Shovel"];

/// The relics along one route walk.
#[derive(Clone, Debug)]
pub struct RouteRelics {
    /// The pools and streams while the route still tells them.
    stream: Option<RelicStream>,
    /// A shop was visited: a relic from a pool's end is then unknown.
    shop_seen: bool,
    /// Campfire relics obtained.
    campfire: u8,
    /// Matryoshka's charges left.
    matryoshka: u8,
    /// Black Star is held.
    black_star: bool,
    /// The relics picked from the boss chests of acts 1 and 2.
    picks: [Option<&'static str>; 2],
    /// Where the predictions stopped and why.
    notes: Vec<String>,
}

impl RouteRelics {
    /// The relics of a route that starts in act `start_act`, after Neow's
    /// `neow` (`boss_relic`: what its boss swap gave).
    pub fn new(
        seed: i64,
        character: Character,
        start_act: u8,
        neow: Option<NeowOption>,
        boss_relic: Option<&'static str>,
        picks: [Option<&'static str>; 2],
    ) -> Self {
        let mut r = RouteRelics {
            stream: (start_act == 1).then(|| RelicStream::new(seed, character)),
            shop_seen: false,
            campfire: 0,
            matryoshka: 0,
            black_star: boss_relic == Some("Black Star"),
            picks,
            notes: Vec::new(),
        };
        if start_act > 1 {
            r.notes.push("relics are predicted only on a route from the start of act 1".to_string());
        }
        match neow.map(|o| o.bonus) {
            Some(NeowBonus::RandomCommonRelic) => {
                r.take(0, "Neow's relic", |s, ctx| vec![s.reward(RelicTier::Common, ctx)]);
            }
            Some(NeowBonus::OneRareRelic) => {
                r.take(0, "Neow's relic", |s, ctx| vec![s.reward(RelicTier::Rare, ctx)]);
            }
            Some(NeowBonus::BossRelic) if boss_relic == Some("Calling Bell") => {
                r.take(0, "Calling Bell's relics", |s, ctx| s.calling_bell(ctx).to_vec());
            }
            _ => {}
        }
        r
    }

    /// Runs `f` on the stream if the route still tells it: with a deck that
    /// holds every kind of card and with one that holds none. The same relics
    /// either way (no Bottled relic decided it) and nothing from a pool's end
    /// after a shop: kept; else the predictions stop. Returns the relics.
    fn take(
        &mut self,
        floor: u16,
        what: &str,
        f: impl Fn(&mut RelicStream, &SpawnContext) -> Vec<&'static str>,
    ) -> Option<Vec<&'static str>> {
        let stream = self.stream.as_ref()?;
        let ctx = |deck: bool| SpawnContext {
            floor: u32::from(floor),
            in_shop: false,
            campfire_relics: self.campfire,
            non_basic_attack: deck,
            non_basic_skill: deck,
            power: deck,
        };
        let (mut full, mut bare) = (stream.clone(), stream.clone());
        let ends = full.pools().end_takes();
        let relics = f(&mut full, &ctx(true));
        let same = relics == f(&mut bare, &ctx(false));
        let from_end = self.shop_seen && full.pools().end_takes() > ends;
        if !same || from_end {
            self.stream = None;
            let why = if same {
                "a relic the pools take from their end, which a shop visit changed (not modelled)"
            } else {
                "a Bottled relic, which can spawn only with the right cards in the deck (the player's)"
            };
            self.notes.push(format!("relics stop at floor {floor}: {what} depends on {why}"));
            return None;
        }
        for relic in &relics {
            self.obtained(relic);
        }
        self.stream = Some(full);
        Some(relics)
    }

    /// What an obtained relic changes for later ones.
    fn obtained(&mut self, relic: &str) {
        if CAMPFIRE.contains(&relic) {
            self.campfire += 1;
        }
        if relic == "Matryoshka" {
            self.matryoshka = 2;
        }
    }

    /// A won fight in a monster room (or a `?` that became one): its gold.
    pub fn fight(&mut self) {
        if let Some(s) = self.stream.as_mut() {
            s.fight();
        }
    }

    /// A won elite fight on `floor`: its relics.
    pub fn elite(&mut self, floor: u16) -> Option<Vec<&'static str>> {
        let black_star = self.black_star;
        self.take(floor, "the elite's relic", |s, ctx| s.elite(ctx, black_star).into_iter().map(|(_, r)| r).collect())
    }

    /// A treasure room on `floor`: its chest, opened.
    pub fn treasure(&mut self, floor: u16) -> Option<ChestReward> {
        let matryoshka = self.matryoshka > 0;
        let relics = self.take(floor, "the chest's relic", |s, ctx| {
            let closed = s.treasure_room();
            let c = s.open(closed, ctx, matryoshka);
            let size = match c.size {
                ChestSize::Small => "small",
                ChestSize::Medium => "medium",
                ChestSize::Large => "large",
            };
            let tier = match c.tier {
                RelicTier::Common => "common",
                RelicTier::Uncommon => "uncommon",
                _ => "rare",
            };
            // The relics, with the chest's facts as a marker the caller reads back.
            let mut v = vec![size, tier, if c.gold { "gold" } else { "" }, c.relic];
            v.extend(c.extra);
            v
        })?;
        if matryoshka {
            self.matryoshka -= 1;
        }
        match relics.as_slice() {
            [size, tier, gold, relic, extra @ ..] => {
                Some(ChestReward { size, tier, gold: !gold.is_empty(), relic, extra: extra.first().copied() })
            }
            _ => None,
        }
    }

    /// A shop visit: later relics from a pool's end are unknown.
    pub fn shop(&mut self) {
        self.shop_seen = true;
    }

    /// A room whose draws are not modelled (an event) on `floor`: the
    /// predictions stop for the rest of the run.
    pub fn unknown(&mut self, floor: u16, what: &str) {
        if self.stream.take().is_some() {
            self.notes.push(format!(
                "relics stop at floor {floor}: {what} may take relics or draw on their streams (not modelled)"
            ));
        }
    }

    /// The route enters act `act`: the previous act's boss chest pick.
    pub fn enter_act(&mut self, act: u8) {
        match self.picks.get(usize::from(act).wrapping_sub(2)).copied().flatten() {
            Some("Calling Bell") => {
                let floor = u16::from(act - 1) * 17;
                self.take(floor, "Calling Bell's relics", |s, ctx| s.calling_bell(ctx).to_vec());
            }
            Some("Black Star") => self.black_star = true,
            _ => {}
        }
    }

    /// Where the predictions stopped, one sentence each.
    pub fn notes(&self) -> &[String] {
        &self.notes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elites_and_chests_follow_the_stream_until_an_event() {
        let (seed, ch) = (673465884448, Character::Defect);
        let mut route = RouteRelics::new(seed, ch, 1, None, None, [None; 2]);
        let mut stream = RelicStream::new(seed, ch);
        route.fight();
        stream.fight();
        let ctx = SpawnContext { floor: 2, ..SpawnContext::NEOW };
        let want: Vec<&str> = stream.elite(&ctx, false).into_iter().map(|(_, r)| r).collect();
        assert_eq!(route.elite(2), Some(want));
        let closed = stream.treasure_room();
        let chest = stream.open(closed, &SpawnContext { floor: 3, ..ctx }, false);
        let got = route.treasure(3).unwrap();
        assert_eq!(got.relic, chest.relic);
        route.unknown(4, "an event");
        assert_eq!(route.elite(5), None);
        assert!(route.notes()[0].contains("relics stop at floor 4: an event"));
        let later = RouteRelics::new(seed, ch, 2, None, None, [None; 2]);
        assert!(later.notes()[0].contains("only on a route from the start of act 1"));
    }
}
