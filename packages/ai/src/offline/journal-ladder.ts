import { LOAD_UNIT } from './journal-words.ts';

/**
 * A percentage ladder told in prose: "Bench 8 sets of 3 at various percentages. We started at 60% or
 * 125 lbs … moved up to 70% or 145 lbs … finally 90% or 185 lbs." The scheme is stated once with no
 * load; each load written with its percentage is one of those sets. When the ladder holds exactly as
 * many loads as the scheme has sets, the scheme is rewritten as those sets and the loads in the prose
 * keep only their percentage, so no load in the story is read as a set of its own.
 */

// "60% or 125 lbs", "60% (125 lbs)", "60% = 125", "60% - 125lbs", "125 lbs (60%)", "125lbs or 60%".
const PERCENT_FIRST = new RegExp(
  String.raw`(\d{2,3}(?:\.\d+)?\s*%)\s*(?:or|=|:|[-–(]|->)\s*(\d{2,4}(?:\.\d+)?)\s*(${LOAD_UNIT})?\)?`,
  'gi',
);
const LOAD_FIRST = new RegExp(
  String.raw`(\d{2,4}(?:\.\d+)?)\s*(${LOAD_UNIT})?\s*(?:or|\(|[-–])\s*(\d{2,3}\s*%)\)?`,
  'gi',
);
// "8 sets of 3 at various percentages", "8x3 at percentages of max": a scheme with no load after it.
const SCHEME =
  /\b(\d{1,2})\s*(?:sets?\s+of|[x×])\s*(\d{1,2})\b(?:\s*reps?\b)?(?!\s*(?:[x×@.\d]|at\s+\d|with\s+\d|for\s+\d))/gi;

interface Step {
  index: number;
  length: number;
  load: string;
  percent: string;
}

function steps(text: string): Step[] {
  const found: Step[] = [];
  for (const m of text.matchAll(PERCENT_FIRST))
    found.push({ index: m.index, length: m[0].length, load: `${m[2]}${m[3] ?? ''}`, percent: m[1] ?? '' });
  for (const m of text.matchAll(LOAD_FIRST))
    if (!found.some((s) => m.index < s.index + s.length && s.index < m.index + m[0].length))
      found.push({ index: m.index, length: m[0].length, load: `${m[1]}${m[2] ?? ''}`, percent: m[3] ?? '' });
  return found.filter((s) => Number.parseFloat(s.load) >= 20).sort((a, b) => a.index - b.index);
}

// "65% x5 (135)", "85% × 3+ [175 lbs]": a percentage's reps, its load after them in brackets.
const PERCENT_REPS = new RegExp(
  String.raw`\b\d{2,3}(?:\.\d+)?\s*%\s*[x×]\s*(\d{1,2})(\+?)\s*[([]\s*(\d{2,4}(?:\.\d+)?)\s*(${LOAD_UNIT})?\s*[)\]]`,
  'gi',
);

// "5 reps @ 60, 65, and 70% of 1RM": reps at a list of percentages, the mark on the last for all.
const SEP = String.raw`\s*(?:,\s*(?:and\s+|&\s*)?|and\s+|&\s*)`;
const PERCENT_SETS = new RegExp(
  String.raw`\b(\d{1,2})\s*reps?\s*(?:@|at)\s*(\d{2,3}%?(?:${SEP}\d{2,3}%?)+)\s*%(\s*of\s+(?:(?:1|one)\s*-?\s*rm|(?:my\s+)?max)\b)?`,
  'i',
);
// "Reps @ 100, 105, & 115#": reps with no count of their own at a list of loads, opening a sentence.
const LOADS_FOR_REPS = new RegExp(
  String.raw`(?<=^|[.!?]\s)reps?\s*(?:@|at)\s*(\d{2,4}(?:\.\d+)?(?:${SEP}\d{2,4}(?:\.\d+)?)+)\s*(${LOAD_UNIT})?`,
  'im',
);
const items = (list: string) => list.split(/,|and|&/).filter((t) => /\d/.test(t)).length;

/**
 * "5 reps @ 60, 65, and 70% of 1RM" then "Reps @ 100, 105, & 115#": the plan in percentages, then the
 * loads they came to, one for each: the reps at those loads are the sets, the percentages a note.
 */
function percentsThenLoads(text: string): string {
  const plan = PERCENT_SETS.exec(text);
  if (!plan?.[2]) return text;
  const after = plan.index + plan[0].length;
  const loads = LOADS_FOR_REPS.exec(text.slice(after));
  if (!loads?.[1] || items(loads[1]) !== items(plan[2])) return text;
  const percents = `${plan[2].replace(/(\d)%?(?=\s*(?:,|and|&))/g, '$1%')}%${plan[3] ?? ''}`;
  const start = after + loads.index;
  return `${text.slice(0, plan.index)}${plan[1]} reps @ ${loads[1]}${loads[2] ?? ''}${text.slice(after, start)}${percents}${text.slice(start + loads[0].length)}`;
}

export function percentLadder(text: string): string {
  if (!text.includes('%')) return text;
  // "60% or 135 lbs" outside a ladder: the load the percentage works out to, as "60% = 135" is read.
  const content = percentsThenLoads(text)
    .replace(PERCENT_REPS, '$3$4 x $1$2')
    .replace(/(\d\s*%)\s+or\s+(?=\d)/gi, '$1 = ');
  const schemes = [...content.matchAll(SCHEME)];
  const [scheme] = schemes;
  if (schemes.length !== 1 || !scheme) return content;
  const sets = Number(scheme[1]);
  const reps = scheme[2] ?? '';
  const after = scheme.index + scheme[0].length;
  const ladder = steps(content.slice(after));
  if (sets < 2 || ladder.length !== sets) return content;
  let out = '';
  let from = 0;
  const story = content.slice(after);
  for (const s of ladder) {
    out += `${backRefs(story.slice(from, s.index), ladder)}${s.percent}`;
    from = s.index + s.length;
  }
  out += backRefs(story.slice(from), ladder);
  const listed = ladder.map((s) => `${reps} @ ${s.load}`).join(', ');
  return `${content.slice(0, scheme.index)}${listed}. ${out}`;
}

/** "after doing 175 lbs this was nothing", "After 175 …": a ladder's load named again points back at its set. */
function backRefs(text: string, ladder: Step[]): string {
  const loads = new Set(ladder.map((s) => Number.parseFloat(s.load)));
  return text.replace(
    new RegExp(String.raw`\b(\d{2,4}(?:\.\d+)?)(?:\s*${LOAD_UNIT})?(?![\d.%x×])`, 'gi'),
    (whole, n: string) => (loads.has(Number.parseFloat(n)) ? 'that weight' : whole),
  );
}
