//! The Slay the Spire 2 profile: what a player's account has unlocked, read
//! from the game's `progress.save`, and the run-start rules that depend on it
//! (spec sts2-run.md §12; docs/sts2-profile.md lists every rule, its source
//! and its status).
//!
//! [`Sts2Profile::mature`] is the profile every output assumed before this
//! module: every epoch revealed, every act discovered. Run start follows a
//! profile through `sts2::run::run_start_with`; with the mature
//! profile it is exactly `run_start_in`.
//!
//! A profile is held as what it lacks: a bit per epoch of [`EPOCHS`] and
//! one for the Underdocks not yet discovered, everything the rules read.
//! Its text form ([`Sts2Profile::parse`], [`Sts2Profile::code`]: `mature`,
//! or `EVENT1,RELIC4,ACT.UNDERDOCKS`) is what the `profile` option, the
//! CLI's `--profile` and the page's link carry; a `progress.save` read
//! ([`Sts2Profile::from_progress_save`]) gives the same bits.
//!
//! `progress.save` (JSON, `SerializableProgress`) fields read:
//!
//! * `epochs`: `[{"id": "NEOW_EPOCH", "state": "revealed", "obtain_date": …}]`.
//!   An epoch counts as revealed only with state `revealed`
//!   (`UnlockState(ProgressState)` keeps `e.State == EpochState.Revealed`);
//!   `not_obtained`, `obtained`, `obtained_no_slot` and an epoch missing from
//!   the list are not revealed.
//! * `discovered_acts`: `["ACT.OVERGROWTH", …]` (`ActModel.GetRandomList`
//!   reads `Progress.DiscoveredActs`).
//! * `character_stats[].total_wins` + `total_losses`: the number of runs
//!   (`SerializableProgress.NumberOfRuns`); kept for display, no rule here
//!   uses it (the first-run tutorial rule is not modelled).
//!
//! Rules (each one's helper below):
//!
//! * events: `EVENT1_EPOCH` → `EVENT.TRASH_HEAP`, `EVENT2_EPOCH` →
//!   `EVENT.REFLECTIONS`, `EVENT3_EPOCH` → `EVENT.COLORFUL_PHILOSOPHERS` leave
//!   the event pool before its shuffle ([`Sts2Profile::event_allowed`]);
//! * Ancients: `NEOW_EPOCH` (Neow, act 1), `OROBAS_EPOCH` (Orobas, Hive),
//!   `DARV_EPOCH` (Darv, shared) ([`Sts2Profile::ancient_allowed`]);
//! * relics: `RELIC1`–`RELIC5_EPOCH` and `<CHARACTER>3` / `<CHARACTER>6_EPOCH`
//!   each remove three relics from the pools the grab bags are filled from
//!   ([`Sts2Profile::relic_allowed`], [`RELIC_EPOCH_GATES`]);
//! * characters: Silent, Regent, Necrobinder and Defect need `SILENT1`,
//!   `REGENT1`, `NECROBINDER1`, `DEFECT1_EPOCH`; Neow offers Kaleidoscope
//!   only when all five are unlocked ([`Sts2Profile::all_characters_unlocked`]);
//! * discovered acts: a single-player run takes an undiscovered non-default
//!   act of a slot without a draw ([`Sts2Profile::act_discovered`]).

use serde_json::Value;

use crate::options::Sts2Character;

/// The epoch that lets Neow open act 1.
pub const NEOW_EPOCH: &str = "NEOW_EPOCH";
/// The epoch that puts Orobas among Hive's Ancients.
pub const OROBAS_EPOCH: &str = "OROBAS_EPOCH";
/// The epoch that makes Darv a shared Ancient.
pub const DARV_EPOCH: &str = "DARV_EPOCH";
/// The epoch that unlocks the Underdocks (`Underdocks.IsUnlocked`). Its own
/// rule (no Underdocks candidate without it) is not modelled; it only gates
/// the discovered-acts rule here, see [`Sts2Profile::forced_act`].
pub const UNDERDOCKS_EPOCH: &str = "UNDERDOCKS_EPOCH";

