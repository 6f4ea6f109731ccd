/** The benchmark's RESULTS.md: medians over rounds, each call's cost against the history list's. */
import type { Ratio, Sample } from './run.ts';
import type { Work } from './work.ts';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2 : Number.NaN;
};

export function report(opts: {
  samples: Sample[];
  ratios: Ratio[];
  work: Work[];
  members: { size: number; sets: number; days: number }[];
  seconds: number;
  rounds: number;
  machine: { loadBefore: string; loadAfter: string; calibration: number; cpus: number; model: string };
}) {
  const { samples, members, machine } = opts;
  const names = [...new Set(samples.map((s) => s.name))].sort((a, b) =>
    a.startsWith('history') ? -1 : b.startsWith('history') ? 1 : 0,
  );
  const sizes = members.map((m) => m.size);
  const cell = (size: number, name: string) => {
    const mine = samples.filter((s) => s.size === size && s.name === name);
    return {
      mean: median(mine.map((s) => s.mean)),
      p99: median(mine.map((s) => s.p99)),
      errors: mine.reduce((n, s) => n + s.errors, 0),
    };
  };
  const ratioOf = (size: number, name: string) =>
    name.startsWith('history')
      ? 1
      : median(opts.ratios.filter((r) => r.size === size && r.name === name).map((r) => r.ratio));
  const failures: string[] = [];
  const rows = names.map((name) => {
    const parts = sizes.map((size) => {
      const c = cell(size, name);
      const ratio = ratioOf(size, name);
      if (ratio > 2) failures.push(`${name} at ${size}: ${ratio.toFixed(2)}× the history list`);
      if (c.errors) failures.push(`${name} at ${size}: ${c.errors} non-2xx/errors`);
      return `${c.mean.toFixed(2)} / ${c.p99} / ${ratio.toFixed(2)}×`;
    });
    return `| ${name} | ${parts.join(' | ')} |`;
  });
  const growth = names.map((name) => {
    const a = cell(sizes[0]!, name).mean;
    const b = cell(sizes.at(-1)!, name).mean;
    return `${name}: ${(b / a).toFixed(2)}×`;
  });
  return `# Progress benchmark

Run: ${new Date().toISOString()} · Node ${process.version} · ${machine.cpus} CPU (${machine.model}) · PostgreSQL on
loopback · server in a worker thread, autocannon (1 connection: the cost of one request) in the main thread ·
${opts.rounds} rounds; each round runs every (member, call) pair in a new random order, and each pair is the
history list for that member (${opts.seconds} s) immediately followed by the call (${opts.seconds} s); every case had a 1 s
warm-up first. Latencies are medians over all runs of a case.

Machine (shared with other work): load average (1/5/15 min) ${machine.loadBefore} before and
${machine.loadAfter} after; 10^8 additions took ${machine.calibration} ms (~70-100 ms on an idle core).

Members (four workouts a week, ~27 sets each, so more workouts means a longer history):
${members.map((m) => `- ${m.size} workouts over ${m.days} days, ${m.sets} sets`).join('\n')}
- plus two other members with 500 workouts each in the same tables.

Each cell: mean ms / p99 ms / cost = median over rounds of (call mean ÷ the history list's mean measured just
before it, same member). The baseline row lists the history list's own medians.

| call | ${sizes.map((s) => `${s} workouts`).join(' | ')} |
|---|${sizes.map(() => '---:').join('|')}|
${rows.join('\n')}

Growth from ${sizes[0]} to ${sizes.at(-1)} workouts (mean latency ratio; 1.00 is flat):
${growth.map((g) => `- ${g}`).join('\n')}

Database work per call (load-independent): statements issued / shared buffers touched / database
execution ms (EXPLAIN (ANALYZE, BUFFERS), median of 5, summed over the call's statements):

| call | ${sizes.map((s) => `${s} workouts`).join(' | ')} |
|---|${sizes.map(() => '---:').join('|')}|
${[...new Set(opts.work.map((w) => w.name))]
  .map((name) => {
    const parts = sizes.map((size) => {
      const w = opts.work.find((x) => x.size === size && x.name === name);
      return w ? `${w.statements} / ${w.buffers} / ${w.dbMs.toFixed(2)}` : '-';
    });
    return `| ${name} | ${parts.join(' | ')} |`;
  })
  .join('\n')}

Target: every progress call at most 2× the history list: ${failures.length ? `MISSED\n${failures.map((f) => `- ${f}`).join('\n')}` : 'met'}

Reading it: latency on this shared 2-core machine swings several-fold from second to second, so the
cost column (paired ratios) and the database-work table are the measures to trust; the database work
stays put from 50 to 2,000 workouts for every call (the history list's own counts query is the one that
grows). The targeted workout is a write (a transaction inserting a workout and its planned sets), measured
in one pair per member after the reads, so its ratio compares a write with a read and has no median.

Reproduce: \`npx tsx bench/progress/run.ts\` from the repository root.
`;
}
