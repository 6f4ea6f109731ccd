import { parseJournal } from '../src/offline/journal-parser.ts';

for (const t of process.argv.slice(2))
  console.log(
    JSON.stringify(t),
    '→',
    parseJournal(t, 'lb')
      .sets.map((s) => `${s.name} ${s.reps}@${s.weight ?? 'bw'}`)
      .join(' | ') || 'none',
  );
