// Hostile input in the page's URL, in <spire-map> attributes and in embed.html's URL (issue 7):
// script, HTML, huge numbers, 100 KB strings, unknown games and acts, malformed and impossible
// routes. For each case and each of the three ways in, the test checks the visible message, that
// nothing from the input became markup or ran (no #pwned element, no img/svg, no inline script, no
// event handler attribute, no dialog), that there was no console error, uncaught exception or CSP
// violation (the server sends the page's strict CSP), and that the page still works afterwards: a
// valid seed draws exactly the engine's map.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { h, engine, setUp } from './setup.mjs';
import { open, openViewer, drawnNodes, expectedNodes, assertNothingInjected } from './pages.mjs';

setUp({ engine: true, viewport: { width: 1280, height: 900 } });

// Every payload carries id=pwned and would set window.__pwned and open a dialog if it ever ran.
const IMG = '"><img id=pwned src=x onerror="window.__pwned=1;alert(1)">';
const SCRIPT = '<script id=pwned>window.__pwned=1;alert(1)</script>';
const SVG = '<svg id=pwned onload="window.__pwned=1;alert(1)"></svg>';
const KB100 = 100 * 1024;

const q = (params) => `?${new URLSearchParams(params).toString()}`;

/**
 * The cases. `query`: the page's and embed.html's parameters; `page`: what the page must say (in
 * its notes or under the seed box); `attrs`: the widget's attributes; `widget`: what the widget
 * must say; `embed`: what embed.html must say (its notes and its widget). `map`: whether the page
 * still draws a map from the rest of the link (the seed is valid).
 */
