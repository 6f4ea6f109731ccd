/**
 * Attempts: what was tried at a load, told the way meet reports and max days tell it. This is the one
 * place that decides which loads were made and which failed, for journal-achieved's sentence sort:
 * - loads made, told as a list after a verb of making them ("I was able to hit 90, 95kg", "did all 3
 *   lifts 95, 105 and 115kg", "opened at 140, then 150") are one single each;
 * - a failed or missed attempt is never a set, wherever it sits in the sentence ("failed on 102.5kg",
 *   "and failed a 40kg for 1", "3 failed attempts at 160 kg", "couldn't get 225/5x5", "two attempts at
 *   200kg … I couldn't get it up"): it is cut out as a sentence of its own, which sentenceKind calls
 *   'failed' and journal-clauses keeps whole as a remark;
 * - once an attempt is told, the same load said again in the story ("115kg is a new PR", "102.5kg
 *   elevated about 3 inches") is that attempt talked about, not another set.
 */
import { NUMBER_WORD } from './journal-counts.ts';
import { LOAD_UNIT } from './journal-words.ts';

const N = String.raw`\d+(?:\.\d+)?`;
const UNIT = '(?:kgs?|kilos?|kilograms?|lbs?|pounds?|#)(?![a-z])';
// A load: a unit written, or a number too big for reps. Not a count of anything else ("3 days", "2 reps").
const NOT_LOAD = String.raw`(?!\d|\.\d|\s*(?:[x×*/]\s*\d|reps?\b|sets?\b|times\b|days?\b|weeks?\b|months?\b|years?\b|mins?\b|minutes?\b|secs?\b|seconds?\b|hours?\b|%|(?:st|nd|rd|th)\b|m\b|km\b|miles?\b|inch(?:es)?\b|feet\b|ft\b))`;
const LOAD = String.raw`(?<![\d.])${N}(?:\s*${UNIT})?${NOT_LOAD}`;
const ITEM = String.raw`${N}(?:\s*${UNIT})?`;
const loadOf = (s: string) => Number.parseFloat(s);
const isLoad = (s: string) => new RegExp(UNIT, 'i').test(s) || loadOf(s) >= 20;

// How a failure is said: "failed", "missed", "bailed", "couldn't get", "didn't make", "failed to lock out".
const FAIL_VERB = String.raw`(?:fail(?:ed|s)?|miss(?:ed|es)?|bail(?:ed)?|dumped|(?:could(?:n['’]?t|\s+not)|did(?:n['’]?t|\s+not)|failed\s+to|unable\s+to)\s+(?:quite\s+)?(?:get|make|hit|complete|finish|lock(?:\s*(?:out|it\s+out))?|stand(?:\s+up)?)(?!\s+to\b))`;
const COUNT = String.raw`(?:\d{1,2}|an?|${NUMBER_WORD}|both|my|the|all)`;
// (a) a failure, then what failed: "failed a 40kg for 1", "missed my third attempt at 157.5", "Failed
// bench 1RM attempt at 230", "couldn't get 225/5x5", "didn't make 3x5 at 200". The words between say
// which try it was; a rep or a set there is a set cut short ("missed the last rep at 100"), not a try.
const FAILED_TRY = new RegExp(
  String.raw`(?:\b${COUNT}\s+)?\b${FAIL_VERB}\b((?:\s+\d*\p{L}[\p{L}\d'’-]*){0,5}?)\s*(?:@\s*)?(?:\d{1,2}\s*[x×]\s*\d{1,2}\s*(?:@|at)\s*)?((?<![\d.])${N}(?:\s*${UNIT})?)(?:\s*\/\s*\d{1,2}\s*[x×]\s*\d{1,2}|${NOT_LOAD})(?:\s+(?:for\s+(?:a\s+|an?\s+)?(?:\d{1,2}|one|single|double|triple)(?:\s*reps?)?|twice|again|(?:two|three)\s+times|x\s*\d|(?:single|double|triple|attempt|try|lift|pull|pr|pb|max)\b))*`,
  'giu',
);
// A try named ("a squat attempt", "bench 1RM attempt", "my opener"): any words beside it. Else only
// small words ("failed on", "missed a"): "failed squats at 150" tells sets that fell short.
const TRY_NOUN =
  /\b(?:attempts?|tries|try|lifts?|singles?|doubles?|triples?|pr|pb|max|1rm|rm|openers?|jump)\b/i;
