//! One player's share of a room ([`RouteContent`] and what a run file
//! recorded for that player), the same for a single player and for each
//! player of a lobby: a fight's rewards with what cards and relics add to
//! them, a rest, the relics a file records, the purchases at a merchant.
//!
//! The walker ([`super::rooms::Walker`]) calls these for the first player
//! (its `content`, the file's `recorded` rooms) and [`super::lobby::Lobby`]
//! for every other player (their own content, the file's `others`).

use super::content::{self, Buying, RouteContent};
use crate::map::{CardReward, Chest, PotionRoll, RecordedRoom};
use crate::options::RouteOptions;
use crate::sts2::content::rewards::Fight;

/// The encounter whose loot comes back as an extra gold reward ([`heist`]).
const GREMLIN_MERC: &str = "ENCOUNTER.GREMLIN_MERC_NORMAL";

/// What a fight gave one player, while their rewards are known.
#[derive(Clone, Debug)]
pub struct SeatFight {
    /// The fight's card reward.
    pub cards: CardReward,
    /// Its potion roll.
    pub potion: PotionRoll,
    /// An elite's relic and any other the fight gave (Black Star's, Wongo's
    /// Mystery Ticket's, Lava Rock's), while the bags are known.
    pub relics: Vec<&'static str>,
    /// The card rewards cards and relics added (The Hunt's, Prayer Wheel's,
    /// White Star's), in the game's order, each named by what gave it.
    pub extra: Vec<CardReward>,
}

/// The rewards of a fight (`encounter`, of kind `fight`) on `floor` of act
/// `act`, for the player of `c` whose file records `recorded`: the fight's
/// own, then the extra rewards in the game's order (The Hunt's, Royalties'
/// gold, a Gremlin Merc's loot, the relics' card rewards and relics).
pub fn fight(
    c: &mut RouteContent,
    recorded: &[RecordedRoom],
    fight: Fight,
    act: u8,
    floor: u16,
    encounter: Option<&'static str>,
) -> Option<SeatFight> {
    let (cards, potion, relic) = c.fight(fight, act, floor)?;
    let mut relics: Vec<&'static str> = relic.into_iter().chain(c.extra_relics()).collect();
    let mut extra = the_hunt(c, recorded, fight, act, floor);
    royalties(c, recorded, floor);
    heist(c, recorded, encounter, floor);
    let (relic_cards, more) = c.relic_rewards(fight, act, floor);
    extra.extend(relic_cards);
    relics.extend(more);
    Some(SeatFight { cards, potion, relics, extra })
}

/// The Hunt (the Silent's card: `Fatal`, its kill adds a card reward of
/// the room's odds to the fight's extra rewards, populated after the
/// fight's own): a run file's walk knows it from the rewards the floor
/// recorded beyond the fight's and a relic's (Prayer Wheel, White Star)
/// (GHNX514K2V's floor 15: six cards); a route assumes no such kill (said).
fn the_hunt(c: &mut RouteContent, recorded: &[RecordedRoom], fight: Fight, act: u8, floor: u16) -> Vec<CardReward> {
    let Some(rec) = recorded.iter().find(|r| r.floor == floor) else { return Vec::new() };
    let expected = 1 + u8::from(c.relic_card_reward(fight));
    (expected..rec.card_rewards).filter_map(|_| c.extra_card_reward(fight, act)).collect()
}

/// Royalties (the Regent's power: `AfterCombatEnd` adds a `GoldReward` of
/// its 30 gold, 35 upgraded) takes one more draw on the rewards stream
/// after the fight's own rewards, whether its gold draws or something else
/// does (measured: PJQKKPYLPS, a real v0.107.1 Regent run, fits every card
/// reward and potion roll of acts 2-3 only so, and with the draw after each
/// fight whose gold shows it; docs/sts2-content.md). A run file's walk
/// knows it: the deck holds Royalties (gained on an earlier floor) and the
/// fight's recorded gold exceeds the reward's by at least 30. A route's
/// walk does not follow the deck (stated).
fn royalties(c: &mut RouteContent, recorded: &[RecordedRoom], floor: u16) {
    let Some(rec) = recorded.iter().find(|r| r.floor == floor) else { return };
    let held = recorded.iter().any(|r| r.floor < floor && r.gained.iter().any(|k| k == content::ROYALTIES));
    if held && c.last_fight_gold().is_some_and(|g| rec.gold_change >= i64::from(g) + content::ROYALTIES_GOLD) {
        c.royalties_paid(floor);
    }
}

