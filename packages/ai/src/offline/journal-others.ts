/**
 * Numbers in a sentence that are no set the lifter did today, told by whose they are
 * (journal-achieved's sentenceKind asks here):
 * - another lifter's: "Tapefactory's weight was 185#", "his max", "she pulled 405", "after this, he
 *   deadlifted 185 for sets of 5", "my buddy benched 225 for 5", "my wife can do 30 push-ups". A
 *   person other than the lifter, then the verb of a lift or of doing, is the subject: the numbers are
 *   theirs, whatever day they were lifted ("my wife squatted 135 today" is hers). Not "my wife and I
 *   did 3x5" (the lifter did them too) nor "my buddy spotted me on 225x5" (his verb is no lift's);
 * - the lifter's standing capacity: "I can do 20 push-ups in a row": what the lifter is able to do, not
 *   a set told done (as a record stated as it stands is no set). Told as just reached ("I can now do
 *   8", "I can finally do 10") or with today's day ("today I can do 5"), it was shown that day: a set.
 */

// People other than the lifter who lift beside them. A pronoun, or "my"/"a"/"the" and who.
const PERSON =
  '(?:he|she|they|(?:my|our|a|the|this|that|one|some)\\s+(?:(?:training|gym|lifting|workout)\\s+)?(?:buddy|buddies|friend|friends|mate|pal|bro|partner|wife|husband|girlfriend|boyfriend|fianc[eé]e?|spouse|brother|sister|son|daughter|dad|father|mom|mum|mother|kid|cousin|uncle|aunt|roommate|coach|trainer|client|guy|girl|dude|lady|woman|man|lifter|classmate|teammate|colleague)|someone|somebody)';
// The verbs of a lift or of doing one, past or present: "did", "deadlifted", "pulls", "repped".
const LIFT_VERB =
  '(?:did|does|lifted|lifts|hit|hits|pulled|pulls|squatted|squats|benched|benches|pressed|presses|deadlifted|deadlifts|curled|curls|rowed|cleaned|snatched|jerked|ran|runs|swam|swims|rode|biked|cycled|got|gets|managed|made|went|used|uses|loaded|pumped|banged|knocked|cranked|repped|maxed|finished|completed|(?:can|could)(?:\\s+\\p{L}+)?)';
// "also", "then", "just", "easily": a word between the subject and the verb says nothing of whose.
const BETWEEN = '(?:(?:also|then|just|easily|now|still|only|even|actually|finally)\\s+)?';

// "Tapefactory's weight was 185#", "my partner's best is 300", "his max": another lifter's numbers by
// their owner. Not a day's ("today's", "last week's") nor a thing's ("the bar's weight"), nor a maker's
// name on the kit ("a 5lbs Bally’s Fitness weight ball": "weight" there names the ball, not a load).
const OWNER_WORDS = '(?:weight|load|max|best|pr|pb|record|numbers?|score|time|lifts?|total|sets?|reps?|1rm)';
const OWNED = String.raw`\b(?:(?!(?:today|tonight|yesterday|day|week|month|year|morning|evening|session|workout|bar|machine|plate|sled|bell|dumbbell|kettlebell|it|one|that|this|what|who|there|here|let)['’]s\b)\p{L}{2,}['’]s|his|her|their)\s+(?:[\p{L}-]+\s+){0,2}?${OWNER_WORDS}\b(?![\s-]+(?:balls?|plates?|vests?|bags?|belts?|stacks?|bars?)\b)`;

// "a guy at my gym", "the girl next to me": where the person lifts, between them and the verb.
const WHERE = String.raw`(?:\s+(?:next\s+to|beside|behind)\s+me|\s+(?:at|in|from|on)\s+(?:the|my|our|this)\s+(?:\p{L}+\s+)?\p{L}+)?`;

/** A sentence telling another lifter's numbers. */
export const OTHERS = new RegExp(String.raw`${OWNED}|\b${PERSON}${WHERE}\s+${BETWEEN}${LIFT_VERB}\b`, 'iu');

// "I can do 20 push-ups in a row", "I can easily bench 225 for 5": what the lifter is able to do, with the
// count of it. Not "I can now do 8 push ups in a row", "now I can …", "I can finally do …": a capacity
// told as just reached was shown that day, a set; nor "I could only do 20 reps" (what the set came to).
export const CAPACITY =
  /(?<!\b(?:now|finally)\s*,?\s+)\b(?:i|we)\s+can\s+(?:(?:still|easily|only|actually|already|comfortably)\s+)?(?:do|bench|squat|deadlift|press|pull|lift|curl|run|swim|row|hold|manage|rep)\b(?=[^.!?]*\d)/iu;
