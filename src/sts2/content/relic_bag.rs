//! The relic grab bags of a Slay the Spire 2 run (builds v0.108-v0.111,
//! mature profile): the shared bag and each player's, filled and shuffled at
//! run start on the `up_front` stream, then drained by chests, elites, shops
//! and every relic a player obtains.
//!
//! Rules (spec sts2-run.md §4; decompiled `RelicGrabBag.cs`,
//! `RelicFactory.cs` and `RelicCmd.Obtain`, read in public copies of the
//! game's code, S7 and later builds; docs/sts2-relics.md):
//!
//! * **Filling** (`RelicGrabBag.Populate`): walk the pool in model order and
//!   put each relic at the back of its rarity's list, the lists kept in the
//!   order their rarities are first met; then `UnstableShuffle` every list
//!   in that order. The shared bag takes the whole shared pool (every
//!   rarity); a player's bag takes the shared pool then the character's,
//!   keeping Common, Uncommon, Rare and Shop only.
//! * **Order of the bags** (`RunManager.InitializeNewRun`): the shared bag
//!   first, then each player's in lobby order, all on `up_front`; the draws
//!   are [`crate::sts2::run::relic_bags::relic_bag_draws`] (112 + 118 per
//!   player), so the room lists after them stay exact.
//! * **Pulling** (`PullFromFront` / `PullFromBack`): first drop from every
//!   list of *that* bag the relics no longer allowed
//!   ([`relic_pools::allowed`]: the act-3 chest gate; a bag nobody pulls
//!   from keeps them), then take the first (last) relic of the rarity's
//!   list that the pull's filter accepts (shops skip
//!   [`relic_pools::NOT_IN_SHOPS`], leaving them in place). If the list is
//!   empty the shared bag refills it from its original relics
//!   (`_refreshAllowed`; players' bags never refill); if it holds nothing
//!   the filter accepts the rarity falls back Shop → Common → Uncommon →
//!   Rare → nothing, and nothing gives the game's fallback relic Circlet
//!   ([`FALLBACK_RELIC`]).
//! * **Every pull through `RelicFactory`** (a shop's slots, an elite's or
//!   an event's relic) also takes the relic out of the shared bag, bought or
//!   not.
//! * **Obtaining** (`RelicCmd.Obtain`, `RelicFactory.PullNextRelicFrom*`):
//!   a relic a player obtains leaves that player's bag and the shared bag
//!   ([`RunBags::obtain`]); so a relic gained at Neow, in an event, from an
//!   elite or a shop shifts what later chests and elites give.
//! * **The shop relic** (`MerchantInventory`: the third relic slot is
//!   `PullNextRelicFromBack(player, Shop)`): the back of the player's Shop
//!   list, fixed at run start ([`RunBags::shop_relic`]).
//! * **The shop's other two relic slots**: rarity rolled on the player's
//!   `rewards` stream (not modelled), relic from the back of the player's
//!   list of it ([`RunBags::pull_shop_slot`]).
//! * **An elite's relic** (`PullNextRelicFromFront(player)`): its rarity is
//!   rolled on the player's `rewards` stream (whose position depends on the
//!   run so far, not modelled here); the relic is the front of the player's
//!   list of that rarity ([`RunBags::elite_relic`]); so are the pooled
//!   relics events give ([`RunBags::reward_relic`]).
//!
//! Checked (`tests/sts2_relics.rs`, Ironclad only): the bags of 2 saves
//! taken before any pull (480 of 480 relics in place), of 2 later saves
//! after replaying their runs (410 of 410) and the order of 2 late saves';
//! 11 chests, 22 elites, 12 shop relics, 24 rolled shop slots and 5 event
//! relics of 5 real run files.
//!
//! Not modelled: unrevealed relic epochs (a younger profile's smaller bags,
//! spec §12), the multiplayer fallback list (`MoveToFallback`), stackable
//! relics (not in the bags), and `IsAllowed` gates other than the act-3
//! chest one.

