/** The six body-map groups (ids 1-6); the migration `0001_muscle_groups.sql` inserts the same rows. */
export const BODY_MAP_GROUPS = [
  { id: 1, name: 'chest', region: 'upper', displayName: 'Chest', svgId: 'chest' },
  { id: 2, name: 'back', region: 'upper', displayName: 'Back', svgId: 'back' },
  { id: 3, name: 'shoulders', region: 'upper', displayName: 'Shoulders', svgId: 'shoulders' },
  { id: 4, name: 'arms', region: 'upper', displayName: 'Arms', svgId: 'arms' },
  { id: 5, name: 'legs', region: 'lower', displayName: 'Legs', svgId: 'legs' },
  { id: 6, name: 'core', region: 'core', displayName: 'Core', svgId: 'core' },
] as const;
