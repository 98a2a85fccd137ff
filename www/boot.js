// Starts loading the linked game's engine at once, while the page's other modules load.
//
// Starts loading the engine of the linked game at once, while the page's other modules load:
// index.html runs this module `async`, ahead of www/app.js. Without it the engine's script and
// wasm would be fetched only once app.js and everything it imports have arrived and run, two round
// trips later. app.js's own loadEngine(game) then gets the same promise (www/engine.js keeps one
// per game), so nothing is fetched twice; the game is read from the link as app.js reads it.
import { loadEngine } from './engine.js';
import { parseQuery } from './state.js';

loadEngine(parseQuery(location.search).state.game).catch(() => {}); // app.js shows a failure
