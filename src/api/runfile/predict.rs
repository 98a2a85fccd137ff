//! What a StS1 `.run` file's seed gives, laid beside what the file records:
//! Neow's options, each act's boss chest and, per act, the walk of the first
//! fitting route with the file's character, ascension and Neow choice — each
//! fight's predicted card reward next to the file's `card_choices` on that
//! floor, and whether they are the same cards.
//!
//! The prediction takes the file's own Neow choice into account (its draws
//! on the card stream, its boss swap); it does not know what the file's
//! relics do to card rewards (Question Card, Prayer Wheel, the eggs, …), so
//! a run that held one shows where the prediction stops being its run. Card
//! rewards are compared as sets of `.run` names (`+1` for an upgraded card).

use serde::Serialize;

use super::engine::{self, MapOptions};
use super::RunFile;
use crate::map::{AncientOffer, CardReward, Chest, PotionRoll, Room, RunStartSet};
use crate::options::Character;

/// One floor of an act's predicted walk, beside what the file records.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct PredictedFloor {
    /// The run's floor number.
    pub floor: u16,
    /// The room on the map (the act boss: `boss`).
    pub room: Room,
    /// The predicted card reward of a fight, where the route tells it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card_reward: Option<CardReward>,
    /// The predicted rewards beyond the fight's own (Prayer Wheel's, White
    /// Star's, The Hunt's: the file's `relics_obtained` and rewards say when
    /// the run had them), in the game's order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub extra_card_rewards: Vec<CardReward>,
    /// The cards the file records as offered on this floor (the pick first;
    /// with Prayer Wheel the floor's first reward).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recorded: Option<Vec<String>>,
    /// Both are there and are the same cards.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matches: Option<bool>,
    /// The predicted potion roll of a fight, where the route tells it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub potion: Option<PotionRoll>,
    /// With a predicted roll: whether the file's reward on this floor held a
    /// potion too (`potions_floor_spawned`) exactly when the prediction has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub potion_matches: Option<bool>,
    /// The predicted relics of an elite or a chest, where the route tells them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub relics: Option<Vec<&'static str>>,
    /// With predicted relics: whether every relic of the file's
    /// `relics_obtained` on this floor is one of them (a chest's relic may
    /// have been left for the Sapphire Key: then the file has none, and it is
    /// not compared, or only Matryoshka's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub relics_match: Option<bool>,
    /// StS2, the Ancient that starts the act: every way its offer can come
    /// out, each with the run state it needs.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ancient_offers: Option<Vec<AncientOffer>>,
    /// StS2, an act 2-3 Ancient where the file took Glass Eye: the five card
    /// rewards it offers, where the walk knows them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ancient_rewards: Option<Vec<CardReward>>,
    /// StS2: the card rewards a relic the file obtained on this floor
    /// offered when obtained (Orrery's five), where the walk knows them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub relic_rewards: Option<Vec<CardReward>>,
    /// Every card of `relic_rewards` is among the floor's recorded
    /// `card_choices` (beside a merchant's stock there), as many times.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub relic_rewards_match: Option<bool>,
    /// What the file records the Ancient offered (`ancient_choice`, ids in
    /// offer order).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recorded_offer: Option<Vec<String>>,
    /// Both are there, and the recorded offer is one of the predicted ones,
    /// in the same order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub offer_matches: Option<bool>,
    /// A `?` room that became an event: the event predicted from the file's
    /// state on entering (`{id, name}`), or (StS2) its branches.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event: Option<crate::map::EventShown>,
    /// The event the file records there (StS1 `event_name`, StS2 `EVENT.…`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recorded_event: Option<String>,
    /// Both are there, and the recorded event is the predicted one (or one of its branches).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event_matches: Option<bool>,
    /// A shop: its whole stock with prices, predicted from the file's state
    /// and earlier purchases, in its game's form.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shop: Option<crate::map::Shop>,
    /// StS2, with a predicted stock: whether every predicted card and relic is in the stock the file records.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shop_matches: Option<bool>,
    /// StS2: the gold after the room where the walk knows it exactly (the
    /// fights' and chests' predicted gold, the events' it models, the
    /// file's purchases at the predicted prices).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gold: Option<i64>,
    /// With a predicted gold: whether it is the file's `current_gold` after the room.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gold_matches: Option<bool>,
    /// StS2 multiplayer: each player's predicted card reward and potion roll.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card_rewards: Option<Vec<crate::map::PlayerCardReward>>,
    /// StS2 multiplayer: each player's predicted relics and merchant stock.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub players: Option<Vec<crate::map::PlayerRoom>>,
    /// StS2 multiplayer: each player's predictions beside the file's record.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lobby: Option<Vec<super::predict_lobby::PlayerVerdict>>,
}

