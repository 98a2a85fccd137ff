//! What a Slay the Spire 2 route's rooms give, where the seed alone fixes
//! it (docs/sts2-relics.md): each chest's relic and each shop's fixed relic.
//!
//! * **Chests** take the front of the shared relic bag's list of the rarity
//!   their roll gives ([`Chests`]). Elites, shops and the pooled relics of
//!   events pull relics out of the shared bag too, and which ones depends on
//!   rolls this walk does not know (the `rewards` stream's rarities), so a
//!   chest is given only until the route's first elite, shop or event: from
//!   there on the walk says where it stopped ([`RouteContent::assumptions`]).
//! * **The shop's third relic slot** is the back of the player's Shop list,
//!   one further per shop, fixed at run start: no other pull takes Shop
//!   relics, so every shop of the route has it (unless a Shop relic is
//!   gained elsewhere, which the walk states).
//!
//! Only a single-player route from act 1 is walked: the bags hold one list
//! per player, and a route from act 2 or 3 does not know what the earlier
//! acts took.

use crate::map::{Chest, NamedRelic, Sts2Chest};
use crate::options::Sts2Character;
use crate::sts2::content::chests::Chests;
use crate::sts2::content::relic_bag::{At, RunBags};
use crate::sts2::content::relic_pools::name;
use crate::sts2::seed::Seeding;

/// The relic bags and chests of a walked route.
#[derive(Clone, Debug)]
pub struct RouteContent {
    bags: RunBags,
    chests: Chests,
    /// The floor and room after which chests are no longer known.
    chests_stop: Option<(u16, &'static str)>,
    /// Shops met so far.
    shops: u32,
}

impl RouteContent {
    /// The content of a single-player run of `character` from act 1, or
    /// `None` (with the reason) when the walk cannot know it.
    pub fn new(
        run_seed: u64,
        seeding: Seeding,
        character: Sts2Character,
        start_act: u8,
        multiplayer: bool,
    ) -> Result<RouteContent, &'static str> {
        if multiplayer {
            return Err("chests and shop relics: not given in multiplayer (each player's relic bag moves them)");
        }
        if start_act > 1 {
            return Err("chests and shop relics: not given for a route that starts after act 1 (the earlier acts' relics moved the bags)");
        }
        Ok(RouteContent {
            bags: RunBags::new(run_seed, seeding, &[character]),
            chests: Chests::new(run_seed, seeding),
            chests_stop: None,
            shops: 0,
        })
    }

    /// The relic of the first shop's third slot (fixed at run start).
    pub fn first_shop_relic(&self) -> Option<NamedRelic> {
        self.bags.shop_relic(0).map(named)
    }

    /// A chest opened on total floor `floor`: the relic, while known.
    pub fn chest(&mut self, floor: u16) -> Option<Chest> {
        if self.chests_stop.is_some() {
            return None;
        }
        let got = self.chests.open(&mut self.bags, u32::from(floor)).into_iter().next()?;
        self.bags.obtain(0, got.relic);
        Some(Chest::Sts2(Sts2Chest { rarity: got.rarity.key(), relic_id: got.relic, relic: name(got.relic) }))
    }

    /// A shop entered on total floor `floor`: its third slot's relic.
    pub fn shop(&mut self, floor: u16) -> NamedRelic {
        self.stop_chests(floor, "shop");
        self.shops += 1;
        let relic = self.bags.pull_shop_relic(0, At { floor: u32::from(floor), players: 1 });
        named(relic)
    }

    /// Something on floor `floor` (`room`: an elite, an event) may take a
    /// relic this walk does not know: chests stop being given.
    pub fn stop_chests(&mut self, floor: u16, room: &'static str) {
        self.chests_stop.get_or_insert((floor, room));
    }

    /// What the walk's chests and shop relics assumed, one sentence each.
    pub fn assumptions(&self) -> Vec<String> {
        let mut out = vec!["chests and shop relics: no relic gained but the route's chests (Neow's and the Ancients' relics are not in the bags)".to_string()];
        if let Some((floor, room)) = self.chests_stop {
            out.push(format!(
                "chests: none from floor {floor}'s {room} on: its relics (their rarity rolled on the rewards stream) move the shared bag's later chests"
            ));
        }
        if self.shops > 1 {
            out.push("shop relics: each shop's third slot is the next of the player's Shop relics, unless one was gained elsewhere".into());
        }
        out
    }
}

/// A relic by id with its name.
fn named(id: &'static str) -> NamedRelic {
    NamedRelic { id, name: name(id) }
}
