import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Tests run from apps/web (happy-dom gives modules no file: URL to resolve from).
const require = createRequire(resolve('package.json'));
const read = (id: string) => readFileSync(require.resolve(id), 'utf8');

describe('the first screens’ Mantine styles', () => {
  it('come in the order of Mantine’s full stylesheet, where a later rule overrides an earlier one', () => {
    const full = read('@mantine/core/styles.layer.css');
    const names = [
      ...readFileSync(resolve('src/app/first-styles.ts'), 'utf8').matchAll(
        /@mantine\/core\/styles\/([\w-]+)\.layer\.css/g,
      ),
    ].map((m) => m[1] ?? '');
    const components = names.filter((n) => /^[A-Z]/.test(n));
    expect(components.length).toBeGreaterThan(10);
    // Where each file's first class sits in the full stylesheet.
    const at = components.map((n) => {
      const firstClass = read(`@mantine/core/styles/${n}.layer.css`).match(/\.m_[0-9a-f]+/)?.[0] ?? '';
      return { n, at: full.indexOf(firstClass) };
    });
    for (const { n, at: position } of at) expect(position, n).toBeGreaterThan(0);
    expect(at.map((x) => x.n)).toEqual([...at].sort((a, b) => a.at - b.at).map((x) => x.n));
    expect(names.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });
});
