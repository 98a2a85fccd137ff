// End-to-end tests of the seed-search panel in headless Chromium under the page's strict CSP:
// the panel loads only when opened; a filter built in the form finds exactly the matches of the
// native CLI (`target/release/spire-map search --format json`, which scripts/test builds before
// these tests — never the page's own code); cancel stops at once and terminates the workers;
// clicking a match opens it in the viewer; the search URL round-trips; a bad filter shows the
// engine's message (the CLI's). Screenshots: target/e2e/screenshots/search-*.png.
//
// Run: node --test tests/e2e/   (needs www/pkg/ built, the release CLI and `npm ci`)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './harness.mjs';
import { viewerPage } from './pages.mjs';
import { h, setUp } from './setup.mjs';

const EXE = path.join(ROOT, 'target/release/spire-map');
setUp(() => {
  assert.ok(fs.existsSync(EXE), `${EXE} is missing: scripts/test builds it (cargo build --release)`);
  return { viewport: { width: 1280, height: 900 } };
});

/** The CLI's matches for a search. */
function cliMatches(args) {
  const out = execFileSync(EXE, ['search', '--format', 'json', ...args], { encoding: 'utf8' });
  const lines = out.trim().split('\n').map((l) => JSON.parse(l));
  lines.pop(); // the summary
  return lines;
}

/** The rows the list has drawn. */
const drawnRows = (page) => page.locator('#search-results li').count();

/**
 * The matches the panel lists: [{ index, seed, seedValue }]. The list draws its rows as it is
 * scrolled (www/search-results.js), so it is scrolled to its end until every match is drawn.
 */
