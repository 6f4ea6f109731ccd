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
// "a 78 year old woman", "an elderly man", "this little old lady": an age or a size before whom is theirs.
// An age alone says whom too ("… about a: 78 year old woman who deadlifts", its article cut off).
const AGE = '(?:\\d{1,3}|an?)[\\s-]*(?:year|yr)s?[\\s-]*old\\s+';
const AGED = `(?:${AGE}|(?:(?:old|older|young|younger|elderly|little|big|tiny|skinny|local)\\s+){1,2})?`;
const PERSON = `(?:he|she|they|(?:(?:my|our|an?|the|this|that|one|some)\\s+${AGED}|(?<![\\d.])${AGE})(?:(?:training|gym|lifting|workout)\\s+)?(?:buddy|buddies|friend|friends|mate|pal|bro|partner|wife|husband|girlfriend|boyfriend|fianc[eé]e?|spouse|brother|sister|son|daughter|dad|father|mom|mum|mother|kid|cousin|uncle|aunt|roommate|coach|trainer|client|guy|girl|dude|lady|woman|man|lifter|classmate|teammate|colleague)|someone|somebody)`;
// The verbs of a lift or of doing one, past or present: "did", "deadlifted", "pulls", "repped".
const LIFT_VERB =
  '(?:did|does|lifted|lifts|hit|hits|pulled|pulls|squatted|squats|benched|benches|pressed|presses|deadlifted|deadlifts|curled|curls|rowed|cleaned|snatched|jerked|ran|runs|swam|swims|rode|biked|cycled|got|gets|managed|made|went|used|uses|loaded|pumped|banged|knocked|cranked|repped|maxed|finished|completed|gone|(?:can|could)(?:\\s+\\p{L}+)?)';
// "he's went from 40 pounds to 100", "she has lifted", "he's gone from": the person's "has", however
// written, before the verb, says whose as much as the verb alone.
const HAS = String.raw`(?:['’]s|\s+has|\s+had)?`;
// "also", "then", "just", "easily": a word between the subject and the verb says nothing of whose.
const BETWEEN = '(?:(?:also|then|just|easily|now|still|only|even|actually|finally)\\s+)?';

// "Tapefactory's weight was 185#", "my partner's best is 300", "his max": another lifter's numbers by
// their owner. Not a day's ("today's", "Saturday's", "last week's") nor a thing's ("the bar's weight"), nor a maker's
// name on the kit ("a 5lbs Bally’s Fitness weight ball": "weight" there names the ball, not a load).
// Round 36: "At his strongest, Ollie could close-grip bench 155kg": the person's peak is theirs too.
const OWNER_WORDS =
  '(?:weight|load|max|best|pr|pb|record|numbers?|score|time|lifts?|total|sets?|reps?|1rm|strongest|peak|prime|heaviest)';
const OWNED = String.raw`\b(?:(?!(?:today|tonight|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)?day|weekend|week|month|year|morning|afternoon|evening|night|session|workout|bar|machine|plate|sled|bell|dumbbell|kettlebell|it|one|that|this|what|who|there|here|let)['’]s\b)\p{L}{2,}['’]s|his|her|their)\s+(?:[\p{L}-]+\s+){0,2}?${OWNER_WORDS}\b(?![\s-]+(?:balls?|plates?|vests?|bags?|belts?|stacks?|bars?)\b)`;

// "a woman who deadlifts 400 pounds", "a guy that benched 405": the person, then who did it.
const WHO = String.raw`(?:\s+(?:who|that)(?:\s+(?:has|had|is|was|can|could))?)?`;

// "a guy at my gym", "the girl next to me": where the person lifts, between them and the verb.
const WHERE = String.raw`(?:\s+(?:next\s+to|beside|behind)\s+me|\s+(?:at|in|from|on)\s+(?:the|my|our|this)\s+(?:\p{L}+\s+)?\p{L}+)?`;

