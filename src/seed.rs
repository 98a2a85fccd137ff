//! Seed input shared by both games: the two forms a player can give a seed in,
//! and the decimal reading of the numeric form.
//!
//! The game-specific alphabets live with their games (`sts1::seed`,
//! `sts2::seed`): a purely numeric text is a valid seed *string* (its digits
//! are base-35 digits in StS1), so the string form and the number form are
//! kept apart everywhere — `--seed` / `--seed-value` in the CLI, `seed` /
//! `seedValue` in JavaScript.

use crate::error::{Error, Result};

/// The longest seed text accepted. The game shows at most 13 characters but
/// a paste has no length check and simply wraps modulo 2^64 (StS1 spec §1.2);
/// anything longer than this is not a seed someone meant.
pub const MAX_SEED_TEXT_LEN: usize = 64;

/// A seed as the user gave it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeedInput {
    /// The game's seed string, as typed or pasted.
    Text(String),
    /// The 64-bit seed number (StS1: as `.run` files store it).
    Value(i64),
}

/// Reads a seed number written in decimal: a signed 64-bit value
/// (`-9223372036854775808` … `9223372036854775807`), or an unsigned one up to
/// `18446744073709551615`, which is taken as the same 64 bits (so
/// `18446744073709551615` is `-1`). Surrounding whitespace is ignored.
pub fn parse_seed_value(text: &str) -> Result<i64> {
    let t = text.trim();
    if t.is_empty() {
        return Err(Error::Seed("the seed number is empty".into()));
    }
    if t.len() > 24 {
        return Err(Error::Seed(format!(
            "the seed number has {} characters; a 64-bit seed has at most 20 digits",
            t.len()
        )));
    }
    let (negative, digits) = match (t.strip_prefix('-'), t.strip_prefix('+')) {
        (Some(d), _) => (true, d),
        (None, Some(d)) => (false, d),
        _ => (false, t),
    };
    if digits.is_empty() {
        return Err(Error::Seed(format!("`{t}` has a sign but no digits")));
    }
    if let Some((i, c)) = digits.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        return Err(Error::Seed(format!(
            "the seed number `{t}` has `{c}` at position {}; only decimal digits and a leading minus sign are allowed (use the seed string option for the game's letters-and-digits form)",
            i + 1 + usize::from(t.len() != digits.len())
        )));
    }
    let magnitude: u128 = digits.parse().map_err(|_| Error::Seed(format!("`{t}` is not a number")))?;
    if negative {
        if magnitude > 1u128 << 63 {
            return Err(Error::Seed(format!("{t} is below the smallest 64-bit seed, -9223372036854775808")));
        }
        Ok((magnitude as i128).wrapping_neg() as i64)
    } else if magnitude > u64::MAX as u128 {
        Err(Error::Seed(format!(
            "{t} is above the largest 64-bit seed, 18446744073709551615 (as a signed value, 9223372036854775807)"
        )))
    } else {
        Ok(magnitude as u64 as i64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_signed_and_unsigned_decimal() {
        assert_eq!(parse_seed_value("673465884448"), Ok(673465884448));
        assert_eq!(parse_seed_value(" -1662327278983135018 "), Ok(-1662327278983135018));
        assert_eq!(parse_seed_value("+5"), Ok(5));
        assert_eq!(parse_seed_value("-9223372036854775808"), Ok(i64::MIN));
        assert_eq!(parse_seed_value("9223372036854775807"), Ok(i64::MAX));
        assert_eq!(parse_seed_value("18446744073709551615"), Ok(-1));
        assert_eq!(parse_seed_value("9223372036854775808"), Ok(i64::MIN));
        assert_eq!(parse_seed_value("-0"), Ok(0));
    }

    #[test]
    fn rejects_what_is_not_a_64_bit_number_and_says_why() {
        for (input, needle) in [
            ("", "empty"),
            ("-", "no digits"),
            ("12a4", "`a` at position 3"),
            ("-12a4", "`a` at position 4"),
            ("1.5", "`.`"),
            ("18446744073709551616", "above the largest"),
            ("-9223372036854775809", "below the smallest"),
            ("1234567890123456789012345", "at most 20 digits"),
        ] {
            let err = parse_seed_value(input).unwrap_err().to_string();
            assert!(err.contains(needle), "{input:?} gave {err:?}, expected it to mention {needle:?}");
        }
    }
}
