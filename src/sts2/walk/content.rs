//! What a Slay the Spire 2 route's rooms give, where the seed alone fixes
//! it (docs/sts2-relics.md): each chest's relic and each shop's fixed relic.
//!
//! * **Chests** take the front of the shared relic bag's list of the rarity
//!   their roll gives ([`Chests`]). Elites, shops and the pooled relics of
//!   events pull relics out of the shared bag too, and which ones depends on
//!   rolls on the `rewards` stream: an elite's and a merchant's while that
//!   stream is known (their relics are given too; in v0.107.1 an elite's
//!   only while the chests are), an event's never; so a chest is given
//!   until the route's first event that pulls a relic (or an elite or
//!   merchant after the cards stop): from there on the walk says where it
//!   stopped ([`RouteContent::assumptions`]). A merchant's relics come from
//!   the back of the player's lists, which an elite's or event's front pull
//!   not followed leaves alone, but a chest not followed takes the front of
//!   the shared bag, which may be the back of a player's list: a run file's
//!   walk takes every relic the file records before a merchant out of the
//!   bags; a route's assumes none of them was (stated).
//! * **The shop's third relic slot** is the back of the player's Shop list,
//!   one further per shop, fixed at run start: no other pull takes Shop
//!   relics, so every shop of the route has it (unless a Shop relic is
//!   gained elsewhere, which the walk states).
//!
//! * **Card rewards** (docs/sts2-content.md): every fight's potion roll,
//!   gold and three cards come from the player's `rewards` stream
//!   ([`Rewards`]), which treasure rooms (their gold) and merchants (14
//!   draws) move too. Events, and the Neow or Ancient option taken, may draw
//!   on it in ways not derived (Neow's Bones took 27 draws in one real run):
//!   cards are given through every event whose draws are known, after
//!   Neow's option's draws where known and the act 2-3 Ancients' (Glass Eye
//!   and Sea Glass 15 each, every other option none: real v0.107.1 runs,
//!   [`RouteContent::ancient`]; the walk states it), and after Royalties'
//!   draw where a run file shows it paid (`rooms.rs`). The final act's
//!   bosses give no reward.
//!
//! Only a single-player route from act 1 is walked: the bags and the
//! streams are per player, and a route from act 2 or 3 does not know what
//! the earlier acts took.

mod buying;

use crate::map::ShopShown;
use crate::map::{AncientOffer, Card, CardReward, Chest, NamedRelic, PotionRoll, Sts2ActRun, Sts2Chest};
use crate::options::{Sts2Character, Sts2Profile};
use crate::sts2::content::ancients::Who;
use crate::sts2::content::card_kinds::card_type;
use crate::sts2::content::card_pools::Card as PoolCard;
use crate::sts2::content::chests::Chests;
use crate::sts2::content::events::draws::{event_draws, on_entry, EventDraws};
use crate::sts2::content::events::gold::{event_gold, GoldChange};
use crate::sts2::content::events::RunFacts;
use crate::sts2::content::merchant::SHOPS_DRAWS;
use crate::sts2::content::names;
use crate::sts2::content::neow_gifts::neow_gift;
use crate::sts2::content::relic_bag::{At, RunBags};
use crate::sts2::content::relic_gold::{event_relic, relic_gold, RelicGold};
use crate::sts2::content::relic_pools::name;
use crate::sts2::content::reward_relics::{reward_relic, RewardRelic};
use crate::sts2::content::rewards::{Fight, Rewards};
use crate::sts2::run::counted::Counted;
use crate::sts2::run::streams::Streams;
use crate::sts2::seed::Seeding;

/// What a fight gives along the walk: its cards, whether a potion drops,
/// an elite's relic.
pub type FightReward = (CardReward, PotionRoll, Option<&'static str>);

/// How a walk buys the route's purchases at a merchant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Buying {
    /// A route's `purchases`: an item not in the stock is an error.
    Strict,
    /// The page's (`lenientChoices`): such an item is left out, said.
    Lenient,
    /// A run file's: such an item stops the gold (the prediction is not the file's).
    File,
}