const CASES = [
  {
    name: 'script in the seed',
    query: [['seed', SCRIPT]],
    page: [/invalid seed: `<` at position 1 is not a seed character/, /The seed “<script id=pwned>window\.__pwned=1;alert\(…” from the link is not valid; type another one/],
    attrs: { seed: SCRIPT, act: '1' },
    widget: /invalid seed: `<` at position 1 is not a seed character/,
    embed: /invalid seed: `<` at position 1/,
    map: false,
  },
  {
    name: 'HTML in every parameter',
    query: [['seed', 'AGCK93XT'], ['asc', SVG], ['act', IMG], ['route', IMG], ['node', SVG], ['key', IMG], ['spoil', SVG], ['q2', IMG], ['tiny', SVG], [IMG, '1']],
    page: [/Ignored from the link: asc=“<svg id=pwned onload="wi…” \(not a valid value\); act=“"><img id=pwned src=x on…” \(not a valid value\)/, /unknown parameter “"><img id=pwned src=x on…”/],
    attrs: { seed: 'AGCK93XT', act: IMG, ascension: SVG, route: IMG, 'emerald-key-act': SCRIPT, 'tiny-chest': IMG, spoil: SVG },
    widget: /invalid option `ascension`: expected an integer from 0 to 20, got "<svg id=pwned onload=/,
    embed: /Ignored from the link: asc=“<svg id=pwned/,
    map: true,
  },
  {
    name: 'huge numbers',
    query: [['seedValue', '99999999999999999999999'], ['asc', '1e308'], ['act', '99999999999999999999'], ['node', '99999,99999'], ['q2', '1e9'], ['tiny', '123456789012345678901234567890'], ['v', '1e999']],
    page: [/above the largest 64-bit seed, 18446744073709551615/, /asc=“1e308”/, /act=“99999999999999999999”/, /node=“99999,99999”/, /q2=“1e9”/, /tiny=“123456789012345678901234…”/, /v=“1e999”/],
    attrs: { seed: 'AGCK93XT', ascension: '1e308', act: '99999999999999999999' },
    widget: /invalid option `ascension`: expected an integer from 0 to 20, got "1e308"/,
    embed: /above the largest 64-bit seed/,
    map: false,
  },
  {
    name: 'huge numbers in the run options',
    query: [['seed', 'AGCK93XT'], ['act', '2'], ['q3', '99999999'], ['tiny', '4']],
    page: [/q3=“99999999”/, /tiny=“4”/],
    attrs: { seed: 'AGCK93XT', act: '2', 'question-rooms-before': '1e9', route: '0' },
    widget: /invalid option `questionRoomsBefore`: expected an integer from 0 to 200, got "1e9"/,
    embed: /q3=“99999999”/,
    map: true,
  },
  {
    name: '100 KB strings',
    query: [['seed', 'A'.repeat(KB100)], ['route', '1,'.repeat(KB100 / 2)], ['B'.repeat(KB100), 'x'], ['game', SCRIPT.repeat(KB100 / SCRIPT.length)]],
    long: true,
    page: [/seed=“A{24}…” \(not a valid value\)/, /route=“(1,){12}…”/, /unknown parameter “B{24}…”/, /game=“<script id=pwned>window\.…” \(unknown game; the games are sts1 and sts2/],
    attrs: { seed: 'A'.repeat(KB100), route: '1,'.repeat(KB100 / 2), act: '1' },
    widget: /invalid seed: the seed string has 102400 characters/,
    embed: /No seed given/,
    map: true, // a random seed: the link's seed was refused
  },
  {
    name: 'unknown game',
    query: [['seed', 'AGCK93XT'], ['game', 'sts3']],
    page: [/game=“sts3” \(unknown game; the games are sts1 and sts2: showing Slay the Spire 1\)/],
    attrs: { seed: 'AGCK93XT', game: 'sts3' },
    widget: /invalid option `game`: expected "sts1" or "sts2", got "sts3"/,
    embed: /unknown game/,
    map: true,
  },
  {
    name: 'unknown acts',
    query: [['seed', 'AGCK93XT'], ['act', '9'], ['final', '0']],
    page: [/act=“9” \(not a valid value\)/],
    attrs: { seed: 'AGCK93XT', act: '9' },
    widget: /invalid option `act`: expected an integer from 1 to 4, got "9"/,
    embed: /act=“9”/,
    map: true,
  },
  {
    name: 'an act Slay the Spire 2 does not have',
    query: [['game', 'sts2'], ['seed', 'ABCDEFGHJKLM'], ['act', '4'], ['seedValue', '1e99']],
    page: [/Slay the Spire 2 has 3 acts: showing act 1 instead of act 4/, /“seedValue” \(a link gives either seed or seedValue\)/],
    attrs: { game: 'sts2', seed: 'ABCDEFGHJKLM', act: '4' },
    widget: /invalid option `act`: Slay the Spire 2 has three acts \(1-3\), not 4/,
    embed: /Slay the Spire 2 has 3 acts: showing act 1 instead of act 4/,
    map: true,
  },
  {
    name: 'act 4 without the final act',
    query: [['seed', 'AGCK93XT'], ['act', '4'], ['final', '0']],
    page: [/act 4 exists only when the final act is unlocked; showing act 1/],
    attrs: { seed: 'AGCK93XT', act: '4', 'final-act-unlocked': 'false' },
    widget: /invalid option `act`: act 4 exists only when the final act is unlocked/,
    embed: /act 4 exists only when the final act is unlocked/,
    map: true,
  },
  {
    name: 'malformed route',
    query: [['seed', 'AGCK93XT'], ['route', '1,,2/x/<b>']],
    page: [/route=“1,,2\/x\/<b>” \(not a valid value\)/],
    attrs: { seed: 'AGCK93XT', act: '1', route: '1,,2/x/<b id=pwned>' },
    widget: /The route attribute is not a route like "3,2,2,1" \(this act's columns, 0-6\) and was ignored/,
    embed: /route=“1,,2\/x\/<b>”/,
    map: true,
  },
  {
    name: 'impossible route',
    query: [['seed', 'AGCK93XT'], ['route', '9,9,9']],
    page: [/The route for act 1 was dropped: floor 1 has no room in column 10\./],
    attrs: { seed: 'AGCK93XT', act: '1', route: '9,9,9' },
    widget: /The route attribute was ignored: floor 1 has no room in column 10\./,
    embed: /The route attribute was ignored: floor 1 has no room in column 10\./,
    map: true,
  },
];

/** The text the page shows to the user about the link: its notes and the seed's error. */
async function pageMessages(page) {
  const notes = page.locator('#notes');
  const err = page.locator('#seed-error');
  return `${await notes.innerText()}\n${await err.innerText()}`;
}

/** After hostile input: a valid seed typed in the box draws exactly the engine's map. */
async function pageStillWorks(page) {
  const input = page.locator('#seed-input');
  await input.fill('SLAYTHESPIRE');
  const act = Number(await page.locator('.act-tabs [aria-selected="true"]').getAttribute('data-act'));
  const ascension = Number(await page.locator('#ascension').inputValue());
  const game = await page.locator('input[name=game]:checked').inputValue();
  const opts = game === 'sts2' ? { game } : { finalActUnlocked: await page.locator('#final-act').isChecked() };
  const want = engine.generate_map({ seed: 'SLAYTHESPIRE', ascension, act, ...opts }).acts[0];
  assert.deepEqual(await drawnNodes(page), expectedNodes(want));
  assert.equal(await page.locator('#seed-error').innerText(), '');
  // And a room can be selected.
  await page.locator('button.map-node').first().click();
  await page.locator('#node-info h2').waitFor();
}

/** After hostile attributes: valid ones draw exactly the engine's map. */
async function widgetStillWorks(page, selector) {
  await page.evaluate((sel) => {
    const w = document.querySelector(sel);
    for (const a of [...w.attributes]) if (a.name !== 'id') w.removeAttribute(a.name);
    w.setAttribute('seed', 'SLAYTHESPIRE');
    w.setAttribute('act', '2');
  }, selector);
  const w = page.locator(selector);
  await w.getByText('Act 2: The City').waitFor();
  await w.locator('.error:empty').waitFor({ state: 'attached' });
  assert.deepEqual(await drawnNodes(w), expectedNodes(engine.generate_map({ seed: 'SLAYTHESPIRE', act: 2 }).acts[0]));
}

for (const c of CASES) {
  const query = q(c.query);

  test(`hostile URL, page: ${c.name}`, async () => {
    const { page, problems } = await openViewer(h, query, { longQuery: !!c.long });
    const said = await pageMessages(page);
    for (const re of c.page) assert.match(said, re);
    assert.ok(said.length < 3000, `the message stays short (${said.length} characters)`);
    assert.equal(await page.locator('#notes').isVisible() || (await page.locator('#seed-error').isVisible()), true);
    if (c.map) assert.ok((await page.locator('button.map-node').count()) > 10, 'the rest of the link still draws a map');
    await assertNothingInjected(page);
    assert.deepEqual(problems(), []);
    await pageStillWorks(page);
    await assertNothingInjected(page);
    assert.deepEqual(problems(), []);
  });

  test(`hostile attributes, <spire-map>: ${c.name}`, async () => {
    const { page, problems } = await open(h, '/tests/e2e/fixtures/hostile.html');
    // Created as a host page's script or HTML would: the attributes are set before it connects.
    await page.evaluate((attrs) => {
      const w = document.createElement('spire-map');
      w.id = 'w';
      for (const [k, v] of Object.entries(attrs)) w.setAttribute(k, v);
      document.getElementById('slot').append(w);
    }, c.attrs);
    const err = page.locator('#w').locator('.error');
    await err.filter({ hasText: c.widget }).waitFor();
    assert.equal(await err.isVisible(), true);
    assert.ok((await err.innerText()).length < 400, 'the message stays short');
    await assertNothingInjected(page);
    assert.deepEqual(problems(), []);
    await widgetStillWorks(page, '#w');
    await assertNothingInjected(page);
    assert.deepEqual(problems(), []);
  });

  test(`hostile URL, embed.html: ${c.name}`, async () => {
    const { page, problems } = await open(h, `/embed.html${query}`, { longQuery: !!c.long });
    const w = page.locator('spire-map');
    const said = async () => `${await page.locator('#notes').innerText()}\n${await w.locator('.error').innerText()}`;
    await page.waitForFunction(() => {
      const m = document.querySelector('spire-map');
      return document.querySelector('#notes p') || (m && m.shadowRoot && m.shadowRoot.querySelector('.error:not(:empty), button.map-node'));
    });
    // The widget's message comes after the engine has loaded.
    await page.waitForFunction(() => {
      const m = document.querySelector('spire-map');
      return m.shadowRoot && m.shadowRoot.querySelector('.error:not(:empty), button.map-node');
    });
    assert.match(await said(), c.embed);
    await assertNothingInjected(page);
    assert.deepEqual(problems(), []);
    await widgetStillWorks(page, 'spire-map');
    await assertNothingInjected(page);
    assert.deepEqual(problems(), []);
  });
}