use crate::options::{Sts2Character, Sts2Profile};
use crate::sts2::content::relic_pools::{self, character_pool, PoolRelic, Rarity, SHARED_POOL};
use crate::sts2::run::counted::Counted;
use crate::sts2::run::streams::Streams;
use crate::sts2::seed::Seeding;

/// The relic the game gives when no list has one (`RelicFactory.FallbackRelic`).
pub const FALLBACK_RELIC: &str = "RELIC.CIRCLET";

/// Where the run is when a relic is pulled: what `IsAllowed` looks at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct At {
    /// The run's total floor (`RunState.TotalFloor`).
    pub floor: u32,
    /// The players in the run.
    pub players: u8,
}

/// One grab bag: a list of relic ids per rarity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RelicBag {
    /// The rarity lists, in the order their rarities were first met.
    lists: Vec<(Rarity, Vec<&'static str>)>,
    /// The relics it was filled with, for a refill (`None`: never refills).
    original: Option<Vec<PoolRelic>>,
}

impl RelicBag {
    /// `Populate`: bucket `relics` by rarity and shuffle each list on `rng`.
    /// `refill` keeps the relics for refilling an emptied list (the shared bag).
    pub fn populate(relics: Vec<PoolRelic>, refill: bool, rng: &mut Counted) -> Self {
        let mut lists: Vec<(Rarity, Vec<&'static str>)> = Vec::with_capacity(6);
        for p in &relics {
            match lists.iter_mut().find(|(r, _)| *r == p.rarity) {
                Some((_, list)) => list.push(p.id),
                None => lists.push((p.rarity, vec![p.id])),
            }
        }
        for (_, list) in &mut lists {
            rng.unstable_shuffle(list);
        }
        RelicBag { lists, original: refill.then_some(relics) }
    }

    /// The rarities' lists, in the bag's order (a save's `relic_id_lists`).
    pub fn lists(&self) -> &[(Rarity, Vec<&'static str>)] {
        &self.lists
    }

    /// The list of `rarity` (empty if the bag has none).
    pub fn list(&self, rarity: Rarity) -> &[&'static str] {
        self.lists.iter().find(|(r, _)| *r == rarity).map_or(&[], |(_, l)| l.as_slice())
    }

    /// Whether the bag holds `id`.
    pub fn contains(&self, id: &str) -> bool {
        self.lists.iter().any(|(_, l)| l.contains(&id))
    }

    /// `Remove`: takes `id` out of every list.
    pub fn remove(&mut self, id: &str) {
        for (_, list) in &mut self.lists {
            list.retain(|r| *r != id);
        }
    }

    /// `RemoveDisallowedRelicsFromDeques`.
    fn remove_disallowed(&mut self, at: At) {
        for (_, list) in &mut self.lists {
            list.retain(|id| relic_pools::allowed(id, at.floor, at.players));
        }
    }

    /// `RefreshRarity`: appends the original relics of `rarity` again.
    fn refresh(&mut self, rarity: Rarity) {
        let Some(original) = &self.original else { return };
        let again: Vec<&'static str> = original.iter().filter(|p| p.rarity == rarity).map(|p| p.id).collect();
        match self.lists.iter_mut().find(|(r, _)| *r == rarity) {
            Some((_, list)) => list.extend(again),
            None if !again.is_empty() => self.lists.push((rarity, again)),
            None => {}
        }
    }

    /// `GetAvailableDeque`: the index of the list a pull of `rarity` takes
    /// from, after the gate, the refill and the fallback: the first list of
    /// the fallback order with a relic `filter` accepts.
    fn available(&mut self, rarity: Rarity, at: At, filter: &dyn Fn(&str) -> bool) -> Option<usize> {
        self.remove_disallowed(at);
        if self.list(rarity).is_empty() && self.original.is_some() {
            self.refresh(rarity);
            self.remove_disallowed(at);
        }
        let mut rarity = Some(rarity);
        while let Some(r) = rarity {
            if self.list(r).iter().any(|id| filter(id)) {
                return self.lists.iter().position(|(x, _)| *x == r);
            }
            rarity = match r {
                Rarity::Shop => Some(Rarity::Common),
                Rarity::Common => Some(Rarity::Uncommon),
                Rarity::Uncommon => Some(Rarity::Rare),
                _ => None,
            };
        }
        None
    }

    /// `PullFromFront(rarity, filter)` or `PullFromBack`: the first (last)
    /// relic `filter` accepts in the available list, taken out; `None` when
    /// no list it may fall back to has one.
    pub fn pull_where(
        &mut self,
        rarity: Rarity,
        at: At,
        back: bool,
        filter: &dyn Fn(&str) -> bool,
    ) -> Option<&'static str> {
        let i = self.available(rarity, at, filter)?;
        let list = &mut self.lists[i].1;
        let found = if back { list.iter().rposition(|id| filter(id)) } else { list.iter().position(|id| filter(id)) };
        Some(list.remove(found?))
    }

    /// `PullFromFront(rarity)`: the first relic of the available list, taken out.
    pub fn pull_from_front(&mut self, rarity: Rarity, at: At) -> Option<&'static str> {
        self.pull_where(rarity, at, false, &|_| true)
    }

