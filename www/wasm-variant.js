// Which variant of the search module (scripts/build-wasm) this runtime loads:
// www/pkg/spire_map_search_simd_bg.wasm (WebAssembly SIMD128: seed search and bench_acts make
// Slay the Spire act maps sixteen at a time in its lanes) where WebAssembly.validate accepts a tiny
// SIMD module, www/pkg/spire_map_search_bg.wasm (scalar, one map at a time) elsewhere. Both give
// identical results (tests/js/determinism.test.mjs) and share one JS glue file
// (www/pkg/spire_map_search.js). `globalThis.SPIRE_MAP_SIMD = false`, set before this module is
// first imported, makes a runtime load the scalar variant (the benchmarks and tests use it).

// (module (func (result v128) i32.const 0 i8x16.splat i8x16.popcnt))
const PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]);

/** Whether the search module's SIMD variant is the one loaded. */
export const simd = globalThis.SPIRE_MAP_SIMD !== false && typeof WebAssembly === 'object' && WebAssembly.validate(PROBE);

/** The URL of the search module's wasm in the variant this runtime loads. */
export function searchWasmUrl() {
  // Both URLs written out, so that scripts/shipped.mjs (and a bundler) see both files.
  return simd ? new URL('./pkg/spire_map_search_simd_bg.wasm', import.meta.url) : new URL('./pkg/spire_map_search_bg.wasm', import.meta.url);
}
