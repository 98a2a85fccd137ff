//! A walk's run state ([`Walker`]: the `?` stream, the expected odds, the
//! event states, what the rooms give, each lobby player's rewards) stepped
//! room by room, one small method per room kind: fight, `?`, event, shop,
//! chest, boss, Ancient (a rest site changes nothing the walk follows).

use super::content::{self, RouteContent};
use super::events::{self, EventRooms};
use super::lists::ActLists;
use super::lobby::Lobby;
use super::odds::{self, Sts2Rolls};
use super::seat;
use super::shop_room;
use crate::expected::{Expected, QuestionRoom};
use crate::map::{ActMap, EventShown, Room, Sts2Act, Sts2ActRun};
use crate::options::sts2_profile::MATURE;
use crate::options::{MapHooks, RouteOptions};
use crate::route::{BossFight, FloorStep, Outcome, Totals};
use crate::sts2::content::ancients::Who;
use crate::sts2::content::rewards::Fight;
use crate::sts2::run::names::name;
use crate::sts2::seed::Seeding;
use crate::sts2::unknown::{RoomType, UnknownRolls};

/// One act being walked: its map, run-start lists and counters.
pub struct Act<'a> {
    /// The act, 1-3.
    pub act: u8,
    pub map: &'a ActMap,
    pub extra: &'a Sts2Act,
    pub run: &'a Sts2ActRun,
    pub lists: ActLists<'a>,
}

/// The run state of a walk, carried from room to room and act to act.
pub struct Walker<'a> {
    pub opts: &'a RouteOptions,
    pub hooks: MapHooks,
    pub spoilers: bool,
    pub players: u8,
    pub rolls: UnknownRolls,
    pub expected: Expected<Sts2Rolls>,
    /// `?` rooms not rolled (without spoilers), counting those before the route.
    pub unrolled: u32,
    pub content: Option<RouteContent>,
    pub lobby: Option<Lobby>,
    pub event_rooms: EventRooms,
    pub bosses: Vec<BossFight>,
    pub totals: Totals,
    /// Whether a `?` became an event.
    pub any_event: bool,
    /// Whether the room before was a shop (the `?` blacklist).
    pub came_from_shop: bool,
    /// Notes for the assumptions (a route's choice that did not apply).
    pub notes: Vec<String>,
    /// The first error of a room (a purchase not in its merchant's stock).
    pub error: Option<crate::error::Error>,
    /// The floors of the merchants met (a shop, or a `?` that became one).
    pub shop_floors: Vec<u16>,
    /// The last fight drawn for a room (its id).
    pub encounter: Option<&'static str>,
}

