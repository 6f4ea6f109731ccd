/**
 * Accessibility check for any e2e test: `await expectAxeClean(page, 'home, dark')` runs axe-core on the
 * page as it is and fails on a serious or critical violation, naming the rule and the elements.
 * Minor and moderate findings are returned (and counted in the log line), not failed.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FAILING = new Set(['serious', 'critical']);
/** the global the injected script defines */
type AxeGlobal = { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };

export interface AxeSummary {
  label: string;
  failing: Result[];
  other: Result[];
  passes: number;
}

/** Runs axe on the current page. Evaluated through the DevTools protocol, so the app's CSP allows it. */
export async function runAxe(page: Page, label = page.url()): Promise<AxeSummary> {
  // Animations and toasts settle first: axe reads colours as they are painted.
  await page.waitForTimeout(300);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as AxeGlobal).axe.run(document, { resultTypes: ['violations'] }),
  );
  return {
    label,
    failing: results.violations.filter((v) => FAILING.has(v.impact ?? '')),
    other: results.violations.filter((v) => !FAILING.has(v.impact ?? '')),
    passes: results.passes.length,
  };
}

const describeViolation = (v: Result) =>
  `${v.impact} ${v.id}: ${v.help}\n${v.nodes
    .slice(0, 5)
    .map(
      (n) =>
        `    ${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n')[1]?.trim()})` : ''}`,
    )
    .join('\n')}`;

/** Runs axe and logs one line; the serious findings come back described, for a test to collect. */
export async function axeProblems(page: Page, label?: string): Promise<string[]> {
  const summary = await runAxe(page, label);
  logSummary(summary);
  return summary.failing.map((v) => `${summary.label}: ${describeViolation(v)}`);
}

function logSummary(summary: AxeSummary) {
  console.info(
    `axe ${summary.label}: ${summary.failing.length} serious/critical, ${summary.other.length} minor/moderate${summary.other.length ? ` (${summary.other.map((v) => v.id).join(', ')})` : ''}, ${summary.passes} rules passed`,
  );
}

export async function expectAxeClean(page: Page, label?: string): Promise<AxeSummary> {
  const summary = await runAxe(page, label);
  logSummary(summary);
  if (summary.failing.length) {
    throw new Error(
      `axe found serious problems on ${summary.label}:\n${summary.failing.map(describeViolation).join('\n')}`,
    );
  }
  return summary;
}
