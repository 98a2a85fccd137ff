// How scripts/bench.mjs sizes a search run: long enough (--seconds, default 1) on one core that the
// all-cores run measures the search rather than its start and end. The same arithmetic as
// `spire-map bench --seconds` (scaled_seeds in src/bin/spire-map/commands/bench.rs).

/**
 * Seeds for a run of at least `target` seconds, after `n` seeds took `secs`: 20 % above the target
 * at that speed, at least twice `n` and at most a hundred times (a very short run's time says
 * little), rounded up to two significant digits.
 */
export function scaledSeeds(n, secs, target) {
  const factor = secs > 0 ? Math.min(100, Math.max(2, (1.2 * target) / secs)) : 100;
  const want = Math.ceil(Math.max(1, n) * factor - 1e-6); // not one more for a rounding error
  const step = 10 ** Math.max(0, Math.floor(Math.log10(want)) - 1);
  return Math.ceil(want / step) * step;
}

/**
 * Times a filter on one core and on `cores` with the same seeds, the one-core run at least
 * `seconds` long. `runOn(workers, seeds)` resolves to { ms, matches }. `state` carries the seed
 * count from one repeat to the next (the first sizes it, later ones rerun it, grown if a run was
 * short): on the first, `seeds` seeds on every core first (the count every platform checks, so
 * their matches compare across platforms; it also warms every worker up on the filter), whose
 * time on `cores` gives the first guess of the one-core time.
 */
export async function timedPair(runOn, { seeds, seconds, cores }, state) {
  if (state.n === undefined) {
    state.n = seeds;
    if (seconds > 0) {
      const probe = await runOn(cores, seeds);
      state.probeMatches = probe.matches;
      const guess = (probe.ms * cores) / 1000;
      if (guess < seconds) state.n = scaledSeeds(seeds, guess, seconds);
    }
  }
  let one = await runOn(1, state.n);
  if (state.probeMatches === undefined) state.probeMatches = one.matches; // --seconds 0: the same seeds
  for (let k = 0; k < 4 && one.ms < seconds * 1000; k++) {
    state.n = scaledSeeds(state.n, one.ms / 1000, seconds);
    one = await runOn(1, state.n);
  }
  const all = await runOn(cores, state.n);
  if (all.matches !== one.matches) throw new Error(`${all.matches} matches on ${cores} cores, ${one.matches} on one (${state.n} seeds)`);
  return {
    probeMatches: state.probeMatches,
    seeds: state.n,
    matches: one.matches,
    rates: [(state.n * 1000) / one.ms, (state.n * 1000) / all.ms],
    seconds: [one.ms / 1000, all.ms / 1000],
  };
}