async function listed(page) {
  await page.locator('#search-results').evaluate(async (ol) => {
    const want = Number(document.getElementById('search').dataset.matches);
    for (let i = 0; i < 100 && ol.children.length < want; i++) {
      ol.scrollTop = ol.scrollHeight;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
  });
  return page.locator('#search-results li').evaluateAll((lis) =>
    lis.map((li) => ({
      index: Number(li.dataset.index),
      seed: li.dataset.seed,
      seedValue: li.dataset.seedValue,
    })),
  );
}

const openViewer = (query, opts) => viewerPage(h, query, opts);

const finished = '#search[data-state=done], #search[data-state=limit], #search[data-state=error], #search[data-state=cancelled]';

test('a filter built in the form finds the CLI matches; a match opens in the viewer; the URL round-trips', async () => {
  const requests = [];
  const page = await h.page();
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(h.url('/index.html?seed=AGCK93XT&asc=20'), { waitUntil: 'load' });
  await page.waitForSelector('html[data-ready="1"]');
  assert.ok(!requests.some((u) => /search/.test(u)), `nothing of the search loads up front: ${requests.filter((u) => /search/.test(u))}`);
  assert.equal(await page.locator('#search').isHidden(), true);

  const workers = [];
  page.on('worker', (w) => workers.push(w));
  await page.click('#search-open');
  await page.waitForSelector('#search[data-engine=ready]');
  assert.equal(await page.locator('#search-open').getAttribute('aria-expanded'), 'true');
  const cores = Number(await page.locator('#search-workers').inputValue());
  for (let i = 0; i < 50 && workers.length < cores; i++) await page.waitForTimeout(100);
  assert.equal(workers.length, cores, 'opening the panel starts its workers (www/worker-pool.js)');
  assert.equal(await page.locator('#search-asc').inputValue(), '20', "the viewer's ascension is the default");

  // Condition 1: act 1 boss = Hexaghost; condition 2: act 1 most elites >= 4.
  await page.getByLabel('Condition 1: quantity').selectOption('boss');
  await page.getByLabel('Condition 1: name').fill('Hexaghost');
  await page.click('#search-add');
  await page.getByLabel('Condition 2: quantity').selectOption('max');
  await page.getByLabel('Condition 2: room kind').selectOption('elites');
  await page.getByLabel('Condition 2: comparison').selectOption('>=');
  await page.getByLabel('Condition 2: value').fill('4');
  const text = await page.locator('#search-filter').inputValue();
  assert.equal(text, 'a1.boss = "Hexaghost" and a1.max(elites) >= 4');
  assert.match(await page.locator('#search-filter-status').textContent(), /Reads as: a1\.boss = "hexaghost" and a1\.max\(elites\) >= 4/);

  // Sequential scan of 4000 seeds from the seed number -2000 (the scan crosses 0).
  await page.fill('#search-from', '-2000');
  assert.equal(await page.locator('#search-from-form').inputValue(), 'number', 'a leading sign reads as a number');
  await page.fill('#search-count', '4000');
  await page.fill('#search-limit', '1000');
  await page.click('#search-start');
  await page.waitForSelector(finished, { timeout: 60_000 });
  assert.equal(await page.locator('#search').getAttribute('data-state'), 'done');
  const want = cliMatches(['--filter', text, '--ascension', '20', '--from-value', '-2000', '--count', '4000']);
  assert.ok(want.length >= 10, `the CLI finds matches (${want.length})`);
  // More matches than the list draws at once (60 rows): the rest are drawn as the list is scrolled
  // or tabbed through, and the list's padding stands for them, so the scroll bar shows them all.
  assert.ok(want.length > 200, `enough matches to test the drawing on scroll (${want.length})`);
  assert.equal(await drawnRows(page), 60, 'the first 60 rows are drawn');
  const box = await page.locator('#search-results').evaluate((ol) => ({ height: ol.scrollHeight, row: ol.firstElementChild.getBoundingClientRect().height }));
  assert.ok(Math.abs(box.height - want.length * box.row) < 3 * box.row, `the list scrolls as far as ${want.length} rows: ${JSON.stringify(box)}`);
  await page.locator('#search-results li:last-child a').focus();
  await page.waitForFunction(() => document.querySelectorAll('#search-results li').length >= 120);
  await page.locator('#search-results').evaluate((ol) => (ol.scrollTop = ol.firstElementChild.getBoundingClientRect().height * 150));
  await page.waitForFunction(() => document.querySelectorAll('#search-results li').length > 120);
  assert.ok((await drawnRows(page)) < want.length, 'scrolling part way draws only part of the rest');
  const sameHeight = await page.locator('#search-results').evaluate((ol) => ol.scrollHeight);
  assert.ok(Math.abs(sameHeight - box.height) < 3 * box.row, `drawing more rows keeps the list's length: ${sameHeight} against ${box.height}`);
  const got = await listed(page);
  assert.deepEqual(
    got.map((m) => [m.index, m.seedValue]),
    want.map((m) => [m.index, m.seedValue]),
  );
  const names = await page.locator('#search-results a').allTextContents();
  assert.deepEqual(names, want.map((m) => m.seed || m.seedValue));
  assert.match(await page.locator('#search-stats').textContent(), /^Done: 4,000 of 4,000 seeds checked · (?:[\d,]+ seeds\/s|in 0\.\d\d s) · \d+ matches · \d+ workers?$/);
  assert.equal(await page.locator('#search-progress').evaluate((p) => [p.value, p.max].join('/')), '4000/4000');
  await h.screenshot(page, 'search-desktop', { fullPage: true });
  // A second run reuses the warm workers and finds the same matches.
  await page.click('#search-start');
  await page.waitForSelector('#search[data-state=running], #search[data-state=done]');
  await page.waitForSelector(finished, { timeout: 60_000 });
  assert.deepEqual((await listed(page)).map((m) => [m.index, m.seedValue]), want.map((m) => [m.index, m.seedValue]));
  assert.equal(workers.length, cores, 'no new worker for the second run');

  // The search is in the URL.
  await page.waitForFunction(() => new URLSearchParams(location.search).get('scount') === '4000');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('search'), text);
  assert.equal(url.searchParams.get('sfromValue'), '-2000');
  assert.equal(url.searchParams.get('sasc'), '20');

  // Clicking a match opens it in the viewer, with a shareable URL.
  const pick = want[want.length - 1];
  await page.locator(`#search-results li[data-index="${pick.index}"] a`).click();
  await page.waitForFunction((v) => document.getElementById('seed-canon-number').textContent === v, pick.seedValue);
  const opened = new URL(page.url());
  assert.equal(opened.searchParams.get(pick.seed ? 'seed' : 'seedValue'), pick.seed || pick.seedValue);
  assert.equal(opened.searchParams.get('asc'), '20');
  assert.equal(opened.searchParams.get('search'), text, 'the search stays in the URL');
  assert.equal(await page.locator('#seed-input').inputValue(), pick.seed || pick.seedValue);
  assert.match(await page.locator('#map-caption').textContent(), /^Act 1/);
  h.assertNoErrors(page);

  // The same URL opens the panel with the same search, which finds the same seeds.
  const again = await openViewer(`${opened.search}`);
  await again.waitForSelector('#search[data-engine=ready]');
  assert.equal(await again.locator('#search').isVisible(), true);
  assert.equal(await again.locator('#search-filter').inputValue(), text);
  assert.equal(await again.getByLabel('Condition 1: name').inputValue(), 'Hexaghost', 'the form shows the filter');
  assert.equal(await again.getByLabel('Condition 2: quantity').inputValue(), 'max');
  assert.equal(await again.locator('#search-from').inputValue(), '-2000');
  assert.equal(await again.locator('#search-count').inputValue(), '4000');
  assert.equal(await again.locator('#seed-canon-number').textContent(), pick.seedValue);
  await again.click('#search-start');
  await again.waitForSelector(finished, { timeout: 60_000 });
  assert.deepEqual((await listed(again)).map((m) => m.index), want.map((m) => m.index));
  h.assertNoErrors(again);
});

