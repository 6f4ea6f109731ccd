-- The six body-map groups are reference data with fixed ids (1-6).
INSERT INTO "muscle_groups" ("id", "name", "region", "display_name", "svg_id") VALUES
  (1, 'chest', 'upper', 'Chest', 'chest'),
  (2, 'back', 'upper', 'Back', 'back'),
  (3, 'shoulders', 'upper', 'Shoulders', 'shoulders'),
  (4, 'arms', 'upper', 'Arms', 'arms'),
  (5, 'legs', 'lower', 'Legs', 'legs'),
  (6, 'core', 'core', 'Core', 'core')
ON CONFLICT ("id") DO NOTHING;
