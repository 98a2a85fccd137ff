// Slay the Spire 2's profile on the page (docs/sts2-profile.md): a link's profile= (what the account
// lacks) draws the maps with the StS2 route module and states the profile under the map, on the
// Ancient line and in the profile control; "Use a progress.save…" reads a real progress.save in the
// browser (the run-file module's read_profile) and puts its text form in the URL; "Back to mature"
// drops it; a profile the engine refuses is dropped with its words; a progress.save opened with the
// run-file picker opens the view with its profile.
//
// Expected values: the native CLI (`spire-map map --game sts2 --profile …`), and for the real file
// the epochs it lists as not obtained or not at all (tests/golden/profiles/README.md). Screenshot:
// target/e2e/screenshots/sts2-profile.png.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './harness.mjs';
import { open, openViewer } from './pages.mjs';
import { h, setUp } from './setup.mjs';

setUp({ viewport: { width: 1280, height: 1000 } });

const SEED = '6P96T755CNZ3';
const EXE = ['release', 'debug'].map((p) => path.join(ROOT, 'target', p, 'spire-map')).find((f) => fs.existsSync(f));
const REAL = path.join(ROOT, 'tests/golden/profiles/hydrowood0_profile1.progress.extract.json');
// The real file: EVENT1-3 and RELIC5 are not listed, the other eight "not_obtained".
const REAL_CODE = 'EVENT1,EVENT2,EVENT3,RELIC4,RELIC5,IRONCLAD5,IRONCLAD6,SILENT6,REGENT5,REGENT6,NECROBINDER6,DEFECT6';

/** The CLI's generate_map JSON of SEED at ascension 10 with `profile`. */
function cliMap(profile) {
  assert.ok(EXE, 'the CLI is built (cargo build --release --bin spire-map)');
  return JSON.parse(execFileSync(EXE, ['map', '--game', 'sts2', '--seed', SEED, '--ascension', '10', '--profile', profile, '--format', 'json'], { encoding: 'utf8' }));
}

const lacksText = (code) => `lacks ${code.split(',').join(', ')}`;

/** The page's act tab names and the shown act's Ancient id, once the run-start line states `profile`. */
async function shown(page, profileWords) {
  await page.locator('#run-start', { hasText: profileWords }).waitFor({ state: 'attached' });
  return {
    ancient: await page.locator('#ancient-caption .ancient-name').getAttribute('data-ancient-id'),
    ancientLine: await page.locator('#ancient-caption').innerText(),
  };
}

test('a link\'s profile draws the maps as the CLI does and is stated; a progress.save read in the browser sets it; back to mature', async () => {
  const code = 'NEOW,OROBAS,DARV';
  const want = cliMap(code);
  const mature = cliMap('mature');
  const { page, problems } = await openViewer(h, `?game=sts2&seed=${SEED}&asc=10&act=2&profile=${code}`);
  const got = await shown(page, `the profile given (it ${lacksText(code)})`);
  assert.equal(got.ancient, want.acts[1].ancientId, 'act 2\'s Ancient is the CLI\'s for the profile');
  assert.equal(got.ancientLine.endsWith(`(the profile given: ${lacksText(code)})`), true, got.ancientLine);
  assert.equal(await page.locator('#profile-line').innerText(), `Profile: the one given, which ${lacksText(code)}.`);
  // Act 1 without Neow's epoch: no Ancient (the mature profile's is Neow).
  assert.equal(want.acts[0].ancientId, '');
  assert.equal(mature.acts[0].ancientId, 'EVENT.NEOW');
  await page.locator('#tab-1').click();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('act') === '1');
  assert.equal(await page.locator('#ancient-caption').isHidden(), true, 'act 1 has no Ancient');
  assert.equal(new URL(page.url()).searchParams.get('profile'), code);

  // A real progress.save, read in the browser.
  await page.setInputFiles('#profile-input', REAL);
  await page.locator('#notes', { hasText: 'Profile read: progress.save, 44 of 52 epochs revealed' }).waitFor();
  await page.waitForFunction((c) => new URL(location.href).searchParams.get('profile') === c, REAL_CODE);
  await page.locator('#run-start', { hasText: lacksText(REAL_CODE) }).waitFor({ state: 'attached' });
  const real = cliMap(REAL_CODE);
  const act1 = await page.locator('#ancient-caption .ancient-name').getAttribute('data-ancient-id');
  assert.equal(act1, real.acts[0].ancientId);
  await h.screenshot(page, 'sts2-profile', { fullPage: true });

  await page.locator('#profile-reset').click();
  await page.locator('#run-start', { hasText: 'a mature profile' }).waitFor({ state: 'attached' });
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('profile'));
  assert.equal(await page.locator('#profile-reset').isHidden(), true);
  assert.match(await page.locator('#ancient-caption').innerText(), /\(mature profile assumed\)$/);
  assert.deepEqual(problems(), []);
});

