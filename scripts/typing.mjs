#!/usr/bin/env node
// Typing a seed to the map painted, measured in the page itself (README "Figures", the viewer's
// typing rows): headless Chromium opens index.html (1280 x 800, the page's CSP, served by
// scripts/server.mjs), and for each game types --seeds different seeds one character at a time,
// waiting for each character's frame before the next one, as a person types. Per character the page
// reports (www/page-map.js reportTiming, on <html>):
//
//   data-paint-ms   the input event's time stamp to the next animation frame, after the draw
//   data-draw-ms    the input event's time stamp to the end of the input handler
//   data-timing     what the handler and the frame spent, in ms (performance.now() around each
//                   part): engine (generate_map), models (buildModel of every act), view (the shown
//                   act: model, node buttons, layout), panel (captions, boss line, route panel),
//                   canvas (drawMap in the frame)
//
// Prints the median and 90th percentile of each per game, and with --json FILE writes them.
// The first character of each seed is not counted (the seed box was emptied just before, which
// shows an error and no map). Expects www/pkg (scripts/build-wasm) and Chromium (scripts/setup
// --browser).
//
//   node scripts/typing.mjs [--seeds N] [--game sts1|sts2] [--phone] [--reveal] [--json FILE] [--root DIR]
//
// --root serves another copy of the repository (an older commit's worktree with a www/pkg) to
// compare pages on the same machine in the same conditions.

import fs from 'node:fs';

import { launch } from '../tests/e2e/harness.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i < 0 ? dflt : args[i + 1];
};
const SEEDS = Number(opt('--seeds', 30));
const GAMES = opt('--game', null) ? [opt('--game')] : ['sts1', 'sts2'];
const PHONE = args.includes('--phone');
const REVEAL = args.includes('--reveal');
const JSON_OUT = opt('--json', null);
const ROOT = opt('--root', undefined);

// Each game's seed alphabet (StS1: no O; StS2: no I, no O) and the seed length typed.
const GAME = {
  sts1: { alphabet: '0123456789ABCDEFGHIJKLMNPQRSTUVWXYZ', length: 9, query: '?seed=AGCK93XT&asc=20&act=1' },
  sts2: { alphabet: '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', length: 12, query: '?game=sts2&seed=7K2M9QXR4TZ1&asc=10&act=1' },
};

/** `n` seeds from a fixed linear congruential sequence: the same seeds on every run. */
function seeds(game, n) {
  const { alphabet, length } = GAME[game];
  let x = game === 'sts1' ? 12345 : 67890;
  const out = [];
  for (let i = 0; i < n; i++) {
    let s = '';
    for (let j = 0; j < length; j++) {
      x = (x * 1103515245 + 12345) % 2147483648;
      s += alphabet[Math.floor((x / 2147483648) * alphabet.length)];
    }
    out.push(s);
  }
  return out;
}

function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  const i = (s.length - 1) * q;
  const lo = Math.floor(i);
  return s[lo] + (s[Math.ceil(i)] - s[lo]) * (i - lo);
}

async function measure(h, game) {
  const page = await h.page(`/index.html${GAME[game].query}${REVEAL ? '&spoil=1' : ''}`, PHONE ? { viewport: { width: 390, height: 844 }, context: { hasTouch: true } } : {});
  await page.waitForSelector('html[data-ready="1"]');
  const input = page.locator('#seed-input');
  const rows = [];
  for (const seed of seeds(game, SEEDS)) {
    await input.fill('');
    await input.focus();
    for (let i = 0; i < seed.length; i++) {
      await page.evaluate(() => {
        delete document.documentElement.dataset.paintMs;
      });
      await page.keyboard.type(seed[i]);
      // The frame after the draw, then one more frame so the next character starts on a quiet page.
      await page.waitForFunction(() => document.documentElement.dataset.paintMs !== undefined, null, { polling: 'raf' });
      const r = await page.evaluate(
        () =>
          new Promise((done) =>
            requestAnimationFrame(() => {
              const d = document.documentElement.dataset;
              done({ paint: Number(d.paintMs), draw: Number(d.drawMs), ...JSON.parse(d.timing || '{}') });
            }),
          ),
      );
      if (i > 0) rows.push(r);
    }
  }
  const problems = h.problems(page);
  if (problems.length) throw new Error(`the page reported problems: ${problems.map((p) => p.text).join('; ')}`);
  await page.context().close();
  return rows;
}

const h = await launch({ root: ROOT });
const results = {};
try {
  for (const game of GAMES) {
    const rows = await measure(h, game);
    const fields = Object.keys(rows[0]);
    results[game] = { keystrokes: rows.length };
    console.log(`${game}: ${rows.length} characters of ${SEEDS} seeds${PHONE ? ', phone 390 x 844' : ''}${REVEAL ? ', Reveal on' : ''}`);
    for (const f of fields) {
      const xs = rows.map((r) => r[f]).filter((v) => Number.isFinite(v));
      const med = quantile(xs, 0.5);
      const p90 = quantile(xs, 0.9);
      results[game][f] = { median: Number(med.toFixed(2)), p90: Number(p90.toFixed(2)) };
      console.log(`  ${f.padEnd(8)} median ${med.toFixed(1).padStart(6)} ms   p90 ${p90.toFixed(1).padStart(6)} ms`);
    }
  }
} finally {
  await h.close();
}
if (JSON_OUT) fs.writeFileSync(JSON_OUT, `${JSON.stringify(results, null, 2)}\n`);
