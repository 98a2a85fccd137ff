#!/usr/bin/env node
// The speed benchmarks, side by side in one run with the same seeds and filters (README "Seed
// search"): act maps per second and search seeds per second, on one core and on every core,
//
//   native     target/release/spire-map bench (rayon)
//   Node       www/pkg/spire_map_search.js, with each of the search module's two wasm variants
//              (scripts/build-wasm): scalar and SIMD128; act maps in this process (one core) and in
//              worker_threads running the page's worker script; search in worker_threads running the
//              search panel's own worker, coordinator and warm pool (www/search-worker.js,
//              www/search-run.js, www/worker-pool.js), one worker and then one per core
//   Chromium   headless, the page served with its CSP: act maps through the page's worker script;
//              search through the search panel's coordinator and warm pool, in the page (its
//              modules, as the panel runs them, without its 10 000-match cap), one worker and then
//              one per core; with the variant the page loads (www/wasm-variant.js: SIMD, checked);
//              and act maps of the scalar variant on one core, on the page's thread beside the SIMD ones
//
// Act maps: acts 1-3 of consecutive seeds from 0 in the engine's own form, Slay the Spire's at
// ascension 1+ (the loop of spire_map::search::generate_acts, the wasm's bench_acts) and Slay the
// Spire 2's at ascension 10 (generate_sts2_acts, bench_sts2_acts; --sts2-maps of them); the
// checksums must agree. Search: sequential from seed 0 at
// ascension 20 for Slay the Spire filters (--filter), at ascension 10 (its highest) over the
// 12-character seeds for Slay the Spire 2 filters (--sts2-filter). "All cores" is os.availableParallelism() (navigator.hardwareConcurrency in Chromium).
// Act maps on workers: the wall clock includes starting the workers and loading the engine in them.
// Search: the workers are started and warmed up once (the panel's pool) and kept for every run.
//
// Each search run is sized per platform and filter (scripts/bench-size.mjs; natively `spire-map
// bench --seconds`): --seeds seeds first on every core (natively on one; the count every platform
// checks, so their match counts compare), then as many seeds as make the one-core run last
// --seconds (default 1), and the all-cores run checks the same seeds (their match counts compare).
// The report gives each filter's all-cores / one-core ratio per platform, with the seeds and the
// one-core time. The first run of the repeats sizes; later ones rerun that count.
//
// Every figure is the best of --repeat runs (default 3), taken in turns across the platforms: the
// machine is shared, and the best run is the one least disturbed by other work.
//
//   scripts/bench [--maps N] [--sts2-maps N] [--seeds N] [--seconds S] [--repeat R] [--filter F]...
//                 [--sts2-filter F]... [--json FILE] [--no-browser]
// (--seconds 0: every search run checks --seeds seeds, on one core as on all.)
// (Given any --filter or --sts2-filter, only the filters given are run.)
// (scripts/bench builds the release CLI and www/pkg first; this file expects them.)

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { SearchRun } from '../www/search-run.js';
import { WorkerPool } from '../www/worker-pool.js';
import { createNodeWorker } from './node-search-worker.mjs';
import { timedPair } from './bench-size.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EXE = path.join(ROOT, 'target/release/spire-map');
const PKG = path.join(ROOT, 'www/pkg');

// Each filter matches fewer than 10 000 of the default 200 000 seeds (the search panel's cap: these
// filters were chosen when the bench ran the panel itself; it now runs its modules without the cap).
const DEFAULT_FILTERS = [
  'a1.boss = Hexaghost and a1.burning.floor = 6 and a1.burning.buff = "Max HP"',
  'a1.max(events) >= 8 and a2.max(events) >= 7',
  'a1.starts >= 6 and a1.min(elites before rest) = 0',
  'a1.boss = Hexaghost and a1.fight(1) = "Jaw Worm" and a1.elite(1) = Lagavulin',
].map((filter) => ({ game: 'sts1', filter }));
// Slay the Spire 2: run-start filters (Neow alone; the act, act 1's boss and Neow; three acts, the
// second boss and an Ancient) and one that needs the map.
const DEFAULT_STS2_FILTERS = [
  'a1.boss = "Soul Fysh" and a3.boss2 = Queen and a2.ancient = Orobas',
  'neow has "Neow\'s Bones" and neow has "Golden Pearl"',
  'a1.act = Underdocks and a1.boss = "Waterfall Giant" and neow has "Neow\'s Bones"',
  'a3.boss2 = Queen and a3.ancient = Vakuu and a2.boss = "The Insatiable"',
  'a1.boss = Vantom and a1.starts >= 4',
].map((filter) => ({ game: 'sts2', filter }));
const ASCENSIONS = { sts1: 20, sts2: 10 };
/** The engine's options for a filter: sequential from seed 0 (StS2's default scan starts at 000000000000). */
const searchOptions = ({ game, filter }) => ({ game, filter, ascension: ASCENSIONS[game], ...(game === 'sts1' ? { fromValue: '0' } : {}) });

