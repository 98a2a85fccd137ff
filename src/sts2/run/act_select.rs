//! Act selection on the `act_selection` stream (spec sts2-run.md §3), for a
//! mature profile (every act discovered, §12): each slot takes
//! `candidates[NextInt(0, len)]`, one draw per slot even with one candidate.
//! Slot 0 is [Overgrowth, Underdocks] (Overgrowth iff the first `NextDouble()`
//! is below 0.5), slot 1 [Hive], slot 2 [Glory]. Multiplayer never takes the
//! undiscovered-act shortcut, so it draws the same way (§8).

use super::counted::Counted;
use super::data::{ActData, GLORY, HIVE, OVERGROWTH, UNDERDOCKS};
use crate::options::Sts2Profile;

/// The act slots and their candidates, in order.
pub static ACT_SLOTS: [&[&ActData]; 3] = [&[&OVERGROWTH, &UNDERDOCKS], &[&HIVE], &[&GLORY]];

/// The three acts of a run, drawn from the `act_selection` stream.
pub fn select_acts(rng: &mut Counted) -> [&'static ActData; 3] {
    select_acts_with(rng, &crate::options::sts2_profile::MATURE, false)
}

/// [`select_acts`] for `profile`: in single player a slot whose non-default
/// act is unlocked but not discovered takes it without a draw
/// (`ActModel.GetRandomList`, [`Sts2Profile::forced_act`]); every other
/// slot draws as for the mature profile.
#[inline]
pub fn select_acts_with(rng: &mut Counted, profile: &Sts2Profile, multiplayer: bool) -> [&'static ActData; 3] {
    ACT_SLOTS.map(|candidates| {
        let mut ids = [""; 2];
        candidates.iter().zip(&mut ids).for_each(|(a, id)| *id = a.id);
        if let Some(forced) = profile.forced_act(&ids[..candidates.len()], multiplayer) {
            return candidates.iter().find(|a| a.id == forced).copied().unwrap_or(candidates[0]);
        }
        // NextInt(0, n) = floor(NextDouble() * n) = NextInt(n).
        let i = rng.next_int(candidates.len() as i32) as usize;
        candidates[i]
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts2::rng::Rng;

    #[test]
    fn first_double_below_half_is_overgrowth_and_every_slot_draws() {
        for seed in 0..64 {
            let first = Rng::new(seed).next_double();
            let mut rng = Counted::new(Rng::new(seed));
            let acts = select_acts(&mut rng);
            assert_eq!(acts[0].id, if first < 0.5 { "ACT.OVERGROWTH" } else { "ACT.UNDERDOCKS" });
            assert_eq!([acts[1].id, acts[2].id], ["ACT.HIVE", "ACT.GLORY"]);
            assert_eq!(rng.draws(), 3);
        }
    }
}
