/**
 * "I did a short 1.5 mile run on my treadmill", "a 30 minute walk on the treadmill": the bout's own noun,
 * right after its distance or time, is what was done; the machine after "on" is only where. Read by the
 * first cardio word of the sentence, such a run was logged as the machine (journal-cardio lists the
 * machines first). The machine named first keeps its name ("Treadmill run 5 km", "5k treadmill run",
 * "2.5 miles easy on the treadmill"), and so does a way of moving told after a word of its own ("I ran
 * 1.7 miles on the treadmill" stays the treadmill, as its label allows either).
 */
import { MACHINES } from './journal-bouts.ts';
import { cardioWord } from './journal-cardio.ts';

// The ways of moving a machine hosts; "5 mins cardio on bike" names no way, and stays the bike.
const WAYS = new Set(['Running', 'Walking']);
// The word right after the quantity ("1.5 mile| run on my treadmill"), with no word between.
const FIRST_WORD = /^[ \t]*(?:-[ \t]*)?(\p{L}+)/u;

/**
 * The way of moving a bout is named by, when the words after its quantity open with it and `cardio`
 * (what the sentence names first) is the machine it was done on; else `cardio`.
 */
export function wayOnMachine(cardio: string | undefined, trail: string): string | undefined {
  if (!cardio || !MACHINES.has(cardio)) return cardio;
  const word = FIRST_WORD.exec(trail)?.[1] ?? '';
  const way = word ? cardioWord(word) : undefined;
  return way && WAYS.has(way) ? way : cardio;
}
