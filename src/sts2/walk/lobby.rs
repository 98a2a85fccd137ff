//! A lobby along a route: every player after the first, each with their own
//! [`RouteContent`] (their rewards and `shops` streams, their Neow option,
//! their relics), stepped through the same rooms as the first player's.
//!
//! In a lobby every player gets their own rewards set for each fight
//! (`RewardsSet(player)`), drawn on their own `rewards` stream,
//! `Rng(runSeed + slot, "rewards")`, with their own card rarity and potion
//! odds and the lobby size's card pool (the multiplayer-only cards join it;
//! v0.107.1 has fewer of them, `content::card_pools_v107`); their own elite
//! relic from the front of their own relic bag; their own chest relic (the
//! chest rolls one rarity per player, in lobby order, and each takes the
//! front of the shared bag's list of it); their own merchant, whose stock
//! their own streams and bag fill. Each player's instance of an event
//! draws what a single player's does for the option that player took.
//! Sources: the game's `RewardsSet`, `CardCreationOptions.ForRoom`,
//! `Player.PlayerRng`, `TreasureRoomRelicSynchronizer` (decompiles named in
//! docs/sts2-content.md). **Checked against one real two-player run**,
//! ESJC7K39HN (v0.107.1, Necrobinder and Regent, `tests/sts2_lobby.rs`).
//!
//! The players' bags are one run's: each player's walk pulls from its own
//! copy, and after every room [`Lobby::share`] makes the copies the same
//! (`RunBags::share`). The route names the first player's choices; each
//! other player's come from a run file (its `others`), or the route's
//! events' per-player options (`FLOOR:EVENT:A/B`) and purchases
//! (`FLOOR:P:ID`); otherwise each takes the walk's defaults (no purchase,
//! rest, an Ancient option that draws nothing), said in the assumptions.

use super::content::{ancient_offers, neow_gifts, RouteContent};
use super::seat::{self, SeatFight};
use crate::map::{
    AncientOffer, Chest, EventShown, NamedRelic, NeowGift, PlayerCardReward, PlayerRoom, RecordedRoom, ShopShown,
    Sts2ActRun,
};
use crate::options::{RouteOptions, Sts2Character, Sts2Profile};
use crate::route::FloorStep;
use crate::sts2::content::ancients::Who;
use crate::sts2::content::relic_bag::RunBags;
use crate::sts2::content::relic_pools::name;
use crate::sts2::content::rewards::Fight;
use crate::sts2::seed::Seeding;

/// One player of the lobby after the first: their walk and their record.
#[derive(Clone, Debug)]
struct Seat {
    /// Their lobby slot (1 for the second player).
    slot: u8,
    character: Sts2Character,
    content: RouteContent,
    /// What a run file recorded for them, room by room.
    recorded: Vec<RecordedRoom>,
    /// Neow's options for them (their slot's).
    neow_offered: Vec<&'static str>,
    /// What the room being walked gave them.
    room: SeatRoom,
}

/// What one room gave one player, for the room's output.
#[derive(Clone, Debug, Default)]
struct SeatRoom {
    offers: Option<Vec<AncientOffer>>,
    gifts: Option<Vec<NeowGift>>,
    fight: Option<SeatFight>,
    chest: Option<Chest>,
    shop: Option<ShopShown>,
}

/// Every player of a lobby after the first, along the walk.
#[derive(Clone, Debug)]
pub struct Lobby {
    seats: Vec<Seat>,
    /// The profile every player is assumed to have.
    profile: Sts2Profile,
    ascension: u8,
    /// Whether an event was met (its rule is said).
    events: bool,
    /// A beta build's lobby (none of whose runs is public).
    beta: bool,
}

/// The Neow option each player took and the seed's options for each.
pub struct LobbyNeow<'a> {
    /// Player `k`'s option taken (`None`: not given).
    pub taken: &'a [Option<&'static str>],
    /// Player `k`'s options.
    pub offered: &'a [Vec<&'static str>],
}

