/**
 * Names lifters give common moves that the catalogue's own names and aliases do not reach, put in the
 * catalogue's words once for the whole entry, before any reader sees a name:
 * - "KBS" in capitals is the kettlebell swing (CrossFit's shorthand), as are "Russian KBS" and
 *   "American KBS" in any case (the style kept beside the name, in brackets: the catalogue has one swing). Not "KBs", the plural of "KB" (kettlebells: "2 KBs @ 24kg"), and not a
 *   lower-case "kbs" alone, which the catalogue reads as kettlebells. These are not catalogue aliases:
 *   "kbs" singularises to "kb", so an alias misread "35# KB" as swings (journal-round28-circuits).
 * - "TRX rows", "suspension rows" and "Australian rows" are rows under a bar or on straps with the
 *   body's weight: the catalogue's inverted row (it has ring rows and Australian pull-ups already).
 *   Written as the catalogue's name here and not as aliases, which would give the inverted row the
 *   short labels "TR" and "AR" (journal-abbrev) that the T-bar row and the ab rollout hold. As the
 *   inverted row they are a lift, never the rowing erg, whatever time is told beside them.
 * - "Front lateral raises" are front raises (a raise to the front is no lateral one, whatever it is called).
 * - "Side laterals" are lateral raises, "rear laterals" and "rear lateral raises" the rear delt fly (the
 *   same move bent over), "skullies" skull crushers.
 * - "DLs", "GMs", "HTs", "BSs": a short label in capitals with a lower-case "s" is its plural, the label
 *   ("DL" the deadlift, "BS" the back squat, not "BSS" the Bulgarian split squat), when the label is a
 *   catalogue name, or two letters of a lifter's short label (journal-abbrev): a made-up three-letter
 *   label is the lifter's own ("SLRs", straight-leg raises, stay as written). Not "RMs", "PRs", "KBs".
 * - "100 skips with the rope", "rope skips", "skipping ropes": a jump rope's turns counted, its reps.
 * - "Lawnmowers", "lawn mower pulls": the one-arm dumbbell row, pulled like a mower's starter cord.
 * - "Nordic Track", "nordic-track": the NordicTrack ski machine, its brand written in one word, so that its
 *   first word is never the Nordic curl the catalogue knows as "nordic" (journal-cardio names the machine).
 * - "4 box bar muscle up": the muscle-up written apart and singular (round 35), written as one word (the catalogue's alias), so that "up"
 *   is never the filler a name is cut at ("muscle ups" is the catalogue's already).
 */
import { findExercise } from '../catalogue/index.ts';
import { abbreviation } from './journal-abbrev.ts';

// "KBS" in capitals, a word of its own ("KBS 3x20", "20 KBS", "KBS:").
const KBS = /(?<![\p{L}\d])KBS(?![\p{L}])/gu;
// "Russian KBS", "american kbs", "American KB swings", "american swings": the swing named by its style.
const STYLED_KBS = /\b(russian|american)[\s-]+(?:kbs|(?:kb|kettlebell)[\s-]+swings?|swings?)\b/gi;
// "TRX rows", "TRX row", "suspension rows", "Australian rows": an inverted row.
const INVERTED = /\b(?:trx|suspension|australian|aussie)[\s-]+(rows?)\b/gi;

// "Side laterals", "rear laterals", "rear delt lateral raises", "skullies" ("side lateral raise" is named
// already).
const SIDE_LATERALS = /\bside[\s-]+laterals?\b(?![\s-]+raises?\b)/gi;
const REAR_LATERALS = /\brear(?:[\s-]+delts?)?[\s-]+lateral(?:s|[\s-]+raises?)?\b/gi;
const FRONT_LATERALS = /\bfront[\s-]+lateral(?:s|[\s-]+raises?)?\b/gi;
const SKULLIES = /\bskull(?:ies|y)\b/gi;
// "on the Nordic Track, 20m": the ski machine's brand, written apart.
const NORDIC_TRACK = /\bnordic[\s-]+(tracks?)\b/gi;

// "100 skips with the rope", "rope skips", "skipping ropes", "50 jump ropes": turns of a jump rope counted,
// its reps (journal-cardio names it). Not "skips" alone, a runner's drill ("A-skips", "high skips").
const ROPE_SKIPS =
  /\b(?:rope[\s-]+skips?|skips?[\s-]+(?:with|on)[\s-]+(?:the|a|my)[\s-]+(?:skipping[\s-]+|jump[\s-]+)?rope|skipping[\s-]+ropes?|jump[\s-]+ropes)\b/gi;

// "bar muscle up", "Muscle Up": the muscle-up apart and singular.
const MUSCLE_UP = /\bmuscle[ \t]+up\b/gi;
// "Lawnmowers", "lawn mower pulls", "lawnmower rows" (round 35): the one-arm dumbbell row pulled like a
// mower's cord (P90X and home-workout writers).
const LAWNMOWERS = /\blawn[\s-]?mowers?(?:[\s-]+(?:rows?|pulls?|starts?))?\b/gi;

// "DLs", "GMs": two or three capitals, then a lower-case "s", a word of its own.
const PLURAL_LABEL = /(?<![\p{L}\d])([A-Z]{2,3})s(?![\p{L}\d])/gu;
const NOT_LIFTS = new Set(['rm', 'rms']);
const labelled = (label: string) =>
  !NOT_LIFTS.has(label) &&
  (findExercise(label) !== undefined || (label.length === 2 && abbreviation(label) !== undefined));

/** The entry with lifters' names for these moves in the catalogue's words. */
export function lifterNames(text: string): string {
  const plural = text.replace(PLURAL_LABEL, (whole, label: string) =>
    labelled(label.toLowerCase()) ? label : whole,
  );
  if (
    !/kbs|russian|american|trx|suspension|australian|aussie|lateral|skull|nordic|rope|muscle|mower/i.test(
      plural,
    )
  )
    return plural;
  return plural
    .replace(MUSCLE_UP, 'muscleup')
    .replace(NORDIC_TRACK, 'Nordic$1')
    .replace(ROPE_SKIPS, 'jump rope')
    .replace(FRONT_LATERALS, 'front raises')
    .replace(SIDE_LATERALS, 'lateral raises')
    .replace(REAR_LATERALS, 'rear delt flyes')
    .replace(SKULLIES, 'skull crushers')
    .replace(STYLED_KBS, (_, style: string) => `kettlebell swings (${style})`)
    .replace(KBS, 'kettlebell swings')
    .replace(INVERTED, 'inverted $1')
    .replace(LAWNMOWERS, 'one-arm dumbbell rows');
}
