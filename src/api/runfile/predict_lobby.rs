//! A Slay the Spire 2 lobby's `.run` file, floor by floor: each player's
//! predicted card reward, potion roll, relics (an elite's, a chest's),
//! merchant stock, gold and Ancient offers beside what the file records for that player (its
//! `player_stats`, in lobby order); `predict.rs` counts them with the
//! first player's in the report's totals.

use serde::Serialize;

use crate::map::{PlayerCardReward, PlayerRoom, RecordedRoom};

/// One player's predictions on a floor compared with the file's.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct PlayerVerdict {
    /// The player, 1-based in lobby order.
    pub player: u8,
    /// The cards the file records as offered to them on the floor.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recorded: Option<Vec<String>>,
    /// The predicted card reward is the recorded one (as sets).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matches: Option<bool>,
    /// The file's reward held a potion exactly when the prediction has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub potion_matches: Option<bool>,
    /// Every relic the file records they took on the floor is a predicted one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub relics_match: Option<bool>,
    /// Every predicted card, relic and potion of their merchant is in the
    /// stock the file records for them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shop_matches: Option<bool>,
    /// Their predicted gold after the room is the file's `current_gold`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gold_matches: Option<bool>,
    /// At an Ancient: what the file records it offered them
    /// (`ancient_choice`, relic ids in offer order).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recorded_offer: Option<Vec<String>>,
    /// That offer is one of their predicted ones.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub offer_matches: Option<bool>,
}

/// Player `k`'s record of a floor (`k = 0`: the first player's).
fn record(room: &RecordedRoom, k: usize) -> Option<&RecordedRoom> {
    if k == 0 {
        Some(room)
    } else {
        room.others.get(k - 1)
    }
}

/// Sorted, for comparing rewards as sets.
fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

/// Each player's verdicts on a floor whose walk gave `rewards` and `rooms`
/// (`None` when it gave neither), given what the file records there
/// (`room`); `rewarded`: the run went on past the floor (a fight on its last
/// floor was lost and gave nothing).
pub fn verdicts(
    rewards: Option<&[PlayerCardReward]>,
    rooms: Option<&[PlayerRoom]>,
    room: Option<&RecordedRoom>,
    rewarded: bool,
) -> Option<Vec<PlayerVerdict>> {
    let room = room?;
    if rewards.is_none() && rooms.is_none() {
        return None;
    }
    let players = rewards.iter().flat_map(|r| r.iter().map(|p| p.player));
    let players = players.chain(rooms.iter().flat_map(|r| r.iter().map(|p| p.player)));
    let mut seen: Vec<u8> = players.collect();
    seen.sort_unstable();
    seen.dedup();
    let out = seen.into_iter().map(|player| {
        let k = usize::from(player - 1);
        let rec = record(room, k);
        let mut v = PlayerVerdict { player, ..PlayerVerdict::default() };
        if let Some(p) = rewards.and_then(|r| r.iter().find(|p| p.player == player)) {
            let predicted = sorted(p.cards.iter().map(|c| c.run_name()).collect());
            let offered = rec.map(|r| r.cards_offered.clone()).filter(|c| !c.is_empty());
            // Cards not given (drawn, not shown) are not compared.
            v.matches = offered.as_ref().filter(|_| !predicted.is_empty()).map(|o| sorted(o.clone()) == predicted);
            v.recorded = offered;
            v.potion_matches = rec.filter(|_| rewarded).map(|r| r.reward_potion == p.potion.dropped);
        }
        if let Some(p) = rooms.and_then(|r| r.iter().find(|p| p.player == player)) {
            let taken: Vec<&str> = rec.map_or_else(Vec::new, |r| r.relics.iter().map(String::as_str).collect());
            if !p.relics.is_empty() && !taken.is_empty() && p.shop.is_none() {
                v.relics_match = Some(taken.iter().all(|t| p.relics.iter().any(|r| r.id == *t)));
            }
            v.gold_matches = p.gold.zip(rec.and_then(|r| r.gold_after)).filter(|_| rewarded).map(|(g, r)| g == r);
            if let (Some(s), Some(r)) = (&p.shop, rec.filter(|r| !r.stock.is_empty())) {
                let ids = s.cards.iter().map(|c| c.id);
                let ids = ids.chain(s.colorless.iter().flatten().map(|c| c.id));
                let mut ids = ids.chain(s.relics.iter().map(|x| x.id)).chain(s.potions.iter().flatten().map(|x| x.id));
                v.shop_matches = Some(ids.all(|id| r.stock.iter().any(|k| k == id)));
            }
            if let (Some(offers), Some(r)) = (p.ancient_offers.as_ref().filter(|o| !o.is_empty()), rec) {
                if !r.offered.is_empty() {
                    v.offer_matches = Some(offers.iter().any(|o| o.ids == r.offered));
                    v.recorded_offer = Some(r.offered.clone());
                }
            }
        }
        v
    });
    Some(out.collect())
}
