// The search panel's list of matches, drawn only as far as it is scrolled.
//
// The search panel's list of matches: an <ol> scroll box whose <li> rows are the run's matches in
// scan order, drawn only as far down as the list has been scrolled (or tabbed through).
//
// A run finds up to 10 000 matches. Drawing every one as it arrived (a link with its viewer URL,
// then style and layout) kept the page's thread busy for most of a run, on the cores the workers
// use. So only the first FIRST_ROWS are drawn at once; the rows past them are stood in for by
// a blank block after them (the list's ::after, search.css), as high as they would be, so that the
// scroll bar shows the whole list.
// Scrolling near the end of the drawn rows, or focus reaching one of the last of them, draws
// MORE_ROWS more (or as many as the scroll position needs). Rows once drawn stay drawn until the
// next run.
//
// It knows nothing of the game or of the engine: `makeItem(match)` builds a match's <li>.

/** Rows drawn when a run starts (the box shows about 14). */
export const FIRST_ROWS = 60;
/** Rows added each time the end of the drawn rows comes near. */
export const MORE_ROWS = 60;
/** A row's height in CSS pixels until one is measured (1.6rem, search.css). */
const ROW_PX = 25.6;

export class ResultList {
  /**
   * @param {HTMLOListElement} ol  the list (its rows are ResultList's alone)
   */
  constructor(ol) {
    this.ol = ol;
    this.makeItem = null;
    this.matches = [];
    this.shown = FIRST_ROWS;
    this.rowPx = 0;
    this.frame = 0;
    ol.addEventListener('scroll', () => this.schedule(), { passive: true });
    ol.addEventListener('focusin', (e) => {
      const li = e.target.closest('li');
      if (li && !li.nextElementSibling && this.drawn() < this.matches.length) this.more(MORE_ROWS);
    });
  }

  /**
   * Empties the list for a new run.
   * @param {(m: {index: number}) => HTMLLIElement} makeItem  builds a match's row
   */
  reset(makeItem) {
    this.makeItem = makeItem;
    this.matches = [];
    this.shown = FIRST_ROWS;
    this.ol.replaceChildren();
    this.ol.style.removeProperty('--rest-height');
    this.ol.scrollTop = 0;
  }

  /** How many rows are drawn. */
  drawn() {
    return Math.min(this.shown, this.matches.length);
  }

  /**
   * Shows `matches` (sorted by scan index; chunks may have filled in earlier indices): the drawn
   * rows are merged with the first of them, and the blank block stands for the rest.
   */
  update(matches) {
    this.matches = matches;
    const n = this.drawn();
    let li = this.ol.firstElementChild;
    for (let k = 0; k < n; k++) {
      const m = matches[k];
      while (li && li.matchIndex < m.index) {
        const next = li.nextElementSibling;
        li.remove();
        li = next;
      }
      if (li && li.matchIndex === m.index) li = li.nextElementSibling;
      else this.ol.insertBefore(this.makeItem(m), li);
    }
    while (li) {
      const next = li.nextElementSibling;
      li.remove();
      li = next;
    }
    // The drawn rows' pitch, measured while there are any (they all have the same height but for
    // wrapping on a narrow screen).
    if (n) {
      const first = this.ol.firstElementChild;
      const last = this.ol.lastElementChild;
      const pitch = (last.offsetTop + last.offsetHeight - first.offsetTop) / n;
      if (pitch > 0) this.rowPx = pitch;
    }
    const rest = matches.length - n;
    this.ol.style.setProperty('--rest-height', `${rest > 0 ? rest * (this.rowPx || ROW_PX) : 0}px`);
  }

  /** Draws `extra` more rows, at least as many as reach the bottom of the box's view. */
  more(extra) {
    const row = this.rowPx || ROW_PX;
    const inView = Math.ceil((this.ol.scrollTop + this.ol.clientHeight) / row);
    this.shown = Math.max(this.drawn() + extra, inView + extra);
    this.update(this.matches);
  }

  /** On scroll: once per frame, draws more rows when the view nears the end of the drawn ones. */
  schedule() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      if (this.drawn() >= this.matches.length) return;
      const row = this.rowPx || ROW_PX;
      const drawnBottom = this.drawn() * row;
      if (this.ol.scrollTop + this.ol.clientHeight + 10 * row >= drawnBottom) this.more(MORE_ROWS);
    });
  }
}
