/**
 * Lighthouse (mobile: its default Moto G Power emulation with simulated slow 4G) on the welcome, home
 * and history pages of the built app, served the way `npm start` serves it (precompressed files, one
 * Fastify), median of LIGHTHOUSE_RUNS runs (default 3). The member signs in inside the browser and has
 * a realistic history (40 completed workouts). Run from the repository root after building the web:
 *   npm run build -w @coach/web && npx tsx bench/lighthouse/run.ts
 * Writes bench/lighthouse/RESULTS.md.
 *
 * CPU: Lighthouse's own mobile setting by default (4x slowdown), which assumes a desktop-class host
 * (BenchmarkIndex ~1000-1500 or more; the index is in RESULTS.md). On a loaded or slow host,
 * LIGHTHOUSE_CPU=calibrated scales the slowdown the way Chrome DevTools calibrates its low-tier mobile
 * preset (host BenchmarkIndex / 264, a Moto G Power class phone, at least 1).
 * LIGHTHOUSE_PAGES=welcome,home,history picks pages; LIGHTHOUSE_DUMP=dir keeps each run's report.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createServer } from '@coach/api';
import { createDb } from '@coach/db';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { benchEnv } from '../env.ts';

const webDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const RUNS = benchEnv.lighthouseRuns;
const TARGET = 95;

const handle = await createDb({ dataDir: 'memory://' });
const app = await createServer({ db: handle.db, webDist });
await app.listen({ host: '127.0.0.1', port: benchEnv.lighthousePort });
const base = `http://127.0.0.1:${benchEnv.lighthousePort}`;

async function api(path: string, body: object, cookie?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return { res, json: (await res.json()) as { id: number } };
}

const member = { email: `lighthouse-${Date.now()}@example.com`, password: 'lighthouse-123' };
const { res } = await api('/api/auth/register', { ...member, firstName: 'Lee', timeZone: 'UTC' });
const cookie = String(res.headers.get('set-cookie')).split(';')[0] ?? '';
for (let i = 0; i < 40; i++) {
  const day = new Date(Date.now() - (i + 1) * 2 * 86_400_000).toISOString().slice(0, 10);
  const { json } = await api('/api/workouts', { name: `Session ${i + 1}`, date: day }, cookie);
  await api(
    '/api/exercises',
    { workoutId: json.id, name: 'barbell bench press', sets: [{ reps: 8, weight: 185, rpe: 8 }] },
    cookie,
  );
  await api(`/api/workouts/${json.id}/complete`, {}, cookie);
}

const chrome = await chromeLauncher.launch({
  chromePath: benchEnv.chromiumPath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
});

const LOW_TIER_INDEX = 264;
/** A throwaway run to read this host's BenchmarkIndex (Lighthouse measures it at the start of a run). */
async function hostIndex(): Promise<number> {
  const result = await lighthouse(`${base}/`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  return result?.lhr.environment.benchmarkIndex ?? Number.NaN;
}
const measuredIndex = await hostIndex();
const cpuSlowdown =
  benchEnv.lighthouseCpu === 'default'
    ? 4
    : Math.max(1, Math.round((measuredIndex / LOW_TIER_INDEX) * 10) / 10);
console.log(`host BenchmarkIndex ${measuredIndex}; CPU slowdown ${cpuSlowdown}x`);

type Scores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  index: number;
};
/**
 * Members sign in inside the measured browser, as they would: the server's cookies (the httpOnly
 * session and its readable hint) land in the browser's own jar, which Lighthouse keeps between runs.
 */
async function signInBrowser() {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  const status = await page.evaluate(async (body) => {
    const r = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return r.status;
  }, member);
  if (status !== 200) throw new Error(`signing in the browser: ${status}`);
  await page.close();
  await browser.disconnect();
}

const pages = [
  { name: 'welcome', path: '/', member: false },
  { name: 'home', path: '/', member: true },
  { name: 'history', path: '/workouts', member: true },
].filter((p) => !benchEnv.lighthousePages || benchEnv.lighthousePages.includes(p.name));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const results: { name: string; runs: Scores[]; median: Scores }[] = [];
try {
  let signedIn = false;
  for (const page of pages) {
    if (page.member && !signedIn) {
      await signInBrowser();
      signedIn = true;
    }
    const runs: Scores[] = [];
    for (let i = 0, attempts = 0; i < RUNS; i++) {
      const result = await lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
        // A cold start each run: no cached files or service worker (Lighthouse's default), and no
        // data the app kept from the last run (IndexedDB, localStorage). Cookies stay: the member
        // stays signed in.
        clearStorageTypes: [
          'file_systems',
          'shader_cache',
          'service_workers',
          'cache_storage',
          'indexeddb',
          'local_storage',
        ],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${page.name}`);
      if (lhr.runtimeError) {
        // A broken trace (NO_NAVSTART and the like) measures nothing: run again, a few times at most.
        console.log(`${page.name} run ${i + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (++attempts < RUNS + 3) i--;
        continue;
      }
      if (benchEnv.lighthouseDump)
        writeFileSync(`${benchEnv.lighthouseDump}/${page.name}-${i + 1}.json`, JSON.stringify(lhr));
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcp: Math.round(audit('largest-contentful-paint')),
        tbt: Math.round(audit('total-blocking-time')),
        cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
        index: Math.round(lhr.environment.benchmarkIndex),
      });
      console.log(`${page.name} run ${i + 1}: ${JSON.stringify(runs.at(-1))}`);
    }
    const pick = (k: keyof Scores) => median(runs.map((r) => r[k]));
    results.push({
      name: page.name,
      runs,
      median: {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        index: pick('index'),
      },
    });
  }
} finally {
  chrome.kill();
  await app.close();
  await handle.close();
}

const table = [
  '| page | performance (median) | runs | LCP ms | TBT ms | CLS | accessibility | best practices |',
  '|---|---:|---|---:|---:|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| ${r.name} | ${r.median.performance} | ${r.runs.map((x) => x.performance).join(', ')} | ${r.median.lcp} | ${r.median.tbt} | ${r.median.cls} | ${r.median.accessibility} | ${r.median.bestPractices} |`,
  ),
].join('\n');
const verdicts = results
  .map(
    (r) =>
      `- ${r.name}: ${r.median.performance} (target ≥ ${TARGET}): ${r.median.performance >= TARGET ? 'met' : 'MISSED'}`,
  )
  .join('\n');
writeFileSync(
  new URL('./RESULTS.md', import.meta.url),
  `# Lighthouse (mobile)

Run: ${new Date().toISOString()} · Lighthouse (npm) with ${benchEnv.chromiumPath} · mobile emulation, simulated
slow 4G (150 ms RTT, 1.6 Mbps) · CPU slowdown ${cpuSlowdown}x (${benchEnv.lighthouseCpu}; host BenchmarkIndex
${Math.round(measuredIndex)} before the runs, ${results.map((r) => r.median.index).join(' / ')} during them (median per page); a
Moto G Power class phone is ~${LOW_TIER_INDEX}) · load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} at the end · median of ${RUNS}
runs per page · the built web app served by the API (precompressed brotli, immutable assets) on 127.0.0.1.

${table}

${verdicts}

Reproduce: \`npm run build -w @coach/web && npx tsx bench/lighthouse/run.ts\` (CHROMIUM_PATH, LIGHTHOUSE_RUNS).
`,
);
console.log(`\n${table}\n\n${verdicts}`);