const SMALL_WORDS =
  /^(?:(?:on|at|with|of|out|a|an|the|my|it|its|that|this|heavy|new|first|second|third|fourth|final|last|next)\s*)*$/i;
const saysTry = (words: string) => TRY_NOUN.test(words) || SMALL_WORDS.test(words);
// (b) tries told, then that they failed: "105kg, 2 attempts but failed both", "two attempts at 200kg and
// although it broke off the floor, I couldn't get it up" — to the sentence's end.
const TRIES_FAILED = new RegExp(
  String.raw`(?:(?<![\d.]|[x×*/@]\s*)${N}\s*(?:${UNIT})?\s*[,:–-]?\s*)?(?:\b${COUNT}\s+)?(?:\b(?:more|further|other|second|third|final|last)\s+)?(?:\b(?:fail(?:ed)?|miss(?:ed)?)\s+)?\b(?:attempts?|tries)\b[^.!?;]*?\b(?:fail(?:ed|s)?|miss(?:ed)?|bail(?:ed)?|couldn['’]?t|could\s+not|didn['’]?t|did\s+not|unable|no[\s-]lift)\b[^.!?;]*`,
  'giu',
);
// How a try is said: "tried", "attempted", "went for", "took a shot at".
const TRY_VERB = String.raw`(?:tried|trying|attempted|attempting|(?:went|going|gone)\s+for|took\s+a\s+(?:shot|stab|crack|swing)\s+at|had\s+a\s+(?:go|crack|shot)\s+at)`;
// What was tried before its load: "a double at", "5 reps at", "a heavy", and both, the words first ("a
// new bench 1 reps @", as "a new bench 1rm of" reads once a max is put as its reps).
const TRY_REPS = String.raw`(?:\d{1,2}\s*(?:reps?\s*)?|(?:a\s+)?(?:single|double|triple)\s+)(?:@|at|with|x|×)\s*`;
const TRY_PLAN = String.raw`(?:${TRY_REPS}|(?:(?:a|an|my|the)\s+)?(?:\d*\p{L}[\p{L}'’-]*\s+){0,4}?(?:${TRY_REPS})?)?`;
// The lift and the reps tried after the load: "bench for a double", "deadlift", "on squat x 3".
const TRY_AFTER = String.raw`(?:\s+(?!but\b|and\b|then\b|so\b|i\b)[\p{L}-]+){0,3}?(?:\s+(?:for\s+(?:a\s+|an\s+)?(?:\d{1,2}|one|single|double|triple)(?:\s*reps?)?|x\s*\d{1,2}))?`;
const FAILURE = String.raw`(?:${FAIL_VERB}|no\s+(?:luck|dice|go|lift)|got\s+(?:stapled|pinned|buried|stuck))`;
// (c) a try, then that it failed: "Tried 225 bench for a double but failed", "Tried 405 deadlift, missed
// it", "attempted 140kg squat, failed", "went for 315 and bailed". Not a rep that failed ("went for 5
// at 225 but failed the 5th", "tried 315 for 5 and missed the last rep"): that set is the reps before.
const TRIED_FAILED = new RegExp(
  String.raw`\b${TRY_VERB}\s+${TRY_PLAN}(${LOAD})${TRY_AFTER}\s*(?:,\s*|\s+)(?:(?:and|but|then|so)\s+)?(?:i\s+)?(?:just\s+|totally\s+|completely\s+)?${FAILURE}\b(?:\s+(?:it|that|the\s+lift|the\s+attempt|at\s+(?:lockout|the\s+(?:bottom|top|knees))))?(?!\s+(?:on\s+)?(?:the\s+|my\s+)?(?:\d|last|final|first|second|third|fourth|fifth|reps?\b|\p{L}+\s+reps?\b))(?:\s+(?:twice|again|(?:two|three)\s+times))?`,
  'giu',
);
// (d) a try, then later in its sentence "but" a failure, no other number between: "we tried for 105kg,
// and I did get it off the ground—so close!—but couldn’t lock out". An aside's "!" inside dashes does
// not end the sentence.
const TRIED_BUT_FAILED = new RegExp(
  String.raw`\b${TRY_VERB}\s+(?:for\s+)?(?:(?:a|an|my)\s+)?(${LOAD})(?:[^.!?;\d\n]|[!?](?=[—–]))*?\bbut\s+(?:i\s+|we\s+)?(?:just\s+)?${FAILURE}\b(?:\s+(?:it|that|the\s+lift))?`,
  'giu',
);
// A word every failed clause holds, checked before the clauses are looked for.
const FAIL_HINT =
  /\b(?:fail|miss|bail|dump|couldn|could\s+not|didn|did\s+not|unable|no[\s-]lift|no\s+(?:luck|dice|go)|got\s+(?:stapled|pinned|buried|stuck))/i;
