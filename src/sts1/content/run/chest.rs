//! A treasure room (or a `?` that became one): the chest on treasureRng,
//! its relic from the pool's front ([`crate::sts1::content::RelicStream`],
//! Matryoshka's extra relic), and with Cursed Key a curse on cardRng
//! (`CardLibrary.getCurse`) when a non-boss chest is opened.

use super::RunState;
use crate::sts1::content::Chest;

/// A treasure room on `floor`: the chest, opened when `open`.
pub fn treasure(s: &mut RunState, floor: u16, open: bool) -> Option<Chest> {
    let closed = s.relics.treasure_room();
    if !open {
        return None;
    }
    let ctx = s.spawn_context(floor, false);
    let matryoshka = s.matryoshka > 0;
    if matryoshka {
        s.matryoshka -= 1;
    }
    let chest = s.relics.open(closed, &ctx, matryoshka);
    if s.player.has("Cursed Key") {
        let curse = s.cards.curse();
        s.key_curses.push((floor, curse.id));
    }
    for r in chest.extra.into_iter().chain([chest.relic]) {
        s.obtain(r);
    }
    Some(chest)
}