/// The Gremlin Merc steals gold each attack (`ThieveryPower`); dying it
/// leaves a Fat Gremlin holding the loot (`SurprisePower`: `HeistPower` of
/// the gold stolen), whose death adds a `GoldReward` of it to the room's
/// extra rewards. `RewardsSet` populates every reward, extra ones after the
/// fight's own, and a fixed `GoldReward` still draws
/// `NextInt(amount, amount + 1)`: one more draw on the rewards stream after the fight's cards, the
/// gold returned (a decompile's `GremlinMerc`, `SurprisePower`,
/// `HeistPower`, `GoldReward`, `RewardsSet`). Real v0.107.1 runs: 8 of the
/// 11 whose card rewards left the file's first did so at the next fight
/// after a Gremlin Merc. Assumed: the merc stole something (the player held
/// gold) and its loot came back. A run file shows when it did not: the
/// fight's gold less than its reward's (the Fat Gremlin fled with it): no
/// loot reward, no draw, and the gold is no longer known (BJMBHVPSGL,
/// v0.107.1, floor 12: 4 gold of a 7-gold reward; its next rewards and
/// merchant fit only without the draw).
fn heist(c: &mut RouteContent, recorded: &[RecordedRoom], encounter: Option<&'static str>, floor: u16) {
    if encounter != Some(GREMLIN_MERC) {
        return;
    }
    let rec = recorded.iter().find(|r| r.floor == floor);
    match (rec, c.last_fight_gold()) {
        (Some(r), Some(g)) if r.gold_change < i64::from(g) => c.loot_lost(floor),
        _ => c.extra_gold_reward(),
    }
}

/// A chest on `floor`: the player's relic (in a lobby the one their file
/// records they took, else their slot's: `RouteContent::chest`).
pub fn chest(c: &mut RouteContent, recorded: &[RecordedRoom], floor: u16) -> Option<Chest> {
    let pick = recorded.iter().find(|r| r.floor == floor).and_then(|r| r.relics.first());
    c.chest(floor, pick.map(String::as_str))
}

/// A rest site on `floor` of act `act`: what the relics held add when the
/// player rests (Dream Catcher's card reward, Tiny Mailbox's potions). The
/// file's choice there, else `route` (the route's `rests`, the first
/// player's); by default the player rests (`HEAL`).
pub fn rest(
    c: &mut RouteContent,
    recorded: &[RecordedRoom],
    route: Option<&str>,
    act: u8,
    floor: u16,
) -> Option<CardReward> {
    let file = recorded.iter().find(|r| r.floor == floor).and_then(|r| r.rest.as_deref());
    let choice = file.or(route).unwrap_or("HEAL");
    let heal = choice.eq_ignore_ascii_case("HEAL") || choice.eq_ignore_ascii_case("REST");
    c.rest(act, heal)
}

/// A route's purchase `item` (after `FLOOR:`) if it is `player`'s: `ID`
/// or `purge` the first player's, `P:ID` player `P`'s (`"14:2:RELIC.BREAD"`:
/// player 2 buys Bread at floor 14's merchant).
pub fn route_item(item: &str, player: u8) -> Option<&str> {
    match item.split_once(':') {
        Some((p, what)) if !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()) => {
            (p.parse::<u8>().ok() == Some(player)).then_some(what)
        }
        _ => (player == 1).then_some(item),
    }
}

/// A run file's walk, entering the room on `floor`: the relics the file
/// records before it, held and out of the bags (`RouteContent::obtained`).
pub fn file_relics(c: &mut RouteContent, recorded: &[RecordedRoom], floor: u16) {
    for r in recorded.iter().filter(|r| r.floor < floor) {
        r.relics.iter().for_each(|id| c.obtained(r.floor, id));
    }
}

/// The purchases of `player` (1-based, lobby order) on `floor` (a
/// merchant's or the Fake Merchant's): a run file's walk buys what the
/// file records there, a route what its `purchases` name for them
/// ([`route_item`]), and how.
pub fn purchases<'a>(
    opts: &'a RouteOptions,
    recorded: &'a [RecordedRoom],
    player: u8,
    floor: u16,
) -> (Vec<&'a str>, Buying) {
    let file = recorded.iter().find(|r| r.floor == floor);
    let items: Vec<&str> = match file {
        Some(r) => r.purchases.iter().map(String::as_str).collect(),
        None => opts.purchases.iter().filter(|(f, _)| *f == floor).filter_map(|(_, i)| route_item(i, player)).collect(),
    };
    let mode = match file {
        Some(_) => Buying::File,
        None if opts.lenient_choices => Buying::Lenient,
        None => Buying::Strict,
    };
    (items, mode)
}
