// Draws the media sandbox's pictures (src/sandbox/media/routes.ts): 24 frames of a car turning on a
// turntable (360 exterior) and 24 frames of a cabin panning round (360 interior); the video is
// the sandbox's player page (client/public/videos/player.html). Run: node kv-seed/stock/draw-media-frames.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const out = join(import.meta.dirname, '../../client/public/images/media');
const frames = 24;
const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800">${body}</svg>\n`;

function exterior(i) {
  const a = (i / frames) * Math.PI * 2;
  const side = Math.abs(Math.sin(a));
  const len = 260 + 380 * side;
  const cx = 600;
  const wheelOffset = (len / 2) * 0.62;
  const facing = Math.cos(a) >= 0 ? 1 : -1;
  const light = facing > 0 ? '#f6f1c8' : '#d8342c';
  return svg(
    `<rect width="1200" height="800" fill="#e9edf2"/><ellipse cx="600" cy="640" rx="470" ry="70" fill="#cfd6de"/>` +
      `<ellipse cx="${cx}" cy="600" rx="${len / 2 + 20}" ry="26" fill="#000" opacity=".18"/>` +
      `<rect x="${cx - len / 2}" y="430" width="${len}" height="140" rx="48" fill="#2f5d8a"/>` +
      `<path d="M${cx - len * 0.32} 432 Q${cx - len * 0.2} ${330} ${cx} 330 Q${cx + len * 0.2} 330 ${cx + len * 0.32} 432 Z" fill="#274e74"/>` +
      `<path d="M${cx - len * 0.26} 430 Q${cx - len * 0.16} 352 ${cx} 352 Q${cx + len * 0.16} 352 ${cx + len * 0.26} 430 Z" fill="#a9c6e2" opacity=".85"/>` +
      (side > 0.25
        ? `<circle cx="${cx - wheelOffset}" cy="570" r="52" fill="#1d1f22"/><circle cx="${cx - wheelOffset}" cy="570" r="24" fill="#9aa3ad"/><circle cx="${cx + wheelOffset}" cy="570" r="52" fill="#1d1f22"/><circle cx="${cx + wheelOffset}" cy="570" r="24" fill="#9aa3ad"/>`
        : `<rect x="${cx - len / 2 + 10}" y="545" width="50" height="70" rx="14" fill="#1d1f22"/><rect x="${cx + len / 2 - 60}" y="545" width="50" height="70" rx="14" fill="#1d1f22"/>`) +
      `<rect x="${cx + facing * (len / 2 - 34) - 16}" y="470" width="32" height="18" rx="6" fill="${light}"/>` +
      `<text x="60" y="90" font-family="sans-serif" font-size="36" fill="#3b4652">360° · ${Math.round((i / frames) * 360)}°</text>`,
  );
}

function interior(i) {
  const shift = -(i / frames) * 1200;
  const panel = (x) =>
    `<g transform="translate(${x} 0)"><rect x="0" y="0" width="1200" height="800" fill="#2b2f36"/>` +
    `<rect x="80" y="90" width="1040" height="300" rx="30" fill="#9cc3e6"/><rect x="80" y="300" width="1040" height="90" fill="#7d9c6b"/>` +
    `<path d="M0 440 H1200 V520 H0 Z" fill="#1b1e23"/><circle cx="380" cy="600" r="170" fill="none" stroke="#111" stroke-width="38"/>` +
    `<circle cx="380" cy="600" r="40" fill="#111"/><rect x="640" y="470" width="300" height="170" rx="16" fill="#0e1116"/>` +
    `<rect x="660" y="490" width="260" height="130" rx="8" fill="#2d6ea3"/><text x="690" y="570" font-family="sans-serif" font-size="34" fill="#fff">${String(12 + (i % 10)).padStart(2, '0')}:0${i % 6}</text></g>`;
  return svg(
    `<defs><clipPath id="c"><rect width="1200" height="800"/></clipPath></defs><g clip-path="url(#c)">${panel(shift)}${panel(shift + 1200)}</g>` +
      `<text x="60" y="760" font-family="sans-serif" font-size="32" fill="#e8edf2">360° · ${Math.round((i / frames) * 360)}°</text>`,
  );
}

for (let i = 0; i < frames; i++) {
  const n = String(i).padStart(2, '0');
  writeFileSync(join(out, `exterior-${n}.svg`), exterior(i));
  writeFileSync(join(out, `interior-${n}.svg`), interior(i));
}
