/**
 * Loads a lifter names for reference, not lifted today: a goal or target beside the name ("Squats (Goal
 * Weight: 140kg)", "Bench – target 100 kg"). Dropped before the line is split, so the sets under it keep
 * their own loads. (An old best in a sentence is a remark: HABIT in journal-remarks.ts.)
 */
const LOAD = String.raw`\d+(?:[.,]\d+)?\s*(?:kgs?|lbs?|kilos?|pounds?|#)?`;

const GOAL = new RegExp(
  String.raw`[([]\s*(?:my\s+)?(?:goal|target|aim)(?:\s+(?:weight|load))?\s*[:=-]?\s*${LOAD}\s*[)\]]|[-–—,]\s*(?:my\s+)?(?:goal|target)(?:\s+(?:weight|load))?\s*[:=]?\s*${LOAD}\s*$`,
  'gi',
);

/** "(Goal Weight: 140kg)", "– target 100 kg": a load aimed at, not a set. */
export function dropReferenceLoads(line: string): string {
  return line.replace(GOAL, ' ');
}
