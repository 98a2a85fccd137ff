//! Multiplayer card rewards along a route: each player's own.
//!
//! In a lobby every player gets their own rewards set for each fight
//! (`RewardsSet(player)`: `GenerateRewardsFor(player, room)`), drawn on
//! their own `rewards` stream, `Rng(runSeed + slot, "rewards")` (lobby slot
//! `slot`, [`Streams::player`]), with their own card rarity and potion odds,
//! and the lobby size's card pool (the `MultiplayerOnly` cards join it).
//! So each player's rewards are [`Rewards`]' single-player rules on their
//! slot's stream: potion roll, gold, the potion's draws, three cards, an
//! elite's relic rarity; a treasure room's gold and a merchant's 14 draws
//! move each player's stream too. Sources: the game's `RewardsSet`,
//! `CardCreationOptions.ForRoom` and `Player.PlayerRng` (decompiles named in
//! docs/sts2-content.md). **Not checked against a real multiplayer run**
//! (none is public); the stream seeding per slot is checked for slot 0 only.
//!
//! Each player's Neow option moves their own stream: the walk's `neow`
//! option gives them in lobby order (`GOLDEN_PEARL,NEOWS_BONES`); a player
//! whose option is not given is assumed to have taken one that draws nothing
//! there (the walk says so, naming the options that would not). Through an
//! event each player's own instance draws what a single player's does; the
//! rewards stop at the first event whose draws are not known. Chests, shop
//! relics and elite relics are not given (each player's relic bag in a
//! lobby is not modelled), so no player is assumed to gain a relic that
//! changes rewards, and each player's option at a later Ancient is assumed
//! to draw nothing (both said).

use super::content::{cards_of, cards_stop_sentence};
use crate::map::{PlayerCardReward, PotionRoll};
use crate::options::Sts2Character;
use crate::sts2::content::events::draws::{event_draws, on_entry};
use crate::sts2::content::neow_gifts::neow_gift;
use crate::sts2::content::relic_pools::name;
use crate::sts2::content::rewards::{Fight, Rewards};
use crate::sts2::run::streams::Streams;
use crate::sts2::seed::Seeding;

