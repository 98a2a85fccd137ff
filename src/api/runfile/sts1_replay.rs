//! A Slay the Spire 1 `.run` file replayed room by room through the run
//! engine ([`crate::sts1::content::run`]): every room of every act
//! predicted from the file's own state and choices, beside what the file
//! recorded, with the counts.
//!
//! What the replay takes from the file (the state the rules read that the
//! seed does not fix): the room each floor turned out to be
//! (`path_per_floor`, `path_taken`), gold, HP and max HP on entering each
//! floor (`gold_per_floor`, `current_hp_per_floor`, `max_hp_per_floor` of
//! the floor before), the relics held (Neow's, `relics_obtained`, the
//! events' `relics_obtained`, `boss_relics`, relics bought, less
//! `relics_lost`), the deck's card types and curses (the cards picked,
//! obtained from events and bought, less those removed), each event's
//! option (`event_choices[].player_choice`; a fight when `damage_taken` has
//! its floor), each shop's purchases and removal (`items_purchased`,
//! `items_purged`), rest choices (`campfire_choices`), and playtime (spread
//! evenly over the floors, for Secret Portal).
//!
//! What it predicts and compares: each `?` roll (`path_per_floor`), each
//! event (`event_name`), each purchase (in its shop's predicted stock), each
//! card reward (`card_choices`, as sets), each potion roll
//! (`potions_floor_spawned`) and potion (`potions_obtained`).

use serde::Serialize;
use serde_json::Value;

use super::sts1_replay_file::{at, base_name, f, strs, FileState};

use crate::map::{CardReward, PotionRoll};
use crate::route::Outcome;
use crate::sts1::content::card_types::card_type;
use crate::sts1::content::events::{EventChoice, EventLists, NoteForYourself};
use crate::sts1::content::run::chest::treasure;
use crate::sts1::content::run::event::{roll, take_option, which_event};
use crate::sts1::content::run::fight::{fight, FightEnd, FightKind, FightRewards};
use crate::sts1::content::run::rest::{rest, RestChoice};
use crate::sts1::content::run::shop::{buy, enter, Bought, Restock};
use crate::sts1::content::run::RunState;
use crate::sts1::content::shop::ShopStock;
use crate::sts1::content::{Character, NeowBonus, NeowCost, NeowOption};

/// Counts of one kind of prediction: compared, and matched.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Tally {
    /// Predictions compared with the file.
    pub compared: usize,
    /// Of those, the ones the file agrees with.
    pub matched: usize,
}

impl Tally {
    fn add(&mut self, ok: bool) {
        self.compared += 1;
        self.matched += usize::from(ok);
    }

    /// Adds another tally.
    pub fn merge(&mut self, o: Tally) {
        self.compared += o.compared;
        self.matched += o.matched;
    }
}

/// The counts of a replay.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct ReplayCounts {
    /// `?` rolls against `path_per_floor`.
    pub rolls: Tally,
    /// Events against `event_choices`.
    pub events: Tally,
    /// Purchases found in the shop's predicted stock.
    pub purchases: Tally,
    /// Card rewards (acts 1-3) against `card_choices`.
    pub card_rewards: Tally,
    /// Potion rolls against `potions_floor_spawned`.
    pub potion_rolls: Tally,
    /// Dropped potions against `potions_obtained`.
    pub potions: Tally,
    /// Card rewards the file records on a floor where the replay predicted
    /// none (acts 1-3).
    pub card_rewards_unpredicted: usize,
    /// Class cards bought from a slot The Courier restocked (drawn on an
    /// unseeded stream: not predictable, not compared).
    pub courier_unseeded: usize,
}

/// One floor of a replay.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ReplayFloor {
    /// The floor.
    pub floor: u16,
    /// The room (`path_per_floor`).
    pub room: String,
    /// The predicted event.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event: Option<EventOut>,
    /// The event the file recorded.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recorded_event: Option<String>,
    /// The predicted shop stock.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shop: Option<ShopStock>,
    /// The predicted card rewards.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub card_reward: Vec<CardReward>,
    /// The predicted potion roll.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub potion: Option<PotionRoll>,
    /// Relics the pools gave on this floor.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub relics: Vec<&'static str>,
    /// What the file disagrees with, one sentence each.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub misses: Vec<String>,
}