impl<'a> Walker<'a> {
    /// The Ancient that starts act `a` (on its first floor): with content,
    /// its offers (and Neow's gifts in act 1).
    pub fn ancient(&mut self, a: &Act, ancient: AncientInfo) -> FloorStep {
        let mut step = FloorStep::new(a.act, a.extra.ancient_node, a.map.first_floor, Room::Ancient);
        let floor = a.map.first_floor;
        // The option taken: the route's `ancients`, or what a run file records.
        let taken = self
            .opts
            .ancients
            .iter()
            .find(|(f, _)| *f == floor)
            .map(|(_, r)| r.as_str())
            .or_else(|| self.opts.recorded.iter().find(|r| r.floor == floor).and_then(|r| r.ancient.as_deref()));
        let character = self.opts.map.start.sts2_character.unwrap_or_default();
        let profile = self.opts.map.profile().unwrap_or(&MATURE);
        let who = Who { character, slot: 0, profile };
        let sea_glass = ancient
            .content
            .filter(|_| a.run.ancient_id == "EVENT.OROBAS")
            .map(|(run_seed, seeding, _)| content::sea_glass(run_seed, seeding, who));
        if let Some(c) = self.content.as_mut() {
            step.ancient_rewards = c.ancient(a.act, floor, taken, sea_glass);
        }
        if let Some(l) = self.lobby.as_mut() {
            l.enter(floor);
            let gifts = self.content.is_some() && seeding_gives_gifts(ancient.content);
            l.ancient(a.act, floor, ancient.content.map(|(run_seed, seeding, _)| (run_seed, seeding, a.run)), gifts);
        }
        if let Some((run_seed, seeding, offered)) = ancient.content {
            step.ancient_offers = Some(content::ancient_offers(run_seed, seeding, a.act, a.run, Some(offered), who));
            // Neow's gifts follow the v0.107.1 and v0.109+ pools (v0.108's card rewards are not theirs),
            // where the walk follows the profile's card pools (its content).
            if a.act == 1 && seeding_gives_gifts(ancient.content) && self.content.is_some() {
                let asc = self.opts.map.ascension;
                step.neow_gifts = Some(content::neow_gifts(run_seed, seeding, offered, who, asc, self.players));
            }
        }
        if let Some(c) = self.content.as_mut() {
            // The gold: the relic taken's, or the file's recorded change, or stopped where one offered changes it.
            let recorded = self.opts.recorded.iter().find(|r| r.floor == floor).map(|r| r.gold_change);
            let offered: Vec<&str> = step.ancient_offers.iter().flatten().flat_map(|o| o.ids.iter().copied()).collect();
            c.ancient_gold(a.act, floor, taken, &offered, recorded);
            // The relic taken is held from here on (Black Star's relics at elites).
            if let Some(t) = taken.filter(|_| a.act > 1) {
                let id =
                    if t.starts_with("RELIC.") { t.to_string() } else { format!("RELIC.{}", t.to_ascii_uppercase()) };
                c.held(floor, &id);
            }
        }
        self.came_from_shop = false;
        self.lobby_shown(&mut step);
        step
    }

    /// In a lobby, after a room: the players' bags made one, and the room's
    /// output every player's ([`Lobby::show`]).
    fn lobby_shown(&mut self, step: &mut FloorStep) {
        if let (Some(l), Some(c)) = (self.lobby.as_mut(), self.content.as_mut()) {
            l.share(c);
            l.show(step, self.opts.map.start.sts2_character.unwrap_or_default());
        }
    }

    /// The room at `[x, y]` of act `a`.
    pub fn room(&mut self, a: &mut Act, [x, y]: [u8; 2]) -> FloorStep {
        self.encounter = None;
        let room = a.map.node(x, y).map_or(Room::Monster, |n| n.room);
        self.totals.add(room);
        let floor = a.map.first_floor + u16::from(y);
        let mut step = FloorStep::new(a.act, [x, y], floor, room);
        self.file_relics(floor);
        if let Some(l) = self.lobby.as_mut() {
            l.enter(floor);
        }
        match room {
            Room::Monster => step.encounter = self.met(a.lists.next_monster()),
            Room::Elite => step.encounter = self.met(a.lists.next_elite()),
            Room::Treasure => {
                self.chest(&mut step);
                self.spoils_map(a);
            }
            Room::Shop => self.shop(&mut step),
            Room::Rest => self.rest(&mut step),
            Room::Boss => self.boss(a, &mut step),
            Room::Event if !self.spoilers => self.unrolled_question(a, &mut step),
            Room::Event => self.question(a, &mut step),
            _ => {}
        }
        self.fight_rewards(a.act, &mut step);
        // The gold after the room, where known.
        step.gold = self.content.as_ref().and_then(RouteContent::gold_known);
        self.came_from_shop = room == Room::Shop || step.outcome == Some(Outcome::Shop);
        self.lobby_shown(&mut step);
        if !self.spoilers {
            if room != Room::Event {
                self.expected.room(room);
            }
            step.encounter = None;
        }
        step
    }

    /// A chest: its relic while known (and the lobby's treasure draws).
    fn chest(&mut self, step: &mut FloorStep) {
        let (opts, floor) = (self.opts, step.floor);
        step.chest = self.content.as_mut().and_then(|c| seat::chest(c, &opts.recorded, floor));
        if let Some(l) = self.lobby.as_mut() {
            l.chest(step.floor);
        }
    }

