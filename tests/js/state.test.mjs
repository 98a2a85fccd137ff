// Unit tests of the page's URL state (www/state.js): parsing with validation, serialising, and
// the automatic seed-form rule. Plain Node, no browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseQuery, serialise, defaultState, autoSeedForm, parseRoute, routeString, mapOptions, relicOptions, displayText } from '../../www/state.js';

test('a full link round-trips', () => {
  const q = '?v=1&seed=AGCK93XT&asc=20&act=2&final=0&key=1&route=2,3,3/1,2&node=1,1&grid=0';
  const { state, notes } = parseQuery(q);
  assert.deepEqual(notes, []);
  assert.equal(state.seedText, 'AGCK93XT');
  assert.equal(state.seedForm, 'string');
  assert.equal(state.asc, 20);
  assert.equal(state.act, 2);
  assert.equal(state.finalAct, false);
  assert.equal(state.emeraldAct, 1);
  assert.deepEqual(state.routes, [[2, 3, 3], [1, 2], [], []]);
  assert.deepEqual(state.node, [1, 1]);
  assert.equal(state.grid, false);
  assert.equal(serialise(state), q);
  assert.equal(serialise(parseQuery(serialise(state)).state), q);
});

test('defaults are left out, the version is always written', () => {
  const s = defaultState();
  s.seedText = 'HELLO';
  assert.equal(serialise(s), '?v=1&seed=HELLO&asc=0&act=1');
  s.seedText = '-5';
  s.seedForm = 'number';
  assert.equal(serialise(s), '?v=1&seedValue=-5&asc=0&act=1');
  // Odds only (the default): generate_map is asked without spoilers.
  assert.deepEqual(mapOptions(s), { game: 'sts1', ascension: 0, finalActUnlocked: true, seedValue: '-5', spoilers: false });
  s.spoil = true;
  assert.deepEqual(mapOptions(s), { game: 'sts1', ascension: 0, finalActUnlocked: true, seedValue: '-5' });
});

test('bosses seen: none, some (ids in the order of the game) or all; wrong ids are ignored with a note', () => {
  const none = parseQuery('?seed=A&bosses=none');
  assert.deepEqual(none.state.bosses, []);
  assert.equal(serialise(none.state), '?v=1&seed=A&asc=0&act=1&bosses=none');
  assert.equal(mapOptions(none.state).bossesSeen, false);
  const some = parseQuery('?seed=A&bosses=Champ,guardian');
  assert.deepEqual(some.notes, []);
  assert.deepEqual(some.state.bosses, ['guardian', 'champ']);
  assert.equal(serialise(some.state), '?v=1&seed=A&asc=0&act=1&bosses=guardian,champ');
  assert.deepEqual(mapOptions(some.state).bossesSeen, ['guardian', 'champ']);
  const all = parseQuery('?seed=A&bosses=all');
  assert.equal(all.state.bosses, null);
  assert.equal(mapOptions(all.state).bossesSeen, undefined);
  assert.equal(serialise(all.state), '?v=1&seed=A&asc=0&act=1');
  for (const bad of ['heart', 'guardian,,champ', '']) {
    const r = parseQuery(`?seed=A&bosses=${bad}`);
    assert.equal(r.state.bosses, null, bad);
    assert.match(r.notes.join(' '), /bosses=/, bad);
  }
  const sts2 = parseQuery('?game=sts2&seed=ABCDEFGHJKLM&bosses=none');
  assert.equal(sts2.state.bosses, null);
  assert.match(sts2.notes.join(' '), /ignored: bosses/);
});

test('seedValue is read as a number; a newer version is read with a note', () => {
  const { state, notes, seedGiven } = parseQuery('?v=2&seedValue=-1662327278983135018');
  assert.equal(state.seedForm, 'number');
  assert.equal(seedGiven, true);
  assert.match(notes[0], /newer version/);
});