test('a random scan with a limit lists the first matches of the CLI random scan', async () => {
  const filter = 'a1.burning.floor = 6 and a1.min(elites before rest) = 0';
  const page = await openViewer(`?seed=AGCK93XT&search=${encodeURIComponent(filter)}&srng=987654321&scount=50000&slimit=12`);
  await page.waitForSelector('#search[data-engine=ready]');
  assert.equal(await page.locator('#search-mode-random').isChecked(), true);
  assert.equal(await page.locator('#search-rng').inputValue(), '987654321');
  await page.click('#search-start');
  await page.waitForSelector(finished, { timeout: 60_000 });
  assert.equal(await page.locator('#search').getAttribute('data-state'), 'limit');
  const want = cliMatches(['--filter', filter, '--random', '50000', '--rng-seed', '987654321', '--limit', '12']);
  assert.equal(want.length, 12);
  assert.deepEqual((await listed(page)).map((m) => [m.index, m.seedValue]), want.map((m) => [m.index, m.seedValue]));
  h.assertNoErrors(page);
});

test("bosses seen: the panel takes the viewer's set, a new profile meets the Guardian on every seed (as the CLI), and a match opens with the same set", async () => {
  const filter = 'a1.boss = "The Guardian"';
  // The viewer's own set (Guardian and Champ seen) is the panel's default.
  let page = await openViewer(`?seed=AGCK93XT&bosses=guardian,champ&search=${encodeURIComponent(filter)}&scount=40`);
  await page.waitForSelector('#search[data-engine=ready]');
  assert.equal(await page.locator('#search-bosses').inputValue(), 'guardian,champ');
  assert.match(await page.locator('#search-bosses option:checked').textContent(), /^some: The Guardian, Champ$/);
  // With the Guardian seen, act 1 meets Hexaghost: no seed matches.
  await page.click('#search-start');
  await page.waitForSelector(finished, { timeout: 60_000 });
  assert.deepEqual(await listed(page), []);
  await page.close();
  // None seen: the Guardian on every seed, as the CLI's --bosses-unseen says.
  page = await openViewer(`?seed=AGCK93XT&search=${encodeURIComponent(filter)}&sbosses=none&scount=40`);
  await page.waitForSelector('#search[data-engine=ready]');
  assert.equal(await page.locator('#search-bosses').inputValue(), 'none');
  await page.click('#search-start');
  await page.waitForSelector(finished, { timeout: 60_000 });
  const got = await listed(page);
  const want = cliMatches(['--filter', filter, '--count', '40', '--bosses-unseen']);
  assert.equal(want.length, 40);
  assert.deepEqual(got.map((m) => m.seedValue), want.map((m) => m.seedValue));
  // Every boss seen (the default): about a third.
  const shuffled = cliMatches(['--filter', filter, '--count', '40']);
  assert.ok(shuffled.length > 0 && shuffled.length < 40, `${shuffled.length}`);
  // A match opens in the viewer as a new profile: the Guardian, and bosses=none in the link.
  await page.locator('#search-results a').first().click();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('bosses') === 'none');
  assert.equal((await page.locator('#boss-caption').textContent()).replace(/\s+/g, ' ').trim(), 'Boss: The Guardian');
  assert.equal(await page.locator('#bosses-seen').inputValue(), 'none');
  h.assertNoErrors(page);
});

