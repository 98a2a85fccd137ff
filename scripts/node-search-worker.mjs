// Runs the page's seed-search Web Worker (www/search-worker.js) in Node's worker_threads, unchanged,
// so that the benchmarks (scripts/bench) and the tests (tests/js/search-run.test.mjs) drive the same
// worker and coordinator (www/search-run.js) as the page.
//
//   import { createNodeWorker } from './scripts/node-search-worker.mjs';
//   const w = createNodeWorker();   // postMessage, terminate, onmessage, onerror like a Web Worker
//   createNodeWorker({ simd: false })   // the scalar wasm, where Node would load the SIMD one
//
// In the worker thread this file gives the worker the globals a Web Worker has (self, postMessage,
// onmessage) and a fetch that reads file: URLs (the wasm), then imports www/search-worker.js.

import fs from 'node:fs';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const WORKER_URL = new URL('../www/search-worker.js', import.meta.url);

/** A Web-Worker-like object running www/search-worker.js in a worker thread. */
export function createNodeWorker({ simd = true } = {}) {
  const w = new Worker(new URL(import.meta.url), { workerData: { simd } });
  const like = {
    onmessage: null,
    onerror: null,
    postMessage: (data) => w.postMessage(data),
    terminate: () => {
      w.terminate();
    },
  };
  w.on('message', (data) => like.onmessage?.({ data }));
  w.on('error', (e) => like.onerror?.({ message: e?.message ?? String(e), preventDefault() {} }));
  return like;
}

if (!isMainThread) {
  const fetchOriginal = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = String(input instanceof URL ? input.href : (input?.url ?? input));
    if (url.startsWith('file:')) {
      return new Response(fs.readFileSync(new URL(url)), { headers: { 'content-type': 'application/wasm' } });
    }
    return fetchOriginal(input, init);
  };
  globalThis.self = globalThis;
  // www/wasm-variant.js: false makes the worker load the scalar wasm.
  if (workerData?.simd === false) globalThis.SPIRE_MAP_SIMD = false;
  globalThis.postMessage = (data) => parentPort.postMessage(data);
  // Messages that arrive while the worker module loads wait for it, as a Web Worker's would.
  let early = [];
  const deliver = (data) => globalThis.self.onmessage?.({ data });
  parentPort.on('message', (data) => (early ? early.push(data) : deliver(data)));
  await import(WORKER_URL.href);
  for (const data of early.splice(0)) deliver(data);
  early = null;
}
