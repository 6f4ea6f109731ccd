/**
 * A meet's results as lifters report them: "Squat: 450 lbs / Bench: 290 lbs / Deadlift: 535 lbs / Total:
 * 1275 lbs" over "Bodyweight: 163.4 lbs", "Squat 227.5kg 501.55lbs, bench 117.5kg 259.04lbs, deadlift 285kg
 * 628.31lbs total 622.50kg 1372.36lbs", "363.7 sq/170.8 b/424.4 d = 959 at 130.6lbs bw". Each lift's
 * load is the single the lifter made on the platform; a second load in the other unit just after it is its
 * conversion (the first written is the load); the total ("Total 1065 kg", "= 959", the sum of the
 * lifts) is no lift and no set, nor is the bodyweight the lifter weighed in at.
 *
 * Read only where the paragraph is a meet's: two of the meet lifts (squat, bench, deadlift; the CrossFit
 * total's press; snatch, clean and jerk) each with one bare load, no set or rep counted anywhere in it, and a meet's mark beside them:
 * a total, a sum after "=" that the loads make, a bodyweight or weigh-in, or a meet named. A lone
 * "Deadlift: 160 kg." keeps its reps unknown, and "Squat 3x5 225, bench 185" is a workout.
 * "sq", "b", "d" (and "bp", "dl") name the lifts only after their loads in a chain ("363.7 sq/170.8 b").
 */

const LOAD = String.raw`\d{2,4}(?:\.\d{1,2})?`;
const UNIT = String.raw`(?:kgs?|kilos?|kilograms?|lbs?|pounds?|#)(?![\p{L}])`;
// A load's end: not reps, sets or a scheme after it ("Squat 225 x 5", "Bench 185 for 5", "90%").
const NOT_COUNTED = String.raw`(?![ \t]*(?:[x×*@%+]|\d|-[ \t]*\d|for\b|reps?\b|sets?\b|times\b|rm\b))`;
const END = String.raw`(?=[ \t]*(?:[,;|/.!=]|$|\p{L}))`;

// "Squat: 450 lbs", "Benchpress 310 kg", "deadlift 285kg 628.31lbs": a lift named, then its load and
// perhaps the load again in the other unit.
const NAMED = new RegExp(
  String.raw`(?<![\p{L}\d])(squats?|bench(?:[ \t]*press)?|(?:(?:overhead|strict|military|shoulder)[ \t]+)?press|dead[ \t-]?lifts?|snatch|clean[ \t]*(?:&|and|\+)[ \t]*jerk|c[ \t]*&[ \t]*j)(?:[ \t]*[:=–—-][ \t]*|[ \t]+)(${LOAD})([ \t]*${UNIT})?(?:[ \t]*[(/]?[ \t]*(${LOAD})[ \t]*(${UNIT})[ \t]*\)?)?${NOT_COUNTED}${END}`,
  'gimu',
);
// "363.7 sq", "170.8 b", "424.4 d": a load, then the lift's short name.
const SHORT = new RegExp(
  String.raw`(?<![\p{L}\d.])(${LOAD})([ \t]*${UNIT})?[ \t]*(sq|squats?|bp|b|bench|dl|d|deads?|dead[ \t]?lifts?)(?![\p{L}\d])`,
  'giu',
);
const BETWEEN = /^[ \t]*[/,+][ \t]*$/;

// A meet's mark beside the loads: a total, a bodyweight or weigh-in, a meet named.
// "Total: 1275 lbs", "total 622.50kg": not "total 45 min" nor "total time 1:05".
const TOTAL_MARK =
  /\btotal(?:ed|led)?\b[\s:=-]*~?\d+(?:\.\d+)?(?![\d.:]|\s*(?:min|sec|s\b|h\b|hours?|hrs?|miles?|mi\b|km|k\b|m\b|meters?|metres?|cal))/i;
// A bodyweight told with its number ("Bodyweight: 163.4 lbs", "at 130.6lbs bw"), a weigh-in, a meet named;
// not "dips bw" nor "bodyweight squats".
const BODY_MARK =
  /\b(?:body[\s-]*weight|bw)\W{0,4}\d|\d[ \t]*(?:kgs?|lbs?)?[ \t]*(?:bw|body[\s-]*weight)\b|\bweigh(?:ed|s)?[\s-]*in\b|\bweigh[\s-]*ins?\b|\b(?:meet|competition|competed|championships?|wilks|ipf|usapl|uspa)\b/i;
const SUM = /=[ \t]*~?(\d{3,4}(?:\.\d{1,2})?)/;
// A set or rep counted in the paragraph: a workout's, not a meet's.
const COUNTED = /\d[ \t]*[x×*][ \t]*\d|\b(?:reps?|sets?)\b/i;

