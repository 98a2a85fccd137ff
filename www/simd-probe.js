// The WebAssembly SIMD128 probe of www/wasm-variant.js (which imports it) and of the service worker sw.js (importScripts).
//
// Whether this runtime's WebAssembly.validate accepts a tiny SIMD module, in the global
// SPIRE_MAP_WASM_SIMD128: the page and its workers load the search module's SIMD variant where it
// does (www/wasm-variant.js), and the service worker leaves the variant they never load out of
// the search panel's cached files (sw.js). One file for both, so they cannot disagree: it is a
// classic script and an ES module at once (no import or export, no top-level names of its own),
// since the service worker is a classic script (registered without type: 'module', www/offline.js)
// and the page's modules and module workers cannot load a classic script.

// (module (func (result v128) i32.const 0 i8x16.splat i8x16.popcnt))
globalThis.SPIRE_MAP_WASM_SIMD128 =
  typeof WebAssembly === 'object' && WebAssembly.validate(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]));