    /// `PullFromBack(rarity)`: the last relic of the available list, taken out.
    pub fn pull_from_back(&mut self, rarity: Rarity, at: At) -> Option<&'static str> {
        self.pull_where(rarity, at, true, &|_| true)
    }
}

/// The bags of one run: the shared bag and each player's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunBags {
    /// The shared bag (chests pull from it).
    pub shared: RelicBag,
    /// Each player's bag, in lobby order (elites and shops pull from them).
    pub players: Vec<RelicBag>,
    /// The `up_front` draws the shuffles took.
    pub draws: u32,
    /// The builds the bags are of (which relics a shop may offer).
    pub seeding: Seeding,
}

impl RunBags {
    /// The bags of the run seed `run_seed` (of `seeding`) with one player
    /// per entry of `characters`, in lobby order (a mature profile).
    pub fn new(run_seed: u64, seeding: Seeding, characters: &[Sts2Character]) -> Self {
        RunBags::with_profile(run_seed, seeding, characters, &crate::options::sts2_profile::MATURE)
    }

    /// [`RunBags::new`] for an account with `profile`: the pools lose the
    /// relics of its unrevealed relic epochs before the bags are filled
    /// (`RelicPoolModel.GetUnlockedRelics`, spec sts2-run.md §12), as the
    /// run start's draw count (`relic_bag_draws_with`) has it. Every
    /// player's bag follows the one profile.
    pub fn with_profile(run_seed: u64, seeding: Seeding, characters: &[Sts2Character], profile: &Sts2Profile) -> Self {
        let streams = Streams::new_in(seeding, run_seed);
        let mut up = Counted::new(streams.named("up_front"));
        let unlocked = |p: &&PoolRelic| profile.relic_allowed(p.id);
        let shared = RelicBag::populate(SHARED_POOL.iter().filter(unlocked).copied().collect(), true, &mut up);
        let players = characters
            .iter()
            .map(|&c| {
                let relics: Vec<PoolRelic> = SHARED_POOL
                    .iter()
                    .chain(character_pool(c).iter())
                    .filter(|p| p.rarity.in_player_bag())
                    .filter(unlocked)
                    .copied()
                    .collect();
                RelicBag::populate(relics, false, &mut up)
            })
            .collect();
        RunBags { shared, players, draws: up.draws(), seeding }
    }

