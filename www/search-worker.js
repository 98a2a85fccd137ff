// A seed-search Web Worker: the search module's engine, answering one message at a time.
//
// A seed-search Web Worker (a module worker: new Worker(url, { type: 'module' })). It loads the
// search build of the engine (www/pkg/spire_map_search.js, cargo feature `search-worker`; its SIMD
// or scalar wasm, www/wasm-variant.js) once and
// answers the coordinator (www/search-run.js) one message at a time:
//
//   → { type: 'chunk', id, options }   options: the engine's SearchOptions (filter, game, ascension,
//                                      finalActUnlocked, from | fromValue | rngSeed, start, count, limit)
//   ← { type: 'chunk', id, start, count, checked, packed, ms }
//                                      packed: the matches in scan order, a line `index seed seedValue`
//                                      each (one string crosses to the page's thread for far less than
//                                      as many objects; www/search-run.js unpacks them); ms: time in the
//                                      engine. The filter is compiled once per run (a SearchScanner kept
//                                      while the chunks' options but start, count and limit stay the same).
//   → { type: 'bench', id, firstSeed, count, game }   times the engine's bench_acts (StS1 act maps, no
//                                      conversion), or bench_sts2_acts with game 'sts2'
//   ← { type: 'bench', id, count, checksum, ms }
//   → { type: 'warm', id, options }    runs a search only to warm the engine up (www/worker-pool.js)
//   ← { type: 'warm', id, ms }         (never a 'chunk': a run that takes the worker meanwhile
//                                      counts only its own chunks)
//   ← { type: 'error', id, message }   the engine refused (bad options) or failed
//   ← { type: 'ready' }                once, when the engine is loaded; { type: 'fatal', message } if it cannot be
//
// The worker never decides anything about the game: it only calls the engine.

import init, { search, SearchScanner, bench_acts as benchActs, bench_sts2_acts as benchSts2Acts } from './pkg/spire_map_search.js';
import { searchWasmUrl } from './wasm-variant.js';

// The SIMD or the scalar wasm, whichever this runtime runs (www/wasm-variant.js).
const ready = init({ module_or_path: searchWasmUrl() });
ready.then(
  () => postMessage({ type: 'ready' }),
  (e) => postMessage({ type: 'fatal', message: `the search engine could not be loaded: ${e?.message ?? e}` }),
);

const errorText = (e) => (e instanceof Error ? e.message : String(e));

// The run's compiled search, and its options but start, count and limit (as JSON; BigInts as text).
let scanner = null;
let scannerKey = null;

/** Checks one chunk with the scanner of its options (compiled on the first chunk of a run). */
function scanChunk({ start = 0, count, limit, ...rest }) {
  const key = JSON.stringify(rest, (_, v) => (typeof v === 'bigint' ? `${v}n` : v));
  if (key !== scannerKey) {
    scanner?.free();
    scanner = null;
    scannerKey = null;
    scanner = new SearchScanner({ ...rest, count: 0 });
    scannerKey = key;
  }
  const text = scanner.scan(Number(start), Number(count), limit === undefined || limit === null ? undefined : Number(limit));
  const nl = text.indexOf('\n');
  return nl < 0 ? { checked: Number(text), packed: '' } : { checked: Number(text.slice(0, nl)), packed: text.slice(nl + 1) };
}

self.onmessage = async (event) => {
  const msg = event.data;
  try {
    await ready;
  } catch {
    return; // 'fatal' was already posted
  }
  if (msg?.type === 'chunk') {
    const t0 = performance.now();
    try {
      const r = scanChunk(msg.options);
      postMessage({
        type: 'chunk',
        id: msg.id,
        start: msg.options.start,
        count: msg.options.count,
        checked: r.checked,
        packed: r.packed,
        ms: performance.now() - t0,
      });
    } catch (e) {
      postMessage({ type: 'error', id: msg.id, message: errorText(e) });
    }
  } else if (msg?.type === 'warm') {
    const t0 = performance.now();
    try {
      search(msg.options);
      postMessage({ type: 'warm', id: msg.id, ms: performance.now() - t0 });
    } catch (e) {
      postMessage({ type: 'error', id: msg.id, message: errorText(e) });
    }
  } else if (msg?.type === 'bench') {
    const t0 = performance.now();
    try {
      const checksum = (msg.game === 'sts2' ? benchSts2Acts : benchActs)(msg.firstSeed, msg.count);
      postMessage({ type: 'bench', id: msg.id, count: msg.count, checksum, ms: performance.now() - t0 });
    } catch (e) {
      postMessage({ type: 'error', id: msg.id, message: errorText(e) });
    }
  } else {
    postMessage({ type: 'error', id: msg?.id, message: 'unknown message' });
  }
};