    /// The Spoils Map's quest: act 2's treasure room (the map's one, not a
    /// `?` that became a treasure) pays its gold, where the route holds the
    /// card (`hooks`: taken in act 1, assumed still in the deck).
    fn spoils_map(&mut self, a: &Act) {
        if a.act == 2 && self.hooks.spoils_map.is_some() {
            if let Some(c) = self.content.as_mut() {
                c.spoils_map_gold();
            }
        }
    }

    /// A merchant: its third relic and, where known, its whole stock; the
    /// route's purchases there.
    fn shop(&mut self, step: &mut FloorStep) {
        let (items, mode) = self.purchases(step.floor);
        if let Err(e) = shop_room(step, self.content.as_mut(), step.floor, &items, mode) {
            self.error.get_or_insert(e);
        }
        if let Some(Err(why)) = self.lobby.as_mut().map(|l| l.shop(self.opts, step.floor)) {
            self.error.get_or_insert(crate::error::Error::option("purchases", why));
        }
    }

    /// A rest site: what the relics held add when the player rests (Dream
    /// Catcher's card reward, Tiny Mailbox's potion): `seat::rest`, the
    /// route's `rests` for the first player.
    fn rest(&mut self, step: &mut FloorStep) {
        let (floor, act, opts) = (step.floor, step.act, self.opts);
        let route = opts.rests.iter().find(|(f, _)| *f == floor).map(|(_, c)| c.as_str());
        if let Some(c) = self.content.as_mut() {
            step.card_reward = seat::rest(c, &opts.recorded, route, act, floor);
        }
        if let Some(l) = self.lobby.as_mut() {
            l.rest(act, floor);
        }
    }

    /// The purchases on `floor` (`seat::purchases`, the first player's); the
    /// floor is one of the route's merchants.
    fn purchases(&mut self, floor: u16) -> (Vec<&'a str>, content::Buying) {
        self.shop_floors.push(floor);
        seat::purchases(self.opts, &self.opts.recorded, 1, floor)
    }

    /// A run file's walk, entering the room on `floor`: the relics the file
    /// records before it, held and out of the bags (`RouteContent::obtained`:
    /// the price relics change a merchant's prices and restocks, any may be
    /// a slot's or a pull's relic, some change later gold).
    fn file_relics(&mut self, floor: u16) {
        if let Some(c) = self.content.as_mut() {
            seat::file_relics(c, &self.opts.recorded, floor);
        }
    }

    /// The Fake Merchant: its six relics and prices while known; the
    /// purchases there.
    fn fake_merchant(&mut self, step: &mut FloorStep) {
        let (items, mode) = self.purchases(step.floor);
        if let Some(c) = self.content.as_mut() {
            match c.fake_merchant(step.floor, &items, mode) {
                Ok(stock) => step.shop = stock.map(crate::map::Shop::Sts2),
                Err(why) => {
                    self.error.get_or_insert(crate::error::Error::option("purchases", why));
                }
            }
        }
        if let Some(Err(why)) = self.lobby.as_mut().map(|l| l.fake_merchant(self.opts, step.floor)) {
            self.error.get_or_insert(crate::error::Error::option("purchases", why));
        }
    }

    /// A boss node: the act's boss (the second boss node, the second).
    fn boss(&mut self, a: &Act, step: &mut FloorStep) {
        let k = a.extra.boss_nodes.iter().position(|&b| b == [step.x, step.y]).unwrap_or(0);
        if let Some(&id) = a.run.boss_ids.get(k) {
            step.encounter = Some(name(id));
            let (act, floor) = (a.act, step.floor);
            self.bosses.push(BossFight { act, floor, encounter: name(id), card_reward: None, potion: None });
        }
    }

    /// A `?` without spoilers: its expected odds, nothing drawn.
    fn unrolled_question(&mut self, a: &Act, step: &mut FloorStep) {
        let q = QuestionRoom { all_children_shops: super::all_children_shops(a.map, [step.x, step.y]), floor: 0 };
        step.odds = Some(self.expected.question(q));
        step.question_room = Some(self.unrolled);
        self.unrolled += 1;
    }