    /// Makes the copies of one lobby's bags the same after a room, where
    /// copy `k` is the one player `k`'s walk pulled from: a relic any copy
    /// took out of the shared bag is out of every copy's, and player `k`'s
    /// bag is copy `k`'s (each player pulls only from their own bag and the
    /// shared one; a chest's pulls, in lobby order, are the same in every
    /// copy).
    pub fn share(copies: &mut [&mut RunBags]) {
        let ids: Vec<&'static str> =
            copies.iter().flat_map(|c| c.shared.lists.iter().flat_map(|(_, l)| l.iter().copied())).collect();
        for id in ids {
            if copies.iter().any(|c| !c.shared.contains(id)) {
                copies.iter_mut().for_each(|c| c.shared.remove(id));
            }
        }
        for k in 0..copies.len() {
            let own = copies[k].players.get(k).cloned();
            for (j, c) in copies.iter_mut().enumerate() {
                if let (Some(own), Some(bag)) = (own.as_ref(), c.players.get_mut(k)) {
                    if j != k {
                        *bag = own.clone();
                    }
                }
            }
        }
    }

    /// The players in the run.
    pub fn player_count(&self) -> u8 {
        self.players.len() as u8
    }

    /// `RelicCmd.Obtain`: player `player` obtained `id` (from anywhere): it
    /// leaves that player's bag and the shared bag.
    pub fn obtain(&mut self, player: usize, id: &str) {
        if let Some(bag) = self.players.get_mut(player) {
            bag.remove(id);
        }
        self.shared.remove(id);
    }