test('Slay the Spire 2 links: strings only, three acts, ascension to 10, no StS1 options', () => {
  const full = '?v=1&game=sts2&seed=ABCDEFGHJKLM&asc=10&act=3&route=/1,2&spoil=1&mp=1';
  const { state, notes } = parseQuery(full);
  assert.deepEqual(notes, []);
  assert.equal(state.game, 'sts2');
  assert.equal(state.multiplayer, true);
  assert.equal(serialise(state), full);
  assert.deepEqual(mapOptions(state), { game: 'sts2', ascension: 10, seed: 'ABCDEFGHJKLM', multiplayer: true });
  assert.deepEqual(relicOptions(state), { lenientChoices: true });

  const bad = parseQuery('?game=sts2&seedValue=-5&act=4&asc=20&final=0&key=1&tiny=1&juzu=1');
  assert.equal(bad.seedGiven, false);
  assert.equal(bad.state.seedText, '');
  assert.equal(bad.state.act, 1);
  assert.equal(bad.state.asc, 10);
  assert.equal(bad.state.finalAct, true);
  assert.equal(bad.state.emeraldAct, null);
  assert.equal(bad.state.tinyChest, null);
  const text = bad.notes.join(' ');
  for (const part of ['seeds are strings', 'has 3 acts: showing act 1 instead of act 4', 'goes up to 10', 'only for Slay the Spire 1, ignored: final, key, tiny, juzu']) {
    assert.ok(text.includes(part), `${text} mentions ${part}`);
  }
  // ? rooms before an act: StS2's ? stream is run-wide too.
  const q = parseQuery('?v=1&game=sts2&seed=ABCDEFGHJKLM&asc=10&act=2&q2=3');
  assert.deepEqual(q.notes, []);
  assert.equal(q.state.qBefore[1], 3);
  assert.equal(serialise(q.state), '?v=1&game=sts2&seed=ABCDEFGHJKLM&asc=10&act=2&q2=3');
  // multiplayer is StS2's.
  const one = parseQuery('?seed=A&mp=1');
  assert.equal(one.state.multiplayer, false);
  assert.match(one.notes.join(' '), /only applies to Slay the Spire 2/);
  // An unknown game says which games there are.
  assert.match(parseQuery('?seed=A&game=sts3').notes[0], /game=“sts3” \(unknown game; the games are sts1 and sts2/);
});

test('spoilers, ? rooms before an act and relics round-trip; StS1 options reach walk_route', () => {
  const q = '?v=1&seed=AGCK93XT&asc=20&act=3&spoil=1&q2=4&q3=11&tiny=2&juzu=1';
  const { state, notes } = parseQuery(q);
  assert.deepEqual(notes, []);
  assert.equal(state.spoil, true);
  assert.deepEqual(state.qBefore, [null, 4, 11, null]);
  assert.equal(state.tinyChest, 2);
  assert.equal(state.juzu, true);
  assert.equal(serialise(state), q);
  assert.deepEqual(relicOptions(state), { tinyChest: 2, juzuBracelet: true });
  // Odds only by default: spoil=0 is the default and not written.
  const d = parseQuery('?seed=A&spoil=0&tiny=0').state;
  assert.equal(d.spoil, false);
  assert.equal(serialise(d), '?v=1&seed=A&asc=0&act=1&tiny=0');
  const bad = parseQuery('?seed=A&spoil=yes&q2=201&q3=-1&tiny=4&juzu=2&q4=1');
  assert.equal(bad.state.spoil, false);
  assert.deepEqual(bad.state.qBefore, [null, null, null, null]);
  assert.equal(bad.state.tinyChest, null);
  assert.equal(bad.state.juzu, false);
  for (const part of ['spoil=“yes”', 'q2=“201”', 'q3=“-1”', 'tiny=“4”', 'juzu=“2”', 'unknown parameter “q4”']) {
    assert.ok(bad.notes[0].includes(part), `${bad.notes[0]} mentions ${part}`);
  }
});

test('unknown, repeated and bad parameters are ignored with a note', () => {
  const { state, notes } = parseQuery('?seed=A&seed=B&asc=21&act=0&route=1,x&node=a&final=yes&evil=%3Cscript%3E&seedValue=5');
  assert.equal(state.seedText, 'A');
  assert.equal(state.asc, 0);
  assert.equal(state.act, 1);
  assert.deepEqual(state.routes, [[], [], [], []]);
  assert.equal(state.node, null);
  assert.equal(state.finalAct, true);
  assert.equal(notes.length, 1);
  for (const part of ['repeated “seed”', 'asc=“21”', 'act=“0”', 'route=“1,x”', 'unknown parameter “evil”', 'either seed or seedValue']) {
    assert.ok(notes[0].includes(part), `${notes[0]} mentions ${part}`);
  }
});

test('hostile text is bounded and stripped of control characters', () => {
  const long = 'x'.repeat(500);
  const { state, notes } = parseQuery(`?seed=${long}&${'k'.repeat(300)}=1&seed2=%E2%80%AEevil`);
  assert.equal(state.seedText, '');
  assert.ok(notes[0].length < 400, notes[0]);
  assert.ok(!notes[0].includes('\u202e'));
  assert.equal(displayText('a\u0000b\u202ec'), 'a\ufffdb\ufffdc');
  // Non-ASCII seeds are refused before they reach the engine.
  assert.equal(parseQuery('?seed=%C4%B0').state.seedText, '');
});

test('act 4 needs the final act', () => {
  const { state, notes } = parseQuery('?seed=A&act=4&final=0');
  assert.equal(state.act, 1);
  assert.match(notes[0], /act 4/);
});

test('routes: walk_route string form, empty acts allowed', () => {
  assert.deepEqual(parseRoute('//3,3'), [[], [], [3, 3], []]);
  assert.deepEqual(parseRoute(''), [[], [], [], []]);
  assert.equal(parseRoute('1/2/3/4/5'), null);
  assert.equal(parseRoute('1,,2'), null);
  assert.equal(parseRoute('99'), null);
  assert.equal(routeString([[1, 2], [], [], []]), '1,2');
  assert.equal(routeString([[], [], [3], []]), '//3');
});

test('the seed form: a sign or more than 13 digits is a number, anything else a game string', () => {
  assert.equal(autoSeedForm('AGCK93XT'), 'string');
  assert.equal(autoSeedForm('1234567890123'), 'string');
  assert.equal(autoSeedForm('12345678901234'), 'number');
  assert.equal(autoSeedForm('-5'), 'number');
  assert.equal(autoSeedForm(' +7 '), 'number');
  assert.equal(autoSeedForm('HELLO'), 'string');
});

test('StS2 build: one of the five builds round-trips and reaches generate_map; others are ignored with a note', () => {
  const q = '?v=1&game=sts2&seed=TQM88QFMHSQR&asc=10&act=1&build=v0.108';
  const { state, notes } = parseQuery(q);
  assert.deepEqual(notes, []);
  assert.equal(state.build, 'v0.108');
  assert.equal(serialise(state), q);
  assert.equal(mapOptions(state).build, 'v0.108');
  assert.equal(mapOptions(parseQuery('?game=sts2&seed=A').state).build, undefined, 'absent: the engine default');
  const main = parseQuery('?game=sts2&seed=ZYLAPPJJAA&build=v0.107.1');
  assert.deepEqual([main.state.build, main.notes], ['v0.107.1', []]);
  assert.equal(mapOptions(main.state).build, 'v0.107.1');
  const bad = parseQuery('?game=sts2&seed=A&build=v0.107');
  assert.equal(bad.state.build, null);
  assert.match(bad.notes.join(' '), /build=“v0\.107” \(not a valid value\)/);
  const sts1 = parseQuery('?seed=A&build=v0.108');
  assert.equal(sts1.state.build, null);
  assert.match(sts1.notes.join(' '), /build= only applies to Slay the Spire 2/);
  assert.equal(mapOptions(sts1.state).build, undefined);
});

test('StS1 run start: character, neow and shortneow round-trip and reach generate_map; bad values and StS2 links drop them with a note', () => {
  const q = '?v=1&seed=AGCK93XT&asc=0&act=1&character=watcher&neow=BOSS_RELIC&shortneow=1';
  const { state, notes } = parseQuery(q);
  assert.deepEqual(notes, []);
  assert.equal(state.character, 'watcher');
  assert.equal(state.neow, 'BOSS_RELIC');
  assert.equal(state.shortNeow, true);
  assert.equal(serialise(state), q);
  const o = mapOptions(state);
  assert.equal(o.character, 'watcher');
  assert.equal(o.neow, 'BOSS_RELIC');
  assert.equal(o.shortNeow, true);
  // The defaults are left out of the link and of the engine's options.
  const d = parseQuery('?seed=AGCK93XT&character=ironclad').state;
  assert.equal(serialise(d), '?v=1&seed=AGCK93XT&asc=0&act=1');
  assert.equal('character' in mapOptions(d), false);
  assert.equal('neow' in mapOptions(d), false);
  // Case is forgiven; an unknown character or bonus is not.
  assert.equal(parseQuery('?character=Silent&neow=remove_two').state.neow, 'REMOVE_TWO');
  const bad = parseQuery('?seed=X&character=hexaghost&neow=FREE_WIN&shortneow=yes');
  assert.equal(bad.state.character, 'ironclad');
  assert.equal(bad.state.neow, null);
  assert.equal(bad.state.shortNeow, false);
  assert.match(bad.notes.join(' '), /character=“hexaghost”.*neow=“FREE_WIN”.*shortneow=“yes”/);
  // The other game's character: the Ironclad, with a note.
  const other = parseQuery('?seed=X&character=necrobinder');
  assert.equal(other.state.character, 'ironclad');
  assert.match(other.notes.join(' '), /“necrobinder” is not a Slay the Spire character: showing the Ironclad/);
  // A StS2 link: its own characters; StS1-only options ignored with a note, not written back
  // (`neow` is StS2's too: its ids are relic ids, checked against the seed by the engine and the page).
  const two = parseQuery('?game=sts2&seed=ABC&character=watcher&shortneow=1');
  assert.match(two.notes.join(' '), /“watcher” is not a Slay the Spire 2 character: showing the Ironclad/);
  assert.match(two.notes.join(' '), /only for Slay the Spire 1, ignored: shortneow/);
  assert.equal(serialise(two.state), '?v=1&game=sts2&seed=ABC&asc=0&act=1');
  assert.equal('character' in mapOptions(two.state), false);
  const regent = parseQuery('?v=1&game=sts2&seed=ABC&asc=0&act=1&character=Regent');
  assert.deepEqual(regent.notes, []);
  assert.equal(serialise(regent.state), '?v=1&game=sts2&seed=ABC&asc=0&act=1&character=regent');
  assert.equal(mapOptions(regent.state).character, 'regent');
});

test("the URL's StS1 ids are neow.js's: every character and every Neow bonus it words, no other", async () => {
  // state.js keeps the ids (up front); neow.js, loaded with the run start, words them.
  const { CHARACTER_IDS, NEOW_IDS } = await import('../../www/state.js');
  const { CHARACTERS, NEOW_BONUSES } = await import('../../www/neow.js');
  assert.deepEqual(CHARACTER_IDS, CHARACTERS.map((c) => c.id));
  assert.deepEqual([...NEOW_IDS].sort(), Object.keys(NEOW_BONUSES).sort());
  for (const id of NEOW_IDS) assert.equal(parseQuery(`?neow=${id.toLowerCase()}`).state.neow, id);
  assert.equal(parseQuery('?neow=FREE_WIN').state.neow, null);
});

test("StS2 neow: a relic id without RELIC. round-trips and reaches the engine's options (generate_map's, which walk_route's start from); a malformed one is ignored with a note", () => {
  // NEOWS_BONES is one of seed 85920V7XQFSN's options (`spire-map map --game sts2 --seed 85920V7XQFSN`: neowIds).
  const q = '?v=1&game=sts2&seed=85920V7XQFSN&asc=0&act=1&route=6,6&spoil=1&character=silent&neow=NEOWS_BONES';
  const { state, notes } = parseQuery(q);
  assert.deepEqual(notes, []);
  assert.equal(state.neow, 'NEOWS_BONES');
  assert.equal(serialise(state), q);
  assert.deepEqual(mapOptions(state), { game: 'sts2', ascension: 0, seed: '85920V7XQFSN', character: 'silent', neow: 'NEOWS_BONES' });
  // The game is known before the key, wherever it stands; case is forgiven as for StS1.
  const later = parseQuery('?neow=golden_pearl&seed=6P96T755CNZ3&game=sts2');
  assert.deepEqual(later.notes, []);
  assert.equal(later.state.neow, 'GOLDEN_PEARL');
  assert.equal(serialise(later.state), '?v=1&game=sts2&seed=6P96T755CNZ3&asc=0&act=1&neow=GOLDEN_PEARL');
  // Not an id (a digit, a dot, markup, too long): ignored with a note, not written back, not the engine's.
  for (const v of ['NEOWS_BONES2', 'RELIC.NEOWS_BONES', '<b>x</b>', 'A'.repeat(41), '']) {
    const bad = parseQuery(`?game=sts2&seed=ABC&neow=${encodeURIComponent(v)}`);
    assert.equal(bad.state.neow, null, v);
    assert.match(bad.notes.join(' '), /Ignored from the link: neow=“.*” \(not a valid value\)/, v);
    assert.equal(serialise(bad.state), '?v=1&game=sts2&seed=ABC&asc=0&act=1', v);
    assert.equal('neow' in mapOptions(bad.state), false, v);
  }
  // At the length bound: kept (whether the seed offers it is the engine's and the page's check).
  assert.equal(parseQuery(`?game=sts2&seed=ABC&neow=${'A'.repeat(40)}`).state.neow, 'A'.repeat(40));
  // StS1 keeps its own list: a StS2 id in a StS1 link is not a bonus.
  const one = parseQuery('?seed=AGCK93XT&neow=NEOWS_BONES');
  assert.equal(one.state.neow, null);
  assert.match(one.notes.join(' '), /neow=“NEOWS_BONES” \(not a valid value\)/);
});

test('StS2 profile: what it lacks round-trips (upper-cased, without spaces) and reaches the engine; "mature" is the default; malformed values and StS1 links drop it with a note', () => {
  const q = '?v=1&game=sts2&seed=6P96T755CNZ3&asc=10&act=1&profile=EVENT1,RELIC4,ACT.UNDERDOCKS';
  const { state, notes } = parseQuery(q);
  assert.deepEqual(notes, []);
  assert.equal(state.profile, 'EVENT1,RELIC4,ACT.UNDERDOCKS');
  assert.equal(serialise(state), q);
  assert.deepEqual(mapOptions(state), { game: 'sts2', ascension: 10, seed: '6P96T755CNZ3', profile: 'EVENT1,RELIC4,ACT.UNDERDOCKS', spoilers: false });
  // Any case, spaces forgiven; "mature" is no profile at all (left out of the link and the options).
  assert.equal(parseQuery('?game=sts2&seed=A&profile=event1,%20relic4_epoch').state.profile, 'EVENT1,RELIC4_EPOCH');
  const mature = parseQuery('?game=sts2&seed=A&profile=Mature');
  assert.deepEqual([mature.state.profile, mature.notes], [null, []]);
  assert.equal('profile' in mapOptions(mature.state), false);
  // Not a list of ids (markup, an empty item, too long): ignored with a note. Unknown ids are the engine's to refuse.
  for (const v of ['<b>x</b>', 'EVENT1,,RELIC4', ',', '', `${'A,'.repeat(300)}A`]) {
    const bad = parseQuery(`?game=sts2&seed=ABC&profile=${encodeURIComponent(v)}`);
    assert.equal(bad.state.profile, null, v);
    assert.match(bad.notes.join(' '), /Ignored from the link: profile=“.*” \(not a valid value\)/, v);
  }
  // A Slay the Spire 1 link has no such option.
  const one = parseQuery('?seed=AGCK93XT&profile=EVENT1');
  assert.equal(one.state.profile, null);
  assert.match(one.notes.join(' '), /profile= only applies to Slay the Spire 2 and was ignored/);
  assert.equal('profile' in mapOptions(one.state), false);
});

test('modifiers and the daily: mods= and daily= round-trip into the engine options; bad values are ignored', () => {
  const { state, notes } = parseQuery('?v=1&game=sts2&seed=26_07_2026_1P&asc=3&mods=MODIFIER.ALL_STAR,Draft,Cursed Run&daily=2026-07-26');
  assert.deepEqual(notes, []);
  assert.equal(state.mods, 'MODIFIER.ALL_STAR,Draft,Cursed Run');
  assert.equal(state.daily, '2026-07-26');
  const o = mapOptions(state);
  assert.equal(o.modifiers, 'MODIFIER.ALL_STAR,Draft,Cursed Run');
  assert.equal(o.daily, true);
  assert.equal(parseQuery(serialise(state)).state.mods, state.mods);
  assert.match(serialise(state), /daily=2026-07-26/);
  const bad = parseQuery('?mods=<b>x</b>&daily=26-07-2026');
  assert.equal(bad.state.mods, '');
  assert.equal(bad.state.daily, null);
  assert.equal(bad.notes.length, 1);
  assert.equal(mapOptions(defaultState()).modifiers, undefined);
});

test("route choices: events=, buy=, rests=, spent= and hp= round-trip and reach walk_route's events, purchases, rests, goldSpent and hp; malformed ones drop them with a note; StS2 keeps events=, buy= and ancients=", () => {
  const q = "?v=1&seed=A&events=5:Fight,12:Bought 2 Potions&buy=8:Anger,8:purge,8:Nloth's Gift&rests=6:SMITH&spent=1:30,9:-15&hp=36:30/80";
  const { state, notes } = parseQuery(q);
  assert.deepEqual(notes, []);
  assert.deepEqual(state.choices, { events: ['5:Fight', '12:Bought 2 Potions'], buy: ['8:Anger', '8:purge', "8:Nloth's Gift"], rests: ['6:SMITH'], spent: ['1:30', '9:-15'], hp: ['36:30/80'], ancients: [] });
  assert.deepEqual(relicOptions(state), { events: state.choices.events, purchases: state.choices.buy, rests: state.choices.rests, goldSpent: state.choices.spent, hp: state.choices.hp });
  assert.deepEqual(parseQuery(serialise(state)).state.choices, state.choices);
  assert.match(serialise(state), /&events=5:Fight,12:Bought\+2\+Potions&buy=8:Anger,8:purge,8:Nloth%27s\+Gift&rests=6:SMITH&spent=1:30,9:-15&hp=36:30\/80/);
  assert.doesNotMatch(serialise(defaultState()), /events|buy|rests|spent|hp/);
  const bad = parseQuery('?seed=A&events=5:<b>&buy=8&rests=,&spent=1:lots&hp=36:30');
  assert.deepEqual(bad.state.choices, { events: [], buy: [], rests: [], spent: [], hp: [], ancients: [] });
  for (const part of ['events=“5:<b>”', 'buy=“8”', 'rests=“,”', 'spent=“1:lots”', 'hp=“36:30”']) assert.ok(bad.notes[0].includes(part), part);
  assert.deepEqual(parseQuery('?seed=A&events=5:1/2&spent=1:1/2').state.choices.events, []);
  // StS2: the event met and its options ("FLOOR:EVENT:OPTIONS"), the purchases; no rests.
  const sts2 = parseQuery('?game=sts2&seed=A&events=3:SPIRALING_WHIRLPOOL,23:THE_LANTERN_KEY:KEEP_THE_KEY+FIGHT&buy=4:RELIC.BREAD,4:purge&rests=6:SMITH&spent=1:30&hp=4:30/80&ancients=18:NUTRITIOUS_SOUP');
  assert.deepEqual(sts2.state.choices, { events: ['3:SPIRALING_WHIRLPOOL', '23:THE_LANTERN_KEY:KEEP_THE_KEY+FIGHT'], buy: ['4:RELIC.BREAD', '4:purge'], rests: [], spent: [], hp: [], ancients: ['18:NUTRITIOUS_SOUP'] });
  assert.match(sts2.notes.join(' '), /only for Slay the Spire 1, ignored: rests, spent, hp/);
  assert.deepEqual(relicOptions(sts2.state), { lenientChoices: true, events: sts2.state.choices.events, purchases: sts2.state.choices.buy, ancients: ['18:NUTRITIOUS_SOUP'] });
  assert.deepEqual(parseQuery(serialise(sts2.state)).state.choices, sts2.state.choices);
  assert.match(serialise(sts2.state), /&events=3:SPIRALING_WHIRLPOOL,23:THE_LANTERN_KEY:KEEP_THE_KEY%2BFIGHT&buy=4:RELIC.BREAD,4:purge&ancients=18:NUTRITIOUS_SOUP/);
  // A StS2 Ancient's relic is no StS1 choice: not walked, not written back.
  const one = parseQuery('?seed=A&ancients=18:NUTRITIOUS_SOUP').state;
  assert.deepEqual(relicOptions(one), {});
  assert.doesNotMatch(serialise(one), /ancients/);
});

test('a StS2 lobby: character=a,b and neow=A,B give player 2\'s picks, round-trip and reach generate_map; elsewhere they are dropped', () => {
  const q = '?v=1&game=sts2&seed=ESJC7K39HN&asc=2&act=1&mp=1&character=necrobinder,regent&neow=SCROLL_BOXES,ARCANE_SCROLL';
  const { state, notes } = parseQuery(q);
  assert.deepEqual(notes, []);
  assert.deepEqual([state.character, state.character2, state.neow, state.neow2], ['necrobinder', 'regent', 'SCROLL_BOXES', 'ARCANE_SCROLL']);
  assert.equal(serialise(state), q);
  const o = mapOptions(state);
  assert.deepEqual([o.character, o.neow, o.multiplayer], ['necrobinder,regent', 'SCROLL_BOXES,ARCANE_SCROLL', true]);
  // Player 2 the same character as player 1's: only player 1's written.
  const same = parseQuery('?game=sts2&seed=X&mp=1&character=ironclad').state;
  assert.equal(same.character2, null);
  assert.equal('character' in mapOptions(same), false);
  // Not a lobby (no mp=1, or StS1): player 2's picks are dropped.
  const single = parseQuery('?game=sts2&seed=X&character=necrobinder,regent&neow=A,B').state;
  assert.deepEqual([single.character, single.character2, single.neow, single.neow2], ['necrobinder', null, 'A', null]);
  assert.equal(parseQuery('?seed=X&neow=BOSS_RELIC,REMOVE_TWO').state.neow, null);
  // Three players' worth, or a second that is no StS2 character: refused with a note.
  const bad = parseQuery('?game=sts2&seed=X&mp=1&character=silent,regent,defect&neow=A,B,C');
  assert.deepEqual([bad.state.character, bad.state.character2, bad.state.neow], ['ironclad', null, null]);
  assert.match(bad.notes.join(' '), /character=“silent,regent,defect”.*neow=“A,B,C”/);
  assert.equal(parseQuery('?game=sts2&seed=X&mp=1&character=silent,watcher').state.character2, null);
});
