// A seed-search Web Worker: the search module's engine, answering one message at a time.
//
// A seed-search Web Worker (a module worker: new Worker(url, { type: 'module' })). It loads the
// search build of the engine (www/pkg/spire_map_search.js, cargo feature `search-worker`; its SIMD
// or scalar wasm, www/wasm-variant.js) once and
// answers the coordinator (www/search-run.js) one message at a time:
//
//   → { type: 'chunk', id, options }   options: the engine's SearchOptions (filter, game, ascension,
//                                      finalActUnlocked, from | fromValue | rngSeed, start, count, limit)
//   ← { type: 'chunk', id, start, count, checked, matches, ms }
//                                      matches: [{ index, seed, seedValue }] in scan order; ms: time in search()
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

import init, { search, bench_acts as benchActs, bench_sts2_acts as benchSts2Acts } from './pkg/spire_map_search.js';
import { searchWasmUrl } from './wasm-variant.js';

// The SIMD or the scalar wasm, whichever this runtime runs (www/wasm-variant.js).
const ready = init({ module_or_path: searchWasmUrl() });
ready.then(
  () => postMessage({ type: 'ready' }),
  (e) => postMessage({ type: 'fatal', message: `the search engine could not be loaded: ${e?.message ?? e}` }),
);

const errorText = (e) => (e instanceof Error ? e.message : String(e));

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
      const r = search(msg.options);
      postMessage({
        type: 'chunk',
        id: msg.id,
        start: msg.options.start,
        count: msg.options.count,
        checked: r.checked,
        matches: r.matches,
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
