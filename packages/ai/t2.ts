import { designProgram } from './src/offline/program-design.ts';
import { modifyProgram } from './src/offline/program-modify.ts';

const t0 = performance.now();
let n = 0;
for (let r = 0; r < 3; r++)
  for (const days of [2, 3, 4, 5, 6, 7])
    for (const lvl of ['beginner', 'intermediate', 'advanced'] as const) {
      designProgram({ goals: 'build muscle', experience: lvl, availableDays: days });
      n++;
    }
console.log('design avg ms', ((performance.now() - t0) / n).toFixed(2));
const base = designProgram({
  goals: 'build muscle',
  experience: 'intermediate',
  availableDays: 4,
  equipment: ['dumbbells', 'bench'],
});
const t1 = performance.now();
n = 0;
for (let r = 0; r < 5; r++)
  for (const f of [
    'only 3 days please, and no dumbbell flyes',
    'my knee hurts on squats',
    'sessions under 45 minutes',
    'make it 5 days',
  ]) {
    modifyProgram(base, f);
    n++;
  }
console.log('modify avg ms', ((performance.now() - t1) / n).toFixed(2));
