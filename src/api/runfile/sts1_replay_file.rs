//! What a StS1 `.run` file records, read per floor for the replay
//! ([`super::sts1_replay`]): the relics held and the deck's card types and
//! curses on entering a floor, from `relics_obtained`, the events'
//! `relics_obtained` / `relics_lost` / `cards_obtained` / `cards_removed` /
//! `cards_transformed`, `boss_relics`, `card_choices`, `items_purchased`
//! and `items_purged`. A floor written twice in `event_choices` (a save and
//! reload, the Colosseum's second fight) counts once: its last entry.

use serde_json::Value;

use crate::sts1::content::card_types::{card_type, CardType};
use crate::sts1::content::Character;

pub(super) fn f(v: &Value) -> Option<u16> {
    v.as_f64().map(|x| x as u16)
}

pub(super) fn strs(v: &Value) -> Vec<&str> {
    v.as_array().map(|a| a.iter().filter_map(Value::as_str).collect()).unwrap_or_default()
}

/// Entries of a `{floor, …}` list on `floor`.
pub(super) fn at<'a>(json: &'a Value, key: &str, floor: u16) -> Vec<&'a Value> {
    json[key].as_array().map(|a| a.iter().filter(|e| f(&e["floor"]) == Some(floor)).collect()).unwrap_or_default()
}

/// A `.run` card name without its upgrade suffix.
pub(super) fn base_name(name: &str) -> &str {
    name.split('+').next().unwrap_or(name)
}

const NOT_CURSED: [&str; 3] = ["AscendersBane", "Necronomicurse", "CurseOfTheBell"];
const CURSES: [&str; 13] = [
    "Regret",
    "Injury",
    "Shame",
    "Parasite",
    "Normality",
    "Doubt",
    "Writhe",
    "Pain",
    "Decay",
    "Clumsy",
    "Pride",
    "Necronomicurse",
    "CurseOfTheBell",
];

/// `event_choices`, one entry a floor: the last (a save and reload, or the
/// Colosseum's second fight, writes a floor twice).
fn events_by_floor(json: &Value) -> Vec<&Value> {
    let list: Vec<&Value> = json["event_choices"].as_array().map(|a| a.iter().collect()).unwrap_or_default();
    let mut out: Vec<&Value> = Vec::new();
    for e in list {
        match out.last() {
            Some(prev) if f(&prev["floor"]) == f(&e["floor"]) => *out.last_mut().unwrap() = e,
            _ => out.push(e),
        }
    }
    out
}

/// The file's facts the replay reads, by floor.
pub(super) struct FileState<'a> {
    pub(super) json: &'a Value,
    pub(super) character: Character,
    pub(super) neow_relics: Vec<String>,
}

