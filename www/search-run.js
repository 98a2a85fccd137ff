// The seed-search coordinator: a scan's chunks, in order, over a pool of workers, with a limit and cancel.
//
// The seed-search coordinator: splits a scan (indices 0 … total-1 of a sequential or random scan)
// into chunks, hands them out IN ORDER to a pool of workers running www/search-worker.js (two at a
// time per worker, so that a worker never idles while the page's thread is busy), adapts each
// worker's chunk size to its measured speed (CHUNK_MS of work a chunk: a fast filter's chunks are
// large enough that the page's thread, which shares the cores with the workers, handles few of them;
// a slow one's still report several times a second), collects the matches sorted by scan index, and
// stops at the end, at `limit` matches, on an error, or at once on cancel() (every worker is
// terminated). With `releaseWorker`, a run that ends normally hands its idle workers back instead of
// terminating them (the panel's warm pool, www/worker-pool.js).
//
// The matches of a chunk that ends before an earlier one wait beside it until every earlier chunk
// is in, then join the list at its end: the list is only ever appended to (merging each early
// chunk into it cost the page's thread time in proportion to every match so far). A worker sends
// its matches packed in one string, and they become objects only when `matches` is read (the
// panel reads it every 100 ms; a run that only counts them never pays for the objects).
//
// With a limit, the result is the first `limit` matches of the scan in scan order, whatever the
// number of workers and the order in which chunks finish: the run ends only when every index up
// to the limit-th match has been checked.
//
// It knows nothing of the DOM or of the game; `createWorker()` returns anything with
// postMessage / terminate / onmessage / onerror (a Web Worker, or a worker_threads adapter in
// Node: scripts/node-search-worker.mjs).

/**
 * Chunks each worker holds at once: the one it works on and the next, queued in its message port,
 * so that it never waits for the page's thread (busy drawing matches) to answer before going on.
 */
export const IN_FLIGHT = 2;

/** Chunk sizing: aim for this many milliseconds of work per chunk. */
export const CHUNK_MS = 50;
export const FIRST_CHUNK = 2000;
export const MIN_CHUNK = 500;
/** The engine's largest chunk (MAX_SEARCH_CHUNK in src/search/options.rs). */
export const MAX_CHUNK = 10_000_000;

/**
 * A worker's next chunk size after it checked `checked` seeds in `ms` milliseconds, from `size`:
 * CHUNK_MS of work at the speed just measured, at most four times and at least half the last size
 * (one chunk's time can be off: a first one runs before the engine is optimised, another is
 * interrupted), within MIN_CHUNK … MAX_CHUNK.
 */
export function nextChunkSize(size, checked, ms) {
  if (!(ms > 0) || !(checked > 0)) return size;
  const ideal = (checked / ms) * CHUNK_MS;
  return Math.round(Math.min(MAX_CHUNK, size * 4, Math.max(MIN_CHUNK, ideal, size / 2)));
}

/**
 * The matches of a worker's packed chunk (www/search-worker.js: a line `index seed seedValue` each)
 * as [{ index, seed, seedValue }], appended to `out` (at most `most` of them).
 */
export function unpackMatches(text, out = [], most = Infinity) {
  for (let i = 0, n = 0; i < text.length && n < most; n++) {
    let end = text.indexOf('\n', i);
    if (end < 0) end = text.length;
    const a = text.indexOf(' ', i);
    const b = text.indexOf(' ', a + 1);
    out.push({ index: Number(text.slice(i, a)), seed: text.slice(a + 1, b), seedValue: text.slice(b + 1, end) });
    i = end + 1;
  }
  return out;
}

export class SearchRun {
  /**
   * @param {object} o
   * @param {object} o.options    the engine's SearchOptions without start/count/limit
   * @param {number} o.total      how many seeds the scan checks
   * @param {number} o.limit      stop after this many matches (the first ones in scan order); Infinity: none
   * @param {number} o.workers    how many workers
   * @param {() => any} o.createWorker
   * @param {(worker: any) => void} [o.releaseWorker]  takes back the idle workers of a run that ends
   *                                                  'done' or 'limit' (else they are terminated)
   * @param {(run: SearchRun) => void} [o.onUpdate]   called after every chunk (throttle in the caller)
   * @param {(run: SearchRun) => void} [o.onDone]     called once: run.state is 'done' | 'limit' | 'cancelled' | 'error'
   */
  constructor({ options, total, limit, workers, createWorker, releaseWorker = null, onUpdate = () => {}, onDone = () => {}, now = () => performance.now() }) {
    this.options = options;
    this.total = total;
    this.limit = limit;
    this.workerCount = Math.max(1, Math.floor(workers));
    this.createWorker = createWorker;
    this.releaseWorker = releaseWorker;
    this.onUpdate = onUpdate;
    this.onDone = onDone;
    this.now = now;
    this.state = 'idle';
    this.checked = 0; // seeds checked so far (all chunks)
    this.found = []; // the matches so far as objects (see `matches`)
    this.pending = []; // chunks' matches (packed text or objects) in scan order, not yet in `found`
    this.matchCount = 0; // matches so far (found and pending), at most `limit`
    this.message = '';
    this.next = 0; // next scan index to hand out
    this.frontier = 0; // every index below it has been checked (or lies past the limit-th match)
    this.doneRanges = new Map(); // start -> { end, matches } of finished chunks above the frontier
    this.pool = [];
    this.startedAt = 0;
    this.endedAt = 0;
    this.seq = 0;
    this.workersStarted = 0;
  }

