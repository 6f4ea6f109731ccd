/**
 * The first rewrites of a journal line: numbers beside the sets that are not sets (rest, half reps,
 * partials, the scheme a lifter changed from, a pair of dumbbells' count) and lists written with
 * dashes or slashes, each put the way the later rewrites and set patterns read them.
 */
// "2x45s", "2-45lbs", "with 2x20kg": a count of dumbbells before their load, not sets.
const PAIR_OF = /(?<![\d.x×]|[x×]\s*)\b2\s*[x×-]\s*(\d+(?:\.\d+)?)\s*(kgs?|lbs?|['’]?s)\b(?!\s*[x×]\s*\d)/gi;
// Sets written elsewhere on the line, not as timed sets ("2x45s" alone may be two 45-second holds).
const OTHER_SETS = /\d\s*[x×]\s*\d+(?![\d.]*\s*(?:s|sec|secs|seconds?|min)\b)|\bsets?\b|\breps?\b/i;

// "1:00 rest", "1:30 rest between": a rest's length on a clock, before its word (after it, "rest 1:00"
// already reads as a rest; nor a time with the rest told after its word, "50s rest 90s": the dumbbells,
// then the rest); a slash before it ("8 x 500m / 1:00 rest") goes with it. Else "8 x 500m 1:00
// rest" read the clock as the pieces' time and the row as eight sets of barbell rows.
const REST =
  /\(?\b(?:rest(?:ed|ing)?|break)\s*(?:of|for|:|=)?\s*~?\d+(?:\.\d+)?(?:\s*[-–]\s*\d+)?\s*(?:s|secs?|seconds?|m|mins?|minutes?)\b(?:\s*between(?:\s+sets)?)?\)?|\(?~?\d+(?:\.\d+)?(?:\s*[-–]\s*\d+)?\s*(?:s|secs?|seconds?|mins?|minutes?|m)\s*(?:of\s+)?(?:rest(?:ing)?|break|between(?:\s+sets)?|in\s+between)\b(?!\s*(?:of|for|:|=)?\s*~?(?:\d+(?:\.\d+)?\s*(?:s|secs?|seconds?|m|mins?|minutes?)\b|\d{1,2}:\d{2}))\)?|(?:\/\s*)?\(?(?<![\d:.])\d{1,2}:\d{2}\s*(?:of\s+)?(?:rest(?:ing)?|break)\b(?:\s*(?:in\s+)?between(?:\s+(?:sets|pieces|intervals|rounds))?)?\)?/gi;

// "two 10kg dumbbells", "a pair of 25 lb DBs": the implements counted by name, each at that load.
const PAIR_NAMED =
  /\b(?:2|two|(?:a\s+)?pair\s+of)\s+(\d+(?:\.\d+)?\s*(?:kgs?|lbs?|kilos?|pounds?)?\s*)(?=(?:dumb\s*bells?|dbs?|kettle\s*bells?|kbs?|bells)\b)/gi;

/** "DB bench 2x45s 3x10", "Split squats 3x8 with 2x20kg": the pair's load alone, when sets are written. */
function pairOfDumbbells(text: string): string {
  return text.replace(PAIR_NAMED, '$1').replace(PAIR_OF, (whole, load: string, unit: string, at: number) => {
    const others = text.slice(0, at) + text.slice(at + whole.length);
    return OTHER_SETS.test(others) && Number(load) >= 5 ? `${load}${unit}` : whole;
  });
}

// "3 Board Press (Downset to comply with 90% Volume) 405x3": a remark in brackets between a lift's
// name and its sets is said of the sets, so it goes after them; the name's own count ("3 Board") stays
// with the name. A bracket of a word or two ("(pause)") may name the variant, a "(5x10)" is a plan.
const REMARK_BETWEEN = /^([^()]*?\p{L}[^()]*?)\s*(\([^()]*\))\s*(\d[^()]*)$/u;

function remarkAfterSets(text: string): string {
  // Without a bracket REMARK_BETWEEN fails only after trying every pair of places: quadratic.
  const m = text.includes('(') ? REMARK_BETWEEN.exec(text) : null;
  if (!m?.[1] || !m[2] || !m[3] || /\d\s*[x×@]|\d{2}/.test(m[1]) || /\d\s*[x×]\s*\d/.test(m[2])) return text;
  if ((m[2].match(/\p{L}+/gu) ?? []).length < 3 || !/\d\s*[x×]\s*\d/.test(m[3])) return text;
  return `${m[1]} ${m[3]} ${m[2]}`;
}

// "Pain on the knee (3/10)", "effort 8 out of 10": a score out of ten said of the sets, after a word of
// feeling or in brackets closing a remark; never "8/10/12", "(8/10 reps)" or "2 sets (10/10)".
const SCALE =
  /(?:\b(?:pain|effort|rpe|difficulty|discomfort|soreness|rating|rated|scale|intensity|felt(?:\s+like)?|feels?(?:\s+like)?)\b\s*(?:was|is|of|at|about|around|maybe|[:=~-])?\s*(?:a\s+)?|(?<=\p{L}[^\d]*)\(\s*)(?:10|\d(?:\.5)?)\s*(?:\/|out\s+of)\s*10\b(?!\s*(?:[/x×]|reps?\b|sets?\b))\s*\)?/giu;

// Sets written on the line, timed ones too ("3x45s").
const SETS_WRITTEN = /\d\s*[x×]\s*\d|\bsets?\b|\breps?\b/i;

/** A score out of ten, when the line writes its sets elsewhere: a remark, never reps. */
function scales(text: string): string {
  return text.replace(SCALE, (score: string, at: number) => {
    const remark = text.slice(0, at).replace(/^.*\d/s, '');
    if (score.startsWith('(') && (remark.match(/\p{L}+/gu) ?? []).length < 3) return score;
    return SETS_WRITTEN.test(text.slice(0, at) + text.slice(at + score.length)) ? ' ' : score;
  });
}

// "rest-pause", "rest paused", "RP", "myo reps": mini-sets after a short pause, at the set's load.
const PAUSED = String.raw`(?:\brest[\s-]*paus(?:e|ed|es|ing)\b|\brp\b|\bmyo[\s-]*reps?\b)`;
// "300x10 rest-pause +4 +3", "300x10+4+3 rest pause", "30x12 (rp +5 +3)": a load × reps, then the
// counts of its mini-sets, each after a plus (the word after them says only what they were). The load is a load by its unit or size, and a mini-set is
// no longer than the set, so "Dips 3x8 +20" (an added load) stays as it is.
const PAUSED_RUN = new RegExp(
  String.raw`((?<![\d.])\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#)?\s*[x×]\s*(\d{1,2})(?:\s*reps?)?)((?:\s*\(?\s*${PAUSED}\s*:?)?(?:\s*,?\s*\+\s*\d{1,2}(?![\d.]|\s*(?:kgs?|lbs?|#|%|[x×])))+)(\s*\(?\s*${PAUSED}(?:\s*sets?)?\s*\)?)?`,
  'gi',
);

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const PAUSED_WORD = new RegExp(PAUSED, 'i');

/** A set and its rest-pause mini-sets, one set each at the set's load: "300x10, 4, 3". */
function restPause(text: string): string {
  if (!PAUSED_WORD.test(text)) return text;
  return text
    .replace(PAUSED_RUN, (whole, set: string, reps: string, run: string) => {
      const load = Number.parseFloat(set);
      const counts = (run.match(/\+\s*\d{1,2}/g) ?? []).map((c) => Number(c.slice(1)));
      if (!(/[a-z#]/i.test(set.replace(/[x×]|reps?/gi, '')) || load > 20)) return whole;
      if (counts.some((c) => c < 1 || c > Number(reps))) return whole;
      return `${set}, ${counts.join(', ')} `;
    })
    .replace(new RegExp(String.raw`\s*${PAUSED}\s*(?:sets?)?\s*:?\s*(?=\d)`, 'gi'), ', ');
}

// Built once (see above).
const SPRINTS_OF =
  /\b(\d{1,2})\s+((?:\p{L}+\s+)?(?:sprints?|runs?|dashes|shuttles?|laps?))\s*,?\s+(?:of\s+)?(\d+(?:\.\d+)?\s*(?:yards?|yds?|m|meters?|metres?|km|miles?))\s+each\b/giu;

/** Numbers beside the sets that are not sets, and dash or slash lists, rewritten. */
export function asides(text: string): string {
  return (
    remarkAfterSets(pairOfDumbbells(scales(restPause(text))))
      // "rest 90s", "3 min rest", "60 sec between sets": rest between sets, not a timed set. Told between
      // two counts ("16 reps 15 sec rest 9 reps"), it separates two sets.
      .replace(REST, (rest: string, at: number, line: string) =>
        /\d\s*(?:reps?)?\s*$/i.test(line.slice(0, at)) && /^\s*\d/.test(line.slice(at + rest.length))
          ? ', '
          : ' ',
      )
      // "+ 2 half reps", "3 partials": reps short of a rep are neither sets nor loads.
      .replace(
        /(?:[+&]|\band\b|\bplus\b)?\s*(?<![x×]\s*)\b\d+\s*(?:half|partial)[\s-]*reps?\b|(?<![x×]\s*)\b\d+\s*partials?\b(?!\s+[a-z])/gi,
        ' ',
      )
      // "50x12 rest pause 5, 3": the mini-sets after the pause are more sets at that load.
      .replace(/\s*\brest[\s-]*paused?\b\s*(?:sets?)?\s*:?\s*(?=\d)/gi, ', ')
      // "Bench 3 sets: 1) 135x10 2) 155x8": numbers of sets inside a line only separate them.
      .replace(/(?<=\d)\s+\d{1,2}[).]\s+(?=\d)/g, '; ')
      .replace(/(?<=:)\s*\d{1,2}\)\s*(?=\d)/g, ' ')
      // "4 sets of as many as possible: 10, 8, 7", "3 sets to failure (15, 12, 10)": the list says the reps.
      .replace(
        /\b(sets?|rounds?)\s+(?:of\s+)?(?:amrap|max(?:\s+reps)?|as many (?:reps )?as possible|(?:to|until) failure)\s*(?=[:(–-]?\s*\(?\d{1,3}\s*[,/])/gi,
        '$1 ',
      )
      // "Pullups 3x max: 12, 9, 8", "Dips 3 x AMRAP (15, 12, 10)": sets counted with "x", the list is
      // the sets (however many it holds); "3x max @ +25: 8, 6, 5" keeps the load each set carried.
      .replace(
        /\b(\d{1,2})\s*[x×]\s*(?:amrap|max(?:\s+reps)?|(?:to\s+|until\s+)?failure)\s*((?:(?:@|w\/|with)\s*\+?\s*\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#)?\s*)?)(?=[:(–-]?\s*\(?(\d{1,3}(?:\s*[,/]\s*\d{1,3})+))/gi,
        (_, n: string, load: string, list: string) =>
          list.split(/[,/]/).length === Number(n) ? `${n} sets ${load}` : ` ${load}`,
      )
      // "1 set of as many reps as possible (I did 13!)", "a set to failure (I got 14)": one set, its
      // reps told after it.
      .replace(
        /\b(?:1|one|an?)\s+(?:amrap\s+)?set\s+(?:of\s+)?(?:amrap|max(?:\s+reps)?|as many (?:reps )?as possible|(?:to|until) failure)\s*[:–-]?\s*\(\s*(?:i\s+(?:did|got|managed|hit)\s+)?(\d{1,3})(?:\s*reps?)?\s*!*\s*\)/gi,
        '1 set of $1 reps',
      )
      // "4 sprints, 40 yards each", "6 hill runs of 100m each": repeats of a distance, as "Sprints: 4 x 40
      // yards each" (the "each" keeps them one bout, as labelled; journal-logged's timedSets).
      .replace(SPRINTS_OF, '$2: $1 x $3 each')
      // "(bar + 2x25)", "(45 + 2x25)": how the plates add up, not more sets.
      .replace(/\(\s*(?:bar|empty bar|\d+(?:\.\d+)?)\s*\+[^()]*\)/gi, ' ')
      // "@ 1x32kg KB": one implement at that load.
      .replace(/@\s*1\s*[x×]\s*(?=\d+(?:\.\d+)?\s*(?:kgs?|lbs?)\b)/gi, '@ ')
      // "@ 100 total (50s)": a dumbbell load is per dumbbell.
      .replace(
        /\b\d+(?:\.\d+)?\s*(?:kgs?|lbs?)?\s*total\s*\(\s*(\d+(?:\.\d+)?)\s*(?:s|kgs?|lbs?)?\s*(?:each|ea\.?)?\s*\)/gi,
        '$1',
      )
      // "Clean & press": one lift.
      .replace(/\bclean\s*&\s*(press|jerk)\b/gi, 'clean and $1')
      // "9 1/2", "9½": a half rep does not count.
      .replace(/\b(\d+)(?:\s+1\/2|½)(?![\d/])/g, '$1')
      // "I had to turn 5x5 into 5x3", "went from 3x8 to 3x10": the scheme changed to is the one done.
      .replace(
        /\b(?:(?:turn(?:ed)?|make|made|chang(?:e|ed)|switch(?:ed)?|cut|drop(?:ped)?|went|go)\s+(?:from\s+)?|from\s+)(?:the\s+|my\s+|a\s+)?\d+\s*[x×]\s*\d+\s+(?:in)?to\s+(?:a\s+)?(?=\d+\s*[x×]\s*\d)/gi,
        ' ',
      )
      // "Pullups: 10-8-6": three or more counts joined by dashes are a reps list (not a tempo).
      .replace(
        /(?<!tempo\s*:?\s*|[\d.-])\b(\d{1,2}(?:-\d{1,2}){2,9})\b(?![\d.-]|\s*(?:tempo|x))/gi,
        (list: string) => list.replace(/-/g, '/'),
      )
      // "@ 120-130-140": loads joined by dashes are a loads list.
      .replace(
        /(@\s*|\bat\s+|\bwith\s+)(\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?){2,9})\b(?![\d.-])/gi,
        (_, at: string, list: string) => `${at}${list.replace(/-/g, '/')}`,
      )
      // "3x(8-10)", "10-12 reps", "8 to 12 reps", "3 x 5-6 x 225": a rep range, logged as its low end.
      .replace(/([x×]\s*)\(\s*(\d{1,2}\s*[-–]\s*\d{1,2})\s*\)/gi, '$1$2')
      .replace(
        /(?<![\d./-])\b(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})(?=\s*(?:reps?\b|[x×]\s*\d))/gi,
        (whole, low: string, high: string) => (Number(low) < Number(high) ? low : whole),
      )
      // "Curls 25-30-35 x 10", "Squat 60/70/80/90 x 5": loads, then the reps each was done for.
      .replace(
        /(?<![\d./-])(\d+(?:\.\d+)?(?:\s*[/-]\s*\d+(?:\.\d+)?){2,9})\s*[x×]\s*(\d{1,2})\b(?!\s*[x×/\d])/gi,
        (whole, list: string, reps: string) => {
          const loads = list.split(/\s*[/-]\s*/);
          return loads.every((w) => Number(w) > Math.max(20, Number(reps)))
            ? loads.map((w) => `1x${reps} @ ${w}`).join('; ')
            : whole;
        },
      )
  );
}
