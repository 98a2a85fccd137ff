//! Slay the Spire 2 seed strings (`SeedHelper`) and the run seed, spec
//! `../shared/spec/sts2.md` §3.1 and §3.3.

use super::hash::h64;
use crate::error::{Error, Result};
use crate::seed::MAX_SEED_TEXT_LEN;

/// The 34-symbol alphabet of the seeds the game generates: digits and upper
/// case letters without `I` and `O` (typed `I` and `O` read as `1` and `0`).
pub const ALPHABET: &[u8; 34] = b"0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/// The length of the random seeds the game makes since v0.109 (10 before).
pub const RANDOM_SEED_LEN: usize = 12;

/// `SeedHelper.CanonicalizeSeed` as the game applies it when a run starts:
/// surrounding whitespace trimmed, upper case, `O` → `0`, `I` → `1`.
///
/// The game hashes whatever the text is; here anything that cannot be one of
/// the game's seeds is refused instead, with an error naming it: an empty
/// string, one longer than [`MAX_SEED_TEXT_LEN`], and any character outside
/// the alphabet after canonicalisation (its 1-based position is counted in
/// the text as given).
pub fn canonicalize(text: &str) -> Result<String> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(Error::Seed("the seed string is empty".into()));
    }
    let len = trimmed.chars().count();
    if len > MAX_SEED_TEXT_LEN {
        return Err(Error::Seed(format!(
            "the seed string has {len} characters; Slay the Spire 2 seeds have {RANDOM_SEED_LEN} (at most {MAX_SEED_TEXT_LEN} are accepted)"
        )));
    }
    let lead = text[..text.len() - text.trim_start().len()].chars().count();
    let mut out = String::with_capacity(trimmed.len());
    for (i, c) in trimmed.chars().enumerate() {
        let canon = match c.to_ascii_uppercase() {
            'O' => '0',
            'I' => '1',
            u if u.is_ascii_digit() || u.is_ascii_uppercase() => u,
            _ => {
                let shown = if c.is_control() || c.is_whitespace() { format!("{c:?}") } else { format!("`{c}`") };
                return Err(Error::Seed(format!(
                    "{shown} at position {} is not a seed character; Slay the Spire 2 seeds use 0-9 and A-Z (O is read as 0, I as 1)",
                    lead + i + 1
                )));
            }
        };
        out.push(canon);
    }
    debug_assert!(out.bytes().all(|b| ALPHABET.contains(&b)));
    Ok(out)
}

/// The run seed of a canonical seed string in the current builds (era E3,
/// v0.109+): `H64(seed)`, the XXH64 of its bytes.
///
/// (The game also reads a seed starting with lower-case `old` as
/// `uint32(H32(rest))`; canonical seeds are upper case, so a typed seed never
/// takes that path.)
#[inline]
pub fn run_seed(canonical: &str) -> u64 {
    h64(canonical)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonicalizes_as_the_game() {
        assert_eq!(canonicalize("  abcdefghjklm\t").unwrap(), "ABCDEFGHJKLM");
        assert_eq!(canonicalize("oOiI").unwrap(), "0011");
        assert_eq!(canonicalize("Z").unwrap(), "Z");
        let all = std::str::from_utf8(ALPHABET).unwrap();
        assert_eq!(canonicalize(all).unwrap(), all);
        assert_eq!(canonicalize(&"a".repeat(MAX_SEED_TEXT_LEN)).unwrap().len(), MAX_SEED_TEXT_LEN);
    }

    #[test]
    fn refuses_what_is_not_a_seed_and_says_why() {
        for (input, needle) in [
            ("", "empty"),
            ("   ", "empty"),
            ("AB-CD", "`-` at position 3"),
            ("  AB CD", "' ' at position 5"),
            ("ÄBC", "`Ä` at position 1"),
            ("AB\u{0}", "'\\0' at position 3"),
        ] {
            let err = canonicalize(input).unwrap_err();
            assert!(matches!(err, Error::Seed(_)), "{input:?}");
            let err = err.to_string();
            assert!(err.contains(needle), "{input:?} gave {err:?}, expected it to mention {needle:?}");
        }
        let long = "A".repeat(MAX_SEED_TEXT_LEN + 1);
        assert!(canonicalize(&long).unwrap_err().to_string().contains("65 characters"));
    }

    /// §3.5: H64("000000000000") [S3 tests] and the self-consistency value of
    /// `ABCDEFGHJKLM`.
    #[test]
    fn run_seeds_match_the_spec() {
        assert_eq!(run_seed("000000000000"), 8976409089464021311);
        assert_eq!(run_seed(&canonicalize("abcdefghjklm").unwrap()), 15220929311999793918);
        assert_eq!(run_seed(&canonicalize("oooooooooooo").unwrap()), 8976409089464021311);
    }
}
