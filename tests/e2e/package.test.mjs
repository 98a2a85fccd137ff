// The npm package (scripts/pack) on another site: the tarball installed with `npm install` into an
// empty site folder, whose own page loads the widget from node_modules/spire-map/www/spire-map.js;
// the widget must find its engine inside the package (relative to its own URL) and draw the golden
// map, with no failed request, error or CSP violation. Served by the project's server (its strict
// CSP) in headless Chromium.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './harness.mjs';
import { golden, ROOMS } from '../js/helpers.mjs';
import { drawnNodes } from './pages.mjs';
import { h, setUp } from './setup.mjs';

const version = /^version = "([^"]+)"/m.exec(fs.readFileSync(path.join(ROOT, 'Cargo.toml'), 'utf8'))[1];
const tarball = path.join(ROOT, 'target/npm', `spire-map-${version}.tgz`);
let site;

// The site is made before the harness serves it.
setUp(() => {
  assert.ok(fs.existsSync(tarball), `${tarball} is missing: run scripts/pack`);
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'spire-map-site-'));
  fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ name: 'a-site', private: true }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], { cwd: site, stdio: 'pipe' });
  fs.writeFileSync(
    path.join(site, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <link rel="icon" href="data:,">
  <title>A site using the spire-map package</title>
  <script type="module" src="node_modules/spire-map/www/spire-map.js"></script>
</head>
<body>
  <spire-map seed-value="673465884448" act="1" ascension="1"></spire-map>
</body>
</html>
`,
  );
  // A second page with a Slay the Spire 2 widget: the package's loader picks the StS2 module.
  fs.writeFileSync(
    path.join(site, 'sts2.html'),
    fs
      .readFileSync(path.join(site, 'index.html'), 'utf8')
      .replace('<spire-map seed-value="673465884448" act="1" ascension="1"></spire-map>', '<spire-map game="sts2" seed="ABCDEFGHJKLM" act="2" ascension="10"></spire-map>'),
  );
  return { root: site };
});

after(() => {
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

test('the installed widget draws the golden map with the engine from the package', async () => {
  const page = await h.page('/index.html');
  const w = page.locator('spire-map');
  await w.locator('button.map-node').first().waitFor({ timeout: 30_000 });
  const g = golden('seed_673465884448_a1.json').acts[0];
  const drawn = (await drawnNodes(w)).filter((n) => n.room !== 'boss').map(({ x, y, room }) => ({ x, y, room }));
  assert.deepEqual(drawn, g.map.nodes.map((n) => ({ x: n.x, y: n.y, room: ROOMS[n.class] })));
  // Everything came from the site's own node_modules/spire-map/.
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  assert.ok(loaded.includes('/node_modules/spire-map/www/pkg/spire_map_bg.wasm'), loaded.join(', '));
  // A Slay the Spire widget loads only the Slay the Spire engine, and its route module after the
  // map, for the run start (Neow's options on act 1), from the package too.
  assert.ok(!loaded.some((p) => p.includes('spire_map_sts2')), loaded.join(', '));
  assert.ok(loaded.every((p) => p.startsWith('/node_modules/spire-map/')), loaded.join(', '));
  await w.locator('.ancient .neow-line').first().waitFor();
  // A room clicked: the package's route module walks it (one room, one fight: the first floor's).
  const first = g.map.nodes.find((n) => n.y === 0);
  await w.locator(`button.map-node[data-x="${first.x}"][data-y="0"]`).click();
  await w.locator('p.route').filter({ hasText: /^Route: 1 rooms, 1 fights/ }).waitFor();
  const after = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  assert.ok(after.includes('/node_modules/spire-map/www/pkg/spire_map_routes_bg.wasm'), after.join(', '));
  h.assertNoErrors(page);
});

test('the installed widget of game="sts2" loads only the package\'s Slay the Spire 2 engine', async () => {
  const page = await h.page('/sts2.html');
  const w = page.locator('spire-map');
  await w.locator('button.map-node').first().waitFor({ timeout: 30_000 });
  // The map is the StS2 engine's (its act 2 has boss and ancient rooms; nothing failed to load).
  const rooms = new Set((await drawnNodes(w)).map((n) => n.room));
  assert.ok(rooms.has('ancient') && rooms.has('boss'), [...rooms].join(', '));
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  assert.ok(loaded.includes('/node_modules/spire-map/www/pkg/spire_map_sts2_bg.wasm'), loaded.join(', '));
  assert.ok(!loaded.includes('/node_modules/spire-map/www/pkg/spire_map_bg.wasm'), loaded.join(', '));
  h.assertNoErrors(page);
});
