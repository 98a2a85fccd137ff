//! The bosses a Slay the Spire 1 profile has seen (spec sts1.md §6.4), a
//! run setting of [`MapOptions`](super::MapOptions): an act whose three
//! bosses were all seen shuffles its boss list (one `monsterRng` draw);
//! otherwise its boss is the first unseen one in the game's discovery order,
//! with no draw.
//!
//! The boss tables live here, below the engines, because reading the option
//! needs the bosses' names; `sts1::encounters` re-exports them and draws the
//! fights from them.

/// The three bosses of each act in the game's base order (the order the
/// shuffle starts from).
pub const BOSSES: [[&str; 3]; 3] = [
    ["The Guardian", "Hexaghost", "Slime Boss"],
    ["Automaton", "Collector", "Champ"],
    ["Awakened One", "Time Eater", "Donu and Deca"],
];

/// The order in which a profile meets each act's bosses before it has seen
/// all three (§6.4): the first unseen one is the boss, with no RNG.
pub const DISCOVERY_ORDER: [[&str; 3]; 3] = [
    ["The Guardian", "Hexaghost", "Slime Boss"],
    ["Champ", "Automaton", "Collector"],
    ["Awakened One", "Donu and Deca", "Time Eater"],
];

/// [`DISCOVERY_ORDER`] as indices into [`BOSSES`] (checked by a test).
pub(crate) const DISCOVERY_INDEX: [[usize; 3]; 3] = [[0, 1, 2], [2, 0, 1], [0, 2, 1]];

/// The bosses a profile has seen (§6.4), which decide each act's boss
/// list: an act whose three bosses were all seen shuffles its list (one
/// monsterRng draw); otherwise its boss is the first unseen one of
/// [`DISCOVERY_ORDER`], with no draw. One bit per boss: bit `3 * (act - 1) + j`
/// for `BOSSES[act - 1][j]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BossesSeen(u16);

impl BossesSeen {
    /// Every boss seen: every act shuffles (the game's usual case, the default).
    pub const ALL: BossesSeen = BossesSeen(0x1FF);
    /// No boss seen: a new profile.
    pub const NONE: BossesSeen = BossesSeen(0);

    /// The set of the bosses named in `names`, compared without case, spaces
    /// or punctuation, with or without a leading "The" (`"Guardian"`,
    /// `"donu and deca"`). An unknown name is an error naming it.
    pub fn from_names<S: AsRef<str>>(names: &[S]) -> Result<BossesSeen, String> {
        // ASCII only: the names are ASCII, and Unicode case tables would add
        // about 11 KB (gzipped) to the page's wasm.
        let key = |s: &str| {
            let k: String = s.chars().filter(char::is_ascii_alphanumeric).map(|c| c.to_ascii_lowercase()).collect();
            k.strip_prefix("the").map(str::to_string).unwrap_or(k)
        };
        let mut bits = 0u16;
        for name in names {
            let name = name.as_ref();
            let i = BOSSES
                .iter()
                .flatten()
                .position(|b| key(b) == key(name))
                .ok_or_else(|| format!("`{name}` is not an act 1-3 boss of Slay the Spire 1"))?;
            bits |= 1 << i;
        }
        Ok(BossesSeen(bits))
    }

    /// Whether the profile has seen `BOSSES[act - 1][j]`.
    fn has_seen(self, act: u8, j: usize) -> bool {
        self.0 & (1 << (3 * (usize::from(act) - 1) + j)) != 0
    }

    /// The act's boss when the profile has not seen all three (the first
    /// unseen one in discovery order), `None` when it has (the list is
    /// shuffled).
    pub fn first_unseen(self, act: u8) -> Option<&'static str> {
        let a = usize::from(act) - 1;
        DISCOVERY_INDEX[a].into_iter().find(|&j| !self.has_seen(act, j)).map(|j| BOSSES[a][j])
    }

    /// The names of the bosses seen, act by act in the base order.
    pub fn names(self) -> Vec<&'static str> {
        BOSSES.iter().flatten().enumerate().filter(|(i, _)| self.0 & (1 << i) != 0).map(|(_, b)| *b).collect()
    }
}

impl Default for BossesSeen {
    fn default() -> Self {
        BossesSeen::ALL
    }
}
