/**
 * Cardio in a journal ("10 min bike", "2 km row", "1000 meter row", "ran 5k"): logged as a set with
 * no reps or load and the time or distance as its note, never dropped. The catalogue has no cardio
 * machines, so these names are logged as written here, title-cased like any unknown name.
 */

const CARDIO: [RegExp, string][] = [
  [/\b(?:rows?|rowed|rowing|rower|erg|ergometer|concept ?2)\b/i, 'Rowing'],
  // A fan bike works the arms too and is counted in calories, not kilometres: its own machine.
  [/\b(?:airdyne|air ?bike|assault ?bike|echo ?bike|fan ?bike)\b/i, 'Air Bike'],
  [/\b(?:bike|biking|cycle|cycling|spin|spinning|peloton|rode|riding)\b/i, 'Cycling'],
  [/\btread ?mill\b/i, 'Treadmill'],
  [/\b(?:run|ran|running|jog|jogged|jogging|sprints?)\b/i, 'Running'],
  [/\b(?:walk|walked|walking|hike|hiking)\b/i, 'Walking'],
  [/\b(?:swim|swam|swimming)\b/i, 'Swimming'],
  [/\b(?:elliptical|x[- ]?trainer|cross[- ]?trainer|arc ?trainer)\b/i, 'Elliptical'],
  [/\b(?:stairs?|stairmaster|stair ?climber|stepmill)\b/i, 'Stair Climber'],
  [/\b(?:jump ?rope|skips?|skipping)\b/i, 'Jump Rope'],
  [/\b(?:cardio|conditioning)\b/i, 'Cardio'],
];

/** Rest, sleep and the session's own length are durations too, but not cardio. */
const NOT_CARDIO =
  /\b(?:rest|rested|resting|break|between|sleep|slept|nap|workout|session|duration|hold|held)\b/i;

/** The cardio a chunk names ("rowing machine" → Rowing), if any. */
export function cardioName(text: string): string | undefined {
  if (NOT_CARDIO.test(text)) return undefined;
  for (const [re, name] of CARDIO) if (re.test(text)) return name;
  return undefined;
}

/** Time and distance as lifters write them: "10 min", "2min", "5k", "1000 meter", "1.5 miles", "1m", "8:05", "250y/2:00" (yards on an interval). */
export const CARDIO_QUANTITY =
  /(?<![\d.:])\d{1,2}:\d{2}(?::\d{2})?(?![\d:])|(?<![\d.])\d+(?:\.\d+)?(?:\s*|-)(?:min|mins|minutes?|hours?|hrs?|h|secs?|seconds?|km|k|kilometers?|kilometres?|miles?|mi|m|meters?|metres?|yards?|yds?|ft|feet|laps?)\b|(?<![\d.])\d+y\b(?:\s*\/\s*\d{0,2}:\d{2})?/gi;
