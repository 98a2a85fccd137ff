// www/runfile.js's pure parts: the viewer URL a run report opens (the URL format of README "URL
// format": game, seed or seedValue, asc, act, route= per act from act 1, an act may be empty) and the
// verdict's wording (issue 16).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { viewQuery, verdictLines, MAX_BYTES, isProgressSave, profileQuery } from '../../www/runfile.js';

const base = {
  kind: 'sts1Run', character: 'IRONCLAD', build: '2020-12-22', floorsReached: 56,
  flags: { daily: false, trial: false, custom: false, endless: false }, savedMap: null, warnings: [],
};

test('a StS1 report opens its seed number, ascension, last act and the first route of every act', () => {
  const q = viewQuery({ ...base, game: 'sts1', seed: '39YVBZLSN7CHU', seedValue: '-7346716603134146792', ascension: 0,
    acts: [{ act: 1, routes: [[2, 2], [2, 3]] }, { act: 2, routes: [[3, 4]] }], fits: true, mismatch: null });
  const p = new URLSearchParams(q);
  // In the viewer's own form (www/state.js serialise; StS1 is the default game, left out), so the page opened keeps it.
  assert.deepEqual([...p.keys()], ['v', 'seedValue', 'asc', 'act', 'route']);
  assert.equal(q, '?v=1&seedValue=-7346716603134146792&asc=0&act=2&route=2,2/3,4');
  assert.equal(p.get('seedValue'), '-7346716603134146792');
  assert.equal(p.get('route'), '2,2/3,4');
  assert.equal(p.get('act'), '2');
});

test('a run of another character opens with character= (StS1 its boss relics, StS2 its card rewards), a StS2 run with its Neow option taken', () => {
  const run = { ...base, game: 'sts1', seed: 'X', seedValue: '5', ascension: 20, acts: [], fits: true, mismatch: null };
  assert.equal(new URLSearchParams(viewQuery({ ...run, character: 'THE_SILENT' })).get('character'), 'silent');
  assert.equal(new URLSearchParams(viewQuery({ ...run, character: 'WATCHER' })).get('character'), 'watcher');
  assert.equal(new URLSearchParams(viewQuery({ ...run, character: 'IRONCLAD' })).has('character'), false);
  // An unknown name is dropped by the viewer's own parser, not carried into the link.
  assert.equal(new URLSearchParams(viewQuery({ ...run, character: 'HERMIT' })).has('character'), false);
  // StS2 files write CHARACTER.SILENT; a name the viewer does not know for the game is dropped.
  const two = { ...run, game: 'sts2', seed: 'ABC' };
  assert.equal(new URLSearchParams(viewQuery({ ...two, character: 'CHARACTER.SILENT' })).get('character'), 'silent');
  assert.equal(new URLSearchParams(viewQuery({ ...two, character: 'CHARACTER.WATCHER' })).has('character'), false);
  assert.equal(new URLSearchParams(viewQuery({ ...two, character: 'CHARACTER.IRONCLAD', neowTaken: 'NEOWS_BONES' })).get('neow'), 'NEOWS_BONES');
  assert.equal(new URLSearchParams(viewQuery({ ...run, neowTaken: 'NEOWS_BONES' })).has('neow'), false);
});

test('a StS2 save of act 3 opens with the earlier acts empty in route=', () => {
  const q = viewQuery({ ...base, game: 'sts2', seed: '1ZEPE4MX6919', seedValue: '1', ascension: 10,
    acts: [{ act: 3, routes: [[5, 6, 6]] }], fits: true, mismatch: null });
  const p = new URLSearchParams(q);
  assert.equal(q, '?v=1&game=sts2&seed=1ZEPE4MX6919&asc=10&act=3&route=//5,6,6');
  assert.equal(p.get('seed'), '1ZEPE4MX6919');
  assert.equal(p.get('seedValue'), null);
  assert.equal(p.get('route'), '//5,6,6');
  assert.equal(p.get('act'), '3');
  assert.equal(p.get('build'), null);
  // A v0.108 save opens on the v0.108 maps.
  const old = new URLSearchParams(viewQuery({ ...base, game: 'sts2', seed: '8DVXPWUWRY', seedValue: '1', ascension: 10,
    acts: [{ act: 1, routes: [[3, 2]] }], fits: true, mismatch: null, mapsBuild: 'v0.108' }));
  assert.equal(old.get('build'), 'v0.108');
});

test('the verdict is said plainly', () => {
  const fits = verdictLines({ ...base, game: 'sts1', seed: 'A', seedValue: '1', ascension: 0, acts: [], fits: true, mismatch: null });
  assert.equal(fits[1], 'This run fits the predicted maps.');
  const miss = verdictLines({ ...base, game: 'sts1', seed: 'A', seedValue: '1', ascension: 0, acts: [], fits: false,
    mismatch: { act: 2, floor: 19, reason: 'the file has an elite on floor 19' }, warnings: ['a daily climb'] });
  assert.equal(miss[1], 'This run does not fit the predicted map from act 2 floor 19: a different game build, a mod, or a custom/daily modifier changed it. (the file has an elite on floor 19)');
  assert.equal(miss.at(-1), 'Note: a daily climb');
  // The walk's assumptions follow the notes, each once.
  const assumed = verdictLines({ ...base, game: 'sts2', seed: 'A', seedValue: '1', ascension: 0, acts: [], fits: true, mismatch: null,
    warnings: ['chests: none from floor 9'], assumptions: ['chests: none from floor 9', 'card rewards: after Neow\'s New Leaf'] });
  assert.deepEqual(assumed.slice(-2), ['Note: chests: none from floor 9', 'Assumes: card rewards: after Neow\'s New Leaf']);
  assert.equal(MAX_BYTES, 8 * 1024 * 1024);
});

test('a StS2 progress.save is told from run files, and opens the view with its profile (the game becomes StS2)', () => {
  assert.equal(isProgressSave('{"epochs": [], "schema_version": 1}'), true);
  for (const t of ['{"map_point_history": [], "epochs": []}', '{"seed": "X"}', 'not json', '[1]', 'null']) assert.equal(isProgressSave(t), false, t);
  assert.equal(profileQuery('?v=1&game=sts2&seed=6P96T755CNZ3&asc=10&act=2', 'EVENT1,RELIC4'), '?v=1&game=sts2&seed=6P96T755CNZ3&asc=10&act=2&profile=EVENT1,RELIC4');
  assert.equal(profileQuery('?v=1&game=sts2&seed=6P96T755CNZ3&asc=0&act=1&profile=NEOW', 'mature'), '?v=1&game=sts2&seed=6P96T755CNZ3&asc=0&act=1');
  // From a StS1 view: a StS2 view (its own seed comes from the page), the profile set.
  assert.equal(profileQuery('?v=1&seedValue=5&asc=20&act=3&spoil=1', 'DARV'), '?v=1&game=sts2&asc=0&act=1&spoil=1&profile=DARV');
});
