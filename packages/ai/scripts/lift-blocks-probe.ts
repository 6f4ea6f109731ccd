/**
 * The generated multi-line strength blocks (src/offline/__corpus__/lift-blocks.ts) read by the parser:
 * how many read exactly right, by layout, and the misses (all, or one layout's: `... lift-blocks-probe.ts
 * warm-up0`; `NONE` for the counts alone). Usage: npx tsx packages/ai/scripts/lift-blocks-probe.ts [layout]
 */
import { brief } from '../src/offline/__corpus__/brief.ts';
import { liftBlocks } from '../src/offline/__corpus__/lift-blocks.ts';

const all = liftBlocks();
const by = new Map<string, [number, number]>();
let ok = 0;
const show = process.argv[2];
for (const b of all) {
  const got = brief(b.text, b.unit);
  const good = JSON.stringify(got) === JSON.stringify(b.rows);
  const c = by.get(b.layout) ?? [0, 0];
  by.set(b.layout, [c[0] + (good ? 1 : 0), c[1] + 1]);
  if (good) ok++;
  else if (show === undefined || b.layout === show)
    console.log(
      `--- [${b.layout}/${b.unit}]\n${b.text}\n  want ${JSON.stringify(b.rows)}\n  got  ${JSON.stringify(got)}`,
    );
}
for (const [k, [g, n]] of by) console.log(`${k}: ${g}/${n}`);
console.log(`== probe ${ok}/${all.length}`);
