// scripts/bench's sizing of a search run (scripts/bench-size.mjs): the seed count grows until one
// core takes --seconds, the all-cores run checks the same seeds, and the arithmetic is the CLI's.
import test from 'node:test';
import assert from 'node:assert/strict';
import { scaledSeeds, timedPair } from '../../scripts/bench-size.mjs';

test("scaledSeeds: 20 % past the target, ×2 … ×100, two significant digits (as spire-map bench's)", () => {
  // The same cases as scaled_seeds' unit test in src/bin/spire-map/commands/bench.rs.
  assert.equal(scaledSeeds(200_000, 0.1, 1), 2_400_000);
  assert.equal(scaledSeeds(200_000, 0.9, 1), 400_000);
  assert.equal(scaledSeeds(200_000, 0.0001, 1), 20_000_000);
  assert.equal(scaledSeeds(200_000, 0, 1), 20_000_000);
  assert.equal(scaledSeeds(123_456, 0.3, 1), 500_000);
  assert.equal(scaledSeeds(1_234, 0.7, 1), 2_500);
  assert.equal(scaledSeeds(3, 0.5, 1), 8);
});

test('timedPair: a probe on every core, then one core until it lasts, then every core on the same seeds', async () => {
  // A filter checked at 1 M seeds a second per core, 10 matches per 1 000 seeds, on 2 cores 2× as fast.
  const calls = [];
  const runOn = async (workers, seeds) => {
    calls.push([workers, seeds]);
    return { ms: (seeds / 1e6) * 1000 * (workers === 1 ? 1 : 0.5), matches: Math.floor(seeds / 100) };
  };
  const state = {};
  const r = await timedPair(runOn, { seeds: 200_000, seconds: 1, cores: 2 }, state);
  // The probe says 0.2 s on one core: 1 200 000 seeds, 1.2 s on one core.
  assert.deepEqual(calls, [[2, 200_000], [1, 1_200_000], [2, 1_200_000]]);
  assert.equal(r.probeMatches, 2000);
  assert.deepEqual([r.seeds, r.matches], [1_200_000, 12_000]);
  assert.deepEqual(r.seconds.map((s) => +s.toFixed(3)), [1.2, 0.6]);
  assert.equal(r.rates[1] / r.rates[0], 2);
  // The next repeat reruns the same count; a short run (a faster machine) grows it.
  calls.length = 0;
  await timedPair(runOn, { seeds: 200_000, seconds: 1, cores: 2 }, state);
  assert.deepEqual(calls, [[1, 1_200_000], [2, 1_200_000]]);
  calls.length = 0;
  await timedPair(runOn, { seeds: 200_000, seconds: 1.5, cores: 2 }, state);
  assert.deepEqual(calls, [[1, 1_200_000], [1, 2_400_000], [2, 2_400_000]]);
  // --seconds 0: the given seeds, no probe.
  calls.length = 0;
  const plain = await timedPair(runOn, { seeds: 200_000, seconds: 0, cores: 2 }, {});
  assert.deepEqual(calls, [[1, 200_000], [2, 200_000]]);
  assert.equal(plain.probeMatches, 2000);
  // Different counts on one core and on every core stop the benchmark.
  await assert.rejects(timedPair(async (w, s) => ({ ms: 2000, matches: w }), { seeds: 10, seconds: 1, cores: 2 }, {}), /matches on 2 cores/);
});
