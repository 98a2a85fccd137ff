#!/usr/bin/env node
// The speed benchmarks, side by side in one run with the same seeds and filters (README "Seed
// search"): act maps per second and search seeds per second, on one core and on every core,
//
//   native     target/release/spire-map bench (rayon)
//   Node       www/pkg/spire_map_search.js in this process (one core) and in worker_threads running
//              the page's own worker and coordinator (www/search-worker.js, www/search-run.js), with
//              each of the search module's two wasm variants (scripts/build-wasm): scalar and SIMD128
//   Chromium   headless, the page served with its CSP: act maps through the page's worker script,
//              search through the search panel itself (its Workers field set to 1, then to every
//              core), with the variant the page loads (www/wasm-variant.js: SIMD, checked); and act
//              maps of the scalar variant on one core, on the page's thread beside the SIMD ones
//
// Act maps: acts 1-3 of consecutive seeds from 0 in the engine's own form, Slay the Spire's at
// ascension 1+ (the loop of spire_map::search::generate_acts, the wasm's bench_acts) and Slay the
// Spire 2's at ascension 10 (generate_sts2_acts, bench_sts2_acts; --sts2-maps of them); the
// checksums must agree. Search: sequential from seed 0 at
// ascension 20 for Slay the Spire filters (--filter), at ascension 10 (its highest) over the
// 12-character seeds for Slay the Spire 2 filters (--sts2-filter). "All cores" is os.availableParallelism() (navigator.hardwareConcurrency in Chromium);
// its wall clock includes starting the workers and loading the engine in them.
//
// Every figure is the best of --repeat runs (default 3), taken in turns across the platforms: the
// machine is shared, and the best run is the one least disturbed by other work.
//
//   scripts/bench [--maps N] [--sts2-maps N] [--seeds N] [--repeat R] [--filter F]... [--sts2-filter F]...
//                 [--json FILE] [--no-browser]
// (Given any --filter or --sts2-filter, only the filters given are run.)
// (scripts/bench builds the release CLI and www/pkg first; this file expects them.)

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { SearchRun } from '../www/search-run.js';
import { createNodeWorker } from './node-search-worker.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EXE = path.join(ROOT, 'target/release/spire-map');
const PKG = path.join(ROOT, 'www/pkg');

// The search panel stops at 10 000 matches, so each filter matches fewer than that in the default
// 200 000 seeds (a filter matching more is measured by --filter / --sts2-filter with fewer --seeds).
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
  const o = { maps: 300000, sts2Maps: 60000, seeds: 200000, repeat: 3, filters: [], json: null, browser: true };
  for (let i = 0; i < a.length; i++) {
    const next = () => {
      if (i + 1 >= a.length) throw new Error(`${a[i]} needs a value`);
      return a[++i];
    };
    if (a[i] === '--maps') o.maps = Number(next());
    else if (a[i] === '--sts2-maps') o.sts2Maps = Number(next());
    else if (a[i] === '--seeds') o.seeds = Number(next());
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
    const args = ['bench', '--game', game, '--maps', String(maps), '--seeds', String(opts.seeds), '--format', 'json'];
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
      return { filter: s.filter, game: f.game, matches: s.matches, rates: [s.oneCore, s.allCores] };
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

function searchOnWorkers(make, n, { game, filter }, seeds) {
  return new Promise((resolve, reject) => {
    const run = new SearchRun({
      options: searchOptions({ game, filter }),
      total: seeds,
      limit: Infinity,
      workers: n,
      createWorker: make,
      onDone: (r) => (r.state === 'done' ? resolve(r) : reject(new Error(r.message || r.state))),
    });
    run.start();
  });
}

const nodePkgs = {};
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
  const search = [];
  for (const f of opts.filters) {
    t0 = performance.now();
    let matches = 0;
    for (let start = 0; start < opts.seeds; start += 1_000_000) {
      const count = Math.min(1_000_000, opts.seeds - start);
      matches += m.search({ ...searchOptions(f), start, count }).matches.length;
    }
    const one = (opts.seeds * 1000) / (performance.now() - t0);
    const run = await searchOnWorkers(createNode, CORES, f, opts.seeds);
    if (run.matches.length !== matches) throw new Error(`Node workers found ${run.matches.length} matches, one core ${matches}`);
    search.push({ filter: f.filter, game: f.game, matches, rates: [one, run.rate] });
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
  log(`Chromium ${version}: the page's worker script and search panel, 1 and ${cores} workers`);
  await page.click('#search-open');
  await page.waitForSelector('#search[data-engine=ready]');
  await page.fill('#search-from', '0');
  await page.selectOption('#search-from-form', 'number');
  await page.fill('#search-count', String(opts.seeds));
  await page.fill('#search-limit', '10000');

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
    // Search: the panel, as a user runs it.
    const search = [];
    for (const { game, filter } of opts.filters) {
      await page.selectOption('#search-game', game);
      await page.selectOption('#search-asc', String(ASCENSIONS[game]));
      // StS1 from seed number 0; StS2 from its first seed (an empty field: 000000000000).
      await page.fill('#search-from', game === 'sts1' ? '0' : '');
      if (game === 'sts1') await page.selectOption('#search-from-form', 'number');
      await page.fill('#search-filter', filter);
      const rates = [];
      let matches = null;
      for (const n of [1, cores]) {
        await page.fill('#search-workers', String(n));
        await page.waitForFunction(() => !document.getElementById('search-start').disabled);
        await page.click('#search-start');
        await page.waitForFunction(() => document.getElementById('search').dataset.state !== 'running', null, { timeout: 600_000 });
        const state = await page.locator('#search').getAttribute('data-state');
        if (state !== 'done') throw new Error(`the panel ended '${state}': ${await page.locator('#search-error').textContent()}`);
        matches = Number(await page.locator('#search').getAttribute('data-matches'));
        rates.push(Number(await page.locator('#search').getAttribute('data-rate')));
      }
      search.push({ filter, game, matches, rates });
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
  r.search.forEach((s, i) => (s.rates = [0, 1].map((j) => Math.max(...runs.map((x) => x.search[i].rates[j])))));
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
    if (s.matches !== results.native.search[i].matches) {
      throw new Error(`${name}: ${s.matches} matches for ${s.filter}, native ${results.native.search[i].matches}`);
    }
  });
}

const k = (x) => (x >= 1e6 ? `${(x / 1e6).toFixed(2)} M` : `${Math.round(x / 1000)} k`);
const rows = [
  ['StS1 act maps/s', (r) => r.acts],
  ['StS2 act maps/s', (r) => r.acts2],
].concat(
  results.native.search.map((s, i) => [
    `search seeds/s, ${s.game === 'sts2' ? 'StS2 A10' : 'StS1 A20'}: \`${s.filter}\` (${s.matches} matches)`,
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
  `Benchmarks, ${results.date}: ${results.machine}; ${opts.maps} StS1 and ${opts.sts2Maps} StS2 act maps, ${opts.seeds} seeds per search (sequential from seed 0); best of ${opts.repeat}`,
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