test("the character: the panel takes the viewer's, run-start conditions find the CLI's matches, and a match opens with it", async () => {
  const filter = 'neow has BOSS_RELIC and a1.bossrelics has "Snecko Eye" and card(1) has Acrobatics';
  const page = await openViewer(`?seed=AGCK93XT&character=silent&search=${encodeURIComponent(filter)}&scount=3000`);
  await page.waitForSelector('#search[data-engine=ready]');
  assert.equal(await page.locator('#search-character').inputValue(), 'silent');
  await page.click('#search-start');
  await page.waitForSelector(finished, { timeout: 60_000 });
  const want = cliMatches(['--filter', filter, '--count', '3000', '--character', 'silent']);
  assert.ok(want.length > 0, 'the CLI finds some');
  assert.deepEqual((await listed(page)).map((m) => m.seedValue), want.map((m) => m.seedValue));
  // Another character's card pool: other seeds.
  const ironclad = cliMatches(['--filter', filter.replace('Acrobatics', '"Pommel Strike"'), '--count', '3000']);
  assert.notDeepEqual(ironclad.map((m) => m.seedValue), want.map((m) => m.seedValue));
  assert.equal(new URLSearchParams(new URL(page.url()).search).get('schar'), 'silent');
  await page.locator('#search-results a').first().click();
  await page.waitForFunction((v) => new URLSearchParams(location.search).get('seedValue') === v || document.getElementById('seed-input').value !== 'AGCK93XT', want[0].seedValue);
  assert.equal(new URLSearchParams(new URL(page.url()).search).get('character'), 'silent');
  h.assertNoErrors(page);
});

test('Slay the Spire 2: the panel offers it when the engine can search it, and finds the CLI matches', async () => {
  const filter = 'a1.starts >= 4 and a2.max(elites) >= 3';
  const page = await openViewer('?seed=AGCK93XT');
  await page.click('#search-open');
  await page.waitForSelector('#search[data-engine=ready]');
  await page.selectOption('#search-game', 'sts2');
  assert.equal(await page.locator('#search-from-form').isDisabled(), true, 'StS2 seeds are strings only');
  await page.fill('#search-filter', filter);
  await page.fill('#search-from', '0000000ABCDE');
  await page.fill('#search-count', '600');
  await page.click('#search-start');
  await page.waitForSelector(finished, { timeout: 60_000 });
  assert.equal(await page.locator('#search').getAttribute('data-state'), 'done', await page.locator('#search-error').textContent());
  const want = cliMatches(['--game', 'sts2', '--filter', filter, '--from', '0000000ABCDE', '--count', '600']);
  assert.ok(want.length > 5, `the CLI finds matches (${want.length})`);
  assert.deepEqual(await listed(page), want);
  // A match opens in the viewer as an StS2 seed.
  await page.locator('#search-results a').first().click();
  await page.waitForFunction((s) => new URLSearchParams(location.search).get('seed') === s, want[0].seed);
  assert.equal(new URL(page.url()).searchParams.get('game'), 'sts2');
  // StS1-only quantities: the engine's message.
  await page.fill('#search-filter', 'a1.boss = Hexaghost');
  await page.waitForFunction(() => /Slay the Spire 2/.test(document.getElementById('search-error').textContent));
  assert.equal(await page.locator('#search-start').isDisabled(), true);
  h.assertNoErrors(page);
});

