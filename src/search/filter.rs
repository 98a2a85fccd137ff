//! The seed-search filter language: parsing and its documentation.
//!
//! A filter is a list of conditions joined by `and` (or `,` / `;` / `&&`);
//! a seed matches when every condition holds. Each condition names an act,
//! a quantity and a comparison:
//!
//! ```text
//! act1.boss = Hexaghost and act1.burning.floor = 6
//! a1.max(elites) >= 4, a1.min(elites before rest) = 0
//! a2.max(events) >= 6; a1.max(shops, floor <= 7) >= 1
//! a1.fight(1) = "Jaw Worm" and a1.starts >= 4 and a3.bottlenecks >= 1
//! a1.act = Underdocks and a1.boss = "Soul Fysh" and a3.boss2 = Queen
//! neow has "Golden Pearl" and neow lacks "Cursed Pearl"
//! ```
//!
//! Quantities (per act; `a1.` or `act1.`; an act prefix is required):
//!
//! | quantity | value |
//! |---|---|
//! | `max(K)`, `min(K)` | the most / fewest rooms of kind K on any route through the act |
//! | `max(K, floor <= N)`, `min(K, floor < N)` | the same, counting only floors up to N (run floor numbers) |
//! | `min(K before L)` | the fewest rooms of kind K before the first room of kind L on any route |
//! | `count(K)` | rooms of kind K on the whole map |
//! | `nodes` | rooms on the map |
//! | `starts` | rooms on the act's first floor |
//! | `bottlenecks` | floors with a single room (every route passes it) |
//! | `boss`, `boss2` | the act boss; the second boss (StS1: A20 act 3; StS2: A10 act 3) |
//! | `fight(N)`, `elite(N)` | the N-th normal / elite fight of the act's list (from 1; StS1 fights 1-13, elites 1-10; StS2 both 1-15) |
//! | `burning.floor`, `burning.buff`, `burning.column` | StS1: the burning elite (no match if the act has none) |
//! | `act` | StS2: the act's name (`Underdocks` or `Overgrowth` in act 1) |
//! | `ancient` | StS2: the Ancient of the act's first node |
//! | `event(N)` | StS2: the N-th event of the act's event order (the game skips events whose conditions the run does not meet) |
//!
//! | `bossrelics has NAME`, `bossrelics lacks NAME` | StS1, acts 1-2: the boss chest's three relics (ids as `.run` files write them), for the search's character, Neow's boss swap not taken |
//! | `card(1) has NAME`, `card(1) lacks NAME` | StS1, acts 1-3: the act's first card reward (its first fight, on the first floor; act 1 after a Neow option that draws nothing on the card stream), for the search's character and ascension; `card(1)` alone means `a1.card(1)` |
//! | `card(N) has NAME`, `card(N) lacks NAME` | StS2, act 1: the N-th card reward (1-15) when the route's first N rewarded rooms are normal fights (no elite, chest, shop or event before it) and Neow's option draws nothing on the rewards stream, for the search's character and ascension |
//! | `chest(N) = NAME` | StS2, no act: the N-th chest's relic (1-8), no other relic gained before it (no elite, shop or event relic; before floor 41) |
//! | `shop.relic = NAME` | no act: the first shop's fixed relic (its third relic slot): StS2 the back of the player's Shop relics; StS1 its Shop-tier relic, the same whatever the route ([`crate::sts1::content::first_shop`]), for the search's character |
//!
//! And, without an act: `neow has NAME` / `neow lacks NAME`: whether one of
//! Neow's options is NAME — StS2: one of its three relics; StS1: a bonus of
//! the full Neow's four, as `.run` files write `neow_bonus` (`BOSS_RELIC`),
//! and `neow has BONUS with COST` that option with that drawback
//! (`neow_cost`: `CURSE`, `NO_GOLD`, `TEN_PERCENT_HP_LOSS`, `PERCENT_DAMAGE`).
//!
//! Kinds K: `elites`, `fights` (normal + elite), `monsters`, `events` (`?`),
//! `rests`, `shops`, `treasures`. Comparisons: `=` (`==`), `!=`, `<`, `<=`,
//! `>`, `>=`; names compare case-insensitively, ignoring spaces and
//! punctuation (`"Slime Boss"` = `slimeboss`, `"Neow's Bones"` =
//! `neowsbones`), and must name something the game has: parsing accepts a
//! name of either game, [`super::Search::new`] checks it against the game
//! searched ([`super::vocab`]). StS2 names are the readable ones the page
//! shows (`"Toadpoles (weak)"` is the weak variant, `Toadpoles` the other).
//!
//! This file holds the filter's types, `Filter::parse` and its text form;
//! the tokens are read in `filter/lex.rs`, a condition in `filter/parse.rs`,
//! and the names for the page's suggestions are listed in `filter/names.rs`.

