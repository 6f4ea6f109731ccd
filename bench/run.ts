/**
 * Every benchmark, one process each so none warms or loads another: `npm run bench` from the root.
 * The workouts benchmark needs PostgreSQL (DATABASE_URL, default the local server's `test` database).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const benches = ['auth/hash.bench.ts', 'ai/coach.bench.ts', 'programs/programs.bench.ts', 'workouts/run.ts'];
let failed = 0;
for (const bench of benches) {
  console.log(`\n=== ${bench}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', bench], { cwd: here, stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