// Words before a failed clause that leave it at the start of its sentence.
const LEAD = /^\s*(?:(?:and|but|then|so|i|we|also|sadly|unfortunately)\s+|,\s*)*/i;

/** Each failed clause of a failure-told match: (a) only when its words say a try, (b) always. */
function failedSpans(line: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const m of line.matchAll(FAILED_TRY))
    if (saysTry((m[1] ?? '').trim()) && isLoad(m[2] ?? '')) spans.push([m.index, m.index + m[0].length]);
  for (const re of [TRIED_FAILED, TRIED_BUT_FAILED])
    for (const m of line.matchAll(re)) if (isLoad(m[1] ?? '')) spans.push([m.index, m.index + m[0].length]);
  // Tries with no number ("a failed attempt since I didn't get my full 5×5") tell no set to take out.
  for (const m of line.matchAll(TRIES_FAILED))
    if (/\d/.test(m[0])) spans.push([m.index, m.index + m[0].length]);
  spans.sort((a, b) => a[0] - b[0]);
  // Overlaps merge: "3 failed attempts at 160 kg" is one clause however it was found.
  const out: [number, number][] = [];
  for (const s of spans) {
    const last = out.at(-1);
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else out.push([...s]);
  }
  return out;
}

/** The line with each failed attempt cut out as a sentence of its own ("…95kg; failed on 102.5kg; The …"). */
export function failedApart(line: string): string {
  if (!/\d/.test(line) || !FAIL_HINT.test(line)) return line;
  const spans = failedSpans(line);
  if (!spans.length) return line;
  let out = '';
  let at = 0;
  for (const [start, end] of spans) {
    const before = line.slice(at, start);
    // The joining words go with the failure ("‘25kg 5x3’; and failed a 40kg for 1", "… I failed on 80").
    const join = /(?:,\s*|\s+|^)(?:(?:and|but|then|so|i|we)\s+)*$/i.exec(before);
    const head = join ? before.slice(0, join.index) : before;
    const lead = join ? join[0].replace(/^,?\s*/, '') : '';
    // "two attempts at 200kg … I couldn't get it up": said as the failed attempts they were, so the
    // words that tell the failure may part from the load later ("…, I couldn't get it up" peeled off).
    const clause = line
      .slice(start, end)
      .replace(/\b(?<!(?:fail(?:ed)?|miss(?:ed)?)\s+)(attempts?|tries)\b/i, 'failed $1');
    out += `${head}${!head.trim() ? '' : /[.!?;:]\s*$/.test(head) ? ' ' : '; '}${lead}${clause}`;
    // The clause ends its sentence: a comma after it becomes the end ("failed on 140kg; then hit …"),
    // and so does a full stop, which a sentence after it starting in lower case would not end ("…
    // failed at lockout; came down to 195").
    const rest = line.slice(end);
    const mark = /^\s*(?:,|\.(?=\s+\p{Ll}))/u.exec(rest)?.[0].length ?? 0;
    out += /^\s*(?:[!?;]|\.(?!\s+\p{Ll})|$)/u.test(rest) ? '' : ';';
    at = end + mark;
  }
  return out + line.slice(at);
}

// "Dumped 235# onto the floor", "700 x utter fail", "I attempted 340 … wasn't even close", "85 went down
// and stayed down" (the bar never came off the chest): a load tried and not lifted. Only a sentence with that one number and no reps told: "5x5 at 225, missed the last
// rep", "3 sets to failure", "I failed squats at 150. My reps were 5, 2" keep their sets, and in a list
// of sets the one that failed is marked ("35(f)", journal-records).
const FAILED_LOAD =
  /\b(?:miss(?:ed)?|bail(?:ed)?|dump(?:ed)?|bomb(?:ed)?|stayed\s+(?:down|(?:on|at)\s+(?:my|the)\s+(?:chest|floor|bottom))|(?:an?|utter|total|complete|x|×)\s+fail|fail(?:ed)?\s+(?:it|the\s+lift|attempt|at\s+\d|\d))\b|(?:\bnot|n['’]t)\s+(?:even\s+)?(?:close|budge|move|lock(?:\s+it)?\s+out)|\b(?:could|did)(?:n['’]?t|\s+not)\s+(?:even\s+)?(?:get|lift|move|budge|stand|lock)\b(?!\s+(?:to|more|another|any\s+more)\b)/i;