// "I just watched a guy bench 315 for 8 reps", "I saw a man downsize it to 90lbs", "watched him pull
// 500": what the lifter saw another do, whatever the verb. Not "I saw my coach and then benched 225x5"
// (a conjunction after the person starts the lifter's own clause) nor "I saw a guy at 6am" (no verb).
const SEEN = String.raw`\b(?:watch(?:ed|ing)?|saw|see(?:n|ing)?|notic(?:ed|ing)|spott(?:ed|ing))\s+(?:him|her|them|${PERSON})${WHERE}\s+${BETWEEN}(?!(?:and|then|but|so|while|before|after|when|as|at|in|on|with|for|today|earlier|again|there|here|yesterday)\b)\p{L}{2,}`;

// "Then did 1000m Row 5:49", "next 225x5": a sentence moving on to work done, whoever's subject it drops.
export const MOVES_ON = new RegExp(String.raw`\b(?:then|next|after(?:wards)?|${LIFT_VERB})\b`, 'iu');

// "My wife also had an exciting PR landing her at 200lbs", "My lovely wife was also able to get a PR of
// 255lbs": the record the person had or got is theirs (round 34), whatever the verb; a word of praise may
// sit between "my" and whom. Not "my coach saw me hit a PR" (the lifter's own word between).
const THEIR_RECORD = String.raw`\b(?:my|our)\s+(?:\p{L}+\s+)?(?:wife|husband|girlfriend|boyfriend|partner|fianc[eé]e?|spouse|brother|sister|son|daughter|dad|father|mom|mum|mother|buddy|friend|mate|coach|training\s+partner|teammate|classmate)(?:\s+(?!(?:i|me|my|we|us|our|and|but|then)\b)[\p{L}'’-]+){0,6}?\s+(?:an?|her|his|their)\s+(?:new\s+)?(?:[\p{L}-]+\s+)?(?:pr|pb|personal\s+(?:best|record))\b`;

/** A sentence telling another lifter's numbers. */
export const OTHERS = new RegExp(
  String.raw`${OWNED}|\b${PERSON}${HAS}${WHERE}${WHO}\s+${BETWEEN}${LIFT_VERB}\b|${SEEN}|${THEIR_RECORD}`,
  'iu',
);

// "…, then I benched 225x5", "… and I did 3x5": after another's numbers, the lifter's own clause.
const TURN_TO_ME =
  /,?\s+(?=(?:(?:and|but|so|while|then|after\s+that)\s+){1,2}(?:i|we)\s+(?!(?:can|could|was|were|am|think|thought|knew|know|felt|feel|wish)\b)\p{L}+)/iu;

/**
 * A sentence telling another lifter's numbers cut where it turns to the lifter's own ("I watched a guy
 * bench 315 then I benched 225x5"): the other's part, then the lifter's, each sorted on its own.
 */
export function othersThenMine(sentence: string): string[] {
  const other = OTHERS.exec(sentence);
  if (!other) return [sentence];
  const from = other.index + other[0].length;
  const turn = TURN_TO_ME.exec(sentence.slice(from));
  if (!turn) return [sentence];
  const at = from + turn.index;
  return [sentence.slice(0, at), sentence.slice(at + turn[0].length)];
}

