//! Slay the Spire 2 seed strings (`SeedHelper`) and the run seed.
//!
//! * A typed seed is canonicalised before it is hashed: surrounding
//!   whitespace trimmed, upper case, `O` → `0`, `I` → `1`.
//! * The run seed is a hash of the canonical string, which one depends on the
//!   build ([`Seeding`]): the XXH64 of its UTF-8 bytes from v0.109 (era E3),
//!   the 32-bit string hash `H32` read as an unsigned 32-bit number,
//!   zero-extended, in the xoshiro builds up to v0.108 (era E2).
//!
//! Reference: spec sts2.md §3.1 (seed strings) and §3.3 (run seed per era).

use super::hash::{h32, h64};
use crate::error::{Error, Result};
use crate::seed::MAX_SEED_TEXT_LEN;

/// The 34-symbol alphabet of the seeds the game generates: digits and upper
/// case letters without `I` and `O` (typed `I` and `O` read as `1` and `0`).
pub const ALPHABET: &[u8; 34] = b"0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/// The length of the random seeds the game makes since v0.109 (10 before).
pub const RANDOM_SEED_LEN: usize = 12;

/// The length of the random seeds of v0.108 and the builds before it.
pub const RANDOM_SEED_LEN_V0108: usize = 10;

/// `SeedHelper.CanonicalizeSeed` as the game applies it when a run starts:
/// surrounding whitespace trimmed, upper case, `O` → `0`, `I` → `1`.
///
/// The game hashes whatever the text is; here anything that cannot be one of
/// the game's seeds is refused instead, with an error naming it: an empty
/// string, one longer than [`MAX_SEED_TEXT_LEN`], and any character outside
/// the alphabet after canonicalisation (its 1-based position is counted in
/// the text as given) other than `_`, which the game's daily-run seed
/// strings use (`05_04_2026_1P`, spec §3.1).
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
            u if u.is_ascii_digit() || u.is_ascii_uppercase() || u == '_' => u,
            _ => {
                let shown =
                    if c.is_control() || c.is_whitespace() { crate::quote::quoted_char(c) } else { format!("`{c}`") };
                return Err(Error::Seed(format!(
                    "{shown} at position {} is not a seed character; Slay the Spire 2 seeds use 0-9 and A-Z (O is read as 0, I as 1), and daily runs `_`",
                    lead + i + 1
                )));
            }
        };
        out.push(canon);
    }
    debug_assert!(out.bytes().all(|b| ALPHABET.contains(&b) || b == b'_'));
    Ok(out)
}

/// How many distinct 12-character seeds there are (34^12), the range of
/// [`seed_at`].
pub const SEED_SPACE: u64 = 34u64.pow(12);

/// The 12-character seed string number `n` (mod 34^12) in base 34 — how seed
/// search enumerates StS2 seeds.
pub fn seed_at(n: u64) -> String {
    seed_bytes_at(n).iter().map(|&b| b as char).collect()
}

/// [`seed_at`] as bytes on the stack (the search hashes every seed and
/// makes a `String` only of a match).
#[inline]
pub fn seed_bytes_at(n: u64) -> [u8; RANDOM_SEED_LEN] {
    let mut v = n % SEED_SPACE;
    let mut out = [b'0'; RANDOM_SEED_LEN];
    for c in out.iter_mut().rev() {
        *c = ALPHABET[(v % 34) as usize];
        v /= 34;
    }
    out
}

/// How many distinct 10-character seeds there are (34^10), the range of
/// [`seed10_bytes_at`].
pub const SEED_SPACE_V0108: u64 = 34u64.pow(10);

/// The 10-character seed string number `n` (mod 34^10) in base 34, as
/// bytes: how the search enumerates the seeds of v0.108 and the main
/// branch's v0.107.1, whose game draws 10-character seeds.
#[inline]
pub fn seed10_bytes_at(n: u64) -> [u8; RANDOM_SEED_LEN_V0108] {
    let mut v = n % SEED_SPACE_V0108;
    let mut out = [b'0'; RANDOM_SEED_LEN_V0108];
    for c in out.iter_mut().rev() {
        *c = ALPHABET[(v % 34) as usize];
        v /= 34;
    }
    out
}

/// The number of a seed string of at most 12 characters (the inverse of
/// [`seed_at`]), read after canonicalisation.
pub fn seed_number(text: &str) -> Result<u64> {
    seed_number_of_len(text, RANDOM_SEED_LEN)
}