function args() {
  const a = process.argv.slice(2);
  const o = { maps: 300000, sts2Maps: 60000, seeds: 200000, seconds: 1, repeat: 3, filters: [], json: null, browser: true };
  for (let i = 0; i < a.length; i++) {
    const next = () => {
      if (i + 1 >= a.length) throw new Error(`${a[i]} needs a value`);
      return a[++i];
    };
    if (a[i] === '--maps') o.maps = Number(next());
    else if (a[i] === '--sts2-maps') o.sts2Maps = Number(next());
    else if (a[i] === '--seeds') o.seeds = Number(next());
    else if (a[i] === '--seconds') o.seconds = Math.max(0, Number(next()));
    else if (a[i] === '--repeat') o.repeat = Math.max(1, Number(next()));
    else if (a[i] === '--filter') o.filters.push({ game: 'sts1', filter: next() });
    else if (a[i] === '--sts2-filter') o.filters.push({ game: 'sts2', filter: next() });
    else if (a[i] === '--json') o.json = next();
    else if (a[i] === '--no-browser') o.browser = false;
    else throw new Error(`unknown argument ${a[i]}; see the head of scripts/bench.mjs`);
  }
  if (!o.filters.length) o.filters = DEFAULT_FILTERS.concat(DEFAULT_STS2_FILTERS);
  o.maps = Math.floor(o.maps / 3) * 3;
  o.sts2Maps = Math.max(3, Math.floor(o.sts2Maps / 3) * 3);
  return o;
}

const opts = args();
const CORES = os.availableParallelism?.() ?? os.cpus().length;
const log = (s) => process.stderr.write(`${s}\n`);

for (const f of [EXE, path.join(PKG, 'spire_map_search_bg.wasm'), path.join(PKG, 'spire_map_search_simd_bg.wasm')]) {
  if (!fs.existsSync(f)) throw new Error(`${f} is missing: run scripts/bench (it builds them) or cargo build --release and scripts/build-wasm`);
}

