// A small PNG reader for the browser tests (not a test file itself): 8-bit RGB or RGBA, not
// interlaced, as canvas.toBlob writes them. Independent of the page's code: it reads the file the
// browser saved.

import assert from 'node:assert/strict';
import zlib from 'node:zlib';

/** Decodes a PNG file's bytes to { width, height, pixel(x, y) -> [r, g, b, a] }. */
export function readPng(buf) {
  assert.deepEqual([...buf.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG signature');
  let off = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat = [];
  while (off < buf.length) {
    const len = buf.readUInt32BE(off);
    const type = buf.toString('latin1', off + 4, off + 8);
    const data = buf.subarray(off + 8, off + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth, color, , , interlace] = data.subarray(8, 13);
      assert.equal(depth, 8, '8 bits per channel');
      assert.equal(interlace, 0, 'not interlaced');
      channels = { 2: 3, 6: 4 }[color];
      assert.ok(channels, `colour type ${color} is RGB or RGBA`);
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    off += 12 + len;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const px = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? px[y * stride + i - channels] : 0;
      const b = y > 0 ? px[(y - 1) * stride + i] : 0;
      const c = y > 0 && i >= channels ? px[(y - 1) * stride + i - channels] : 0;
      let v = line[i];
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else assert.equal(filter, 0, `filter type ${filter}`);
      px[y * stride + i] = v & 255;
    }
  }
  return {
    width,
    height,
    pixel(x, y) {
      const i = Math.floor(y) * stride + Math.floor(x) * channels;
      return channels === 4 ? [px[i], px[i + 1], px[i + 2], px[i + 3]] : [px[i], px[i + 1], px[i + 2], 255];
    },
  };
}

/** '#rrggbb' as [r, g, b]. */
export function rgb(hex) {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  assert.ok(m, `a #rrggbb colour: ${hex}`);
  return [1, 2, 3].map((i) => parseInt(m[i], 16));
}
