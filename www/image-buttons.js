// The Save image, Copy image and Save SVG buttons of the page, the widget and embed.html.
//
// The image itself is drawn by export.js, which loads on the first click (nothing of it is loaded up front).
//
// Copying needs ClipboardItem and navigator.clipboard.write (feature-checked; without them, or
// when the browser refuses, e.g. in an iframe without the clipboard-write permission, the status
// line says so and points to Save image).

/** Whether this browser can put a PNG on the clipboard. */
export function canCopyImage() {
  const clip = globalThis.navigator && globalThis.navigator.clipboard;
  if (typeof globalThis.ClipboardItem !== 'function' || !clip || typeof clip.write !== 'function') return false;
  return typeof ClipboardItem.supports !== 'function' || ClipboardItem.supports('image/png');
}

/**
 * Wires the Save image, Copy image and Save SVG buttons. `make()` returns what to draw:
 * { view (the MapView), info (see export.js), seed, asc, act }, or throws an Error whose message is
 * shown; `status` shows what happened; the download link is clicked inside `parent` (default: the body).
 */
export function wireImageButtons(doc, { save, copy, svg, status, make, parent }) {
  const say = (text) => {
    status.textContent = text;
  };
  const image = async () => {
    const exporter = await import('./export.js');
    const { view, info, seed, asc, act } = make();
    const canvas = exporter.renderImage(doc, view, info);
    return { blob: await exporter.pngBlob(canvas), canvas, name: exporter.imageName(seed, asc, act), exporter };
  };
  if (svg) {
    svg.addEventListener('click', async () => {
      try {
        const exporter = await import('./export.js');
        const { view, info, seed, asc, act } = make();
        const name = exporter.imageName(seed, asc, act, 'svg');
        exporter.download(doc, new Blob([exporter.renderSvg(doc, view, info)], { type: 'image/svg+xml' }), name, parent || doc.body);
        say(`Saved ${name}.`);
      } catch (e) {
        say(`The SVG could not be made: ${e.message}`);
      }
    });
  }
  save.addEventListener('click', async () => {
    try {
      const { blob, canvas, name, exporter } = await image();
      exporter.download(doc, blob, name, parent || doc.body);
      say(`Saved ${name} (${canvas.width}×${canvas.height} pixels).`);
    } catch (e) {
      say(`The image could not be made: ${e.message}`);
    }
  });
  copy.addEventListener('click', async () => {
    if (!canCopyImage()) {
      say('This browser cannot put images on the clipboard: use Save image instead.');
      return;
    }
    try {
      // The item is made inside the click with the PNG still to come (Safari needs that).
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': image().then((i) => i.blob) })]);
      say('Image copied: paste it into a message, a document or a slide.');
    } catch (e) {
      say(`The image could not be copied (${e.message || e.name}): use Save image instead.`);
    }
  });
}