const ONE_NUMBER = /^[^\d]*\d+(?:\.\d+)?[^\d]*$/;
const TOLD_REPS = new RegExp(
  String.raw`\d\s*${LOAD_UNIT}?\s*[x×*]\s*\d|\b(?:\d{1,2}|an?|one)\s*(?:reps?|sets?|singles?|doubles?|triples?|times)\b|\bsets?\s+of\s+(?:\d|${NUMBER_WORD})\b|\b(?:for|of)\s+\d{1,2}\b(?!\s*${LOAD_UNIT})`,
  'i',
);
/**
 * Whether a sentence tells a failed try and no set: an attempt cut out by failedApart, or a lone load
 * not lifted.
 */
export function failedTold(sentence: string): boolean {
  return (
    isFailedTry(sentence) ||
    (FAILED_LOAD.test(sentence) && ONE_NUMBER.test(sentence) && !TOLD_REPS.test(sentence))
  );
}

// "Then I went for 495 lbs. It felt bolted to the ground. I couldn't even make it twitch.": a try at one
// load, no count, and the sentences after (no number but that load) tell it never went up ("I failed.",
// "dumping the bar on the pins"); "…, so I decided to try a band squat at 405" tries in its last clause.
const TRIED_LOAD = new RegExp(
  String.raw`^(?:(?:and|but|then|so|finally|i|we)\s+)*(?:${TRY_VERB}|(?:(?:decided|wanted|chose|went|had)\s+to\s+)?try)\s+(?:(?:a|an|my)\s+)?(?:[\p{L}-]+\s+){0,4}?(${LOAD})(?:\s+[\p{L}-]+){0,3}?\s*[.!]?\s*$`,
  'iu',
);
const NO_LIFT =
  /\b(?:(?:could|did|would|was|were)(?:n['’]?t|\s+not)\s+(?:even\s+)?(?:get|lift|move|budge|break|stand|lock|make\s+it\s+(?:move|budge|twitch|go|up))|(?:not|n['’]t)\s+(?:even\s+)?(?:close|budge|move|twitch)|bolted\s+(?:to|into)|glued\s+to|nailed\s+to|no\s+(?:dice|luck|go)|not\s+a\s+chance|(?:fail(?:ed)?|miss(?:ed)?|bail(?:ed)?|dump(?:ed|ing))\s+(?:it|that|the\s+(?:lift|bar))|got\s+(?:stapled|pinned|buried|stuck)|no[\s-]lift)\b|(?:^|(?<=[.!?]))\s*(?:i|we)\s+(?:just\s+)?(?:failed|missed|bailed)\s*(?:[.!]|$)/im;

const LAST_CLAUSE = /,\s*(?=(?:so|and|but|then)\s)/i;
/** A try whose failure the next sentences tell ("…went for 495 lbs. … couldn't even make it twitch"), said as failed. */
export function failedAfter(line: string): string {
  if (!/\d/.test(line) || !NO_LIFT.test(line)) return line;
  // A line break ends a sentence too: its mark may have been cut with the line's tail.
  const said = line.split(/(?<=[.!?])(?=\s)|(?<=\S)(?=\n)/);
  return said
    .map((s, i) => {
      const tried = TRIED_LOAD.exec(s.trim().split(LAST_CLAUSE).at(-1) ?? '')?.[1] ?? '';
      if (!tried || !isLoad(tried)) return s;
      // The sentences after it, up to the next with a number other than the load tried: what came of it.
      const after: string[] = [];
      for (const t of said.slice(i + 1, i + 5)) {
        if ((t.match(/\d+(?:\.\d+)?/g) ?? []).some((n) => Number(n) !== loadOf(tried))) break;
        after.push(t);
      }
      return after.some((t) => NO_LIFT.test(t)) ? s.replace(/\s*([.!]?)\s*$/, ' and failed$1') : s;
    })
    .join('');
}

/** Whether a sentence is a failed attempt cut out by failedApart: it tells no set. */
export function isFailedTry(sentence: string): boolean {
  if (!FAIL_HINT.test(sentence)) return false;
  const lead = LEAD.exec(sentence)?.[0].length ?? 0;
  return failedSpans(sentence).some(([start]) => start <= lead);
}