    /// The relic of player `player`'s next shop's third slot, as things
    /// stand: the back of the player's Shop list (fixed at run start until a
    /// shop takes it), without taking it.
    pub fn shop_relic(&self, player: usize) -> Option<&'static str> {
        self.players.get(player)?.list(Rarity::Shop).last().copied()
    }

    /// A shop's third relic slot (`PullNextRelicFromBack(player, Shop)`):
    /// taken from the back of the player's bag and out of the shared bag.
    pub fn pull_shop_relic(&mut self, player: usize, at: At) -> &'static str {
        self.pull(player, Rarity::Shop, at, true)
    }

    /// A shop's first or second relic slot once its rarity is rolled (on the
    /// player's `rewards` stream, not modelled): the last relic of that
    /// rarity a shop may sell ([`relic_pools::allowed_in_shops_in`]), taken out
    /// of the player's bag and the shared bag.
    pub fn pull_shop_slot(&mut self, player: usize, rarity: Rarity, at: At) -> &'static str {
        self.pull(player, rarity, at, true)
    }

    /// An elite's relic of `rarity` (`PullNextRelicFromFront(player,
    /// rarity)`): the front of the player's list, out of the shared bag too.
    pub fn elite_relic(&mut self, player: usize, rarity: Rarity, at: At) -> &'static str {
        self.reward_relic(player, rarity, at)
    }

    /// Any relic reward pulled from the front (`PullNextRelicFromFront`):
    /// an elite's, and the pooled relics events give (in the real files:
    /// Crystal Sphere, Trial, Ranwid the Elder).
    pub fn reward_relic(&mut self, player: usize, rarity: Rarity, at: At) -> &'static str {
        self.pull(player, rarity, at, false)
    }

    fn pull(&mut self, player: usize, rarity: Rarity, at: At, shop: bool) -> &'static str {
        let seeding = self.seeding;
        let in_shops = move |id: &str| relic_pools::allowed_in_shops_in(id, seeding);
        let filter: &dyn Fn(&str) -> bool = if shop { &in_shops } else { &|_| true };
        let relic = self
            .players
            .get_mut(player)
            .and_then(|bag| bag.pull_where(rarity, at, shop, filter))
            .unwrap_or(FALLBACK_RELIC);
        self.shared.remove(relic);
        relic
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts2::run::relic_bags::{relic_bag_draws, relic_bag_draws_with};

    /// A profile's bags lack its relic epochs' relics and take the draws the
    /// run start skips for it; the mature profile's are `RunBags::new`'s.
    #[test]
    fn a_profiles_bags_lack_its_epochs_relics() {
        let lobby = [Sts2Character::Necrobinder, Sts2Character::Regent];
        let mature = Sts2Profile::mature();
        assert_eq!(
            RunBags::with_profile(5, Seeding::H32V107, &lobby, &mature),
            RunBags::new(5, Seeding::H32V107, &lobby)
        );
        let profile = Sts2Profile::parse("REGENT3,REGENT6,RELIC4").unwrap();
        let bags = RunBags::with_profile(5, Seeding::H32V107, &lobby, &profile);
        assert_eq!(bags.draws, relic_bag_draws_with(&profile, &lobby));
        for id in ["RELIC.WHITE_STAR", "RELIC.MINI_REGENT", "RELIC.FENCING_MANUAL"] {
            assert!(bags.players.iter().all(|b| !b.contains(id)) && !bags.shared.contains(id), "{id}");
        }
        // The Necrobinder's own relics stay in its bag.
        assert!(bags.players[0].contains("RELIC.BIG_HAT"));
    }

    /// After a room each copy holds what every copy's shared bag still
    /// holds, and player `k`'s bag is copy `k`'s.
    #[test]
    fn a_lobbys_copies_are_made_one() {
        let lobby = [Sts2Character::Ironclad, Sts2Character::Silent];
        let mut a = RunBags::new(9, Seeding::Xxh64, &lobby);
        let mut b = a.clone();
        let at = At { floor: 7, players: 2 };
        let x = a.elite_relic(0, Rarity::Common, at);
        let y = b.elite_relic(1, Rarity::Common, at);
        RunBags::share(&mut [&mut a, &mut b]);
        assert_eq!(a, b);
        assert!(!a.shared.contains(x) && !a.shared.contains(y));
        assert!(!a.players[0].contains(x) && !a.players[1].contains(y));
    }

    /// The shuffles take exactly the draws run_start skips, for every
    /// character and lobby size.
    #[test]
    fn draws_equal_the_run_start_count() {
        for c in Sts2Character::ALL {
            for players in 1..=4u8 {
                let chars = vec![c; usize::from(players)];
                let bags = RunBags::new(7, Seeding::Xxh64, &chars);
                assert_eq!(bags.draws, relic_bag_draws(players), "{c:?} × {players}");
            }
        }
    }

    /// Fallback Shop → Common → Uncommon → Rare → Circlet, players' bags
    /// never refill, the shared bag does.
    #[test]
    fn fallback_and_refill() {
        let at = At { floor: 1, players: 1 };
        let mut bags = RunBags::new(1, Seeding::Xxh64, &[Sts2Character::Ironclad]);
        let shop: Vec<_> = bags.players[0].list(Rarity::Shop).to_vec();
        for id in shop.iter().rev() {
            assert_eq!(bags.pull_shop_relic(0, at), *id);
        }
        let last_common = *bags.players[0].list(Rarity::Common).last().unwrap();
        assert_eq!(bags.pull_shop_relic(0, at), last_common);
        let mut bag = bags.players[0].clone();
        while bag.pull_from_front(Rarity::Common, at).is_some() {}
        assert!([Rarity::Common, Rarity::Uncommon, Rarity::Rare, Rarity::Shop].iter().all(|&r| bag.list(r).is_empty()));
        assert_eq!(
            bags.players[0].clone().pull_from_front(Rarity::Rare, at),
            bags.players[0].list(Rarity::Rare).first().copied()
        );
        let n = bags.shared.list(Rarity::Rare).len();
        for _ in 0..n {
            bags.shared.pull_from_front(Rarity::Rare, at);
        }
        assert!(bags.shared.list(Rarity::Rare).is_empty());
        assert!(bags.shared.pull_from_front(Rarity::Rare, at).is_some());
        assert_eq!(bags.shared.list(Rarity::Rare).len(), 34);
    }

    /// The act-3 gate drops the gated relics before a pull.
    #[test]
    fn gate_drops_before_a_pull() {
        let mut bags = RunBags::new(3, Seeding::Xxh64, &[Sts2Character::Ironclad]);
        let late = At { floor: 41, players: 1 };
        bags.shared.pull_from_front(Rarity::Common, late);
        assert!(relic_pools::BEFORE_ACT3_CHEST.iter().all(|id| !bags.shared.contains(id)));
    }
}
