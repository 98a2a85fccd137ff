//! What a filter condition measures: the room kinds ([`Kind`]) and the
//! quantities of an act ([`Quantity`]), with the text the filter language
//! writes for each. The lowest of the search's modules: the names a quantity
//! compares with ([`super::vocab`]) and the filter language that parses
//! quantities ([`super::filter`]) both build on it, and it names neither.

use std::fmt;

use crate::map::Room;

/// A kind of room a route quantity counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Elite fights.
    Elites,
    /// Normal and elite fights.
    Fights,
    /// Normal fights.
    Monsters,
    /// `?` rooms.
    Events,
    /// Rest sites.
    Rests,
    /// Merchants.
    Shops,
    /// Treasure chests.
    Treasures,
}

impl Kind {
    pub(super) const NAMES: [(&'static str, Kind); 7] = [
        ("elites", Kind::Elites),
        ("fights", Kind::Fights),
        ("monsters", Kind::Monsters),
        ("events", Kind::Events),
        ("rests", Kind::Rests),
        ("shops", Kind::Shops),
        ("treasures", Kind::Treasures),
    ];

    /// Whether a room counts for this kind.
    #[inline]
    pub const fn counts(self, room: Room) -> bool {
        matches!(
            (self, room),
            (Kind::Elites, Room::Elite)
                | (Kind::Fights, Room::Monster | Room::Elite)
                | (Kind::Monsters, Room::Monster)
                | (Kind::Events, Room::Event)
                | (Kind::Rests, Room::Rest)
                | (Kind::Shops, Room::Shop)
                | (Kind::Treasures, Room::Treasure)
        )
    }

    fn name(self) -> &'static str {
        Kind::NAMES.iter().find(|(_, k)| *k == self).map(|(n, _)| *n).unwrap_or("?")
    }
}

/// A quantity of one act.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Quantity {
    /// The most rooms of a kind on a route, optionally only up to a floor.
    Max(Kind, Option<u16>),
    /// The fewest rooms of a kind on a route, optionally only up to a floor.
    Min(Kind, Option<u16>),
    /// The fewest rooms of the first kind before the first room of the second.
    MinBefore(Kind, Kind),
    /// Rooms of a kind on the map.
    Count(Kind),
    /// Rooms on the map.
    Nodes,
    /// Rooms on the act's first floor.
    Starts,
    /// Floors with exactly one room.
    Bottlenecks,
    /// The act boss.
    Boss,
    /// The second boss (act 3: StS1 at ascension 20, StS2 at 10).
    Boss2,
    /// The N-th normal fight of the act's list (1-based).
    Fight(u8),
    /// The N-th elite fight of the act's list (1-based).
    Elite(u8),
    /// The burning elite's floor (StS1).
    BurningFloor,
    /// The burning elite's column (StS1).
    BurningColumn,
    /// The burning elite's buff (StS1).
    BurningBuff,
    /// The act's name (StS2).
    Act,
    /// The act's Ancient (StS2).
    Ancient,
    /// The N-th event of the act's event order (1-based; StS2).
    Event(u8),
    /// The N-th event a run meets in the act (1-based; StS2), where the
    /// seed fixes it whatever the route (`met(N) = NAME`; never a match
    /// where the route decides it).
    Met(u8),
    /// One of Neow's options (the condition's act is 1, its comparison `=`
    /// for `has` and `!=` for `lacks`): StS2 a relic Neow offers, StS1 a
    /// bonus of the full Neow's four (`BOSS_RELIC`).
    Neow,
    /// StS1: one of the full Neow's options is the condition's bonus with
    /// this drawback (normalised, e.g. `curse`): `neow has BONUS with COST`.
    NeowWith(String),
    /// StS1, acts 1-2: the boss chest offers the relic (`has` / `lacks`).
    BossRelics,
    /// The N-th card reward of the act offers the card (`has` / `lacks`).
    /// StS1: only the first, the act's first fight on row 0, is the seed's
    /// alone. StS2 (act 1): the N-th, when the route's first N rewarded
    /// rooms are normal fights.
    Card(u8),
    /// StS2: the N-th chest's relic (`chest(N) = NAME`), no other relic
    /// gained before it.
    Chest(u8),
    /// The first shop's fixed relic (`shop.relic = NAME`): StS2 the back of
    /// the player's Shop relics, StS1 its Shop-tier relic (both its third
    /// relic slot).
    ShopRelic,
    /// StS2: the act's Ancient offers the relic, whatever the run holds
    /// (`a2.ancient offers NAME`: in every way the offer can come out).
    AncientOffers,
}