mod lex;
mod names;
mod parse;

use std::fmt;

pub use super::quantity::{Kind, Quantity};
pub use super::vocab::normalise_name;
pub use names::{vocabulary, Sts2Vocabulary, Vocabulary};

use super::vocab;
use crate::error::{Error, Result};
use lex::{tokenize, Tok};
use parse::Parser;

/// Longest filter text accepted.
pub const MAX_FILTER_LEN: usize = 2000;
/// Most conditions in one filter.
pub const MAX_CONDITIONS: usize = 32;

impl Kind {
    /// Reads a room kind, with the filter language's other words for it
    /// (`campfire`, `?`, …).
    fn parse(word: &str) -> Result<Kind> {
        let w = word.to_ascii_lowercase();
        let w = match w.as_str() {
            "elite" => "elites",
            "fight" => "fights",
            "monster" => "monsters",
            "event" | "?" | "unknowns" | "unknown" | "questions" => "events",
            "rest" | "campfires" | "campfire" => "rests",
            "shop" | "merchants" | "merchant" => "shops",
            "treasure" | "chests" | "chest" => "treasures",
            other => other,
        };
        Kind::NAMES.iter().find(|(n, _)| *n == w).map(|(_, k)| *k).ok_or_else(|| {
            Error::Filter(format!(
                "`{}` is not a room kind; the kinds are {}",
                cut(word),
                Kind::NAMES.map(|(n, _)| n).join(", ")
            ))
        })
    }
}

/// A comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// `=`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
}

impl Op {
    /// Applies the comparison.
    #[inline]
    pub fn holds<T: PartialOrd>(self, a: T, b: T) -> bool {
        match self {
            Op::Eq => a == b,
            Op::Ne => a != b,
            Op::Lt => a < b,
            Op::Le => a <= b,
            Op::Gt => a > b,
            Op::Ge => a >= b,
        }
    }

    fn text(self) -> &'static str {
        match self {
            Op::Eq => "=",
            Op::Ne => "!=",
            Op::Lt => "<",
            Op::Le => "<=",
            Op::Gt => ">",
            Op::Ge => ">=",
        }
    }
}

/// The value a condition compares with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A number.
    Number(i64),
    /// A name, normalised (lower case, letters and digits only).
    Name(String),
}

/// One condition: `act.quantity op target`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Condition {
    /// Act number (1-based).
    pub act: u8,
    /// What is measured.
    pub quantity: Quantity,
    /// The comparison.
    pub op: Op,
    /// The value compared with.
    pub target: Target,
}

/// A parsed filter: every condition must hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Filter {
    /// The conditions.
    pub conditions: Vec<Condition>,
}

fn cut(s: &str) -> String {
    let c: String = s.chars().take(30).collect();
    if c.len() < s.len() {
        format!("{c}…")
    } else {
        c
    }
}

/// The most fights `fight(N)` / `elite(N)` can ask for (StS2's lists).
pub const FIGHTS_MAX: u8 = 15;

