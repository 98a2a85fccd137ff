// The page's seed-search coordinator (www/search-run.js) and worker (www/search-worker.js), run in
// Node's worker_threads through scripts/node-search-worker.mjs: the matches it collects equal the
// native CLI's (`spire-map search --format json`, release build, built by scripts/test before the
// Node tests), whatever the number of workers; a limit gives the scan's first matches; cancel
// terminates every worker at once; engine errors end the run with the engine's message. Also: the
// panel's form text (www/search.js) round-trips through the engine's canonical form.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, PKG } from './helpers.mjs';
import { SearchRun, nextChunkSize, unpackMatches, CHUNK_MS, MIN_CHUNK, MAX_CHUNK } from '../../www/search-run.js';
import { createNodeWorker } from '../../scripts/node-search-worker.mjs';
import { WorkerPool, WARM_UP } from '../../www/worker-pool.js';
import { rowsToText, canonicalToRows } from '../../www/search.js';
import { speedText } from '../../www/search-progress.js';

const EXE = path.join(ROOT, 'target/release/spire-map');

/** The native CLI's matches: [{ index, seed, seedValue }]. */
function cli(args) {
  assert.ok(fs.existsSync(EXE), `${EXE} is missing: scripts/test builds it (cargo build --release)`);
  const out = execFileSync(EXE, ['search', '--format', 'json', ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const lines = out.trim().split('\n').map((l) => JSON.parse(l));
  const summary = lines.pop();
  assert.ok('seedsPerSecond' in summary, 'the last line is the summary');
  return { matches: lines, summary };
}

/** Runs the coordinator to its end; resolves to the run. `spy` sees every worker made. */
function runSearch({ options, total, limit = 10000, workers = 2, spy = () => {} }) {
  return new Promise((resolve) => {
    const run = new SearchRun({
      options,
      total,
      limit,
      workers,
      createWorker: () => {
        const w = createNodeWorker();
        spy(w);
        return w;
      },
      onDone: resolve,
    });
    run.start();
  });
}

/**
 * A started SearchRun over fake workers that record what they are sent (`fakes[i].sent`) and are
 * answered by calling their `onmessage`; the clock stands at 0.
 */
function fakeRun(settings) {
  const fakes = [];
  const createWorker = () => {
    const w = { sent: [], postMessage: (m) => w.sent.push(m), terminate() {} };
    fakes.push(w);
    return w;
  };
  const run = new SearchRun({ ...settings, createWorker, now: () => 0 });
  run.start();
  return { run, fakes };
}

const FILTER = 'a1.boss = Hexaghost and a1.max(elites) >= 4';

test('a sequential scan finds exactly the CLI matches, on 1 and 3 workers', async () => {
  const want = cli(['--filter', FILTER, '--ascension', '20', '--from-value', '-1000', '--count', '12000']).matches;
  assert.ok(want.length > 20, `enough matches to compare (${want.length})`);
  for (const workers of [1, 3]) {
    const run = await runSearch({ options: { filter: FILTER, ascension: 20, fromValue: '-1000' }, total: 12000, workers });
    assert.equal(run.state, 'done', run.message);
    assert.equal(run.checked, 12000);
    assert.deepEqual(run.matches, want, `${workers} workers`);
  }
});

test('a sequential scan from a seed string and a random scan equal the CLI', async () => {
  const f = 'a1.burning.floor = 6 and a1.starts >= 4';
  const seq = cli(['--filter', f, '--from', 'AGCK93XT', '--count', '5000']).matches;
  const run = await runSearch({ options: { filter: f, from: 'AGCK93XT' }, total: 5000 });
  assert.deepEqual(run.matches, seq);
  const rnd = cli(['--filter', f, '--random', '5000', '--rng-seed', '12345']).matches;
  const run2 = await runSearch({ options: { filter: f, rngSeed: '12345' }, total: 5000 });
  assert.equal(run2.state, 'done');
  assert.deepEqual(run2.matches, rnd);
});

test('a limit gives the first matches in scan order, as the CLI --limit does', async () => {
  const want = cli(['--filter', 'a1.boss = Hexaghost', '--count', '100000', '--limit', '25']).matches;
  assert.equal(want.length, 25);
  const run = await runSearch({ options: { filter: 'a1.boss = Hexaghost' }, total: 100000, limit: 25, workers: 3 });
  assert.equal(run.state, 'limit');
  assert.deepEqual(run.matches, want);
  assert.ok(run.checked < 100000, 'stops early');
});

test('cancel terminates every worker at once and nothing is reported after it', async () => {
  const made = [];
  let terminated = 0;
  let updatesAfter = 0;
  let cancelled = false;
  await new Promise((resolve) => {
    const run = new SearchRun({
      options: { filter: 'a1.max(elites) >= 99' },
      total: 1e9,
      limit: 10,
      workers: 2,
      createWorker: () => {
        const w = createNodeWorker();
        const terminate = w.terminate;
        w.terminate = () => {
          terminated++;
          terminate();
        };
        made.push(w);
        return w;
      },
      onUpdate: (r) => {
        if (cancelled) updatesAfter++;
        else if (r.checked > 0) {
          cancelled = true;
          r.cancel();
        }
      },
      onDone: (r) => {
        assert.equal(r.state, 'cancelled');
        resolve();
      },
    });
    run.start();
  });
  assert.equal(made.length, 2);
  assert.equal(terminated, 2);
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(updatesAfter, 0);
});

test('engine errors end the run with the engine message', async () => {
  const run = await runSearch({ options: { filter: 'a1.boss = Hexa' }, total: 1000 });
  assert.equal(run.state, 'error');
  assert.match(run.message, /`hexa` is not a name the game uses here/);
  const run2 = await runSearch({ options: { filter: 'a1.starts >= 1', from: 'AB!' }, total: 1000 });
  assert.equal(run2.state, 'error');
  assert.match(run2.message, /from|seed/i);
});

test("the panel's form text round-trips through the engine's canonical form", async () => {
  const m = await import(path.join(PKG, 'spire_map_search.js'));
  m.initSync({ module: fs.readFileSync(path.join(PKG, 'spire_map_search_bg.wasm')) });
  const names = m.filter_names();
  const rows = [
    { act: 1, q: 'max', kind: 'elites', op: '>=', value: '4' },
    { act: 2, q: 'minfloor', kind: 'fights', n: 25, op: '<', value: '3' },
    { act: 1, q: 'minbefore', kind: 'elites', kind2: 'rests', op: '=', value: '0' },
    { act: 3, q: 'count', kind: 'shops', op: '!=', value: '2' },
    { act: 1, q: 'starts', op: '>', value: '3' },
    { act: 3, q: 'boss', op: '=', value: 'Awakened One' },
    { act: 3, q: 'boss2', op: '!=', value: 'Time Eater' },
    { act: 1, q: 'elite', n: 2, op: '=', value: 'Gremlin Nob' },
    { act: 1, q: 'fight', n: 1, op: '=', value: '2 Louse' },
    { act: 1, q: 'burning.buff', op: '=', value: 'Max HP' },
    { act: 2, q: 'burning.floor', op: '<=', value: '25' },
    { act: 1, q: 'bottlenecks', op: '>=', value: '1' },
  ];
  const text = rowsToText(rows);
  const canonical = m.check_filter(text);
  const back = canonicalToRows(canonical, names);
  assert.ok(back, `the form shows ${canonical}`);
  assert.equal(m.check_filter(rowsToText(back)), canonical);
  assert.equal(back[5].value, 'Awakened One', 'names come back as the game shows them');
  assert.equal(back[9].value, 'Max HP');
  assert.equal(canonicalToRows(m.check_filter('a1.starts >= 1 and a2.nodes < 40'), names).length, 2);
});

test("the search parameters survive the viewer's URL (state.js keeps them)", async () => {
  const { parseQuery, serialise } = await import('../../www/state.js');
  const q = '?v=1&seed=AGCK93XT&asc=20&act=1&search=a1.max(elites%2C+floor+<%3D+6)+>%3D+2&sasc=20&sfromValue=-5&scount=5000&slimit=7';
  const { state, notes } = parseQuery(q);
  assert.deepEqual(notes, []);
  assert.equal(state.search.search, 'a1.max(elites, floor <= 6) >= 2');
  assert.equal(state.search.sfromValue, '-5');
  const again = parseQuery(serialise(state));
  assert.deepEqual(again.state.search, state.search);
  assert.deepEqual(parseQuery(serialise({ ...state, search: {} })).state.search, {});
  assert.match(parseQuery(`?search=${'x'.repeat(2001)}`).notes.join(' '), /longer than 2000/);
});

test('the search module is declared with its types and has no map functions', () => {
  const dts = fs.readFileSync(path.join(PKG, 'spire_map_search.d.ts'), 'utf8');
  for (const decl of [
    'export function search(options: SearchOptions): SearchChunk;',
    'export function check_filter(filter: string): string;',
    'export function filter_names(): FilterNames;',
    'export function bench_acts(first_seed: number, count: number): string;',
    'export function bench_sts2_acts(first_seed: number, count: number): string;',
  ]) {
    assert.ok(dts.includes(decl), decl);
  }
  assert.doesNotMatch(dts, /export function generate_map/);
  assert.doesNotMatch(fs.readFileSync(path.join(PKG, 'spire_map.d.ts'), 'utf8'), /export function (search|check_filter|bench_acts)\(/);
});

test('spire-map bench and the wasm bench_acts generate the same maps; bench counts the same matches as search', async () => {
  const m = await import(path.join(PKG, 'spire_map_search.js'));
  m.initSync({ module: fs.readFileSync(path.join(PKG, 'spire_map_search_bg.wasm')) });
  const f = 'a1.starts >= 4';
  const out = execFileSync(EXE, ['bench', '--maps', '3001', '--seeds', '2000', '--filter', f, '--format', 'json'], { encoding: 'utf8' });
  const r = JSON.parse(out);
  assert.equal(r.maps, 3001);
  assert.equal(r.checksum, m.bench_acts(0, 3001));
  assert.notEqual(r.checksum, m.bench_acts(1, 3001));
  assert.ok(r.actMaps.oneCore > 0 && r.actMaps.allCores > 0);
  const want = cli(['--filter', f, '--ascension', '20', '--count', '2000']).matches.length;
  assert.deepEqual([r.search[0].matches, r.search[0].matchesAll], [want, want]);
  assert.equal(r.search[0].filter, m.check_filter(f));
});

test('the warm pool: a finished run hands its workers back, the next run reuses them, a cancelled run terminates them', async () => {
  const made = [];
  const terminated = new Set();
  const pool = new WorkerPool(() => {
    const w = createNodeWorker();
    const terminate = w.terminate;
    w.terminate = () => {
      terminated.add(w);
      terminate();
    };
    made.push(w);
    return w;
  });
  pool.warm(2);
  assert.equal(made.length, 2, 'started before any run');
  const run = (total, onUpdate = () => {}) =>
    new Promise((resolve) => {
      const r = new SearchRun({
        options: { filter: FILTER, ascension: 20, fromValue: '-1000' },
        total,
        limit: 10000,
        workers: 2,
        createWorker: () => pool.take(),
        releaseWorker: (w) => pool.give(w),
        onUpdate,
        onDone: resolve,
      });
      r.start();
    });
  const want = cli(['--filter', FILTER, '--ascension', '20', '--from-value', '-1000', '--count', '12000']).matches;
  const first = await run(12000);
  assert.equal(first.state, 'done');
  assert.deepEqual(first.matches, want);
  assert.equal(pool.idle.length, 2, 'both workers are back');
  assert.equal(terminated.size, 0);
  const second = await run(12000);
  assert.deepEqual(second.matches, want, 'the reused workers find the same matches');
  assert.equal(made.length, 2, 'no new worker for the second run');
  const cancelled = await run(1e9, (r) => r.checked > 0 && r.cancel());
  assert.equal(cancelled.state, 'cancelled');
  assert.equal(terminated.size, 2, 'a cancelled run terminates its workers');
  assert.equal(pool.idle.length, 0);
  pool.warm(1);
  assert.equal(made.length, 3, 'the pool starts a new one');
  pool.close();
  assert.equal(terminated.size, 3);
});

test("the pool's warm-up searches are valid filters, and a worker answers them with 'warm', never a chunk", async () => {
  const m = await import(path.join(PKG, 'spire_map_search.js'));
  m.initSync({ module: fs.readFileSync(path.join(PKG, 'spire_map_search_bg.wasm')) });
  for (const o of WARM_UP) {
    assert.doesNotThrow(() => m.check_filter(o.filter), o.filter);
    assert.ok(m.search(o).matches.length > 0, `${o.filter} matches seeds (its conditions are all evaluated)`);
  }
  const w = createNodeWorker();
  const replies = [];
  const got = new Promise((resolve) => {
    w.onmessage = (e) => {
      if (e.data.type === 'ready') return;
      replies.push(e.data);
      if (replies.length === WARM_UP.length + 1) resolve();
    };
  });
  for (const options of WARM_UP) w.postMessage({ type: 'warm', id: 7, options });
  w.postMessage({ type: 'warm', id: 8, options: { ...WARM_UP[0], filter: 'a1.nope >= 1' } });
  await got;
  w.terminate();
  assert.deepEqual(replies.slice(0, WARM_UP.length).map((r) => [r.type, r.id]), WARM_UP.map(() => ['warm', 7]));
  assert.equal(replies.at(-1).type, 'error');
  assert.match(replies.at(-1).message, /nope/);
});

test('each worker holds two chunks at once, handed out in scan order, and gets the next as one returns', () => {
  const { run, fakes } = fakeRun({ options: { filter: 'a1.starts >= 1' }, total: 100000, limit: 10, workers: 2 });
  assert.deepEqual(fakes.map((w) => w.sent.length), [2, 2], 'two chunks each, before any reply');
  const starts = fakes.flatMap((w) => w.sent.map((m) => m.options.start)).sort((a, b) => a - b);
  const counts = fakes.flatMap((w) => w.sent).sort((a, b) => a.options.start - b.options.start).map((m) => m.options.count);
  starts.forEach((s, i) => assert.equal(s, i === 0 ? 0 : starts[i - 1] + counts[i - 1], 'contiguous, from 0'));
  // The first worker returns its first chunk: it is handed one more, the other is not.
  const first = fakes[0].sent[0];
  fakes[0].onmessage({ data: { type: 'chunk', id: first.id, start: first.options.start, count: first.options.count, checked: first.options.count, matches: [], ms: 5 } });
  assert.deepEqual(fakes.map((w) => w.sent.length), [3, 2]);
  run.cancel();
});

test('a finished run shorter than a second says how long it took; longer ones and running ones give a rate', () => {
  // A clock that returns the given times one call after another.
  const clock = (...times) => () => times.shift();
  const finished = (start, end, checked) => {
    const run = new SearchRun({ options: {}, total: 0, limit: 1, workers: 1, createWorker: () => null, now: clock(start, end) });
    run.start(); // no seed to check: done at once, at the clock's second time
    run.checked = checked;
    return run;
  };
  assert.equal(speedText(finished(1000, 1420, 4000)), 'in 0.42 s');
  assert.equal(speedText(finished(1000, 3500, 5000)), '2,000 seeds/s');
  const running = finished(0, 200, 800);
  running.state = 'running';
  running.endedAt = 0;
  running.now = () => 200;
  assert.equal(speedText(running), '4,000 seeds/s');
});

test("a worker's chunks follow its measured speed: CHUNK_MS of work, at most 4× and at least ½ the last", () => {
  // 2 000 seeds in 10 ms: CHUNK_MS of them, but at most four times as many as before.
  assert.equal(nextChunkSize(2000, 2000, 10), Math.min(8000, 200 * CHUNK_MS));
  // A fast filter grows in a few chunks to its CHUNK_MS, however many seeds that is.
  let size = 2000;
  for (let i = 0; i < 8; i++) size = nextChunkSize(size, size, size / 5000); // 5 M seeds/s
  assert.equal(size, 5000 * CHUNK_MS);
  assert.equal(nextChunkSize(MAX_CHUNK, MAX_CHUNK, 1), MAX_CHUNK);
  // A slow one: halved at most per chunk, never below MIN_CHUNK.
  assert.equal(nextChunkSize(40000, 40000, 100000), 20000);
  assert.equal(nextChunkSize(600, 600, 100000), MIN_CHUNK);
  // An unmeasured chunk keeps the size.
  assert.equal(nextChunkSize(3000, 0, 0), 3000);
  assert.equal(nextChunkSize(3000, 3000, 0), 3000);
});

test('chunks that end out of order: the matches come in scan order, up to the limit, and the run ends there', () => {
  let done = null;
  const { run, fakes } = fakeRun({ options: { filter: 'a1.starts >= 1' }, total: 40000, limit: 5, workers: 2, onDone: (r) => (done = r.state) });
  const chunks = fakes.flatMap((w) => w.sent.map((m) => ({ w, m }))).sort((a, b) => a.m.options.start - b.m.options.start);
  const reply = ({ w, m }, indices) =>
    w.onmessage({
      data: { type: 'chunk', id: m.id, start: m.options.start, count: m.options.count, checked: m.options.count, matches: indices.map((index) => ({ index })), ms: 10 },
    });
  const at = (k, ...offsets) => offsets.map((o) => chunks[k].m.options.start + o);
  reply(chunks[1], at(1, 3, 7, 9));
  reply(chunks[2], at(2, 1));
  assert.deepEqual(run.matches, [], 'nothing before the first chunk is in');
  reply(chunks[0], at(0, 5));
  assert.deepEqual(run.matches.map((m) => m.index), [...at(0, 5), ...at(1, 3, 7, 9), ...at(2, 1)].slice(0, 5));
  assert.equal(run.matchCount, 5);
  assert.equal(done, 'limit');
});

test('packed chunks: counted as they come, objects only when the matches are read, cut at the limit', () => {
  const { run, fakes } = fakeRun({ options: {}, total: 4000, limit: 4, workers: 1 });
  const [a, b] = fakes[0].sent;
  const reply = (m, packed) => fakes[0].onmessage({ data: { type: 'chunk', id: m.id, start: m.options.start, count: m.options.count, checked: m.options.count, packed, ms: 10 } });
  reply(a, '3 AB 3\n17 CD -17');
  reply(b, '');
  assert.equal(run.matchCount, 2);
  assert.equal(run.pending.length, 1, 'not unpacked yet');
  assert.deepEqual(run.matches, [
    { index: 3, seed: 'AB', seedValue: '3' },
    { index: 17, seed: 'CD', seedValue: '-17' },
  ]);
  const c = fakes[0].sent[2];
  reply(c, `${c.options.start} EF 1\n${c.options.start + 1} GH 2\n${c.options.start + 2} IJ 3`);
  assert.equal(run.matchCount, 4);
  assert.equal(run.state, 'limit');
  assert.deepEqual(run.matches.map((m) => m.seed), ['AB', 'CD', 'EF', 'GH']);
});

test("a worker's packed matches unpack to the engine's objects", async () => {
  const m = await import(path.join(PKG, 'spire_map_search.js'));
  m.initSync({ module: fs.readFileSync(path.join(PKG, 'spire_map_search_bg.wasm')) });
  const o = { game: 'sts2', filter: 'a1.boss = Vantom', rngSeed: 99n };
  const want = m.search({ ...o, start: 300, count: 3000, limit: 40 });
  const scanner = new m.SearchScanner({ ...o, count: 0 });
  const [checked, ...lines] = scanner.scan(300, 3000, 40).split('\n');
  assert.equal(Number(checked), want.checked);
  assert.equal(lines.length, 40);
  assert.deepEqual(unpackMatches(lines.join('\n')), want.matches);
  assert.equal(scanner.scan(0, 0), '0');
  assert.deepEqual(unpackMatches(''), []);
  assert.throws(() => scanner.scan(0, 1e8), /count/);
  scanner.free();
  assert.throws(() => new m.SearchScanner({ filter: 'a1.boss = Hexa', count: 0 }), /hexa/);
});
