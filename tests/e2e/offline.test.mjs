// Offline and installable (issue 15, point 4): the web app manifest, the service worker (sw.js)
// caching the page, its modules and wasm on the first visit, the search panel's files on first
// use, the page working with the network cut, and a new deployment replacing the cached files.
//
// Every test runs in a fresh browser context of a browser launched with a fresh profile (the
// harness), so no service worker or cache of an earlier run or test is there.
//
// Run: node --test tests/e2e/offline.test.mjs   (needs www/pkg/ built by scripts/build-wasm)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch, ROOT } from './harness.mjs';
import { drawnNodes, expectedNodes, runVerdict, viewerPage, openDetails } from './pages.mjs';
import { h, engine, setUp } from './setup.mjs';
import { precacheScript } from '../../scripts/precache.mjs';
import { PRECACHE } from '../../scripts/shipped.mjs';

setUp({ engine: true });

/** Opens the viewer in a fresh context and waits until the service worker has cached the files and controls the page. */
async function firstVisit(harness, query = '?seed=AGCK93XT&asc=20') {
  const page = await viewerPage(harness, query);
  await page.waitForSelector('html[data-offline="ready"]');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}

test('www/pkg/precache.js lists the files as they are now', () => {
  assert.equal(fs.readFileSync(PRECACHE, 'utf8'), precacheScript(), 'www/pkg/precache.js is stale: run node scripts/precache.mjs (scripts/build-wasm does)');
});

test('the manifest: name, icons (SVG and PNG 192/512 at their sizes), theme colour, scope', async () => {
  const page = await h.page('/index.html?seed=AGCK93XT');
  const href = await page.locator('link[rel=manifest]').getAttribute('href');
  const url = new URL(href, h.url('/index.html'));
  const manifest = await (await page.request.get(url.href)).json();
  assert.equal(manifest.short_name, 'spire-map');
  assert.match(manifest.name, /spire-map/);
  assert.equal(manifest.theme_color, await page.locator('meta[name=theme-color]').getAttribute('content'));
  assert.equal(new URL(manifest.start_url, url).href, h.url('/index.html'));
  assert.equal(new URL(manifest.scope, url).href, h.baseURL);
  assert.equal(manifest.display, 'standalone');
  const types = new Set();
  for (const icon of manifest.icons) {
    const res = await page.request.get(new URL(icon.src, url).href);
    assert.equal(res.status(), 200, icon.src);
    types.add(icon.type);
    if (icon.type === 'image/png') {
      const png = await res.body();
      const [w, hgt] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      assert.equal(`${w}x${hgt}`, icon.sizes, `${icon.src} is ${icon.sizes}`);
    }
  }
  assert.deepEqual([...types].sort(), ['image/png', 'image/svg+xml']);
  assert.ok(manifest.icons.some((i) => i.sizes === '192x192') && manifest.icons.some((i) => i.sizes === '512x512'));
  h.assertNoErrors(page);
});

test('after one visit the viewer opens and works with no network; the search panel once used too', async () => {
  const page = await firstVisit(h);
  const ctx = page.context();
  const registrations = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope));
  assert.deepEqual(registrations, [h.baseURL], 'one service worker, scoped to the repository root');
  // Use the search panel once, online: its modules, worker and wasm are cached then.
  const wasmLoaded = [];
  page.on('requestfinished', (r) => /spire_map_search(_simd)?_bg\.wasm$/.test(r.url()) && wasmLoaded.push(r.url()));
  await page.click('#search-open');
  await page.waitForSelector('#search[data-engine=ready]');
  // The panel's workers, started on opening (www/worker-pool.js), load the wasm too: the network
  // goes only once they have it, as it would for a person (a reload would cut their fetches short).
  const cores = Number(await page.locator('#search-workers').inputValue());
  for (let i = 0; i < 100 && wasmLoaded.length < 1 + cores; i++) await page.waitForTimeout(100);
  assert.equal(wasmLoaded.length, 1 + cores, 'the page and each worker loaded the search wasm');

  await ctx.setOffline(true);
  await page.reload();
  await page.waitForSelector('html[data-ready="1"]');
  await page.fill('#seed-input', 'XYZ123');
  await page.waitForFunction(() => document.getElementById('seed-canon-string').textContent === 'XYZ123');
  const act1 = engine.generate_map({ seed: 'XYZ123', ascension: 20, act: 1 }).acts[0];
  assert.deepEqual(await drawnNodes(page), expectedNodes(act1), 'the map of the typed seed is drawn');
  const painted = await page.locator('canvas.map-canvas').evaluate((c) => c.width > 0 && c.height > 0);
  assert.ok(painted);
  // Another act, a route preset (the engine), and the search panel, all offline.
  await page.click('#tab-2');
  assert.deepEqual(await drawnNodes(page), expectedNodes(engine.generate_map({ seed: 'XYZ123', ascension: 20, act: 2 }).acts[0]));
  await openDetails(page, '#best');
  await page.click('#presets button[data-criterion="mostElites"]');
  await page.waitForFunction(() => document.querySelectorAll('button.map-node[data-route="1"]').length > 10);
  // (The link keeps the panel open since it was used.)
  if (!(await page.locator('#search').isVisible())) await page.click('#search-open');
  await page.waitForSelector('#search[data-engine=ready]');
  // ...and its workers search, offline.
  await page.fill('#search-filter', 'a1.boss = Hexaghost');
  await page.fill('#search-count', '2000');
  await page.click('#search-start');
  // (Hexaghost is a third of the seeds: the panel's limit of 100 matches may end the run first.)
  await page.waitForSelector('#search[data-state=done], #search[data-state=limit]', { timeout: 60_000 });
  assert.ok(Number(await page.locator('#search').getAttribute('data-matches')) > 0, 'the workers found matches');
  // Pages outside the cache still fail offline (nothing is made up).
  const other = await page.evaluate(async () => {
    try {
      await fetch('README.md');
      return 'fetched';
    } catch {
      return 'failed';
    }
  });
  assert.equal(other, 'failed');
  await ctx.setOffline(false);
  // Chromium cancels a pending favicon load when the URL changes (the panel writes its run into it),
  // as in split.test.mjs: not a failure of the page.
  h.assertNoErrors(page, { allow: [/README\.md/, /favicon\.svg failed: net::ERR_ABORTED/] });
});

