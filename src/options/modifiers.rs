//! `modifiers`: a custom run's or a daily's run modifiers, in either game.
//!
//! A modifier is given as its game's id, as run files write it (StS1
//! `daily_mods`: `Elite Swarm`, `Uncertain Future`, `DeadlyEvents`; StS2
//! `modifiers[].id`: `MODIFIER.BIG_GAME_HUNTER`), or as the game shows it
//! (`Big Game Hunter`, `Certain Future`), ignoring case, spaces, underscores,
//! hyphens and a `MODIFIER.` prefix. The option takes an array of names or
//! one string of names separated by commas (the URL's and the CLI's form).
//! StS2's Character Cards names its character after a colon:
//! `CharacterCards:Regent`. A name that is not one of the game's modifiers is
//! an error that lists them.
//!
//! What each one changes is the engines' business (spec custom-daily.md §A2,
//! §B2); [`Sts1Mod::map_effect`] and [`Sts2Mod::map_effect`] say it in a
//! sentence for the output's notes.

use super::sts2_character::Sts2Character;
use crate::map::Game;

/// Whether this build takes modifiers and dailies (`modifiers`, `daily`):
/// natively always; in WebAssembly with the `custom-runs` feature (the route,
/// search and run-file modules). The map modules the page loads first refuse
/// them with a message naming the route module, which `www/engine.js` sends
/// such calls to, so that the modifiers' names and rules stay out of the
/// first load (as a profile's, [`super::sts2_profile::PROFILES`]).
pub const CUSTOM_RUNS: bool = cfg!(any(not(target_arch = "wasm32"), feature = "custom-runs"));

/// Upper case without spaces, underscores, hyphens, or the `MODIFIER.` prefix.
fn normalize(text: &str) -> String {
    let t = text.trim();
    let t = if t.len() >= 9 && t[..9].eq_ignore_ascii_case("MODIFIER.") { &t[9..] } else { t };
    // ASCII only: Unicode's case tables would cost the page's modules 11 KB gzipped.
    t.chars().filter(|c| !matches!(c, ' ' | '_' | '-')).map(|c| c.to_ascii_uppercase()).collect()
}

macro_rules! modifiers {
    ($(#[$doc:meta])* $name:ident { $($v:ident = $id:literal, $shown:literal, $effect:expr;)* }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name { $(#[doc = $shown] $v),* }

        impl $name {
            /// Every modifier, in the game's list order.
            pub const ALL: &'static [$name] = &[$($name::$v),*];

            /// The id run files write.
            pub const fn id(self) -> &'static str {
                match self { $($name::$v => $id),* }
            }

            /// The name the game shows.
            pub const fn shown(self) -> &'static str {
                match self { $($name::$v => $shown),* }
            }

            /// What it changes of what spire-map shows (`None`: nothing).
            pub const fn map_effect(self) -> Option<&'static str> {
                match self { $($name::$v => $effect),* }
            }

            /// Reads an id or shown name (see the module doc).
            pub fn parse(text: &str) -> Option<$name> {
                let n = normalize(text);
                $name::ALL.iter().copied().find(|m| normalize(m.id()) == n || normalize(m.shown()) == n)
            }
        }
    };
}

modifiers! {
    /// A Slay the Spire 1 modifier: the daily mods (`ModHelper`'s starter,
    /// generic and difficulty lists) and the custom-mode-only ones.
    Sts1Mod {
        Shiny = "Shiny", "Shiny", None;
        Allstar = "Allstar", "All Star", None;
        Draft = "Draft", "Draft", None;
        SealedDeck = "SealedDeck", "Sealed Deck", None;
        Insanity = "Insanity", "Insanity", None;
        Heirloom = "Heirloom", "Heirloom", None;
        Specialized = "Specialized", "Specialized", None;
        Chimera = "Chimera", "Chimera", None;
        CursedRun = "Cursed Run", "Cursed Run", None;
        Diverse = "Diverse", "Diverse", None;
        RedCards = "Red Cards", "Red Cards", None;
        GreenCards = "Green Cards", "Green Cards", None;
        BlueCards = "Blue Cards", "Blue Cards", None;
        PurpleCards = "Purple Cards", "Purple Cards", None;
        ColorlessCards = "Colorless Cards", "Colorless Cards", None;
        TimeDilation = "Time Dilation", "Time Dilation", None;
        Vintage = "Vintage", "Vintage", None;
        Hoarder = "Hoarder", "Hoarder", None;
        Flight = "Flight", "Flight", Some("Flight: any room of the next row can be entered (routes may jump between paths); the maps are unchanged");
        UncertainFuture = "Uncertain Future", "Certain Future", Some("Certain Future: one path per act (one walk instead of six)");
        ControlledChaos = "ControlledChaos", "Controlled Chaos", None;
        EliteSwarm = "Elite Swarm", "Big Game Hunter", Some("Big Game Hunter: elite quota ×2.5 (round(N × 0.2)) instead of ×1 / ×1.6");
        Lethality = "Lethality", "Lethality", None;
        NightTerrors = "Night Terrors", "Night Terrors", None;
        Binary = "Binary", "Binary", None;
        Midas = "Midas", "Midas", None;
        Terminal = "Terminal", "Terminal", None;
        DeadlyEvents = "DeadlyEvents", "Deadly Events", Some("Deadly Events: a `?` can become an elite from floor 6 (doubled elite slots, +10 % per non-elite `?`), treasure odds ramp twice as fast");
        TheEnding = "The Ending", "The Ending", Some("The Ending: act 4, the keys and the burning elites");
        Endless = "Endless", "Endless", Some("Endless: the acts after act 3 loop; only acts 1-3 are shown");
        BlightChests = "Blight Chests", "Blight Chests", None;
        PraiseSnecko = "Praise Snecko", "Praise Snecko", None;
        Inception = "Inception", "Inception", None;
        MyTrueForm = "My True Form", "My True Form", None;
        OneHitWonder = "One Hit Wonder", "One Hit Wonder", None;
        StarterDeck = "Starter Deck", "Starter Deck", None;
    }
}

