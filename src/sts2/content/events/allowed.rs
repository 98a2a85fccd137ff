//! `EventModel.IsAllowed` of every event the act lists can hold (spec
//! sts2-events-shops.md §A3, read from a v0.109-v0.110 decompile; every
//! condition the real files exercise agrees: docs/sts2-content.md).
//!
//! The conditions read the run state when the `?` room is entered: the act
//! index, `TotalFloor` (the map points entered before this one, Neow
//! included), the players, gold, HP, potions held, the deck and relics. A
//! walk knows some of it exactly and some not at all: [`RunFacts`] holds
//! each fact as known (`Some`) or not (`None`), and a condition over an
//! unknown fact is [`Allowed::Needs`] with its words, so that the caller
//! can show both branches. Conditions read the canonical model's base
//! values (LuminousChoir's 149 gold, not its rolled price; spec A2.6).

/// What a walk knows of the run state when it enters a `?` room.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunFacts {
    /// `CurrentActIndex` (0-2).
    pub act_index: u8,
    /// `TotalFloor` before this room is entered (the room's floor − 1).
    pub total_floor: u32,
    /// The players in the run.
    pub players: u8,
    /// The gold, if known.
    pub gold: Option<i64>,
    /// `(CurrentHp, MaxHp)`, if known.
    pub hp: Option<(i64, i64)>,
    /// The potions held, if known.
    pub potions: Option<u32>,
    /// Whether the deck holds the starting deck's Basic cards (removable,
    /// transformable Strikes and Defends), if known.
    pub basics: Option<bool>,
    /// Whether the player has an event pet (a pet relic, Byrdonis Egg), if known.
    pub pet: Option<bool>,
    /// The tradable relics held, if known.
    pub tradable_relics: Option<u32>,
    /// Whether a Foul Potion is held, if known.
    pub foul_potion: Option<bool>,
}

/// Whether an event may be pulled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Allowed {
    /// Allowed.
    Yes,
    /// Not allowed: passed over.
    No,
    /// Allowed only if the run state (unknown to the walk) meets the words.
    Needs(String),
}

impl Allowed {
    fn from(b: bool) -> Allowed {
        if b {
            Allowed::Yes
        } else {
            Allowed::No
        }
    }

    /// Both conditions.
    fn and(self, other: Allowed) -> Allowed {
        match (self, other) {
            (Allowed::No, _) | (_, Allowed::No) => Allowed::No,
            (Allowed::Yes, x) | (x, Allowed::Yes) => x,
            (Allowed::Needs(a), Allowed::Needs(b)) => Allowed::Needs(format!("{a} and {b}")),
        }
    }

    /// Either condition.
    fn or(self, other: Allowed) -> Allowed {
        match (self, other) {
            (Allowed::Yes, _) | (_, Allowed::Yes) => Allowed::Yes,
            (Allowed::No, x) | (x, Allowed::No) => x,
            (Allowed::Needs(a), Allowed::Needs(b)) => Allowed::Needs(format!("{a} or {b}")),
        }
    }
}

fn known<T>(fact: Option<T>, test: impl FnOnce(T) -> bool, words: &str) -> Allowed {
    match fact {
        Some(v) => Allowed::from(test(v)),
        None => Allowed::Needs(words.to_string()),
    }
}

fn gold(f: &RunFacts, at_least: i64) -> Allowed {
    known(f.gold, |g| g >= at_least, &format!("at least {at_least} gold"))
}

fn hp(f: &RunFacts, test: impl FnOnce(i64, i64) -> bool, words: &str) -> Allowed {
    known(f.hp, |(cur, max)| test(cur, max), words)
}

fn potions(f: &RunFacts, at_least: u32) -> Allowed {
    let words = if at_least == 1 { "a potion held".to_string() } else { format!("at least {at_least} potions held") };
    known(f.potions, |p| p >= at_least, &words)
}

fn basics(f: &RunFacts) -> Allowed {
    known(f.basics, |b| b, "the starting Strikes and Defends still in the deck")
}

