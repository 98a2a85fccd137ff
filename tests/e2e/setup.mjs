// The set-up every browser spec shares (not a test file itself): one call registers node:test's
// before(), which loads the engine in Node when asked (pages.mjs nodeEngine) and launches the
// server and Chromium (harness.mjs launch), and after(), which closes them.
//
//   import { h, engine, setUp } from './setup.mjs';
//   setUp({ engine: true, viewport: { width: 1280, height: 1000 } });
//
//   test('draws the map', async () => {
//     const page = await h.page('/index.html?seed=AGCK93XT');
//     … engine.generate_map({ seed: 'AGCK93XT', act: 1 }) …
//   });
//
// `h` (the harness) and `engine` are live bindings of this module, set by the before() hook: read
// them in tests, not at a file's top level nor in a spec's own before() (Node 20 starts top-level
// before() hooks as they are registered, so a second one does not wait for this one). node --test
// runs each spec file in a process of its own, so each file has its own.
//
// setUp(options), once at the top of a spec file; `options` may also be a function (async or not)
// returning them, called in before() (for a folder to serve that the hook makes first):
//   viewport          every page's default viewport (launch's; default 1280x800)
//   root              the folder served, and the one whose www/pkg the engine is loaded from
//                     (default: the repository)
//   engine            load the engine first (default false; `engine` stays null)
//   launchIf(engine)  launch only when this returns true; else `h` stays null (the tests skip)

import { after, before } from 'node:test';
import { launch, ROOT } from './harness.mjs';
import { nodeEngine } from './pages.mjs';

/** The harness (harness.mjs launch) of this spec file, once setUp's before() has run. */
export let h = null;
/** The engine in Node (pages.mjs nodeEngine), once setUp's before() has run, if it was asked for. */
export let engine = null;

/** Registers the spec file's before() and after() (see the top of this file). */
export function setUp(options = {}) {
  before(async () => {
    const { viewport, root = ROOT, engine: withEngine = false, launchIf } = typeof options === 'function' ? await options() : options;
    if (withEngine) engine = await nodeEngine(root);
    if (!launchIf || launchIf(engine)) h = await launch({ viewport, root });
  });
  after(async () => {
    if (h) await h.close();
  });
}