/// The number of a seed string of at most `len` characters (12: the inverse
/// of [`seed_at`]; 10: of [`seed10_bytes_at`]), read after canonicalisation.
pub fn seed_number_of_len(text: &str, len: usize) -> Result<u64> {
    let c = canonicalize(text)?;
    if c.len() > len {
        return Err(Error::Seed(format!(
            "`{c}` has more than {len} characters; a search of these builds starts from a {len}-character seed"
        )));
    }
    c.bytes().try_fold(0u64, |v, b| match ALPHABET.iter().position(|&a| a == b) {
        Some(d) => Ok(v * 34 + d as u64),
        None => Err(Error::Seed(format!("`{c}`: a search runs over seeds of 0-9 and A-Z, without `_`"))),
    })
}

impl From<crate::options::Sts2Build> for Seeding {
    /// The seeding of a game build (the `build` option).
    fn from(build: crate::options::Sts2Build) -> Seeding {
        match build {
            crate::options::Sts2Build::V0109ToV0111 => Seeding::Xxh64,
            crate::options::Sts2Build::V0108 => Seeding::H32,
            crate::options::Sts2Build::V0107 => Seeding::H32V107,
        }
    }
}

/// How a game build turns strings into seeds: the run seed from the seed
/// string, and every named stream's seed from the run seed and the stream's
/// name (spec sts2.md §3.3). Both eras feed the same xoshiro256** generator.
///
/// The engine takes the build as this value: the two 32-bit-hash builds
/// seed alike ([`Seeding::hash32`]) but differ in content (v0.107.1's Neow
/// curses, `run::neow`), so each has its own variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub enum Seeding {
    /// Builds v0.109-v0.111 (era E3), the default: run seed `XXH64(seed)`,
    /// stream seed `runSeed + XXH64(name)` wrapping at 64 bits.
    #[default]
    Xxh64,
    /// The xoshiro builds up to v0.108 (era E2): run seed
    /// `uint32(H32(seed))`, stream seed `uint32(runSeed + uint32(H32(name)))`,
    /// both zero-extended to 64 bits.
    H32,
    /// v0.107.1, Steam's main branch: [`Seeding::H32`]'s seeding, with
    /// v0.107.1's content where it differs from v0.108's.
    H32V107,
}

impl Seeding {
    /// The builds of this seeding as text: `v0.109-v0.111`, `v0.108` or
    /// `v0.107.1`.
    pub const fn builds(self) -> &'static str {
        match self {
            Seeding::Xxh64 => "v0.109-v0.111",
            Seeding::H32 => "v0.108",
            Seeding::H32V107 => "v0.107.1",
        }
    }

    /// Whether the builds hash with the 32-bit hash (era E2: v0.108, v0.107.1).
    #[inline]
    pub const fn hash32(self) -> bool {
        !matches!(self, Seeding::Xxh64)
    }

    /// The run seed of a canonical seed string ([`canonicalize`]).
    ///
    /// (E3 builds also read a seed starting with lower-case `old` as
    /// `uint32(H32(rest))`; canonical seeds are upper case, so a typed seed
    /// never takes that path.)
    #[inline]
    pub fn run_seed(self, canonical: &str) -> u64 {
        match self {
            Seeding::Xxh64 => h64(canonical),
            Seeding::H32 | Seeding::H32V107 => u64::from(h32(canonical) as u32),
        }
    }

    /// The seed of the stream `Rng(base, name)`: E3 `base + XXH64(name)`
    /// (mod 2^64); E2 `uint32(base + uint32(H32(name)))` zero-extended, the
    /// addition wrapping at 32 bits (only the low 32 bits of `base` count).
    /// `base` is the run seed for run streams (`runSeed + slot` for a
    /// player's streams).
    #[inline]
    pub fn stream_seed(self, base: u64, name: &str) -> u64 {
        match self {
            Seeding::Xxh64 => base.wrapping_add(h64(name)),
            Seeding::H32 | Seeding::H32V107 => u64::from((base as u32).wrapping_add(h32(name) as u32)),
        }
    }
}

