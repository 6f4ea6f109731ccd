/**
 * A cardio session told in words is one cardio set ("went for an easy bike ride", "I did a little
 * shuffle first", "went out to a group run", "backed this workout up with a tough bike workout", "could not go without swimming, so I did 2500"). Numbers
 * with a unit are read as time and distance by journal-cardio; this decides, in one place
 * (`sessionTold`), whether words with no such numbers tell a session done, and which. A session told
 * before its numbers waits for them: the next time or distance with no activity of its own is its
 * (`awaitingNumbers`, read by journal-timed). Words that use a cardio verb for something else ("ran out
 * of time", "walked to the rack", "rode the bus") and plans or sessions not done tell none.
 */
import type { LoggedSet } from '../schemas.ts';
import { CARDIO_QUANTITY, cardioName, cardioWord, TRAVEL } from './journal-cardio.ts';
import { toSets } from './journal-logged.ts';
import type { JournalState } from './journal-state.ts';

// Done, not planned: only past tenses say a session happened ("going for a run later" is a plan).
// "started out with a run", "kicked off with a row", "warmed up with a jog": the session a day opened
// with is done too.
// "I did squeeze in a bike ride", "did get a swim in": a "did" that stresses the verb after it tells it done.
const DID =
  '(?:did\\s+(?:squeeze|fit|sneak|get)|went|headed|got|did|had|finished|enjoyed|joined|met|completed|took|squeezed|fit|managed|snuck|started|began|kicked|opened|warmed)';
// Up to three words describing it ("an easy bike", "my usual morning"), never a preposition.
const DESCRIBED = String.raw`(?:(?!(?:of|on|in|at|to|for|with|from|and|but|after|before)\b)[\p{L}'’-]+\s+){0,3}`;
const SESSION = '(?:run|jog|shuffle|walk|hike|ride|swim|spin|bike|cycle)';
// Who or what the session was had with: "took the dog", "met Chuck", "met Chuck and Lance".
const WITH = String.raw`(?:(?:the|my|our)\s+)?\p{L}+(?:\s+(?:and|&)\s+\p{L}+)?\s+(?=for\b)`;
/** The session itself: "a long run", "an easy bike ride", "last night’s ride"; not "a run-through", "a run of bad luck", "a walk-in". */
const OBJECT = String.raw`(?:a|an|my|our|the|this|today['’]s|(?:last\s+night|this\s+(?:morning|afternoon|evening)|yesterday|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)['’]s)\s+${DESCRIBED}${SESSION}\b(?![-\s]*(?:through|thru)\b|-in\b|\s+of\b)`;
/**
 * "went for an easy bike ride", "went out to a group run", "did a little shuffle", "had a long ride",
 * "met Chuck for a long run": a session as the object of a past verb.
 */