/// The event each event epoch adds (`Event1Epoch.Events` …).
pub const EVENT_EPOCHS: [(&str, &str); 3] = [
    ("EVENT1_EPOCH", "EVENT.TRASH_HEAP"),
    ("EVENT2_EPOCH", "EVENT.REFLECTIONS"),
    ("EVENT3_EPOCH", "EVENT.COLORFUL_PHILOSOPHERS"),
];

/// The epoch each character other than the Ironclad needs
/// (`UnlockState.Characters`).
pub const CHARACTER_EPOCHS: [(Sts2Character, &str); 4] = [
    (Sts2Character::Silent, "SILENT1_EPOCH"),
    (Sts2Character::Regent, "REGENT1_EPOCH"),
    (Sts2Character::Necrobinder, "NECROBINDER1_EPOCH"),
    (Sts2Character::Defect, "DEFECT1_EPOCH"),
];

/// The relics each relic epoch adds to the pools (spec §12, S6
/// `RelicPoolData.EpochGates`; the pools' `GetUnlockedRelics`).
pub const RELIC_EPOCH_GATES: [(&str, [&str; 3]); 15] = [
    ("RELIC1_EPOCH", ["RELIC.INTIMIDATING_HELMET", "RELIC.REPTILE_TRINKET", "RELIC.UNSETTLING_LAMP"]),
    ("RELIC2_EPOCH", ["RELIC.BOOK_OF_FIVE_RINGS", "RELIC.ICE_CREAM", "RELIC.KUSARIGAMA"]),
    ("RELIC3_EPOCH", ["RELIC.FESTIVE_POPPER", "RELIC.RIPPLE_BASIN", "RELIC.VEXING_PUZZLEBOX"]),
    ("RELIC4_EPOCH", ["RELIC.MINIATURE_CANNON", "RELIC.TUNGSTEN_ROD", "RELIC.WHITE_STAR"]),
    ("RELIC5_EPOCH", ["RELIC.BEATING_REMNANT", "RELIC.JOSS_PAPER", "RELIC.TINY_MAILBOX"]),
    ("IRONCLAD3_EPOCH", ["RELIC.PAPER_PHROG", "RELIC.RED_SKULL", "RELIC.RUINED_HELMET"]),
    ("IRONCLAD6_EPOCH", ["RELIC.CHARONS_ASHES", "RELIC.DEMON_TONGUE", "RELIC.SELF_FORMING_CLAY"]),
    ("SILENT3_EPOCH", ["RELIC.PAPER_KRANE", "RELIC.TINGSHA", "RELIC.TOUGH_BANDAGES"]),
    ("SILENT6_EPOCH", ["RELIC.HELICAL_DART", "RELIC.SNECKO_SKULL", "RELIC.TWISTED_FUNNEL"]),
    ("DEFECT3_EPOCH", ["RELIC.DATA_DISK", "RELIC.METRONOME", "RELIC.SYMBIOTIC_VIRUS"]),
    ("DEFECT6_EPOCH", ["RELIC.EMOTION_CHIP", "RELIC.GOLD_PLATED_CABLES", "RELIC.POWER_CELL"]),
    ("REGENT3_EPOCH", ["RELIC.FENCING_MANUAL", "RELIC.GALACTIC_DUST", "RELIC.LUNAR_PASTRY"]),
    ("REGENT6_EPOCH", ["RELIC.MINI_REGENT", "RELIC.ORANGE_DOUGH", "RELIC.REGALITE"]),
    ("NECROBINDER3_EPOCH", ["RELIC.BONE_FLUTE", "RELIC.BOOK_REPAIR_KNIFE", "RELIC.FUNERARY_MASK"]),
    ("NECROBINDER6_EPOCH", ["RELIC.BIG_HAT", "RELIC.BOOKMARK", "RELIC.IVORY_TILE"]),
];