/// The run seed of a canonical seed string in the current builds (era E3,
/// v0.109+): `H64(seed)`, the XXH64 of its bytes; [`Seeding::run_seed`] of
/// [`Seeding::Xxh64`].
#[inline]
pub fn run_seed(canonical: &str) -> u64 {
    Seeding::Xxh64.run_seed(canonical)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_enumerates_twelve_character_seeds() {
        assert_eq!(seed_at(0), "000000000000");
        assert_eq!(seed_at(33), "00000000000Z");
        assert_eq!(seed_at(34), "000000000010");
        assert_eq!(seed_at(SEED_SPACE), "000000000000");
        assert_eq!(seed_number("abcdefghjklm").map(seed_at).as_deref(), Ok("ABCDEFGHJKLM"));
        assert_eq!(seed_number("1o"), Ok(34));
        assert!(seed_number("1_2").unwrap_err().to_string().contains("without `_`"));
        assert!(seed_number("ABCDEFGHJKLMN").is_err());
        // The main branch's 10-character seeds: the same numbering, mod 34^10.
        assert_eq!(&seed10_bytes_at(0), b"0000000000");
        assert_eq!(&seed10_bytes_at(SEED_SPACE_V0108 + 35), b"0000000011");
        let n = seed_number_of_len("zylappjjaa", RANDOM_SEED_LEN_V0108).unwrap();
        assert_eq!(&seed10_bytes_at(n), b"ZYLAPPJJAA");
        let e = seed_number_of_len("ABCDEFGHJKL", 10).unwrap_err().to_string();
        assert!(e.contains("more than 10 characters"), "{e}");
    }

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
        // A daily run's seed string (§3.1); the value is python-xxhash's
        // xxh64_intdigest(b"05_04_2026_1P", 0).
        assert_eq!(canonicalize(" 05_04_2026_1p").unwrap(), "05_04_2026_1P");
        assert_eq!(run_seed(&canonicalize("05_04_2026_1p").unwrap()), 8795178305765588470);
        assert_eq!(Seeding::default(), Seeding::Xxh64);
        assert_eq!(Seeding::Xxh64.run_seed("000000000000"), 8976409089464021311);
    }

    #[test]
    fn builds_name_their_seeding() {
        use crate::options::Sts2Build;
        assert_eq!(Seeding::from(Sts2Build::V0108), Seeding::H32);
        assert_eq!(Seeding::from(Sts2Build::default()), Seeding::Xxh64);
        assert_eq!(Seeding::Xxh64.builds(), "v0.109-v0.111");
        assert_eq!(Seeding::H32.builds(), Sts2Build::V0108.builds());
    }

    /// §3.5: H32("000000000000") = −626668290 [S3 tests], H32("00000000000E")
    /// = −559411147, and the self-consistency value H32("ABCDEFGHJK") =
    /// 1542565101; the E2 run seed is that value read as unsigned 32 bits.
    #[test]
    fn h32_run_seeds_are_the_hash_as_unsigned_32_bits() {
        assert_eq!(Seeding::H32.run_seed("000000000000"), (1u64 << 32) - 626668290);
        assert_eq!(Seeding::H32.run_seed("000000000000"), 3668299006);
        assert_eq!(Seeding::H32.run_seed("00000000000E"), 3735556149);
        assert_eq!(Seeding::H32.run_seed("ABCDEFGHJK"), 1542565101);
    }

    /// §3.5: H32("act_1_map") = 1794753407, H32("up_front") = −1234747045,
    /// H32("") = 757602046; the self-consistency value: seed `ABCDEFGHJK`'s
    /// `act_1_map` stream seed is 3337318508. E3: H64 of `act_1_map` added
    /// to the run seed of `ABCDEFGHJKLM` gives 16372615212203170048.
    #[test]
    fn stream_seeds_per_era() {
        assert_eq!(Seeding::H32.stream_seed(1542565101, "act_1_map"), 3337318508);
        assert_eq!(Seeding::H32.stream_seed(0, "act_1_map"), 1794753407);
        assert_eq!(Seeding::H32.stream_seed(0, "up_front"), (1u64 << 32) - 1234747045);
        assert_eq!(Seeding::H32.stream_seed(5, ""), 757602051);
        // The addition wraps at 32 bits and the high bits of the base are ignored.
        assert_eq!(Seeding::H32.stream_seed(u64::from(u32::MAX), "act_1_map"), 1794753406);
        assert_eq!(Seeding::H32.stream_seed((7 << 32) | 1542565101, "act_1_map"), 3337318508);
        assert_eq!(Seeding::Xxh64.stream_seed(15220929311999793918, "act_1_map"), 16372615212203170048);
        assert_eq!(Seeding::Xxh64.stream_seed(u64::MAX, "act_1_map"), 1151685900203376130 - 1);
    }
}
