/**
 * Stops on a group run, told as a place and one count for a list of moves: "At the bridge did 20 dips,
 * 10 derkins and 20 squats.", "At the intersection stopped for 20 of the following: squats, merkins,
 * lunges.", "At the top did 20 each of the following: big boys, american hammers, LBC." Two ways of
 * saying it are written out here as the count before each move, the way every reader already reads a
 * list ("did 20 squats, 20 merkins, 20 lunges"):
 * - the place the stop was made ("At the bridge", "At the top") names no move: a "bridge" there is no
 *   glute bridge. Only a place before a verb of doing and a count ("At the bridge did 20"); "Glute
 *   bridge 3x10" or "at the top of the rep" stay.
 * - one count "of the following" or "each" for a list after a colon is that count of every item. Only a
 *   list of short names with no numbers of their own: "5 of the following, 3 rounds" stays.
 * - moves flowing one "into" the next ("15 overhead claps into 15 seal claps into 10 …") are a list of
 *   counted moves. Only "into" between a counted move and the next count: "went into 3 sets" stays.
 */
import { NUMBER_WORD, wordCount } from './journal-counts.ts';

// "At the bridge did 20", "At the intersection stopped for 20", "By the lake we did 15": the place
// and its verb, before a count.
// A time of day before it ("6:45am At the bridge did 20") stays for the reader of times (journal-calendar).
const PLACE =
  /(^|[.!?]\s+)((?:\d{1,2}(?::\d\d)?\s*[ap]\.?m\.?\s+)?(?:did\s+)?)(?:at|by|on|in|under|behind)\s+(?:the|a|each|every)\s+(?:[\p{L}'’-]+\s+){1,3}?(?:(?:we|i|the\s+pax|pax)\s+)?(?:did|stopped\s+(?:for|to\s+do|and\s+did)|hit|knocked\s+out|performed|completed|banged\s+out|pounded\s+out)\s*:?\s+(?=\d)/gimu;

// "20 of the following: …", "20 each of the following: …", "20 of each: …", "20 each: …"; a count of
// sets told before it ("8 sets, 10 reps of each of the following: …", "3 sets of 12 of each: …") is
// every item's too.
const EACH = new RegExp(
  String.raw`\b(?:(\d{1,2}|${NUMBER_WORD})\s+sets?\s*(?:[,;]|of)\s*)?(\d{1,3})\s+(?:reps\s+)?(?:(?:each\s+)?of\s+(?:each\s+of\s+)?the\s+following|of\s+each|each)\s*:\s*([^.\n:!?]+)`,
  'giu',
);
const ITEM_BREAK = /\s*[,;]\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+/i;
const SHORT_NAME = /^\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,3}$/u;

// "15 overhead claps into 15 seal claps": "into" after a counted move and before the next count.
const INTO = /(?<=\d{1,3}\s+\p{L}[\p{L}'’ -]{0,40})\s+into\s+(?=\d{1,3}\s+\p{L})/giu;

// What closes a list and is no item of it: a remark after a dash or in brackets ("jump lunges - felt
// good", "(felt good)"), an emoji, or a semicolon after items parted by commas ("…, jump lunges; felt
// strong").
const LIST_END = /\s[-–—]+\s|\(|\s[^\p{L}\p{N}\s'’,;&-]/u;

/** The list's items and what follows them on its sentence. */
function listAndTail(list: string): [string, string] {
  let cut = list.search(LIST_END);
  const semi = list.includes(',') ? list.indexOf(';') : -1;
  if (semi >= 0 && (cut < 0 || semi < cut)) cut = semi;
  return cut < 0 ? [list, ''] : [list.slice(0, cut), list.slice(cut)];
}

/** The entry with each stop's place taken off and a count for a list given to every item. */
export function eachOfWritten(text: string): string {
  if (!/\d/.test(text)) return text;
  const listed = text.replace(PLACE, '$1$2did ').replace(INTO, ', ');
  return listed.replace(EACH, (all, sets: string | undefined, count: string, written: string) => {
    const [list, tail] = listAndTail(written);
    const items = list.trim().split(ITEM_BREAK).filter(Boolean);
    if (items.length < 2 || !items.every((i) => SHORT_NAME.test(i))) return all;
    const scheme = sets ? `${wordCount(sets) ?? sets} sets of ${count}` : count;
    return `${items.map((i) => `${scheme} ${i}`).join(', ')}${tail}`;
  });
}
