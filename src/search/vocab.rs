//! The names a filter compares with, per game: Slay the Spire 1's bosses,
//! fights and burning-elite buffs, Slay the Spire 2's acts, bosses, Ancients,
//! fights, elites, events and Neow's relics (readable names as the page
//! shows them, spec sts2-run.md §0.2). A filter is parsed without knowing the
//! game, so parsing accepts a name of either game; a search then checks the
//! names against its game ([`check`]) and suggests the closest one. Names
//! compare case-insensitively, ignoring spaces and punctuation
//! ([`normalise_name`]). The filter language ([`super::filter`]) uses this
//! module; this module uses only the quantities ([`super::quantity`]).

use super::quantity::Quantity;
use crate::map::{Buff, Game};
use crate::sts2::run::data::{Pool, ALL_ACTS, SHARED_ANCIENTS, SHARED_EVENTS};
use crate::sts2::run::neow::{CURSES, CURSES_V108, NEOW_FLIPS, POSITIVES};

const BUFFS: [Buff; 4] = [Buff::Strength, Buff::MaxHp, Buff::Metallicize, Buff::Regenerate];

/// StS1 Neow's drawbacks, as `.run` files write `neow_cost` (for `neow has
/// BONUS with COST`).
pub const NEOW_COSTS: [&str; 5] = ["NONE", "TEN_PERCENT_HP_LOSS", "NO_GOLD", "CURSE", "PERCENT_DAMAGE"];

/// Every StS1 card a card reward can offer, any character: ids as `.run`
/// files write them and the names the game shows, without repeats.
fn sts1_reward_cards() -> Vec<&'static str> {
    use crate::sts1::content::cards::class_pool;
    use crate::sts1::content::{Character, Rarity};
    let mut v: Vec<&'static str> = Character::ALL
        .into_iter()
        .flat_map(|c| [Rarity::Common, Rarity::Uncommon, Rarity::Rare].map(|r| class_pool(c, r)))
        .flatten()
        .flat_map(|card| [card.id, card.name])
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// Slay the Spire 1's names for `q` (empty: `q` is not a name quantity of
/// StS1).
pub fn sts1_names(q: &Quantity) -> Vec<&'static str> {
    use crate::sts1::encounters as e;
    match q {
        Quantity::Boss | Quantity::Boss2 => {
            let mut v: Vec<&'static str> = e::BOSSES.iter().flatten().copied().collect();
            v.push(e::ACT4_BOSS);
            v
        }
        Quantity::Fight(_) | Quantity::Elite(_) => {
            let mut v = e::all_encounter_names();
            v.sort_unstable();
            v.dedup();
            v
        }
        Quantity::BurningBuff => BUFFS.iter().map(|b| b.label()).collect(),
        Quantity::Neow | Quantity::NeowWith(_) => {
            crate::sts1::content::NeowBonus::ALL.iter().map(|b| b.run_name()).collect()
        }
        Quantity::BossRelics => {
            use crate::sts1::content::relics::{class_boss_relics, SHARED_BOSS_RELICS};
            let mut v: Vec<&'static str> = SHARED_BOSS_RELICS.to_vec();
            for c in crate::sts1::content::Character::ALL {
                v.extend_from_slice(class_boss_relics(c));
            }
            v
        }
        Quantity::Card(_) => sts1_reward_cards(),
        Quantity::ShopRelic => {
            // Every character's Shop-tier relics, by id and by the name the game shows.
            use crate::sts1::content::relic_pools::{base_pool, RelicTier};
            let mut v: Vec<&'static str> = Vec::new();
            for c in crate::sts1::content::Character::ALL {
                v.extend(base_pool(c, RelicTier::Shop));
            }
            v.extend(v.clone().into_iter().map(crate::sts1::content::relic_names::relic_name));
            v.sort_unstable();
            v.dedup();
            v
        }
        _ => Vec::new(),
    }
}

fn encounters(pools: &[Pool]) -> Vec<&'static str> {
    ALL_ACTS.iter().flat_map(|a| a.encounters.iter().filter(|e| pools.contains(&e.pool)).map(|e| e.id)).collect()
}

