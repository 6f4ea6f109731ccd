/**
 * Cardio in a journal ("10 min bike", "2 km row", "1000 meter row", "ran 5k"): logged as a set with
 * no reps or load and the time or distance as its note, never dropped. The catalogue has no cardio
 * machines, so these names are logged as written here, title-cased like any unknown name.
 */

const CARDIO: [RegExp, string][] = [
  // A machine known by its brand or model is its kind of cardio; the ski erg before the rowing erg.
  [/\bski[- ]?ergs?\b/i, 'SkiErg'],
  // "Early session on the Nordic Track, 20m": the NordicTrack is the ski machine it was sold as, its
  // brand written joined or apart; not the Nordic curl, a hamstring move named by one word alone.
  [/\bnordic ?tracks?\b/i, 'NordicTrack'],
  // Not a row the catalogue knows by the word before it ("Inverted Rows (60 Sec) 31 Reps", ring,
  // renegade and upright rows): a lift, whatever time is told beside it. A bare "row" stays the erg, as
  // the catalogue's default row ("barbell row") must too.
  [
    /(?<!\b(?:inverted|ring|renegade|upright)[\s-]*)\brows?\b|\b(?:rowed|rowing|rower|erg|ergometer|concept ?(?:2|ii|two))\b/i,
    'Rowing',
  ],
  // A fan bike works the arms too and is counted in calories, not kilometres: its own machine.
  [/\b(?:airdyne|air ?bike|assault ?bike|echo ?bike|fan ?bike)\b/i, 'Air Bike'],
  // "30 minutes on the trainer": a bike trainer, the machine a bike is ridden on indoors, named as the
  // machine (as the treadmill is), whatever else its sentence rides ("on a trainer in the spin room");
  // not a cross trainer (an elliptical), nor a personal trainer.
  [/\b(?:on\s+(?:the|my|a)|turbo|bike|indoor)\s+trainer\b(?!['’]s)/i, 'Bike Trainer'],
  [
    /\b(?:bike|biked|biking|bicycles?|bicycled|bicycling|cycle|cycled|cycling|spin|spinning|peloton|wattbike|zwift|ride|rode|riding)\b/i,
    'Cycling',
  ],
  // "the runnng machines": a running machine, typed in a hurry, is the treadmill; so is the "dreadmill",
  // the treadmill's nickname among runners.
  [/\b[td]read ?mill\b|\brun+i?n+g\s+machines?\b/i, 'Treadmill'],
  // Running in the deep end of a pool is its own kind: no impact, the distance an equivalent.
  [/\b(?:pool|aqua|deep[- ]?water)[- ]?(?:run(?:ning)?|jog(?:ging)?)\b|\baqua[- ]?jog/i, 'Pool Running'],
  // A lap swim is a swim. A shuffle is a slow run; a lateral shuffle is an agility drill, named as written. Hill repeats,
  // fartlek and tempo work are runs; so is a lap on the track, and a named lap of a course ("HAVEN LAP
  // (960ish m)"): a lap told as a bout of its own is run (laps counted, "20 laps", are a quantity). A
  // parkrun is a timed 5 km run.
  [
    /\b(?:runs?|ran|running|jog|jogged|jogging|sprints?|fartlek|hill\s+repeats?|lap(?![\s-]*swim)|park ?runs?)\b|(?<!\b(?:lateral|side)[\s-]*)\bshuffl(?:e|es|ed|ing)\b|\b(?:on|around)\s+(?:the|a)\s+(?:indoor\s+|outdoor\s+)?track\b/i,
    'Running',
  ],
  // A ruck, a trek, a backpacking trip and a load packed out (a hunter's haul) are walks under a pack;
  // not a gym that "was packed out".
  [
    /\b(?:walk|walked|walking|hike|hiked|hiking|ruck(?:s|ed|ing)?|trek(?:s|ked|king)?|backpack(?:ed|ing)|(?<!\b(?:is|was|are|were|be|been|got|get)\s+)pack(?:s|ed|ing)?\s+out|(?:hill|fell)[\s-]?walk(?:s|ed|ing)?)\b/i,
    'Walking',
  ],
  // "Lap swim 30 min", "pool laps": laps told of a pool are swum.
  [/\b(?:swim|swam|swimming)\b|\bpool\s+(?:laps?|lengths?)\b/i, 'Swimming'],
  // A paddler's session on the water: a kayak, a canoe, a surfski or a board.
  [/\b(?:paddl(?:e|ed|es|ing)|kayak(?:s|ed|ing)?|canoe(?:s|d|ing)?|surfski)\b/i, 'Paddling'],
  [/\b(?:elliptical|x[- ]?trainer|cross[- ]?trainer|arc ?trainer)\b/i, 'Elliptical'],
  // A step machine, stepper or step mill is the stair climber under another name; not a step-up.
  [
    /\b(?:stairs?|stair ?masters?|stair ?climbers?|stair ?steppers?|step ?mills?|steppers?|step(?:ping)? ?machines?)\b/i,
    'Stair Climber',
  ],
  [/\b(?:jump ?rope|skips?|skipping)\b/i, 'Jump Rope'],
  // "2 laps of the park", "a lap around the lake": laps of a place, no way of moving told, are run (a
  // pool's, a bike's and a walk's are named above).
  [/\blaps?\s+(?:of|around|round)\s+(?:the|a|my|our)\b/i, 'Running'],
  [/\b(?:cardio|conditioning)\b/i, 'Cardio'],
];

/**
 * The long words of the machines and activities above, spelt as those patterns read them: a word a
 * lifter mistypes ("traedmill", "elilptical") is taken for one of these (journal-spelling).
 */
export const CARDIO_WORDS = (
  'skierg rowing rower ergometer airdyne bicycle biking cycling cycled spinning peloton wattbike ' +
  'treadmill running jogging sprints fartlek shuffle walking hiking swimming paddling kayaking elliptical trainer stairs ' +
  'stairmaster climber stepper skipping cardio conditioning'
).split(' ');

/** Rest, sleep and the session's own length are durations too, but not cardio. */
export const NOT_CARDIO =
  /\b(?:rest|rested|resting|break|between|sleep|slept|nap|workout|session|duration|hold|held)\b/i;

// "swimming the duration of the session", "ran for the whole workout": the activity filled the session,
// so the session named is no length of its own beside the bout's numbers.
const WHOLE_SESSION =
  /\b(?:for\s+)?(?:the\s+)?(?:whole|entire|full|(?:duration|length|rest|remainder)\s+of\s+the)\s+(?:session|workout|class)\b/gi;

/** The cardio a chunk names ("rowing machine" → Rowing), if any. */
export function cardioName(text: string): string | undefined {
  const said = onTheMachine(text).replace(WHOLE_SESSION, ' ');
  return NOT_CARDIO.test(said) ? undefined : cardioWord(said);
}

// Words between an activity and its time or distance that tell nothing of their own: "walked about 5
// miles", "10 minutes of fast-walking", "20 min on the bike".
const FILLER =
  '(?:for|about|around|roughly|nearly|almost|over|just|another|an?|the|my|of|on|in|at|some|easy|hard|brisk|steady|fast|slow)';
// The word before the activity comes with it: "lateral shuffles" is a drill, not a run.
const WORD_BEFORE = new RegExp(String.raw`((?:[\p{L}'’-]+\s+)?[\p{L}'’-]+)(?:\s+${FILLER})*\s*$`, 'iu');
const WORD_AFTER = new RegExp(String.raw`^\s*(?:${FILLER}\s+)*([\p{L}'’-]+)`, 'iu');

/**
 * The activity said right beside a time or distance owns it, whatever else its sentence speaks of: "I
 * walked 5 miles as a recovery workout", "after my workout I rowed 2k", "10 minutes of fast-walking".
 * Only a rest, a session or a hold beside it takes it ("rest 2 min between rows", "a 45 minute workout").
 * `lead` and `trail` are the words before and after the quantity.
 */
export function cardioBeside(lead: string, trail: string): string | undefined {
  const near = [WORD_BEFORE.exec(lead)?.[1] ?? '', WORD_AFTER.exec(trail)?.[1] ?? ''].join(' ');
  return NOT_CARDIO.test(near) ? undefined : cardioWord(near);
}

/**
 * "15 minutes on the cross trainer doing the Hill Ride workout": what a bout was spent doing names its
 * program, not its machine, once the words before it name one; those words alone tell the bout.
 */
function onTheMachine(text: string): string {
  const doing = /\bdoing\b/i.exec(text);
  const before = doing ? text.slice(0, doing.index) : '';
  return before && firstCardio(before.replace(NO_SESSION, ' ')) ? before : text;
}

// "I ran over to the YMCA for a swim", "cycled to the pool for a swim": the way to where a bout was done is
// no bout of its own; the activity it went for is (journal-session reads it as "went for a swim").
const TRAVEL_SOURCE = String.raw`\b(?:run|ran|running|walk|walked|walking|jog|jogged|jogging|bike|biked|biking|cycled|cycling|drove|driving)\s+(?:(?:over|across|round|down)\s+)?to\s+[^.!?,;\d]{1,40}?\s+for\s+(?=(?:a|an|my|some|the)\s)`;
export const TRAVEL = new RegExp(TRAVEL_SOURCE, 'gi');

/**
 * Cardio words that tell no session: "ran out of time", "running late", "time runs short", "rode the
 * bus", "breathing like I'd just run sprints", the way to where a bout was done ("ran over to the YMCA for a
 * swim"). Taken out before the words are read.
 */
const NO_SESSION = new RegExp(
  [
    String.raw`\b(?:run|runs|ran|running)\s+(?:out|late|low|short|behind|into)\b`,
    // "as part of the strength and conditioning class": a class named for strength work tells no bout
    // (journal-told-bouts joins its words, so no reader splits the name at its "and").
    String.raw`\bstrength[\s-]+(?:(?:and|&|n)[\s-]+)?conditioning\b`,
    String.raw`\b(?:ride|rides|rode|riding)\s+(?:the|a|my)\s+(?:bus|train|subway|tube|tram|metro|elevator|lift|escalator|taxi|cab)\b`,
    // "I ran over to the YMCA for a swim": the way there (TRAVEL) is no bout.
    TRAVEL_SOURCE,
    String.raw`\b(?:like|as\s+if|as\s+though)\s+(?:i|you|we)(?:['’]d|\s+had|\s+have)?\s+(?:just\s+)?(?:run|ran|swum|swam|rode|ridden|rowed|cycled|jogged|sprinted|walked|hiked)\b[^.!?;,]*`,
  ].join('|'),
  'gi',
);

/** The cardio a sentence mentions, even one that also speaks of breaks ("run …, but take breaks"). */
export function cardioWord(text: string): string | undefined {
  return firstCardio(onTheMachine(text).replace(NO_SESSION, ' '));
}

function firstCardio(said: string): string | undefined {
  for (const [re, name] of CARDIO) if (re.test(said)) return name;
  return undefined;
}

/**
 * Time and distance as lifters write them: "10 min", "2min", "5k", "1000 meter", "1.5 miles", "1m", "8:05",
 * "250y/2:00" (yards on an interval), laps and a pool's lengths ("swam 34 lengths"), a walk's steps counted
 * ("walked 10000 steps"; not "3 steps" of a drill); and calories, a machine's measure of the bout ("220 cal on the
 * elliptical", "20 cal assault bike"), never a load. Not one written as a plural noun ("volume work with
 * the 20k's": the bells of that weight).
 */
export const CARDIO_QUANTITY =
  /(?<![\d.:])\d{1,2}:\d{2}(?::\d{2})?(?:\.\d)?(?![\d:])|(?<![\d.])\d+(?:\.\d+)?(?:\s*|-)(?:min|mins|minutes?|hours?|hrs?|h|secs?|seconds?|km|k|kilometers?|kilometres?|miles?|mi|m|meters?|metres?|yards?|yds?|ft|feet|laps?|lengths?|cals?|calories|kcals?)\b(?!['’]s\b)|(?<![\d.])\d+y\b(?:\s*\/\s*\d{0,2}:\d{2})?|(?<![\d.])\d{3,6}\s*steps\b/gi;

/**
 * A pace is no quantity of its own ("17:00 pace", "7:30/mile", "2:07/500m", "the pace on my sportband said 8:44",
 * "10 minute/mile pace", "9-minute miles"): read before time and distance, so a bout's pace never passes for
 * its time. The pace is group 1, 2 or (in whole minutes) 3.
 */
export const PACE =
  /(?<![\d.:])(\d{1,2}:\d{2}(?:\.\d)?)(?:\s*(?:min(?:ute)?s?\s*)?(?:(?:\/|per)\s*)?(?:miles?|mi|km|k|500\s*m)\b|(?=\s*pace\b))|\bpace\b(?=[^\d.!?]{0,40}?(?<![\d.:])\d{1,2}:\d{2}(?![\d:]))[^\d.!?]{0,40}?(?<![\d.:])(\d{1,2}:\d{2})(?![\d:])|(?<![\d.:])(\d{1,2}(?:\.\d)?)\s*-?\s*min(?:ute)?s?\s*(?:(?:\/|per|a)\s*(?:miles?|mi|km|k)\b|miles?\b(?:\s*pace\b)?|(?=\s*pace\b))/gi;

// "averaging between 1:49 and 1:55", "avg 2:05", "average split of 1:52": a time the lifter averaged is
// the pace (on an erg, per 500 m), each time of a range too. Not "averaging 20 minutes a day".
const AVERAGED =
  /\b(?:averag(?:e|ed|ing)|avg\.?)(?:\s+(?:a|an|of|at|about|around|roughly|between|from|split|splits|pace|time))*\s+(\d{1,2}:\d{2}(?:\.\d)?)(?![\d:])(?:\s*(?:and|to|-|–)\s*(\d{1,2}:\d{2}(?:\.\d)?)(?![\d:]))?(?!\s*(?:pace|\/|per)\b)/gi;

/** A line with each averaged time written as the pace it is ("averaging 1:49 pace and 1:55 pace"). */
export function averagedPaces(line: string): string {
  if (!line.includes(':')) return line;
  return line.replace(AVERAGED, (whole, first: string, second?: string) => {
    const head = whole.slice(0, whole.indexOf(first));
    return `${head}${first} pace${second ? ` and ${second} pace` : ''}`;
  });
}

// "Two hours, 30 miles, and 1,600ft of elevation change", "800m of climbing", "2000 ft elevation gain",
// "2,000 ft of gain":
// the height climbed on a ride or run is no distance of its own.
const CLIMBED =
  /(?<![\d.,])\d{1,3}(?:,\d{3})*(?:\.\d+)?\s*(?:ft|feet|foot|m|metres?|meters?)\s+(?:of\s+)?(?:elevation|vertical|vert|climbing|ascent|climb|gain(?:ed)?)(?:\s+(?:gain(?:ed)?|change|climbed))?\b/gi;

// The number and unit of a height climbed ("1,600ft of"), built once (a \p{…} literal in a function is
// rebuilt per call under tsx).
const CLIMBED_NUMBER = /^[\d.,]+\s*\p{L}+\s+(?:of\s+)?/u;

/** A line with each height climbed told without its number, so it reads as no distance. */
export function climbedOut(line: string): string {
  return line.replace(CLIMBED, (whole) => whole.replace(CLIMBED_NUMBER, ''));
}

// "according to my rower, 4.30 today", "Rower 4.30": minutes and seconds written with a dot, the only
// number of a line naming a cardio machine or activity, is its time (a decimal load has no cardio beside).
const DOTTED_TIME =
  /(?<![\d.:,])(\d{1,2})\.([0-5]\d)(?![\d.,]|\s*(?:%|[x×*]|kgs?\b|lbs?\b|kilos?\b|pounds?\b|#|k\b|km|mi\b|miles?|m\b|meters?|metres?|mph|kph|hours?|hrs?|h\b|min|minutes?|secs?|seconds?|reps?|sets?|cal))/;
const DIGIT_RUNS = /\d+(?:[.,:]\d+)*/g;

/** A line whose one number is a time written "4.30" beside its cardio, with the time as "4:30". */
export function dottedTime(line: string): string {
  if (!line.includes('.') || (line.match(DIGIT_RUNS) ?? []).length !== 1 || !cardioWord(line)) return line;
  return line.replace(DOTTED_TIME, '$1:$2');
}

/** A speed is no distance ("21.7km/hr", "16.1mi/h", "at 4 MPH", "6 km per hour"): read before distances. */
export const SPEED =
  /(?:@|\bat\b)?\s*(?<![\d.])\d+(?:\.\d+)?\s*(?:mph|kph|kmph|kmh|(?:km|mi)\s*\/\s*hr?|(?:km|kilomet(?:er|re)s?|mi|miles?)\s+(?:per|an|a)\s+hour)(?![a-z])/gi;

/** A distance's unit as lifters write it ("5k", "9 miles", "400m", "20 lengths"), as a regex source. */
export const DISTANCE_UNIT =
  '(?:km|k|kilomet(?:er|re)s?|miles?|mi|m|meters?|metres?|yards?|yds?|y|laps?|lengths?)';

type Kind = 'time' | 'distance' | 'laps' | 'm';
const METRES: [RegExp, number][] = [
  [/^(?:km|k|kilomet(?:er|re)s?)$/, 1000],
  [/^(?:miles?|mi)$/, 1609.34],
  [/^(?:meters?|metres?)$/, 1],
  [/^(?:yards?|yds?|y)$/, 0.9144],
  [/^(?:ft|feet)$/, 0.3048],
];
const SECONDS: [RegExp, number][] = [
  [/^(?:min|mins|minutes?)$/, 60],
  [/^(?:hours?|hrs?|h)$/, 3600],
  [/^(?:secs?|seconds?)$/, 1],
];

/** The time and distance a cardio note or chunk holds, each as one kind and value; paces left out. */
function quantities(text: string): { kind: Kind; value: number }[] {
  const out: { kind: Kind; value: number }[] = [];
  const paces = new Set([...text.matchAll(PACE)].map((m) => m.index));
  for (const m of text.matchAll(CARDIO_QUANTITY)) {
    if (paces.has(m.index) || /^\s*pace\b/i.test(text.slice((m.index ?? 0) + m[0].length))) continue;
    const q = m[0].trim().toLowerCase();
    if (q.includes(':') && !/y\b/.test(q)) {
      const parts = q.split(':').map(Number);
      out.push({ kind: 'time', value: parts.reduce((a, b) => a * 60 + b, 0) });
      continue;
    }
    const [, n, unit] = /^(\d+(?:\.\d+)?)\s*-?\s*([a-z]+)/.exec(q) ?? [];
    const value = Number(n);
    const metres = METRES.find(([re]) => re.test(unit ?? ''))?.[1];
    const seconds = SECONDS.find(([re]) => re.test(unit ?? ''))?.[1];
    if (metres) out.push({ kind: 'distance', value: value * metres });
    else if (seconds) out.push({ kind: 'time', value: value * seconds });
    else out.push({ kind: /^(?:laps?|lengths?)$/.test(unit ?? '') ? 'laps' : 'm', value });
  }
  return out;
}

// "10 miles including a tempo run", "8 km with": words that open a part of the bout, its numbers to follow.
const OPENS_PART =
  /\b(?:including|incl\.?|inc\.|of\s+which|with)\b(?:\s+(?:a|an|the|some|my))?(?:\s+[\p{L}-]+){0,3}\s*[(:–-]?\s*$/iu;
// "for 1st 20 min", "last 5 min", "the final mile", "third km", "mile 2", "splits": a stretch of the bout
// named by where it falls.
const NAMES_PART =
  /\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th)|last|final|middle)\s+(?:set\s+)?(?:\d|(?:half|mile|km|k|kilomet(?:er|re)|lap|minute|500m?)s?\b)|\b(?:mile|km|k|lap|split)\s*#?\d{1,2}\b|\bsplit(?:s|ting)?\b/i;

/**
 * One cardio bout, however many lines or sentences tell it ("Walk:\n1.43 miles\n24:19\n17:00 pace",
 * "I ran two miles … I ran the two-mile loop in 17:53", "6.05km (3.75 miles)"): the note of the bout
 * with what `more` adds, or null when `more` is another bout (a second, different distance or time).
 * A part of the bout is inside it, not another bout: a distance or time no longer than the bout's,
 * opened by the words said just before it (`lead`: "10M including tempo run (5M - 27:33)") or named by
 * its own (`own`: "25 minutes, … 1st 20 min=3.2, last 5 min=3.6").
 */
export function sameBout(note: string, more: string, lead = '', own = ''): string | null {
  const have = quantities(note);
  const part = OPENS_PART.test(lead) || NAMES_PART.test(own) ? withPart(note, more) : null;
  if (part) return part;
  for (const q of quantities(more)) {
    const held = have.find((h) => h.kind === q.kind);
    if (held && Math.abs(held.value - q.value) > held.value * 0.02) return null;
  }
  const told = more.split(/,\s*/).filter((q) => !note.includes(q) && !quantitiesEqual(note, q));
  return [note, ...told].filter(Boolean).join(', ');
}

const PARTS = ', including ';

/**
 * The bout's note with `more` as one more of its parts ("20 minutes, including 5 minutes, 3 minutes"),
 * or null when the parts would outgrow the bout: the bout is its first time and distance, its parts all
 * told after ", including", and together they never last longer or go further than it.
 */
export function withPart(note: string, more: string): string | null {
  const at = note.indexOf(PARTS);
  const whole = quantities(at < 0 ? note : note.slice(0, at));
  if (!whole.length) return null;
  const parts = [...(at < 0 ? [] : quantities(note.slice(at))), ...quantities(more)];
  for (const { kind, value } of whole) {
    const sum = parts.filter((p) => p.kind === kind).reduce((a, p) => a + p.value, 0);
    if (sum > value * 1.02) return null;
  }
  return `${note}${at < 0 ? PARTS : ', '}${more}`;
}

const quantitiesEqual = (note: string, q: string) => {
  const [one] = quantities(q);
  return one !== undefined && quantities(note).some((h) => h.kind === one.kind && h.value === one.value);
};

/** "4.5 miles in 46 minutes": a distance run in a time, with no activity named, is a run. */
export function distanceInTime(cardio: string | null): boolean {
  const kinds = quantities(cardio ?? '').map((q) => q.kind);
  return kinds.includes('distance') && kinds.includes('time');
}

// "an easy 10k", "a hilly 5K", "my usual 8 km", "another 3 miles": a road distance as the object of
// the sentence, after an article and up to three words describing it.
const THE_DISTANCE =
  /\b(?:a|an|my|the|this|today['’]s|another|our)(?:\s+(?!(?:of|on|in|at|to|for|with|from|and|but)\b)[\p{L}'’-]+){0,3}\s*$/iu;

/**
 * "I started off the gym session with an excellent hilly 5K", "did an easy 10k": a road distance told
 * as the thing done is a run, whatever the sentence around it speaks of; `lead` is the words before it.
 */
export function distanceTold(cardio: string | null, lead: string): boolean {
  return (
    /^\d+(?:\.\d+)?\s*(?:k|km|kilomet(?:er|re)s?|mi|miles?)$/i.test(cardio ?? '') && THE_DISTANCE.test(lead)
  );
}