test('a profile the engine refuses is dropped with its words; a bad progress.save changes nothing', async () => {
  const { page, problems } = await openViewer(h, `?game=sts2&seed=${SEED}&asc=10&profile=EVENT9`);
  await page.locator('#notes', { hasText: 'The profile was dropped: invalid option `profile`: "EVENT9" is not an unlock a profile can lack' }).waitFor();
  await page.locator('#run-start', { hasText: 'a mature profile' }).waitFor({ state: 'attached' });
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('profile'));
  const bad = path.join(ROOT, 'target/e2e/not-a-progress.save');
  fs.mkdirSync(path.dirname(bad), { recursive: true });
  fs.writeFileSync(bad, '{"epochs": [{"id": "NEOW_EPOCH"}]}');
  await page.setInputFiles('#profile-input', bad);
  await page.locator('#notes', { hasText: 'This progress.save cannot be used: invalid option `profile`: progress.save: epochs[0] (NEOW_EPOCH) has no string "state"' }).waitFor();
  assert.equal(new URL(page.url()).searchParams.has('profile'), false);
  assert.deepEqual(problems(), []);
});

test('a progress.save opened with the run-file picker opens the view with its profile', async () => {
  const { page, problems } = await openViewer(h, `?game=sts2&seed=${SEED}&asc=10&act=1`);
  await page.setInputFiles('#runfile-input', REAL);
  await page.waitForFunction((c) => new URL(location.href).searchParams.get('profile') === c, REAL_CODE);
  await page.waitForSelector('html[data-ready="1"]');
  await page.locator('#run-start', { hasText: lacksText(REAL_CODE) }).waitFor({ state: 'attached' });
  assert.equal(new URL(page.url()).searchParams.get('seed'), SEED);
  assert.deepEqual(problems(), []);
});

test('the search panel takes the viewer\'s profile: its matches are the CLI\'s with --profile, and a match opens with it', async () => {
  const code = 'OROBAS,EVENT1';
  const filter = 'a2.ancient = Darv';
  const want = execFileSync(EXE, ['search', '--game', 'sts2', '--filter', filter, '--ascension', '10', '--count', '300', '--threads', '1', '--profile', code], { encoding: 'utf8' })
    .trim().split('\n').filter(Boolean).map((l) => l.split('\t')[0]);
  const mature = execFileSync(EXE, ['search', '--game', 'sts2', '--filter', filter, '--ascension', '10', '--count', '300', '--threads', '1'], { encoding: 'utf8' }).trim().split('\n');
  assert.ok(want.length > 0 && want.length !== mature.length, 'the profile changes the matches (CLI)');
  const { page, problems } = await openViewer(h, `?game=sts2&seed=${SEED}&asc=10&profile=${code}&search=${encodeURIComponent(filter)}&sgame=sts2&scount=300&slimit=1000`);
  await page.waitForSelector('#search[data-engine=ready]');
  assert.equal(await page.locator('#search-profile').inputValue(), code, "the viewer's profile is the default");
  await page.click('#search-start');
  await page.waitForSelector('#search[data-state=done], #search[data-state=error]', { timeout: 60_000 });
  assert.match(await page.locator('#search-stats').textContent(), /^Done: 300 of 300 seeds checked/);
  assert.deepEqual(await page.locator('#search-results a').allTextContents(), want);
  await page.waitForFunction((c) => new URLSearchParams(location.search).get('sprofile') === c, code);
  await page.locator('#search-results a').first().click();
  await page.waitForFunction((s) => new URLSearchParams(location.search).get('seed') === s, want[0]);
  assert.equal(new URL(page.url()).searchParams.get('profile'), code);
  // A content condition needs the mature profile: the engine says so, and the search does not start.
  await page.fill('#search-filter', 'shop.relic = Anchor');
  await page.locator('#search', { hasText: 'predicted only for the mature profile' }).waitFor();
  assert.equal(await page.locator('#search-start').isDisabled(), true);
  assert.deepEqual(problems(), []);
});