/// The relic bags and chests of a walked route.
#[derive(Clone, Debug)]
pub struct RouteContent {
    /// The player's lobby slot (0 single player); the lobby's size is the bags'.
    slot: u8,
    bags: RunBags,
    chests: Chests,
    rewards: Rewards,
    /// The floor and room after which card rewards are no longer known.
    cards_stop: Option<(u16, &'static str)>,
    /// Whether a card reward was given (the assumptions name Neow's option).
    any_cards: bool,
    /// The main branch v0.107.1's walk (its card pools read from real runs).
    v107: bool,
    /// Lobby chests whose relics were given by slot (no record of who took which).
    chests_by_slot: Vec<u16>,
    /// The cards are drawn but not shown: a v0.107.1 lobby player whose
    /// character's lobby pool is not established (`card_pools_v107`).
    cards_hidden: bool,
    /// The gold of the last fight's reward (its `GoldReward`).
    last_fight_gold: u32,
    /// The floors of the act 2-3 Ancients whose option taken was not given.
    ancients_not_given: Vec<u16>,
    /// The card rewards a relic offers when obtained (Orrery's five), with
    /// the floor it was obtained on, until the walk takes them.
    relic_card_rewards: Vec<(u16, CardReward)>,
    /// Card rewards still to be offered upgraded by Silver Crucible.
    crucible: u8,
    /// Silver Crucible's empty chest is still to come.
    crucible_chest: bool,
    /// The floor and room after which chests are no longer known.
    chests_stop: Option<(u16, &'static str)>,
    /// Shops met so far.
    shops: u32,
    /// Neow's option taken, or the seed's options when none was given.
    neow: NeowChoice,
    /// The player's `shops` stream, and whether it is still known.
    shops_stream: Counted,
    shops_known: bool,
    /// The gold, while known (nothing spent: the walk's stated default).
    gold: Option<i64>,
    /// The potions dropped so far (none used: the stated default), at most 3.
    potions: u32,
    character: Sts2Character,
    ascension: u8,
    /// Merchants whose whole stock was given.
    stocks: u32,
    /// Of those, the ones given after the chests stopped (their relic slots assume the bags).
    stocks_blind: u32,
    /// Card removals bought so far (each raises the next one's price).
    removals: u32,
    /// The first floor whose event may have changed the gold in a way not
    /// modelled: from there on the gold is the conditions' default, not shown.
    gold_guessed: Option<u16>,
    /// The first floor where the walk gained a relic that changes the gold
    /// later rooms give (or one it does not know, which might): from there
    /// on the gold is not shown.
    gold_stop: Option<(u16, &'static str)>,
    /// What the route bought, one line per merchant (for the assumptions).
    bought: Vec<String>,
    /// The run's streams (each event's own stream rolls its gold).
    streams: Streams,
    /// The floors of the events whose gold a run file's record gave (not modelled).
    file_gold: Vec<u16>,
    /// The price relics bought (Membership Card, The Courier).
    discount: super::shop::Discount,
    /// The relics held that change a fight's rewards, in the order gained.
    reward_relics: Vec<(&'static str, RewardRelic)>,
    /// Every relic the walk knows is held (each applied once).
    relics_held: Vec<String>,
    /// How many of `reward_relics` were held when the last fight began.
    relics_before_fight: usize,
    /// The act the walk is in (its Ancient's), for the upgrade odds of a
    /// reward a relic gives when obtained (Orrery's).
    act: u8,
    /// Wongo's Mystery Ticket ([`MysteryTicket`]), until it pays out.
    ticket: Option<MysteryTicket>,
    /// Black Star held (Darv's option): each elite gives one more relic.
    black_star: bool,
    /// The relics the last fight gave besides an elite's own (Black Star's,
    /// the Mystery Ticket's), for the room to show.
    extra_relics: Vec<&'static str>,
}

/// The potions Tiny Mailbox gives at each rest: two in every real run that
/// rested with it (v0.103.3 and v0.107.1: 3VS16MMQZB, the 27 July 2026
/// daily, BWF75MUF58); a decompile reads one (real files win).
const TINY_MAILBOX_POTIONS: u32 = 2;

/// Marks Lava Rock's relics given (among `relics_held`).
const LAVA_ROCK_USED: &str = "Lava Rock used";
/// Wongo's Mystery Ticket (Welcome to Wongos' `MYSTERY_BOX`;
/// `WongosMysteryTicket` in a decompile of the game): `AfterCombatEnd`
/// counts the combats after it; at the fifth, `TryModifyRewards` adds three
/// `RelicReward`s to that fight's rewards, each a rarity rolled on the
/// rewards stream (`RelicFactory.RollRarity`) and the front of the player's
/// list of it. So the fifth fight's reward takes three more draws after its
/// own. Real file: RV1DX2R0AN (v0.107.1) bought it on floor 20; its fifth
/// fight, floor 29's elite, gave four relics, and its floor-31 merchant and
/// every later reward fit with these three draws (none fit without).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct MysteryTicket {
    /// Combats finished since the ticket.
    combats: u8,
    /// Whether the route took it (`false`: Welcome to Wongos met with the
    /// option not given, so it may be held: the cards stop at its fifth fight).
    taken: bool,
}

/// The combats after which Wongo's Mystery Ticket pays (`combatsToActivate`).
const TICKET_COMBATS: u8 = 5;

/// The relics it gives then (`relicCount`).
const TICKET_RELICS: usize = 3;

/// The gold the Spoils Map pays when its quest completes at act 2's
/// treasure room (`SpoilsMap`: `GoldVar(600)`, `GainGold` in
/// `OnQuestComplete`, not scaled by Poverty).
pub const SPOILS_MAP_GOLD: i64 = 600;

/// The `cards_stop` room of a v0.108 walk (no card reward at all).
const V108: &str = "v0.108";

/// Why a v0.108 walk gives no card reward, in one sentence.
pub const V108_SENTENCE: &str = "card rewards, potion drops and elite relics: not given for v0.108 (its card rewards \
     are not the v0.109+ pools': two real v0.108 runs get other cards from their first reward on)";

/// What a v0.107.1 walk's card rewards assume, in one sentence (the counts: docs/sts2-content.md).
pub const V107_SENTENCE: &str = "card rewards and shops (the main branch v0.107.1): v0.109's card pools with the \
     Ironclad's and the Silent's rarities, Outbreak a Power, Salvo a rare and Splash an uncommon colourless card, no \
     Lucky Fysh at merchants, as real v0.107.1 runs show them (docs/sts2-content.md)";

/// Welcome to Wongos, whose `MYSTERY_BOX` gives Wongo's Mystery Ticket.
const WONGOS: &str = "EVENT.WELCOME_TO_WONGOS";

/// The Regent's Royalties card, whose power pays gold after each fight.
pub const ROYALTIES: &str = "CARD.ROYALTIES";

/// Royalties' gold (`GoldVar(30)`; 35 upgraded).
pub const ROYALTIES_GOLD: i64 = 30;

/// The draws Glass Eye and Sea Glass take on the rewards stream (15 cards,
/// one `NextItem` each, no upgrade roll).
pub const ANCIENT_CARDS_DRAWS: u32 = 15;

/// The Ancients' relics that offer cards when obtained.
const GLASS_EYE: &str = "RELIC.GLASS_EYE";
const SEA_GLASS: &str = "RELIC.SEA_GLASS";

/// The Silent's card whose kill adds a card reward (`Walker::the_hunt`).
const THE_HUNT: &str = "CARD.THE_HUNT";

/// What the walk knows of the Neow option taken.
#[derive(Clone, Debug)]
enum NeowChoice {
    /// The option given (`neow`) and its draws on the rewards stream.
    Taken(&'static str, u32),
    /// The option given, whose draws are not known.
    Unknown(&'static str),
    /// None given: the seed's options and their draws (`None`: not known).
    NotGiven(Vec<(&'static str, Option<u32>)>),
}

impl RouteContent {
    /// The content of a single-player run of `character` from act 1, or
    /// `None` (with the reason) when the walk cannot know it.
    /// `neow` is the option taken, one of `offered` (Neow's options for the
    /// first player), or `None` when not given; the relic bags follow
    /// `profile` (one the content follows, `Sts2Profile::content_follows`).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        run_seed: u64,
        seeding: Seeding,
        lobby: &[Sts2Character],
        slot: u8,
        ascension: u8,
        start_act: u8,
        neow: Option<&'static str>,
        offered: &[&'static str],
        profile: &Sts2Profile,
    ) -> Result<RouteContent, &'static str> {
        let character = lobby.get(usize::from(slot)).copied().unwrap_or_default();
        let players = lobby.len().max(1) as u8;
        if start_act > 1 {
            return Err("card rewards, chests and shop relics: not given for a route that starts after act 1 (the earlier acts moved the streams and the bags)");
        }
        let streams = Streams::new_in(seeding, run_seed);
        let draws =
            |relic| neow_gift(&streams, relic, character, ascension, slot, players).and_then(|g| g.rewards_draws);
        let neow = match neow {
            Some(relic) => draws(relic).map_or(NeowChoice::Unknown(relic), |n| NeowChoice::Taken(relic, n)),
            None => NeowChoice::NotGiven(offered.iter().map(|&r| (r, draws(r))).collect()),
        };
        let mut rewards = Rewards::new(&streams, character, ascension, slot, players);
        let (mut cards_stop, mut chests_stop) = (None, None);
        match neow {
            NeowChoice::Taken(_, n) => rewards.skip(n),
            // Its draws (and any relic it takes from the bags) are not known.
            NeowChoice::Unknown(_) => (cards_stop, chests_stop) = (Some((1, "Neow")), Some((1, "Neow"))),
            NeowChoice::NotGiven(_) => {}
        }
        // v0.108's card rewards are not these pools' (two real v0.108 runs, HQPAXCBS6P and
        // 8DVXPWUWRY, get other cards from their first reward on): no card reward, and so
        // no elite relic (its rarity is the reward's last draw).
        // v0.107.1's follow its own pools (`character_pool_in`, from its real runs).
        if seeding == Seeding::H32 {
            cards_stop = Some((1, V108));
        }
        // Silken Tress takes the starting 99 gold; the other gifts add theirs.
        let gift_gold = |r| {
            neow_gift(&streams, r, character, ascension, slot, players).map(|g| {
                if g.relic == "RELIC.SILKEN_TRESS" {
                    -99
                } else {
                    i64::from(g.gold.unwrap_or(0))
                }
            })
        };
        let neow_gold = match &neow {
            NeowChoice::Taken(r, _) => gift_gold(r),
            NeowChoice::Unknown(_) => None,
            NeowChoice::NotGiven(options) => {
                let golds: Vec<Option<i64>> = options.iter().map(|(r, _)| gift_gold(r)).collect();
                golds.iter().all(|g| *g == golds[0]).then(|| golds[0]).flatten()
            }
        };
        let taken = match neow {
            NeowChoice::Taken(r, _) => Some(r),
            _ => None,
        };
        let mut content = RouteContent {
            slot,
            shops_stream: Counted::new(streams.player(slot, "shops")),
            // Every build's merchants are known (v0.107.1's colourless pool, card types and shop
            // relics its own: `content::merchant`).
            shops_known: true,
            gold: neow_gold.map(|g| 99 + g),
            potions: 0,
            character,
            ascension,
            stocks: 0,
            stocks_blind: 0,
            removals: 0,
            gold_guessed: None,
            gold_stop: None,
            bought: Vec::new(),
            streams,
            file_gold: Vec::new(),
            discount: Default::default(),
            reward_relics: Vec::new(),
            ticket: None,
            black_star: false,
            extra_relics: Vec::new(),
            bags: RunBags::with_profile(run_seed, seeding, lobby, profile),
            chests: Chests::new(run_seed, seeding),
            rewards,
            cards_stop,
            any_cards: false,
            ancients_not_given: Vec::new(),
            relic_card_rewards: Vec::new(),
            last_fight_gold: 0,
            v107: seeding == Seeding::H32V107,
            chests_by_slot: Vec::new(),
            cards_hidden: seeding == Seeding::H32V107
                && players > 1
                && !crate::sts2::content::card_pools_v107::LOBBY_POOLS_CHECKED.contains(&character),
            crucible: if matches!(neow, NeowChoice::Taken("RELIC.SILVER_CRUCIBLE", _)) { 3 } else { 0 },
            crucible_chest: matches!(neow, NeowChoice::Taken("RELIC.SILVER_CRUCIBLE", _)),
            chests_stop,
            shops: 0,
            neow,
            relics_held: Vec::new(),
            relics_before_fight: 0,
            act: 1,
        };
        // Neow's relic held from floor 1 (Lava Rock's relics at act 1's boss).
        if let Some(r) = taken {
            content.held(1, r);
        }
        Ok(content)
    }

    /// A fight's reward on total floor `floor` of act `act` (1-3), while
    /// known; `None` for the final act's bosses too (no reward). An elite's
    /// relic comes with it: its rarity rolled on the rewards stream, the
    /// relic the front of the player's list of that rarity (it leaves the
    /// shared bag too, so later chests stay known). Once the rewards stream
    /// is not known, an elite stops the chests.
    pub fn fight(&mut self, fight: Fight, act: u8, floor: u16) -> Option<FightReward> {
        if self.cards_stop.is_some() || (fight == Fight::Boss && act >= 3) {
            if fight == Fight::Elite {
                self.stop_chests(floor, "elite");
            }
            return None;
        }
        // A relic the fight's rewards give acts from the next fight on.
        self.relics_before_fight = self.reward_relics.len();
        let r = self.rewards.combat(fight, act - 1);
        self.last_fight_gold = r.gold;
        self.any_cards = true;
        self.gold = self.gold.map(|g| g + i64::from(r.gold));
        self.potions = (self.potions + u32::from(r.potion)).min(3);
        let mut cards = self.eggs(cards_of(&r));
        // Silver Crucible (Neow): the next 3 card rewards are offered upgraded (their
        // upgrade rolls still drawn: 7 real v0.107.1 runs).
        if self.crucible > 0 {
            self.crucible -= 1;
            cards.iter_mut().for_each(|c| c.upgraded = true);
        }
        // v0.107.1: an elite's relic while the bags are known, i.e. before the route's first
        // relic-pulling event, unknown merchant or chest not given (the chests' stop): the elite
        // and chest relics of the public folder's single-player runs (docs/sts2-content.md).
        let bags_known = !self.v107 || self.chests_stop.is_none();
        if fight == Fight::Elite && !bags_known {
            self.stop_chests(floor, "elite");
        }
        let relic =
            r.relic.filter(|_| bags_known).map(|rarity| self.bags.elite_relic(self.seat(), rarity, self.at(floor)));
        if let Some(id) = relic {
            self.gained(floor, id);
        }
        self.extra_relics.clear();
        // Black Star (`TryModifyRewards`): an elite's rewards get one more `RelicReward`, its
        // rarity rolled on the rewards stream after the fight's own draws (YQRSYQR3PD, v0.107.1,
        // took it at act 2's Darv: its floor-24 elite gave two relics, and its later rewards fit
        // only with the draw).
        if fight == Fight::Elite && self.black_star {
            self.extra_relic(floor, bags_known);
        }
        self.ticket_fight(floor, bags_known);
        Some((CardReward::new(cards), PotionRoll { dropped: r.potion, id: None, name: None }, relic))
    }

    /// An event on floor `floor` that is one of `ids` (several: the run's
    /// state decides): the draws they take whatever the option, when every
    /// one of them takes the same; otherwise the cards stop there.
    pub fn event(&mut self, floor: u16, ids: &[&'static str], recorded_gold: Option<i64>) {
        if ids.contains(&WONGOS) && self.ticket.is_none() {
            self.ticket = Some(MysteryTicket { combats: 0, taken: false });
        }
        let golds: Vec<Option<GoldChange>> = ids.iter().map(|id| event_gold(&self.streams, id, &[])).collect();
        let same = golds.first().copied().flatten().filter(|g| golds.iter().all(|x| *x == Some(*g)));
        self.event_gold(floor, same, recorded_gold);
        let draws: Vec<Option<EventDraws>> =
            ids.iter().map(|id| on_entry(id).or_else(|| event_draws(id, &[]))).collect();
        match draws.first().copied().flatten() {
            Some(d) if !d.fight && draws.iter().all(|x| *x == Some(d)) && self.cards_stop.is_none() => {
                self.rewards.skip(d.rewards);
                self.shops_stream.skip(d.shops);
                if d.relic_pull {
                    self.stop_chests(floor, "event");
                }
            }
            _ => {
                self.cards_stop.get_or_insert((floor, "event"));
                self.stop_chests(floor, "event");
                self.shops_known = false;
                self.gold = None;
            }
        }
    }

    /// A fight finished on `floor` while Wongo's Mystery Ticket is held
    /// ([`MysteryTicket`]): at its fifth, its three relics' rarity draws
    /// (and, while the bags are known, the relics from the front of the
    /// player's lists); a ticket the route may not hold stops the cards there.
    fn ticket_fight(&mut self, floor: u16, bags_known: bool) {
        let Some(t) = self.ticket.as_mut() else { return };
        t.combats += 1;
        if t.combats < TICKET_COMBATS {
            return;
        }
        let taken = t.taken;
        self.ticket = None;
        if !taken {
            self.cards_stop.get_or_insert((floor, "fight, where Wongo's Mystery Ticket pays out if Welcome to Wongos' MYSTERY_BOX was taken (`events` names the option)"));
            self.stop_chests(floor, "fight");
            return;
        }
        for _ in 0..TICKET_RELICS {
            self.extra_relic(floor, bags_known);
        }
    }

    /// One more `RelicReward` after a fight's own rewards: its rarity drawn
    /// on the rewards stream, the relic the front of the player's list while
    /// the bags are known (shown with the room's), else the chests stop.
    fn extra_relic(&mut self, floor: u16, bags_known: bool) {
        let rarity = self.rewards.relic_rarity();
        if bags_known {
            let id = self.bags.reward_relic(self.seat(), rarity, self.at(floor));
            self.gained(floor, id);
            self.extra_relics.push(id);
        } else {
            self.stop_chests(floor, "fight");
        }
    }

    /// The relics the last fight gave besides an elite's own (Black Star's,
    /// Wongo's Mystery Ticket's), while the bags are known.
    pub fn extra_relics(&mut self) -> Vec<&'static str> {
        std::mem::take(&mut self.extra_relics)
    }

    /// The last fight's reward gold and whether the rewards stream is still known.
    pub fn last_fight_gold(&self) -> Option<u32> {
        self.cards_stop.is_none().then_some(self.last_fight_gold)
    }

    /// An extra gold reward after a fight (the Gremlin Merc's loot,
    /// Royalties'): one draw on the rewards stream ([`super::rooms::Walker`]'s rule).
    pub fn extra_gold_reward(&mut self) {
        self.rewards.skip(1);
    }

    /// The Gremlin Merc's loot not returned after the fight on `floor` (a run
    /// file's gold shows it): no extra reward, and the gold stolen is not known.
    pub fn loot_lost(&mut self, floor: u16) {
        self.gold_stop.get_or_insert((floor, "the Gremlin Merc kept the gold it stole"));
    }

    /// Royalties paid after the fight on `floor` (its draw, `extra_gold_reward`):
    /// its gold, 30 or 35 upgraded, stops the gold shown (the walk does not
    /// follow the card's upgrades).
    pub fn royalties_paid(&mut self, floor: u16) {
        self.extra_gold_reward();
        self.gold_stop.get_or_insert((floor, "Royalties pays 30 gold after each fight, 35 upgraded"));
    }

    /// Whether the card rewards are still predicted (no room has stopped them).
    pub fn cards_go_on(&self) -> bool {
        self.cards_stop.is_none()
    }

    /// The event `id` taken on floor `floor` of act `act` with the options
    /// `options` (a run file's or the route's): its draws where known, and
    /// the reward of the fight it starts (Dense Vegetation's rest, the
    /// Lantern Key's knight: a monster's rewards, drawn first); otherwise
    /// the cards stop there.
    pub fn event_taken(
        &mut self,
        act: u8,
        floor: u16,
        id: &str,
        options: &[&str],
        recorded_gold: Option<i64>,
    ) -> Option<FightReward> {
        let change = event_gold(&self.streams, id, options);
        if id == WONGOS && options.first() == Some(&"MYSTERY_BOX") {
            self.ticket = Some(MysteryTicket { combats: 0, taken: true });
        }
        if let Some(relic) = event_relic(&self.streams, id, options) {
            self.gained(floor, relic);
        }
        match on_entry(id).or_else(|| event_draws(id, options)) {
            Some(d) if self.cards_stop.is_none() => {
                let reward = if d.fight { self.fight(Fight::Monster, act, floor) } else { None };
                self.event_gold(floor, change, recorded_gold);
                self.rewards.skip(d.rewards);
                self.shops_stream.skip(d.shops);
                if d.relic_pull {
                    self.stop_chests(floor, "event");
                }
                reward
            }
            _ => {
                self.event_gold(floor, change, recorded_gold);
                self.cards_stop.get_or_insert((floor, "event"));
                self.stop_chests(floor, "event");
                self.shops_known = false;
                None
            }
        }
    }

    /// An event on floor `floor` changed the gold by `change` where known;
    /// otherwise by a run file's recorded amount (`recorded`), or in a way
    /// not modelled (the gold is no longer shown).
    fn event_gold(&mut self, floor: u16, change: Option<GoldChange>, recorded: Option<i64>) {
        match (change, recorded) {
            (Some(c), _) => self.gold = self.gold.map(|g| c.apply(g)),
            (None, Some(d)) => {
                self.gold = self.gold.map(|g| g + d);
                self.file_gold.push(floor);
            }
            (None, None) => {
                self.gold_guessed.get_or_insert(floor);
            }
        }
    }

    /// The relic bags as this player's walk has them (a lobby shares them
    /// after each room: `RunBags::share`).
    pub fn bags_mut(&mut self) -> &mut RunBags {
        &mut self.bags
    }

    /// Where the chests (and the bags) stopped being known, if they did.
    pub fn chests_stopped(&self) -> Option<(u16, &'static str)> {
        self.chests_stop
    }

    /// The player's lobby slot, as the bags index players.
    fn seat(&self) -> usize {
        usize::from(self.slot)
    }

    /// Total floor `floor` of this run (what the bags' pulls read).
    fn at(&self, floor: u16) -> At {
        At { floor: u32::from(floor), players: self.bags.player_count() }
    }

    /// What the walk knows of the run entering a `?` room on total floor
    /// `floor` of act `act` (1-3), with its stated defaults.
    pub fn facts(&self, act: u8, floor: u16) -> RunFacts {
        RunFacts {
            act_index: act - 1,
            total_floor: u32::from(floor.saturating_sub(1)),
            players: self.bags.player_count(),
            gold: self.gold,
            hp: None,
            potions: (self.cards_stop.is_none()).then_some(self.potions),
            basics: Some(true),
            pet: Some(false),
            tradable_relics: None,
            foul_potion: Some(false),
        }
    }

    /// The relic of the first shop's third slot (fixed at run start).
    pub fn first_shop_relic(&self) -> Option<NamedRelic> {
        self.bags.shop_relic(self.seat()).map(named)
    }

    /// A chest opened on total floor `floor`: the relic, while known. In a
    /// lobby the chest holds one relic per player and the players choose who
    /// takes which (`TreasureRoomRelicSynchronizer`; ESJC7K39HN's floor-9
    /// chest, rolled Razor Tooth then The Courier in lobby order, went the
    /// other way round): the player takes `pick` where it is one of them (a
    /// run file's record), else the one of their slot (stated).
    pub fn chest(&mut self, floor: u16, pick: Option<&str>) -> Option<Chest> {
        // Silver Crucible empties the first chest: no gold drawn, no relic (3 of 4 real v0.107.1
        // runs say so; the fourth's rewards went another way before its chest).
        if self.crucible_chest {
            self.crucible_chest = false;
            return None;
        }
        // The chest's gold is the rewards stream's, known while the cards are.
        let gold = self.rewards.treasure();
        self.gold = self.gold.filter(|_| self.cards_stop.is_none()).map(|g| g + i64::from(gold));
        if self.chests_stop.is_some() {
            return None;
        }
        let all = self.chests.open(&mut self.bags, u32::from(floor));
        let got = match pick.and_then(|p| all.iter().find(|c| c.relic == p)) {
            Some(c) => *c,
            None => {
                if self.bags.player_count() > 1 {
                    self.chests_by_slot.push(floor);
                }
                *all.get(self.seat())?
            }
        };
        self.bags.obtain(self.seat(), got.relic);
        self.gained(floor, got.relic);
        Some(Chest::Sts2(Sts2Chest { rarity: got.rarity.key(), relic_id: got.relic, relic: name(got.relic) }))
    }

    /// A shop entered on total floor `floor`: its third slot's relic, and
    /// its whole stock while the streams are known; the route's purchases
    /// there (`items`) are made: each must be in the stock (else the error
    /// names the floor and the stock), its price leaves the gold, a potion
    /// bought is held, a removal raises the next one's price. The relics on
    /// sale left the bags when the stock was built, bought or not. Not
    /// `strict` (a run file's purchases): an item not in the predicted stock
    /// stops the gold instead of failing the walk.
    pub fn shop(
        &mut self,
        floor: u16,
        items: &[&str],
        mode: Buying,
    ) -> Result<(NamedRelic, Option<ShopShown>), String> {
        self.shops += 1;
        let at = self.at(floor);
        if self.cards_stop.is_none() && self.shops_known {
            let (character, ascension, removals) = (self.character, self.ascension, self.removals);
            let mut stock = self.shopper().stock(character, ascension, at, removals);
            self.stocks += 1;
            self.stocks_blind += u32::from(self.chests_stop.is_some());
            // Cards drawn but not shown cannot be a route's purchases (a file's are followed).
            if self.cards_hidden && mode != Buying::File {
                stock.cards.clear();
            }
            let held = self.purchase(floor, &stock, items, mode, true)?;
            let mut shown = super::shop::shown(&stock, held);
            if self.cards_hidden {
                shown.cards.clear();
            }
            return Ok((named(stock.relics[2].id), Some(shown)));
        }
        self.blind_purchase(floor, items, mode);
        if !items.is_empty() {
            self.gold = None;
            self.bought.push(format!(
                "floor {floor}: {} (the stock is not known: not checked, the gold is no longer followed)",
                items.join(", ")
            ));
        }
        self.stop_chests(floor, "shop");
        self.rewards.shop();
        self.shops_stream.skip(SHOPS_DRAWS);
        Ok((named(self.bags.pull_shop_relic(self.seat(), at)), None))
    }

    /// A relic held from floor `floor` on (a run file's, or one the walk
    /// gained): the price relics lower later merchants' prices, and The
    /// Courier restocks; a relic that changes rewards changes them
    /// ([`crate::sts2::content::reward_relics`]), or stops the card rewards
    /// where the walk cannot follow it.
    pub fn held(&mut self, floor: u16, relic: &str) {
        if self.relics_held.iter().any(|r| r == relic) {
            return;
        }
        self.relics_held.push(relic.to_string());
        self.discount.membership |= relic == "RELIC.MEMBERSHIP_CARD";
        self.discount.courier |= relic == "RELIC.THE_COURIER";
        let Some((id, kind)) = reward_relic(relic) else { return };
        self.reward_relics.push((id, kind));
        match kind {
            RewardRelic::Stops => {
                self.cards_stop.get_or_insert((floor, id));
            }
            // Offered once, when obtained: five card rewards, or five potions (two draws each).
            RewardRelic::Orrery if self.cards_stop.is_none() => {
                let act = self.act;
                for _ in 0..5 {
                    let drawn = self.rewards.other_source_reward(act - 1);
                    let reward = CardReward::new(self.eggs(drawn)).given_by(id, names::name(id));
                    self.relic_card_rewards.push((floor, reward));
                }
            }
            RewardRelic::Cauldron => self.rewards.skip(10),
            _ => {}
        }
    }

    /// A rest site of act `act`, where the player rested (`heal`: `HEAL`,
    /// not another choice): Dream Catcher's card reward (returned) and Tiny
    /// Mailbox's potions, in the order gained.
    pub fn rest(&mut self, act: u8, heal: bool) -> Option<CardReward> {
        if !heal || self.cards_stop.is_some() {
            return None;
        }
        let mut cards = None;
        for (id, kind) in self.reward_relics.clone() {
            match kind {
                RewardRelic::DreamCatcher => {
                    let drawn = self.rewards.card_reward(Fight::Monster, act - 1);
                    cards = Some(CardReward::new(self.eggs(drawn)).given_by(id, names::name(id)));
                }
                RewardRelic::TinyMailbox => self.rewards.skip(2 * TINY_MAILBOX_POTIONS),
                _ => {}
            }
        }
        cards
    }

    /// The card rewards relics offered when obtained since the last call,
    /// each with the floor of the relic (Orrery's five).
    pub fn take_relic_card_rewards(&mut self) -> Vec<(u16, CardReward)> {
        std::mem::take(&mut self.relic_card_rewards)
    }

    /// Whether the walk showed any card reward.
    pub fn any_cards(&self) -> bool {
        self.any_cards
    }

    /// Whether the walk knows relic `id` is held.
    pub fn holds(&self, id: &str) -> bool {
        self.relics_held.iter().any(|r| r == id)
    }

    /// The rewards the relics held add after a fight's own (and its extra
    /// ones: the Gremlin Merc's loot, Royalties' gold), in the order they
    /// were gained, on total floor `floor` of act `act`: Prayer Wheel's or
    /// White Star's card reward (its source said), Lava Rock's two relics
    /// (while the bags are known); Amethyst Aubergine's gold draws nothing.
    pub fn relic_rewards(&mut self, fight: Fight, act: u8, floor: u16) -> (Option<CardReward>, Vec<&'static str>) {
        if self.cards_stop.is_some() || (fight == Fight::Boss && act >= 3) {
            return (None, Vec::new());
        }
        let (mut cards, mut relics) = (None, Vec::new());
        let held: Vec<_> = self.reward_relics.iter().take(self.relics_before_fight).copied().collect();
        for (id, kind) in held {
            let odds = match (kind, fight) {
                (RewardRelic::PrayerWheel, Fight::Monster) => Fight::Monster,
                (RewardRelic::WhiteStar, Fight::Elite) => Fight::Boss,
                (RewardRelic::LavaRock, Fight::Boss) if act == 1 && !self.lava_rock_done() => {
                    relics.extend(self.relic_reward(floor));
                    relics.extend(self.relic_reward(floor));
                    self.relics_held.push(LAVA_ROCK_USED.to_string());
                    continue;
                }
                _ => continue,
            };
            let drawn = self.rewards.card_reward(odds, act - 1);
            cards = Some(CardReward::new(self.eggs(drawn)).given_by(id, names::name(id)));
        }
        (cards, relics)
    }

    /// A relic reward added to a fight (Black Star's, Lava Rock's): its
    /// rarity rolled on the rewards stream, the relic the front of the
    /// player's list while the bags are known (else the chests stop).
    fn relic_reward(&mut self, floor: u16) -> Option<&'static str> {
        let rarity = self.rewards.relic_rarity();
        if self.v107 && self.chests_stop.is_some() {
            self.stop_chests(floor, "elite");
            return None;
        }
        let id = self.bags.elite_relic(self.seat(), rarity, self.at(floor));
        self.gained(floor, id);
        Some(id)
    }

    /// Whether a relic held when the fight began adds a card reward to
    /// `fight` (Prayer Wheel to a normal fight, White Star to an elite).
    pub fn relic_card_reward(&self, fight: Fight) -> bool {
        let held = &self.reward_relics[..self.relics_before_fight.min(self.reward_relics.len())];
        held.iter().any(|(_, k)| {
            matches!((k, fight), (RewardRelic::PrayerWheel, Fight::Monster) | (RewardRelic::WhiteStar, Fight::Elite))
        })
    }

    /// A card reward a card added to `fight`'s extra rewards (The Hunt's):
    /// the fight's odds, drawn while the rewards are known.
    pub fn extra_card_reward(&mut self, fight: Fight, act: u8) -> Option<CardReward> {
        self.cards_stop.is_none().then(|| {
            let drawn = self.rewards.card_reward(fight, act - 1);
            CardReward::new(self.eggs(drawn)).given_by(THE_HUNT, names::name(THE_HUNT))
        })
    }

    /// Whether Lava Rock has given its relics.
    fn lava_rock_done(&self) -> bool {
        self.relics_held.iter().any(|r| r == LAVA_ROCK_USED)
    }

    /// The cards of a reward, the eggs held upgrading those of their type.
    fn eggs(&self, mut cards: Vec<Card>) -> Vec<Card> {
        // Drawn, not shown (a lobby pool not established).
        if self.cards_hidden {
            cards.clear();
        }
        for (_, kind) in &self.reward_relics {
            if let RewardRelic::Egg(t) = kind {
                cards.iter_mut().filter(|c| card_type(c.id) == *t).for_each(|c| c.upgraded = true);
            }
        }
        cards
    }

    /// The gold the walk knows exactly (the rewards stream known, so every
    /// fight's and chest's gold; no event on the way that may have changed
    /// it in a way not modelled), or `None`.
    pub fn gold_known(&self) -> Option<i64> {
        self.gold.filter(|_| self.gold_guessed.is_none() && self.cards_stop.is_none() && self.gold_stop.is_none())
    }

    /// The Spoils Map's quest completed (act 2's treasure room): its gold.
    pub fn spoils_map_gold(&mut self) {
        self.gold = self.gold.map(|g| g + SPOILS_MAP_GOLD);
    }

    /// Something on floor `floor` (`room`: an elite, an event) may take a
    /// relic this walk does not know: chests stop being given.
    pub fn stop_chests(&mut self, floor: u16, room: &'static str) {
        self.chests_stop.get_or_insert((floor, room));
        // That relic may be one that changes the gold of later rooms.
        self.gold_stop.get_or_insert((
            floor,
            "a relic the walk does not know may have been gained there, which could change the gold later rooms give",
        ));
    }

    /// A relic the walk gained on floor `floor` (`content::relic_gold`):
    /// one that changes the gold once changes it; one that changes the gold
    /// later rooms give stops the gold, which the walk does not model.
    pub(super) fn gained(&mut self, floor: u16, relic: &'static str) {
        self.held(floor, relic);
        match relic_gold(relic) {
            Some(RelicGold::Once(change)) => self.gold = self.gold.map(|g| change.apply(g)),
            Some(RelicGold::Later) => {
                self.gold_stop.get_or_insert((floor, relic));
            }
            None => {}
        }
    }

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

    /// What the walk's chests and shop relics assumed, one sentence each.
    pub fn assumptions(&self) -> Vec<String> {
        let mut out = Vec::new();
        let v108 = self.cards_stop.is_some_and(|(_, room)| room == V108);
        match &self.neow {
            _ if v108 => {}
            NeowChoice::Taken(r, n) => out.push(format!(
                "card rewards: after Neow's {} ({n} draws on the rewards stream, docs/sts2-content.md)",
                name(r)
            )),
            NeowChoice::Unknown(r) => out.push(format!(
                "card rewards and chests: none: what Neow's {} draws on the rewards stream (or takes from the relic bags) is not known",
                name(r)
            )),
            NeowChoice::NotGiven(options) if self.any_cards => {
                let shifts: Vec<String> = options
                    .iter()
                    .filter(|(_, n)| *n != Some(0))
                    .map(|(r, n)| match n {
                        Some(n) => format!("{} takes {n} draws", name(r)),
                        None => format!("{} takes an unknown number", name(r)),
                    })
                    .collect();
                out.push(if shifts.is_empty() {
                    "card rewards: whichever of Neow's options is taken (none of the seed's three draws on the rewards stream)"
                        .to_string()
                } else {
                    format!(
                        "card rewards: a Neow option that draws nothing on the rewards stream ({}: give the option taken, `neow`, to follow it)",
                        shifts.join(", ")
                    )
                });
            }
            NeowChoice::NotGiven(_) => {}
        }
        if !self.chests_by_slot.is_empty() && self.slot == 0 {
            let floors: Vec<String> = self.chests_by_slot.iter().map(u16::to_string).collect();
            out.push(format!(
                "chests (multiplayer): a chest holds one relic per player, rolled in lobby order, and the players \
                 choose who takes which (floor {}): each is assumed to take the one of their slot",
                floors.join(", ")
            ));
        }
        if self.any_cards && self.v107 {
            out.push(V107_SENTENCE.to_string());
            if self.cards_hidden {
                out.push(format!(
                    "card rewards and merchants' cards: not given for the {} in a v0.107.1 lobby (its lobby card pool \
                     is not established: the one real lobby confirms the Necrobinder's); its potion rolls, relics \
                     and merchants' other stock are given",
                    self.character.display_name()
                ));
            }
        }
        if self.any_cards {
            out.push(
                "card rewards: the later Ancients' options draw nothing on the rewards stream but Glass Eye's and Sea \
                 Glass's 15 cards (15 draws); of the relics that change rewards, those the walk knows are held \
                 followed (docs/sts2-content.md) and no other held; the game's names written from the card ids"
                    .to_string(),
            );
            if !self.ancients_not_given.is_empty() {
                let floors: Vec<String> = self.ancients_not_given.iter().map(u16::to_string).collect();
                out.push(format!(
                    "card rewards: the option taken at the Ancient on floor {} is not given (`ancients`): one other \
                     than Glass Eye and Sea Glass, which would take 15 draws, and Black Star, one more per elite",
                    floors.join(", ")
                ));
            }
        }
        let enchanting: Vec<String> =
            self.reward_relics.iter().filter(|(_, k)| *k == RewardRelic::Enchants).map(|(id, _)| name(id)).collect();
        if !enchanting.is_empty() {
            out.push(format!(
                "card rewards: shown without the enchantment {} adds to some of their cards",
                enchanting.join(" and ")
            ));
        }
        if self.cards_stop.is_some_and(|(_, room)| room == V108) {
            out.push(V108_SENTENCE.to_string());
        } else if let Some((floor, room)) = self.cards_stop.filter(|(_, room)| *room != "Neow") {
            out.push(cards_stop_sentence(floor, room));
        }
        out.push("chests and shop relics: no relic gained but the route's chests (Neow's and the Ancients' relics are not in the bags)".to_string());
        if let Some((floor, room)) = self.chests_stop.filter(|(_, room)| *room != "Neow") {
            out.push(format!(
                "chests: none from floor {floor}'s {room} on: its relics (their rarity rolled on the rewards stream) move the shared bag's later chests"
            ));
        }
        if self.stocks > 0 {
            out.push(
                "shops: the whole stock where the streams are known, prices as real files' gold spent confirms them (a \
                 Membership Card halves them, The Courier takes a fifth off), only the route's purchases \
                 (`purchases`) bought, no other relic that changes prices or restocks held"
                    .to_string(),
            );
            if let Some((floor, _)) = self.chests_stop.filter(|(_, room)| *room != "Neow" && self.stocks_blind > 0) {
                out.push(format!(
                    "shops after floor {floor}: the two rolled relic slots assume that no relic the walk does not follow \
                     (a chest's, an event's) was the one at the back of its rarity's list in the player's bag"
                ));
            }
        }
        if !self.bought.is_empty() {
            out.push(format!(
                "purchases: {}; a card removal takes a card other than the starting Strikes and Defends; a relic bought \
                 changes nothing else the walk follows",
                self.bought.join("; ")
            ));
        }
        if self.any_cards && self.gold.is_some() {
            out.push(
                "gold (`gold`, after each room while exact): 99, Neow's, every fight's with no monster escaped, the \
                 chests', the Spoils Map's 600 at act 2's treasure room, the events' where their option is known \
                 (prices, gifts, amounts rolled on the event's own stream: docs/sts2-content.md), less the route's \
                 purchases, the relics that change it (once: Golden Pearl, Old Coin, Signet Ring, Scroll Boxes; later \
                 rooms' gold, not followed: the gold stops) wherever the walk gains one, a later Ancient's the one \
                 the route names (`ancients`)"
                    .to_string(),
            );
        }
        if !self.file_gold.is_empty() && self.gold.is_some() {
            let floors: Vec<String> = self.file_gold.iter().map(u16::to_string).collect();
            out.push(format!(
                "gold: the file's own amount at the event on floor {} (what it gives or takes is not modelled)",
                floors.join(", ")
            ));
        }
        if let Some((floor, why)) = self.gold_stop.filter(|_| self.gold.is_some()) {
            out.push(match why.starts_with("RELIC.") {
                true => format!("gold: shown until floor {floor}, where the walk gained {}, which changes the gold later rooms give (not modelled)", name(why)),
                false => format!("gold: shown until floor {floor}: {why}"),
            });
        }
        if let Some(floor) = self.gold_guessed.filter(|_| self.gold.is_some()) {
            out.push(format!(
                "gold: shown until floor {floor}'s event, whose gold (for the option taken, or unnamed) is not \
                 modelled; from there on events' conditions read it as if that event gave and took none"
            ));
        }
        if self.shops > 1 {
            out.push("shop relics: each shop's third slot is the next of the player's Shop relics, unless one was gained elsewhere".into());
        }
        out
    }
}

/// A fight reward's cards as the walk gives them (id, name, upgraded).
pub fn cards_of(r: &crate::sts2::content::rewards::CombatReward) -> Vec<Card> {
    r.cards.iter().map(|c| Card { id: c.id(), name: names::name(c.id()), upgraded: c.upgraded }).collect()
}

/// The assumption where card rewards stop: at floor `floor`'s `room`.
pub fn cards_stop_sentence(floor: u16, room: &str) -> String {
    if room.starts_with("RELIC.") {
        return format!(
            "card rewards: none from floor {floor} on, where {} was gained: how it changes the rewards depends on what the walk does not know",
            name(room)
        );
    }
    format!("card rewards: none from floor {floor}'s {room} on: what it draws on the rewards stream is not known")
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

/// A relic by id with its name.
fn named(id: &'static str) -> NamedRelic {
    NamedRelic { id, name: name(id) }
}
