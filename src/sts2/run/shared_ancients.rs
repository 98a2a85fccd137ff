//! The distribution of the shared Ancients over acts 2 and 3 on UpFront
//! (spec sts2-run.md §5): `UnstableShuffle(shared)` (no draw for Darv alone),
//! then for act 2 and act 3 in turn `k = NextInt(len(rest) + 1)` and that act
//! takes the first `k` of the rest. Act 1 never gets one. Always 2 draws
//! (also `NextInt(1)` when nothing is left).

use super::counted::Counted;
use super::data::SHARED_ANCIENTS;
use super::list::IdList;
use crate::options::Sts2Profile;

/// The shared Ancients each act's Ancient pool gets (act 1's is empty).
pub type SharedAncients = [IdList<1>; 3];

/// Draws which act(s) the shared Ancients join.
pub fn distribute(rng: &mut Counted) -> SharedAncients {
    distribute_with(rng, &crate::options::sts2_profile::MATURE)
}

/// [`distribute`] for `profile`: the shared list holds only the Ancients the
/// profile unlocked (Darv needs `DARV_EPOCH`, `UnlockState.SharedAncients`);
/// an empty list still takes its two `NextInt(1)` draws.
#[inline]
pub fn distribute_with(rng: &mut Counted, profile: &Sts2Profile) -> SharedAncients {
    let mut shared = IdList::<{ SHARED_ANCIENTS.len() }>::new();
    SHARED_ANCIENTS.iter().filter(|id| profile.ancient_allowed(id)).for_each(|&id| shared.push(id));
    rng.unstable_shuffle(shared.as_mut_slice());
    let mut out = SharedAncients::default();
    let mut rest: &[&'static str] = &shared;
    for subset in out.iter_mut().skip(1) {
        let k = rng.next_int(rest.len() as i32 + 1) as usize;
        for &id in &rest[..k] {
            subset.push(id);
        }
        rest = &rest[k..];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts2::rng::Rng;

    /// Darv joins act 2 if the first `NextInt(2)` is 1, else act 3 if the
    /// second `NextInt(2)` is 1 (after act 2 took nothing), else neither.
    #[test]
    fn darv_goes_to_act_2_or_3_or_nowhere_in_two_draws() {
        for seed in 0..64 {
            let mut check = Rng::new(seed);
            // (k3 is only read when act 2 took nothing, so the second draw is NextInt(2).)
            let (k2, k3) = (check.next_int(2), check.next_int(2));
            let mut rng = Counted::new(Rng::new(seed));
            let got = distribute(&mut rng);
            assert_eq!(rng.draws(), 2);
            assert!(got[0].is_empty());
            if k2 == 1 {
                assert_eq!(&*got[1], ["EVENT.DARV"]);
                assert!(got[2].is_empty());
            } else {
                assert!(got[1].is_empty());
                assert_eq!(got[2].len(), k3 as usize);
            }
        }
    }
}