/// The default act of each slot is always unlocked and discovered; the one
/// non-default act (`IsDefault == false`) of the v0.109-v0.111 builds.
pub const NON_DEFAULT_ACT: &str = "ACT.UNDERDOCKS";

/// Every epoch of the v0.109-v0.111 builds, by id without `_EPOCH` (the
/// real `progress.save` lists 52 of them; `EVENT1`-`EVENT3` and `RELIC5` are
/// from the decompiled epochs, spec §12), in the order the profile's text
/// form lists them. The rules read some of them; the others (card pools,
/// potions, game modes) gate content the run start does not draw, and a
/// profile lacking one is still not the mature profile (the walk's content
/// engines assume every pool).
pub const EPOCHS: [&str; 56] = [
    "NEOW",
    "OROBAS",
    "DARV",
    "UNDERDOCKS",
    "ACT2_B",
    "ACT3_B",
    "EVENT1",
    "EVENT2",
    "EVENT3",
    "RELIC1",
    "RELIC2",
    "RELIC3",
    "RELIC4",
    "RELIC5",
    "POTION1",
    "POTION2",
    "COLORLESS1",
    "COLORLESS2",
    "COLORLESS3",
    "COLORLESS4",
    "IRONCLAD2",
    "IRONCLAD3",
    "IRONCLAD4",
    "IRONCLAD5",
    "IRONCLAD6",
    "IRONCLAD7",
    "SILENT1",
    "SILENT2",
    "SILENT3",
    "SILENT4",
    "SILENT5",
    "SILENT6",
    "SILENT7",
    "REGENT1",
    "REGENT2",
    "REGENT3",
    "REGENT4",
    "REGENT5",
    "REGENT6",
    "REGENT7",
    "NECROBINDER1",
    "NECROBINDER2",
    "NECROBINDER3",
    "NECROBINDER4",
    "NECROBINDER5",
    "NECROBINDER6",
    "NECROBINDER7",
    "DEFECT1",
    "DEFECT2",
    "DEFECT3",
    "DEFECT4",
    "DEFECT5",
    "DEFECT6",
    "DEFECT7",
    "CUSTOM_AND_SEEDS",
    "DAILY_RUN",
];

/// The unlocks without rules of their own a profile may lack for the walk's
/// content to follow it ([`Sts2Profile::content_follows`]): the Ancients'
/// and the Underdocks' epochs (the run start's lists follow them) and the
/// game modes'. The relic, event and character epochs have rules
/// ([`RELIC_EPOCH_GATES`], [`EVENT_EPOCHS`], [`CHARACTER_EPOCHS`]).
const CONTENT_FOLLOWS: [&str; 6] = ["NEOW", "OROBAS", "DARV", "UNDERDOCKS", "CUSTOM_AND_SEEDS", "DAILY_RUN"];

/// The profile's one act item, after the epochs: the non-default act
/// discovered ([`NON_DEFAULT_ACT`]).
const ACT_BIT: u32 = EPOCHS.len() as u32;

/// Whether this build follows a profile other than the mature one: natively,
/// and in the WebAssembly modules built with the `profile` feature (the
/// route, search and run-file modules). The map modules, which the page and
/// the widget load up front, know only the mature profile, so the rules'
/// code stays out of them (the StS2 widget's first map has a 100 KiB budget).
pub const PROFILES: bool = cfg!(any(not(target_arch = "wasm32"), feature = "profile"));

/// What an account has unlocked (see the module doc): which of the
/// [`EPOCHS`] and the non-default act it lacks. That is all the rules read,
/// so two profiles with the same locks give the same output, whether read
/// from a `progress.save` or from the text form ([`Sts2Profile::parse`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sts2Profile {
    /// Bit `i` set: [`EPOCHS`]`[i]` is not revealed; bit [`ACT_BIT`]: the
    /// non-default act is not discovered.
    locked: u64,
    /// What a `progress.save` it was read from said (for [`Sts2Profile::describe`]).
    file: Option<FileFacts>,
}