/// An event as the output names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct EventOut {
    /// The key `.run` files write.
    pub id: &'static str,
    /// The display name.
    pub name: &'static str,
}

/// A replayed run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Replay {
    /// Every floor replayed.
    pub floors: Vec<ReplayFloor>,
    /// The counts.
    pub counts: ReplayCounts,
    /// What the replay assumed, one sentence each.
    pub assumptions: Vec<String>,
}

/// Whether the (monster or elite) fight on `floor` was fled with a Smoke
/// Bomb, as far as the file tells: a Smoke Bomb obtained before the floor,
/// a potion used on it (`potions_floor_usage`, where the file keeps it), no
/// card choice on it, no gold gained on it (`gold_per_floor`: a won fight's
/// reward screen gives 10-35 gold, and a player who flees takes none), no
/// Ectoplasm (which keeps the gold at its level too).
fn smoked(json: &Value, floor: u16, gold: &[Value], s: &RunState) -> bool {
    let i = usize::from(floor) - 1;
    let (Some(before), Some(after)) =
        (i.checked_sub(1).and_then(|j| gold.get(j)).and_then(Value::as_f64), gold.get(i).and_then(Value::as_f64))
    else {
        return false;
    };
    let has_bomb = json["potions_obtained"]
        .as_array()
        .into_iter()
        .flatten()
        .any(|p| p["key"] == "SmokeBomb" && f(&p["floor"]).is_some_and(|x| x < floor));
    let used: Vec<u16> = json["potions_floor_usage"].as_array().into_iter().flatten().filter_map(f).collect();
    let drank = used.is_empty() || used.contains(&floor);
    has_bomb && drank && after <= before && file_rewards(json, floor).is_empty() && !s.player.has("Ectoplasm")
}

/// The card rewards of `floor` in the file, each as a sorted list of names.
fn file_rewards(json: &Value, floor: u16) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = at(json, "card_choices", floor)
        .into_iter()
        .map(|c| {
            let mut v: Vec<String> = strs(&c["not_picked"]).into_iter().map(str::to_string).collect();
            if let Some(p) = c["picked"].as_str().filter(|p| *p != "SKIP" && *p != "Singing Bowl") {
                v.push(p.to_string());
            }
            v.sort();
            v
        })
        .collect();
    out.sort();
    // A save and reload records a reward screen twice.
    out.dedup();
    out
}

fn reward_names(r: &CardReward) -> Vec<String> {
    let mut v: Vec<String> = r.cards.iter().map(|c| c.run_name()).collect();
    v.sort();
    v
}

