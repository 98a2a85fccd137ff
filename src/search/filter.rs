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

use std::fmt;

pub use super::quantity::{Kind, Quantity};
pub use super::vocab::normalise_name;

use super::vocab;
use crate::error::{Error, Result};
use crate::map::Buff;

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

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Word(String),
    Num(i64),
    Str(String),
    Op(Op),
    Dot,
    Colon,
    LParen,
    RParen,
    Comma,
    And,
}

fn tokenize(text: &str) -> Result<Vec<(usize, Tok)>> {
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    let mut out = Vec::new();
    while i < chars.len() {
        let c = chars[i];
        let start = i;
        match c {
            c if c.is_whitespace() => {
                i += 1;
                continue;
            }
            '.' => {
                out.push((start, Tok::Dot));
                i += 1;
            }
            ':' => {
                out.push((start, Tok::Colon));
                i += 1;
            }
            '(' => {
                out.push((start, Tok::LParen));
                i += 1;
            }
            ')' => {
                out.push((start, Tok::RParen));
                i += 1;
            }
            ',' | ';' => {
                out.push((start, if c == ',' { Tok::Comma } else { Tok::And }));
                i += 1;
            }
            '&' if chars.get(i + 1) == Some(&'&') => {
                out.push((start, Tok::And));
                i += 2;
            }
            '=' | '!' | '<' | '>' => {
                let next = chars.get(i + 1).copied();
                let (op, len) = match (c, next) {
                    ('=', Some('=')) => (Op::Eq, 2),
                    ('=', _) => (Op::Eq, 1),
                    ('!', Some('=')) => (Op::Ne, 2),
                    ('<', Some('=')) => (Op::Le, 2),
                    ('<', _) => (Op::Lt, 1),
                    ('>', Some('=')) => (Op::Ge, 2),
                    ('>', _) => (Op::Gt, 1),
                    _ => return Err(Error::Filter(format!("`!` at position {} must be followed by `=`", start + 1))),
                };
                out.push((start, Tok::Op(op)));
                i += len;
            }
            '"' | '\'' => {
                let close = chars[i + 1..]
                    .iter()
                    .position(|&d| d == c)
                    .ok_or_else(|| Error::Filter(format!("the quote at position {} is never closed", start + 1)))?;
                out.push((start, Tok::Str(chars[i + 1..i + 1 + close].iter().collect())));
                i += close + 2;
            }
            c if c.is_ascii_digit() || (c == '-' && chars.get(i + 1).is_some_and(|d| d.is_ascii_digit())) => {
                i += 1;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
                let s: String = chars[start..i].iter().collect();
                let n = s.parse::<i64>().map_err(|_| Error::Filter(format!("`{}` is too large a number", cut(&s))))?;
                out.push((start, Tok::Num(n)));
            }
            c if c.is_alphanumeric() || c == '_' || c == '?' => {
                while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_' || chars[i] == '?') {
                    i += 1;
                }
                let w: String = chars[start..i].iter().collect();
                out.push((start, if w.eq_ignore_ascii_case("and") { Tok::And } else { Tok::Word(w) }));
            }
            other => {
                return Err(Error::Filter(format!(
                    "unexpected {} at position {}",
                    if other.is_control() { format!("{other:?}") } else { format!("`{other}`") },
                    start + 1
                )))
            }
        }
    }
    Ok(out)
}