impl Lobby {
    /// The players after the first of a lobby of `characters` (lobby
    /// order), at `ascension`, the bags following `profile`; `records` the
    /// run file's record of each room (its `others`: each other player's).
    /// `Err` (with the reason) where a walk of theirs cannot be known.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        run_seed: u64,
        seeding: Seeding,
        characters: &[Sts2Character],
        ascension: u8,
        start_act: u8,
        neow: LobbyNeow,
        profile: &Sts2Profile,
        records: &[RecordedRoom],
    ) -> Result<Lobby, &'static str> {
        let mut seats = Vec::with_capacity(characters.len().saturating_sub(1));
        for (k, &character) in characters.iter().enumerate().skip(1) {
            let slot = k as u8;
            let taken = neow.taken.get(k).copied().flatten();
            let offered = neow.offered.get(k).map_or(&[][..], Vec::as_slice);
            let content =
                RouteContent::new(run_seed, seeding, characters, slot, ascension, start_act, taken, offered, profile)?;
            let recorded = records.iter().filter_map(|r| r.others.get(k - 1).cloned()).collect();
            let neow_offered = offered.to_vec();
            seats.push(Seat { slot, character, content, recorded, neow_offered, room: SeatRoom::default() });
        }
        Ok(Lobby { seats, profile: profile.clone(), ascension, events: false, beta: seeding == Seeding::Xxh64 })
    }

    /// A new room on `floor`: what each player's file records before it is
    /// held (`seat::file_relics`).
    pub fn enter(&mut self, floor: u16) {
        for s in &mut self.seats {
            seat::file_relics(&mut s.content, &s.recorded, floor);
        }
    }

    /// The Ancient that starts act `act` on `floor`: each player's own
    /// offers (`offers`: the run seed, seeding and act's run start, when the
    /// walk gives them; drawn on their slot's stream, for their character
    /// and the profile), Neow's gifts in act 1 (where `gifts`), and the
    /// option taken as their file records it (a route names the first
    /// player's only: the others' are assumed to draw nothing, said by
    /// their walk).
    pub fn ancient(&mut self, act: u8, floor: u16, offers: Option<(u64, Seeding, &Sts2ActRun)>, gifts: bool) {
        let (profile, players, asc) = (&self.profile, self.seats.len() as u8 + 1, self.ascension);
        for s in &mut self.seats {
            let rec = s.recorded.iter().find(|r| r.floor == floor);
            let taken = rec.and_then(|r| r.ancient.clone());
            let who = Who { character: s.character, slot: s.slot, profile };
            let mut sea_glass = None;
            if let Some((run_seed, seeding, run)) = offers {
                s.room.offers = Some(ancient_offers(run_seed, seeding, act, run, Some(&s.neow_offered), who));
                sea_glass =
                    (run.ancient_id == "EVENT.OROBAS").then(|| super::content::sea_glass(run_seed, seeding, who));
                if act == 1 && gifts {
                    s.room.gifts = Some(neow_gifts(run_seed, seeding, &s.neow_offered, who, asc, players));
                }
            }
            s.content.ancient(act, floor, taken.as_deref(), sea_glass);
            s.content.ancient_gold(act, floor, taken.as_deref(), &[], rec.map(|r| r.gold_change));
            if let Some(t) = taken.filter(|_| act > 1) {
                s.content.held(floor, &t);
            }
        }
    }

    /// A fight: each player's rewards.
    pub fn fight(&mut self, fight: Fight, act: u8, floor: u16, encounter: Option<&'static str>) {
        for s in &mut self.seats {
            s.room.fight = seat::fight(&mut s.content, &s.recorded, fight, act, floor, encounter);
        }
    }

    /// A chest: each player's relic.
    pub fn chest(&mut self, floor: u16) {
        for s in &mut self.seats {
            s.room.chest = seat::chest(&mut s.content, &s.recorded, floor);
        }
    }

    /// A merchant: each player's own stock, and what they bought there
    /// (their file's record, or the route's `FLOOR:P:ID`); `Err` names the
    /// first player whose purchase is not in their stock.
    pub fn shop(&mut self, opts: &RouteOptions, floor: u16) -> Result<(), String> {
        let mut first = Ok(());
        for s in &mut self.seats {
            let (items, mode) = seat::purchases(opts, &s.recorded, s.slot + 1, floor);
            match s.content.shop(floor, &items, mode) {
                Ok((_, stock)) => s.room.shop = stock,
                Err(why) => first = first.and(Err(format!("player {}: {why}", s.slot + 1))),
            }
        }
        first
    }

    /// The Fake Merchant: each player's own screen (as [`Lobby::shop`]).
    pub fn fake_merchant(&mut self, opts: &RouteOptions, floor: u16) -> Result<(), String> {
        let mut first = Ok(());
        for s in &mut self.seats {
            let (items, mode) = seat::purchases(opts, &s.recorded, s.slot + 1, floor);
            match s.content.fake_merchant(floor, &items, mode) {
                Ok(stock) => s.room.shop = stock,
                Err(why) => first = first.and(Err(format!("player {}: {why}", s.slot + 1))),
            }
        }
        first
    }

    /// A rest site: what each player's relics add (they rest unless their
    /// file records otherwise; Dream Catcher's reward is drawn, not shown).
    pub fn rest(&mut self, act: u8, floor: u16) {
        for s in &mut self.seats {
            seat::rest(&mut s.content, &s.recorded, None, act, floor);
        }
    }

    /// An event (`shown`) on `floor` of act `act`: each player's own
    /// instance of it, with the options their file records, or the route's
    /// for them (`others[k - 1]`, from `FLOOR:EVENT:A/B`), or else the
    /// first player's (`first`: one list names every player's).
    pub fn event(&mut self, act: u8, floor: u16, shown: Option<&EventShown>, first: &[String], others: &[Vec<String>]) {
        self.events = true;
        for (i, s) in self.seats.iter_mut().enumerate() {
            let rec = s.recorded.iter().find(|r| r.floor == floor);
            let gold = rec.map(|r| r.gold_change);
            let options: Vec<&str> = match rec {
                Some(r) => r.options.iter().map(String::as_str).collect(),
                None => others.get(i).map_or(first, Vec::as_slice).iter().map(String::as_str).collect(),
            };
            match shown {
                Some(EventShown::One { id, .. }) if !options.is_empty() => {
                    if let Some((cards, potion, relic)) = s.content.event_taken(act, floor, id, &options, gold) {
                        let relics = relic.into_iter().chain(s.content.extra_relics()).collect();
                        s.room.fight = Some(SeatFight { cards, potion, relics, extra: Vec::new() });
                    }
                }
                Some(e) => s.content.event(floor, &e.ids(), gold),
                None => s.content.event(floor, &[], gold),
            }
        }
    }

    /// After a room: the bags of every player's walk made the same
    /// (`RunBags::share`); where one player's stopped being known, every
    /// player's chests stop there too.
    pub fn share(&mut self, first: &mut RouteContent) {
        let stop = std::iter::once(first.chests_stopped())
            .chain(self.seats.iter().map(|s| s.content.chests_stopped()))
            .flatten()
            .min();
        if let Some((floor, room)) = stop {
            first.stop_chests(floor, room);
            self.seats.iter_mut().for_each(|s| s.content.stop_chests(floor, room));
        }
        let mut copies: Vec<&mut RunBags> =
            std::iter::once(first.bags_mut()).chain(self.seats.iter_mut().map(|s| s.content.bags_mut())).collect();
        RunBags::share(&mut copies);
    }

    /// The room's output, every player's: the first player's (the room's
    /// own fields, moved) and the others'. A fight gives `cardRewards`, one
    /// per player; `players` holds each player's relics (an elite's, a
    /// chest's), merchant and gold after the room, where known.
    pub fn show(&mut self, step: &mut FloorStep, first: Sts2Character) {
        let mut rewards = Vec::new();
        let mut rooms = Vec::new();
        let one = |player: u8, character: Sts2Character, cards: crate::map::CardReward, potion, extra| {
            PlayerCardReward { player, character: character.id(), cards: cards.cards, potion, extra }
        };
        let (cards, potion) = (step.card_reward.take(), step.potion.take());
        let extra = std::mem::take(&mut step.extra_card_rewards);
        if let Some(cards) = cards {
            let potion = potion.unwrap_or(crate::map::PotionRoll { dropped: false, id: None, name: None });
            rewards.push(one(1, first, cards, potion, extra));
        }
        let relics = step.relics.take().unwrap_or_default();
        let chest = step.chest.take();
        let shop = match step.shop.take() {
            Some(crate::map::Shop::Sts2(s)) => Some(s),
            _ => None,
        };
        step.shop_relic = None;
        let mine: Vec<&'static str> = relics.into_iter().chain(chest_relic(&chest)).collect();
        let gold = step.gold.take();
        let ancient = (step.ancient_offers.clone(), step.neow_gifts.clone());
        if !mine.is_empty() || shop.is_some() || gold.is_some() || ancient.0.is_some() {
            rooms.push(player_room(1, first, &mine, shop, gold, ancient));
        }
        for s in &mut self.seats {
            let room = std::mem::take(&mut s.room);
            let player = s.slot + 1;
            let mut relics: Vec<&'static str> = Vec::new();
            if let Some(f) = room.fight {
                relics.extend(f.relics.iter().copied());
                rewards.push(one(player, s.character, f.cards, f.potion, f.extra));
            }
            relics.extend(chest_relic(&room.chest));
            let gold = s.content.gold_known();
            if !relics.is_empty() || room.shop.is_some() || gold.is_some() || room.offers.is_some() {
                rooms.push(player_room(player, s.character, &relics, room.shop, gold, (room.offers, room.gifts)));
            }
        }
        if !rewards.is_empty() {
            step.card_rewards = Some(rewards);
        }
        if !rooms.is_empty() {
            step.players = Some(rooms);
        }
    }

    /// What each other player's walk assumed, each sentence naming them.
    pub fn assumptions(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.beta {
            out.push(
                "multiplayer (the beta builds v0.109-v0.111): each player's rewards, relics and merchant follow the \
                 game's code and the one real lobby's rules (a v0.107.1 run), not checked against a real lobby of \
                 these builds (none is public)"
                    .to_string(),
            );
        }
        if self.events {
            out.push(
                "events (multiplayer): each player's own instance of an event draws what a single player's does for \
                 the options that player took: a run file's, the route's `FLOOR:EVENT:A/B` (player 1's, then player \
                 2's), or else the first player's"
                    .to_string(),
            );
        }
        for s in &self.seats {
            for a in s.content.assumptions() {
                out.push(format!("player {}: {a}", s.slot + 1));
            }
        }
        out
    }
}

/// A chest's relic id, if it gave one.
fn chest_relic(chest: &Option<Chest>) -> Option<&'static str> {
    match chest {
        Some(Chest::Sts2(c)) => Some(c.relic_id),
        _ => None,
    }
}

/// One player's relics, stock, gold and at an Ancient its offers and
/// Neow's gifts, in a room.
fn player_room(
    player: u8,
    character: Sts2Character,
    relics: &[&'static str],
    shop: Option<ShopShown>,
    gold: Option<i64>,
    (ancient_offers, neow_gifts): (Option<Vec<AncientOffer>>, Option<Vec<NeowGift>>),
) -> PlayerRoom {
    let relics = relics.iter().map(|&id| NamedRelic { id, name: name(id) }).collect();
    PlayerRoom { player, character: character.id(), relics, shop, gold, ancient_offers, neow_gifts }
}