    /// A `?` rolled on the seed's stream, then the room it became.
    fn question(&mut self, a: &mut Act, step: &mut FloorStep) {
        let children_shops = super::all_children_shops(a.map, [step.x, step.y]);
        // Juzu Bracelet: the route's option, or held (a chest's, a file's) from the room after it.
        let juzu = self.opts.juzu_bracelet || self.content.as_ref().is_some_and(|c| c.holds(JUZU_BRACELET));
        let allowed = odds::allowed(self.came_from_shop, children_shops, juzu);
        step.odds = Some(odds::shown_odds(&self.rolls.odds(), allowed));
        step.question_room = Some(self.rolls.rolls());
        // Golden Compass's act: every `?` is an event (the roll assumed still drawn).
        let t = match self.rolls.roll_allowed(allowed) {
            _ if self.hooks.golden_path_acts.contains(&a.act) => RoomType::Event,
            t => t,
        };
        step.outcome = Some(odds::outcome_of(t));
        match t {
            RoomType::Monster => step.encounter = self.met(a.lists.next_monster()),
            RoomType::Elite => step.encounter = self.met(a.lists.next_elite()),
            RoomType::Event => self.event(a, step),
            RoomType::Treasure => self.chest(step),
            RoomType::Shop => self.shop(step),
        }
    }

    /// A `?` that became an event ([`events::event_room`]).
    fn event(&mut self, a: &Act, step: &mut FloorStep) {
        self.any_event = true;
        let (act, floor, players) = (a.act, step.floor, self.players);
        let c = self.content.as_mut();
        let notes = events::event_room(step, &mut self.event_rooms, c, self.opts, a.run, act, floor, players);
        self.notes.extend(notes);
        if matches!(&step.event, Some(EventShown::One { id: events::FAKE_MERCHANT, .. })) {
            self.fake_merchant(step);
        }
        if let Some(l) = self.lobby.as_mut() {
            // Each other player's options: the route's `FLOOR:EVENT:A/B`.
            let choice = events::choice_at(self.opts, floor).unwrap_or_default();
            l.event(act, floor, step.event.as_ref(), &choice.options, &choice.others);
        }
    }

    /// A fight's rewards (cards, the potion roll, an elite's relic, what
    /// cards and relics add: `seat::fight`), each lobby player's too, while
    /// known.
    fn fight_rewards(&mut self, act: u8, step: &mut FloorStep) {
        let fight = match (step.room, step.outcome) {
            (Room::Monster, _) | (Room::Event, Some(Outcome::Monster)) => Fight::Monster,
            (Room::Elite, _) | (Room::Event, Some(Outcome::Elite)) => Fight::Elite,
            (Room::Boss, _) => Fight::Boss,
            _ => return,
        };
        let (opts, floor, encounter) = (self.opts, step.floor, self.encounter);
        if let Some(f) =
            self.content.as_mut().and_then(|c| seat::fight(c, &opts.recorded, fight, act, floor, encounter))
        {
            (step.card_reward, step.potion) = (Some(f.cards), Some(f.potion));
            step.relics = (!f.relics.is_empty()).then_some(f.relics);
            step.extra_card_rewards = f.extra;
        }
        if let Some(l) = self.lobby.as_mut() {
            l.fight(fight, act, floor, encounter);
        }
    }
}

/// Juzu Bracelet: a `?` never becomes a fight (`ModifyUnknownMapPointRoomTypes`).
const JUZU_BRACELET: &str = "RELIC.JUZU_BRACELET";

impl Walker<'_> {
    /// The fight `id` drawn for a room: remembered (what it adds to the
    /// rewards), its name shown.
    fn met(&mut self, id: Option<&'static str>) -> Option<&'static str> {
        self.encounter = id;
        id.map(name)
    }
}

/// Whether Neow's gifts are given in the builds of the Ancient's `content`
/// (v0.107.1 and v0.109+: v0.108's card rewards are not their pools).
fn seeding_gives_gifts(content: Option<(u64, Seeding, &[&'static str])>) -> bool {
    content.is_some_and(|(_, seeding, _)| seeding != Seeding::H32)
}

/// What the Ancient's room shows with content: the run seed, the seeding
/// and Neow's options offered.
pub struct AncientInfo<'a> {
    pub content: Option<(u64, Seeding, &'a [&'static str])>,
}
