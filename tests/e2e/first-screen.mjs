// Shared by first-screen.test.mjs (not a test file itself): what a page's first screen shows, as the
// issue-42 targets measure it: the map's box and its share of the viewport, whether the whole act
// (every room's button, the boss included) is inside the viewport, and the words of text visible on
// the first screen outside the map.

/**
 * Measures the first screen of the viewer in `page` (scrolled to the top): { viewport, canvas
 * (its CSS box), backing (the canvas's pixel size), dpr, coverage (the canvas's visible area over
 * the viewport's), rooms (how many room buttons), roomsInside (how many lie wholly inside the
 * viewport), scrollY, words (visible words outside the map), noteWords (how many of them are in
 * #notes, the dismissable notes about the link's own input, e.g. an ascension the game lacks),
 * wordList }.
 *
 * A word counts when its own box (one Range per word) has some area inside the viewport and
 * inside every ancestor that clips its overflow (an ellipsis's hidden words and a visually hidden
 * label do not count), its element is rendered and visible (not in a closed <details>, not
 * `hidden`, not transparent), and it is not in the map's host (the canvas and its room buttons).
 * A <select> counts the words of its shown option, a text field those of its value.
 */
export async function measureFirstScreen(page) {
  return page.evaluate(() => {
    const W = innerWidth;
    const H = innerHeight;
    const host = document.getElementById('map-host');
    const canvas = host.querySelector('canvas.map-canvas');
    const visible = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    // The part of the viewport that `el`'s overflow-clipping ancestors (and itself) leave visible.
    const clipOf = (el) => {
      let c = { l: 0, t: 0, r: W, b: H };
      for (let e = el; e && e !== document.documentElement; e = e.parentElement) {
        const cs = getComputedStyle(e);
        if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
        const b = e.getBoundingClientRect();
        c = { l: Math.max(c.l, b.left), t: Math.max(c.t, b.top), r: Math.min(c.r, b.right), b: Math.min(c.b, b.bottom) };
      }
      return c;
    };
    const shows = (rect, c) => Math.max(0, Math.min(rect.right, c.r) - Math.max(rect.left, c.l)) * Math.max(0, Math.min(rect.bottom, c.b) - Math.max(rect.top, c.t)) >= 4;
    const wordList = [];
    const notes = document.getElementById('notes');
    let noteWords = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || host.contains(el) || el.closest('select, script, style, template') || !n.data.trim() || !visible(el)) continue;
      const c = clipOf(el);
      for (const m of n.data.matchAll(/\S+/g)) {
        // Punctuation alone ("·", "—") is no word.
        if (!/[\p{L}\p{N}?]/u.test(m[0])) continue;
        const range = document.createRange();
        range.setStart(n, m.index);
        range.setEnd(n, m.index + m[0].length);
        if ([...range.getClientRects()].some((r) => shows(r, c))) {
          wordList.push(m[0]);
          if (notes && notes.contains(el)) noteWords += 1;
        }
      }
    }
    for (const el of document.querySelectorAll('select, input[type=text]')) {
      if (host.contains(el) || !visible(el) || !shows(el.getBoundingClientRect(), clipOf(el))) continue;
      const text = el.tagName === 'SELECT' ? el.selectedOptions[0]?.textContent || '' : el.value || el.placeholder;
      for (const w of text.split(/\s+/)) if (/[\p{L}\p{N}?]/u.test(w)) wordList.push(w);
    }
    const r = canvas.getBoundingClientRect();
    const seen = Math.max(0, Math.min(r.right, W) - Math.max(r.left, 0)) * Math.max(0, Math.min(r.bottom, H) - Math.max(r.top, 0));
    const rooms = [...host.querySelectorAll('button.map-node')].map((b) => b.getBoundingClientRect());
    return {
      viewport: { width: W, height: H },
      canvas: { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height },
      backing: { width: canvas.width, height: canvas.height },
      dpr: devicePixelRatio,
      coverage: seen / (W * H),
      rooms: rooms.length,
      roomsInside: rooms.filter((b) => b.top >= 0 && b.left >= 0 && b.bottom <= H && b.right <= W).length,
      scrollY,
      words: wordList.length,
      noteWords,
      wordList,
    };
  });
}

/** Waits until the map view has laid out and drawn for the current viewport (two frames). */
export async function settle(page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)))));
}
