/**
 * "Afternoon barbell work: 5 easy singles of squat @ 185, bench press @ 150, and deadlift @ 225": one scheme
 * told once before a list of lifts, each lift with its own load, is that scheme for each of them. Written
 * one lift a line ("squat: 5 singles @ 185"), as the lifter would have logged them apart; the words that
 * only describe the sets ("easy", "heavy") go. Read only when every item of the list is a lift the
 * catalogue knows with a load of its own, and there are two or more: "5 singles of squat at 185" is one
 * lift already, and "3 sets of 10 of squats, lunges and step-ups" gives no load to share out.
 */
import { findExercise } from '../catalogue/index.ts';
import { COUNT } from './journal-counts.ts';

// The scheme and the list after its "of": a count, up to two words describing the sets, what the sets are
// ("singles", "doubles", "sets of 5", "reps"), then the list up to the sentence's end.
const SCHEME_OF = new RegExp(
  String.raw`\b(${COUNT})[ \t]+(?:[a-z]+[ \t]+){0,2}?(singles|doubles|triples|sets?[ \t]+of[ \t]+${COUNT}(?:[ \t]+reps)?|reps)[ \t]+of[ \t]+([^.!?\n]{3,240})`,
  'gi',
);
// The list's items, split at a comma or semicolon (with or without "and") or a bare "and".
const ITEM_BREAK = /\s*[,;]\s*(?:and\s+)?|\s+and\s+/i;
// One item: a lift's name, then its load after "@" or "at" ("bench press @ 150", "deadlift at 100kg").
const ITEM =
  /^([a-z][a-z' -]{0,40}[a-z])[ \t]*(?:@|\bat\b)[ \t]*(\d{1,4}(?:\.\d+)?[ \t]*(?:lbs?|kgs?|kilos?|pounds?|#)?)$/i;

/** The entry with a scheme told once over a list of loaded lifts written out for each lift. */
export function schemeOverLifts(text: string): string {
  if (!/\bof\b/i.test(text) || !/@|\bat\b/i.test(text)) return text;
  return text.replace(SCHEME_OF, (whole, count: string, scheme: string, list: string) => {
    const items = list.trim().split(ITEM_BREAK);
    if (items.length < 2) return whole;
    const lifts: string[] = [];
    for (const item of items) {
      const m = ITEM.exec(item.trim());
      if (!m?.[1] || !m[2] || !findExercise(m[1].trim())) return whole;
      lifts.push(`${m[1].trim()}: ${count} ${scheme.replace(/\s+/g, ' ')} @ ${m[2].trim()}`);
    }
    return `\n${lifts.join('\n')}\n`;
  });
}
