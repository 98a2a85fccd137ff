// Bring your run (issue 16, www/runfile.js): a real run file dropped on the page, or opened with the
// picker, opens its seed as a normal view with the file's route in route= and the verdict shown; a
// hostile or oversized file shows a message and leaves the previous view as it was. The expected
// values come from the files (tests/golden/runfiles/, tests/golden/sts2/saves/): their seed fields
// and the path they record.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './harness.mjs';
import { STORE } from '../../www/runfile.js';
import { openViewer, routeKeys, assertNothingInjected, runVerdict } from './pages.mjs';
import { h, setUp } from './setup.mjs';

setUp({ viewport: { width: 1280, height: 900 } });

const golden = (rel) => fs.readFileSync(path.join(ROOT, 'tests/golden', rel), 'utf8');

/** Drops a file with `text` on the page, as a drag and drop from the desktop does. */
async function drop(page, name, text) {
  await page.evaluate(
    ([n, t]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([t], n));
      document.body.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
      document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    },
    [name, text],
  );
}

test('a dropped Slay the Spire .run opens its seed with its route drawn and the verdict', async () => {
  const { page, problems } = await openViewer(h, '?seed=AGCK93XT');
  assert.match(await page.locator('#runfile').innerText(), /Open a run file…/);
  await page.locator('.runfile-about > summary').click();
  assert.match(await page.locator('#runfile').innerText(), /Nothing leaves the browser/);
  const text = golden('runfiles/sts1/1631437060.run');
  const file = JSON.parse(text);
  await drop(page, '1631437060.run', text);
  await page.waitForURL(/seedValue=/);
  await page.waitForSelector('html[data-ready="1"]');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('seedValue'), file.seed_played);
  assert.equal(url.searchParams.get('asc'), String(file.ascension_level));
  assert.equal(url.searchParams.get('act'), '4');
  // route=: four acts (15, 15, 15 floors and act 4's four rooms to the Heart).
  const acts = url.searchParams.get('route').split('/').map((a) => a.split(',').map(Number));
  assert.deepEqual(acts.map((a) => a.length), [15, 15, 15, 4]);
  assert.match(await runVerdict(page), /This run fits the predicted maps\./);
  // The file itself is not in the URL.
  assert.ok(!page.url().includes('path_per_floor') && page.url().length < 400);
  // Act 1's drawn route is the file's: its rooms are the file's path_taken, floor by floor.
  await page.click('#tab-1');
  const keys = await routeKeys(page);
  assert.deepEqual(keys, [...acts[0].map((x, y) => `${x},${y}`), '3,15'].sort());
  const symbols = { monster: 'M', elite: 'E', event: '?', shop: '$', rest: 'R', treasure: 'T' };
  const rooms = await page.locator('button.map-node[data-route="1"]').evaluateAll((bs) =>
    bs.map((b) => ({ y: Number(b.dataset.y), room: b.dataset.room })).sort((a, b) => a.y - b.y),
  );
  assert.deepEqual(rooms.slice(0, 15).map((r) => symbols[r.room]), file.path_taken.slice(0, 15));
  // Act 1 has two fitting routes: each is a link to the view with that route.
  const links = page.locator('#runfile-status p.runfile-routes').first().locator('a');
  assert.equal(await links.count(), 2);
  assert.equal((await links.nth(0).innerText()).split(',').map(Number).join(','), acts[0].join(','));
  const second = (await links.nth(1).innerText()).split(',').map(Number);
  assert.notDeepEqual(second, acts[0]);
  // The notes and assumptions fold behind a summary (the engine's, in full when opened), so that the
  // map's lowest floor is on the first screen with the verdict.
  const notes = page.locator('#runfile-status details.runfile-notes');
  assert.equal(await notes.getAttribute('open'), null);
  assert.match(await notes.locator('summary').innerText(), /^Notes and assumptions \(\d+\)$/);
  const floor1 = await page.locator('button.map-node[data-y="0"]').first().boundingBox();
  assert.ok(floor1.y + floor1.height <= 900, `floor 1 is in view (bottom ${floor1.y + floor1.height})`);
  await notes.locator('summary').click();
  assert.match(await notes.innerText(), /Assumes: character: Ironclad \(option `character`\)/);
  await notes.locator('summary').click();
  await h.screenshot(page, 'runfile-sts1');
  await links.nth(1).click();
  await page.waitForURL((u) => new URL(u).searchParams.get('route')?.startsWith(`${second.join(',')}/`));
  await page.waitForSelector('html[data-ready="1"]');
  assert.match(await runVerdict(page), /This run fits the predicted maps\./);
  assert.deepEqual(problems(), []);
});

