//! A walked route's run: the run state ([`RunState`]) stepped through the
//! route's rooms, with the route's choices (each event's option, each
//! shop's purchases, the relics it obtains) and the gold the seed decides,
//! and a sentence for every assumption and every point where the state does
//! not decide.
//!
//! **Gold** is followed from 99 at the start: Neow's gold (+100, +250, or
//! none with `NO_GOLD`), each fight's and chest's gold on treasureRng, each
//! boss's (`100 + miscRng.random(-5, 5)` on a fresh `Random(seed + floor)`,
//! × 0.75 rounded from ascension 13), Golden Idol's quarter more on fights,
//! the events' fixed amounts of the options taken ([`super::super::events::options`]), Tiny House's 50, and
//! the purchases the route names, less the gold the route says it spends
//! beyond them (`gold_spent`, after each floor's room). An option whose
//! gold the walk does not follow makes gold unknown from there.
//!
//! **HP** is not followed (fights decide it) but taken from the route
//! (`hp`) on the floors it names; elsewhere, where an event's condition
//! reads HP (The Moai Head: at most half; Knowing Skull: above 12) or gold
//! once unknown (The Cleric 35, Beggar 75, Designer 75, The Joust 50, The
//! Woman in Blue 50), the `?` room lists every event it can be, with what
//! each needs, and the walk goes on as if HP were full and gold the highest.
//! Curses (Fountain of Cleansing) are followed through the options taken
//! (Neow's drawback, The Ssssserpent's Doubt, …); once an option may have
//! given or removed one (Match and Keep!, a removal), the `?` rooms list
//! the events with and without. Act 3's `?` rooms are taken as reached
//! after 800 s of playtime (Secret Portal).

use super::event::take_option;
use super::fight::{fight, FightEnd, FightKind, FightRewards};
use super::shop::{buy, enter, Bought};
use super::{chest, RunState};
use crate::map::{CardReward, ChestReward, PotionRoll, ShopStock};
use crate::map::{EventBranchShown, EventShown};
use crate::rng::GameRandom;
use crate::sts1::content::events::options::{default_option, gold_after};
use crate::sts1::content::events::{EventChoice, EventContext, NoteForYourself};
use crate::sts1::content::relic_pools::RelicTier;
use crate::sts1::content::relic_rewards::ChestSize;
use crate::sts1::content::{Character, NeowBonus, NeowCost, NeowOption};

/// The route's own choices.
#[derive(Clone, Debug, Default)]
pub struct RouteChoices {
    /// The option taken at the event on a floor (`.run` `player_choice` words).
    pub events: Vec<(u16, String)>,
    /// What is bought at the shop on a floor (`.run` ids; `purge` for the removal).
    pub purchases: Vec<(u16, String)>,
    /// Relics the run obtains that the walk does not give (name, floor).
    pub relics: Vec<(String, u16)>,
    /// What the player does at the rest site on a floor (`REST`, `SMITH`,
    /// `DIG`, …; default `REST`).
    pub rests: Vec<(u16, String)>,
    /// Gold spent (negative: gained) on a floor beyond what the walk
    /// follows, taken after the floor's room ([`RouteRun::after_room`]).
    pub gold_spent: Vec<(u16, i32)>,
    /// HP and max HP on entering the room on a floor (a `?` room's event
    /// conditions read them; floors not named: not known).
    pub hp: Vec<(u16, (i32, i32))>,
}

/// What a fight (or an event's fight) gives, as the map model writes it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FightOut {
    /// The card reward.
    pub cards: Option<CardReward>,
    /// Prayer Wheel's second.
    pub extra_cards: Option<CardReward>,
    /// The potion roll.
    pub potion: Option<PotionRoll>,
    /// The elite's (or event's) relics from the pools.
    pub relics: Vec<&'static str>,
}

fn fight_out(r: FightRewards) -> FightOut {
    let mut cards = r.cards.into_iter();
    FightOut {
        cards: cards.next(),
        extra_cards: cards.next(),
        potion: r.potion.map(|p| PotionRoll { dropped: p.is_some(), id: p.map(|p| p.id), name: p.map(|p| p.name) }),
        relics: r.relics,
    }
}