test('a run file read once online is read again offline (the reader\'s module is cached on use)', async () => {
  const page = await firstVisit(h);
  const ctx = page.context();
  const file = (rel) => ({ name: path.basename(rel), mimeType: 'application/octet-stream', buffer: fs.readFileSync(path.join(ROOT, 'tests/golden', rel)) });
  await page.setInputFiles('#runfile-input', file('runfiles/sts1/1631437060.run'));
  await page.waitForURL(/seedValue=/);
  await page.waitForSelector('html[data-ready="1"]');
  assert.match(await runVerdict(page), /This run fits the predicted maps\./);
  // The group is cached in the background once the module was fetched.
  await page.waitForFunction(async () => {
    const keys = await Promise.all((await caches.keys()).map(async (k) => (await (await caches.open(k)).keys()).map((r) => r.url)));
    return keys.flat().some((u) => u.endsWith('/www/pkg/spire_map_runfile_bg.wasm'));
  });
  await ctx.setOffline(true);
  await page.goto(h.url('/index.html?seed=AGCK93XT&asc=20'));
  await page.waitForSelector('html[data-ready="1"]');
  await page.setInputFiles('#runfile-input', { ...file('sts2/saves/6P96T755CNZ3_mawler_entry.json'), name: 'current_run.save' });
  await page.waitForURL(/game=sts2/);
  await page.waitForSelector('html[data-ready="1"]');
  const status = await runVerdict(page);
  assert.match(status, /This run fits the predicted maps\./);
  assert.match(status, /stored map of act 1 is identical/);
  await ctx.setOffline(false);
  h.assertNoErrors(page);
});

test('embed.html is not a registering page, and a fresh context has no service worker', async () => {
  const page = await h.page('/embed.html?seed=AGCK93XT');
  await page.locator('spire-map').locator('button.map-node').first().waitFor();
  await page.waitForTimeout(300);
  assert.deepEqual(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
  h.assertNoErrors(page);
});

/** A copy of the shipped tree (index.html, embed.html, sw.js, www/) to deploy twice. */
function copyTree() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spire-map-deploy-'));
  for (const f of ['index.html', 'embed.html', 'sw.js']) fs.copyFileSync(path.join(ROOT, f), path.join(dir, f));
  fs.cpSync(path.join(ROOT, 'www'), path.join(dir, 'www'), { recursive: true });
  return dir;
}

test('a new deployment replaces the cached files on the next visit and deletes the old cache', async () => {
  const dir = copyTree();
  const h2 = await launch({ root: dir });
  try {
    const page = await firstVisit(h2);
    const version = JSON.parse(/SPIRE_MAP_PRECACHE = ([^;]+);/.exec(fs.readFileSync(path.join(dir, 'www/pkg/precache.js'), 'utf8'))[1]).version;
    assert.deepEqual(await page.evaluate(() => caches.keys()), [`spire-map-${version}`]);
    const css = () => page.evaluate(async () => (await fetch('www/style.css')).text());
    const old = await css();

    // Deploy: a changed stylesheet (a rule, as the served stylesheet is minified) and the precache list's new version.
    fs.appendFileSync(path.join(dir, 'www/style.css'), '\n.deployment-2 { order: 2 }\n');
    const list = path.join(dir, 'www/pkg/precache.js');
    fs.writeFileSync(list, fs.readFileSync(list, 'utf8').replace(version, 'deployment2'));
    assert.equal(await css(), old, 'until then the cached file is served');

    await page.reload();
    await page.waitForSelector('html[data-ready="1"]');
    // The browser checks sw.js and what it imports on the navigation, installs the new worker,
    // which caches the new files; activated, it deletes the old cache.
    const keys = () => page.evaluate(() => caches.keys());
    for (let i = 0; i < 300 && (await keys()).join() !== 'spire-map-deployment2'; i++) await page.waitForTimeout(100);
    assert.deepEqual(await keys(), ['spire-map-deployment2']);
    assert.match(await css(), /\.deployment-2\{order:2\}/);
    await page.locator('#notes').getByText('A new version of spire-map is ready').waitFor();
    h2.assertNoErrors(page);
  } finally {
    await h2.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
