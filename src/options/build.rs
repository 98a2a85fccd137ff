//! `build`: which Slay the Spire 2 game build's seeding and content the
//! maps and the run start follow.
//!
//! Builds v0.109-v0.111 (the Steam beta branch; the default for 12-character
//! seeds) hash the seed string with XXH64 and seed every named stream with
//! `runSeed + XXH64(name)`; v0.108 and v0.107.1 (the Steam main branch; the
//! default for 10-character seeds) used the 32-bit string hash for both (spec
//! sts2.md §3.3, eras E3 and E2). The map rules are the same. v0.107.1
//! differs from v0.108 in content only (Neow's curses: see
//! `sts2::run::neow`; the builds timeline is in docs/fidelity.md). The
//! engine's side of it is `sts2::Seeding`.

/// A Slay the Spire 2 game build, as far as the seed's maps and lists go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Sts2Build {
    /// v0.109, v0.110 and v0.111 (the default; the beta branch): XXH64 seeding.
    #[default]
    V0109ToV0111,
    /// v0.108: the 32-bit string hash.
    V0108,
    /// v0.107.1 (the main branch): v0.108's seeding, its own Neow curses.
    V0107,
}

/// The length of the seeds the game draws in builds v0.109 and later.
pub const BETA_SEED_LEN: usize = 12;

/// The length of the seeds the game draws in builds v0.108 and before
/// (the main branch's).
pub const MAIN_SEED_LEN: usize = 10;

impl Sts2Build {
    /// Reads a build as the options and the URL write it: `v0.107.1`,
    /// `v0.108`, `v0.109`, `v0.110`, `v0.111`; the leading `v` may be left
    /// out and a patch number (`v0.110.1`) is accepted. Anything else is an
    /// error naming the builds there are (the message; the option's name is
    /// added by the reader).
    pub fn parse(build: &str) -> Result<Sts2Build, String> {
        let b = build.trim();
        let b = b.strip_prefix(['v', 'V']).unwrap_or(b);
        let minor = b.strip_prefix("0.").map(|rest| rest.split('.').collect::<Vec<_>>());
        let shown: String = build.chars().take(24).collect();
        match minor.as_deref() {
            Some([m, patch @ ..])
                if patch.len() <= 1 && patch.iter().all(|p| !p.is_empty() && p.bytes().all(|c| c.is_ascii_digit())) =>
            {
                match *m {
                    "107" => Ok(Sts2Build::V0107),
                    "108" => Ok(Sts2Build::V0108),
                    "109" | "110" | "111" => Ok(Sts2Build::V0109ToV0111),
                    _ => Err(format!(
                        "`{shown}` is not a build the maps follow: v0.107.1 (the main branch), v0.108 or \
                         v0.109-v0.111 (the beta)"
                    )),
                }
            }
            _ => Err(format!("`{shown}` is not a game build: write it like `v0.107.1` or `v0.111`")),
        }
    }

    /// A build id the options read back as this value (`v0.109`, `v0.108`,
    /// `v0.107.1`).
    pub const fn option_value(self) -> &'static str {
        match self {
            Sts2Build::V0109ToV0111 => "v0.109",
            Sts2Build::V0108 => "v0.108",
            Sts2Build::V0107 => "v0.107.1",
        }
    }

    /// The builds as text: `v0.109-v0.111`, `v0.108` or `v0.107.1`.
    pub const fn builds(self) -> &'static str {
        match self {
            Sts2Build::V0109ToV0111 => "v0.109-v0.111",
            Sts2Build::V0108 => "v0.108",
            Sts2Build::V0107 => "v0.107.1",
        }
    }

    /// The build named by its Steam branch, as the page and the CLI show it:
    /// `main branch v0.107.1`, `beta v0.109-v0.111`, and v0.108, a beta
    /// before v0.109 (`earlier beta v0.108`).
    pub const fn branch(self) -> &'static str {
        match self {
            Sts2Build::V0109ToV0111 => "beta v0.109-v0.111",
            Sts2Build::V0108 => "earlier beta v0.108",
            Sts2Build::V0107 => "main branch v0.107.1",
        }
    }

    /// The length of the seeds the build's game draws (10 or 12).
    pub const fn seed_len(self) -> usize {
        match self {
            Sts2Build::V0109ToV0111 => BETA_SEED_LEN,
            Sts2Build::V0108 | Sts2Build::V0107 => MAIN_SEED_LEN,
        }
    }

    /// The build a seed of `len` characters (after trimming) is read in when
    /// no build is given: 10 → the main branch (v0.107.1), anything else
    /// (12, a daily run's `26_07_2026_1P`, a typed word) → the default beta
    /// builds.
    pub const fn for_seed_len(len: usize) -> Sts2Build {
        if len == MAIN_SEED_LEN {
            Sts2Build::V0107
        } else {
            Sts2Build::V0109ToV0111
        }
    }

    /// The one line that says which build a seed was read in and why, when
    /// no build was chosen (`None` when the seed's length says nothing).
    pub fn seed_len_line(self, len: usize) -> Option<String> {
        (len == MAIN_SEED_LEN || len == BETA_SEED_LEN).then(|| {
            let other = if self == Sts2Build::V0107 { Sts2Build::V0109ToV0111 } else { Sts2Build::V0107 };
            format!(
                "a {len}-character seed: read as the {} build's (the {} draws {}-character seeds)",
                self.branch(),
                other.branch(),
                other.seed_len()
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builds_read_as_the_url_writes_them() {
        for (text, want) in [
            ("v0.108", Sts2Build::V0108),
            ("0.108", Sts2Build::V0108),
            (" V0.108.2 ", Sts2Build::V0108),
            ("v0.109", Sts2Build::V0109ToV0111),
            ("v0.110.1", Sts2Build::V0109ToV0111),
            ("0.111", Sts2Build::V0109ToV0111),
            ("v0.107.1", Sts2Build::V0107),
            ("v0.107", Sts2Build::V0107),
        ] {
            assert_eq!(Sts2Build::parse(text), Ok(want), "{text:?}");
            assert_eq!(Sts2Build::parse(want.option_value()), Ok(want));
        }
        for (text, needle) in [
            ("v0.106", "not a build the maps follow: v0.107.1 (the main branch), v0.108 or v0.109-v0.111"),
            ("v0.112", "not a build the maps follow"),
            ("latest", "not a game build: write it like `v0.107.1`"),
            ("v0.110.", "not a game build"),
            ("v0.110.1.2", "not a game build"),
        ] {
            let e = Sts2Build::parse(text).unwrap_err();
            assert!(e.contains(needle), "{text:?}: {e}");
        }
    }

    #[test]
    fn the_seed_length_picks_the_branch() {
        assert_eq!(Sts2Build::for_seed_len(10), Sts2Build::V0107);
        assert_eq!(Sts2Build::for_seed_len(12), Sts2Build::V0109ToV0111);
        assert_eq!(Sts2Build::for_seed_len(13), Sts2Build::V0109ToV0111);
        assert_eq!(
            Sts2Build::V0107.seed_len_line(10).unwrap(),
            "a 10-character seed: read as the main branch v0.107.1 build's (the beta v0.109-v0.111 draws 12-character seeds)"
        );
        assert_eq!(
            Sts2Build::V0109ToV0111.seed_len_line(12).unwrap(),
            "a 12-character seed: read as the beta v0.109-v0.111 build's (the main branch v0.107.1 draws 10-character seeds)"
        );
        assert_eq!(Sts2Build::V0109ToV0111.seed_len_line(8), None);
    }
}
