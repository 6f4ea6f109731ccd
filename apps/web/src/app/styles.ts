/**
 * The first screens (welcome, home, history) paint with only their own Mantine styles
 * (first-styles.ts, ~1/4 of the whole); every other screen's code, and the first toast, wait for the
 * rest (on a link's hover or touch, the router preloads it). Not loaded while idle: applying 300 KB of
 * CSS restyles the whole page, a long task on a phone. Code that renders a Mantine component not listed in first-styles.ts
 * belongs behind `withAllStyles` (the e2e suite checks the first screens' classes all have styles).
 */
export const loadAllStyles = () => import('./styles-all.ts');

export function withAllStyles<T>(importer: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([loadAllStyles(), importer()]).then(([, module]) => module);
}
