//! Which event a `?` room that rolled "event" becomes: the act's event
//! list, the act's shrine list and the run's one-time list, the shrine
//! roll, every event's condition, removal, and the per-act resets.
//!
//! Reference: spec sts1-events-shops.md §3 (decompiled
//! `AbstractDungeon.generateEvent` / `getShrine` / `getEvent`,
//! `initializeSpecialOneTimeEventList`, `isNoteForYourselfAvailable`,
//! `Exordium/TheCity/TheBeyond.initializeEventList/initializeShrineList`,
//! `rooms/EventRoom.onPlayerEntry`).
//!
//! **The stream.** Selection draws on a copy of eventRng made after the
//! room's roll (`new Random(seed, eventRng.counter)`), then thrown away: it
//! never advances eventRng. Exactly two draws: `u = random(1.0f)` (shrine
//! when `u < 0.25`), then one index `random(size − 1)` ([`EventLists::pick`]).
//!
//! **The lists** ([`EventLists`]): the act's events and shrines are rebuilt
//! at each act start ([`EventLists::enter_act`]); the one-time list is built
//! once for the run and shared by every act. A picked key leaves its list.
//!
//! **Conditions** ([`EventContext`]), read at the `?` room: Dead Adventurer
//! and Mushrooms need floor > 6; The Moai Head Golden Idol or HP ≤ half;
//! The Cleric gold ≥ 35; Beggar gold ≥ 75; Colosseum the room's row y > 7.
//! One-time: Fountain of Cleansing a curse (not Ascender's Bane,
//! Necronomicurse, Curse of the Bell); Designer acts 2-3 and gold ≥ 75;
//! Duplicator acts 2-3; Face Trader acts 1-2; Knowing Skull act 2 and
//! HP above 12; N'loth act 2 only (the game's `TheCity || TheCity`) and 2 relics;
//! The Joust act 2 and gold ≥ 50; The Woman in Blue gold ≥ 50; Secret
//! Portal act 3 and 800 s of playtime. Shrines have none.
//!
//! **Note For Yourself** is in the one-time list at ascension 0, never from
//! ascension 15 or in a daily, and at ascensions 1-14 only when the
//! character has unlocked a higher ascension (a profile setting the seed
//! does not tell: [`NoteForYourself`]).

use crate::rng::GameRandom;

/// An event: the key `.run` files write (`event_choices[].event_name`) and
/// the name the game shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Event {
    /// The key (`event_name` in `.run` files).
    pub id: &'static str,
    /// The display name.
    pub name: &'static str,
}

const fn e(id: &'static str, name: &'static str) -> Event {
    Event { id, name }
}

/// Every event a `?` room can become, with its display name.
pub const EVENTS: [Event; 51] = [
    e("Big Fish", "Big Fish"),
    e("The Cleric", "The Cleric"),
    e("Dead Adventurer", "Dead Adventurer"),
    e("Golden Idol", "Golden Idol"),
    e("Golden Wing", "Wing Statue"),
    e("World of Goop", "World of Goop"),
    e("Liars Game", "The Ssssserpent"),
    e("Living Wall", "Living Wall"),
    e("Mushrooms", "Mushrooms"),
    e("Scrap Ooze", "Scrap Ooze"),
    e("Shining Light", "Shining Light"),
    e("Addict", "Pleading Vagrant"),
    e("Back to Basics", "Ancient Writing"),
    e("Beggar", "Old Beggar"),
    e("Colosseum", "The Colosseum"),
    e("Cursed Tome", "Cursed Tome"),
    e("Drug Dealer", "Augmenter"),
    e("Forgotten Altar", "Forgotten Altar"),
    e("Ghosts", "Council of Ghosts"),
    e("Masked Bandits", "Masked Bandits"),
    e("Nest", "The Nest"),
    e("The Library", "The Library"),
    e("The Mausoleum", "The Mausoleum"),
    e("Vampires", "Vampires(?)"),
    e("Falling", "Falling"),
    e("MindBloom", "Mind Bloom"),
    e("The Moai Head", "The Moai Head"),
    e("Mysterious Sphere", "Mysterious Sphere"),
    e("SensoryStone", "Sensory Stone"),
    e("Tomb of Lord Red Mask", "Tomb of Lord Red Mask"),
    e("Winding Halls", "Winding Halls"),
    e("Match and Keep!", "Match and Keep!"),
    e("Golden Shrine", "Golden Shrine"),
    e("Transmorgrifier", "Transmogrifier"),
    e("Purifier", "Purifier"),
    e("Upgrade Shrine", "Upgrade Shrine"),
    e("Wheel of Change", "Wheel of Change"),
    e("Accursed Blacksmith", "Accursed Blacksmith"),
    e("Bonfire Elementals", "Bonfire Spirits"),
    e("Designer", "Designer In-Spire"),
    e("Duplicator", "Duplicator"),
    e("FaceTrader", "Face Trader"),
    e("Fountain of Cleansing", "Fountain of Curse Removal"),
    e("Knowing Skull", "Knowing Skull"),
    e("Lab", "Lab"),
    e("N'loth", "N'loth"),
    e("NoteForYourself", "A Note For Yourself"),
    e("SecretPortal", "Secret Portal"),
    e("The Joust", "The Joust"),
    e("WeMeetAgain", "We Meet Again!"),
    e("The Woman in Blue", "The Woman in Blue"),
];