/// An event one of the conditions' states gives: its id, name and the
/// (gold band, HP band) pairs that give it.
type Seen = (&'static str, &'static str, Vec<(usize, usize)>);

/// Whether `item` is the Membership Card of `stock` itself.
fn stock_has_membership(stock: &ShopStock, item: &str) -> bool {
    item == "Membership Card" && stock.relics.iter().any(|r| r.id == item)
}

/// A route's run, room by room.
#[derive(Clone, Debug)]
pub struct RouteRun {
    s: RunState,
    choices: RouteChoices,
    picks: [Option<&'static str>; 2],
    /// Gold is followed exactly (`false` once an option's gold is not).
    gold_known: bool,
    /// The deck holds a curse (`None`: an event may have given or removed
    /// one, by the player's play or a draw the walk does not follow).
    cursed: Option<bool>,
    notes: Vec<String>,
}

/// The gold bands the event conditions tell apart (35, 50, 75), each with a
/// representative amount.
const GOLD_BANDS: [(i32, &str); 4] =
    [(75, "gold at least 75"), (50, "gold 50-74"), (35, "gold 35-49"), (0, "gold below 35")];
/// The HP bands they tell apart (at most half: The Moai Head; above 12:
/// Knowing Skull), each with a representative `(hp, max_hp)`.
const HP_BANDS: [(i32, &str); 3] = [(80, "HP above half"), (40, "HP at most half, above 12"), (12, "HP 12 or less")];

/// The words for a set of HP bands (by index; `None` when the HP is the
/// route's, one band).
fn hp_words(set: &[usize], bands: usize) -> Option<String> {
    if bands == 1 {
        return None;
    }
    Some(match set {
        [0, 1, 2] => return None,
        [1, 2] => "HP at most half".into(),
        [0, 1] => "HP above 12".into(),
        _ => set.iter().map(|&i| HP_BANDS[i].1).collect::<Vec<_>>().join(" or "),
    })
}

/// The words for a set of gold bands (by index).
fn gold_words(set: &[usize]) -> Option<String> {
    Some(match set {
        [0, 1, 2, 3] => return None,
        [0] => "gold at least 75".into(),
        [0, 1] => "gold at least 50".into(),
        [0, 1, 2] => "gold at least 35".into(),
        [3] => "gold below 35".into(),
        [2, 3] => "gold below 50".into(),
        [1, 2, 3] => "gold below 75".into(),
        _ => set.iter().map(|&i| GOLD_BANDS[i].1).collect::<Vec<_>>().join(" or "),
    })
}

/// What the curse an option gives or may give does to `cursed`.
fn cursed_after(id: &str, option: &str, cursed: Option<bool>) -> Option<bool> {
    match (id, option) {
        (_, "Ignored") => cursed,
        // The player may match (and keep) its curse.
        ("Match and Keep!", _) => None,
        ("Liars Game", "AGREE") | ("Big Fish", "Box") | ("Golden Shrine", "Desecrate") => Some(true),
        ("Addict", "Stole Relic") | ("Accursed Blacksmith", "Rummage") => Some(true),
        ("Mushrooms", "Ate Mushroom") | ("Winding Halls", "Writhe") => Some(true),
        ("MindBloom", "Gold" | "Heal") => Some(true),
        // Writhe at 50 %, a wheel's curse, or a removal that may take a curse.
        ("The Mausoleum", "Opened") | ("Wheel of Change", _) => None,
        ("Purifier" | "Fountain of Cleansing" | "Transmorgrifier" | "Falling", _) => cursed.filter(|c| !c),
        ("The Cleric", "Card Removal") | ("Designer", _) | ("Back to Basics", _) => cursed.filter(|c| !c),
        ("Golden Wing", "Card Removal") => cursed.filter(|c| !c),
        _ => cursed,
    }
}

/// What an event needs, from the (gold band, HP band) pairs that give it
/// (`hp_bands`: 1 when the route names the HP).
fn requires(pairs: &[(usize, usize)], gold_bands: usize, hp_bands: usize) -> String {
    let mut golds: Vec<usize> = pairs.iter().map(|p| p.0).collect();
    let mut hps: Vec<usize> = pairs.iter().map(|p| p.1).collect();
    golds.sort_unstable();
    golds.dedup();
    hps.sort_unstable();
    hps.dedup();
    if golds.len() * hps.len() == pairs.len() {
        let g = if gold_bands == 1 { None } else { gold_words(&golds) };
        let parts: Vec<String> = g.into_iter().chain(hp_words(&hps, hp_bands)).collect();
        return parts.join(", ");
    }
    pairs
        .iter()
        .map(|&(g, h)| {
            if hp_bands == 1 {
                GOLD_BANDS[g].1.to_string()
            } else if gold_bands == 1 {
                HP_BANDS[h].1.to_string()
            } else {
                format!("{} and {}", GOLD_BANDS[g].1, HP_BANDS[h].1)
            }
        })
        .collect::<Vec<_>>()
        .join(" or ")
}

impl RouteRun {
    /// The run of a route from the start of act 1 after Neow's `neow`
    /// (`boss_relic`: what its boss swap gave), with the boss chests'
    /// `picks`.
    pub fn new(
        seed: i64,
        character: Character,
        ascension: u8,
        neow: Option<NeowOption>,
        boss_relic: Option<&'static str>,
        picks: [Option<&'static str>; 2],
        choices: RouteChoices,
    ) -> Self {
        let note = NoteForYourself::ByAscension.assumed(ascension);
        let mut s = RunState::new(seed, character, ascension, neow, boss_relic, note);
        match neow {
            Some(NeowOption { bonus: NeowBonus::HundredGold, .. }) => s.player.gold += 100,
            Some(NeowOption { bonus: NeowBonus::TwoFiftyGold, .. }) => s.player.gold += 250,
            _ => {}
        }
        if neow.is_some_and(|o| o.cost == NeowCost::NoGold) {
            s.player.gold = 0;
        }
        s.player.cursed = neow.is_some_and(|o| o.cost == NeowCost::Curse);
        s.player.playtime_800 = false;
        let mut notes = vec![
            "events take the option the route names (`events`), else leave (Colosseum: its first fight; \
             Masked Bandits, Mushrooms, Mysterious Sphere, Mind Bloom: their fight, a guess from real runs; \
             Sensory Stone: one memory; Lab: its potions); shops sell only what the route names (`purchases`)"
                .to_string(),
            "gold is followed from the seed (fights, chests, bosses, Neow, the events' fixed amounts, purchases); \
             HP is not: where an event's condition reads it the ? lists every event it can be (unless the route \
             names the HP on that floor, `hp`); gold spent beyond purchases is the route's `goldSpent`"
                .to_string(),
            "act 3 is reached after 800 s of playtime (Secret Portal)".to_string(),
        ];
        if NoteForYourself::ByAscension.present(ascension).is_none() {
            notes.push(format!(
                "Note For Yourself is taken to be in the run: at ascension {ascension} it is only if the \
                 character has unlocked a higher ascension"
            ));
        }
        let cursed = Some(s.player.cursed);
        RouteRun { s, choices, picks, gold_known: true, cursed, notes }
    }

    /// The assumptions and stops, one sentence each.
    pub fn notes(&self) -> &[String] {
        &self.notes
    }

    /// Gold now, if followed.
    pub fn gold(&self) -> Option<i32> {
        self.gold_known.then_some(self.s.player.gold)
    }

    /// The relics the route obtains before `floor` start to count.
    fn before(&mut self, floor: u16) {
        let due: Vec<String> = self
            .choices
            .relics
            .iter()
            .filter(|(r, f)| *f < floor && !self.s.player.has(r))
            .map(|(r, _)| r.clone())
            .collect();
        for r in due {
            self.s.player.relics.push(r);
        }
        self.s.sync_relics();
    }

    /// After the room on `floor`: the gold the route spends there beyond
    /// what the walk follows (`gold_spent`).
    pub fn after_room(&mut self, floor: u16) {
        let spent: i32 = self.choices.gold_spent.iter().filter(|(f, _)| *f == floor).map(|(_, g)| g).sum();
        if spent == 0 {
            return;
        }
        if !self.gold_known {
            self.notes
                .push(format!("floor {floor}: the gold spent ({spent}) is not counted: gold is not followed there"));
            return;
        }
        self.s.player.gold -= spent;
        if self.s.player.gold < 0 {
            self.notes
                .push(format!("floor {floor}: {spent} gold spent is more than the walk counts (taken as 0 left)"));
            self.s.player.gold = 0;
        }
    }

    /// The route enters act `act` (2-4), after the previous act's boss chest.
    pub fn enter_act(&mut self, act: u8) {
        let floor = 17 * u16::from(act - 1);
        if let Some(pick) = self.picks.get(usize::from(act) - 2).copied().flatten() {
            self.s.obtain(pick);
            match pick {
                // A boss chest's Calling Bell builds no card reward (a treasure
                // room's reward screen has none; docs/sts1-content.md).
                "Calling Bell" => {
                    let ctx = self.s.spawn_context(floor, false);
                    for r in self.s.relics.calling_bell(&ctx) {
                        self.s.obtain(r);
                    }
                }
                "Tiny House" => {
                    self.s.potions.any_potion();
                    self.s.cards.discarded_reward();
                    self.s.player.gold += 50;
                }
                _ => {}
            }
        }
        self.s.enter_act(act);
        if act == 3 {
            self.s.player.playtime_800 = true;
        }
    }

    /// A fight on `floor`.
    pub fn fight(&mut self, floor: u16, kind: FightKind) -> FightOut {
        self.before(floor);
        let r = fight(&mut self.s, floor, kind, FightEnd::Won);
        let gold = match kind {
            FightKind::Monster | FightKind::Elite => self.s.relics.last_gold,
            FightKind::Boss if self.s.act <= 3 => {
                let tmp = 100 + GameRandom::new(self.s.seed.wrapping_add(i64::from(floor))).random_range(-5, 5);
                if self.s.ascension >= 13 {
                    (tmp as f32 * 0.75 + 0.5).floor() as i32
                } else {
                    tmp
                }
            }
            _ => 0,
        };
        // Golden Idol: a quarter more of every gold reward (not a chest's).
        let idol = if self.s.player.has("Golden Idol") { (gold as f32 * 0.25 + 0.5).floor() as i32 } else { 0 };
        self.s.player.gold += gold + idol;
        fight_out(r)
    }

    /// A treasure room on `floor`.
    pub fn chest(&mut self, floor: u16) -> Option<ChestReward> {
        self.before(floor);
        let c = chest::treasure(&mut self.s, floor, true)?;
        self.s.player.gold += self.s.relics.last_gold;
        // Cursed Key's curse: the deck is cursed from here (Fountain of Cleansing).
        if self.s.player.has("Cursed Key") {
            self.cursed = Some(true);
        }
        let size = match c.size {
            ChestSize::Small => "small",
            ChestSize::Medium => "medium",
            ChestSize::Large => "large",
        };
        let tier = match c.tier {
            RelicTier::Common => "common",
            RelicTier::Uncommon => "uncommon",
            _ => "rare",
        };
        Some(ChestReward { size, tier, gold: c.gold, relic: c.relic, extra: c.extra })
    }

    /// A shop on `floor`: its stock; the route's purchases there are made.
    pub fn shop(&mut self, floor: u16) -> ShopStock {
        self.before(floor);
        let stock = enter(&mut self.s, floor);
        let wanted: Vec<String> =
            self.choices.purchases.iter().filter(|(f, _)| *f == floor).map(|(_, i)| i.clone()).collect();
        let mut orrery = Vec::new();
        let mut bought_membership = false;
        for item in wanted {
            let (what, price) = if item == "purge" {
                (Some(Bought::Purge), stock.purge)
            } else if let Some(r) = stock.relics.iter().find(|r| r.id == item) {
                (Some(Bought::Relic(r.id)), r.price)
            } else if let Some(p) = stock.potions.iter().find(|p| p.id == item) {
                (Some(Bought::Potion), p.price)
            } else if let Some(c) = stock.colorless.iter().find(|c| c.id == item) {
                (Some(Bought::Colorless), c.price)
            } else if let Some(c) = stock.cards.iter().find(|c| c.id == item) {
                (Some(Bought::Card), c.price)
            } else {
                (None, 0)
            };
            // Membership Card bought here halves the prices still on sale.
            let price =
                if self.s.player.has("Membership Card") && !stock_has_membership(&stock, &item) && bought_membership {
                    crate::sts1::content::shop::round(price as f32 * 0.5)
                } else {
                    price
                };
            bought_membership |= item == "Membership Card";
            match what {
                Some(b) => {
                    self.s.player.gold -= price;
                    if self.s.player.gold < 0 {
                        self.notes.push(format!("floor {floor}: {item} costs more gold than the walk counts"));
                    }
                    buy(&mut self.s, floor, b, &mut orrery);
                }
                None => self.notes.push(format!("floor {floor}: {item} is not in the shop's stock (not bought)")),
            }
        }
        stock
    }

    /// A rest site on `floor`: resting with Dream Catcher gives a card
    /// reward; digging with Shovel a relic.
    pub fn rest(&mut self, floor: u16) -> FightOut {
        use super::rest::{rest, RestChoice};
        self.before(floor);
        let named = self.choices.rests.iter().find(|(f, _)| *f == floor).map(|(_, c)| c.as_str());
        let choice = match named.unwrap_or("REST") {
            "REST" => RestChoice::Rest,
            "DIG" => RestChoice::Dig,
            _ => RestChoice::Other,
        };
        let (mut cards, relic) = rest(&mut self.s, floor, choice);
        if let Some(c) = cards.as_mut() {
            self.s.eggs(c);
        }
        FightOut { cards, relics: relic.into_iter().collect(), ..Default::default() }
    }

    /// A `?` that became an event on `floor`, row `y`, after `rolled` `?`
    /// rooms (the walk's eventRng counter): the event (or its branches) and
    /// its fight's rewards.
    pub fn event(&mut self, floor: u16, y: u8, rolled: u32) -> (Option<EventShown>, Option<FightOut>) {
        self.before(floor);
        let s = &mut self.s;
        s.question_rooms = rolled;
        // Ssserpent Head and Maw Bank pay before the conditions are read.
        if s.player.has("SsserpentHead") {
            s.player.gold += 50;
        }
        let base = s.event_context(floor, y);
        let gold = self.gold_known.then_some(s.player.gold);
        let golds: Vec<i32> = match gold {
            Some(g) => vec![g],
            None => GOLD_BANDS.iter().map(|b| b.0).collect(),
        };
        // The HP the route names on this floor, else every band.
        let named_hp = self.choices.hp.iter().find(|(f, _)| *f == floor).map(|&(_, h)| h);
        let hps: Vec<(i32, i32)> = match named_hp {
            Some(h) => vec![h],
            None => HP_BANDS.iter().map(|b| (b.0, 80)).collect(),
        };
        let curses: Vec<bool> = match self.cursed {
            Some(c) => vec![c],
            None => vec![false, true],
        };
        let mut by_curse: Vec<(bool, Vec<Seen>)> = Vec::new();
        for &cursed in &curses {
            let mut seen: Vec<Seen> = Vec::new();
            for (gi, &g) in golds.iter().enumerate() {
                for (hi, &(hp, max_hp)) in hps.iter().enumerate() {
                    let ctx = EventContext { gold: g, hp, max_hp, cursed, ..base };
                    let mut lists = s.events.clone();
                    let Some(e) = lists.pick(s.seed, rolled, &ctx) else { continue };
                    match seen.iter_mut().find(|(id, ..)| *id == e.id) {
                        Some(entry) => entry.2.push((gi, hi)),
                        None => seen.push((e.id, e.name, vec![(gi, hi)])),
                    }
                }
            }
            by_curse.push((cursed, seen));
        }
        // Go on with full HP (or the route's), the gold followed (or the
        // most), no curse unless known.
        let cursed = self.cursed.unwrap_or(false);
        let (hp, max_hp) = named_hp.unwrap_or((80, 80));
        let ctx = EventContext { gold: gold.unwrap_or(75), hp, max_hp, cursed, ..base };
        let Some(picked) = s.events.pick(s.seed, rolled, &ctx) else { return (None, None) };
        let n = golds.len();
        let mut branches: Vec<EventBranchShown> = Vec::new();
        let same_across_curses = by_curse
            .windows(2)
            .all(|w| w[0].1.len() == w[1].1.len() && w[0].1.iter().zip(&w[1].1).all(|(a, b)| a.0 == b.0 && a.2 == b.2));
        for (cursed, seen) in by_curse.iter().take(if same_across_curses { 1 } else { 2 }) {
            for (id, name, pairs) in seen {
                let mut words = requires(pairs, n, hps.len());
                if !same_across_curses {
                    let c = if *cursed { "a curse in the deck" } else { "no curse in the deck" };
                    words = if words.is_empty() { c.to_string() } else { format!("{c}, {words}") };
                }
                match branches.iter_mut().find(|b| b.id == *id) {
                    Some(b) => b.requires = format!("{} or {words}", b.requires),
                    None => branches.push(EventBranchShown { id, name: name.to_string(), requires: words }),
                }
            }
        }
        let event = if branches.len() <= 1 {
            EventShown::One { id: picked.id, name: picked.name.to_string() }
        } else {
            self.notes.push(format!(
                "floor {floor}: the ? can be one of {} events, by HP, gold or curses; the walk goes on as if it were {}",
                branches.len(),
                picked.id
            ));
            EventShown::Branches { branches }
        };
        let named = self.choices.events.iter().find(|(f, _)| *f == floor).map(|(_, o)| o.clone());
        let (option, guess) = match named {
            Some(o) => (o, false),
            None => {
                let (o, g) = default_option(picked.id);
                (o.to_string(), g)
            }
        };
        if guess {
            self.notes.push(format!("floor {floor}: {} is taken to be fought (a guess; name the option)", picked.id));
        }
        let choice = EventChoice { option: option.clone(), fought: false, relic: false };
        let d = take_option(&mut self.s, floor, picked.id, &choice);
        // The special relics that later rules read (Golden Idol: The Moai
        // Head and gold rewards; N'loth's Gift: rare cards; Red Mask: the Tomb).
        match (picked.id, option.as_str()) {
            ("Golden Idol", o) if o != "Ignored" => self.s.obtain("Golden Idol"),
            ("Masked Bandits", "Fought Bandits") => self.s.obtain("Red Mask"),
            ("N'loth", o) if o != "Ignored" => self.s.obtain("Nloth's Gift"),
            ("The Moai Head", "Gave Idol") => self.s.player.relics.retain(|r| r != "Golden Idol"),
            _ => {}
        }
        self.cursed = cursed_after(picked.id, &option, self.cursed);
        if self.s.player.has("Cursed Key") {
            self.cursed = Some(true);
        }
        match gold_after(picked.id, &option, self.s.ascension, self.s.player.gold) {
            Some(g) => self.s.player.gold = g,
            None if self.gold_known => {
                self.gold_known = false;
                self.notes.push(format!(
                    "gold is not followed from floor {floor}: {}'s option {option} changes it by an amount the walk \
                     does not draw",
                    picked.id
                ));
            }
            None => {}
        }
        let fight = d.fights.into_iter().rev().find(|f| !f.cards.is_empty()).map(fight_out).map(|mut f| {
            f.relics = d.relics.clone();
            f
        });
        (Some(event), fight)
    }
}
