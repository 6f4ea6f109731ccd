// The install icons (apps/web/public/icons/*.png) rendered from apps/web/public/favicon.svg in Chromium:
// `npx tsx e2e/scripts/make-icons.mjs`. Run again after changing the mark; the PNGs are committed.
import { mkdirSync, readFileSync } from 'node:fs';
import { launchBrowser } from '../src/harness.ts';

const web = new URL('../../apps/web/public/', import.meta.url).pathname;
const svg = readFileSync(`${web}favicon.svg`, 'utf8');
// Maskable icons are cropped to a circle by the launcher: full bleed (no rounded corners); the mark
// already sits inside the central 80% safe zone.
const maskable = svg.replace(/ rx="\d+"/, '');
mkdirSync(`${web}icons`, { recursive: true });

const browser = await launchBrowser();
const page = await browser.newPage();
for (const [name, source, size] of [
  ['icon-192', svg, 192],
  ['icon-512', svg, 512],
  ['icon-maskable-512', maskable, 512],
  ['apple-touch-icon', maskable, 180],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${source.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({ path: `${web}icons/${name}.png`, omitBackground: true });
}
await browser.close();
console.log('icons written to', `${web}icons`);
