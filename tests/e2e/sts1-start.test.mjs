// Slay the Spire 1's run start in the page, the <spire-map> widget and embed.html (issue 27): the
// character and the engine's assumptions under the map, Neow's four options in the game's words on
// act 1 (the boss swap's relic with Reveal on), the boss chest's relics on the boss panel of acts 1
// and 2 with Reveal on only, the Character / Neow option / short Neow controls and their URL form,
// and a Neow option the seed does not offer shown as the engine's message (the page still works).
// The run start is run_start's, in the route module, which the page and the widget load after the
// first map: the tests wait for it (startShown) before reading it.
//
// Expected values: the native CLI's (`target/release/spire-map map … --format json`, or the debug
// build), run here with the same options; the Neow texts are www/neow.js's table (the game's words).
// Screenshots: target/e2e/screenshots/sts1-start-*.png.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './harness.mjs';
import { open, openViewer, allText } from './pages.mjs';
import { h, setUp } from './setup.mjs';
import { NEOW_BONUSES, neowText } from '../../www/neow.js';

setUp({ viewport: { width: 1280, height: 1000 } });

const SEED = 'AGCK93XT';
const EXE = ['release', 'debug'].map((p) => path.join(ROOT, 'target', p, 'spire-map')).find((f) => fs.existsSync(f));

/** The CLI's generate_map JSON for `args` (StS1, seed SEED). */
function cli(...args) {
  assert.ok(EXE, 'the CLI is built (cargo build --release --bin spire-map)');
  return JSON.parse(execFileSync(EXE, ['map', '--seed', SEED, '--format', 'json', ...args], { encoding: 'utf8' }));
}

/**
 * Waits for the run start (run_start, from the route module that loads after the first map:
 * page-start.js marks the line not pending) and, on act 1, for Neow's line.
 */
async function startShown(page, { neow = true } = {}) {
  await page.locator('#run-start[data-pending=""]').waitFor({ state: 'attached' });
  if (neow) await page.locator('#ancient-caption .neow-line').first().waitFor();
}

/** Clicks the boss of the shown act and returns the panel's text. */
async function bossPanel(page) {
  await page.locator('#map-host button.map-node[data-room="boss"]').last().click();
  return page.locator('#node-info').innerText();
}

