// The search panel's pool of warm search workers.
//
// The search panel's pool of warm search workers (www/search-worker.js): a worker costs a module
// fetch, a compile of the search wasm and a first stretch in the engine's baseline tier before
// its hot code is optimised, about as long as a short search. So the panel starts its workers when
// it opens, each makes a few thousand act maps at once (bench_acts) and then runs the WARM_UP
// searches (the two ways a filter is scanned: by batches of act maps, and by fight lists first,
// through routes, fights and the burning elite of every act) so that the generator and the
// search's own code are optimised before the first chunk, and a run that ends normally hands its
// workers back for the next one. A cancelled or failed run terminates its workers (a chunk cannot be interrupted);
// the pool starts new ones for the next run.
//
// It knows nothing of the DOM; `create()` returns anything with postMessage / terminate /
// onmessage / onerror (a Web Worker, or scripts/node-search-worker.mjs's adapter in Node).

/** Act maps each new worker makes before its first chunk (about 10 ms once optimised). */
export const WARM_UP_MAPS = 3000;

/**
 * The searches each new worker runs after its act maps (a few tens of ms), their answers unused:
 * one whose first condition reads an act map (scanned by batches of maps) and one that begins with
 * fight-list conditions; between them every act, routes, fights and the burning elite.
 */
export const WARM_UP = [
  'a1.starts >= 0 and a1.min(elites before rests) >= 0 and a2.max(events) >= 0 and a3.count(shops) >= 0',
  'a1.elite(1) != Lagavulin and a1.burning.floor >= 0 and a2.fight(1) != "Chosen" and a3.max(elites) >= 0',
].map((filter) => ({ filter, ascension: 20, fromValue: '0', start: 0, count: 1000 }));

export class WorkerPool {
  /** @param {() => any} create a new worker */
  constructor(create) {
    this.create = create;
    this.idle = [];
  }

  /** Starts workers until `n` are idle (or starting). */
  warm(n) {
    while (this.idle.length < n) this.idle.push(this.spawn());
  }

  /** A new worker, told to warm up; an idle worker that fails is dropped. */
  spawn() {
    const w = this.create();
    this.park(w);
    w.postMessage({ type: 'bench', id: 0, firstSeed: 0, count: WARM_UP_MAPS });
    for (const options of WARM_UP) w.postMessage({ type: 'warm', id: 0, options });
    return w;
  }

  /** Listens to an idle worker: a worker whose engine cannot load is dropped. */
  park(w) {
    w.onmessage = (e) => {
      if (e.data?.type === 'fatal') this.drop(w);
    };
    w.onerror = (e) => {
      e?.preventDefault?.();
      this.drop(w);
    };
  }

  /** A worker for a run: an idle one if there is one, else a new one. */
  take() {
    return this.idle.shift() ?? this.spawn();
  }

  /** A worker back from a run that ended normally (it is idle). */
  give(w) {
    this.park(w);
    this.idle.push(w);
  }

  /** Terminates an idle worker. */
  drop(w) {
    this.idle = this.idle.filter((x) => x !== w);
    w.terminate();
  }

  /** Terminates every idle worker. */
  close() {
    for (const w of this.idle.splice(0)) w.terminate();
  }
}