// A lobby with a profile (ESJC7K39HN's, a real v0.107.1 lobby): the panel takes the viewer's Multiplayer
// and both characters, finds the CLI's matches for the lobby (a profile's relic bags are each player's,
// so player 2's character changes act 2's Ancient offers), and a match opens in the viewer as that lobby.
test("a lobby: the panel takes the viewer's Multiplayer and both characters, finds the CLI's lobby matches, and a match opens as the lobby", async () => {
  const filter = 'a2.ancient offers "Glass Eye"';
  const lobby = ['--game', 'sts2', '--multiplayer', '--profile', 'REGENT3,REGENT6,DEFECT1', '--filter', filter, '--from', '000000ABCD', '--count', '600'];
  const page = await openViewer(`?game=sts2&seed=ESJC7K39HN&mp=1&character=necrobinder,regent&profile=REGENT3,REGENT6,DEFECT1&search=${encodeURIComponent(filter)}&sfrom=000000ABCD&scount=600`);
  await page.waitForSelector('#search[data-engine=ready]');
  assert.equal(await page.locator('#search-mp').isChecked(), true);
  assert.equal(await page.locator('#search-character').inputValue(), 'necrobinder');
  assert.equal(await page.locator('#search-character2').inputValue(), 'regent');
  // On a desktop the seed bar sits below the open panel, not over its last fields.
  const [panel, bar] = [await page.locator('#search').boundingBox(), await page.locator('.seed-row').boundingBox()];
  assert.ok(bar.y >= panel.y + panel.height, `the seed bar (top ${bar.y}) is below the panel (bottom ${panel.y + panel.height})`);
  await page.click('#search-start');
  await page.waitForSelector(finished, { timeout: 60_000 });
  assert.equal(await page.locator('#search').getAttribute('data-state'), 'done', await page.locator('#search-error').textContent());
  const want = cliMatches([...lobby, '--character', 'necrobinder,regent']);
  const alone = cliMatches([...lobby, '--character', 'necrobinder']);
  assert.ok(want.length > 5, `the CLI finds matches (${want.length})`);
  assert.notDeepEqual(alone.map((m) => m.seed), want.map((m) => m.seed), "player 2's character changes the matches");
  assert.deepEqual(await listed(page), want);
  const params = new URLSearchParams(new URL(page.url()).search);
  assert.deepEqual([params.get('smp'), params.get('schar')], ['1', 'necrobinder,regent']);
  // Player 2 the same as player 1: the single-character lobby's matches.
  await page.selectOption('#search-character2', '');
  await page.click('#search-start');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('schar') === 'necrobinder');
  await page.waitForSelector(finished, { timeout: 60_000 });
  assert.deepEqual(await listed(page), alone);
  await page.selectOption('#search-character2', 'regent');
  await page.click('#search-start');
  await page.waitForSelector(finished, { timeout: 60_000 });
  // A match opens as the lobby.
  const second = want[1];
  await page.locator(`#search-results li[data-seed="${second.seed}"] a`).click();
  await page.waitForFunction((s) => new URLSearchParams(location.search).get('seed') === s, second.seed);
  const opened = new URL(page.url()).searchParams;
  assert.deepEqual([opened.get('mp'), opened.get('character'), opened.get('profile')], ['1', 'necrobinder,regent', 'REGENT3,REGENT6,DEFECT1']);
  // Multiplayer unchecked in the panel stays so in the link (smp=0), though the viewer is a lobby.
  await page.locator('#search-mp').uncheck();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('smp') === '0');
  await page.reload();
  await page.waitForSelector('#search[data-engine=ready]');
  assert.equal(await page.locator('#search-mp').isChecked(), false);
  assert.equal(new URL(page.url()).searchParams.get('mp'), '1');
  h.assertNoErrors(page);
});