/// The most chests `chest(N)` can ask for (a run opens a few per act).
pub const CHESTS_MAX: u8 = 8;

/// Every name either game has for `q` (the game is checked by the search).
fn known_names(q: &Quantity) -> Vec<&'static str> {
    let mut v = vocab::sts1_names(q);
    v.extend(vocab::sts2_names(q));
    v
}

impl Filter {
    /// Parses a filter, with an error naming the first problem.
    pub fn parse(text: &str) -> Result<Filter> {
        if text.len() > MAX_FILTER_LEN {
            return Err(Error::Filter(format!("the filter has {} characters; at most {MAX_FILTER_LEN}", text.len())));
        }
        let toks = tokenize(text)?;
        if toks.is_empty() {
            return Err(Error::Filter("the filter is empty; for example: a1.max(elites) >= 4".into()));
        }
        let mut p = Parser { toks, pos: 0 };
        let mut conditions = Vec::new();
        loop {
            let first = match p.peek() {
                Some(Tok::Word(w)) => w.to_ascii_lowercase(),
                _ => String::new(),
            };
            let (act, mut quantity) = match first.as_str() {
                "neow" => {
                    p.next();
                    (1, Quantity::Neow)
                }
                // `card(N)`, `chest(N)`, `shop.relic` without an act: act 1's, the run's.
                "card" | "chest" | "shop" => (1, p.quantity(1)?),
                _ => {
                    let act = p.act()?;
                    (act, p.quantity(act)?)
                }
            };
            let at = p.at();
            let op = match p.next() {
                Some(Tok::Word(w)) if quantity == Quantity::Ancient && w.eq_ignore_ascii_case("offers") => {
                    quantity = Quantity::AncientOffers;
                    Op::Eq
                }
                Some(Tok::Word(w)) if quantity.is_list() && w.eq_ignore_ascii_case("has") => Op::Eq,
                Some(Tok::Word(w)) if quantity.is_list() && w.eq_ignore_ascii_case("lacks") => Op::Ne,
                _ if quantity.is_list() => {
                    return Err(Error::Filter(format!("expected `has` or `lacks` after `{quantity}` {at}")))
                }
                Some(Tok::Op(op)) => op,
                _ if quantity == Quantity::Ancient => {
                    return Err(Error::Filter(format!("expected `=`, `!=` or `offers` after `ancient` {at}")))
                }
                _ => return Err(Error::Filter(format!("expected a comparison (=, !=, <, <=, >, >=) {at}"))),
            };
            let target = p.target(&quantity)?;
            if quantity == Quantity::Neow && matches!(p.peek(), Some(Tok::Word(w)) if w.eq_ignore_ascii_case("with")) {
                p.next();
                let at = p.at();
                let cost = match p.next() {
                    Some(Tok::Word(w) | Tok::Str(w)) => normalise_name(&w),
                    _ => return Err(Error::Filter(format!("expected a Neow drawback after `with` {at}"))),
                };
                vocab::check(&cost, &vocab::NEOW_COSTS, "a Neow drawback")?;
                quantity = Quantity::NeowWith(cost);
            }
            if let Target::Name(n) = &target {
                let known = known_names(&quantity);
                if !known.is_empty() {
                    vocab::check(n, &known, "a name the game uses here")?;
                }
                if !matches!(op, Op::Eq | Op::Ne) {
                    return Err(Error::Filter("names can only be compared with = or !=".into()));
                }
            }
            conditions.push(Condition { act, quantity, op, target });
            if conditions.len() > MAX_CONDITIONS {
                return Err(Error::Filter(format!("more than {MAX_CONDITIONS} conditions")));
            }
            match p.next() {
                None => break,
                Some(Tok::And | Tok::Comma) => continue,
                Some(_) => {
                    p.pos -= 1;
                    return Err(Error::Filter(format!("expected `and` between conditions {}", p.at())));
                }
            }
        }
        Ok(Filter { conditions })
    }

