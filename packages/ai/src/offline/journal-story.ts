import { LOAD_UNIT } from './journal-words.ts';

/**
 * Numbers in a lifter's story of the day that are no set, made plain before the line is read: a change
 * of load on the way to the load written ("took off 10 pounds for a single at 335"), plates put on the
 * bar ("added two 10s and two 5s"), the lifter's bodyweight said about a lift ("a PR of 405 at a
 * bodyweight of 180"); and, for the line before it is split, names in quotes and "about that many".
 */
const NUMBER = String.raw`\d+(?:\.\d+)?`;

/** Loads changed on the way, plates and the lifter's bodyweight, gone from the chunk's numbers. */
export function storyNumbers(text: string): string {
  return (
    text
      // "took off 10 pounds for a single at 335", "20 pounds more for a single at 315": a change of load,
      // when the load it came to is written too.
      .replace(
        /\b(?:(?:took|take|taking|dropped|drop|added|add|adding|stripped|put on)\s+(?:off\s+)?\d+(?:\.\d+)?\s*(?:pounds|lbs?|kgs?|kilos?)(?:\s+(?:more|less|off))?|\d+(?:\.\d+)?\s*(?:pounds|lbs?|kgs?|kilos?)\s+(?:more|less|lighter|heavier))(?=\s+for\s+[^,.;!?]*?\b(?:at|@)\s*\d)/gi,
        ' ',
      )
      // "So I added two 10s and two 5s": plates put on the bar, not a set.
      .replace(
        /\b(?:added|add|adding|put on|threw on|loaded)\s+(?:(?:a|one|two|three|four|\d)\s+)?\d+(?:\.\d+)?['’]?s\b(?:\s*(?:,|and)\s*(?:(?:a|one|two|three|four|\d)\s+)?\d+(?:\.\d+)?['’]?s\b)*/gi,
        ' added plates ',
      )
      // "a PR of 405 at a bodyweight of 180", "body weight was 82 kg": the lifter's own weight, said
      // about the lift, not a bodyweight set.
      .replace(
        new RegExp(
          String.raw`\b(?:at\s+(?:a\s+)?)?(?:bw|bodyweight|body\s+weight)\s+(?:of|was|is)\s+(?:about\s+|around\s+|~\s*)?${NUMBER}\s*${LOAD_UNIT}?`,
          'gi',
        ),
        ' ',
      )
  );
}

/**
 * '2.5 mi "Woods, Fields & Campus" walk', "a slow 2ish mile run", "my goal (400 pounds)": one name in
 * quotes, about that many, a goal's load.
 */
export function quotedAndApprox(line: string): string {
  return (
    line
      // A name in quotes is one thing, not clauses.
      .replace(
        /(["“])([^"“”\d]{1,60})(["”])/g,
        (_, a: string, q: string, b: string) => `${a}${q.replace(/[,;.!?:]/g, ' ')}${b}`,
      )
      // "10-ish reps": about that many.
      .replace(/(\d)\s*-?ish\b/gi, '$1')
      // "a pretty specific goal in mind (400 pounds)": the load in an aside about a goal is no set.
      .replace(
        new RegExp(
          String.raw`(\b(?:goal|target|aim)s?\b[^.!?()\d]{0,40})\(\s*(?:about\s+|~\s*)?${NUMBER}\s*${LOAD_UNIT}?\s*\)`,
          'gi',
        ),
        '$1',
      )
  );
}
