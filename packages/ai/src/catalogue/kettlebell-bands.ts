// biome-ignore-all format: one exercise per line keeps the catalogue readable as a table
import { type CatalogueExercise, ex } from './types.ts';

export const KETTLEBELL: CatalogueExercise[] = [
  ex('kettlebell swing', 'kb swing, kb swings, kettlebell swings, swings, swing, russian swing, two hand swing, two handed swing, two hand sw, one hand swing, one hand sw, one arm swing, kb sw', 'legs', 'back core', 'glutes, hamstrings, spinal erectors', 'kettlebell', 'hinge'),
  ex('kettlebell goblet squat', 'kb goblet squat, kb goblet squats, kettlebell goblet squats', 'legs', 'core', 'quads, glutes', 'kettlebell', 'squat'),
  ex('kettlebell front squat', 'kb front squat, double kettlebell front squat', 'legs', 'core', 'quads, glutes, abs', 'kettlebell', 'squat'),
  ex('kettlebell deadlift', 'kb deadlift, kb deadlifts, kettlebell deadlifts', 'legs', 'back', 'glutes, hamstrings', 'kettlebell', 'hinge'),
  ex('kettlebell clean', 'kb clean, kb cleans, kettlebell cleans', 'legs', 'back shoulders', 'glutes, hamstrings, forearms', 'kettlebell', 'olympic'),
  ex('kettlebell snatch', 'kb snatch, kb snatches, kettlebell snatches', 'legs', 'shoulders back', 'glutes, hamstrings, side delts', 'kettlebell', 'olympic'),
  ex('kettlebell press', 'kb press, kb overhead press, kettlebell overhead press, kb shoulder press', 'shoulders', 'arms core', 'front delts, triceps', 'kettlebell', 'vertical_push'),
  ex('kettlebell row', 'kb row, kb rows, kettlebell rows', 'back', 'arms', 'lats, upper back, biceps', 'kettlebell', 'horizontal_pull'),
  ex('turkish get-up', 'tgu, turkish getup, turkish get up, get ups, get-ups', 'core', 'shoulders legs', 'abs, obliques, shoulders, glutes', 'kettlebell', 'core'),
  ex('kettlebell windmill', 'kb windmill, windmill, windmills', 'core', 'shoulders', 'obliques, abs, side delts', 'kettlebell', 'core'),
  ex('kettlebell arm bar', 'kb arm bar, kb arm bars, arm bar, arm bars, armbar, armbars', 'shoulders', 'core', 'rotator cuff, side delts, obliques', 'kettlebell', 'core'),
  ex('kettlebell thruster', 'kb thruster, kb thrusters', 'legs', 'shoulders', 'quads, glutes, front delts', 'kettlebell', 'conditioning'),
  ex('kettlebell farmer carry', 'kb farmer carry, kb carry, kettlebell carry, kb farmers walk', 'core', 'back arms', 'forearms, traps, abs', 'kettlebell', 'carry'),
  ex('kettlebell lunge', 'kb lunge, kb lunges, kettlebell lunges', 'legs', '', 'quads, glutes', 'kettlebell', 'lunge'),
];

export const BANDS: CatalogueExercise[] = [
  ex('band pull-apart', 'band pull apart, band pull aparts, pull aparts, pull-aparts, pullaparts', 'shoulders', 'back', 'rear delts, upper back', 'resistance_bands', 'isolation_shoulders'),
  ex('band face pull', 'banded face pull, banded face pulls, band face pulls', 'shoulders', 'back', 'rear delts, upper back', 'resistance_bands', 'isolation_shoulders'),
  ex('band row', 'banded row, band rows, resistance band row', 'back', 'arms', 'upper back, lats, biceps', 'resistance_bands', 'horizontal_pull'),
  ex('band lat pulldown', 'band pulldown, banded pulldown, band pull down', 'back', 'arms', 'lats, biceps', 'resistance_bands', 'vertical_pull'),
  ex('band chest press', 'banded chest press, band press, resistance band chest press', 'chest', 'arms', 'pectorals, triceps', 'resistance_bands', 'horizontal_push'),
  ex('band overhead press', 'banded overhead press, band shoulder press', 'shoulders', 'arms', 'front delts, triceps', 'resistance_bands', 'vertical_push'),
  ex('band curl', 'banded curl, band curls, resistance band curl', 'arms', '', 'biceps', 'resistance_bands', 'isolation_arms'),
  ex('band triceps pushdown', 'band pushdown, banded pushdown, band tricep pushdown', 'arms', '', 'triceps', 'resistance_bands', 'isolation_arms'),
  ex('band lateral raise', 'banded lateral raise, band lateral raises', 'shoulders', '', 'side delts', 'resistance_bands', 'isolation_shoulders'),
  ex('band good morning', 'banded good morning, banded good mornings', 'legs', 'back', 'hamstrings, glutes, spinal erectors', 'resistance_bands', 'hinge'),
  ex('band squat', 'banded squat, resistance band squat', 'legs', '', 'quads, glutes', 'resistance_bands', 'squat'),
  ex('lateral band walk', 'band walk, band walks, monster walk, monster walks, lateral walks, crab walk', 'legs', '', 'glute medius, glutes', 'resistance_bands', 'isolation_legs'),
  ex('band pull-through', 'banded pull through, band pull through', 'legs', '', 'glutes, hamstrings', 'resistance_bands', 'hinge'),
];
