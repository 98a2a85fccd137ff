// The service worker of spire-map: after one visit the viewer opens and works with no network.
// Registered by the main page only (www/offline.js), with the repository root as its scope; the
// <spire-map> widget and embed.html on other sites never register it.
//
// Caches, one per deployment: "spire-map-<version>", the version and file list coming from
// www/pkg/precache.js (written by scripts/precache.mjs from a hash of the shipped files).
//   install   caches every listed file (the page, its modules and stylesheet, both games' wasm, the
//             image export, manifest and icons, the widget and embed.html), bypassing the HTTP cache
//   activate  deletes every other spire-map cache, then takes over the open pages
//   fetch     same-origin GETs of a listed file: from the cache (pages by their path, whatever
//             their query), else the network; the files loaded on use ("onUse": the search
//             panel's, the run-file reader's module) are cached a group at a time, all of a group
//             (but the search wasm variant this browser does not load) the first time one of its
//             files is fetched; everything else goes to the network
//             untouched.
// A new deployment changes precache.js, so the browser installs the new worker on the next visit
// (it checks sw.js and what it imports on every navigation), and the page offers to reload.

/* global self, caches, importScripts */
importScripts('www/pkg/precache.js', 'www/simd-probe.js');

const LIST = self.SPIRE_MAP_PRECACHE;
const PREFIX = 'spire-map-';
const CACHE = `${PREFIX}${LIST.version}`;
const SCOPE = new URL('./', self.location.href);
const FILES = new Set(LIST.files);
/** Each on-use file's group (see scripts/precache.mjs). */
const ON_USE = new Map(LIST.onUse.flatMap((group) => group.map((f) => [f, group])));

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(LIST.files.map((f) => new Request(new URL(f, SCOPE), { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** The listed file a request is for (a path relative to the scope), or null. */
function listed(url) {
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return null;
  const rel = url.pathname.slice(SCOPE.pathname.length) || 'index.html';
  return FILES.has(rel) || ON_USE.has(rel) ? rel : null;
}

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const rel = listed(new URL(req.url));
  if (!rel) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const key = new URL(rel, SCOPE).href;
      const hit = await cache.match(key);
      if (hit) return hit;
      const res = await fetch(req.mode === 'navigate' ? req : key);
      if (res.ok && res.type === 'basic') {
        await cache.put(key, res.clone());
        // The search panel's first file: cache the rest of it too (its worker, the search wasm).
        if (ON_USE.has(rel)) event.waitUntil(cacheOnUse(cache, ON_USE.get(rel)));
      }
      return res;
    })(),
  );
});

// The search module's wasm comes in two variants (www/wasm-variant.js): the page fetches the SIMD
// one where WebAssembly.validate accepts SIMD128, the scalar one elsewhere, so a group is cached
// without the variant this browser never loads. The page's probe, www/simd-probe.js, answers here too.
const UNUSED_VARIANT = self.SPIRE_MAP_WASM_SIMD128 === true ? 'www/pkg/spire_map_search_bg.wasm' : 'www/pkg/spire_map_search_simd_bg.wasm';

/** Caches the files of an on-use group not cached yet (best effort: a failure is retried on the next use). */
async function cacheOnUse(cache, group) {
  for (const f of group) {
    if (f === UNUSED_VARIANT) continue;
    const key = new URL(f, SCOPE).href;
    if (await cache.match(key)) continue;
    try {
      const res = await fetch(key, { cache: 'reload' });
      if (res.ok) await cache.put(key, res);
    } catch {
      return;
    }
  }
}