const NOUN = new RegExp(
  String.raw`\b${DID}\s+(?:(?:out|off|in|back|up)\s+)?(?:${WITH})?(?:(?:for|to|on|in|with)\s+)?${OBJECT}`,
  'iu',
);
// "We backed this workout up with a tough bike workout", "followed it up with an easy swim", "topped the day
// off with a short run": a session the one before was followed by.
const FOLLOWED_BY = new RegExp(
  String.raw`\b(?:followed|backed|topped|rounded|finished)\s+(?:(?:it|this|that|the|my|our)\s+(?:[\p{L}'’-]+\s+)?)?(?:up|off)\s+with\s+${OBJECT}`,
  'iu',
);
// "Today was my long run", "this morning was an easy swim": the day's session named as what the day was.
const DAY_WAS = new RegExp(
  String.raw`\b(?:today|tonight|yesterday|last\s+night|this\s+(?:morning|afternoon|evening))\s+was\s+${OBJECT}`,
  'iu',
);
// "I met Chuck | and Lance for a long run": the rest of a clause whose past verb the chunk before holds.
const FOR_SESSION = new RegExp(String.raw`^(?:[\p{L}'’-]+\s+){0,3}for\s+${OBJECT}`, 'iu');
const DID_LAST = new RegExp(String.raw`\b${DID}\b[^.!?;]*$`, 'iu');
// "After 30 mins on the elliptical, I got on the stair master", "jumped on my bike just to loosen up": a
// machine or bike got onto is a bout on it (its time told or not); not "got on the scale", "got on the bus".
// "I was on the treadmill this morning", "the wife filmed me on the treadmill": the lifter told on a
// machine in the past (never "I'll be on the bike later", nor "the bar was on the rower") had the bout.
const GOT_ON =
  /\b(?:(?:got|jumped|hopped|climbed)\s+(?:back\s+)?on(?:to)?|(?:i\s+was|we\s+were|\p{L}{2,}ed\s+(?:me|us))\s+on)\s+(?:the|my|a|an)\s+(?:[\p{L}'’-]+\s+){0,2}?(?:bike|stair\s*master|stair\s*climber|stepper|step\s*mill|treadmill|elliptical|cross[\s-]*trainer|rower|rowing\s+machine|erg|ski\s*erg|spin\s+bike|assault\s+bike|air\s*bike)\b/iu;
// "and a couple of runs at the beach", "and two swims": more sessions of one kind, counted, in the list a
// past verb before opened ("I did squeeze in a bike ride | and a couple of runs").
const COUNTED = new RegExp(
  String.raw`^(?:and\s+|then\s+)*(a\s+couple(?:\s+of)?|two|three)\s+${DESCRIBED}(?:runs|jogs|walks|hikes|rides|swims|rows)\b`,
  'iu',
);
const COUNT_OF: Record<string, number> = { two: 2, three: 3 };
// "loaded our packs today, and climbed the best hills we have here", "climbed a mountain": hills or a
// mountain climbed on foot are a hike (Walking); not "climbed the stairs" (the stair climber's), the rope or
// a leaderboard.
const CLIMBED_HILLS =
  /\bclimbed[ \t]+(?:up[ \t]+)?(?:(?:the|some|a|our|two|three|several|a[ \t]+few)[ \t]+)?(?:[\p{L}'’-]+[ \t]+){0,2}?(?:hills?|mountains?|peaks?|fells?|mesas?)\b/iu;
// "went running", "went out swimming".
const GERUND =
  /\b(?:went|headed|got)\s+(?:out\s+)?(?:running|jogging|swimming|cycling|biking|hiking|walking|rowing|riding)\b/i;
// "I swam this morning", "jogged around the park": verbs that only ever tell a session.
const ONLY_SESSION = /\b(?:jogged|swam|hiked|biked|shuffled)\b|\bcycled\b(?!\s+(?:with|through|between)\b)/i;
// "I ran today", "rowed first": verbs with other uses ("ran the numbers", "walked away") tell a session
// only when nothing follows them but the end of the clause or when they were done.
const ENDS_CLAUSE =
  /\b(?:ran|walked|rode|rowed)(?=\s*(?:[.!?,;)]|$)|\s+(?:today|tonight|yesterday|this\s+(?:morning|afternoon|evening)|first|again|outside|before|after|in\s+the\s+(?:morning|afternoon|evening|rain|snow|dark)))/i;
// A plan, a habit or a session not done: "wanted to go for a run", "used to go for a swim".
const NOT_DONE =
  /\b(?:didn['’]?t|did\s+not|never|no|skipped|couldn['’]?t|could\s+not|wasn['’]?t|won['’]?t|instead\s+of|planned|plan|wanted|want|hope|hoping|tomorrow|next|used\s+to|usually|ago)\b/i;
/**
 * "did 2500", "swam 1650", "rowed 5000": a bare count after a swim or a row is its distance, in the pool's
 * or monitor's own unit; lengths of a pool and pieces on an erg come in multiples of 25.
 */
const COUNT_AFTER =
  /\b(?:did|swam|swim|rowed|row|got\s+in|finished|completed|managed)\s+(?:another\s+|a\s+total\s+of\s+)?(\d{3,5})\b(?![.,]?\d|\s*(?:reps?|sets?|times|x|lbs?|kgs?|kilos?|pounds?|cal\w*|%))/iu;

/**
 * "Today was my long run and I got in a full 6.2", "ran 8": a bare distance with no unit after a verb of
 * doing, in a run, walk or ride told beside it, is that bout's distance in the lifter's own unit. Never a
 * count of anything named after it ("did 8 hill sprints").
 */
const DISTANCE_AFTER =
  /\b(?:did|ran|got\s+in|finished|completed|managed|logged|walked|rode)\s+(?:(?:a|another|the)\s+)?(?:(?:full|solid|good|easy|quick|total\s+of)\s+)?(\d{1,2}(?:\.\d{1,2})?)(?![\d,]|\.\d)(?!\s*(?:[x×%#]|\p{L}))/iu;
const ROAD = new Set(['Running', 'Walking', 'Cycling']);

// "Warmup xtrainer", "Warm-up: rower", "warm up on the bike": a warm-up line naming only a machine or a
// way of moving tells the bout done on it (its time left unsaid), never a warm-up set of a lift.
const WARMED_ON =
  /^\s*warm(?:ed|ing)?[\s-]*ups?\s*[:–-]?\s*(?:(?:on|with|in)\s+)?(?:(?:the|a|an|some)\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?\s*[.!]?\s*$/iu;

/**
 * The session a chunk with no time or distance tells ({ name, note }), or undefined. `before` is the
 * clause before it on its line, which may name the swim a bare count is for.
 */
export function sessionTold(
  written: string,
  before = '',
): { name: string; note: string | null; count?: number } | undefined {
  // "biked over to the pool for a swim": the way there is no bout, the swim it went for is.
  const text = written.replace(TRAVEL, 'went for ');
  const count = COUNT_AFTER.exec(text);
  const counted = count ? cardioWord(`${before} ${text}`) : undefined;
  if (count && Number(count[1]) % 25 === 0 && (counted === 'Swimming' || counted === 'Rowing'))
    return { name: counted, note: count[1] ?? null };
  const distance = count ? null : DISTANCE_AFTER.exec(text);
  const road = distance ? cardioWord(`${before} ${text}`) : undefined;
  if (distance && road && ROAD.has(road)) return { name: road, note: distance[1] ?? null };
  if (/\d/.test(text)) return undefined;
  const listed = DID_LAST.test(before) ? COUNTED.exec(text) : null;
  const many = listed ? cardioWord(listed[0]) : undefined;
  if (listed && many)
    return { name: many, note: null, count: COUNT_OF[(listed[1] ?? '').toLowerCase()] ?? 2 };
  const hills = CLIMBED_HILLS.exec(text);
  const m =
    GOT_ON.exec(text) ??
    WARMED_ON.exec(text) ??
    NOUN.exec(text) ??
    FOLLOWED_BY.exec(text) ??
    DAY_WAS.exec(text) ??
    GERUND.exec(text) ??
    ONLY_SESSION.exec(text) ??
    ENDS_CLAUSE.exec(text) ??
    (DID_LAST.test(before) ? FOR_SESSION.exec(text) : null) ??
    hills;
  if (!m) return undefined;
  // "No gym today, but I went for a run": only a "not" in the session's own clause undoes it.
  const clause =
    text
      .slice(0, m.index)
      .split(/[,;]|\b(?:but|so|and|then)\b/i)
      .at(-1) ?? '';
  if (NOT_DONE.test(clause)) return undefined;
  const name = m === hills ? 'Walking' : cardioWord(m[0]);
  return name ? { name, note: null } : undefined;
}

/**
 * Logs the session a chunk tells. A session already logged is told again, not done again ("Ran 5k.
 * Good run."); when it still waits for its numbers, these are its ("Went swimming, did 1500").
 */
export function logSession(st: JournalState, text: string, before: string | undefined): boolean {
  const told = sessionTold(text, before);
  if (!told) return false;
  const last = st.sets.at(-1);
  // "a couple of runs": that many bouts, whatever was told before.
  if (told.count)
    st.log(
      toSets({ sets: told.count, reps: [null], weight: null, rpe: null }, told.name, undefined, false, null),
    );
  else if (awaitingNumbers(last) === told.name && last) last.notes = told.note;
  else if (!st.sets.some((s) => s.name === told.name && s.reps === null))
    st.log(
      toSets({ sets: 1, reps: [null], weight: null, rpe: null }, told.name, undefined, false, told.note),
    );
  st.notes.push(text);
  return true;
}

/**
 * The session told with no time or distance yet, when it is the last set: they may follow. Its note may
 * hold a tag ("Well", "(easy)") or a bare pool count, never a time or distance.
 */
export function awaitingNumbers(last: LoggedSet | undefined): string | undefined {
  const timed = (last?.notes ?? '').match(CARDIO_QUANTITY);
  return last && last.reps === null && !timed && cardioName(last.name) ? last.name : undefined;
}

// One quantity anywhere (CARDIO_QUANTITY is global, for matchAll; a global test would keep its place).
const A_QUANTITY = new RegExp(CARDIO_QUANTITY.source, 'i');

/**
 * "20 SSH" / "Capri Lap" / "20 SSH": in a list of counted moves, a row that only names a run or a lap
 * is one bout of it, run between the counts. Not a heading with its time or distance on the line under
 * it ("Run:" over "1 mile"), and never a line with numbers of its own (journal-timed reads those).
 */
export function logListedBout(st: JournalState, text: string, next: string | undefined): boolean {
  if (/\d/.test(text) || text.trim().split(/\s+/).length > 4) return false;
  if (next && A_QUANTITY.test(next)) return false;
  const name = cardioName(text);
  if (!name) return false;
  st.log(toSets({ sets: 1, reps: [null], weight: null, rpe: null }, name, undefined, false, text.trim()));
  return true;
}