// What goes once the lifts are singles: the total with its conversion, a sum after "=", "at 130.6lbs bw".
const TOTAL_CLAUSE = new RegExp(
  String.raw`[,;]?[ \t]*\b(?:(?:grand|meet|crossfit|powerlifting|combined|sbd)[ \t]+)?total\b[ \t]*[:=-]?[ \t]*~?${LOAD}(?:[ \t]*${UNIT})?(?:[ \t]*\(?[ \t]*${LOAD}[ \t]*${UNIT}[ \t]*\)?)?`,
  'giu',
);
const SUM_CLAUSE = new RegExp(String.raw`[ \t]*=[ \t]*~?${LOAD}(?:[ \t]*${UNIT})?`, 'giu');
const AT_BODYWEIGHT = new RegExp(
  String.raw`[ \t]*(?:at|@)[ \t]*${LOAD}(?:[ \t]*${UNIT})?[ \t]*(?:bw|body[ \t-]*weight)\b`,
  'giu',
);

// Which lift a name or short name is, so the same lift twice is not two.
function liftOf(name: string): string {
  const n = name.toLowerCase();
  if (n.startsWith('sn')) return 'snatch';
  if (n.includes('j')) return 'clean and jerk';
  if (n.startsWith('b')) return 'bench press';
  if (n.includes('press')) return 'press';
  return n.startsWith('s') ? 'squat' : 'deadlift';
}

interface Result {
  at: number;
  end: number;
  lift: string;
  load: number;
  text: string;
}

/** The lifts named before their loads, each as a single at the first load written. */
function namedResults(paragraph: string): Result[] {
  return [...paragraph.matchAll(NAMED)].map((m) => ({
    at: m.index,
    end: m.index + m[0].length,
    lift: liftOf(m[1] ?? ''),
    load: Number(m[2]),
    text: `${m[1]} ${m[2]}${m[3] ?? ''} x 1`,
  }));
}

/** "363.7 sq/170.8 b/424.4 d": loads before short names, two or more in a chain. */
function shortResults(paragraph: string): Result[] {
  const items = [...paragraph.matchAll(SHORT)];
  const out: Result[] = [];
  for (const [i, m] of items.entries()) {
    const prev = items[i - 1];
    const next = items[i + 1];
    const joined = (a?: RegExpExecArray, b?: RegExpExecArray) =>
      a && b ? BETWEEN.test(paragraph.slice(a.index + a[0].length, b.index)) : false;
    if (!joined(prev, m) && !joined(m, next)) continue;
    const lift = liftOf(m[3] ?? '');
    out.push({
      at: m.index,
      end: m.index + m[0].length,
      lift,
      load: Number(m[1]),
      text: `${lift} ${m[1]}${m[2] ?? ''} x 1`,
    });
  }
  return out;
}

/** Whether the loads read are a meet's by what stands beside them. */
function meetMarked(paragraph: string, results: Result[]): boolean {
  if (TOTAL_MARK.test(paragraph) || BODY_MARK.test(paragraph)) return true;
  const sum = SUM.exec(paragraph);
  if (!sum?.[1]) return false;
  const loads = results.reduce((s, r) => s + r.load, 0);
  return Math.abs(loads - Number(sum[1])) <= Number(sum[1]) * 0.02;
}

function meetParagraph(paragraph: string): string {
  if (COUNTED.test(paragraph)) return paragraph;
  const short = shortResults(paragraph);
  const results = (short.length ? short : namedResults(paragraph)).sort((a, b) => a.at - b.at);
  if (new Set(results.map((r) => r.lift)).size < 2 || !meetMarked(paragraph, results)) return paragraph;
  let out = '';
  let from = 0;
  for (const r of results) {
    const between = paragraph.slice(from, r.at);
    // "363.7 sq/170.8 b": the slash between chained results parts them as a comma does.
    out += `${from && BETWEEN.test(between) ? ', ' : between}${r.text}`;
    from = r.end;
  }
  return `${out}${paragraph.slice(from)}`
    .replace(TOTAL_CLAUSE, '')
    .replace(SUM_CLAUSE, '')
    .replace(AT_BODYWEIGHT, '');
}

/** The entry with each paragraph that reports a meet's results written as the singles lifted. */
export function meetResultsWritten(text: string): string {
  if (!/\d/.test(text) || !(/total|=/i.test(text) || BODY_MARK.test(text))) return text;
  return text
    .split(/(\n[ \t]*\n)/)
    .map((p, i) => (i % 2 ? p : meetParagraph(p)))
    .join('');
}
