//! Writes what the seed decided into the game-independent map model: per act
//! the act's own name (the seed's act-1 variant), the boss(es), fights,
//! elites, events and Ancient as names in [`ActMap`] and as ids in
//! [`Sts2ActRun`], and Neow's options on act 1 (spec sts2-run.md §3, §6, §7,
//! §11).

use super::names::name;
use super::RunStart;
use crate::map::{ActMap, Sts2ActRun};

fn names(ids: &[&'static str]) -> Vec<&'static str> {
    ids.iter().map(|&id| name(id)).collect()
}

/// Fills act `map.act` (1-3) of `map` from `run`; a map without the StS2
/// fields, or of another act number, is left alone.
pub fn fill_act(map: &mut ActMap, run: &RunStart) {
    let Some(rooms) = usize::from(map.act).checked_sub(1).and_then(|i| run.acts.get(i)) else { return };
    let Some(extra) = map.sts2.as_mut() else { return };
    let boss_ids: Vec<&'static str> = std::iter::once(rooms.boss).chain(rooms.second_boss).collect();
    let (mut neow, mut neow_ids, mut neow_players, mut neow_player_ids) = (None, None, None, None);
    // Act 1 of a profile without NEOW_EPOCH has no Ancient and so no offer.
    if map.act == 1 && rooms.ancient == "EVENT.NEOW" {
        let offers: Vec<Vec<&'static str>> = run.neow().iter().map(|o| o.options.to_vec()).collect();
        neow_ids = offers.first().cloned();
        neow = neow_ids.as_deref().map(names);
        if offers.len() > 1 {
            neow_players = Some(offers.iter().map(|o| names(o)).collect());
            neow_player_ids = Some(offers);
        }
    }
    extra.run = Some(Sts2ActRun {
        id: rooms.id(),
        ancient: name(rooms.ancient),
        ancient_id: rooms.ancient,
        boss_id: rooms.boss,
        events: names(&rooms.events),
        event_ids: rooms.events.to_vec(),
        monster_ids: rooms.monsters.to_vec(),
        elite_ids: rooms.elites.to_vec(),
        neow,
        neow_ids,
        neow_players,
        neow_player_ids,
        boss_ids: boss_ids.clone(),
    });
    map.name = rooms.data.name;
    map.boss = Some(name(rooms.boss));
    map.bosses = Some(names(&boss_ids));
    map.monsters = Some(names(&rooms.monsters));
    map.elites = Some(names(&rooms.elites));
}
