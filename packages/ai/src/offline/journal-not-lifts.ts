/**
 * The lift is the movement named, never a body part, a day, a position or a word about the sets. These
 * are the words that stand where a lift's name goes and name none, read by journal-lines (labels),
 * journal-names (a chunk's words) and journal-words (prose):
 * - a body-part or day label before the movement ("Lats: Front Pulldown", "Back day - rows", "Biceps –
 *   hammer curls"): the movement after it is the lift;
 * - words about the sets ("a series of 10 sets", "3 rounds", "the circuit", "as a starter"): the lift is
 *   the one the entry named before;
 * - a position or angle after the sets ("in the flat position", "repeated on the incline"): a variant
 *   of the implement's lift (journal-positions).
 */

// Muscles (by their gym or anatomy names: "Lats", "Latissimus"), body regions and the words of a day's
// label: "Upper back", "Leg day", "Push day 2".
const BODY_OR_DAY =
  /^(?:(?:triceps?|biceps?|calf|calves|abs|abdominals?|lats?|latissimus(?:\s+dorsi)?|traps?|quads?|quadriceps|hamstrings?|hams|glutes?|delts?|deltoids?|rear\s+delts?|forearms?|obliques?|pecs?|pectorals?|pectoralis|chest|back|upper\s+back|lower\s+back|legs?|shoulders?|arms?|core|upper(?:\s+body)?|lower(?:\s+body)?|full\s+body|push|pull|posterior\s+chain)(?:\s*(?:&|and|\/|\+|,)\s*)?)+(?:\s+(?:day|workout|session|work))?(?:\s*#?\s*\d{1,2})?$/i;
// "Exercise #3: Walking lunges", "Lift 2: Rows", "Day 1: Squats": a field or day that holds the name.
const FIELD_OR_DAY =
  /^(?:name|exercise(?: name)?|movement|lift|day|workout|session)(?:\s*(?:#|no\.?)?\s*\d{1,2})?$/i;

/** Whether a line's label only says what was trained or where the name goes, naming no lift itself. */
export function labelNamesNothing(label: string): boolean {
  const plain = label.replace(/^[\s*#>•-]+|[\s*]+$/g, '');
  return BODY_OR_DAY.test(plain) || FIELD_OR_DAY.test(plain);
}

/** "Lats: Front Pulldown (machine)", "Name: Hack squat": the words after such a label, no sets in them, are the lift. */
export function liftAfterLabel(label: string, rest: string): boolean {
  return labelNamesNothing(label) && /\p{L}/u.test(rest) && !/\d/.test(rest);
}

/**
 * Words about how the sets were grouped or where they sat in the session, never a lift's name on their
 * own: "a series of 10 sets", "two rounds", "the circuit", "as a starter", "for a finisher".
 */
export const SET_TALK = new Set(
  (
    'series round rounds circuit circuits starter starters opener finisher finishers complex ' +
    'block blocks wave waves cluster clusters bout bouts'
  ).split(' '),
);