/// Replays a StS1 `.run` file (already parsed as JSON). `Err` names a field
/// the replay needs that the file lacks.
pub fn replay(json: &Value) -> Result<Replay, String> {
    let seed: i64 = json["seed_played"].as_str().and_then(|s| s.parse().ok()).ok_or("no seed_played")?;
    let character =
        json["character_chosen"].as_str().and_then(Character::from_run_name).ok_or("no character_chosen")?;
    let ascension = json["ascension_level"].as_u64().unwrap_or(0) as u8;
    let neow = match (json["neow_bonus"].as_str(), json["neow_cost"].as_str()) {
        (Some(b), Some(c)) => match (NeowBonus::from_run_name(b), NeowCost::from_run_name(c)) {
            (Some(bonus), Some(cost)) => Some(NeowOption { bonus, cost }),
            _ => None,
        },
        _ => None,
    };
    let relics_list = strs(&json["relics"]);
    let boss_relic: Option<&'static str> = neow
        .filter(|o| o.bonus == NeowBonus::BossRelic)
        .map(|_| crate::sts1::content::neow_boss_relic(seed, character));
    let mut out = Replay::default();
    let note = NoteForYourself::ByAscension.assumed(ascension);
    if NoteForYourself::ByAscension.present(ascension).is_none() {
        out.assumptions.push(format!(
            "Note For Yourself assumed in the run: at ascension {ascension} it is only if the character had \
             unlocked a higher ascension"
        ));
    }
    let mut s = RunState::new(seed, character, ascension, neow, boss_relic, note);
    let neow_relics: Vec<String> = s.player.relics.clone();
    let _ = relics_list;
    let file = FileState { json, character, neow_relics };
    let path = json["path_per_floor"].as_array().ok_or("no path_per_floor")?;
    let taken = strs(&json["path_taken"]);
    let gold = json["gold_per_floor"].as_array().cloned().unwrap_or_default();
    let hp = json["current_hp_per_floor"].as_array().cloned().unwrap_or_default();
    let max_hp = json["max_hp_per_floor"].as_array().cloned().unwrap_or_default();
    let floor_reached = json["floor_reached"].as_u64().unwrap_or(0) as u16;
    let won = json["victory"].as_bool().unwrap_or(false);
    let playtime = json["playtime"].as_f64().unwrap_or(0.0);
    let spawned: Vec<u16> = json["potions_floor_spawned"].as_array().into_iter().flatten().filter_map(f).collect();
    let (mut taken_i, mut row) = (0usize, 0u8);
    let mut potions_stop: Option<(u16, &'static str)> = None;
    let mut cards_stop: Option<(u16, &'static str)> = None;
    let unrecorded_curses = file.unrecorded_curses();
    for (i, room) in path.iter().enumerate() {
        let floor = i as u16 + 1;
        if floor > floor_reached {
            break;
        }
        match floor {
            18 => s.enter_act(2),
            35 => s.enter_act(3),
            52 => s.enter_act(4),
            _ => {}
        }
        if matches!(floor, 18 | 35 | 52) {
            row = 0;
        }
        // The state on entering the floor, from the file.
        if i >= 1 {
            let get = |v: &Vec<Value>| v.get(i - 1).and_then(Value::as_f64).map(|x| x as i32);
            s.player.gold = get(&gold).unwrap_or(s.player.gold);
            s.player.hp = get(&hp).unwrap_or(s.player.hp);
            s.player.max_hp = get(&max_hp).unwrap_or(s.player.max_hp);
        }
        s.player.relics = file.relics_before(floor);
        // Maw Bank breaks when gold is spent: any fall of gold since it was taken.
        let bank_from = json["relics_obtained"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|e| e["key"] == "MawBank")
            .and_then(|e| f(&e["floor"]));
        s.player.maw_bank = bank_from.is_some_and(|b| {
            let g: Vec<f64> = gold.iter().filter_map(Value::as_f64).collect();
            let (lo, hi) = (usize::from(b).saturating_sub(1), i.saturating_sub(1));
            lo >= hi
                || g.get(lo..=hi.min(g.len().saturating_sub(1))).is_some_and(|w| w.windows(2).all(|p| p[1] >= p[0]))
        });
        (s.player.deck, s.player.cursed) = file.deck_before(floor, &s.key_curses);
        s.player.playtime_800 = playtime * f64::from(floor) / f64::from(floor_reached.max(1)) >= 800.0;
        s.sync_relics();
        let last = floor == floor_reached && !won;
        let Some(sym) = room.as_str() else {
            // A boss chest's floor: the pick's effects on the streams.
            on_boss_pick(&mut s, json, floor);
            continue;
        };
        let mut rf = ReplayFloor { floor, room: sym.to_string(), ..Default::default() };
        let symbol = taken.get(taken_i).copied().unwrap_or("");
        taken_i += 1;
        let y = row;
        row += 1;
        if symbol == "?" {
            let outcome = roll(&mut s);
            let want = match sym {
                "M" => Outcome::Monster,
                "E" => Outcome::Elite,
                "$" => Outcome::Shop,
                "T" => Outcome::Treasure,
                _ => Outcome::Event,
            };
            out.counts.rolls.add(outcome == want);
            if outcome != want {
                rf.misses.push(format!("the ? rolled {outcome:?}, the file has {sym}"));
                s.after_shop = want == Outcome::Shop;
            }
        } else {
            s.after_shop = sym == "$";
        }
        let mut rewards: Vec<FightRewards> = Vec::new();
        match sym {
            "M" | "E" | "B" => {
                if last && file_rewards(json, floor).is_empty() {
                    break;
                }
                let kind = match sym {
                    "M" => FightKind::Monster,
                    "E" => FightKind::Elite,
                    _ => FightKind::Boss,
                };
                // A reward screen left without opening the cards records
                // nothing: the reward was drawn all the same. But a fight
                // fled with a Smoke Bomb draws no card reward: the file shows
                // it as a fight with no card choice and no gold gained, the
                // player holding a Smoke Bomb (and no Ectoplasm, which also
                // keeps the gold at its level).
                let end = if kind != FightKind::Boss && smoked(json, floor, &gold, &s) {
                    FightEnd::Smoked
                } else {
                    FightEnd::Won
                };
                // The ascension-20 double boss: the second fight is floor 51? (not in acts 1-2).
                let r = fight(&mut s, floor, kind, end);
                rf.relics.extend(r.relics.iter().copied());
                rewards.push(r);
            }
            "$" => {
                let stock = enter(&mut s, floor);
                let items = strs(&json["items_purchased"]);
                let floors: Vec<u16> =
                    json["item_purchase_floors"].as_array().into_iter().flatten().filter_map(f).collect();
                // What is on sale as purchases go (The Courier restocks).
                let mut relics: Vec<&'static str> = stock.relics.iter().map(|r| r.id).collect();
                let mut potions: Vec<&'static str> = stock.potions.iter().map(|p| p.id).collect();
                let mut colorless: Vec<&'static str> = stock.colorless.iter().map(|c| c.id).collect();
                let mut cards: Vec<&'static str> = stock.cards.iter().map(|c| c.id).collect();
                let mut unknown_cards = 0;
                let mut orrery: Vec<CardReward> = Vec::new();
                for (item, _) in items.iter().zip(floors).filter(|(_, x)| *x == floor) {
                    let take = |list: &mut Vec<&'static str>, id: &str| {
                        list.iter().position(|r| *r == id).map(|i| list.remove(i))
                    };
                    let what = if let Some(id) = take(&mut relics, item) {
                        Some(Bought::Relic(id))
                    } else if take(&mut potions, item).is_some() {
                        Some(Bought::Potion)
                    } else if take(&mut colorless, base_name(item)).is_some() {
                        Some(Bought::Colorless)
                    } else if take(&mut cards, base_name(item)).is_some() {
                        Some(Bought::Card)
                    } else {
                        None
                    };
                    let restocked_card = what.is_none() && unknown_cards > 0 && card_type(base_name(item)).is_some();
                    if restocked_card {
                        // A class card The Courier put on sale: drawn unseeded.
                        unknown_cards -= 1;
                        out.counts.courier_unseeded += 1;
                        buy(&mut s, floor, Bought::Card, &mut orrery);
                        continue;
                    }
                    out.counts.purchases.add(what.is_some());
                    match what {
                        Some(b) => match buy(&mut s, floor, b, &mut orrery) {
                            Restock::Unknown => unknown_cards += 1,
                            Restock::Card(id) => colorless.push(id),
                            Restock::Relic(id) => relics.push(id),
                            Restock::Potion(id) => potions.push(id),
                            Restock::None => {}
                        },
                        None => rf.misses.push(format!("bought {item}, not in the predicted stock")),
                    }
                }
                let purged =
                    json["items_purged_floors"].as_array().into_iter().flatten().filter_map(f).any(|x| x == floor);
                if purged {
                    buy(&mut s, floor, Bought::Purge, &mut orrery);
                }
                rf.shop = Some(stock);
                // Orrery bought: its five rewards; the file lists those opened.
                if !orrery.is_empty() {
                    let names: Vec<Vec<String>> = orrery.iter().map(reward_names).collect();
                    for r in file_rewards(json, floor) {
                        let ok = names.contains(&r);
                        out.counts.card_rewards.add(ok);
                        if !ok {
                            rf.misses.push(format!("Orrery reward {r:?} not among {names:?}"));
                        }
                    }
                    rf.card_reward = orrery;
                }
            }
            "T" => {
                // With Cursed Key a player may leave a chest shut: it was
                // opened if the file took its relic or its gold (more than
                // Maw Bank's 12 a floor; a relic can be left in an opened
                // chest that gave no gold, which the file cannot tell).
                let got = !at(json, "relics_obtained", floor).is_empty();
                let i = usize::from(floor) - 1;
                let gold_at = |j: usize| gold.get(j).and_then(Value::as_f64);
                let bank = if s.player.maw_bank { 12.0 } else { 0.0 };
                let paid = i >= 1 && matches!((gold_at(i - 1), gold_at(i)), (Some(a), Some(b)) if b > a + bank);
                // A file without gold per floor (an extract) tells it otherwise:
                // a curse no recorded source gave is still to be removed (or
                // kept) and no earlier chest's curse accounts for it, so the
                // chest was opened and its relic left (1653082384's floor 21,
                // whose Regret is purged on floor 30). Where the gold is known
                // it decides (that count can take a curse of an unrecorded
                // source for a chest's: 1652801984's floor 26).
                let gold_known = i >= 1 && gold_at(i - 1).is_some() && gold_at(i).is_some();
                let curse_left = || {
                    let alive_after = unrecorded_curses.iter().filter(|&&e| e > floor).count();
                    let removed = unrecorded_curses.iter().filter(|&&e| e <= floor).count();
                    alive_after > s.key_curses.len().saturating_sub(removed)
                };
                let open = got || paid || !s.player.has("Cursed Key") || (!gold_known && curse_left());
                if let Some(c) = treasure(&mut s, floor, open) {
                    rf.relics.extend(c.extra.into_iter().chain([c.relic]));
                }
            }
            "R" => {
                let choice = match at(json, "campfire_choices", floor).first().and_then(|c| c["key"].as_str()) {
                    Some("REST") => RestChoice::Rest,
                    Some("DIG") => RestChoice::Dig,
                    _ => RestChoice::Other,
                };
                let (cards, relic) = rest(&mut s, floor, choice);
                rf.relics.extend(relic);
                if let Some(mut c) = cards {
                    s.eggs(&mut c);
                    rewards.push(FightRewards { cards: vec![c], ..Default::default() });
                }
            }
            "?" => {
                // An event may be written more than once (the Colosseum's two
                // fights; a save and reload): the last entry is the option taken.
                let recorded = at(json, "event_choices", floor).last().copied();
                let mut lists: EventLists = s.events.clone();
                std::mem::swap(&mut lists, &mut s.events);
                let predicted = which_event(&mut s, floor, y);
                std::mem::swap(&mut lists, &mut s.events);
                rf.event = predicted.map(|e| EventOut { id: e.id, name: e.name });
                if let Some(rec) = recorded {
                    let name = rec["event_name"].as_str().unwrap_or_default();
                    rf.recorded_event = Some(name.to_string());
                    out.counts.events.add(predicted.is_some_and(|e| e.id == name));
                    if predicted.map(|e| e.id) != Some(name) {
                        rf.misses.push(format!("event {:?}, the file has {name}", predicted.map(|e| e.id)));
                    }
                    s.events.remove(name);
                    let choice = EventChoice {
                        option: rec["player_choice"].as_str().unwrap_or_default().to_string(),
                        fought: !at(json, "damage_taken", floor).is_empty(),
                        relic: !strs(&rec["relics_obtained"]).is_empty(),
                    };
                    let d = take_option(&mut s, floor, name, &choice);
                    rf.relics.extend(d.relics.iter().copied());
                    rewards.extend(d.fights);
                    if name == "SensoryStone" {
                        let mut cards = d.cards;
                        cards.iter_mut().for_each(|c| s.eggs(c));
                        rewards.push(FightRewards { cards, ..Default::default() });
                    }
                } else if let Some(e) = predicted {
                    s.events.remove(e.id);
                }
            }
            _ => {}
        }
        // Compare the rewards with the file.
        // Once something may have drawn on cardRng in combat (unrecorded), the card rewards are not predicted.
        if cards_stop.is_none() {
            cards_stop = file.card_drawer_before(floor).map(|what| (floor, what));
        }
        let predicted_cards: Vec<CardReward> = if cards_stop.is_some() {
            Vec::new()
        } else {
            rewards.iter().flat_map(|r| r.cards.iter().cloned()).collect()
        };
        if !predicted_cards.is_empty() && s.act <= 3 && !file_rewards(json, floor).is_empty() {
            let mut p: Vec<Vec<String>> = predicted_cards.iter().map(reward_names).collect();
            p.sort();
            let file_r = file_rewards(json, floor);
            // Each recorded reward is one of the predicted ones: a floor with
            // two rewards (Prayer Wheel, Sensory Stone's memories) records
            // only those whose screen was opened.
            let mut left = p.clone();
            let ok = file_r.iter().all(|r| left.iter().position(|x| x == r).map(|i| left.remove(i)).is_some());
            out.counts.card_rewards.add(ok);
            if !ok {
                rf.misses.push(format!("card rewards {p:?}, the file has {file_r:?}"));
            }
        }
        if predicted_cards.is_empty()
            && cards_stop.is_none()
            && rf.card_reward.is_empty()
            && s.act <= 3
            && !file_rewards(json, floor).is_empty()
        {
            out.counts.card_rewards_unpredicted += 1;
            rf.misses.push(format!("a card reward the replay did not predict: {:?}", file_rewards(json, floor)));
        }
        // Once something drew potions in combat (unrecorded), the potion rolls are not predicted.
        if potions_stop.is_none() {
            potions_stop = file.potion_drawer_before(floor).map(|what| (floor, what));
        }
        for r in rewards.iter().filter(|_| potions_stop.is_none()) {
            if let Some(potion) = r.potion {
                let dropped = spawned.contains(&floor);
                out.counts.potion_rolls.add(potion.is_some() == dropped);
                if potion.is_some() != dropped {
                    rf.misses.push(format!("potion drop {}, the file {dropped}", potion.is_some()));
                }
                rf.potion = Some(PotionRoll {
                    dropped: potion.is_some(),
                    id: potion.map(|p| p.id),
                    name: potion.map(|p| p.name),
                });
                if let (Some(p), Some(got)) = (potion, at(json, "potions_obtained", floor).first()) {
                    if sym != "$" && sym != "?" {
                        let ok = got["key"].as_str() == Some(p.id);
                        out.counts.potions.add(ok);
                        if !ok {
                            rf.misses.push(format!("potion {}, the file has {}", p.id, got["key"]));
                        }
                    }
                }
            }
        }
        if !predicted_cards.is_empty() {
            rf.card_reward = predicted_cards;
        }
        out.floors.push(rf);
    }
    if let Some((floor, what)) = cards_stop {
        out.assumptions.push(format!(
            "card rewards: not predicted from floor {floor}, after {what} (played, it draws card rarities on \
             cardRng in combat, which the file does not record)"
        ));
    }
    if let Some((floor, what)) = potions_stop {
        out.assumptions.push(format!(
            "potions: not predicted from floor {floor}, after {what} (it draws potions on potionRng in combat, which \
             the file does not record)"
        ));
    }
    Ok(out)
}

/// The boss chest's pick on `floor` (17, 34): what its relic draws when
/// obtained.
fn on_boss_pick(s: &mut RunState, json: &Value, floor: u16) {
    let i = match floor {
        17 => 0,
        34 => 1,
        _ => return,
    };
    let Some(pick) = json["boss_relics"].get(i).and_then(|c| c["picked"].as_str()) else { return };
    match pick {
        // At a boss chest (a treasure room, whose reward screen has no card
        // reward) Calling Bell builds no card reward (docs/sts1-content.md).
        "Calling Bell" => {
            let ctx = s.spawn_context(floor, false);
            s.relics.calling_bell(&ctx);
        }
        "Tiny House" => {
            s.potions.any_potion();
            s.cards.discarded_reward();
        }
        _ => {}
    }
}