test('the search panel searches a StS2 character\'s card rewards (CLI --character) and opens a match with that character', async () => {
  const filter = 'card(1) has "Dagger Throw"';
  const want = execFileSync(EXE, ['search', '--game', 'sts2', '--filter', filter, '--count', '300', '--threads', '1', '--character', 'silent'], { encoding: 'utf8' })
    .trim().split('\n').filter(Boolean).map((l) => l.split('\t')[0]);
  assert.ok(want.length > 0 && want.length < 60, `the Silent's card finds some seeds (${want.length})`);
  const { page, problems } = await openViewer(h, `?game=sts2&seed=${SEED}&character=silent&search=${encodeURIComponent(filter)}&sgame=sts2&scount=300`);
  await page.waitForSelector('#search[data-engine=ready]');
  assert.equal(await page.locator('#search-character').inputValue(), 'silent', "the viewer's character is the default");
  assert.equal(await page.locator('#search-character').isDisabled(), false);
  await page.click('#search-start');
  await page.waitForSelector('#search[data-state=done], #search[data-state=error]', { timeout: 60_000 });
  assert.deepEqual(await page.locator('#search-results a').allTextContents(), want);
  await page.locator('#search-results a').first().click();
  await page.waitForFunction((s) => new URLSearchParams(location.search).get('seed') === s, want[0]);
  assert.equal(new URL(page.url()).searchParams.get('character'), 'silent');
  assert.deepEqual(problems(), []);
});

test('the widget\'s profile attribute and embed.html\'s profile=: its maps from the route module as the CLI draws them (with the character), the Ancient line states it; a wrong one is the engine\'s error', async () => {
  const { page, problems } = await open(h, '/tests/e2e/fixtures/hostile.html');
  await page.evaluate(() => {
    for (const [id, attrs] of [
      ['noneow', { game: 'sts2', seed: '6P96T755CNZ3', act: '2', ascension: '10', profile: 'NEOW,OROBAS' }],
      ['silent', { game: 'sts2', seed: '6P96T755CNZ3', act: '2', ascension: '10', profile: 'SILENT3,SILENT6', character: 'silent' }],
      ['bad', { game: 'sts2', seed: '6P96T755CNZ3', profile: 'EVENT9' }],
    ]) {
      const w = document.createElement('spire-map');
      w.id = id;
      for (const [k, v] of Object.entries(attrs)) w.setAttribute(k, v);
      document.getElementById('slot').append(w);
    }
  });
  for (const [id, profile, character] of [['noneow', 'NEOW,OROBAS', 'ironclad'], ['silent', 'SILENT3,SILENT6', 'silent']]) {
    const want = JSON.parse(execFileSync(EXE, ['map', '--game', 'sts2', '--seed', SEED, '--ascension', '10', '--act', '2', '--profile', profile, '--character', character, '--format', 'json'], { encoding: 'utf8' }));
    const w = page.locator(`#${id}`);
    await w.locator('button.map-node').first().waitFor();
    await w.locator('.ancient-name').waitFor();
    assert.equal(await w.locator('.ancient-name').getAttribute('data-ancient-id'), want.acts[0].ancientId, id);
    assert.match(await w.locator('.ancient-name').locator('xpath=..').innerText(), new RegExp(`\\(the profile given: lacks ${profile.split(',').join(', ')}\\)$`), id);
  }
  await page.locator('#bad .error').filter({ hasText: /"EVENT9" is not an unlock a profile can lack/ }).waitFor();
  await h.screenshot(page, 'sts2-profile-widget', { fullPage: true });
  // embed.html reads the viewer's query, profile= included.
  const want = JSON.parse(execFileSync(EXE, ['map', '--game', 'sts2', '--seed', SEED, '--ascension', '10', '--act', '2', '--profile', 'NEOW,OROBAS', '--format', 'json'], { encoding: 'utf8' }));
  const e = await open(h, `/embed.html?game=sts2&seed=${SEED}&act=2&asc=10&profile=NEOW,OROBAS`);
  await e.page.locator('spire-map .ancient-name').waitFor();
  assert.equal(await e.page.locator('spire-map .ancient-name').getAttribute('data-ancient-id'), want.acts[0].ancientId);
  assert.deepEqual(problems().concat(e.problems()), []);
});