/// `IsAllowed` of the event `id` (`EVENT.…`) for the facts `f`. An event
/// not listed here is allowed.
pub fn allowed(id: &str, f: &RunFacts) -> Allowed {
    let act = f.act_index;
    let solo = f.players <= 1;
    let y = Allowed::Yes;
    match id.strip_prefix("EVENT.").unwrap_or(id) {
        "BYRDONIS_NEST" => known(f.pet, |p| !p, "no event pet"),
        "DENSE_VEGETATION" if !solo => hp(f, |c, _| c > 8, "every player above 8 HP"),
        "JUNGLE_MAZE_ADVENTURE" if !solo => hp(f, |c, _| c > 18, "every player above 18 HP"),
        "LUMINOUS_CHOIR" => gold(f, 149),
        "MORPHIC_GROVE" => gold(f, 100).and(basics(f)),
        "UNREST_SITE" => hp(f, |c, m| c as f64 <= 0.7 * m as f64, "HP at most 70% of max HP"),
        "WHISPERING_HOLLOW" => gold(f, 44),
        "WOOD_CARVINGS" => basics(f),
        "ENDLESS_CONVEYOR" => gold(f, 120),
        "PUNCH_OFF" => Allowed::from(f.total_floor >= 6),
        "SPIRALING_WHIRLPOOL" => Allowed::Needs("a card Spiral can enchant in the deck".into()),
        "TRASH_HEAP" => hp(f, |c, _| c > 5, "more than 5 HP"),
        "WATERLOGGED_SCRIPTORIUM" => gold(f, 55),
        "BRAIN_LEECH" | "ROOM_FULL_OF_CHEESE" => Allowed::from(act < 2),
        "TEA_MASTER" => Allowed::from(act < 2).and(gold(f, 150)),
        "THE_LEGENDS_WERE_TRUE" => Allowed::from(act == 0).and(hp(f, |c, _| c >= 10, "at least 10 HP")),
        "SLIPPERY_BRIDGE" => {
            Allowed::from(f.total_floor > 6).and(basics(f).or(Allowed::Needs("a removable card".into())))
        }
        "THE_FUTURE_OF_POTIONS" => potions(f, 2),
        "CRYSTAL_SPHERE" => Allowed::from(act > 0).and(gold(f, 100)),
        "DOLL_ROOM" => Allowed::from(act == 1),
        "STONE_OF_ALL_TIME" => Allowed::from(act == 1).and(potions(f, 1)),
        "WELCOME_TO_WONGOS" => Allowed::from(act == 1).and(gold(f, 100)),
        "POTION_COURIER" | "SYMBIOTE" => Allowed::from(act > 0),
        "RANWID_THE_ELDER" => Allowed::from(act != 0)
            .and(known(f.tradable_relics, |r| r >= 1, "a tradable relic"))
            .and(gold(f, 100))
            .and(potions(f, 1)),
        "RELIC_TRADER" => {
            Allowed::from(act != 0).and(known(f.tradable_relics, |r| r >= 5, "at least 5 tradable relics"))
        }
        "FAKE_MERCHANT" => {
            Allowed::from(act >= 1 && solo).and(gold(f, 100).or(known(f.foul_potion, |p| p, "a Foul Potion held")))
        }
        "WAR_HISTORIAN_REPY" => Allowed::No,
        "AMALGAMATOR" => basics(f),
        "COLOSSAL_FLOWER" => hp(f, |c, _| c >= 19, "at least 19 HP"),
        "FIELD_OF_MAN_SIZED_HOLES" => Allowed::Needs("a card Perfect Fit can enchant in the deck".into()),
        "ZEN_WEAVER" => gold(f, 125),
        "GRAVE_OF_THE_FORGOTTEN" => Allowed::Needs("a card Soul's Power can enchant in the deck".into()),
        "ROUND_TEA_PARTY" => hp(f, |c, _| c >= 12, "at least 12 HP"),
        _ => y,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(act_index: u8, gold: Option<i64>) -> RunFacts {
        RunFacts { act_index, total_floor: 10, players: 1, gold, ..RunFacts::default() }
    }

    #[test]
    fn conditions_decide_or_name_what_they_need() {
        assert_eq!(allowed("EVENT.TEA_MASTER", &facts(0, Some(149))), Allowed::No);
        assert_eq!(allowed("EVENT.TEA_MASTER", &facts(1, Some(150))), Allowed::Yes);
        assert_eq!(allowed("EVENT.TEA_MASTER", &facts(2, None)), Allowed::No);
        assert_eq!(allowed("EVENT.TEA_MASTER", &facts(0, None)), Allowed::Needs("at least 150 gold".into()));
        assert_eq!(allowed("EVENT.WAR_HISTORIAN_REPY", &facts(2, Some(999))), Allowed::No);
        assert_eq!(allowed("EVENT.SELF_HELP_BOOK", &facts(2, None)), Allowed::Yes);
        let mut f = facts(1, Some(500));
        f.players = 2;
        assert_eq!(allowed("EVENT.FAKE_MERCHANT", &f), Allowed::No);
    }
}