// A try, then that it was made: "Went for 225 bench, got it for 1", "tried a double at 315 and made it",
// "went for 405, locked it out". The reps are the ones it was got for, else the ones tried, else one.
const MADE_IT = new RegExp(
  String.raw`\b${TRY_VERB}\s+(?:(\d{1,2}|(?:a\s+)?(?:single|double|triple))\s*(?:reps?\s*)?(?:@|at|with|x|×)\s*|(?:a|an|my)\s+)?(${LOAD})(${TRY_AFTER})\s*(?:,\s*|\s+)(?:(?:and|but|then|so)\s+)?(?:i\s+)?(?:got|made|hit|nailed|smashed|completed|locked|stood|ground)\s+(?:it|that)(?:\s+(?:out|up))?(?:\s+for\s+(?:a\s+|an\s+)?(\d{1,2}|one|single|double|triple)(?:\s*reps?)?)?(?!\s*(?:[x×]|\d|for\b))`,
  'giu',
);
const TRIED_COUNT: Record<string, number> = { one: 1, single: 1, double: 2, triple: 3 };
const repsOf = (w: string | undefined) => {
  const word = (w ?? '').replace(/^a\s+/i, '').toLowerCase();
  return TRIED_COUNT[word] ?? (Number(word) || undefined);
};
// A rep that failed, its number told: "failed 3rd rep at 225", "missed the 5th rep @ 100kg", and a try
// of that many reps: "went for 5 at 225 but failed the 5th", "tried 315 for 5, missed the last rep".
// The set is the reps before the one that failed.
const NTH = String.raw`(?:(\d{1,2})(?:st|nd|rd|th)|(last|final))`;
const REP_FAILED = new RegExp(
  String.raw`\b(?:fail(?:ed)?|miss(?:ed)?)\s+(?:on\s+)?(?:the\s+|my\s+)?(\d{1,2})(?:st|nd|rd|th)\s+rep\s+(?:@|at|with|on)\s*(${LOAD})`,
  'giu',
);
const TRY_REP_FAILED = new RegExp(
  String.raw`\b${TRY_VERB}\s+(?:(\d{1,2})\s*(?:reps?\s*)?(?:@|at|with|x|×)\s*(${LOAD})|(${ITEM})((?:\s+[\p{L}-]+){0,2}?)\s*(?:for|x|×)\s*(\d{1,2})(?:\s*reps?)?)((?:\s+(?!but\b|and\b|then\b|i\b)[\p{L}-]+){0,3}?)\s*(?:,\s*|\s+)(?:(?:and|but|then|so)\s+)?(?:i\s+)?(?:fail(?:ed)?|miss(?:ed)?)\s+(?:on\s+)?(?:the\s+|my\s+)?${NTH}(?:\s+(?:rep|one))?\b`,
  'giu',
);

/**
 * Tries told with what came of them, as the set achieved: a try made ("went for 225, got it for 1") is
 * that many reps at its load, a set whose Nth rep failed is the reps before it.
 */
export function triesTold(sentence: string): string {
  if (!/\d/.test(sentence) || !TRY_OR_REP.test(sentence)) return sentence;
  return sentence
    .replace(MADE_IT, (whole, tried: string | undefined, load: string, words: string, got?: string) => {
      if (!isLoad(load)) return whole;
      return `did ${repsOf(got) ?? repsOf(tried) ?? 1} reps at ${load.trim()}${words}`;
    })
    .replace(
      TRY_REP_FAILED,
      (whole, r1?: string, l1?: string, l2?: string, w2 = '', r2?: string, w1 = '', nth?: string) => {
        const [reps, load, words] = [Number(r1 ?? r2), (l1 ?? l2 ?? '').trim(), `${w2}${w1}`];
        const done = nth ? Number(nth) - 1 : reps - 1;
        if (!isLoad(load) || done < 1 || done >= reps) return whole;
        return `did ${done} reps at ${load}${words}`;
      },
    )
    .replace(REP_FAILED, (whole, nth: string, load: string) =>
      Number(nth) >= 2 && isLoad(load) ? `did ${Number(nth) - 1} reps at ${load.trim()}` : whole,
    );
}
const TRY_OR_REP = /\b(?:tried|trying|attempt|went|going|gone|took|had|fail|miss)/i;

// "hit", "opened at", "banked", "did all 3 lifts": a verb of making a lift, then the loads made.
const MADE_VERB =
  '(?:hit|made|make|got|banked|took|lifted|pulled|benched|squatted|pressed|deadlifted|opened|finished|closed|completed|nailed|smashed|cleared|did|do|went)';
