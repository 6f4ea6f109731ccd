/**
 * "I did a short 1.5 mile run on my treadmill", "a 30 minute walk on the treadmill": the bout's own noun,
 * right after its distance or time, is what was done; the machine after "on" is only where. Read by the
 * first cardio word of the sentence, such a run was logged as the machine (journal-cardio lists the
 * machines first). The machine named first keeps its name ("Treadmill run 5 km", "5k treadmill run",
 * "2.5 miles easy on the treadmill"). A way of moving told as the verb right before the quantity is what was
 * done too ("I ran five kilometers on the treadmill", "walked 3 miles on the treadmill"): the machine after
 * it is where, as after the noun.
 */
import { MACHINES } from './journal-bouts.ts';
import { cardioWord } from './journal-cardio.ts';

// The ways of moving a machine hosts; "5 mins cardio on bike" names no way, and stays the bike.
const WAYS = new Set(['Running', 'Walking']);
// The word right after the quantity ("1.5 mile| run on my treadmill"), with no word between.
const FIRST_WORD = /^[ \t]*(?:-[ \t]*)?(\p{L}+)/u;
// The verb right before the quantity ("I ran| 5 km", "jogged about| 3 miles"), past a word of degree.
const VERB_BEFORE =
  /\b(\p{L}+)(?:[ \t]+(?:about|around|roughly|nearly|almost|over|just|another|an?|the|my|some))*[ \t]*$/iu;
// Of the ways of moving, the verbs told in the past (the nouns are read after the quantity).
const PAST_WAY = /^(?:ran|jogged|walked|hiked)$/i;

/**
 * The way of moving a bout is named by, when the words after its quantity open with it and `cardio`
 * (what the sentence names first) is the machine it was done on; else `cardio`.
 */
export function wayOnMachine(cardio: string | undefined, trail: string, lead = ''): string | undefined {
  if (!cardio || !MACHINES.has(cardio)) return cardio;
  const word = FIRST_WORD.exec(trail)?.[1] ?? '';
  const verb = VERB_BEFORE.exec(lead.slice(-60))?.[1] ?? '';
  const way = (word ? cardioWord(word) : undefined) ?? (PAST_WAY.test(verb) ? cardioWord(verb) : undefined);
  return way && WAYS.has(way) ? way : cardio;
}
