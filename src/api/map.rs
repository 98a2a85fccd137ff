//! `generate_map`: the act maps of a seed, by the engine of its game.

use super::require_seed;
use crate::error::Result;
use crate::map::{Game, MapSet};
use crate::options::MapOptions;
#[cfg(feature = "sts1")]
use crate::options::Sts2Build;

/// Generates the maps `opts` asks for (without the fight and event lists
/// when `opts.spoilers` is false).
pub fn generate_map(opts: &MapOptions) -> Result<MapSet> {
    require_seed(opts)?;
    let mut set = match opts.game {
        #[cfg(feature = "sts1")]
        Game::Sts1 => {
            let mut set = crate::sts1::generate(opts)?;
            for (set_, name) in [(opts.multiplayer, "multiplayer"), (opts.build != Sts2Build::default(), "build")] {
                if set_ {
                    set.warnings.push(format!("`{name}` only applies to Slay the Spire 2 and was ignored"));
                }
            }
            set
        }
        #[cfg(feature = "sts2")]
        Game::Sts2 => crate::sts2::generate(opts)?,
        #[allow(unreachable_patterns)] // with both games, every game has its arm
        game => return Err(super::game_left_out(game)),
    };
    if !opts.spoilers {
        set.acts.iter_mut().for_each(crate::map::ActMap::hide_spoilers);
    }
    Ok(set)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Value;

    #[cfg_attr(not(all(feature = "sts1", feature = "sts2")), allow(dead_code))] // the one-game builds' tests
    fn opts(json: &str) -> MapOptions {
        MapOptions::from_value(&Value::from_json(json).unwrap()).unwrap()
    }

    #[cfg(all(feature = "sts1", feature = "sts2"))] // both games
    #[test]
    fn sts2_options_route_to_the_sts2_engine() {
        let set = generate_map(&opts(r#"{"game":"sts2","seed":"abcdefghjklm","multiplayer":true,"act":1}"#)).unwrap();
        assert_eq!((set.game, set.seed.as_str(), set.acts.len()), (Game::Sts2, "ABCDEFGHJKLM", 1));
        assert_eq!(set.acts[0].sts2.as_ref().map(|x| x.room_rows), Some(14));
        let set = generate_map(&opts(r#"{"seed":"AGCK93XT","multiplayer":true}"#)).unwrap();
        assert!(set.warnings.iter().any(|w| w.contains("`multiplayer` only applies to Slay the Spire 2")));
    }

    #[cfg(all(feature = "sts1", feature = "sts2"))] // both games
    #[test]
    fn the_build_picks_the_seeding_and_spoilers_hide_the_lists() {
        // The v0.108 save's seed (tests/golden/sts2/saves/8DVXPWUWRY_colony_entry.json):
        // its run seed is the 32-bit hash of the string.
        let old = generate_map(&opts(r#"{"game":"sts2","seed":"8DVXPWUWRY","build":"v0.108"}"#)).unwrap();
        let new = generate_map(&opts(r#"{"game":"sts2","seed":"8DVXPWUWRY","build":"v0.111"}"#)).unwrap();
        assert_eq!(old.seed_value, (crate::sts2::hash::h32("8DVXPWUWRY") as u32).to_string());
        assert_eq!(new.seed_value, crate::sts2::hash::h64("8DVXPWUWRY").to_string());
        assert_eq!(old.game_build, Some(crate::sts2::GAME_BUILD_V0108));
        let e = MapOptions::from_value(&Value::from_json(r#"{"seed":"A","build":"v2"}"#).unwrap()).unwrap_err();
        assert!(e.to_string().contains("invalid option `build`: `v2` is not a game build"), "{e}");
        let sts1 = generate_map(&opts(r#"{"seed":"AGCK93XT","build":"v0.108"}"#)).unwrap();
        assert!(sts1.warnings.iter().any(|w| w.contains("`build` only applies to Slay the Spire 2")));
        // Without spoilers: no fight or event lists; bosses and Neow stay.
        for game in ["sts1", "sts2"] {
            let json = |spoilers: bool| {
                let o =
                    opts(&format!(r#"{{"game":"{game}","seed":"TQM88QFMHSQR","ascension":10,"spoilers":{spoilers}}}"#));
                serde_json::to_value(generate_map(&o).unwrap()).unwrap()
            };
            let (all, hidden) = (json(true), json(false));
            for key in ["monsters", "elites", "monsterIds", "eliteIds", "events", "eventIds"] {
                assert!(hidden["acts"][0].get(key).is_none(), "{game} {key}");
            }
            assert!(all["acts"][0].get("monsters").is_some() && all["acts"][0].get("elites").is_some(), "{game}");
            assert_eq!(all["acts"][0]["boss"], hidden["acts"][0]["boss"], "{game}");
            assert_eq!(all["acts"][0]["nodes"], hidden["acts"][0]["nodes"], "{game}");
            if game == "sts2" {
                assert!(all["acts"][0].get("events").is_some());
                assert_eq!(all["acts"][0]["neow"], hidden["acts"][0]["neow"]);
                assert!(hidden["acts"][0]["neow"].is_array());
            }
        }
    }

    #[test]
    fn a_seed_is_required() {
        let e = generate_map(&MapOptions::default()).unwrap_err();
        assert!(e.to_string().contains("a seed is required"), "{e}");
    }
}
