// Which search wasm this runtime loads: the SIMD128 variant or the scalar one.
//
// Which variant of the search module (scripts/build-wasm) this runtime loads:
// www/pkg/spire_map_search_simd_bg.wasm (WebAssembly SIMD128: seed search and bench_acts make
// Slay the Spire act maps sixteen at a time in its lanes) where WebAssembly.validate accepts a tiny
// SIMD module, www/pkg/spire_map_search_bg.wasm (scalar, one map at a time) elsewhere. Both give
// identical results (tests/js/determinism.test.mjs) and share one JS glue file
// (www/pkg/spire_map_search.js). `globalThis.SPIRE_MAP_SIMD = false`, set before this module is
// first imported, makes a runtime load the scalar variant (the benchmarks and tests use it). The
// probe is www/simd-probe.js, which the service worker (sw.js) runs too.

import './simd-probe.js';

/** Whether the search module's SIMD variant is the one loaded. */
export const simd = globalThis.SPIRE_MAP_SIMD !== false && globalThis.SPIRE_MAP_WASM_SIMD128 === true;

/** The URL of the search module's wasm in the variant this runtime loads. */
export function searchWasmUrl() {
  // Both URLs written out, so that scripts/shipped.mjs (and a bundler) see both files.
  return simd ? new URL('./pkg/spire_map_search_simd_bg.wasm', import.meta.url) : new URL('./pkg/spire_map_search_bg.wasm', import.meta.url);
}
