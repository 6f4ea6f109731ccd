/**
 * The spec's six muscle groups (ids 1-6, its card order) and how the drawn figure's parts map onto the
 * API's finer muscles (keys shared with the figure's source, react-body-highlighter).
 */
import type { BodyGroup } from '@coach/ai/schemas';
import type { FigurePart } from './figure-data.ts';

export interface MuscleGroupInfo {
  id: number;
  key: BodyGroup;
  name: string;
}

export const MUSCLE_GROUPS: readonly MuscleGroupInfo[] = [
  { id: 1, key: 'chest', name: 'Chest' },
  { id: 2, key: 'back', name: 'Back' },
  { id: 3, key: 'shoulders', name: 'Shoulders' },
  { id: 4, key: 'arms', name: 'Arms' },
  { id: 5, key: 'legs', name: 'Legs' },
  { id: 6, key: 'core', name: 'Core' },
];

export const groupByKey = (key: string) => MUSCLE_GROUPS.find((g) => g.key === key);

/**
 * The API muscle each drawn part shows; null for outline-only parts (head, neck, knees). The soleus is
 * drawn apart but counted with the calves.
 */
export function muscleKeyOf(part: FigurePart): string | null {
  if (part === 'head' || part === 'neck' || part === 'knees') return null;
  if (part === 'soleus') return 'calves';
  return part;
}