modifiers! {
    /// A Slay the Spire 2 modifier (`ModelDb.GoodModifiers ++ BadModifiers`,
    /// in that order).
    Sts2Mod {
        Draft = "MODIFIER.DRAFT", "Draft", None;
        SealedDeck = "MODIFIER.SEALED_DECK", "Sealed Deck", None;
        Hoarder = "MODIFIER.HOARDER", "Hoarder", None;
        Specialized = "MODIFIER.SPECIALIZED", "Specialized", None;
        Insanity = "MODIFIER.INSANITY", "Insanity", None;
        AllStar = "MODIFIER.ALL_STAR", "All Star", None;
        Flight = "MODIFIER.FLIGHT", "Flight", Some("Flight: any room of the next row can be entered; the maps are unchanged");
        Vintage = "MODIFIER.VINTAGE", "Vintage", None;
        CharacterCards = "MODIFIER.CHARACTER_CARDS", "Character Cards", None;
        DeadlyEvents = "MODIFIER.DEADLY_EVENTS", "Deadly Events", Some("Deadly Events: a `?` can become an elite (10 %, +10 % per non-elite `?` of the act), treasure odds ramp twice as fast");
        CursedRun = "MODIFIER.CURSED_RUN", "Cursed Run", None;
        BigGameHunter = "MODIFIER.BIG_GAME_HUNTER", "Big Game Hunter", Some("Big Game Hunter: every act's map is generated again from its map stream with round(elites × 2.5) elites placed without the placement rules");
        Midas = "MODIFIER.MIDAS", "Midas", None;
        Murderous = "MODIFIER.MURDEROUS", "Murderous", None;
        NightTerrors = "MODIFIER.NIGHT_TERRORS", "Night Terrors", None;
        Terminal = "MODIFIER.TERMINAL", "Terminal", None;
    }
}

impl Sts2Mod {
    /// `ModelDb.GoodModifiers`, in list order.
    pub const GOOD: [Sts2Mod; 9] = [
        Sts2Mod::Draft,
        Sts2Mod::SealedDeck,
        Sts2Mod::Hoarder,
        Sts2Mod::Specialized,
        Sts2Mod::Insanity,
        Sts2Mod::AllStar,
        Sts2Mod::Flight,
        Sts2Mod::Vintage,
        Sts2Mod::CharacterCards,
    ];
    /// `ModelDb.BadModifiers`, in list order.
    pub const BAD: [Sts2Mod; 7] = [
        Sts2Mod::DeadlyEvents,
        Sts2Mod::CursedRun,
        Sts2Mod::BigGameHunter,
        Sts2Mod::Midas,
        Sts2Mod::Murderous,
        Sts2Mod::NightTerrors,
        Sts2Mod::Terminal,
    ];
    /// `ModelDb.MutuallyExclusiveModifiers`' one set.
    pub const EXCLUSIVE: [Sts2Mod; 3] = [Sts2Mod::SealedDeck, Sts2Mod::Draft, Sts2Mod::Insanity];
}

/// A Slay the Spire 2 modifier with its setting: Character Cards' character.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sts2Modifier {
    /// Which modifier.
    pub kind: Sts2Mod,
    /// Character Cards: whose cards.
    pub character: Option<Sts2Character>,
}

