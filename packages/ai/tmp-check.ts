import { parseJournal } from './src/offline/journal-parser.ts';

for (const t of [
  'bench 3x8 @185 rpe 8',
  'Bench press\n185x8, 185x8, 185x7',
  'squat 225 for 5 reps',
  '100kg squat 5x3',
  '3 sets of 10 pull-ups',
  'chin ups 3x8 +25',
  'incline db 3x10 with 60s',
  'deadlift 315x5 rir 2',
  '5x5 squat @ 102.5kg',
  'squat 5x5 at 225 and bench 3x8 at 185, then rows 3x10 @135; felt great today',
  'felt strong today',
  'bench 185x5 @8',
  'ohp 95 8/8/7',
  'squat 225x5x3',
])
  console.log(
    JSON.stringify(t),
    JSON.stringify(parseJournal(t, 'lb').sets.map((s) => [s.name, s.reps, s.weight, s.rpe, s.isBodyweight])),
    parseJournal(t, 'lb').note,
  );