/// One player of the lobby along the walk.
#[derive(Clone, Debug)]
struct Player {
    character: Sts2Character,
    rewards: Rewards,
    /// The Neow option assumed (taken, or the seed's options that draw
    /// something and so are assumed not taken).
    neow: Option<&'static str>,
    /// The seed's options for this player that draw on the rewards stream
    /// (not known: `None`), when no option was given.
    shifting: Vec<(&'static str, Option<u32>)>,
}

/// Every player's card rewards along a multiplayer route from act 1.
#[derive(Clone, Debug)]
pub struct Lobby {
    players: Vec<Player>,
    /// The floor and room after which card rewards are no longer known.
    stop: Option<(u16, &'static str)>,
    any: bool,
    /// Events the rewards went on through.
    events: u32,
    /// The floors of the later Ancients the rewards went on through.
    ancients: Vec<u16>,
}

impl Lobby {
    /// The lobby of `characters` (one per slot, lobby order) at `ascension`;
    /// `neow[k]` player `k`'s Neow option taken (one of `offered[k]`, player
    /// `k`'s options), `None` when not given. `Err` (with
    /// the reason) when the walk cannot know the rewards.
    pub fn new(
        run_seed: u64,
        seeding: Seeding,
        characters: &[Sts2Character],
        ascension: u8,
        start_act: u8,
        neow: &[Option<&'static str>],
        offered: &[Vec<&'static str>],
    ) -> Result<Lobby, &'static str> {
        if start_act > 1 {
            return Err("card rewards (multiplayer): not given for a route that starts after act 1 (the earlier acts moved the streams)");
        }
        // v0.108's and v0.107.1's card rewards are not these pools' (the single-player walk's rule).
        if seeding.hash32() {
            return Err(
                "card rewards (multiplayer): not given for v0.108 and the main branch v0.107.1 (their card rewards \
                 are not the v0.109+ pools')",
            );
        }
        let streams = Streams::new_in(seeding, run_seed);
        let size = characters.len() as u8;
        let mut players = Vec::with_capacity(characters.len());
        for (slot, &character) in characters.iter().enumerate() {
            let slot = slot as u8;
            let draws =
                |relic| neow_gift(&streams, relic, character, ascension, slot, size).and_then(|g| g.rewards_draws);
            let mut rewards = Rewards::new(&streams, character, ascension, slot, size);
            let given = neow.get(usize::from(slot)).copied().flatten();
            let shifting = match given {
                Some(relic) => {
                    let n = draws(relic).ok_or("card rewards (multiplayer): what a player's Neow option draws on the rewards stream is not known")?;
                    rewards.skip(n);
                    Vec::new()
                }
                None => {
                    let options = offered.get(usize::from(slot)).map_or(&[][..], Vec::as_slice);
                    options.iter().map(|&r| (r, draws(r))).filter(|(_, n)| *n != Some(0)).collect()
                }
            };
            players.push(Player { character, rewards, neow: given, shifting });
        }
        Ok(Lobby { players, stop: None, any: false, events: 0, ancients: Vec::new() })
    }

    /// A fight's card rewards and potion rolls, one per player, while known
    /// (`None` for the final act's bosses: no reward).
    pub fn fight(&mut self, fight: Fight, act: u8) -> Option<Vec<PlayerCardReward>> {
        if self.stop.is_some() || (fight == Fight::Boss && act >= 3) {
            return None;
        }
        self.any = true;
        let rewards = self.players.iter_mut().enumerate().map(|(k, p)| {
            let r = p.rewards.combat(fight, act - 1);
            PlayerCardReward {
                player: k as u8 + 1,
                character: p.character.id(),
                cards: cards_of(&r),
                potion: PotionRoll { dropped: r.potion, id: None, name: None },
            }
        });
        Some(rewards.collect())
    }

    /// A treasure room: each player's gold draw.
    pub fn treasure(&mut self) {
        self.players.iter_mut().for_each(|p| {
            p.rewards.treasure();
        });
    }

    /// A merchant: each player's merchant draws.
    pub fn shop(&mut self) {
        self.players.iter_mut().for_each(|p| p.rewards.shop());
    }

    /// A `?` on floor `floor` of act `act` that became one of the events
    /// `ids` (several: branches), the route's `options` taken (one event):
    /// each player's own instance of it draws on their stream what a single
    /// player's does (`events::draws`; its fight gives each player a
    /// monster's rewards, returned), where known whatever the branch;
    /// otherwise the rewards stop here.
    pub fn event(
        &mut self,
        floor: u16,
        act: u8,
        ids: &[&'static str],
        options: &[&str],
    ) -> Option<Vec<PlayerCardReward>> {
        if self.stop.is_some() {
            return None;
        }
        let draws = match ids {
            [id] => on_entry(id).or_else(|| event_draws(id, options)),
            _ => {
                let all: Vec<_> = ids.iter().map(|id| on_entry(id).or_else(|| event_draws(id, &[]))).collect();
                all.first().copied().flatten().filter(|d| !d.fight && all.iter().all(|x| *x == Some(*d)))
            }
        };
        let Some(d) = draws else {
            self.stop.get_or_insert((floor, "event"));
            return None;
        };
        let reward = if d.fight { self.fight(Fight::Monster, act) } else { None };
        for p in &mut self.players {
            p.rewards.skip(d.rewards);
        }
        self.events += 1;
        reward
    }

    /// The Ancient of act 2 or 3 on floor `floor`: each player takes an
    /// option of their own, which the route's `ancients` (one relic a
    /// floor) does not give per player; assumed to draw nothing on their
    /// stream (said), as a single player's option not given is.
    pub fn ancient(&mut self, floor: u16) {
        if self.stop.is_none() {
            self.ancients.push(floor);
        }
    }

    /// What the walk's multiplayer card rewards assumed, one sentence each.
    pub fn assumptions(&self) -> Vec<String> {
        if !self.any {
            return Vec::new();
        }
        let mut out =
            vec!["card rewards (multiplayer, one list per player): each player's own rewards stream (lobby slot k: \
             Rng(runSeed + k, \"rewards\")) with the single-player rules and the lobby's card pool; read from the \
             game's code, not checked against a real multiplayer run"
                .to_string()];
        for (k, p) in self.players.iter().enumerate() {
            match p.neow {
                Some(r) => out.push(format!("card rewards: player {} after Neow's {}", k + 1, name(r))),
                None if p.shifting.is_empty() => {}
                None => {
                    let names: Vec<String> = p.shifting.iter().map(|(r, _)| name(r)).collect();
                    out.push(format!(
                        "card rewards: player {} took a Neow option that draws nothing on the rewards stream (not {}; \
                         give each player's option taken, `neow`, to follow it)",
                        k + 1,
                        names.join(" or ")
                    ));
                }
            }
        }
        out.push(
            "card rewards (multiplayer): no player gains a relic that changes rewards (Prayer Wheel, White Star, \
             Dream Catcher, the eggs, …): the relics each player gains in a lobby are not modelled"
                .to_string(),
        );
        if !self.ancients.is_empty() {
            let floors: Vec<String> = self.ancients.iter().map(u16::to_string).collect();
            out.push(format!(
                "card rewards (multiplayer): at the Ancient on floor {} each player takes an option that draws \
                 nothing on their rewards stream (not Glass Eye or Sea Glass, 15 draws each; not Black Star)",
                floors.join(", ")
            ));
        }
        if self.events > 0 {
            out.push(
                "card rewards (multiplayer): through an event each player's own instance draws what a single player's \
                 does, from the option the route names (spec A4; not checked against a real multiplayer run)"
                    .to_string(),
            );
        }
        if let Some((floor, room)) = self.stop {
            out.push(cards_stop_sentence(floor, room));
        }
        out
    }
}
