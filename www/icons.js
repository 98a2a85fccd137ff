// Room icons: one pictogram per room type (monster, elite, ?, shop, rest, treasure, boss, ...).

import { THEME } from './theme.js';

// The detail colour of the icon being drawn (the theme's ink).
let ink = THEME.ink;

/**
 * Draws a room icon centred on (cx, cy) fitting a circle of radius r. Icons are drawn in a
 * 20x20 box (-10..10) and scaled; each has its own colour and shape so colour is never the only cue.
 */
export function drawIcon(ctx, room, cx, cy, r, theme = THEME) {
  ctx.save();
  ctx.translate(cx, cy);
  const s = r / 10;
  ctx.scale(s, s);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  const color = theme.rooms[room] || theme.labelStrong;
  ctx.fillStyle = color;
  ctx.strokeStyle = theme.ink;
  ctx.lineWidth = 1.1;
  ink = theme.ink;
  (ICONS[room] || iconUnknown)(ctx, color);
  ink = THEME.ink;
  ctx.restore();
}

function face(ctx) {
  // Slanted eyes and a toothy mouth, in ink.
  ctx.fillStyle = ink;
  ctx.beginPath();
  ctx.moveTo(-4.6, 0);
  ctx.lineTo(-1.2, 1.4);
  ctx.lineTo(-4.2, 2.6);
  ctx.closePath();
  ctx.moveTo(4.6, 0);
  ctx.lineTo(1.2, 1.4);
  ctx.lineTo(4.2, 2.6);
  ctx.closePath();
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-3.2, 4.6);
  ctx.lineTo(-1.6, 5.9);
  ctx.lineTo(0, 4.6);
  ctx.lineTo(1.6, 5.9);
  ctx.lineTo(3.2, 4.6);
  ctx.lineWidth = 1.1;
  ctx.stroke();
}

function horns(ctx, big) {
  const h = big ? 11 : 9.6;
  ctx.beginPath();
  ctx.moveTo(-5.6, -2);
  ctx.quadraticCurveTo(-9.6, -5, -7.4, -h);
  ctx.quadraticCurveTo(-5, -6.2, -1.8, -4.6);
  ctx.closePath();
  ctx.moveTo(5.6, -2);
  ctx.quadraticCurveTo(9.6, -5, 7.4, -h);
  ctx.quadraticCurveTo(5, -6.2, 1.8, -4.6);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
}

const ICONS = {
  monster(ctx) {
    horns(ctx, false);
    ctx.beginPath();
    ctx.arc(0, 1.6, 6.6, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    face(ctx);
  },
  elite(ctx, color) {
    horns(ctx, true);
    // A spiked crest: three spikes on the crown.
    ctx.beginPath();
    ctx.moveTo(-3.6, -3.4);
    ctx.lineTo(-2.4, -9.6);
    ctx.lineTo(-0.8, -4.6);
    ctx.lineTo(0, -10.4);
    ctx.lineTo(0.8, -4.6);
    ctx.lineTo(2.4, -9.6);
    ctx.lineTo(3.6, -3.4);
    ctx.closePath();
    ctx.fillStyle = color;
    ctx.fill();
    ctx.stroke();
    // A broad, square jaw.
    ctx.beginPath();
    ctx.moveTo(-7.4, -2);
    ctx.quadraticCurveTo(0, -6.6, 7.4, -2);
    ctx.lineTo(6.2, 6.4);
    ctx.lineTo(0, 9.2);
    ctx.lineTo(-6.2, 6.4);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    face(ctx);
  },
  event(ctx) {
    ctx.font = 'bold 19px system-ui, -apple-system, "Segoe UI", sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineWidth = 2.2;
    ctx.strokeText('?', 0, 1);
    ctx.fillText('?', 0, 1);
  },
  shop(ctx) {
    // A money bag with a "$".
    ctx.beginPath();
    ctx.moveTo(-3, -3.4);
    ctx.lineTo(-6, -8.6);
    ctx.lineTo(-2, -7);
    ctx.lineTo(0, -9.4);
    ctx.lineTo(2, -7);
    ctx.lineTo(6, -8.6);
    ctx.lineTo(3, -3.4);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.ellipse(0, 3, 7.6, 6.6, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = ink;
    ctx.font = 'bold 10px system-ui, -apple-system, "Segoe UI", sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('$', 0, 3.6);
  },
  rest(ctx) {
    // A campfire: crossed logs under a flame.
    ctx.save();
    ctx.fillStyle = '#a8793f';
    for (const a of [0.42, -0.42]) {
      ctx.save();
      ctx.translate(0, 6.4);
      ctx.rotate(a);
      ctx.beginPath();
      ctx.rect(-8, -1.6, 16, 3.2);
      ctx.fill();
      ctx.stroke();
      ctx.restore();
    }
    ctx.restore();
    ctx.beginPath();
    ctx.moveTo(0, -9.6);
    ctx.bezierCurveTo(6.4, -4, 6.6, 2, 0, 5);
    ctx.bezierCurveTo(-6.6, 2, -6.4, -4, 0, -9.6);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#ffe29a';
    ctx.beginPath();
    ctx.moveTo(0, -3.6);
    ctx.bezierCurveTo(3, -0.6, 3, 2.4, 0, 4);
    ctx.bezierCurveTo(-3, 2.4, -3, -0.6, 0, -3.6);
    ctx.fill();
  },
  treasure(ctx) {
    // A chest: lid, body, band and lock.
    ctx.beginPath();
    ctx.moveTo(-8.6, -1);
    ctx.lineTo(-8.6, -4);
    ctx.quadraticCurveTo(0, -10.4, 8.6, -4);
    ctx.lineTo(8.6, -1);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.rect(-8.6, -1, 17.2, 8.6);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = ink;
    ctx.fillRect(-1.7, -2.8, 3.4, 4.4);
  },
  boss(ctx) {
    // A skull.
    ctx.beginPath();
    ctx.arc(0, -1.6, 8, Math.PI * 0.85, Math.PI * 2.15);
    ctx.lineTo(5, 5.6);
    ctx.lineTo(5, 9);
    ctx.lineTo(-5, 9);
    ctx.lineTo(-5, 5.6);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = ink;
    ctx.beginPath();
    ctx.arc(-3.2, -0.6, 2.3, 0, Math.PI * 2);
    ctx.arc(3.2, -0.6, 2.3, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(0, 2.4);
    ctx.lineTo(1.4, 4.8);
    ctx.lineTo(-1.4, 4.8);
    ctx.closePath();
    ctx.fill();
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (const x of [-2.5, 0, 2.5]) {
      ctx.moveTo(x, 6.4);
      ctx.lineTo(x, 9);
    }
    ctx.stroke();
  },
  victory(ctx) {
    ctx.beginPath();
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? 4.2 : 9.6;
      ctx.lineTo(Math.cos(a) * rr, Math.sin(a) * rr + 0.6);
    }
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  },
  ancient(ctx) {
    // An eye.
    ctx.beginPath();
    ctx.moveTo(-9.4, 0);
    ctx.quadraticCurveTo(0, -9, 9.4, 0);
    ctx.quadraticCurveTo(0, 9, -9.4, 0);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = ink;
    ctx.beginPath();
    ctx.arc(0, 0, 3, 0, Math.PI * 2);
    ctx.fill();
  },
};

function iconUnknown(ctx) {
  ctx.beginPath();
  ctx.arc(0, 0, 6, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
}