/// The event of key `id` (`None`: not an event of the game).
pub fn event(id: &str) -> Option<Event> {
    EVENTS.iter().copied().find(|e| e.id == id)
}

/// The events of each act, in the game's order.
const ACT_EVENTS: [&[&str]; 3] = [
    &[
        "Big Fish",
        "The Cleric",
        "Dead Adventurer",
        "Golden Idol",
        "Golden Wing",
        "World of Goop",
        "Liars Game",
        "Living Wall",
        "Mushrooms",
        "Scrap Ooze",
        "Shining Light",
    ],
    &[
        "Addict",
        "Back to Basics",
        "Beggar",
        "Colosseum",
        "Cursed Tome",
        "Drug Dealer",
        "Forgotten Altar",
        "Ghosts",
        "Masked Bandits",
        "Nest",
        "The Library",
        "The Mausoleum",
        "Vampires",
    ],
    &[
        "Falling",
        "MindBloom",
        "The Moai Head",
        "Mysterious Sphere",
        "SensoryStone",
        "Tomb of Lord Red Mask",
        "Winding Halls",
    ],
];

/// Act 1's shrines, in order.
const ACT1_SHRINES: [&str; 6] =
    ["Match and Keep!", "Golden Shrine", "Transmorgrifier", "Purifier", "Upgrade Shrine", "Wheel of Change"];
/// The shrines of acts 2 and 3 (the same six, Wheel of Change second).
const LATER_SHRINES: [&str; 6] =
    ["Match and Keep!", "Wheel of Change", "Golden Shrine", "Transmorgrifier", "Purifier", "Upgrade Shrine"];

/// The one-time list, in order (Note For Yourself only when present).
const ONE_TIME: [&str; 14] = [
    "Accursed Blacksmith",
    "Bonfire Elementals",
    "Designer",
    "Duplicator",
    "FaceTrader",
    "Fountain of Cleansing",
    "Knowing Skull",
    "Lab",
    "N'loth",
    "NoteForYourself",
    "SecretPortal",
    "The Joust",
    "WeMeetAgain",
    "The Woman in Blue",
];

/// The chance a `?` event is taken from the shrines (`shrineChance`).
pub const SHRINE_CHANCE: f32 = 0.25;

/// Whether Note For Yourself is in the run's one-time list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum NoteForYourself {
    /// The game's rule with the profile unknown: present at ascension 0,
    /// absent from 15; at 1-14 it depends on the profile ([`present`](Self::present)
    /// gives `None`; [`assumed`](Self::assumed) takes it as unlocked).
    #[default]
    ByAscension,
    /// The character has unlocked an ascension above the run's.
    Unlocked,
    /// The run's ascension is the character's highest unlocked.
    Locked,
}

