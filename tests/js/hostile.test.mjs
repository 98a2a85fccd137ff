// Hostile and random input to every export of the wasm package: each call
// returns a value or throws a JavaScript Error with a message — never a
// WebAssembly trap (the module is built with panic=abort, so any panic would
// surface here as a RuntimeError "unreachable"). This is what shows that no
// panic hook is needed (issue 7).
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadPkg } from './helpers.mjs';

const pkg = await loadPkg();
const EXPORTS = ['generate_map', 'walk_route', 'best_route'].filter((n) => typeof pkg[n] === 'function');

/** Calls `fn(arg)`; returns 'ok' or the Error's message; fails on a trap or a non-Error throw. */
function call(name, arg) {
  try {
    pkg[name](arg);
    return 'ok';
  } catch (e) {
    assert.ok(!(e instanceof WebAssembly.RuntimeError), `${name} trapped: ${e && e.message}`);
    assert.ok(e instanceof Error, `${name} threw a non-Error: ${String(e)}`);
    assert.ok(typeof e.message === 'string' && e.message.length > 0, `${name} threw an Error without a message`);
    return e.message;
  }
}

// A small deterministic generator (xorshift32) so failures reproduce.
function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 2 ** 32;
  };
}

const NAMES = ['game', 'seed', 'seedValue', 'ascension', 'act', 'finalActUnlocked', 'emeraldKeyTakenInAct', 'bossesSeen',
  'route', 'startAct', 'questionRoomsBefore', 'tinyChest', 'juzuBracelet', 'criterion', 'from', 'multiplayer', '__proto__',
  'constructor', 'toString', '', 'x'.repeat(300)];

function value(r, depth = 0) {
  const k = Math.floor(r() * 22);
  switch (k) {
    case 0: return undefined;
    case 1: return null;
    case 2: return r() < 0.5;
    case 3: return Math.floor(r() * 40) - 10;
    case 4: return r() * 1e6 - 5e5;
    case 5: return [NaN, Infinity, -Infinity, -0, 2 ** 53, 2 ** 64, -(2 ** 63), Number.MAX_VALUE][Math.floor(r() * 8)];
    case 6: return BigInt.asIntN(64, BigInt(Math.floor(r() * 2 ** 52)) * 4099n);
    case 7: return 2n ** 200n;
    case 8: return 'AGCK93XT';
    case 9: return ['', ' ', 'sts1', 'sts2', 'STS3', '<script>alert(1)</script>', '"; drop', '\u0000\uffff', '😀', 'ŒØ'][Math.floor(r() * 10)];
    case 10: return 'Z'.repeat(Math.floor(r() * 100));
    case 11: return '9'.repeat(Math.floor(r() * 40));
    case 12: return 'x'.repeat(100_000);
    case 13: return ['2,2,1', '0/3', '3,3,3,3', '1,2,3,4,5,6,7', '/', ',,,', '2,2,1/3,3/4/5/6'][Math.floor(r() * 7)];
    case 14: return depth < 3 ? [value(r, depth + 1), value(r, depth + 1)] : [];
    case 15: return depth < 3 ? object(r, depth + 1) : {};
    case 16: return Symbol('s');
    case 17: return () => 1;
    case 18: return new Date(0);
    case 19: return new Map([[1, 2]]);
    case 20: return ['mostElites', 'fewestFights', 'mostGold', 'mostEvents'][Math.floor(r() * 4)];
    default: return [[0, 1, 1, 2], [3, 3, 3, 3], [[7]], [['a']]][Math.floor(r() * 4)];
  }
}

function object(r, depth = 0) {
  const o = {};
  const n = Math.floor(r() * 6);
  for (let i = 0; i < n; i++) o[NAMES[Math.floor(r() * NAMES.length)]] = value(r, depth);
  return o;
}

test('random option objects give a result or an Error, never a trap', () => {
  const r = rng(12345);
  let errors = 0;
  let oks = 0;
  for (let i = 0; i < 3000; i++) {
    const arg = r() < 0.1 ? value(r) : object(r);
    for (const name of EXPORTS) {
      if (call(name, arg) === 'ok') oks++;
      else errors++;
    }
  }
  assert.ok(errors > 0 && oks >= 0);
});

test('hostile values in every option are refused with a message naming the option', () => {
  for (const [opts, needle] of [
    [{ seed: '<img src=x onerror=alert(1)>' }, 'not a seed character'],
    [{ seed: 'x'.repeat(100_000) }, '100000 characters'],
    [{ seedValue: 2n ** 70n }, 'seedValue'],
    [{ seedValue: 1e300 }, 'BigInt'],
    [{ seed: 'A', ascension: 1e9 }, 'ascension'],
    [{ seed: 'A', act: 'four' }, 'act'],
    [{ seed: 'A', game: 'sts3' }, 'game'],
    [{ seed: 'A', unknownOption: 1 }, 'unknown option'],
    [{ seed: 'A', ascension: Symbol('x') }, 'ascension'],
    [{ seed: 'A', finalActUnlocked: () => true }, 'finalActUnlocked'],
  ]) {
    const message = call('generate_map', opts);
    assert.ok(message.includes(needle), `${JSON.stringify(Object.keys(opts))}: ${message}`);
  }
  for (const arg of [undefined, null, 0, 'AGCK93XT', [], Symbol('x'), 10n]) {
    assert.notEqual(call('generate_map', arg), 'ok');
  }
});

test('objects with throwing getters and deep nesting do not trap', () => {
  const deep = [];
  let cur = deep;
  for (let i = 0; i < 10_000; i++) {
    const next = [];
    cur.push(next);
    cur = next;
  }
  assert.match(call('generate_map', { seed: 'A', route: deep }), /./);
  assert.match(call('walk_route', { seed: 'A', route: deep }), /nested|route/);
  const getter = Object.defineProperty({}, 'seed', { enumerable: true, get() { throw new Error('getter says no'); } });
  assert.match(call('generate_map', getter), /getter says no/);
  const proxy = new Proxy({}, { ownKeys() { throw new Error('proxy says no'); } });
  assert.match(call('generate_map', proxy), /proxy says no/);
});