impl Quantity {
    /// Whether the quantity is a name (compared as text) rather than a number.
    pub fn is_name(&self) -> bool {
        matches!(
            self,
            Quantity::Boss
                | Quantity::Boss2
                | Quantity::Fight(_)
                | Quantity::Elite(_)
                | Quantity::BurningBuff
                | Quantity::Act
                | Quantity::Ancient
                | Quantity::Event(_)
                | Quantity::Met(_)
                | Quantity::Neow
                | Quantity::NeowWith(_)
                | Quantity::BossRelics
                | Quantity::Card(_)
                | Quantity::Chest(_)
                | Quantity::ShopRelic
                | Quantity::AncientOffers
        )
    }

    /// Whether it is compared with `has` / `lacks` (a list holds the name)
    /// rather than a comparison.
    pub fn is_list(&self) -> bool {
        matches!(self, Quantity::Neow | Quantity::NeowWith(_) | Quantity::BossRelics | Quantity::Card(_))
    }

    /// Whether, for StS1, it reads what the seed decides at run start
    /// (Neow, the boss relics, a card reward, the first shop's Shop-tier
    /// relic), with no map.
    pub fn sts1_run_start(&self) -> bool {
        matches!(
            self,
            Quantity::Neow | Quantity::NeowWith(_) | Quantity::BossRelics | Quantity::Card(_) | Quantity::ShopRelic
        )
    }

    /// Whether evaluating it needs the act's encounters (StS1 monsterRng).
    pub fn needs_encounters(&self) -> bool {
        matches!(self, Quantity::Boss | Quantity::Boss2 | Quantity::Fight(_) | Quantity::Elite(_))
    }

    /// Whether it is StS1-only (the burning elite).
    pub fn sts1_only(&self) -> bool {
        matches!(
            self,
            Quantity::BurningFloor
                | Quantity::BurningColumn
                | Quantity::BurningBuff
                | Quantity::NeowWith(_)
                | Quantity::BossRelics
        )
    }

    /// Whether it is StS2-only.
    pub fn sts2_only(&self) -> bool {
        matches!(
            self,
            Quantity::Act
                | Quantity::Ancient
                | Quantity::AncientOffers
                | Quantity::Event(_)
                | Quantity::Met(_)
                | Quantity::Chest(_)
        )
    }

    /// Whether it reads what a run gives besides its maps and lists (Neow,
    /// relics, card rewards), which modifiers change.
    pub fn content(&self) -> bool {
        matches!(
            self,
            Quantity::Neow
                | Quantity::NeowWith(_)
                | Quantity::BossRelics
                | Quantity::Card(_)
                | Quantity::Chest(_)
                | Quantity::ShopRelic
                | Quantity::AncientOffers
        )
    }

    /// Whether, for StS2, it reads what the seed gives along a run (card
    /// rewards, chests, the shop relic) rather than the run-start lists.
    pub fn sts2_content(&self) -> bool {
        matches!(self, Quantity::Card(_) | Quantity::Chest(_) | Quantity::ShopRelic)
    }

    /// Whether, for StS2, it reads only what the seed decides at run start
    /// (no map needed).
    pub fn run_start(&self) -> bool {
        self.needs_encounters() || self.sts2_only() || self.sts2_content() || *self == Quantity::Neow
    }
}

impl fmt::Display for Quantity {
    /// The quantity as the filter language writes it (`max(elites)`, `boss`, …).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Quantity::Max(k, None) => write!(f, "max({})", k.name()),
            Quantity::Min(k, None) => write!(f, "min({})", k.name()),
            Quantity::Max(k, Some(n)) => write!(f, "max({}, floor <= {n})", k.name()),
            Quantity::Min(k, Some(n)) => write!(f, "min({}, floor <= {n})", k.name()),
            Quantity::MinBefore(k, l) => write!(f, "min({} before {})", k.name(), l.name()),
            Quantity::Count(k) => write!(f, "count({})", k.name()),
            Quantity::Nodes => f.write_str("nodes"),
            Quantity::Starts => f.write_str("starts"),
            Quantity::Bottlenecks => f.write_str("bottlenecks"),
            Quantity::Boss => f.write_str("boss"),
            Quantity::Boss2 => f.write_str("boss2"),
            Quantity::Fight(n) => write!(f, "fight({n})"),
            Quantity::Elite(n) => write!(f, "elite({n})"),
            Quantity::BurningFloor => f.write_str("burning.floor"),
            Quantity::BurningColumn => f.write_str("burning.column"),
            Quantity::BurningBuff => f.write_str("burning.buff"),
            Quantity::Act => f.write_str("act"),
            Quantity::Ancient | Quantity::AncientOffers => f.write_str("ancient"),
            Quantity::Event(n) => write!(f, "event({n})"),
            Quantity::Met(n) => write!(f, "met({n})"),
            Quantity::Neow | Quantity::NeowWith(_) => f.write_str("neow"),
            Quantity::BossRelics => f.write_str("bossrelics"),
            Quantity::Card(n) => write!(f, "card({n})"),
            Quantity::Chest(n) => write!(f, "chest({n})"),
            Quantity::ShopRelic => f.write_str("shop.relic"),
        }
    }
}