impl NoteForYourself {
    /// Present in a run at `ascension` (not daily)? `None`: the profile decides.
    pub fn present(self, ascension: u8) -> Option<bool> {
        match (ascension, self) {
            (0, _) => Some(true),
            (15.., _) => Some(false),
            (_, NoteForYourself::Unlocked) => Some(true),
            (_, NoteForYourself::Locked) => Some(false),
            (_, NoteForYourself::ByAscension) => None,
        }
    }

    /// [`present`](Self::present), with the profile unknown taken as having
    /// unlocked a higher ascension (a real ascension-1 run, 1652447168, had
    /// it: two of its events are predicted only with it).
    pub fn assumed(self, ascension: u8) -> bool {
        self.present(ascension).unwrap_or(true)
    }
}

/// What the conditions read at a `?` room.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EventContext {
    /// The act (1-3).
    pub act: u8,
    /// The room's floor (`floorNum`).
    pub floor: u16,
    /// The room's row on the act's map (0-14).
    pub y: u8,
    /// Gold, current HP and max HP on entering the room.
    pub gold: i32,
    /// Current HP.
    pub hp: i32,
    /// Max HP.
    pub max_hp: i32,
    /// How many relics the player holds.
    pub relics: usize,
    /// Golden Idol is held.
    pub golden_idol: bool,
    /// The deck holds a curse other than Ascender's Bane, Necronomicurse
    /// and Curse of the Bell (`isCursed`).
    pub cursed: bool,
    /// `CardCrawlGame.playtime` has reached 800 s.
    pub playtime_800: bool,
}

impl EventContext {
    /// Whether event `id` of the act's event list can come up.
    fn event_allowed(&self, id: &str) -> bool {
        match id {
            "Dead Adventurer" | "Mushrooms" => self.floor > 6,
            // `currentHealth / maxHealth > 0.5f` in float (spec §9.6).
            "The Moai Head" => self.golden_idol || (self.hp as f32 / self.max_hp as f32) <= 0.5,
            "The Cleric" => self.gold >= 35,
            "Beggar" => self.gold >= 75,
            "Colosseum" => self.y > 7,
            _ => true,
        }
    }

    /// Whether one-time event `id` can come up.
    fn one_time_allowed(&self, id: &str) -> bool {
        let act = self.act;
        match id {
            "Fountain of Cleansing" => self.cursed,
            "Designer" => (act == 2 || act == 3) && self.gold >= 75,
            "Duplicator" => act == 2 || act == 3,
            "FaceTrader" => act == 1 || act == 2,
            "Knowing Skull" => act == 2 && self.hp > 12,
            // The game tests `TheCity || TheCity`: never in act 3.
            "N'loth" => act == 2 && self.relics >= 2,
            "The Joust" => act == 2 && self.gold >= 50,
            "The Woman in Blue" => self.gold >= 50,
            "SecretPortal" => act == 3 && self.playtime_800,
            _ => true,
        }
    }
}

/// The run's event lists as they are used up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventLists {
    events: Vec<&'static str>,
    shrines: Vec<&'static str>,
    one_time: Vec<&'static str>,
}

impl EventLists {
    /// The lists at the start of a run (act 1), with or without Note For
    /// Yourself in the one-time list.
    pub fn new(note_for_yourself: bool) -> Self {
        let one_time = ONE_TIME.iter().copied().filter(|&k| note_for_yourself || k != "NoteForYourself").collect();
        let mut lists = EventLists { events: Vec::new(), shrines: Vec::new(), one_time };
        lists.enter_act(1);
        lists
    }

    /// A new act: its event and shrine lists, full again (the one-time list
    /// goes on). Act 4 has none.
    pub fn enter_act(&mut self, act: u8) {
        self.events = ACT_EVENTS.get(usize::from(act).wrapping_sub(1)).map_or(Vec::new(), |l| l.to_vec());
        self.shrines = match act {
            1 => ACT1_SHRINES.to_vec(),
            2 | 3 => LATER_SHRINES.to_vec(),
            _ => Vec::new(),
        };
    }

