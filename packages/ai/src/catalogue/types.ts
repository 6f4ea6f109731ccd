import { BODY_GROUPS, type BodyGroup, EQUIPMENT, type Equipment } from '../schemas.ts';

/** How an exercise moves; swaps keep the pattern so a replacement trains the same way. */
export const MOVEMENT_PATTERNS = [
  'horizontal_push',
  'vertical_push',
  'horizontal_pull',
  'vertical_pull',
  'squat',
  'hinge',
  'lunge',
  'isolation_chest',
  'isolation_shoulders',
  'isolation_back',
  'isolation_arms',
  'isolation_legs',
  'calves',
  'core',
  'carry',
  'olympic',
  'conditioning',
] as const;
export type MovementPattern = (typeof MOVEMENT_PATTERNS)[number];

export interface CatalogueExercise {
  /** canonical, lower-case; the UI title-cases */
  name: string;
  /** what lifters actually write */
  aliases: readonly string[];
  primary: readonly BodyGroup[];
  secondary: readonly BodyGroup[];
  /** finer muscles, the main mover first */
  muscles: readonly string[];
  /** everything it needs; pure bodyweight moves need ['bodyweight'] */
  equipment: readonly Equipment[];
  isBodyweight: boolean;
  pattern: MovementPattern;
}

function words<T extends string>(list: string, allowed: readonly T[], what: string): T[] {
  const out: T[] = [];
  for (const w of list.split(/\s+/).filter(Boolean)) {
    if (!(allowed as readonly string[]).includes(w)) throw new Error(`catalogue: unknown ${what} '${w}'`);
    out.push(w as T);
  }
  return out;
}

/**
 * Compact row builder for the data files: groups and equipment are space-separated, muscles and
 * aliases comma-separated. Unknown groups or equipment throw at load, so a typo cannot ship.
 */
export function ex(
  name: string,
  aliases: string,
  primary: string,
  secondary: string,
  muscles: string,
  equipment: string,
  pattern: MovementPattern,
  isBodyweight = false,
): CatalogueExercise {
  const list = (s: string) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  return {
    name,
    aliases: list(aliases),
    primary: words(primary, BODY_GROUPS, 'body group'),
    secondary: words(secondary, BODY_GROUPS, 'body group'),
    muscles: list(muscles),
    equipment: words(equipment, EQUIPMENT, 'equipment'),
    isBodyweight,
    pattern,
  };
}