/// Slay the Spire 2's ids for `q`, without repeats (empty: not a name
/// quantity of StS2).
pub fn sts2_ids(q: &Quantity) -> Vec<&'static str> {
    let mut ids: Vec<&'static str> = match q {
        Quantity::Act => ALL_ACTS.iter().map(|a| a.id).collect(),
        Quantity::Boss | Quantity::Boss2 => encounters(&[Pool::Boss]),
        Quantity::Fight(_) => encounters(&[Pool::Weak, Pool::Regular]),
        Quantity::Elite(_) => encounters(&[Pool::Elite]),
        Quantity::Ancient => ALL_ACTS.iter().flat_map(|a| a.ancients.iter().copied()).chain(SHARED_ANCIENTS).collect(),
        Quantity::Event(_) | Quantity::Met(_) => {
            ALL_ACTS.iter().flat_map(|a| a.events.iter().copied()).chain(SHARED_EVENTS).collect()
        }
        Quantity::Neow => CURSES.iter().chain(&CURSES_V108).chain(&POSITIVES).chain(&NEOW_FLIPS).copied().collect(),
        Quantity::Card(_) => crate::sts2::content::names::reward_card_ids(),
        Quantity::AncientOffers => CURSES
            .iter()
            .chain(&POSITIVES)
            .chain(&NEOW_FLIPS)
            .copied()
            .chain(crate::sts2::content::ancients::offered_relics())
            .collect(),
        Quantity::Chest(_) | Quantity::ShopRelic => {
            use crate::sts2::content::relic_pools::{all_relics, Rarity};
            let wanted: &[Rarity] = if *q == Quantity::ShopRelic {
                &[Rarity::Shop, Rarity::Common, Rarity::Uncommon, Rarity::Rare]
            } else {
                &[Rarity::Common, Rarity::Uncommon, Rarity::Rare]
            };
            all_relics().filter(|r| wanted.contains(&r.rarity)).map(|r| r.id).collect()
        }
        _ => Vec::new(),
    };
    let mut seen = Vec::with_capacity(ids.len());
    ids.retain(|id| {
        let new = !seen.contains(id);
        seen.push(*id);
        new
    });
    ids
}

/// Slay the Spire 2's readable names for `q`, sorted.
pub fn sts2_names(q: &Quantity) -> Vec<&'static str> {
    let mut v: Vec<&'static str> = sts2_ids(q).into_iter().map(crate::sts2::content::names::name).collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// The names of `q` in `game`.
pub fn names(game: Game, q: &Quantity) -> Vec<&'static str> {
    match game {
        Game::Sts1 => sts1_names(q),
        Game::Sts2 => sts2_names(q),
    }
}

/// Names are compared lower-case with only letters and digits.
pub fn normalise_name(s: &str) -> String {
    s.chars().filter(|c| c.is_alphanumeric()).flat_map(|c| c.to_lowercase()).collect()
}

/// Levenshtein distance over characters.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

/// The name of `names` closest to the normalised `target`.
pub fn closest(target: &str, names: &[&'static str]) -> Option<&'static str> {
    names.iter().copied().min_by_key(|n| distance(target, &normalise_name(n)))
}

/// Whether the normalised `target` names something in `names`; the error
/// says which game it is not a name of and suggests the closest.
pub fn check(target: &str, names: &[&'static str], what: &str) -> crate::error::Result<()> {
    if names.iter().any(|n| normalise_name(n) == target) {
        return Ok(());
    }
    let hint = closest(target, names).map(|n| format!("; did you mean \"{n}\"?")).unwrap_or_default();
    let shown: String = target.chars().take(30).collect();
    Err(crate::error::Error::Filter(format!("`{shown}` is not {what}{hint}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_names_are_the_readable_ones() {
        assert_eq!(sts2_names(&Quantity::Act), ["Glory", "Hive", "Overgrowth", "Underdocks"]);
        assert!(sts2_names(&Quantity::Boss).contains(&"Soul Fysh"));
        assert!(sts2_names(&Quantity::Neow).contains(&"Golden Pearl"));
        assert!(sts2_names(&Quantity::Neow).contains(&"Neow's Bones"));
        assert!(sts2_names(&Quantity::Ancient).contains(&"Neow"));
        assert!(sts2_names(&Quantity::Fight(1)).contains(&"Toadpoles (weak)"));
        assert!(sts1_names(&Quantity::Boss).contains(&"Hexaghost"));
        assert_eq!(distance("kitten", "sitting"), 3);
        assert_eq!(closest("soulfish", &sts2_names(&Quantity::Boss)), Some("Soul Fysh"));
    }
}