/// How many of the file's rewards the prediction covers, and matches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct CardRewardCount {
    /// Floors with both a predicted and a recorded card reward.
    pub compared: u32,
    /// Of those, the ones with the same cards.
    pub matched: u32,
    /// Fights with a predicted potion roll.
    #[serde(rename = "potionsCompared")]
    pub potions_compared: u32,
    /// Of those, the ones where the file's reward held a potion exactly when the prediction has one.
    #[serde(rename = "potionsMatched")]
    pub potions_matched: u32,
    /// Elites and chests with predicted relics and relics in the file on that floor.
    #[serde(rename = "relicsCompared")]
    pub relics_compared: u32,
    /// Of those, the ones where the file obtained the predicted relics.
    #[serde(rename = "relicsMatched")]
    pub relics_matched: u32,
    /// StS2 Ancients with predicted offers and an offer in the file.
    #[serde(rename = "offersCompared")]
    pub offers_compared: u32,
    /// Of those, the ones whose recorded offer is one of the predicted ones.
    #[serde(rename = "offersMatched")]
    pub offers_matched: u32,
    /// Events with a prediction and a recorded event.
    #[serde(rename = "eventsCompared")]
    pub events_compared: u32,
    /// Of those, the ones whose recorded event is the predicted one or one of its branches.
    #[serde(rename = "eventsMatched")]
    pub events_matched: u32,
    /// StS2 merchants with a predicted stock.
    #[serde(rename = "shopsCompared")]
    pub shops_compared: u32,
    /// Of those, the ones whose predicted cards and relics are all in the recorded stock.
    #[serde(rename = "shopsMatched")]
    pub shops_matched: u32,
    /// StS2 rooms with a predicted gold and a recorded one.
    #[serde(rename = "goldCompared")]
    pub gold_compared: u32,
    /// Of those, the ones where they are the same.
    #[serde(rename = "goldMatched")]
    pub gold_matched: u32,
}

/// Sets the StS1 content options of `opts` from the file: its character,
/// Neow choice (the short Neow when the choice is not among the seed's four
/// options) and boss relic picks. A choice the seed does not offer is left
/// out, with a note.
pub(super) fn content_options(file: &RunFile, opts: &mut MapOptions, warnings: &mut Vec<String>) {
    opts.start.character = file.character.as_deref().and_then(Character::from_run_name);
    if let Some((bonus, _)) = &file.neow {
        let fits = [false, true].into_iter().find_map(|short| {
            let mut trial = opts.clone();
            (trial.start.neow, trial.start.short_neow) = (Some(bonus.clone()), short);
            engine::run_start(&trial).is_ok().then_some(trial)
        });
        match fits {
            Some(trial) => opts.start = trial.start,
            None => warnings.push(format!(
                "the file's Neow choice {bonus} is none of the seed's Neow options: the predictions assume none"
            )),
        }
    }
    let mut trial = opts.clone();
    trial.start.boss_relic_picks = file.boss_relic_picks.clone();
    match engine::run_start(&trial) {
        Ok(_) => opts.start = trial.start,
        Err(e) => warnings.push(format!("the file's boss relic picks are left out of the predictions: {e}")),
    }
}

