//! Slay the Spire 1 seed strings (`SeedHelper`): base 35 over the digits and
//! the letters without `O` (read as `0`), wrapping in 64 bits; shown as the
//! unsigned value in that base. Reference: spec sts1.md §1.

use crate::error::{Error, Result};
use crate::seed::MAX_SEED_TEXT_LEN;

/// The game's 35-symbol alphabet: digits and letters without `O`.
pub const ALPHABET: &[u8; 35] = b"0123456789ABCDEFGHIJKLMNPQRSTUVWXYZ";

/// Seed strings that turn a run into a *trial* (spec §1.2): the game then
/// draws a new random seed, so the typed seed's maps never appear.
pub const TRIAL_KEYS: [&str; 13] = [
    "RAND0MM0DS",
    "DAILYM0DS",
    "STARTERDECK",
    "INCEPTI0N",
    "FADEAWAY",
    "PRAISESNECK0",
    "Y0URET00SL0W",
    "MYTRUEF0RM",
    "DRAFT",
    "MEGADRAFT",
    "1HITW0NDER",
    "M0RECARDS",
    "CURSED",
];

/// The value of one seed character after the game's clean-up (upper case,
/// `O` read as `0`), or `None` if the game's alphabet has no such symbol.
fn digit(c: char) -> Option<u8> {
    match c.to_ascii_uppercase() {
        c @ '0'..='9' => Some(c as u8 - b'0'),
        'O' => Some(0),
        c @ 'A'..='N' => Some(c as u8 - b'A' + 10),
        c @ 'P'..='Z' => Some(c as u8 - b'P' + 24),
        _ => None,
    }
}

/// Reads a seed string as the game does when it is pasted (§1.1-1.2):
/// surrounding whitespace trimmed, case-insensitive, `O` read as `0`, the
/// value accumulated as `total * 35 + digit` with 64-bit wrap-around (so
/// strings worth 2^64 or more wrap as in the game).
///
/// The game never holds such a string in its seed field: typing ignores
/// characters outside its alphabet, and a paste with one is refused. So an
/// illegal character is an error naming it, and so is an empty string or one
/// longer than [`MAX_SEED_TEXT_LEN`] (a paste has no length limit in the
/// game; past 13 characters the value only wraps further).
pub fn seed_from_string(text: &str) -> Result<i64> {
    let t = text.trim();
    if t.is_empty() {
        return Err(Error::Seed("the seed string is empty".into()));
    }
    let len = t.chars().count();
    if len > MAX_SEED_TEXT_LEN {
        return Err(Error::Seed(format!(
            "the seed string has {len} characters; the game shows at most 13 (longer pasted text wraps around, up to {MAX_SEED_TEXT_LEN} characters are accepted)"
        )));
    }
    let mut total: i64 = 0;
    for (i, c) in t.chars().enumerate() {
        let d = digit(c).ok_or_else(|| {
            let shown =
                if c.is_control() || c.is_whitespace() { crate::quote::quoted_char(c) } else { format!("`{c}`") };
            Error::Seed(format!(
                "{shown} at position {} is not a seed character; Slay the Spire seeds use 0-9 and A-Z (O is read as 0)",
                i + 1
            ))
        })?;
        total = total.wrapping_mul(35).wrapping_add(i64::from(d));
    }
    Ok(total)
}

/// The string the game displays for a seed (`getString`): the 64 bits read as
/// unsigned and written in base 35, most significant digit first. Seed 0
/// gives the empty string.
pub fn seed_to_string(seed: i64) -> String {
    let mut v = seed as u64;
    let mut buf = [0u8; 13];
    let mut i = buf.len();
    while v > 0 {
        i -= 1;
        buf[i] = ALPHABET[(v % 35) as usize];
        v /= 35;
    }
    // The buffer only ever holds alphabet bytes, which are ASCII.
    buf[i..].iter().map(|&b| b as char).collect()
}

/// The trial key this seed spells, if any (§1.2).
pub fn trial_key(seed: i64) -> Option<&'static str> {
    let s = seed_to_string(seed);
    TRIAL_KEYS.iter().copied().find(|k| *k == s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn string_to_seed_matches_the_spec_examples() {
        // Spec sts1.md §1.1.
        for (s, v) in [
            ("1", 1),
            ("10", 35),
            ("Z", 34),
            ("ABC", 12647),
            ("HELLO", 26137335),
            ("hello", 26137335),
            ("HELL0", 26137335),
            ("SLAYTHESPIRE", 2665621045298406349),
            ("4YUHY81W7GRHT", -1662327278983135018),
            ("ZZZZZZZZZZZZZ", 7592253339725112178),
            ("  agck93xt\n", 673465884448),
        ] {
            assert_eq!(seed_from_string(s), Ok(v), "{s:?}");
        }
    }

    #[test]
    fn seed_to_string_matches_the_spec_examples() {
        assert_eq!(seed_to_string(i64::MIN), "2QIJMIKEYSYQ8");
        assert_eq!(seed_to_string(-1), "5G24A25UXKXFF");
        assert_eq!(seed_to_string(i64::MAX), "2QIJMIKEYSYQ7");
        assert_eq!(seed_to_string(0), "");
        assert_eq!(seed_to_string(35), "10");
        assert_eq!(seed_to_string(673465884448), "AGCK93XT");
        assert_eq!(seed_to_string(-1662327278983135018), "4YUHY81W7GRHT");
        // Wrapped 13-character input displays differently from what was typed.
        assert_ne!(seed_to_string(7592253339725112178), "ZZZZZZZZZZZZZ");
    }

    #[test]
    fn bad_strings_get_errors_that_name_the_problem() {
        let e = seed_from_string("AB-C").unwrap_err().to_string();
        assert!(e.contains("`-` at position 3"), "{e}");
        let e = seed_from_string("   ").unwrap_err().to_string();
        assert!(e.contains("empty"), "{e}");
        let e = seed_from_string(&"A".repeat(65)).unwrap_err().to_string();
        assert!(e.contains("65 characters"), "{e}");
        let e = seed_from_string("AB C").unwrap_err().to_string();
        assert!(e.contains("' ' at position 3"), "{e}");
        let e = seed_from_string("ÄB").unwrap_err().to_string();
        assert!(e.contains("`Ä` at position 1"), "{e}");
        assert!(seed_from_string(&"Z".repeat(64)).is_ok());
    }

    #[test]
    fn trial_keys_are_recognised() {
        assert_eq!(trial_key(seed_from_string("draft").unwrap()), Some("DRAFT"));
        assert_eq!(trial_key(seed_from_string("incepti0n").unwrap()), Some("INCEPTI0N"));
        assert_eq!(trial_key(seed_from_string("inception").unwrap()), Some("INCEPTI0N"));
        assert_eq!(trial_key(673465884448), None);
    }
}