test('cancel stops the progress at once and terminates every worker', async () => {
  const page = await openViewer('?seed=AGCK93XT&search=a1.max(elites)+>%3D+99&scount=1000000000');
  await page.waitForSelector('#search[data-engine=ready]');
  // The panel, opened by the link, started its workers already (www/worker-pool.js).
  const expected = Number(await page.locator('#search-workers').inputValue());
    for (let i = 0; i < 50 && page.workers().length < expected; i++) await page.waitForTimeout(100);
  const workers = page.workers();
  const closed = [];
  for (const w of workers) w.on('close', () => closed.push(w));
  page.on('worker', () => assert.fail('the run starts no worker of its own: the pool has them'));
  await page.click('#search-start');
  await page.waitForFunction(() => Number(document.getElementById('search').dataset.checked) > 0, null, { timeout: 30_000 });
  await page.click('#search-cancel');
  assert.equal(await page.locator('#search').getAttribute('data-state'), 'cancelled');
  const at = await page.locator('#search').getAttribute('data-checked');
  const stats = await page.locator('#search-stats').textContent();
  assert.match(stats, /^Cancelled: /);
  await page.waitForTimeout(600);
  assert.equal(await page.locator('#search').getAttribute('data-checked'), at, 'no progress after cancel');
  assert.equal(await page.locator('#search-stats').textContent(), stats);
  assert.equal(workers.length, expected, 'one worker per core');
  for (let i = 0; i < 20 && closed.length < workers.length; i++) await page.waitForTimeout(100);
  assert.equal(closed.length, workers.length, 'every worker terminated');
  assert.equal(await page.locator('#search-start').isEnabled(), true);
  assert.equal(await page.locator('#search-cancel').isDisabled(), true);
  h.assertNoErrors(page);
});

test("a bad filter shows the engine's message and cannot start", async () => {
  const page = await openViewer('?seed=AGCK93XT');
  await page.click('#search-open');
  await page.waitForSelector('#search[data-engine=ready]');
  const cli = spawnSync(EXE, ['search', '--filter', 'a1.boss = Hexa and a1.starts > 2', '--count', '1'], { encoding: 'utf8' });
  assert.equal(cli.status, 2);
  const message = cli.stderr.trim().replace(/^spire-map: /, '');
  assert.match(message, /hexa/);
  await page.fill('#search-filter', 'a1.boss = Hexa and a1.starts > 2');
  await page.waitForFunction((m) => document.getElementById('search-filter-status').textContent === m, message);
  assert.equal(await page.locator('#search-filter').getAttribute('aria-invalid'), 'true');
  assert.equal(await page.locator('#search-start').isDisabled(), true);
  // A filter the form can show updates the form; the engine's canonical form is shown.
  await page.fill('#search-filter', 'act2: count(shop) != 2; a1.bottlenecks>=1');
  await page.waitForFunction(() => /^Reads as: a2\.count\(shops\) != 2 and a1\.bottlenecks >= 1$/.test(document.getElementById('search-filter-status').textContent));
  assert.equal(await page.getByLabel('Condition 1: quantity').inputValue(), 'count');
  assert.equal(await page.getByLabel('Condition 2: quantity').inputValue(), 'bottlenecks');
  assert.equal(await page.locator('#search-start').isEnabled(), true);
  // A bad starting seed: the engine's message (the CLI's) under the run.
  await page.fill('#search-from', 'ABC!');
  const cli2 = spawnSync(EXE, ['search', '--filter', 'a1.starts > 2', '--from', 'ABC!', '--count', '1'], { encoding: 'utf8' });
  const message2 = cli2.stderr.trim().replace(/^spire-map: /, '');
  await page.waitForFunction((m) => document.getElementById('search-error').textContent.includes(m), message2.replace(/^invalid option `from`: /, ''));
  assert.equal(await page.locator('#search-start').isDisabled(), true);
  h.assertNoErrors(page);
});

test('on a phone the panel fits the screen', async () => {
  const page = await openViewer('?seed=AGCK93XT&search=a1.boss+%3D+Hexaghost&scount=3000&slimit=30', { viewport: { width: 390, height: 844 } });
  await page.waitForSelector('#search[data-engine=ready]');
  await page.click('#search-start');
  await page.waitForSelector(finished, { timeout: 60_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `no horizontal scrolling (${overflow}px)`);
  await h.screenshot(page, 'search-phone', { fullPage: true });
  h.assertNoErrors(page);
});