/// The predicted walk of act `act` along `cols` (its first fitting route),
/// after `question_rooms_before` `?` rooms, beside the file's card rewards.
/// StS2 with `earlier` (the routes of acts 1 to `act` − 1, each fitting):
/// the walk goes from act 1, so the rewards streams and bags carry on.
/// Returns the floors and the walk's assumptions.
pub(super) fn predicted_act(
    file: &RunFile,
    opts: &MapOptions,
    act: u8,
    earlier: Option<&[Vec<u8>]>,
    cols: &[u8],
    question_rooms_before: u32,
    count: &mut CardRewardCount,
) -> (Vec<PredictedFloor>, Vec<String>) {
    // The relics the file obtained whose rule the walk knows (Prayer Wheel, Question Card, …).
    let held: Vec<(String, u16)> = file
        .relics_obtained
        .iter()
        .filter(|(_, r)| crate::options::read::HELD_RELICS.contains(&r.as_str()))
        .map(|(f, r)| (r.clone(), (*f).min(60) as u16))
        .collect();
    // StS2 from act 1 when the earlier acts fit, so the rewards streams and bags carry on.
    let whole = earlier.filter(|e| opts.game == crate::map::Game::Sts2 && act > 1 && e.len() + 1 == usize::from(act));
    let walk_from = |opts: &MapOptions| match whole {
        Some(e) => {
            let route: Vec<&[u8]> = e.iter().map(Vec::as_slice).chain([cols]).collect();
            engine::walk_act(opts, 1, &route, 0, &held, &file.sts2_rooms, &file.map_hooks())
        }
        None => engine::walk_act(opts, act, &[cols], question_rooms_before, &held, &file.sts2_rooms, &file.map_hooks()),
    };
    // A Neow option the seed does not offer (another build, a modifier) is
    // refused by the walk: the floors are then predicted without it, so the
    // Ancients' offers are still compared (and show the difference).
    let walk = walk_from(opts).or_else(|e| match &opts.start.neow {
        Some(_) => {
            let mut without = opts.clone();
            without.start.neow = None;
            walk_from(&without)
        }
        None => Err(e),
    });
    let Ok(walk) = walk else { return (Vec::new(), Vec::new()) };
    let assumed = walk.assumptions.clone();
    // StS2: the walk's rewards do not follow a run's modifiers (All Star, Draft, Vintage, …
    // change the rewards; Hoarder, Midas the gold; Hoarder and Draft the merchants' cards: the
    // v0.107.1 dailies 26_07_2026_1P and 28_07_2026_1P): a file with modifiers gets no card,
    // potion, relic, gold or merchant stock predictions.
    let modified = opts.game == crate::map::Game::Sts2 && !opts.modifiers.sts2.is_empty();
    let floors = walk.floors.into_iter().filter(|f| f.act == act).map(|mut f| {
        if modified {
            // With modifiers Neow offers none of its options (`Neow.GenerateInitialOptions` with
            // `RunState.Modifiers.Count > 0`); the later Ancients offer as usual (Darv's in dailies).
            if f.act == 1 && f.room == Room::Ancient {
                f.ancient_offers = None;
                for p in f.players.iter_mut().flatten() {
                    p.ancient_offers = None;
                }
            }
            (f.card_reward, f.potion, f.relics, f.chest) = (None, None, None, None);
            f.extra_card_rewards.clear();
            (f.gold, f.ancient_rewards, f.relic_rewards, f.shop) = (None, None, None, None);
        }
        let chest = match f.chest {
            Some(Chest::Sts1(c)) => Some(c.extra.into_iter().chain([c.relic]).collect()),
            Some(Chest::Sts2(c)) => Some(vec![c.relic_id]),
            None => None,
        };
        let relics = f.relics.or(chest);
        (
            f.floor,
            f.room,
            f.card_reward,
            f.extra_card_rewards,
            f.potion,
            relics,
            (
                (f.ancient_offers, f.ancient_rewards, f.relic_rewards),
                f.event,
                f.shop,
                f.gold,
                (f.card_rewards, f.players),
            ),
        )
    });
    // StS1's act bosses are not floors of the walk; StS2's are.
    let sts1 = walk.game == crate::map::Game::Sts1;
    let bosses = walk.bosses.into_iter().filter(|b| b.act == act && sts1).map(|b| {
        let lobby = (None, None);
        (b.floor, Room::Boss, b.card_reward, Vec::new(), b.potion, None, ((None, None, None), None, None, None, lobby))
    });
    let sorted = |mut v: Vec<String>| {
        v.sort();
        v
    };
    // StS1 `.run`: the whole-run replay from the file's own state and
    // choices (sts1_replay.rs) gives every room's predictions.
    let replayed = |floor: u16| file.replay.as_ref().and_then(|r| r.floors.iter().find(|f| f.floor == floor));
    let predicted = floors
        .chain(bosses)
        .map(|(floor, room, card_reward, extra_card_rewards, potion, relics, (ancient, event, shop, gold, lobby))| {
            let (card_rewards, players) = lobby;
            let (ancient_offers, ancient_rewards, relic_rewards) = ancient;
            let rep = replayed(floor);
            let (card_reward, extra_card_rewards, potion, relics) = match rep {
                Some(r) => (
                    r.card_reward.first().cloned(),
                    r.card_reward.iter().skip(1).cloned().collect(),
                    r.potion,
                    (!r.relics.is_empty()).then(|| r.relics.clone()),
                ),
                None if file.replay.is_some() => (None, Vec::new(), None, None),
                None => (card_reward, extra_card_rewards, potion, relics),
            };
            // StS1: the replay's event and shop; StS2: the walk's, beside the room the file records.
            let rec = file.sts2_rooms.iter().find(|r| r.floor == floor);
            let (event, recorded_event, shop) = match rep {
                Some(r) => (
                    r.event.map(|e| crate::map::EventShown::One { id: e.id, name: e.name.to_string() }),
                    r.recorded_event.clone(),
                    r.shop.clone().map(crate::map::Shop::Sts1),
                ),
                None if file.replay.is_some() => (None, None, None),
                None => (event, rec.and_then(|r| r.event.clone()), shop),
            };
            let event_matches = match (&event, &recorded_event) {
                (Some(e), Some(r)) => Some(e.ids().contains(&r.as_str())),
                _ => None,
            };
            if let Some(m) = event_matches {
                count.events_compared += 1;
                count.events_matched += u32::from(m);
            }
            // A file that records no stock there (a Fake Merchant left at once) is not compared.
            let shop_matches = match (&shop, rec) {
                (Some(crate::map::Shop::Sts2(s)), Some(r)) if !r.stock.is_empty() => Some(
                    s.cards
                        .iter()
                        .map(|c| c.id)
                        .chain(s.colorless.iter().flatten().map(|c| c.id))
                        .chain(s.relics.iter().map(|x| x.id))
                        .chain(s.potions.iter().flatten().map(|x| x.id))
                        .all(|id| r.stock.iter().any(|k| k == id)),
                ),
                _ => None,
            };
            if let Some(m) = shop_matches {
                count.shops_compared += 1;
                count.shops_matched += u32::from(m);
            }
            // The run's last floor: a run that ended there got no reward.
            let rewarded = u32::from(floor) < file.floors_reached;
            // A fight on the run's last floor (lost there) gave no gold.
            let fought = matches!(room, Room::Monster | Room::Elite | Room::Boss) || card_reward.is_some();
            let gold = gold.filter(|_| rewarded || !fought);
            let gold_matches = gold.zip(rec.and_then(|r| r.gold_after)).map(|(g, r)| g == r);
            if let Some(m) = gold_matches {
                count.gold_compared += 1;
                count.gold_matched += u32::from(m);
            }
            let in_file: Vec<&str> =
                file.relics_obtained.iter().filter(|(f, _)| *f == u32::from(floor)).map(|(_, k)| k.as_str()).collect();
            // Every relic the file obtained on the floor is a predicted one (a
            // chest's own relic may have been left for the Sapphire Key, after
            // Matryoshka's was taken).
            let relics_match = relics
                .as_ref()
                .filter(|_| !in_file.is_empty())
                .map(|r| in_file.iter().all(|f| r.iter().any(|p| p == f)));
            if let Some(m) = relics_match {
                count.relics_compared += 1;
                count.relics_matched += u32::from(m);
            }
            let potion_matches =
                potion.filter(|_| rewarded).map(|p| p.dropped == file.potion_floors.contains(&u32::from(floor)));
            if let Some(m) = potion_matches {
                count.potions_compared += 1;
                count.potions_matched += u32::from(m);
            }
            // The file's rewards on this floor (two with Prayer Wheel, in the order taken).
            let entries: Vec<Vec<String>> = file
                .card_choices
                .iter()
                .filter(|c| c.floor == u32::from(floor))
                .map(|c| sorted(c.cards.clone()))
                .collect();
            let recorded = file.card_choices.iter().find(|c| c.floor == u32::from(floor)).map(|c| c.cards.clone());
            let predicted: Vec<Vec<String>> = card_reward
                .iter()
                .chain(&extra_card_rewards)
                .map(|r| sorted(r.cards.iter().map(|c| c.run_name()).collect()))
                .collect();
            // A Slay the Spire 2 file lists a floor's rewards in one `card_choices` list
            // (Prayer Wheel's six cards together): compared as one set where the counts differ.
            let together = |v: &[Vec<String>]| sorted(v.concat());
            let matches = (!predicted.is_empty() && !entries.is_empty()).then(|| {
                (predicted.len() == entries.len() && predicted.iter().all(|p| entries.contains(p)))
                    || (entries.len() == 1 && together(&predicted) == together(&entries))
            });
            if let Some(m) = matches {
                count.compared += 1;
                count.matched += u32::from(m);
            }
            // A relic's rewards (Orrery's): the file lists them with the floor's other cards offered.
            let relic_rewards_match = relic_rewards.as_ref().zip(rec).map(|(rs, r)| {
                let mut left = r.cards_offered.clone();
                rs.iter().flat_map(|x| &x.cards).all(|c| match left.iter().position(|k| *k == c.run_name()) {
                    Some(i) => {
                        left.swap_remove(i);
                        true
                    }
                    None => false,
                })
            });
            if let Some(m) = relic_rewards_match {
                count.compared += 1;
                count.matched += u32::from(m);
            }
            let recorded_offer =
                file.ancient_choices.iter().find(|(f, ..)| *f == u32::from(floor)).map(|(_, ids, _)| ids.clone());
            let offer_matches = match (&ancient_offers, &recorded_offer) {
                (Some(offers), Some(rec)) if !offers.is_empty() => Some(offers.iter().any(|o| o.ids == *rec)),
                _ => None,
            };
            if let Some(m) = offer_matches {
                count.offers_compared += 1;
                count.offers_matched += u32::from(m);
            }
            let lobby = super::predict_lobby::verdicts(card_rewards.as_deref(), players.as_deref(), rec, rewarded);
            for v in lobby.iter().flatten() {
                // The first player's offer is counted above (`offer_matches`).
                let offer = v.offer_matches.filter(|_| v.player > 1);
                for (m, (compared, matched)) in [
                    (offer, (&mut count.offers_compared, &mut count.offers_matched)),
                    (v.matches, (&mut count.compared, &mut count.matched)),
                    (v.potion_matches, (&mut count.potions_compared, &mut count.potions_matched)),
                    (v.relics_match, (&mut count.relics_compared, &mut count.relics_matched)),
                    (v.shop_matches, (&mut count.shops_compared, &mut count.shops_matched)),
                    (v.gold_matches, (&mut count.gold_compared, &mut count.gold_matched)),
                ] {
                    if let Some(m) = m {
                        *compared += 1;
                        *matched += u32::from(m);
                    }
                }
            }
            PredictedFloor {
                card_rewards,
                players,
                lobby,
                floor,
                room,
                card_reward,
                extra_card_rewards,
                recorded,
                matches,
                potion,
                potion_matches,
                event,
                recorded_event,
                event_matches,
                shop,
                relics,
                relics_match,
                ancient_offers,
                ancient_rewards,
                relic_rewards,
                relic_rewards_match,
                recorded_offer,
                offer_matches,
                shop_matches,
                gold,
                gold_matches,
            }
        })
        .collect();
    (predicted, assumed)
}

/// StS2, an act no route of the map fits: the prediction of its Ancient
/// alone (its offers do not depend on the route), walked along the
/// Ancient's first child.
pub(super) fn ancient_only(
    file: &RunFile,
    opts: &MapOptions,
    map: &crate::map::ActMap,
    question_rooms_before: u32,
    count: &mut CardRewardCount,
) -> Vec<PredictedFloor> {
    let Some(first) = map.edges.iter().find(|e| e.from[1] == 0).map(|e| e.to[0]) else { return Vec::new() };
    let mut own = CardRewardCount::default();
    let (mut floors, _) = predicted_act(file, opts, map.act, None, &[first], question_rooms_before, &mut own);
    floors.retain(|f| f.room == Room::Ancient);
    count.offers_compared += own.offers_compared;
    count.offers_matched += own.offers_matched;
    floors
}

/// The boss chest of act `act` in the run start `start`.
pub(super) fn boss_relics(start: Option<&RunStartSet>, act: u8) -> Option<Vec<&'static str>> {
    start?.boss_relics.get(usize::from(act).wrapping_sub(1)).cloned()
}
