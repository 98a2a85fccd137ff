//! `run_start`: what the run start gives for a seed and the options'
//! character and choices (Slay the Spire 1: Neow's options and what they
//! give, the boss chests, the assumptions), apart from `generate_map`'s maps
//! so that the page's first module carries no content tables.

use super::require_seed;
use crate::error::{Error, Result};
use crate::map::{Game, RunStartSet};
use crate::options::MapOptions;

/// The run start of `opts`' seed (Slay the Spire 1).
pub fn run_start(opts: &MapOptions) -> Result<RunStartSet> {
    require_seed(opts)?;
    match opts.game {
        #[cfg(feature = "sts1")]
        Game::Sts1 => crate::sts1::content::run_start_set(opts),
        Game::Sts2 => Err(Error::option(
            "game",
            "run_start covers Slay the Spire 1; Slay the Spire 2's run start (its acts, bosses, Ancients and \
             Neow's options) is in generate_map's acts",
        )),
        #[allow(unreachable_patterns)] // with StS1, every game has its arm
        game => Err(super::game_left_out(game)),
    }
}

#[cfg(all(test, feature = "sts1"))]
mod tests {
    use super::*;
    use crate::value::Value;

    fn opts(json: &str) -> MapOptions {
        MapOptions::with_run_start(&Value::from_json(json).unwrap()).unwrap()
    }

    #[test]
    fn the_run_start_hides_what_neow_and_the_chests_give_without_spoilers() {
        let all = run_start(&opts(r#"{"seed":"AGCK93XT","character":"watcher"}"#)).unwrap();
        assert_eq!((all.character, all.neow.len(), all.boss_relics.len()), ("WATCHER", 4, 2));
        assert!(all.neow.iter().any(|o| o.relic.is_some()));
        let hidden = run_start(&opts(r#"{"seed":"AGCK93XT","character":"watcher","spoilers":false}"#)).unwrap();
        assert!(hidden.boss_relics.is_empty() && hidden.neow.iter().all(|o| o.relic.is_none() && o.cards.is_none()));
        assert_eq!(
            hidden.neow.iter().map(|o| o.bonus).collect::<Vec<_>>(),
            all.neow.iter().map(|o| o.bonus).collect::<Vec<_>>()
        );
        let e = run_start(&opts(r#"{"seed":"ABCDEFGHJKLM","game":"sts2"}"#)).unwrap_err();
        assert!(e.to_string().contains("run_start covers Slay the Spire 1"), "{e}");
        let e = run_start(&opts(r#"{"seed":"AGCK93XT","neow":"HUNDRED_GOLD"}"#)).unwrap_err();
        assert!(e.to_string().starts_with("invalid option `neow`"), "{e}");
    }
}
