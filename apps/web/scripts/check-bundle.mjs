#!/usr/bin/env node
// The bundle budget: the JavaScript the first page downloads (the entry chunk and every chunk it imports
// statically, i.e. what index.html preloads), gzipped, must stay within BUDGET_KB. Lazy route chunks do
// not count. Reads dist/.vite/manifest.json, so run it after `vite build` (the web's `build` script does).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const dist = new URL('../dist/', import.meta.url).pathname;

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('check-bundle: dist/.vite/manifest.json is missing; run `vite build` first');
  process.exit(1);
}

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
if (!entry) {
  console.error('check-bundle: the manifest has no entry chunk');
  process.exit(1);
}

/** The entry and its static imports, depth first; dynamic imports are the lazy routes. */
const initial = new Set();
const css = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const child of chunk.imports ?? []) visit(child);
};
visit(entry[0]);

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1000;
const rows = [...initial].map((file) => ({ file, kb: gz(file) })).sort((a, b) => b.kb - a.kb);
const total = rows.reduce((sum, r) => sum + r.kb, 0);
const cssTotal = [...css].reduce((sum, file) => sum + gz(file), 0);
const lazy = Object.values(manifest).filter((c) => c.file.endsWith('.js') && !initial.has(c.file)).length;

for (const r of rows) console.log(`  ${r.kb.toFixed(1).padStart(7)} kB  ${r.file}`);
console.log(
  `initial JS ${total.toFixed(1)} kB gz (budget ${BUDGET_KB} kB) in ${rows.length} files; ` +
    `initial CSS ${cssTotal.toFixed(1)} kB gz; ${lazy} lazy chunks`,
);
if (total > BUDGET_KB) {
  console.error(`check-bundle: initial JS is ${(total - BUDGET_KB).toFixed(1)} kB over the budget`);
  process.exit(1);
}