const JOIN = String.raw`(?:\s*,\s*(?:(?:and\s+)?then\s+)?|\s+(?:and\s+)?then\s+|\s*,?\s*(?:and|&)\s+)`;
const MADE_LIST = new RegExp(
  String.raw`\b(${MADE_VERB})(?:\s+(?:with|at|to|up))?(?:\s+(?:all|my|the)?\s*(\d|${NUMBER_WORD})\s+(?:lifts|attempts|singles|tries)(?:\s+(?:of|at|with|:))?)?\s+((?<![\d.])${ITEM}(?:${JOIN}${ITEM})+)${NOT_LOAD}(?!\s*(?:for\s+\d|reps?\b|sets?\b|singles?\b|doubles?\b|triples?\b|[x×@]))`,
  'giu',
);
const REPS_TOLD =
  /\d\s*(?:reps?|sets?)\b|\b(?:reps?|sets?)\s*(?:of\s*)?\d|[x×]\s*\d|\d\s*[x×]|\bfor\s+(?:\d|an?\b)|\b(?:singles?|doubles?|triples?)\b/i;
const MADE_HINT = new RegExp(String.raw`\b${MADE_VERB}\b[^.!?;]*\d`, 'i');
// Words that say the loads were a meet's or a max day's attempts when no unit says they are loads.
const ATTEMPT_WORDS = /\b(?:opened|opener|attempts?|meet|competition|comp|platform|singles|lifts|banked)\b/i;

/** "I was able to hit 90, 95kg": each load made, written as a single ("hit 1x1 @ 90 kg; 1x1 @ 95kg"). */
export function madeSingles(sentence: string): string {
  if (!MADE_HINT.test(sentence)) return sentence;
  return sentence.replace(
    MADE_LIST,
    (whole, verb: string, count: string | undefined, list: string, at: number) => {
      // Reps told in the clause make the loads a ramp of sets, not attempts ("went 100, 110 on the
      // leg press for 10").
      const from = sentence.slice(0, at).search(/[^.!?;]*$/);
      const to = sentence.slice(at + whole.length).search(/[.!?;]|$/) + at + whole.length;
      if (REPS_TOLD.test(sentence.slice(from, at) + sentence.slice(at + whole.length, to))) return whole;
      const loads = list.split(new RegExp(JOIN, 'i')).filter(Boolean);
      // A unit written on the list is every bare load's ("90, 95kg", "180kg, then 190").
      const unit = new RegExp(`${UNIT}$`, 'i').exec(loads.findLast((w) => /[a-z#]$/i.test(w)) ?? '')?.[0];
      if (!loads.every((w) => loadOf(w) >= 20) || !(unit || ATTEMPT_WORDS.test(sentence))) return whole;
      if (
        count &&
        (Number(count) || NUMBER_WORD.split('|').indexOf(count.toLowerCase()) + 1) !== loads.length
      )
        return whole;
      const each = loads.map(
        (w) => `1x1 @ ${w.trim()}${unit && !new RegExp(UNIT, 'i').test(w) ? ` ${unit}` : ''}`,
      );
      return `${verb} ${each.join('; ')}`;
    },
  );
}

const SINGLE = /\b1x1 @ (\d+(?:\.\d+)?)/g;
const STORY_LOAD = new RegExp(LOAD, 'giu');
const COUNTED = /\d\s*[x×]\s*\d|\b(?:reps?|sets?|for\s+(?:\d|an?\b)|singles?|doubles?|triples?)\b/i;

/**
 * A line's sentences with loads said again after their attempts taken out: "115kg is a new PR" after
 * "1x1 @ 115kg", "102.5kg elevated about 3 inches" after a miss at 102.5kg. Their words stay.
 */
export function attemptsOnce(said: string[]): string[] {
  const tried = new Set<number>();
  return said.map((s) => {
    const made = [...s.matchAll(SINGLE)].map((m) => loadOf(m[1] ?? ''));
    if (made.length || isFailedTry(s)) {
      for (const w of made) tried.add(w);
      for (const m of isFailedTry(s) ? s.matchAll(STORY_LOAD) : []) if (isLoad(m[0])) tried.add(loadOf(m[0]));
      return s;
    }
    if (!tried.size || COUNTED.test(s)) return s;
    return s.replace(STORY_LOAD, (w) => (tried.has(loadOf(w)) ? ' ' : w));
  });
}