impl Sts2Modifier {
    /// The modifier as the options write it: its id, and Character Cards'
    /// character after a colon (`MODIFIER.CHARACTER_CARDS:REGENT`).
    pub fn text(&self) -> String {
        match self.character {
            Some(c) => format!("{}:{}", self.kind.id(), c.key().to_ascii_uppercase()),
            None => self.kind.id().to_string(),
        }
    }

    /// The name shown (`Character Cards (Regent)`).
    pub fn shown(&self) -> String {
        match self.character {
            Some(c) => format!("{} ({})", self.kind.shown(), c.display_name()),
            None => self.kind.shown().to_string(),
        }
    }
}

/// The modifiers of a run (none by default). Read as names and settled
/// once the game is known ([`Modifiers::settle`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Modifiers {
    /// The names as given, until [`Modifiers::settle`].
    pub given: Vec<String>,
    /// Slay the Spire 1's, in the order given.
    pub sts1: Vec<Sts1Mod>,
    /// Slay the Spire 2's, in the order given.
    pub sts2: Vec<Sts2Modifier>,
}

impl Modifiers {
    /// Slay the Spire 1 modifiers.
    pub fn of_sts1(mods: &[Sts1Mod]) -> Modifiers {
        Modifiers { sts1: mods.to_vec(), ..Modifiers::default() }
    }

    /// Slay the Spire 2 modifiers.
    pub fn of_sts2(mods: &[Sts2Modifier]) -> Modifiers {
        Modifiers { sts2: mods.to_vec(), ..Modifiers::default() }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        !CUSTOM_RUNS || (self.given.is_empty() && self.sts1.is_empty() && self.sts2.is_empty())
    }

    /// Whether any Slay the Spire 1 modifier is on.
    pub fn any1(&self) -> bool {
        CUSTOM_RUNS && !self.sts1.is_empty()
    }

    /// Whether any Slay the Spire 2 modifier is on.
    pub fn any2(&self) -> bool {
        CUSTOM_RUNS && !self.sts2.is_empty()
    }

    /// Whether the StS1 modifier `m` is on.
    pub fn has1(&self, m: Sts1Mod) -> bool {
        CUSTOM_RUNS && self.sts1.contains(&m)
    }

    /// Whether the StS2 modifier `m` is on.
    pub fn has2(&self, m: Sts2Mod) -> bool {
        CUSTOM_RUNS && self.sts2.iter().any(|x| x.kind == m)
    }

    /// The ids as run files write them, in order.
    pub fn ids(&self) -> Vec<String> {
        if !CUSTOM_RUNS {
            return Vec::new();
        }
        self.sts1.iter().map(|m| m.id().to_string()).chain(self.sts2.iter().map(Sts2Modifier::text)).collect()
    }

    /// Notes for the output: for each modifier what it changes of what is
    /// shown, and one sentence naming those that change nothing shown.
    pub fn notes(&self) -> Vec<String> {
        let mut notes: Vec<String> = Vec::new();
        if !CUSTOM_RUNS {
            return notes;
        }
        let mut none = Vec::new();
        for m in &self.sts1 {
            match m.map_effect() {
                Some(e) => notes.push(format!("modifier {e}")),
                None => none.push(m.shown().to_string()),
            }
        }
        for m in &self.sts2 {
            match m.kind.map_effect() {
                Some(e) => notes.push(format!("modifier {e}")),
                None => none.push(m.shown()),
            }
        }
        if !none.is_empty() {
            let (s, they, change) = if none.len() == 1 { ("", "it", "changes") } else { ("s", "they", "change") };
            notes.push(format!(
                "modifier{s} {}: accepted; {they} {change} no map, `?` roll or list shown here (card, relic, deck and combat effects are not predicted)",
                none.join(", ")
            ));
        }
        notes
    }