    /// Takes `id` out of the lists (the event seen, e.g. as a `.run`
    /// file records it).
    pub fn remove(&mut self, id: &str) {
        for list in [&mut self.events, &mut self.shrines, &mut self.one_time] {
            if let Some(i) = list.iter().position(|k| *k == id) {
                list.remove(i);
            }
        }
    }

    /// The shrines of the act still in the list (a Save and Quit restores
    /// them: spec §3.5).
    pub fn shrines(&self) -> &[&'static str] {
        &self.shrines
    }

    /// `generateEvent` for the `?` room whose roll left eventRng at
    /// `counter`, in `ctx`: the event, taken out of its list. `None` when
    /// every list is empty.
    pub fn pick(&mut self, seed: i64, counter: u32, ctx: &EventContext) -> Option<Event> {
        let mut rng = GameRandom::with_counter(seed, counter);
        let key = if rng.random_float() >= SHRINE_CHANCE {
            self.get_event(&mut rng, ctx).or_else(|| self.get_shrine(&mut rng, ctx))
        } else if !self.shrines.is_empty() || !self.one_time.is_empty() {
            self.get_shrine(&mut rng, ctx)
        } else {
            self.get_event(&mut rng, ctx)
        }?;
        self.remove(key);
        event(key)
    }

    /// `getEvent`: the act's events whose condition holds (`None`, with no
    /// draw, when there is none).
    fn get_event(&self, rng: &mut GameRandom, ctx: &EventContext) -> Option<&'static str> {
        let tmp: Vec<&'static str> = self.events.iter().copied().filter(|k| ctx.event_allowed(k)).collect();
        (!tmp.is_empty()).then(|| tmp[rng.random_int(tmp.len() as i32 - 1) as usize])
    }

    /// `getShrine`: every shrine left, then the one-time events whose
    /// condition holds.
    fn get_shrine(&self, rng: &mut GameRandom, ctx: &EventContext) -> Option<&'static str> {
        let mut tmp = self.shrines.clone();
        tmp.extend(self.one_time.iter().copied().filter(|k| ctx.one_time_allowed(k)));
        (!tmp.is_empty()).then(|| tmp[rng.random_int(tmp.len() as i32 - 1) as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx() -> EventContext {
        EventContext {
            act: 1,
            floor: 3,
            y: 2,
            gold: 99,
            hp: 80,
            max_hp: 80,
            relics: 1,
            golden_idol: false,
            cursed: false,
            playtime_800: false,
        }
    }

    #[test]
    fn the_pick_draws_shrine_roll_then_index_on_a_copy_of_event_rng() {
        for seed in [1i64, 42, -9, 7_777_777] {
            let mut lists = EventLists::new(false);
            let mut raw = GameRandom::with_counter(seed, 1);
            let u = raw.random_float();
            let got = lists.pick(seed, 1, &ctx()).unwrap();
            let want = if u >= SHRINE_CHANCE {
                let tmp = ["Big Fish", "The Cleric", "Golden Idol", "Golden Wing", "World of Goop", "Liars Game"];
                let tmp: Vec<&str> =
                    tmp.iter().copied().chain(["Living Wall", "Scrap Ooze", "Shining Light"]).collect();
                tmp[raw.random_int(tmp.len() as i32 - 1) as usize]
            } else {
                let mut tmp = ACT1_SHRINES.to_vec();
                tmp.extend(["Accursed Blacksmith", "Bonfire Elementals", "FaceTrader", "Lab"]);
                tmp.extend(["WeMeetAgain", "The Woman in Blue"]);
                tmp[raw.random_int(tmp.len() as i32 - 1) as usize]
            };
            assert_eq!(got.id, want, "seed {seed}");
            assert!(!lists.events.contains(&want) && !lists.shrines.contains(&want) && !lists.one_time.contains(&want));
        }
    }

    #[test]
    fn conditions_follow_the_game() {
        let c = ctx();
        assert!(!c.event_allowed("Dead Adventurer"));
        assert!(EventContext { floor: 7, ..c }.event_allowed("Mushrooms"));
        assert!(!EventContext { gold: 34, ..c }.event_allowed("The Cleric"));
        assert!(!EventContext { gold: 74, ..c }.event_allowed("Beggar"));
        assert!(!EventContext { y: 7, ..c }.event_allowed("Colosseum"));
        assert!(EventContext { y: 8, ..c }.event_allowed("Colosseum"));
        assert!(EventContext { hp: 40, max_hp: 80, ..c }.event_allowed("The Moai Head"));
        assert!(!EventContext { hp: 41, max_hp: 80, ..c }.event_allowed("The Moai Head"));
        assert!(EventContext { golden_idol: true, ..c }.event_allowed("The Moai Head"));
        let act2 = EventContext { act: 2, relics: 2, ..c };
        assert!(act2.one_time_allowed("N'loth") && !EventContext { act: 3, ..act2 }.one_time_allowed("N'loth"));
        assert!(!c.one_time_allowed("Duplicator") && act2.one_time_allowed("Duplicator"));
        assert!(!EventContext { act: 3, ..c }.one_time_allowed("FaceTrader"));
        assert!(!EventContext { hp: 12, ..act2 }.one_time_allowed("Knowing Skull"));
        assert!(!EventContext { gold: 49, ..act2 }.one_time_allowed("The Joust"));
        assert!(!EventContext { gold: 49, ..c }.one_time_allowed("The Woman in Blue"));
        let act3 = EventContext { act: 3, ..c };
        assert!(!act3.one_time_allowed("SecretPortal"));
        assert!(EventContext { playtime_800: true, ..act3 }.one_time_allowed("SecretPortal"));
        assert!(!c.one_time_allowed("Fountain of Cleansing"));
        assert!(!EventContext { gold: 74, ..act3 }.one_time_allowed("Designer"));
    }

    #[test]
    fn lists_reset_per_act_but_the_one_time_list_lasts() {
        let mut lists = EventLists::new(true);
        assert_eq!(lists.one_time.len(), 14);
        lists.remove("Big Fish");
        lists.remove("Lab");
        lists.remove("Purifier");
        lists.enter_act(2);
        assert_eq!(lists.events.len(), 13);
        assert_eq!(lists.shrines, LATER_SHRINES);
        assert!(!lists.one_time.contains(&"Lab"));
        lists.enter_act(4);
        assert!(lists.events.is_empty() && lists.shrines.is_empty());
        assert_eq!(EventLists::new(false).one_time.len(), 13);
        assert_eq!(NoteForYourself::ByAscension.present(5), None);
        assert_eq!(NoteForYourself::Locked.present(0), Some(true));
        assert_eq!(NoteForYourself::Unlocked.present(15), Some(false));
    }

    /// The one event of the 88 real runs the replay misses, 1654751969's
    /// floor 25 (act 2; tests/golden/sts1-runs-full): with the lists as
    /// the run left them (Transmorgrifier, its floor-21 shrine, taken out)
    /// the `?` is the Lab; with the act's whole shrine list back, as a Save
    /// and Quit rebuilds it on Continue (spec §3.5), it is the file's Face
    /// Trader, from the file's own gold, HP and relics.
    #[test]
    fn a_save_and_quit_restoring_the_shrines_gives_1654751969_its_face_trader() {
        let seed: i64 = 5965079351304129963;
        let ctx = EventContext {
            act: 2,
            floor: 25,
            y: 7,
            gold: 200,
            hp: 29,
            max_hp: 66,
            relics: 9,
            golden_idol: false,
            cursed: false,
            playtime_800: true,
        };
        let mut lists = EventLists::new(false);
        lists.enter_act(2);
        lists.remove("Transmorgrifier");
        // Continue: the event and one-time lists as saved, the shrines anew.
        let restored = EventLists { shrines: LATER_SHRINES.to_vec(), ..lists.clone() };
        assert_eq!(lists.clone().pick(seed, 7, &ctx).map(|e| e.id), Some("Lab"));
        assert_eq!(restored.clone().pick(seed, 7, &ctx).map(|e| e.id), Some("FaceTrader"));
    }
}