struct Parser {
    toks: Vec<(usize, Tok)>,
    pos: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|(_, t)| t)
    }
    fn at(&self) -> String {
        match self.toks.get(self.pos) {
            Some((p, _)) => format!("at position {}", p + 1),
            None => "at the end".into(),
        }
    }
    fn next(&mut self) -> Option<Tok> {
        let t = self.toks.get(self.pos).map(|(_, t)| t.clone());
        self.pos += 1;
        t
    }
    fn expect(&mut self, want: Tok, what: &str) -> Result<()> {
        let at = self.at();
        match self.next() {
            Some(t) if t == want => Ok(()),
            _ => Err(Error::Filter(format!("expected {what} {at}"))),
        }
    }
    fn word(&mut self, what: &str) -> Result<String> {
        let at = self.at();
        match self.next() {
            Some(Tok::Word(w)) => Ok(w),
            _ => Err(Error::Filter(format!("expected {what} {at}"))),
        }
    }
    fn number(&mut self, what: &str) -> Result<i64> {
        let at = self.at();
        match self.next() {
            Some(Tok::Num(n)) => Ok(n),
            _ => Err(Error::Filter(format!("expected {what} {at}"))),
        }
    }

    fn act(&mut self) -> Result<u8> {
        let at = self.at();
        let w = self.word("an act like `act1` or `a1`")?.to_ascii_lowercase();
        let digits = w.strip_prefix("act").or_else(|| w.strip_prefix('a'));
        let act = digits.and_then(|d| d.parse::<u8>().ok()).filter(|a| (1..=4).contains(a));
        let act = act.ok_or_else(|| {
            Error::Filter(format!("expected an act like `act1` or `a1` {at}, got `{}` (acts are 1-4)", cut(&w)))
        })?;
        match self.next() {
            Some(Tok::Dot | Tok::Colon) => Ok(act),
            _ => Err(Error::Filter(format!("expected `.` after `{w}`"))),
        }
    }

    fn quantity(&mut self, act: u8) -> Result<Quantity> {
        let at = self.at();
        let w = self.word("a quantity such as max(elites), boss or starts")?.to_ascii_lowercase();
        let q = match w.as_str() {
            "max" | "min" => {
                self.expect(Tok::LParen, "`(`")?;
                let kind = Kind::parse(&self.word("a room kind")?)?;
                let q = match self.peek() {
                    Some(Tok::Word(b)) if b.eq_ignore_ascii_case("before") => {
                        if w == "max" {
                            return Err(Error::Filter("`before` works with min(…), e.g. min(elites before rest)".into()));
                        }
                        self.next();
                        Quantity::MinBefore(kind, Kind::parse(&self.word("a room kind after `before`")?)?)
                    }
                    Some(Tok::Comma) => {
                        self.next();
                        let f = self.word("`floor`")?;
                        if !f.eq_ignore_ascii_case("floor") {
                            return Err(Error::Filter(format!("expected `floor <= N`, got `{}`", cut(&f))));
                        }
                        let at = self.at();
                        let op = match self.next() {
                            Some(Tok::Op(op @ (Op::Le | Op::Lt))) => op,
                            _ => return Err(Error::Filter(format!("expected `<=` or `<` after `floor` {at}"))),
                        };
                        let n = self.number("a floor number")?;
                        let last = if op == Op::Lt { n - 1 } else { n };
                        let last = u16::try_from(last)
                            .ok()
                            .filter(|f| (1..=60).contains(f))
                            .ok_or_else(|| Error::Filter(format!("floor {n} is not a floor of the run")))?;
                        if w == "max" {
                            Quantity::Max(kind, Some(last))
                        } else {
                            Quantity::Min(kind, Some(last))
                        }
                    }
                    _ if w == "max" => Quantity::Max(kind, None),
                    _ => Quantity::Min(kind, None),
                };
                self.expect(Tok::RParen, "`)`")?;
                q
            }
            "count" => {
                self.expect(Tok::LParen, "`(`")?;
                let k = Kind::parse(&self.word("a room kind")?)?;
                self.expect(Tok::RParen, "`)`")?;
                Quantity::Count(k)
            }
            "fight" | "elite" | "event" => {
                // The longest list of either game: StS2's 15 normal and 15
                // elite encounters (StS1's 13 and 10 are checked per game by
                // the search); StS2's event orders hold at most 31.
                let (max, what) = match w.as_str() {
                    "fight" => (FIGHTS_MAX, "normal fights"),
                    "elite" => (FIGHTS_MAX, "elite fights"),
                    _ => (crate::sts2::run::data::MAX_EVENTS as u8, "events"),
                };
                let an = if w == "elite" || w == "event" { "an" } else { "a" };
                let n = self.numbered(&w, &format!("{an} {w} number"), max, what)?;
                match w.as_str() {
                    "fight" => Quantity::Fight(n),
                    "elite" => Quantity::Elite(n),
                    _ => Quantity::Event(n),
                }
            }
            "card" => Quantity::Card(self.numbered("card", "a card reward number", FIGHTS_MAX, "card rewards")?),
            "chest" => Quantity::Chest(self.numbered("chest", "a chest number", CHESTS_MAX, "chests")?),
            "shop" => {
                self.expect(Tok::Dot, "`.relic` after `shop`")?;
                match self.word("relic")?.to_ascii_lowercase().as_str() {
                    "relic" => Quantity::ShopRelic,
                    other => return Err(Error::Filter(format!("`shop.{}`: expected shop.relic", cut(other)))),
                }
            }
            "bossrelics" | "bossrelic" => Quantity::BossRelics,
            "act" => Quantity::Act,
            "ancient" => Quantity::Ancient,
            "nodes" | "rooms" => Quantity::Nodes,
            "starts" => Quantity::Starts,
            "bottlenecks" => Quantity::Bottlenecks,
            "boss" => Quantity::Boss,
            "boss2" => Quantity::Boss2,
            "burning" => {
                self.expect(Tok::Dot, "`.` after `burning` (burning.floor, burning.buff, burning.column)")?;
                match self.word("floor, buff or column")?.to_ascii_lowercase().as_str() {
                    "floor" => Quantity::BurningFloor,
                    "buff" => Quantity::BurningBuff,
                    "column" | "x" => Quantity::BurningColumn,
                    other => {
                        return Err(Error::Filter(format!(
                            "`burning.{}`: expected burning.floor, burning.buff or burning.column",
                            cut(other)
                        )))
                    }
                }
            }
            other => {
                return Err(Error::Filter(format!(
                    "unknown quantity `{}` {at}; try max(K), min(K), min(K before L), count(K), nodes, starts, bottlenecks, boss, boss2, fight(N), elite(N), burning.floor, burning.buff, act, ancient, event(N)",
                    cut(other)
                )))
            }
        };
        if act == 4 && !matches!(q, Quantity::Boss | Quantity::Fight(_) | Quantity::Elite(_)) {
            // Act 4 is fixed; only its (fixed) encounters can be asked for.
        }
        Ok(q)
    }

    /// `(N)` after the quantity `w`, N from 1 to `max` (`label` names the
    /// number expected, `what` the things numbered, for the errors).
    fn numbered(&mut self, w: &str, label: &str, max: u8, what: &str) -> Result<u8> {
        self.expect(Tok::LParen, "`(`")?;
        let n = self.number(label)?;
        self.expect(Tok::RParen, "`)`")?;
        u8::try_from(n)
            .ok()
            .filter(|&n| (1..=max).contains(&n))
            .ok_or_else(|| Error::Filter(format!("{w}({n}): {what} are numbered 1 to {max}")))
    }

    fn target(&mut self, q: &Quantity) -> Result<Target> {
        let at = self.at();
        let t = match self.next() {
            Some(Tok::Num(n)) => Target::Number(n),
            Some(Tok::Word(w)) => Target::Name(normalise_name(&w)),
            Some(Tok::Str(s)) => Target::Name(normalise_name(&s)),
            _ => return Err(Error::Filter(format!("expected a value {at}"))),
        };
        match (&t, q.is_name()) {
            (Target::Number(_), true) => Err(Error::Filter("this quantity is a name; compare it with a name".into())),
            (Target::Name(n), false) => {
                Err(Error::Filter(format!("this quantity is a number; `{}` is not a number", cut(n))))
            }
            _ => Ok(t),
        }
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

/// The names a filter can compare with, as the game shows them: what the
/// search panel offers as suggestions (the engine, not the page, knows them).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "FilterNames", missing_as_null))]
pub struct Vocabulary {
    /// Room kinds K of `max(K)`, `min(K)`, `count(K)`.
    pub kinds: Vec<&'static str>,
    /// Every boss (for `boss`, `boss2`).
    pub bosses: Vec<&'static str>,
    /// Every normal and elite encounter (for `fight(N)`, `elite(N)`).
    pub fights: Vec<&'static str>,
    /// The burning elite's buffs (for `burning.buff`).
    pub buffs: Vec<&'static str>,
    /// Slay the Spire 2's names.
    pub sts2: Sts2Vocabulary,
}

/// Slay the Spire 2's names, as the page shows them.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
pub struct Sts2Vocabulary {
    /// The acts (for `act`).
    pub acts: Vec<&'static str>,
    /// The bosses (for `boss`, `boss2`).
    pub bosses: Vec<&'static str>,
    /// The Ancients (for `ancient`).
    pub ancients: Vec<&'static str>,
    /// The normal encounters (for `fight(N)`).
    pub fights: Vec<&'static str>,
    /// The elite encounters (for `elite(N)`).
    pub elites: Vec<&'static str>,
    /// The events (for `event(N)`).
    pub events: Vec<&'static str>,
    /// Neow's relics (for `neow has`).
    pub neow: Vec<&'static str>,
}

/// The filter language's names (see [`Vocabulary`]).
pub fn vocabulary() -> Vocabulary {
    use crate::sts1::encounters as e;
    let mut bosses: Vec<&'static str> = e::BOSSES.iter().flatten().copied().collect();
    bosses.push(e::ACT4_BOSS);
    let mut fights = e::all_encounter_names();
    fights.sort_unstable();
    fights.dedup();
    Vocabulary {
        kinds: Kind::NAMES.iter().map(|(n, _)| *n).collect(),
        bosses,
        fights,
        buffs: [Buff::Strength, Buff::MaxHp, Buff::Metallicize, Buff::Regenerate].iter().map(|b| b.label()).collect(),
        sts2: {
            use vocab::sts2_names as n;
            Sts2Vocabulary {
                acts: n(&Quantity::Act),
                bosses: n(&Quantity::Boss),
                ancients: n(&Quantity::Ancient),
                fights: n(&Quantity::Fight(1)),
                elites: n(&Quantity::Elite(1)),
                events: n(&Quantity::Event(1)),
                neow: n(&Quantity::Neow),
            }
        },
    }
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