test('a Slay the Spire 2 save opened with the picker shows its stored map identical', async () => {
  const { page, problems } = await openViewer(h, '?seed=AGCK93XT');
  const text = golden('sts2/saves/6P96T755CNZ3_mawler_entry.json');
  const save = JSON.parse(text);
  await page.setInputFiles('#runfile-input', { name: 'current_run.save', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForURL(/game=sts2/);
  await page.waitForSelector('html[data-ready="1"]');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('seed'), save.rng.seed);
  assert.equal(url.searchParams.get('asc'), String(save.ascension));
  assert.equal(url.searchParams.get('route'), save.visited_map_coords.slice(1).map((c) => c.col).join(','));
  const status = await runVerdict(page);
  assert.match(status, /This run fits the predicted maps\./);
  assert.match(status, /stored map of act 1 is identical/);
  assert.deepEqual(problems(), []);
});

test('a hostile or oversized file shows a message and leaves the view as it was', async () => {
  // The canonical form of the view's URL, as the page writes it back.
  const { page, problems } = await openViewer(h, '?v=1&seed=AGCK93XT&asc=0&act=2');
  await page.waitForTimeout(400);
  const before = page.url();
  const nodes = await page.locator('button.map-node').count();
  const cases = [
    ['<img id=pwned src=x onerror="window.__pwned=1">', /This file cannot be opened: .*not base64/],
    ['{"seed_played": "<script id=pwned>window.__pwned=1</script>", "path_taken": []}', /This file cannot be opened: .*`seed_played`/],
    ['{"a":'.repeat(200) + '1' + '}'.repeat(200), /nests more than 64/],
    ['{"name": "a Monster Train save", "covenant": 3}', /not a run or save file of Slay the Spire or Slay the Spire 2/],
  ];
  for (const [text, message] of cases) {
    await drop(page, 'evil.run', text);
    await page.waitForFunction(() => document.querySelector('#runfile-status')?.dataset.kind === 'error');
    assert.match(await page.locator('#runfile-status').innerText(), message);
    assert.equal(page.url(), before);
    await assertNothingInjected(page);
    await page.evaluate(() => { document.querySelector('#runfile-status').dataset.kind = ''; });
  }
  // Oversized: refused before it is read, with the limit in the message.
  await page.setInputFiles('#runfile-input', { name: 'huge.run', mimeType: 'application/octet-stream', buffer: Buffer.alloc(9 * 1024 * 1024, 0x20) });
  await page.waitForFunction(() => document.querySelector('#runfile-status')?.dataset.kind === 'error');
  assert.match(await page.locator('#runfile-status').innerText(), /9\.4 MB; a run or save file is at most 8 MB/);
  assert.equal(page.url(), before);
  assert.equal(await page.locator('button.map-node').count(), nodes);
  assert.deepEqual(problems(), []);
});

test('a pasted save opens like a dropped one', async () => {
  const { page, problems } = await openViewer(h, '?seed=AGCK93XT');
  const text = golden('sts2/saves/TQM88QFMHSQR_sludge_entry.json');
  const save = JSON.parse(text);
  await page.evaluate((t) => {
    const dt = new DataTransfer();
    dt.setData('text/plain', t);
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  }, text);
  await page.waitForURL(/game=sts2/);
  await page.waitForSelector('html[data-ready="1"]');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('seed'), save.rng.seed);
  assert.equal(url.searchParams.get('route'), save.visited_map_coords.slice(1).map((c) => c.col).join(','));
  assert.match(await runVerdict(page), /This run fits the predicted maps\./);
  assert.deepEqual(problems(), []);
});

test('the kept verdict is shown when the page has rewritten its URL first, and only on the view the file opened', async () => {
  const { page, problems } = await openViewer(h, '?seed=AGCK93XT');
  const report = {
    game: 'sts2', seed: '6P96T755CNZ3', seedValue: '1', ascension: 10, character: 'IRONCLAD', build: 'v0.110', floorsReached: 5,
    flags: {}, fits: true, mismatch: null, savedMap: null, warnings: [], acts: [{ act: 1, routes: [[2, 2, 3, 4]] }],
  };
  const keep = (query) => page.evaluate(([key, q, r]) => sessionStorage.setItem(key, JSON.stringify({ query: q, report: r })), [STORE, query, report]);
  // Kept in another order than the viewer writes (as before this view's URL was rewritten): shown.
  await keep('?v=1&game=sts2&seed=6P96T755CNZ3&asc=10&route=2,2,3,4&act=1');
  await page.goto(h.url('/index.html?v=1&game=sts2&seed=6P96T755CNZ3&asc=10&act=1&route=2,2,3,4'));
  await page.waitForSelector('html[data-ready="1"]');
  assert.match(await runVerdict(page), /Slay the Spire 2, seed 6P96T755CNZ3[\s\S]*This run fits the predicted maps\./);
  // Kept for another seed: not shown here, and dropped.
  await keep('?v=1&game=sts2&seed=TQM88QFMHSQR&asc=10&act=1&route=2,2,3,4');
  await page.goto(h.url('/index.html?v=1&game=sts2&seed=6P96T755CNZ3&asc=10&act=1&route=2,2,3,4'));
  await page.waitForSelector('html[data-ready="1"]');
  await page.waitForFunction((key) => sessionStorage.getItem(key) === null, STORE);
  assert.equal(await page.locator('#runfile-status').innerText(), '');
  assert.deepEqual(problems(), []);
});

test('a Slay the Spire .run shows its card rewards and potions, predicted vs recorded, floor by floor', async () => {
  const { page, problems } = await openViewer(h, '?seed=AGCK93XT');
  await drop(page, '1649143104.run', golden('sts1-runs/1649143104.run.json'));
  await page.waitForURL(/seedValue=/);
  await page.waitForSelector('html[data-ready="1"]');
  assert.match(await runVerdict(page), /This run fits the predicted maps\./);
  // The counts are the engine's (read_run_file's cardRewards; tests/js/runfile-rewards.test.mjs reads them too).
  const summary = page.locator('#runfile-status .runfile-rewards summary');
  assert.match(await summary.innerText(), /^Card rewards: 30 of 30 match; potions 31 of 31/);
  await summary.click();
  const floors = page.locator('#runfile-status .runfile-rewards li');
  assert.ok((await floors.count()) >= 30);
  assert.match(await floors.first().innerText(), /^Floor \d+ \((monster|elite|boss|event)\): predicted .+ · recorded .+ ✓/);
  assert.equal(await page.locator('#runfile-status .runfile-miss').count(), 0);
  await h.screenshot(page, 'runfile-sts1-rewards');
  assert.deepEqual(problems(), []);
});