// "I lift 170 lbs on the leg press", "I bench 225": a load the lifter works at, told in the present with
// no count, is the lifter's standing load (a habit), not a set. Not "then I bench 80kg" (a story told in
// the present moves on) nor "I bench 80kg for 3x5" (a set counted is told done).
// Round 35: "I now bench 150lb", "I currently squat 100kg" (the load as it stands now); "My squat and
// deadlift are around 200lb", "My overhead press is at 95lb": the lifts' loads as they stand, stats.
const LIFT_WORD = String.raw`(?:(?:back|front|overhead|bench|military|strict|push)\s+)?(?:squat|bench|deadlift|dead\s?lift|press|ohp|clean|snatch|jerk|row|curl|pull[\s-]?up|chin[\s-]?up|dip)s?`;
const STANDING_LOAD = new RegExp(
  String.raw`\b(?:(?:i|we)(?<!\b(?:then|next|now|first|finally|so|after\s+that)(?:\s*,)?\s+(?:i|we))\s+(?:(?:now|currently|still|usually|normally)\s+)?(?:lift|bench|squat|deadlift|press|leg\s+press|curl|row|pull)|my\s+${LIFT_WORD}(?:\s*(?:,|and|&)\s*${LIFT_WORD}){0,3}\s+(?:is|are|sits?|stands?)(?:\s+(?:now|currently|still))?(?:\s+(?:at|around|about|roughly|near|~))?)\s+(?:about\s+|around\s+)?\d+(?:\.\d+)?\s*(?:lbs?|kgs?|pounds?|kilos?)\b(?![^.!?]*(?:\d\s*[x×*]\s*\d|\b(?:reps?|sets?|times)\b|\bfor\s+\d))`,
  'iu',
);

// "I can do 20 push-ups in a row", "I can easily bench 225 for 5": what the lifter is able to do, with the
// count of it, "I can currently deadlift 170 pounds". Not "I can now do 8 push ups in a row", "now I can
// …", "I can finally do …": a capacity told as just reached was shown that day, a set; nor "I could only
// do 20 reps" (what the set came to).
export const CAPACITY = new RegExp(
  String.raw`\b(?:i|we)(?<!\b(?:now|finally)(?:\s*,)?\s+(?:i|we))\s+can\s+(?:(?:still|easily|only|actually|already|comfortably|also|currently)\s+)?(?:do|bench|squat|deadlift|press|pull|lift|curl|run|swim|row|hold|manage|rep)\b(?=[^.!?]*\d)|${STANDING_LOAD.source}`,
  'iu',
);

// "my 91-year-old grandfather's workout routine", "my wife's program": a routine owned by a relative or
// friend. Not a coach's or trainer's program, which the lifter follows.
const RELATIVE =
  '(?:wife|husband|girlfriend|boyfriend|partner|spouse|brother|sister|son|daughter|dad|father|mom|mum|mother|grand(?:father|mother|pa|ma|dad|mum|mom)|grandpa|grandma|nan|kid|cousin|uncle|aunt|friend|buddy|mate|roommate|client|neighbou?r)s?';
const OTHERS_ROUTINE = new RegExp(
  String.raw`\b(?:my|our|his|her|their)\s+(?:[\p{L}\d-]+\s+){0,2}?${RELATIVE}['’]s?\s+(?:[\p{L}-]+\s+)?(?:routine|program(?:me)?|regimen|workouts?|training|session)\b`,
  'iu',
);
// "Tried my wife's workout", "I followed my buddy's program": the lifter did the routine.
const DID_IT =
  /\b(?:tr(?:y|ied|ying)|did|do|doing|done|follow(?:s|ed|ing)?|cop(?:y|ied|ying)|borrow(?:ed|ing)?|st(?:ole|eal|ealing)|us(?:e|ed|ing)|joined|with\s+me)\b/i;
// The lifter's own words, in a line after the introduction: then some of the work is theirs.
const MINE_WORDS = /\b(?:i|i['’](?:m|ve|d)|me|my|we|our|us)\b/i;

/**
 * "… the details of my 91-year-old grandfather's workout routine. He goes to the gym three times a week …"
 * over a list of lifts: an entry opening on a relative's or friend's routine, with no word of the lifter's
 * own after that paragraph, logs the other's work, none of the lifter's.
 */
export function othersRoutineEntry(content: string): boolean {
  const [intro, ...rest] = content.split(/\n\s*\n/);
  if (!intro || !rest.length || !OTHERS_ROUTINE.test(intro) || DID_IT.test(intro)) return false;
  return rest.every((p) => !MINE_WORDS.test(p));
}