test('character=watcher&neow=BOSS_RELIC&spoil=1: the character, Neow\'s four options, the boss chests (CLI)', async () => {
  const want = cli('--character', 'watcher', '--neow', 'BOSS_RELIC');
  assert.equal(want.character, 'WATCHER');
  assert.equal(want.neow.length, 4);
  const { page, problems } = await openViewer(h, `?seed=${SEED}&character=watcher&neow=BOSS_RELIC&spoil=1&act=1`);
  await startShown(page);
  // The controls show the link's choices; the Neow select offers the seed's four options.
  assert.equal(await page.locator('#character').inputValue(), 'watcher');
  assert.equal(await page.locator('#neow').inputValue(), 'BOSS_RELIC');
  const offered = await page.locator('#neow option').evaluateAll((os) => os.map((o) => [o.value, o.textContent]));
  assert.deepEqual(offered, [['', 'none / not the boss swap'], ...want.neow.map((o) => [o.bonus, neowText(o)])]);
  // The character and the engine's assumptions, under the map.
  const start = await page.locator('#run-start').textContent();
  assert.match(start, /^Character: Watcher\. Assumed: /);
  assert.match(start, /Neow option taken: BOSS_RELIC/);
  // Neow's options in order and in the game's words, the boss swap's relic after it (Reveal is on).
  const line = page.locator('#ancient-caption');
  assert.deepEqual(await line.locator('.neow-line').evaluateAll((s) => s.map((e) => e.dataset.bonus)), want.neow.map((o) => o.bonus));
  const swap = want.neow.find((o) => o.bonus === 'BOSS_RELIC');
  assert.ok(swap.relic);
  const texts = want.neow.map((o) => `${neowText(o)}${o.relic ? `: ${o.relic}` : ''}${o.bonus === 'BOSS_RELIC' ? ' (taken)' : ''}`);
  assert.equal(await line.innerText(), `Neow offers ${texts.join(' · ')}`);
  assert.ok(texts.some((t) => t.startsWith(`${NEOW_BONUSES.BOSS_RELIC}: `)));
  // The boss chests of acts 1 and 2 on their boss panels; none in act 3.
  for (const act of [1, 2]) {
    const relics = want.acts[act - 1].bossRelics;
    assert.equal(relics.length, 3);
    if (act > 1) await page.locator(`#tab-${act}`).click();
    const panel = await bossPanel(page);
    assert.match(panel, new RegExp(`Boss chest: ${relics.join(', ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), `act ${act}`);
    assert.equal(await page.locator('#node-info .boss-chest').getAttribute('data-relics'), relics.join(','));
    if (act === 1) await h.screenshot(page, 'sts1-start-watcher-boss-relic', { fullPage: true });
    // The Neow line is act 1's only.
    if (act === 2) assert.equal(await line.isHidden(), true);
  }
  await page.locator('#tab-3').click();
  assert.doesNotMatch(await bossPanel(page), /Boss chest/);
  assert.deepEqual(problems(), []);
});

test('Reveal off: no relic the seed decides appears anywhere in the page; Reveal on shows them', async () => {
  const want = cli('--character', 'watcher', '--neow', 'BOSS_RELIC');
  const secret = [want.neow.find((o) => o.relic).relic, ...want.acts[0].bossRelics, ...want.acts[1].bossRelics];
  const { page, problems } = await openViewer(h, `?seed=${SEED}&character=watcher&neow=BOSS_RELIC&act=1`);
  await startShown(page);
  assert.equal(await page.locator('#ancient-caption .neow-line').count(), 4);
  const panel = await bossPanel(page);
  assert.doesNotMatch(panel, /Boss chest/);
  const text = await allText(page);
  for (const r of secret) assert.ok(!text.includes(r), `${r} is not in the page`);
  await h.screenshot(page, 'sts1-start-odds-only', { fullPage: true });
  // Reveal on: the same boss panel now names the chest.
  await page.getByRole('switch', { name: 'Reveal fights and ? outcomes' }).check();
  await page.locator('#map-host button.map-node[data-room="boss"]').last().click();
  assert.match(await page.locator('#node-info').innerText(), new RegExp(`Boss chest: ${want.acts[0].bossRelics[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  assert.deepEqual(problems(), []);
});

test('a Neow option the seed does not offer: the engine\'s message, the maps without it', async () => {
  const offered = cli().neow.map((o) => o.bonus);
  const missing = Object.keys(NEOW_BONUSES).find((b) => !offered.includes(b));
  const { page, problems } = await openViewer(h, `?seed=${SEED}&neow=${missing}&act=1`);
  await startShown(page);
  const notes = await page.locator('#notes').innerText();
  assert.match(notes, new RegExp(`The Neow option taken was dropped: .*${missing}.*not among this seed's Neow options`));
  for (const b of offered) assert.ok(notes.includes(b), `the message lists ${b}`);
  // The page works: the map is drawn, the seed is fine, the option is dropped from the link.
  assert.ok((await page.locator('#map-host button.map-node').count()) > 10);
  assert.equal(await page.locator('#seed-error').innerText(), '');
  assert.equal(await page.locator('#neow').inputValue(), '');
  await page.waitForFunction(() => !location.search.includes('neow='));
  // An unknown bonus is ignored from the link with a note.
  const bad = await openViewer(h, `?seed=${SEED}&neow=FREE_WIN`);
  assert.match(await bad.page.locator('#notes').innerText(), /neow=“FREE_WIN” \(not a valid value\)/);
  assert.deepEqual(problems().concat(bad.problems()), []);
});

test('the controls regenerate and write the URL, which round-trips', async () => {
  const { page, problems } = await openViewer(h, `?seed=${SEED}&act=1`);
  await startShown(page);
  assert.equal(await page.locator('#character').isVisible(), true);
  assert.match(await page.locator('#run-start').textContent(), /^Character: Ironclad\b/);
  await page.locator('#character').selectOption('defect');
  await page.locator('#neow').selectOption('BOSS_RELIC');
  await page.waitForFunction(() => location.search.includes('neow=BOSS_RELIC'));
  const query = await page.evaluate(() => location.search);
  assert.match(query, /character=defect/);
  assert.match(await page.locator('#run-start').textContent(), /^Character: Defect\b/);
  assert.equal(await page.locator('#ancient-caption .neow-taken').getAttribute('data-bonus'), 'BOSS_RELIC');
  // Short Neow: two fixed options; the boss swap is not one, so it is dropped with the engine's words.
  await page.locator('#short-neow').check();
  const short = cli('--character', 'defect', '--short-neow');
  assert.deepEqual(await page.locator('#ancient-caption .neow-line').evaluateAll((s) => s.map((e) => e.dataset.bonus)), short.neow.map((o) => o.bonus));
  assert.match(await page.locator('#notes').innerText(), /The Neow option taken was dropped/);
  await page.waitForFunction(() => location.search.includes('shortneow=1') && !location.search.includes('neow=BOSS'));
  // The written link opens the same view.
  const again = await openViewer(h, await page.evaluate(() => location.search));
  await startShown(again.page);
  assert.equal(await again.page.locator('#character').inputValue(), 'defect');
  assert.equal(await again.page.locator('#short-neow').isChecked(), true);
  assert.equal(await again.page.evaluate(() => location.search), await page.evaluate(() => location.search));
  // The first link round-trips too, Neow taken included.
  const first = await openViewer(h, query);
  await startShown(first.page);
  assert.equal(await first.page.locator('#neow').inputValue(), 'BOSS_RELIC');
  assert.equal(await first.page.evaluate(() => location.search), query);
  // StS2: the StS1 controls are hidden, a StS2 link's StS1 options are ignored with a note (a StS1
  // Neow bonus is no StS2 option: dropped with a note naming the seed's), and the character select
  // offers StS2's five; the line under the map states character, profile and build.
  const two = await openViewer(h, '?game=sts2&seed=TQM88QFMHSQR&character=watcher&neow=BOSS_RELIC&shortneow=1');
  assert.equal(await two.page.locator('#short-neow').isVisible(), false);
  assert.match(await two.page.locator('#notes').innerText(), /only for Slay the Spire 1, ignored: shortneow/);
  assert.match(await two.page.locator('#notes').innerText(), /The Neow option taken was dropped: BOSS_RELIC is not one of the seed's Neow options/);
  assert.match(await two.page.locator('#notes').innerText(), /“watcher” is not a Slay the Spire 2 character/);
  assert.deepEqual(await two.page.locator('#character option').evaluateAll((o) => o.map((e) => e.value)), ['ironclad', 'silent', 'regent', 'necrobinder', 'defect']);
  await two.page.locator('#character').selectOption('regent');
  await two.page.waitForFunction(() => location.search.includes('character=regent'));
  assert.match(await two.page.locator('#run-start').textContent(), /^Character: Regent \(the card rewards depend on it; the maps, fights and events do not\)\. Assumed: a mature profile \(every epoch and unlock revealed\) · game build: beta v0\.109-v0\.111\.$/);
  assert.deepEqual(problems().concat(again.problems(), first.problems(), two.problems()), []);
});

test('the widget and embed.html: character and neow attributes, the Neow line, the boss chest with spoil', async () => {
  const want = cli('--character', 'watcher', '--neow', 'BOSS_RELIC');
  const e = await open(h, `/embed.html?seed=${SEED}&act=1&character=watcher&neow=BOSS_RELIC&spoil=1`);
  const w = e.page.locator('spire-map');
  await w.locator('button.map-node').first().waitFor();
  // The Neow line comes with the route module (run_start), which the widget loads after the map.
  await w.locator('.ancient .neow-taken').waitFor();
  assert.equal(await w.getAttribute('character'), 'watcher');
  assert.equal(await w.getAttribute('neow'), 'BOSS_RELIC');
  assert.deepEqual(await w.locator('.ancient .neow-line').evaluateAll((s) => s.map((x) => x.dataset.bonus)), want.neow.map((o) => o.bonus));
  assert.match(await w.locator('.ancient .neow-taken').innerText(), new RegExp(`^BOSS_RELIC: ${want.neow[3].relic.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(taken\\)$`));
  await w.locator('button.map-node[data-room="boss"]').last().click();
  assert.equal(await w.locator('.boss-chest').getAttribute('data-relics'), want.acts[0].bossRelics.join(','));
  await h.screenshot(e.page, 'sts1-start-embed', { fullPage: true });
  // A Neow option the seed does not offer: the widget shows the engine's message.
  const offered = want.neow.map((o) => o.bonus);
  const missing = Object.keys(NEOW_BONUSES).find((b) => !offered.includes(b));
  const bad = await open(h, `/embed.html?seed=${SEED}&act=1&neow=${missing}`);
  await bad.page.locator('spire-map .error').filter({ hasText: 'Neow' }).waitFor();
  assert.match(await bad.page.locator('spire-map .error').innerText(), new RegExp(`${missing}.*not among this seed's Neow options`));
  assert.deepEqual(e.problems().concat(bad.problems()), []);
});

test('on a phone: the run-start controls fit the column, the Neow line above the map', async () => {
  const { page, problems } = await openViewer(h, `?seed=${SEED}&character=watcher&neow=BOSS_RELIC&act=1`, { width: 390, height: 844 });
  await startShown(page);
  await page.locator('#options-toggle').click();
  for (const id of ['character', 'neow', 'short-neow']) {
    const fits = await page.locator(`#${id}`).evaluate((e) => {
      const r = e.getBoundingClientRect();
      return r.left >= 0 && r.right <= document.documentElement.clientWidth;
    });
    assert.ok(fits, `#${id} fits the screen`);
  }
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), true);
  assert.match(await page.locator('#ancient-caption').innerText(), /^Neow offers /);
  await h.screenshot(page, 'sts1-start-phone', { fullPage: true });
  assert.deepEqual(problems(), []);
});