/// What a `progress.save` says beyond the locks (shown, not read by a rule).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct FileFacts {
    /// Epochs revealed, of those listed.
    revealed: usize,
    /// Epochs the file lists in any state.
    listed: usize,
    /// `NumberOfRuns`: the wins and losses of `character_stats`.
    runs: u64,
}

/// The mature profile as a static, borrowed where no profile is given.
pub static MATURE: Sts2Profile = Sts2Profile::mature();

/// The bit of an epoch id (`OROBAS_EPOCH` or `OROBAS`), if it is one of [`EPOCHS`].
fn epoch_bit(id: &str) -> Option<u32> {
    let short = id.strip_suffix("_EPOCH").unwrap_or(id);
    EPOCHS.iter().position(|&e| e == short).map(|i| i as u32)
}

impl Sts2Profile {
    /// The mature profile: every epoch revealed, every act discovered (the
    /// assumption of every output before profiles; allocates nothing).
    pub const fn mature() -> Self {
        Sts2Profile { locked: 0, file: None }
    }

    /// A profile from its text form: `mature`, or the unlocks it lacks,
    /// comma-separated, in any order and case: epochs by id with or without
    /// `_EPOCH` ([`EPOCHS`]), and `ACT.UNDERDOCKS` for the Underdocks not yet
    /// discovered (`EVENT1,RELIC4,ACT.UNDERDOCKS`). [`Sts2Profile::code`] is
    /// the canonical form. An error names the item not known.
    pub fn parse(text: &str) -> Result<Self, String> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("mature") {
            return Ok(Sts2Profile::mature());
        }
        if text.is_empty() {
            return Err(
                "expected `mature` or the unlocks the profile lacks (such as \"EVENT1,RELIC4\"), got nothing".into()
            );
        }
        let mut locked = 0u64;
        for item in text.split(',') {
            let item = item.trim().to_ascii_uppercase();
            let bit = if item == NON_DEFAULT_ACT { Some(ACT_BIT) } else { epoch_bit(&item) };
            let bit = bit.ok_or_else(|| {
                format!(
                    "{} is not an unlock a profile can lack; they are {}, {NON_DEFAULT_ACT} (docs/sts2-profile.md), or `mature`",
                    crate::quote::quoted(&item),
                    EPOCHS.join(", ")
                )
            })?;
            locked |= 1 << bit;
        }
        Ok(Sts2Profile { locked, file: None })
    }

    /// The canonical text form ([`Sts2Profile::parse`]): `mature`, or the
    /// unlocks lacked in [`EPOCHS`] order, then `ACT.UNDERDOCKS`.
    pub fn code(&self) -> String {
        if self.locked == 0 {
            return "mature".into();
        }
        let mut items: Vec<&str> =
            (0..ACT_BIT).filter(|&b| self.locked >> b & 1 == 1).map(|b| EPOCHS[b as usize]).collect();
        if self.locked >> ACT_BIT & 1 == 1 {
            items.push(NON_DEFAULT_ACT);
        }
        items.join(",")
    }

    /// A profile from the text of a `progress.save`. Errors name the field
    /// that is missing or of the wrong shape; fields the rules do not read
    /// are ignored, and so are epochs not in [`EPOCHS`] (a later build's).
    pub fn from_progress_save(text: &str) -> Result<Self, String> {
        let root: Value = serde_json::from_str(text).map_err(|e| format!("progress.save is not JSON: {e}"))?;
        let root = root.as_object().ok_or("progress.save is not a JSON object")?;
        let epochs = root
            .get("epochs")
            .ok_or("progress.save has no \"epochs\" list")?
            .as_array()
            .ok_or("progress.save: \"epochs\" is not a list")?;
        let mut locked = (1u64 << (ACT_BIT + 1)) - 1;
        let mut revealed = 0;
        for (i, epoch) in epochs.iter().enumerate() {
            let id = epoch
                .get("id")
                .and_then(Value::as_str)
                .ok_or_else(|| format!("progress.save: epochs[{i}] has no string \"id\""))?;
            let state = epoch
                .get("state")
                .and_then(Value::as_str)
                .ok_or_else(|| format!("progress.save: epochs[{i}] ({id}) has no string \"state\""))?;
            if state == "revealed" {
                revealed += 1;
                if let Some(bit) = id.strip_suffix("_EPOCH").and_then(epoch_bit) {
                    locked &= !(1 << bit);
                }
            }
        }
        match root.get("discovered_acts") {
            None | Some(Value::Null) => {}
            Some(Value::Array(list)) => {
                for (i, act) in list.iter().enumerate() {
                    let act =
                        act.as_str().ok_or_else(|| format!("progress.save: discovered_acts[{i}] is not a string"))?;
                    if act == NON_DEFAULT_ACT {
                        locked &= !(1 << ACT_BIT);
                    }
                }
            }
            Some(_) => return Err("progress.save: \"discovered_acts\" is not a list".into()),
        }
        let mut runs = 0u64;
        if let Some(stats) = root.get("character_stats") {
            let stats = stats.as_array().ok_or("progress.save: \"character_stats\" is not a list")?;
            for (i, s) in stats.iter().enumerate() {
                for key in ["total_wins", "total_losses"] {
                    match s.get(key) {
                        None => {}
                        Some(v) => {
                            let n = v
                                .as_u64()
                                .ok_or_else(|| format!("progress.save: character_stats[{i}].{key} is not a count"))?;
                            runs = runs.saturating_add(n);
                        }
                    }
                }
            }
        }
        Ok(Sts2Profile { locked, file: Some(FileFacts { revealed, listed: epochs.len(), runs }) })
    }

    /// Whether this is the mature profile: nothing lacked (a file may say
    /// so too). Always in the map modules ([`PROFILES`]).
    #[inline]
    pub fn is_mature(&self) -> bool {
        !PROFILES || self.locked == 0
    }

    /// Whether the walk's content engines (card rewards, potions, chests,
    /// elite and shop relics, merchants) follow this profile: it lacks only
    /// unlocks whose rules are modelled (the relic
    /// epochs, whose relics leave the bags; the event and Ancient epochs and
    /// the acts, which the run start's lists follow; the characters, which
    /// Neow's Kaleidoscope and Orobas' Sea Glass follow; the game modes). A
    /// profile lacking a card, colourless or potion epoch has smaller pools,
    /// which are not modelled.
    pub fn content_follows(&self) -> bool {
        let ruled = RELIC_EPOCH_GATES.iter().map(|(e, _)| *e);
        let ruled = ruled.chain(EVENT_EPOCHS.iter().map(|(e, _)| *e)).chain(CHARACTER_EPOCHS.iter().map(|(_, e)| *e));
        let followed = ruled.chain(CONTENT_FOLLOWS).filter_map(epoch_bit).fold(1u64 << ACT_BIT, |m, b| m | 1 << b);
        self.is_mature() || self.locked & !followed == 0
    }

    /// Whether the epoch `id` (`OROBAS_EPOCH`) is revealed; an epoch not in
    /// [`EPOCHS`] only in the mature profile.
    #[inline]
    pub fn epoch_revealed(&self, id: &str) -> bool {
        self.is_mature() || epoch_bit(id).is_some_and(|b| self.locked >> b & 1 == 0)
    }

    /// Whether the act `id` (`ACT.UNDERDOCKS`) is discovered (the default
    /// acts always are).
    #[inline]
    pub fn act_discovered(&self, id: &str) -> bool {
        self.is_mature() || id != NON_DEFAULT_ACT || self.locked >> ACT_BIT & 1 == 0
    }

    /// `NumberOfRuns` of the file read (0 otherwise).
    pub fn runs(&self) -> u64 {
        self.file.map_or(0, |f| f.runs)
    }

    /// Whether the event `id` may be in an act's event pool: the three
    /// epoch-gated events need their epoch (`ActModel.GenerateRooms`).
    #[inline]
    pub fn event_allowed(&self, id: &str) -> bool {
        self.is_mature() || EVENT_EPOCHS.iter().all(|&(epoch, event)| event != id || self.epoch_revealed(epoch))
    }

    /// Whether the Ancient `id` may be drawn: Neow needs `NEOW_EPOCH`, Orobas
    /// `OROBAS_EPOCH`, Darv `DARV_EPOCH` (the acts' `GetUnlockedAncients`,
    /// `UnlockState.SharedAncients`); the others are ungated.
    #[inline]
    pub fn ancient_allowed(&self, id: &str) -> bool {
        if self.is_mature() {
            return true;
        }
        match id {
            "EVENT.NEOW" => self.epoch_revealed(NEOW_EPOCH),
            "EVENT.OROBAS" => self.epoch_revealed(OROBAS_EPOCH),
            "EVENT.DARV" => self.epoch_revealed(DARV_EPOCH),
            _ => true,
        }
    }

    /// Whether the relic `id` is in the pools the grab bags are filled from.
    #[inline]
    pub fn relic_allowed(&self, id: &str) -> bool {
        self.is_mature()
            || RELIC_EPOCH_GATES.iter().all(|(epoch, relics)| !relics.contains(&id) || self.epoch_revealed(epoch))
    }

    /// Whether `character` is unlocked (the Ironclad always is).
    #[inline]
    pub fn character_unlocked(&self, character: Sts2Character) -> bool {
        CHARACTER_EPOCHS.iter().all(|&(c, epoch)| c != character || self.epoch_revealed(epoch))
    }

    /// Whether all five characters are unlocked (Neow's Kaleidoscope needs
    /// it: `CharacterCardPools.Count() == AllCharacters.Count()`).
    #[inline]
    pub fn all_characters_unlocked(&self) -> bool {
        Sts2Character::ALL.iter().all(|&c| self.character_unlocked(c))
    }

    /// The act a single-player run must take for a slot without a draw: the
    /// slot's non-default act when it is unlocked and not yet discovered
    /// (`ActModel.GetRandomList`). The Underdocks counts as unlocked only
    /// with `UNDERDOCKS_EPOCH` revealed; without it this returns `None` and
    /// the slot draws as a mature profile does (the Underdocks-epoch rule
    /// itself is not modelled).
    #[inline]
    pub fn forced_act<'a>(&self, candidates: &[&'a str], multiplayer: bool) -> Option<&'a str> {
        if self.is_mature() || multiplayer {
            return None;
        }
        candidates
            .iter()
            .copied()
            .find(|&id| id == NON_DEFAULT_ACT && self.epoch_revealed(UNDERDOCKS_EPOCH) && !self.act_discovered(id))
    }

    /// A short description: `mature`, or what the profile lacks, after
    /// what its file said (`progress.save, 44 of 52 epochs revealed: lacks
    /// EVENT1, …`).
    pub fn describe(&self) -> String {
        if self.is_mature() && self.file.is_none() {
            return "mature".into();
        }
        let lacks = if self.locked == 0 {
            "lacks nothing".to_string()
        } else {
            format!("lacks {}", self.code().replace(',', ", "))
        };
        match self.file {
            Some(f) => format!("progress.save, {} of {} epochs revealed: {lacks}", f.revealed, f.listed),
            None => lacks,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mature_profile_allows_everything() {
        let m = Sts2Profile::mature();
        assert!(m.is_mature());
        assert!(m.epoch_revealed("ANYTHING_EPOCH"));
        assert!(m.event_allowed("EVENT.TRASH_HEAP"));
        assert!(m.ancient_allowed("EVENT.OROBAS"));
        assert!(m.relic_allowed("RELIC.WHITE_STAR"));
        assert!(m.all_characters_unlocked());
        assert_eq!(m.forced_act(&["ACT.OVERGROWTH", "ACT.UNDERDOCKS"], false), None);
        assert_eq!(m.describe(), "mature");
    }

    /// The content follows a profile lacking relic, event, Ancient,
    /// character and mode epochs or the Underdocks, not one lacking a card,
    /// colourless or potion epoch (smaller pools).
    #[test]
    fn the_content_follows_the_modelled_locks() {
        let follows = |t: &str| Sts2Profile::parse(t).unwrap().content_follows();
        assert!(follows("mature"));
        assert!(follows("REGENT6,NECROBINDER6,DEFECT1,EVENT2,OROBAS,ACT.UNDERDOCKS,DAILY_RUN"));
        for lacks in ["IRONCLAD2", "NECROBINDER7", "COLORLESS1", "POTION2", "ACT2_B"] {
            assert!(!follows(lacks), "{lacks}");
            assert!(!follows(&format!("RELIC1,{lacks}")), "{lacks}");
        }
    }

    #[test]
    fn only_the_revealed_state_reveals() {
        let text = r#"{"epochs": [
            {"id": "NEOW_EPOCH", "obtain_date": 1, "state": "revealed"},
            {"id": "OROBAS_EPOCH", "obtain_date": 1, "state": "obtained"},
            {"id": "DARV_EPOCH", "obtain_date": 0, "state": "not_obtained"},
            {"id": "UNDERDOCKS_EPOCH", "obtain_date": 1, "state": "obtained_no_slot"},
            {"id": "LATER_BUILD_EPOCH", "obtain_date": 1, "state": "revealed"}
        ]}"#;
        let p = Sts2Profile::from_progress_save(text).unwrap();
        assert!(p.epoch_revealed("NEOW_EPOCH"));
        for id in ["OROBAS_EPOCH", "DARV_EPOCH", "UNDERDOCKS_EPOCH", "EVENT1_EPOCH", "LATER_BUILD_EPOCH"] {
            assert!(!p.epoch_revealed(id), "{id}");
        }
        assert!(!p.is_mature());
        assert_eq!(p.runs(), 0);
        assert!(p.act_discovered("ACT.OVERGROWTH"), "a default act always is");
        assert!(!p.act_discovered("ACT.UNDERDOCKS"));
        // Everything but NEOW lacked: 55 epochs and the act.
        let code = p.code();
        assert!(
            code.starts_with("OROBAS,DARV,UNDERDOCKS,ACT2_B,") && code.ends_with(",DAILY_RUN,ACT.UNDERDOCKS"),
            "{code}"
        );
        assert_eq!(code.split(',').count(), 56);
        assert_eq!(p.describe(), format!("progress.save, 2 of 5 epochs revealed: lacks {}", code.replace(',', ", ")));
    }

    #[test]
    fn the_text_form_reads_what_it_writes() {
        let p = Sts2Profile::parse(" event1 , RELIC4_EPOCH,act.underdocks,Neow").unwrap();
        assert_eq!(p.code(), "NEOW,EVENT1,RELIC4,ACT.UNDERDOCKS");
        assert_eq!(p.describe(), "lacks NEOW, EVENT1, RELIC4, ACT.UNDERDOCKS");
        assert_eq!(Sts2Profile::parse(&p.code()).unwrap(), p);
        assert!(!p.epoch_revealed("NEOW_EPOCH") && !p.epoch_revealed("RELIC4_EPOCH"));
        assert!(p.epoch_revealed("RELIC3_EPOCH") && p.epoch_revealed("DARV_EPOCH"));
        assert!(!p.act_discovered("ACT.UNDERDOCKS"));
        assert!(!p.is_mature());
        for text in ["mature", " MATURE "] {
            assert_eq!(Sts2Profile::parse(text).unwrap(), Sts2Profile::mature());
        }
        assert_eq!(Sts2Profile::mature().code(), "mature");
        // Every epoch alone reads back as itself.
        for e in EPOCHS {
            assert_eq!(Sts2Profile::parse(e).unwrap().code(), e);
        }
        // The same locks, from a file or the text form, give the same rules (equal apart from the file's facts).
        let file = Sts2Profile::from_progress_save(&format!(
            r#"{{"epochs": [{}], "discovered_acts": ["ACT.UNDERDOCKS"]}}"#,
            EPOCHS
                .iter()
                .filter(|&&e| e != "DARV")
                .map(|e| format!(r#"{{"id": "{e}_EPOCH", "state": "revealed"}}"#))
                .collect::<Vec<_>>()
                .join(",")
        ))
        .unwrap();
        assert_eq!(file.code(), "DARV");
        assert_eq!(Sts2Profile { file: None, ..file.clone() }, Sts2Profile::parse("DARV").unwrap());
        assert_eq!(file.describe(), "progress.save, 55 of 55 epochs revealed: lacks DARV");
        for (text, want) in [
            ("", "got nothing"),
            ("EVENT1,,RELIC4", "\"\" is not an unlock"),
            ("EVENT4", "\"EVENT4\" is not an unlock a profile can lack; they are NEOW, OROBAS"),
            ("ACT.HIVE", "\"ACT.HIVE\" is not an unlock"),
        ] {
            let err = Sts2Profile::parse(text).unwrap_err();
            assert!(err.contains(want), "{text}: {err}");
        }
    }

    #[test]
    fn a_file_lacking_nothing_is_mature() {
        let all: Vec<String> =
            EPOCHS.iter().map(|e| format!(r#"{{"id": "{e}_EPOCH", "state": "revealed"}}"#)).collect();
        let text = format!(r#"{{"epochs": [{}], "discovered_acts": ["ACT.UNDERDOCKS"]}}"#, all.join(","));
        let p = Sts2Profile::from_progress_save(&text).unwrap();
        assert!(p.is_mature());
        assert_eq!(p.code(), "mature");
        assert_eq!(p.describe(), "progress.save, 56 of 56 epochs revealed: lacks nothing");
    }

    #[test]
    fn bad_input_is_an_error_naming_the_problem() {
        let cases = [
            ("not json", "not JSON"),
            ("[1, 2]", "not a JSON object"),
            ("{}", "no \"epochs\""),
            (r#"{"epochs": 3}"#, "\"epochs\" is not a list"),
            (r#"{"epochs": [{"state": "revealed"}]}"#, "epochs[0] has no string \"id\""),
            (r#"{"epochs": [{"id": "X_EPOCH"}]}"#, "epochs[0] (X_EPOCH) has no string \"state\""),
            (r#"{"epochs": [], "discovered_acts": {}}"#, "\"discovered_acts\" is not a list"),
            (r#"{"epochs": [], "discovered_acts": [1]}"#, "discovered_acts[0] is not a string"),
            (r#"{"epochs": [], "character_stats": [{"total_wins": -1}]}"#, "character_stats[0].total_wins"),
        ];
        for (text, want) in cases {
            let err = Sts2Profile::from_progress_save(text).unwrap_err();
            assert!(err.contains(want), "{text}: {err}");
        }
    }

    #[test]
    fn forced_act_needs_the_underdocks_unlocked_and_undiscovered() {
        let slot = ["ACT.OVERGROWTH", "ACT.UNDERDOCKS"];
        let new = Sts2Profile::from_progress_save(
            r#"{"epochs": [{"id": "UNDERDOCKS_EPOCH", "state": "revealed"}], "discovered_acts": ["ACT.OVERGROWTH"]}"#,
        )
        .unwrap();
        assert_eq!(new.forced_act(&slot, false), Some("ACT.UNDERDOCKS"));
        assert_eq!(new.forced_act(&slot, true), None, "multiplayer never forces");
        assert_eq!(new.forced_act(&["ACT.HIVE"], false), None);
        let seen = Sts2Profile::from_progress_save(
            r#"{"epochs": [{"id": "UNDERDOCKS_EPOCH", "state": "revealed"}], "discovered_acts": ["ACT.UNDERDOCKS"]}"#,
        )
        .unwrap();
        assert_eq!(seen.forced_act(&slot, false), None);
        let locked = Sts2Profile::from_progress_save(r#"{"epochs": []}"#).unwrap();
        assert_eq!(locked.forced_act(&slot, false), None);
    }
}
