import { designProgram } from './src/offline/program-design.ts';

let p = designProgram({
  goals: 'build muscle and get stronger',
  experience: 'intermediate',
  availableDays: 4,
});
for (const x of p.schedule.days.flatMap((d) => d.exercises))
  if (x.progression?.kind === 'double' && x.progression.targetRpe !== x.rpe) console.log(x);
p = designProgram({ goals: 'build muscle', experience: 'intermediate', availableDays: 6 });
for (const d of p.schedule.days)
  console.log(
    d.name,
    d.exercises.reduce((a, x) => a + x.sets, 0),
    d.exercises.map((x) => `${x.name} ${x.sets} ${x.progression?.kind ?? '-'}`).join(', '),
  );
console.log(p.explanation!.volume.map((v) => `${v.group}:${v.sets}/${v.min}-${v.max}`).join(' '));
