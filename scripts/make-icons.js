#!/usr/bin/env node
// Draws the app icons (PNG) from the inline SVG below with Debian's Chromium; the PNGs are committed, so this only
// runs when the mark changes: `node scripts/make-icons.js`.
import { writeFileSync, mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const OUT = new URL('../public/icons/', import.meta.url);

/** The mark: a five-pip die on a map-room green field. `inset` shrinks the die into the maskable safe zone. */
function mark({ rounded, inset }) {
  const s = 64;
  const d = 36 * inset;
  const o = (s - d) / 2;
  const pip = (x, y, fill) => `<circle cx="${o + d * x}" cy="${o + d * y}" r="${4 * inset}" fill="${fill}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">
    <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="#2f5d50"/>
    <rect x="${o}" y="${o}" width="${d}" height="${d}" rx="${7 * inset}" fill="#f4efe3"/>
    ${pip(0.25, 0.25, '#1f2521')}${pip(0.75, 0.25, '#1f2521')}${pip(0.5, 0.5, '#a23a2a')}${pip(0.25, 0.75, '#1f2521')}${pip(0.75, 0.75, '#1f2521')}
  </svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 1 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, inset: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, inset: 1 },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    await page.setContent(`<html><body style="margin:0;background:transparent">${mark(icon)}</body></html>`);
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    writeFileSync(new URL(icon.file, OUT), png);
    await page.close();
    console.log(`public/icons/${icon.file} ${icon.size}x${icon.size}`);
  }
} finally {
  await browser.close();
}
