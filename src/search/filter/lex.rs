//! The filter language's tokens: the filter text cut into words, numbers,
//! quoted names, comparisons and punctuation, each with its position for the
//! error messages.

use super::{cut, Op};
use crate::error::{Error, Result};

#[derive(Clone, Debug, PartialEq)]
pub(super) enum Tok {
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

pub(super) fn tokenize(text: &str) -> Result<Vec<(usize, Tok)>> {
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