    /// Reads the names given for `game`; an unknown one is an error naming
    /// the game's modifiers (the message; the reader adds the option name).
    pub fn settle(&mut self, game: Game) -> Result<(), String> {
        if self.given.is_empty() {
            return Ok(());
        }
        let given = std::mem::take(&mut self.given);
        if !CUSTOM_RUNS {
            // Blank names are none, as below.
            return if given.iter().all(|s| s.trim().is_empty()) { Ok(()) } else { Err(left_out(game)) };
        }
        for name in given.iter().map(|s| s.trim()).filter(|s| !s.is_empty()) {
            let shown: String = name.chars().take(40).collect();
            match game {
                #[cfg(feature = "sts1")]
                Game::Sts1 => {
                    let m = Sts1Mod::parse(name).ok_or_else(|| {
                        format!(
                            "`{shown}` is not a Slay the Spire 1 modifier; they are {}",
                            list(Sts1Mod::ALL, |m| m.id())
                        )
                    })?;
                    if !self.sts1.contains(&m) {
                        self.sts1.push(m);
                    }
                }
                #[cfg(feature = "sts2")]
                Game::Sts2 => {
                    let (kind, character) = match name.split_once(':') {
                        Some((k, c)) => (k, Some(c)),
                        None => (name, None),
                    };
                    let m = Sts2Mod::parse(kind).ok_or_else(|| {
                        format!(
                            "`{shown}` is not a Slay the Spire 2 modifier; they are {}",
                            list(Sts2Mod::ALL, |m| m.id().trim_start_matches("MODIFIER."))
                        )
                    })?;
                    let character = match (m, character) {
                        (Sts2Mod::CharacterCards, Some(c)) => {
                            Some(Sts2Character::parse(c).map_err(|e| format!("Character Cards: {e}"))?)
                        }
                        (Sts2Mod::CharacterCards, None) => {
                            return Err("Character Cards needs its character: `CharacterCards:Regent`".into())
                        }
                        (_, Some(_)) => return Err(format!("`{shown}`: only Character Cards takes a character")),
                        (_, None) => None,
                    };
                    if !self.has2(m) {
                        self.sts2.push(Sts2Modifier { kind: m, character });
                    }
                }
                // A build without the game's engine refuses its options elsewhere.
                #[allow(unreachable_patterns)]
                _ => return Ok(()),
            }
        }
        if game == Game::Sts2 {
            let exclusive = self.sts2.iter().filter(|m| Sts2Mod::EXCLUSIVE.contains(&m.kind)).count();
            if exclusive > 1 {
                return Err("Sealed Deck, Draft and Insanity exclude one another".into());
            }
        }
        Ok(())
    }
}

/// The refusal of a map module (without [`CUSTOM_RUNS`]): it names the module
/// that takes modifiers and dailies.
pub fn left_out(game: Game) -> String {
    let module = if game == Game::Sts2 { "spire_map_sts2_routes" } else { "spire_map_routes" };
    format!("none here: this map module takes no modifiers or daily; the route module {module} does")
}

fn list<T: Copy>(all: &[T], name: impl Fn(T) -> &'static str) -> String {
    all.iter().map(|&m| format!("`{}`", name(m))).collect::<Vec<_>>().join(", ")
}

/// Splits the option's text form: names separated by commas.
pub fn split(text: &str) -> Vec<String> {
    text.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settle(game: Game, names: &[&str]) -> Result<Modifiers, String> {
        let mut m = Modifiers { given: names.iter().map(|s| s.to_string()).collect(), ..Modifiers::default() };
        m.settle(game)?;
        Ok(m)
    }

    #[test]
    fn ids_and_shown_names_read_leniently() {
        let m = settle(Game::Sts1, &["Elite Swarm", "big game hunter", "certain_future", "DEADLY-EVENTS", "flight"])
            .unwrap();
        assert_eq!(m.sts1, [Sts1Mod::EliteSwarm, Sts1Mod::UncertainFuture, Sts1Mod::DeadlyEvents, Sts1Mod::Flight]);
        let m = settle(Game::Sts2, &["MODIFIER.BIG_GAME_HUNTER", "deadly events", "modifier.character_cards:regent"])
            .unwrap();
        assert_eq!(m.ids(), ["MODIFIER.BIG_GAME_HUNTER", "MODIFIER.DEADLY_EVENTS", "MODIFIER.CHARACTER_CARDS:REGENT"]);
        assert_eq!(m.sts2[2].character, Some(Sts2Character::Regent));
    }

    #[test]
    fn unknown_names_list_the_games_modifiers() {
        let e = settle(Game::Sts1, &["Big Game"]).unwrap_err();
        assert!(e.contains("`Big Game` is not a Slay the Spire 1 modifier") && e.contains("`Elite Swarm`"), "{e}");
        let e = settle(Game::Sts2, &["Elite Swarm"]).unwrap_err();
        assert!(e.contains("not a Slay the Spire 2 modifier") && e.contains("`BIG_GAME_HUNTER`"), "{e}");
        assert!(settle(Game::Sts2, &["CharacterCards"]).unwrap_err().contains("needs its character"));
        assert!(settle(Game::Sts2, &["Flight:Regent"]).unwrap_err().contains("only Character Cards"));
        assert!(settle(Game::Sts2, &["Draft", "Sealed Deck"]).unwrap_err().contains("exclude"));
    }

    #[test]
    fn notes_say_what_changes_and_what_does_not() {
        let m = settle(Game::Sts1, &["Elite Swarm", "Vintage", "Binary"]).unwrap();
        let notes = m.notes();
        assert!(notes[0].contains("×2.5"));
        assert!(notes[1].starts_with("modifiers Vintage, Binary: accepted"), "{notes:?}");
    }
}