  /** Milliseconds from the start to the end (or to now, while it runs). */
  get elapsedMs() {
    return this.state === 'idle' ? 0 : (this.endedAt || this.now()) - this.startedAt;
  }

  /** Seeds per second so far. */
  get rate() {
    const ms = this.elapsedMs;
    return ms > 0 ? (this.checked * 1000) / ms : 0;
  }

  /** The index past which no chunk is needed: the limit-th match, once there are that many. */
  get cutoff() {
    return this.matchCount >= this.limit ? this.matches[this.limit - 1].index : Infinity;
  }

  /** The matches so far, sorted by index (every index below the frontier checked); at most `limit`. */
  get matches() {
    for (const { list, take } of this.pending.splice(0)) {
      if (typeof list === 'string') unpackMatches(list, this.found, take);
      else for (let i = 0; i < take; i++) this.found.push(list[i]);
    }
    return this.found;
  }

  start() {
    if (this.state !== 'idle') throw new Error('a SearchRun starts once');
    this.state = 'running';
    this.startedAt = this.now();
    if (this.total <= 0) {
      this.finish('done');
      return;
    }
    const n = Math.min(this.workerCount, Math.ceil(this.total / MIN_CHUNK));
    this.workersStarted = n;
    for (let i = 0; i < n; i++) {
      let w;
      try {
        w = this.createWorker();
      } catch (e) {
        this.fail(`could not start a Web Worker: ${e?.message ?? e}`);
        return;
      }
      const slot = { worker: w, size: FIRST_CHUNK, inFlight: 0 };
      w.onmessage = (e) => this.receive(slot, e.data);
      w.onerror = (e) => {
        e?.preventDefault?.();
        this.fail(`a search worker failed: ${e?.message || 'could not load the search engine'}`);
      };
      this.pool.push(slot);
    }
    for (const slot of this.pool) this.dispatch(slot);
  }

  /** Stops at once: every worker is terminated; no further update. */
  cancel() {
    if (this.state !== 'running') return;
    this.finish('cancelled');
  }

  /** Hands `slot` chunks until it holds IN_FLIGHT of them (or nothing is left to hand out). */
  dispatch(slot) {
    while (this.state === 'running' && slot.inFlight < IN_FLIGHT && this.next < this.total && this.next <= this.cutoff) {
      const start = this.next;
      // Near the end, share what is left so that no worker finishes long after the others.
      const left = this.total - start;
      const fair = Math.max(MIN_CHUNK, Math.ceil(left / Math.max(1, IN_FLIGHT * this.pool.length)));
      const count = Math.min(slot.size, left, fair);
      this.next += count;
      slot.inFlight++;
      slot.worker.postMessage({
        type: 'chunk',
        id: ++this.seq,
        options: { ...this.options, start, count, ...(Number.isFinite(this.limit) ? { limit: this.limit } : {}) },
      });
    }
  }

  receive(slot, msg) {
    if (this.state !== 'running') return;
    if (msg?.type === 'ready') return;
    if (msg?.type === 'fatal' || msg?.type === 'error') {
      this.fail(msg.message || 'the search engine failed');
      return;
    }
    if (msg?.type !== 'chunk') return;
    slot.inFlight--;
    this.checked += msg.checked;
    // A chunk that stopped early at `limit` matches ends past the cutoff: the rest of it is not needed.
    this.doneRanges.set(msg.start, { end: msg.start + msg.count, matches: typeof msg.packed === 'string' ? msg.packed : msg.matches });
    while (this.doneRanges.has(this.frontier)) {
      const { end, matches } = this.doneRanges.get(this.frontier);
      this.doneRanges.delete(this.frontier);
      this.frontier = end;
      this.addMatches(matches);
    }
    slot.size = nextChunkSize(slot.size, msg.checked, msg.ms);
    if (this.frontier >= this.total) {
      this.finish('done');
      return;
    }
    if (this.frontier > this.cutoff) {
      this.finish('limit');
      return;
    }
    this.dispatch(slot);
    this.onUpdate(this);
  }

  /**
   * Appends a chunk's matches (in scan order, after every match so far; packed text or objects),
   * keeping at most `limit`.
   */
  addMatches(list) {
    let n = 0;
    if (typeof list === 'string') {
      for (let i = 0; list.length && i >= 0; i = list.indexOf('\n', i + 1)) n++;
    } else n = list?.length ?? 0;
    const take = Math.min(n, this.limit - this.matchCount);
    if (take <= 0) return;
    this.pending.push({ list, take });
    this.matchCount += take;
  }

  fail(message) {
    if (this.state !== 'running') return;
    this.message = message;
    this.finish('error');
  }

  finish(state) {
    this.state = state;
    this.endedAt = this.now();
    const keep = this.releaseWorker && (state === 'done' || state === 'limit');
    for (const s of this.pool) {
      // A worker still busy (chunks past the limit-th match) is terminated all the same.
      if (keep && s.inFlight === 0) this.releaseWorker(s.worker);
      else s.worker.terminate();
    }
    this.pool = [];
    this.onDone(this);
  }
}
