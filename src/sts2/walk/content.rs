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
//! A route is walked from act 1 only: a route from act 2 or 3 does not
//! know what the earlier acts took. The streams are per player: a lobby
//! walks one `RouteContent` per player (`lobby.rs`), sharing the bags.
//!
//! [`RouteContent`] is the player's run state; each room kind that reads
//! and advances it has its own file: `fight.rs`, `event.rs`, `chest.rs`,
//! `merchant.rs` (what the route buys there: `buying.rs`), `rest.rs`,
//! `ancient.rs` (Neow's gifts, the Ancients' offers and the option taken);
//! `relics.rs` holds the relics held, `assumptions.rs` what the walk states.

mod ancient;
mod assumptions;
mod buying;
mod chest;
mod event;
mod fight;
mod merchant;
mod relics;
mod rest;

pub use ancient::{ancient_offers, neow_gifts, sea_glass, SeaGlass};
pub use assumptions::cards_stop_sentence;
pub use fight::cards_of;

use crate::map::{CardReward, NamedRelic, PotionRoll};
use crate::options::{Sts2Character, Sts2Profile};
use crate::sts2::content::chests::Chests;
use crate::sts2::content::events::RunFacts;
use crate::sts2::content::neow_gifts::neow_gift;
use crate::sts2::content::relic_bag::{At, RunBags};
use crate::sts2::content::relic_pools::name;
use crate::sts2::content::reward_relics::RewardRelic;
use crate::sts2::content::rewards::Rewards;
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

/// The Regent's Royalties card, whose power pays gold after each fight.
pub const ROYALTIES: &str = "CARD.ROYALTIES";

/// Royalties' gold (`GoldVar(30)`; 35 upgraded).
pub const ROYALTIES_GOLD: i64 = 30;

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

    /// Whether the card rewards are still predicted (no room has stopped them).
    pub fn cards_go_on(&self) -> bool {
        self.cards_stop.is_none()
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

    /// Whether the walk showed any card reward.
    pub fn any_cards(&self) -> bool {
        self.any_cards
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
}

/// A relic by id with its name.
fn named(id: &'static str) -> NamedRelic {
    NamedRelic { id, name: name(id) }
}
