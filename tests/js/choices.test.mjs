// The page's event options (www/page-choices.js EVENT_OPTIONS): every event is one the engine
// picks, and every option is a word the game writes (a real run's player_choice) or one the engine's
// walk reads (its event draws, fights, gold and curses), so that a choice made on the page reaches
// the walk as the route option the engine matches. Plain Node, no browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { EVENT_OPTIONS } from '../../www/page-choices.js';

const root = new URL('../../', import.meta.url);
const read = (p) => readFileSync(new URL(p, root), 'utf8');

test('every event option of the page is a word the real runs write or the engine reads, at an event the engine picks', () => {
  const runs = 'tests/golden/sts1-runs-full/';
  const written = new Set();
  for (const f of readdirSync(new URL(runs, root)).filter((n) => n.endsWith('.run'))) {
    for (const e of JSON.parse(read(runs + f)).event_choices || []) written.add(`${e.event_name}\u0000${e.player_choice}`);
  }
  assert.ok(written.size > 80, `${written.size} event choices in the real runs`);
  const engine = ['draws.rs', 'fights.rs', 'options.rs'].map((f) => read(`src/sts1/content/events/${f}`)).join('\n') + read('src/sts1/content/run/route.rs');
  const picked = read('src/sts1/content/events/pick.rs');
  let fromRuns = 0;
  const missing = [];
  for (const [id, options] of Object.entries(EVENT_OPTIONS)) {
    assert.ok(picked.includes(`("${id}", "`), `${id} is no event the engine picks`);
    assert.ok(options.length > 0);
    for (const [word, text] of options) {
      assert.ok(text.length > 0);
      const real = written.has(`${id}\u0000${word}`);
      fromRuns += real ? 1 : 0;
      // The engine reads "Memory N" and "Bought N Potion(s)" by their number.
      const counted = /^(Memory [123]|Bought [123] Potions?)$/.test(word) && engine.includes(word.split(' ')[0]);
      if (!(real || counted || engine.includes(`"${word}"`))) missing.push(`${id}: ${word}`);
    }
  }
  assert.deepEqual(missing, [], 'options neither written by a real run nor read by the engine');
  assert.ok(fromRuns >= 35, `${fromRuns} options seen in real runs`);
});

test('every StS2 event option of the page is an event of the game lists and an option the walk reads', async () => {
  const { STS2_EVENT_OPTIONS } = await import('../../www/page-choices-sts2.js');
  const lists = read('src/sts2/run/data.rs');
  const engine = read('src/sts2/content/events/draws.rs') + read('src/sts2/content/events/gold.rs') + read('src/sts2/walk/hooks.rs');
  const missing = [];
  for (const [id, options] of Object.entries(STS2_EVENT_OPTIONS)) {
    assert.ok(lists.includes(`"EVENT.${id}"`), `${id} is no event of the game's lists`);
    for (const [value] of options) for (const o of value.split('+')) if (!engine.includes(`"${o}"`)) missing.push(`${id}: ${o}`);
  }
  assert.deepEqual(missing, [], 'options the walk does not read');
});
