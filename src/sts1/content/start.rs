//! The run start as the options describe it: the character, Neow's options
//! (full or short) and the one taken, and what follows from them for the
//! boss chests of acts 1 and 2 — with every assumption the seed does not
//! decide written out, for the output to state.
//!
//! Rules: spec sts1-content.md §2.1 (full or short Neow: a seeded run always
//! gets the full one; the short one follows the profile), §2.2 (the four
//! options), §3.3 (only Neow's `BOSS_RELIC` changes the act 1 offer; the act
//! 2 offer follows from it, whatever act 1's pick — the starter upgrade, the
//! one pick that matters, leaves the pool with the offer that holds it).

use super::{neow_cards, neow_options, BossRelicPool, Character, NeowBonus, NeowOption, SHORT_NEOW_OPTIONS};
use crate::error::{Error, Result};
use crate::map::{Game, NeowOffer, RunStartSet};
use crate::options::MapOptions;

/// What a Slay the Spire 1 run start gives, for one seed and the options'
/// character and Neow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunStart {
    /// The character (the options', or the Ironclad).
    pub character: Character,
    /// Neow's options in the order offered, each with what it gives where
    /// the seed fixes it (the relic of a relic bonus or of the boss swap, the
    /// cards a card bonus shows).
    pub neow: Vec<NeowOffer>,
    /// The option taken, when the options name one.
    pub taken: Option<NeowOption>,
    /// The boss chests' offers of acts 1 and 2.
    pub boss_relics: [[&'static str; 3]; 2],
    /// The relic picked from each chest, when the options say (`None`:
    /// skipped or not said).
    pub picks: [Option<&'static str>; 2],
    /// What the above assumes that the seed does not decide.
    pub assumptions: Vec<String>,
}

/// The run start of `seed` as `opts` describe it (`character`, `neow`,
/// `shortNeow`). An option `neow` that the seed's Neow does not offer is an
/// error naming the options there are.
pub fn run_start(seed: i64, opts: &MapOptions) -> Result<RunStart> {
    let character = opts.start.character.unwrap_or(Character::Ironclad);
    // A custom run or a daily skips Neow's options (custom-daily.md §A3).
    let custom = crate::sts1::custom::is_custom_or_daily(opts);
    let options: Vec<NeowOption> = if custom {
        Vec::new()
    } else if opts.start.short_neow {
        SHORT_NEOW_OPTIONS.to_vec()
    } else {
        neow_options(seed).to_vec()
    };
    if custom && opts.start.neow.is_some() {
        return Err(Error::option("neow", "a custom run or a daily has no Neow options"));
    }
    let taken =
        match &opts.start.neow {
            None => None,
            Some(name) => {
                let offered = NeowBonus::from_run_name(name).and_then(|b| options.iter().find(|o| o.bonus == b));
                let names: Vec<&str> = options.iter().map(|o| o.bonus.run_name()).collect();
                let which = if opts.start.short_neow { "the short Neow's options" } else { "this seed's Neow options" };
                Some(*offered.ok_or_else(|| {
                    Error::option("neow", format!("`{name}` is not among {which}: {}", names.join(", ")))
                })?)
            }
        };
    let swap = taken.is_some_and(|o| o.bonus == NeowBonus::BossRelic);
    let mut pool = BossRelicPool::new(seed, character);
    let neow_relic = pool.clone().neow_swap();
    if swap {
        pool.neow_swap();
    }
    let act1 = pool.boss_chest(1);
    // Act 1's pick does not change act 2's offer (module docs).
    let act2 = pool.boss_chest(2);
    let mut picks = [None; 2];
    if opts.start.boss_relic_picks.len() > 2 {
        return Err(Error::option("bossRelicPicks", "two boss chests have a choice (acts 1 and 2): at most two picks"));
    }
    for (i, pick) in opts.start.boss_relic_picks.iter().enumerate() {
        let offer = [act1, act2][i];
        if let Some(name) = pick {
            let found = offer.iter().find(|r| r.eq_ignore_ascii_case(name.trim()));
            picks[i] = Some(*found.ok_or_else(|| {
                Error::option(
                    "bossRelicPicks",
                    format!("`{name}` is not in act {}'s boss chest: {} (or null to skip)", i + 1, offer.join(", ")),
                )
            })?);
        }
    }
    let neow = options
        .iter()
        .map(|o| NeowOffer {
            bonus: o.bonus.run_name(),
            cost: o.cost.run_name(),
            // The boss swap's relic follows the pool as `BossRelicPool` has it;
            // the common and rare relic bonuses take their pool's front (§2.3).
            relic: match o.bonus {
                NeowBonus::BossRelic => Some(neow_relic),
                bonus => super::neow_relic(seed, character, bonus),
            },
            cards: neow_cards(seed, character, *o),
        })
        .collect();
    let mut assumptions = vec![match opts.start.character {
        Some(c) => format!("character: {} (option `character`)", c.display_name()),
        None => "character: Ironclad, the default (option `character` picks another)".to_string(),
    }];
    if custom {
        assumptions.push(
            "a custom run or a daily: no Neow options; the boss chests assume no modifier takes a relic out of the \
             pools (Draft, Sealed Deck, Shiny and Insanity take out Pandora's Box, which this does not follow)"
                .to_string(),
        );
    } else {
        assumptions.push(if opts.start.short_neow {
            "Neow: the short Neow (two fixed options), as an unseeded run gets after a run with this character \
             that ended before floor 16 (option `shortNeow`)"
                .to_string()
        } else {
            "Neow: the full Neow (four options), as every seeded run gets; an unseeded run gets the short one \
             after a run with this character that ended before floor 16 (option `shortNeow`)"
                .to_string()
        });
        assumptions.push(match taken {
            Some(o) => format!("Neow option taken: {} (option `neow`)", o.bonus.run_name()),
            None => "Neow option taken: none named, so one that neither swaps the boss relic nor draws on the card \
                     stream (not BOSS_RELIC, THREE_SMALL_POTIONS, RANDOM_COLORLESS, RANDOM_COLORLESS_2 or one with the \
                     CURSE drawback; option `neow` names the one taken)"
                .to_string(),
        });
    }
    assumptions.push(match opts.start.boss_relic_picks.as_slice() {
        [] => "boss relic picks: none that changes a later card reward or potion (not Tiny House, Busted Crown or \
               Sozu; option `bossRelicPicks` names them)"
            .to_string(),
        given => format!(
            "boss relic picks: {} (option `bossRelicPicks`)",
            given
                .iter()
                .enumerate()
                .map(|(i, p)| format!("act {}: {}", i + 1, picks[i].map_or("skipped", |_| p.as_deref().unwrap_or(""))))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    });
    Ok(RunStart { character, neow, taken, boss_relics: [act1, act2], picks, assumptions })
}

/// `run_start` for Slay the Spire 1: the run start of `opts`' seed as the
/// entry point gives it (without spoilers: no chests, nothing Neow's options
/// would give).
pub fn run_start_set(opts: &MapOptions) -> Result<RunStartSet> {
    let mut warnings = Vec::new();
    let seed_input = opts.seed.as_ref().ok_or_else(|| Error::option("seed", "a seed is required"))?;
    let seed = crate::sts1::resolve_seed(seed_input, &mut warnings)?;
    let start = run_start(seed, opts)?;
    let mut set = RunStartSet {
        game: Game::Sts1,
        seed: crate::sts1::seed::seed_to_string(seed),
        seed_value: seed.to_string(),
        ascension: opts.ascension,
        character: start.character.run_name(),
        neow: start.neow,
        boss_relics: start.boss_relics.iter().map(|offer| offer.to_vec()).collect(),
        assumptions: start.assumptions,
        warnings,
    };
    if !opts.spoilers {
        set.hide_spoilers();
    }
    Ok(set)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Value;

    fn opts(json: &str) -> MapOptions {
        MapOptions::with_run_start(&Value::from_json(json).unwrap()).unwrap()
    }

    #[test]
    fn the_boss_swap_shifts_the_chests_by_the_relic_it_takes() {
        let seed = 673465884448;
        let plain = run_start(seed, &opts(r#"{"seed":"x","character":"defect"}"#)).unwrap();
        let neow = neow_options(seed);
        assert_eq!(plain.neow.len(), 4);
        assert_eq!(plain.neow[3].bonus, "BOSS_RELIC");
        let swapped = run_start(seed, &opts(r#"{"seed":"x","character":"defect","neow":"boss_relic"}"#)).unwrap();
        assert_eq!(swapped.taken, Some(neow[3]));
        // The swap's relic was the first spawnable relic, so act 1's offer
        // moves on: its first relic is plain act 1's second unless that one
        // was Frozen Core (which the swap leaves unable to spawn).
        let relic = plain.neow[3].relic.unwrap();
        assert_eq!(relic, plain.boss_relics[0][0]);
        assert!(!swapped.boss_relics.iter().flatten().any(|r| *r == relic));
        assert!(swapped.assumptions.iter().any(|a| a.contains("Neow option taken: BOSS_RELIC")));
        assert!(plain.assumptions.iter().any(|a| a.contains("character: Defect")));
    }

    #[test]
    fn boss_relic_picks_must_be_in_their_chest() {
        let seed = 673465884448;
        let plain = run_start(seed, &opts(r#"{"seed":"x"}"#)).unwrap();
        let [a1, a2] = plain.boss_relics;
        let json = format!(r#"{{"seed":"x","bossRelicPicks":["{}","SKIP"]}}"#, a1[2].to_ascii_lowercase());
        let picked = run_start(seed, &opts(&json)).unwrap();
        assert_eq!(picked.picks, [Some(a1[2]), None]);
        assert!(picked.assumptions.iter().any(|a| a.contains("act 2: skipped")));
        let e = run_start(seed, &opts(&format!(r#"{{"seed":"x","bossRelicPicks":[null,"{}"]}}"#, a1[0])));
        let e = e.unwrap_err().to_string();
        assert!(e.starts_with("invalid option `bossRelicPicks`:") && e.contains(&a2.join(", ")), "{e}");
    }

    #[test]
    fn a_neow_option_not_offered_is_refused_with_the_offered_ones() {
        let e = run_start(1, &opts(r#"{"seed":"x","neow":"TWO_FIFTY_GOLD","shortNeow":true}"#)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "invalid option `neow`: `TWO_FIFTY_GOLD` is not among the short Neow's options: THREE_ENEMY_KILL, \
             TEN_PERCENT_HP_BONUS"
        );
        let short = run_start(1, &opts(r#"{"seed":"x","shortNeow":true,"neow":"three_enemy_kill"}"#)).unwrap();
        assert_eq!(
            short.neow.iter().map(|o| o.bonus).collect::<Vec<_>>(),
            ["THREE_ENEMY_KILL", "TEN_PERCENT_HP_BONUS"]
        );
        assert!(short.assumptions.iter().any(|a| a.contains("the short Neow")));
    }
}
