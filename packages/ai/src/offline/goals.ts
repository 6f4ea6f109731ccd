/** Reads a goals text: main aim, named lifts with targets, sports and body parts to emphasise. */
import { findExercise } from '../catalogue/index.ts';
import type { BodyGroup } from '../schemas.ts';

export type Aim = 'strength' | 'hypertrophy' | 'fat_loss' | 'endurance' | 'general';
export type Sport =
  | 'running'
  | 'cycling'
  | 'basketball'
  | 'soccer'
  | 'climbing'
  | 'swimming'
  | 'tennis'
  | 'martial_arts'
  | 'hiking';

export interface Goals {
  aim: Aim;
  /** every aim the text mentions, main one first */
  aims: Aim[];
  lifts: { name: string; target: number | null }[];
  sports: Sport[];
  emphasis: (BodyGroup | 'glutes')[];
  /** "a 12-week program", "in 3 months": the length the member asked for */
  weeks: number | null;
  /** "with a deload" true, "no deload" false, null when the text does not say */
  deload: boolean | null;
}

const AIM_WORDS: [Aim, RegExp][] = [
  ['strength', /\b(strong(er)?|strength|powerlift\w*|1rm|one rep max|max(es)?|pr'?s?|total)\b/],
  [
    'hypertrophy',
    /\b(muscle|muscular|bigger|size|mass|hypertroph\w*|bulk\w*|build\w*|gain\w*|tone\w*|aesthetic\w*|bodybuild\w*|jacked|swole)\b/,
  ],
  [
    'fat_loss',
    /\b(lose|losing|lost|fat|weight loss|cut|cutting|lean\w*|slim\w*|shred\w*|burn\w*|drop \d+)\b/,
  ],
  [
    'endurance',
    /\b(endurance|stamina|conditioning|cardio|marathon|half marathon|10k|5k|triathlon|hyrox|work capacity)\b/,
  ],
];

const SPORT_WORDS: [Sport, RegExp][] = [
  ['running', /\b(run|runs|running|runner|marathon|10k|5k|sprint\w*|track)\b/],
  ['cycling', /\b(cycl\w*|bike|biking|cyclist)\b/],
  ['basketball', /\b(basketball|hoops|vertical|dunk\w*|jump higher|volleyball)\b/],
  ['soccer', /\b(soccer|football|rugby|hockey)\b/],
  ['climbing', /\b(climb\w*|boulder\w*)\b/],
  ['swimming', /\b(swim\w*)\b/],
  ['tennis', /\b(tennis|golf|pickleball|squash|badminton)\b/],
  ['martial_arts', /\b(bjj|jiu jitsu|judo|wrestl\w*|box(ing|er)|mma|muay thai|martial arts?)\b/],
  ['hiking', /\b(hik\w*|trek\w*|ski\w*|snowboard\w*|mountain\w*)\b/],
];

const EMPHASIS_WORDS: [BodyGroup | 'glutes', RegExp][] = [
  ['arms', /\b(arms?|biceps?|triceps?|guns)\b/],
  ['chest', /\b(chest|pecs?)\b/],
  ['back', /\b(back|lats?|posture|v ?taper)\b/],
  ['shoulders', /\b(shoulders?|delts?|boulder shoulders)\b/],
  ['legs', /\b(legs?|quads?|hamstrings?|calves|thighs)\b/],
  ['glutes', /\b(glutes?|booty|butt|hips?)\b/],
  ['core', /\b(core|abs|six pack|sixpack|midsection|stomach|belly)\b/],
];

const LIFT_PATTERN =
  /\b(bench(?: press)?|squat|deadlift|overhead press|ohp|pull ?-?ups?|chin ?-?ups?|dips?)\b(?:\s*(?:of|to|at|a|:)?\s*(\d{2,4}))?/g;

export function readGoals(text: string): Goals {
  const t = text.toLowerCase();
  const lifts: Goals['lifts'] = [];
  for (const m of t.matchAll(LIFT_PATTERN)) {
    const e = findExercise(m[1] ?? '');
    if (!e || lifts.some((l) => l.name === e.name)) continue;
    // A lift named with a number ("bench 300") is a target; a bare mention counts only with a strength word.
    const target = m[2] ? Number(m[2]) : null;
    lifts.push({ name: e.name, target });
  }
  const scored = AIM_WORDS.map(
    ([aim, re]) => [aim, (t.match(new RegExp(re.source, 'g')) ?? []).length] as const,
  ).filter(([, n]) => n > 0);
  if (lifts.some((l) => l.target !== null) && !scored.some(([a]) => a === 'strength'))
    scored.push(['strength', 2]);
  scored.sort((a, b) => b[1] - a[1]);
  const aims = scored.map(([a]) => a);
  const sports = SPORT_WORDS.filter(([, re]) => re.test(t)).map(([s]) => s);
  // "back pain" and "climbing" mention body parts without asking for more of them.
  const emphasis = EMPHASIS_WORDS.filter(
    ([g, re]) => re.test(t) && !(g === 'back' && /\bback (pain|injury|issues?)\b/.test(t)),
  ).map(([g]) => g);
  if (sports.includes('running') && !aims.includes('endurance')) aims.push('endurance');
  const w = /\b(\d{1,2})[- ]?(weeks?|wks?|months?)\b/.exec(t);
  const weeks = w ? Math.min(52, Math.max(1, Number(w[1]) * (w[2]?.startsWith('month') ? 4 : 1))) : null;
  const deload = /\b(no|without|skip) (a |the )?deloads?\b/.test(t)
    ? false
    : /\bdeloads?\b/.test(t)
      ? true
      : null;
  return {
    weeks,
    deload,
    aim: aims[0] ?? (sports.length > 0 ? 'strength' : 'general'),
    aims,
    lifts: lifts.filter((l) => l.target !== null || aims.includes('strength')),
    sports,
    emphasis,
  };
}