impl FileState<'_> {
    /// The relics held on entering `floor`.
    pub(super) fn relics_before(&self, floor: u16) -> Vec<String> {
        let j = self.json;
        let mut held = self.neow_relics.clone();
        let mut add = |r: &str| {
            if !held.iter().any(|h| h == r) {
                held.push(r.to_string());
            }
        };
        for e in j["relics_obtained"].as_array().into_iter().flatten() {
            if f(&e["floor"]).is_some_and(|x| x < floor) {
                add(e["key"].as_str().unwrap_or_default());
            }
        }
        for e in events_by_floor(j) {
            if f(&e["floor"]).is_some_and(|x| x < floor) {
                for r in strs(&e["relics_obtained"]) {
                    add(r);
                }
            }
        }
        for (i, c) in j["boss_relics"].as_array().into_iter().flatten().enumerate() {
            if 17 * (i as u16 + 1) < floor {
                if let Some(p) = c["picked"].as_str() {
                    add(p);
                }
            }
        }
        let bought = strs(&j["items_purchased"]);
        let floors: Vec<u16> = j["item_purchase_floors"].as_array().into_iter().flatten().filter_map(f).collect();
        for (item, fl) in bought.iter().zip(floors) {
            if fl < floor
                && crate::sts1::content::relic_pools::RelicTier::ALL
                    .iter()
                    .any(|t| crate::sts1::content::relic_pools::base_pool(self.character, *t).contains(item))
            {
                add(item);
            }
        }
        for e in events_by_floor(j) {
            if f(&e["floor"]).is_some_and(|x| x < floor) {
                for r in strs(&e["relics_lost"]) {
                    if let Some(i) = held.iter().position(|h| h == r) {
                        held.remove(i);
                    }
                }
            }
        }
        held
    }

    /// What may have drawn on cardRng in combat before `floor`, which the file
    /// does not record: Foreign Influence (its cards' rarities are
    /// `AbstractDungeon.rollRarity()`, on cardRng) in the deck, taken, bought
    /// or from an event; one the final deck holds from no recorded source came
    /// from a transform (Astrolabe, Pandora's Box, an event's, Neow's), so it
    /// counts from the first of those (or from the start without one).
    pub(super) fn card_drawer_before(&self, floor: u16) -> Option<&'static str> {
        const FI: &str = "ForeignInfluence";
        let j = self.json;
        let before = |e: &Value| f(&e["floor"]).is_some_and(|x| x < floor);
        let picked = |c: &&Value| c["picked"].as_str().is_some_and(|p| base_name(p) == FI);
        let choices: Vec<&Value> = j["card_choices"].as_array().into_iter().flatten().collect();
        let events = events_by_floor(j);
        let from_event = |e: &&Value| strs(&e["cards_obtained"]).iter().any(|c| base_name(c) == FI);
        let floors: Vec<u16> = j["item_purchase_floors"].as_array().into_iter().flatten().filter_map(f).collect();
        let bought: Vec<(u16, &str)> = floors.into_iter().zip(strs(&j["items_purchased"])).collect();
        let recorded = choices.iter().any(picked)
            || events.iter().any(from_event)
            || bought.iter().any(|(_, c)| base_name(c) == FI);
        if choices.iter().filter(|c| before(c)).any(picked)
            || events.iter().filter(|e| before(e)).any(from_event)
            || bought.iter().any(|(x, c)| *x < floor && base_name(c) == FI)
        {
            return Some("Foreign Influence");
        }
        if recorded || !strs(&j["master_deck"]).iter().any(|c| base_name(c) == FI) {
            return None;
        }
        let mut sources: Vec<u16> = Vec::new();
        if matches!(j["neow_bonus"].as_str(), Some("TRANSFORM_CARD" | "TRANSFORM_TWO_CARDS")) {
            sources.push(0);
        }
        for (i, b) in j["boss_relics"].as_array().into_iter().flatten().enumerate() {
            if matches!(b["picked"].as_str(), Some("Astrolabe" | "Pandora's Box")) {
                sources.push(17 * (i as u16 + 1));
            }
        }
        sources
            .extend(events.iter().filter(|e| !strs(&e["cards_transformed"]).is_empty()).filter_map(|e| f(&e["floor"])));
        let first = sources.into_iter().min().unwrap_or(0);
        (floor > first).then_some("Foreign Influence (in the final deck from no recorded source: a transform's)")
    }

    /// What drew potions on potionRng in combat before `floor`, which the file
    /// does not record: Alchemize (`Venomology`) in the deck or an Entropic
    /// Brew obtained (taken, bought or from an event).
    pub(super) fn potion_drawer_before(&self, floor: u16) -> Option<&'static str> {
        let j = self.json;
        let before = |e: &Value| f(&e["floor"]).is_some_and(|x| x < floor);
        let picked = j["card_choices"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|c| before(c))
            .filter_map(|c| c["picked"].as_str());
        let from_events = events_by_floor(j).into_iter().filter(|e| before(e)).flat_map(|e| strs(&e["cards_obtained"]));
        let floors: Vec<u16> = j["item_purchase_floors"].as_array().into_iter().flatten().filter_map(f).collect();
        let bought: Vec<&str> =
            strs(&j["items_purchased"]).into_iter().zip(&floors).filter(|(_, &x)| x < floor).map(|(c, _)| c).collect();
        if picked.chain(from_events).chain(bought.iter().copied()).any(|c| base_name(c) == "Venomology") {
            return Some("Alchemize");
        }
        let brewed =
            j["potions_obtained"].as_array().into_iter().flatten().any(|p| before(p) && p["key"] == "EntropicBrew");
        (brewed || bought.contains(&"EntropicBrew")).then_some("Entropic Brew")
    }

    /// The curses no recorded source gave (Cursed Key's at chests: a `.run`
    /// file records none), found by what the file removes or keeps: for
    /// each, the floor a removal took it on (`u16::MAX`: still in the deck
    /// at the end).
    pub(super) fn unrecorded_curses(&self) -> Vec<u16> {
        let j = self.json;
        let curse = |c: &str| CURSES.contains(&base_name(c)) && !NOT_CURSED.contains(&base_name(c));
        let mut given: Vec<(u16, &str)> = Vec::new();
        for c in j["card_choices"].as_array().into_iter().flatten() {
            if let (Some(x), Some(p)) = (f(&c["floor"]), c["picked"].as_str()) {
                given.push((x, p));
            }
        }
        let mut removed: Vec<(u16, &str)> = Vec::new();
        for e in events_by_floor(j) {
            let x = f(&e["floor"]).unwrap_or(0);
            given.extend(strs(&e["cards_obtained"]).into_iter().map(|c| (x, c)));
            removed.extend(strs(&e["cards_removed"]).into_iter().chain(strs(&e["cards_transformed"])).map(|c| (x, c)));
        }
        let pfloors: Vec<u16> = j["items_purged_floors"].as_array().into_iter().flatten().filter_map(f).collect();
        removed.extend(pfloors.into_iter().zip(strs(&j["items_purged"])));
        given.retain(|(_, c)| curse(c));
        if j["neow_cost"].as_str() == Some("CURSE") {
            given.push((0, "neow"));
        }
        removed.retain(|(_, c)| curse(c));
        removed.sort_by_key(|r| r.0);
        let mut out = Vec::new();
        for (x, r) in removed {
            let by_name = given.iter().position(|(g, c)| *g <= x && base_name(c) == base_name(r));
            match by_name.or_else(|| given.iter().position(|(g, c)| *g <= x && *c == "neow")) {
                Some(i) => {
                    given.remove(i);
                }
                None => out.push(x),
            }
        }
        let mut kept: Vec<&str> = strs(&j["master_deck"]).into_iter().filter(|c| curse(c)).collect();
        for (_, c) in given {
            let i = kept.iter().position(|k| base_name(k) == base_name(c)).or_else(|| (c == "neow").then_some(0));
            if let Some(i) = i.filter(|&i| i < kept.len()) {
                kept.remove(i);
            }
        }
        out.extend(kept.iter().map(|_| u16::MAX));
        out
    }

    /// The deck's card types (non-starter attack, skill, power) and whether
    /// it holds a curse, on entering `floor`, with the curses Cursed Key gave
    /// at chests (`key_curses`: floor, id), which the file does not record
    /// (1653082384's Regret from floor 21's chest, purged on floor 30, makes
    /// floor 22's `?` Face Trader: Fountain of Cleansing joins the one-time
    /// events a cursed deck can meet).
    pub(super) fn deck_before(&self, floor: u16, key_curses: &[(u16, &'static str)]) -> ([bool; 3], bool) {
        let j = self.json;
        let mut cards: Vec<&str> = Vec::new();
        for c in j["card_choices"].as_array().into_iter().flatten() {
            if f(&c["floor"]).is_some_and(|x| x < floor) {
                if let Some(p) = c["picked"].as_str() {
                    cards.push(p);
                }
            }
        }
        let mut removed: Vec<&str> = Vec::new();
        for e in events_by_floor(j) {
            if f(&e["floor"]).is_some_and(|x| x < floor) {
                cards.extend(strs(&e["cards_obtained"]));
                removed.extend(strs(&e["cards_removed"]));
                removed.extend(strs(&e["cards_transformed"]));
            }
        }
        let floors: Vec<u16> = j["item_purchase_floors"].as_array().into_iter().flatten().filter_map(f).collect();
        cards.extend(strs(&j["items_purchased"]).into_iter().zip(&floors).filter(|(_, &x)| x < floor).map(|(c, _)| c));
        let pfloors: Vec<u16> = j["items_purged_floors"].as_array().into_iter().flatten().filter_map(f).collect();
        removed.extend(strs(&j["items_purged"]).into_iter().zip(&pfloors).filter(|(_, &x)| x < floor).map(|(c, _)| c));
        let mut types = [false; 3];
        for c in &cards {
            match card_type(base_name(c)) {
                Some(CardType::Attack) => types[0] = true,
                Some(CardType::Skill) => types[1] = true,
                Some(CardType::Power) => types[2] = true,
                None => {}
            }
        }
        let mut curses: Vec<&str> =
            cards.iter().map(|c| base_name(c)).filter(|c| CURSES.contains(c) && !NOT_CURSED.contains(c)).collect();
        if j["neow_cost"].as_str() == Some("CURSE") {
            curses.push("neow");
        }
        // Unrecorded, like Neow's: a removal of a curse no recorded source
        // gave takes one of them.
        curses.extend(key_curses.iter().filter(|(x, _)| *x < floor).map(|_| "neow"));
        for r in removed {
            if let Some(i) = curses.iter().position(|c| *c == base_name(r)) {
                curses.remove(i);
            } else if CURSES.contains(&base_name(r)) && !NOT_CURSED.contains(&base_name(r)) {
                if let Some(i) = curses.iter().position(|c| *c == "neow") {
                    curses.remove(i);
                }
            }
        }
        let _ = self.character;
        (types, !curses.is_empty())
    }
}