    /// The highest act a condition looks at.
    pub fn last_act(&self) -> u8 {
        self.conditions.iter().map(|c| c.act).max().unwrap_or(1)
    }
}

impl fmt::Display for Filter {
    /// The canonical text of the filter (parses back to the same filter).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.conditions.iter().enumerate() {
            if i > 0 {
                f.write_str(" and ")?;
            }
            let has = if c.op == Op::Ne { "lacks" } else { "has" };
            match &c.quantity {
                Quantity::Neow | Quantity::NeowWith(_) => write!(f, "neow {has} ")?,
                q @ (Quantity::Chest(_) | Quantity::ShopRelic) => write!(f, "{q} {} ", c.op.text())?,
                Quantity::AncientOffers => write!(f, "a{}.ancient offers ", c.act)?,
                q if q.is_list() => write!(f, "a{}.{q} {has} ", c.act)?,
                q => write!(f, "a{}.{q} {} ", c.act, c.op.text())?,
            }
            match &c.target {
                Target::Number(n) => write!(f, "{n}")?,
                // Quoted: a normalised name may start with a digit ("2 Thieves"
                // is `2thieves`), which would not read back as a word.
                Target::Name(n) => write!(f, "\"{n}\"")?,
            }
            if let Quantity::NeowWith(cost) = &c.quantity {
                write!(f, " with \"{cost}\"")?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_documented_examples() {
        let f = Filter::parse("act1.boss = Hexaghost and act1.burning.floor = 6").unwrap();
        assert_eq!(f.conditions.len(), 2);
        assert_eq!(f.conditions[0].quantity, Quantity::Boss);
        assert_eq!(f.conditions[0].target, Target::Name("hexaghost".into()));
        assert_eq!(
            f.conditions[1],
            Condition { act: 1, quantity: Quantity::BurningFloor, op: Op::Eq, target: Target::Number(6) }
        );
        let f = Filter::parse("a1.max(elites) >= 4, a1.min(elites before rest) = 0").unwrap();
        assert_eq!(f.conditions[0].quantity, Quantity::Max(Kind::Elites, None));
        assert_eq!(f.conditions[1].quantity, Quantity::MinBefore(Kind::Elites, Kind::Rests));
        let f = Filter::parse("a2.max(events) >= 6; a1.max(shops, floor < 8) >= 1").unwrap();
        assert_eq!(f.conditions[1].quantity, Quantity::Max(Kind::Shops, Some(7)));
        assert_eq!(f.last_act(), 2);
        let f = Filter::parse(
            r#"a1.fight(1) = "Jaw Worm" && a1.starts >= 4 and a3.bottlenecks >= 1 and a3.boss2 != 'Time Eater'"#,
        )
        .unwrap();
        assert_eq!(f.conditions[0].target, Target::Name("jawworm".into()));
        assert_eq!(f.conditions.len(), 4);
    }

    #[test]
    fn every_vocabulary_name_parses() {
        let v = vocabulary();
        assert_eq!(v.kinds.len(), 7);
        for b in &v.bosses {
            Filter::parse(&format!("a1.boss = \"{b}\"")).unwrap();
        }
        for f in &v.fights {
            Filter::parse(&format!("a1.fight(1) = \"{f}\"")).unwrap();
        }
        for b in &v.buffs {
            Filter::parse(&format!("a1.burning.buff = \"{b}\"")).unwrap();
        }
        for k in &v.kinds {
            Filter::parse(&format!("a1.max({k}) > 0")).unwrap();
        }
        assert!(v.bosses.contains(&"Hexaghost") && v.buffs.contains(&"Max HP"));
    }

    #[test]
    fn display_round_trips() {
        for text in [
            "a1.max(elites) >= 4 and a2.min(fights, floor <= 25) < 3 and a1.min(elites before rests) = 0",
            "a3.boss = awakenedone and a1.burning.buff = metallicize and a1.count(shops) != 2 and a1.elite(2) = lagavulin",
            "neow has BOSS_RELIC and neow has THREE_RARE_CARDS with CURSE and a2.bossrelics lacks Astrolabe",
            "card(1) has \"Pommel Strike\" and a3.card(1) lacks Offering and neow lacks \"Golden Pearl\"",
        ] {
            let f = Filter::parse(text).unwrap();
            assert_eq!(Filter::parse(&f.to_string()).unwrap(), f, "{text}");
        }
    }

    #[test]
    fn names_starting_with_a_digit_round_trip() {
        // Found by the `filters` fuzz target (fuzz/seeds/filters/digit-name).
        let f = Filter::parse("a1.fight(1) = \"2 Thieves\" && a3.boss2 != 'Time\u{0}Eater'").unwrap();
        assert_eq!(f.to_string(), "a1.fight(1) = \"2thieves\" and a3.boss2 != \"timeeater\"");
        assert_eq!(Filter::parse(&f.to_string()).unwrap(), f);
    }

    #[test]
    fn errors_name_the_problem() {
        for (text, needle) in [
            ("", "empty"),
            ("max(elites) > 1", "expected an act like `act1` or `a1` at position 1, got `max`"),
            ("a1 boss = x", "expected `.` after `a1`"),
            ("a5.boss = x", "acts are 1-4"),
            ("a1.maxx(elites) > 1", "unknown quantity `maxx`"),
            ("a1.max(gold) > 1", "`gold` is not a room kind"),
            ("a1.boss = Hexa", "`hexa` is not a name"),
            ("a1.boss > Hexaghost", "only be compared with = or !="),
            ("a1.boss = 3", "compare it with a name"),
            ("a1.starts = many", "`many` is not a number"),
            ("a1.starts 3", "expected a comparison"),
            ("a1.starts = 3 a2.nodes > 1", "expected `and`"),
            ("a1.boss = \"Hexaghost", "never closed"),
            ("a1.fight(16) = Cultist", "normal fights are numbered 1 to 15"),
            ("a1.elite(16) = Lagavulin", "elite fights are numbered 1 to 15"),
            ("a1.event(0) = Darv", "events are numbered 1 to 31"),
            ("neow = \"Golden Pearl\"", "expected `has` or `lacks` after `neow`"),
            ("neow has BOSS_RELIC with GOLD", "`gold` is not a Neow drawback"),
            ("a1.bossrelics = Astrolabe", "expected `has` or `lacks` after `bossrelics`"),
            ("card(1) has \"Pommel Strik\"", "did you mean \"Pommel Strike\""),
            ("a1.card(0) has Bash", "card rewards are numbered 1 to 15"),
            ("neow has 3", "compare it with a name"),
            ("neow has \"Golden Pear\"", "did you mean \"Golden Pearl\""),
            ("a1.boss = \"Soul Fish\"", "did you mean \"Soul Fysh\""),
            ("a1.act = Exordium", "did you mean"),
            ("a1.max(shops, floor <= 99) > 0", "floor 99"),
            ("a1.max(elites before rest) = 0", "works with min"),
            ("a1.starts = 3 $", "unexpected `$`"),
            ("a1.starts ! 3", "followed by `=`"),
        ] {
            let e = Filter::parse(text).unwrap_err().to_string();
            assert!(e.contains(needle), "{text:?}: {e}");
        }
        assert!(Filter::parse("a1.starts = 1 and ").unwrap_err().to_string().contains("expected an act"));
        let many = vec!["a1.starts >= 1"; 33].join(" and ");
        assert!(Filter::parse(&many).unwrap_err().to_string().contains("more than 32"));
        assert!(Filter::parse(&"x".repeat(3000)).unwrap_err().to_string().contains("3000 characters"));
    }
}