// ---------------------------------------------------------------------------------------- native
function nativeOnce() {
  const bench = (game, maps) => {
    const filters = opts.filters.filter((f) => f.game === game);
    const args = ['bench', '--game', game, '--maps', String(maps), '--seeds', String(opts.seeds), '--seconds', String(opts.seconds), '--format', 'json'];
    return JSON.parse(execFileSync(EXE, [...args, ...filters.flatMap((f) => ['--filter', f.filter])], { encoding: 'utf8' }));
  };
  const r = bench('sts1', opts.maps);
  const r2 = bench('sts2', opts.sts2Maps);
  const search = { sts1: r.search, sts2: r2.search };
  return {
    threads: r.threads,
    checksum: r.checksum,
    checksum2: r2.checksum,
    acts: [r.actMaps.oneCore, r.actMaps.allCores],
    acts2: [r2.actMaps.oneCore, r2.actMaps.allCores],
    // In opts.filters' order.
    search: opts.filters.map((f) => {
      const s = search[f.game].shift();
      if (s.matches !== s.matchesAll) throw new Error(`native: ${s.matchesAll} matches on every core, ${s.matches} on one, for ${s.filter}`);
      return {
        filter: s.filter,
        game: f.game,
        probeMatches: s.probeMatches,
        seeds: s.seeds,
        matches: s.matches,
        rates: [s.oneCore, s.allCores],
        seconds: [s.oneCoreSeconds, s.allCoresSeconds],
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------- Node
/** Act maps on `n` workers (the page's worker script): wall clock from the first message to the last reply. */
async function actsOnWorkers(make, n, maps, game = 'sts1') {
  const seeds = maps / 3;
  const workers = Array.from({ length: n }, make);
  await Promise.all(workers.map((w) => new Promise((res) => (w.onmessage = (e) => e.data.type === 'ready' && res()))));
  const t0 = performance.now();
  const parts = await Promise.all(
    workers.map(
      (w, k) =>
        new Promise((res, rej) => {
          const from = Math.floor((seeds * k) / n);
          const to = Math.floor((seeds * (k + 1)) / n);
          w.onmessage = (e) => (e.data.type === 'bench' ? res(e.data) : rej(new Error(e.data.message)));
          w.postMessage({ type: 'bench', id: k, firstSeed: from, count: 3 * (to - from), game });
        }),
    ),
  );
  const ms = performance.now() - t0;
  for (const w of workers) w.terminate();
  const checksum = parts.reduce((s, p) => s + BigInt(p.checksum), 0n) % 2n ** 64n;
  return { rate: (maps * 1000) / ms, checksum: checksum.toString() };
}

/**
 * The search panel's warm pool (www/worker-pool.js) of `n` workers made by `create`, once each has
 * made its warm-up act maps and searches.
 */
async function warmPool(create, n) {
  const pool = new WorkerPool(create);
  pool.warm(n);
  await Promise.all(
    pool.idle.map(
      (w) =>
        new Promise((res, rej) => {
          w.onmessage = (e) => (e.data.type === 'bench' && e.data.id === -2 ? res() : e.data.type === 'fatal' && rej(new Error(e.data.message)));
          w.postMessage({ type: 'bench', id: -2, firstSeed: 0, count: 3 }); // answered after the warm-up
        }),
    ),
  );
  for (const w of pool.idle) pool.park(w);
  return pool;
}

/** A search of `seeds` seeds on `n` of the pool's workers: resolves to { ms, matches } (wall clock). */
function searchOnPool(pool, n, { game, filter }, seeds) {
  return new Promise((resolve, reject) => {
    const run = new SearchRun({
      options: searchOptions({ game, filter }),
      total: seeds,
      limit: Infinity,
      workers: n,
      createWorker: () => pool.take(),
      releaseWorker: (w) => pool.give(w),
      onDone: (r) => (r.state === 'done' ? resolve({ ms: r.elapsedMs, matches: r.matchCount }) : reject(new Error(r.message || r.state))),
    });
    run.start();
  });
}

const nodePkgs = {};
const nodePools = {};
/** Per platform and filter, the seed count sized by the first run (scripts/bench-size.mjs). */
const sizes = {};
const sizing = { seeds: opts.seeds, seconds: opts.seconds, cores: CORES };
/** One run in Node with the search module's wasm `variant` ('scalar' or 'simd'). */
async function nodeOnce(variant) {
  if (!nodePkgs[variant]) {
    // Each variant in a module instance of its own (the glue keeps its wasm in module state).
    const m = await import(`${path.join(PKG, 'spire_map_search.js')}?${variant}`);
    m.initSync({ module: fs.readFileSync(path.join(PKG, `spire_map_search${variant === 'simd' ? '_simd' : ''}_bg.wasm`)) });
    m.bench_acts(0, 3000); // warm up
    m.bench_sts2_acts(0, 300);
    nodePkgs[variant] = m;
  }
  const m = nodePkgs[variant];
  const createNode = () => createNodeWorker({ simd: variant === 'simd' });
  let t0 = performance.now();
  const checksum = m.bench_acts(0, opts.maps);
  const acts1 = (opts.maps * 1000) / (performance.now() - t0);
  const all = await actsOnWorkers(createNode, CORES, opts.maps);
  t0 = performance.now();
  const checksum2 = m.bench_sts2_acts(0, opts.sts2Maps);
  const acts2One = (opts.sts2Maps * 1000) / (performance.now() - t0);
  const all2 = await actsOnWorkers(createNode, CORES, opts.sts2Maps, 'sts2');
  nodePools[variant] ??= await warmPool(createNode, CORES);
  const pool = nodePools[variant];
  const search = [];
  for (const f of opts.filters) {
    const state = (sizes[`node ${variant} ${f.game} ${f.filter}`] ??= {});
    const r = await timedPair((n, seeds) => searchOnPool(pool, n, f, seeds), sizing, state);
    search.push({ filter: f.filter, game: f.game, ...r });
  }
  return {
    checksum,
    checksumAll: all.checksum,
    checksum2,
    checksum2All: all2.checksum,
    acts: [acts1, all.rate],
    acts2: [acts2One, all2.rate],
    search,
  };
}

// ---------------------------------------------------------------------------------------- Chromium
/** Opens the page in headless Chromium; returns { once(), close() }, once() measuring every cell once. */
async function chromium() {
  const { launch } = await import('../tests/e2e/harness.mjs');
  const h = await launch({ viewport: { width: 1280, height: 900 } });
  const page = await h.page('/index.html?seed=AGCK93XT');
  await page.waitForSelector('html[data-ready="1"]');
  const cores = await page.evaluate(() => navigator.hardwareConcurrency || 1);
  const version = h.browser.version();
  const simd = await page.evaluate(async () => (await import(new URL('www/wasm-variant.js', location.href).href)).simd);
  if (!simd) throw new Error('Chromium loads the scalar wasm: WebAssembly.validate refused the SIMD probe');
  log(`Chromium ${version}: the page's worker script, and the search panel's coordinator and pool, 1 and ${cores} workers`);
  // The search panel's coordinator and warm pool, in the page (see the head of this file).
  await page.evaluate(async (cores) => {
    const { SearchRun } = await import(new URL('www/search-run.js', location.href).href);
    const { WorkerPool } = await import(new URL('www/worker-pool.js', location.href).href);
    const url = new URL('www/search-worker.js', location.href);
    const pool = new WorkerPool(() => new Worker(url, { type: 'module', name: 'spire-map search' }));
    pool.warm(cores);
    await Promise.all(
      pool.idle.map(
        (w) =>
          new Promise((res) => {
            w.onmessage = (e) => e.data.type === 'bench' && e.data.id === -2 && res();
            w.postMessage({ type: 'bench', id: -2, firstSeed: 0, count: 3 }); // answered after the warm-up
          }),
      ),
    );
    for (const w of pool.idle) pool.park(w);
    window.benchSearch = (options, workers, total) =>
      new Promise((resolve, reject) => {
        const run = new SearchRun({
          options,
          total,
          limit: Infinity,
          workers,
          createWorker: () => pool.take(),
          releaseWorker: (w) => pool.give(w),
          onDone: (r) => (r.state === 'done' ? resolve({ ms: r.elapsedMs, matches: r.matchCount }) : reject(new Error(r.message || r.state))),
        });
        run.start();
      });
  }, cores);

  async function once() {
    // Act maps: the page's worker script, one worker then one per core (as actsOnWorkers).
    const acts = await page.evaluate(
      async ({ maps, sts2Maps, cores }) => {
        async function onWorkers(n, maps, game) {
          const url = new URL('www/search-worker.js', location.href);
          const workers = Array.from({ length: n }, () => new Worker(url, { type: 'module' }));
          await Promise.all(workers.map((w) => new Promise((res) => (w.onmessage = (e) => e.data.type === 'ready' && res()))));
          // Warmed up as the search panel's pool warms its workers (www/worker-pool.js), so that V8
          // has optimised the generator before the timed maps.
          await Promise.all(
            workers.map(
              (w) =>
                new Promise((res) => {
                  w.onmessage = (e) => e.data.type === 'bench' && res();
                  w.postMessage({ type: 'bench', id: -1, firstSeed: 0, count: game === 'sts2' ? 300 : 3000, game });
                }),
            ),
          );
          const seeds = maps / 3;
          const t0 = performance.now();
          const parts = await Promise.all(
            workers.map(
              (w, k) =>
                new Promise((res, rej) => {
                  const from = Math.floor((seeds * k) / n);
                  const to = Math.floor((seeds * (k + 1)) / n);
                  w.onmessage = (e) => (e.data.type === 'bench' ? res(e.data) : rej(new Error(e.data.message)));
                  w.postMessage({ type: 'bench', id: k, firstSeed: from, count: 3 * (to - from), game });
                }),
            ),
          );
          const ms = performance.now() - t0;
          for (const w of workers) w.terminate();
          const checksum = parts.reduce((s, p) => s + BigInt(p.checksum), 0n) % 2n ** 64n;
          return { rate: (maps * 1000) / ms, checksum: checksum.toString() };
        }
        return {
          one: await onWorkers(1, maps, 'sts1'),
          all: await onWorkers(cores, maps, 'sts1'),
          one2: await onWorkers(1, sts2Maps, 'sts2'),
          all2: await onWorkers(cores, sts2Maps, 'sts2'),
        };
      },
      { maps: opts.maps, sts2Maps: opts.sts2Maps, cores },
    );
    // Both variants on the page's thread, one after the other: the scalar one's act maps (the
    // workers load the SIMD one), and the SIMD one's in the same place for comparison.
    const thread = await page.evaluate(
      async ({ maps }) => {
        const out = {};
        for (const variant of ['scalar', 'simd']) {
          const m = await import(new URL(`www/pkg/spire_map_search.js?${variant}`, location.href).href);
          await m.default({ module_or_path: new URL(`www/pkg/spire_map_search${variant === 'simd' ? '_simd' : ''}_bg.wasm`, location.href) });
          m.bench_acts(0, 3000);
          const t0 = performance.now();
          const checksum = m.bench_acts(0, maps);
          out[variant] = { rate: (maps * 1000) / (performance.now() - t0), checksum };
        }
        return out;
      },
      { maps: opts.maps },
    );
    // Search: the panel's coordinator and pool, one worker and then one per core.
    const search = [];
    for (const f of opts.filters) {
      const state = (sizes[`chromium ${f.game} ${f.filter}`] ??= {});
      const runOn = (n, seeds) => page.evaluate(({ options, n, seeds }) => window.benchSearch(options, n, seeds), { options: searchOptions(f), n, seeds });
      const r = await timedPair(runOn, { ...sizing, cores }, state);
      search.push({ filter: f.filter, game: f.game, ...r });
    }
    return {
      cores,
      version,
      checksum: acts.one.checksum,
      checksumAll: acts.all.checksum,
      checksumThread: [thread.scalar.checksum, thread.simd.checksum],
      checksum2: acts.one2.checksum,
      checksum2All: acts.all2.checksum,
      acts: [acts.one.rate, acts.all.rate],
      acts2: [acts.one2.rate, acts.all2.rate],
      thread: [thread.scalar.rate, thread.simd.rate],
      search,
    };
  }

  return {
    once,
    async close() {
      h.assertNoErrors(page);
      await h.close();
    },
  };
}

/** Per cell, the best (highest) of the runs; the rest of the first run. */
function bestOf(runs) {
  const r = structuredClone(runs[0]);
  r.acts = [0, 1].map((j) => Math.max(...runs.map((x) => x.acts[j])));
  r.acts2 = [0, 1].map((j) => Math.max(...runs.map((x) => x.acts2[j])));
  if (r.thread) r.thread = [0, 1].map((j) => Math.max(...runs.map((x) => x.thread[j])));
  r.search.forEach((s, i) => {
    s.rates = [0, 1].map((j) => Math.max(...runs.map((x) => x.search[i].rates[j])));
    // The last run's size (a run shorter than --seconds grows the next).
    Object.assign(s, { seeds: runs.at(-1).search[i].seeds, seconds: runs.at(-1).search[i].seconds });
  });
  return r;
}

// ---------------------------------------------------------------------------------------- report
const load = () => os.loadavg()[0].toFixed(1);
const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus()[0]?.model ?? '?'} × ${CORES}`,
  maps: opts.maps,
  seeds: opts.seeds,
  repeat: opts.repeat,
  loadBefore: load(),
};
// The repeats go round the platforms (native, Node, Chromium, native, …), so that a burst of other
// work on the machine spoils one run of a cell rather than all of them.
log(`Node ${process.version}, ${CORES} cores; ${opts.maps} act maps, ${opts.seeds} seeds per search, best of ${opts.repeat}`);
const runs = { native: [], nodeScalar: [], nodeSimd: [], chromium: [] };
const browser = opts.browser ? await chromium() : null;
try {
  for (let i = 1; i <= opts.repeat; i++) {
    log(`run ${i} of ${opts.repeat}: native (spire-map bench), Node scalar and SIMD wasm, ${browser ? 'Chromium' : 'no browser'}`);
    runs.native.push(nativeOnce());
    runs.nodeScalar.push(await nodeOnce('scalar'));
    runs.nodeSimd.push(await nodeOnce('simd'));
    if (browser) runs.chromium.push(await browser.once());
  }
} finally {
  await browser?.close();
  for (const pool of Object.values(nodePools)) pool.close(); // else its idle workers keep Node running
}
results.native = bestOf(runs.native);
results.nodeScalar = bestOf(runs.nodeScalar);
results.nodeSimd = bestOf(runs.nodeSimd);
if (browser) results.chromium = bestOf(runs.chromium);
results.loadAfter = load();

for (const [name, r] of Object.entries({ nodeScalar: results.nodeScalar, nodeSimd: results.nodeSimd, chromium: results.chromium })) {
  if (!r) continue;
  for (const c of [r.checksum, r.checksumAll, ...(r.checksumThread ?? [])]) {
    if (c !== results.native.checksum) throw new Error(`${name}: act-map checksum ${c} differs from native ${results.native.checksum}`);
  }
  for (const c of [r.checksum2, r.checksum2All]) {
    if (c !== results.native.checksum2) throw new Error(`${name}: StS2 act-map checksum ${c} differs from native ${results.native.checksum2}`);
  }
  r.search.forEach((s, i) => {
    if (s.probeMatches !== results.native.search[i].probeMatches) {
      throw new Error(`${name}: ${s.probeMatches} matches in ${opts.seeds} seeds for ${s.filter}, native ${results.native.search[i].probeMatches}`);
    }
  });
}

const k = (x) => (x >= 1e6 ? `${(x / 1e6).toFixed(2)} M` : `${Math.round(x / 1000)} k`);
const rows = [
  ['StS1 act maps/s', (r) => r.acts],
  ['StS2 act maps/s', (r) => r.acts2],
].concat(
  results.native.search.map((s, i) => [
    `search seeds/s, ${s.game === 'sts2' ? 'StS2 A10' : 'StS1 A20'}: \`${s.filter}\` (${s.probeMatches} matches in ${opts.seeds} seeds)`,
    (r) => r.search[i].rates,
  ]),
);
const cols = [
  ['native', results.native, results.native.threads],
  ['Node wasm scalar', results.nodeScalar, CORES],
  ['Node wasm SIMD', results.nodeSimd, CORES],
  ['Chromium wasm SIMD', results.chromium, results.chromium?.cores],
].filter(([, r]) => r);
const ratio = (r, i, j) => (results.native && r ? ` (${(rows[i][1](r)[j] / rows[i][1](results.native)[j]).toFixed(2)}×)` : '');
console.log(
  `Benchmarks, ${results.date}: ${results.machine}; ${opts.maps} StS1 and ${opts.sts2Maps} StS2 act maps; search sequential from seed 0, each run sized to ${opts.seconds} s or more on one core (${opts.seeds} seeds first); best of ${opts.repeat}`,
);
console.log('');
console.log(`| what | ${cols.map(([n, , c]) => `${n} 1 core | ${n} ${c} cores`).join(' | ')} |`);
console.log(`|---|${cols.map(() => '---|---|').join('')}`);
rows.forEach(([label, get], i) => {
  const cells = cols.flatMap(([n, r]) => [0, 1].map((j) => `${k(get(r)[j])}${n === 'native' ? '' : ratio(r, i, j)}`));
  console.log(`| ${label} | ${cells.join(' | ')} |`);
});
console.log('');
console.log('(×: the fraction of the native figure in the same column; checksums and match counts agree across all platforms)');
console.log('');
console.log(`All cores against one core, search (each cell: the best all-cores rate / the best one-core rate; the seeds of each run, the one-core run's seconds):`);
console.log('');
console.log(`| filter | ${cols.map(([n, , c]) => `${n}, ${c} cores / 1`).join(' | ')} |`);
console.log(`|---|${cols.map(() => '---|').join('')}`);
const seedsText = (n) => (n >= 1e6 ? `${+(n / 1e6).toFixed(2)} M` : `${Math.round(n / 1000)} k`);
results.native.search.forEach((s, i) => {
  const cells = cols.map(([, r]) => {
    const x = r.search[i];
    return `${(x.rates[1] / x.rates[0]).toFixed(2)}× (${seedsText(x.seeds)}, ${x.seconds[0].toFixed(2)} s)`;
  });
  console.log(`| \`${s.filter}\` | ${cells.join(' | ')} |`);
});
if (results.chromium) {
  const [scalar, simd] = results.chromium.thread;
  const x = (v) => (v / results.native.acts[0]).toFixed(2);
  console.log('');
  console.log(
    `Chromium act maps/s on the page's thread, one core: scalar wasm ${k(scalar)} (${x(scalar)}×), SIMD wasm ${k(simd)} (${x(simd)}×); SIMD/scalar ${(simd / scalar).toFixed(2)}×`,
  );
}
console.log(
  `(load average ${results.loadBefore} before, ${results.loadAfter} after, on ${CORES} cores: other work on the machine lowers the figures, the all-cores ones most)`,
);
if (opts.json) fs.writeFileSync(opts.json, `${JSON.stringify(results, null, 2)}\n`);
