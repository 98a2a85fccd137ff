//! The filter language's parser: a condition's act, quantity and target
//! read from the tokens ([`super::lex`]), with an error naming the first
//! problem and where it is.

use super::lex::Tok;
use super::{cut, normalise_name, Kind, Op, Quantity, Target, CHESTS_MAX, FIGHTS_MAX};
use crate::error::{Error, Result};

pub(super) struct Parser {
    pub(super) toks: Vec<(usize, Tok)>,
    pub(super) pos: usize,
}

impl Parser {
    pub(super) fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|(_, t)| t)
    }
    pub(super) fn at(&self) -> String {
        match self.toks.get(self.pos) {
            Some((p, _)) => format!("at position {}", p + 1),
            None => "at the end".into(),
        }
    }
    pub(super) fn next(&mut self) -> Option<Tok> {
        let t = self.toks.get(self.pos).map(|(_, t)| t.clone());
        self.pos += 1;
        t
    }
    pub(super) fn expect(&mut self, want: Tok, what: &str) -> Result<()> {
        let at = self.at();
        match self.next() {
            Some(t) if t == want => Ok(()),
            _ => Err(Error::Filter(format!("expected {what} {at}"))),
        }
    }
    pub(super) fn word(&mut self, what: &str) -> Result<String> {
        let at = self.at();
        match self.next() {
            Some(Tok::Word(w)) => Ok(w),
            _ => Err(Error::Filter(format!("expected {what} {at}"))),
        }
    }
    pub(super) fn number(&mut self, what: &str) -> Result<i64> {
        let at = self.at();
        match self.next() {
            Some(Tok::Num(n)) => Ok(n),
            _ => Err(Error::Filter(format!("expected {what} {at}"))),
        }
    }

    pub(super) fn act(&mut self) -> Result<u8> {
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

    pub(super) fn quantity(&mut self, act: u8) -> Result<Quantity> {
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
            "met" => Quantity::Met(self.numbered(
                "met",
                "an event number",
                crate::sts2::run::data::MAX_EVENTS as u8,
                "events met",
            )?),
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
                    "unknown quantity `{}` {at}; try max(K), min(K), min(K before L), count(K), nodes, starts, bottlenecks, boss, boss2, fight(N), elite(N), burning.floor, burning.buff, act, ancient, event(N), met(N)",
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
    pub(super) fn numbered(&mut self, w: &str, label: &str, max: u8, what: &str) -> Result<u8> {
        self.expect(Tok::LParen, "`(`")?;
        let n = self.number(label)?;
        self.expect(Tok::RParen, "`)`")?;
        u8::try_from(n)
            .ok()
            .filter(|&n| (1..=max).contains(&n))
            .ok_or_else(|| Error::Filter(format!("{w}({n}): {what} are numbered 1 to {max}")))
    }

    pub(super) fn target(&mut self, q: &Quantity) -> Result<Target> {
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
