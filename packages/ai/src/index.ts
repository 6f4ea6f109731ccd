/** @coach/ai: the coach behind every AI feature, with an offline coach that needs no network. */
export type { AiCallRecord, Coach, CoachContext, CoachFeature, CoachProvider, CoachResult } from './coach.ts';
export { COACH_FEATURES } from './coach.ts';
export {
  type CreateCoachOptions,
  createCoach,
  DEFAULT_FAST_MODEL,
  DEFAULT_MODEL,
  DEFAULT_TIMEOUT_MS,
} from './create-coach.ts';
export { CoachInputError } from './errors.ts';
export { epley, estimate1RM, rtsPercent } from './offline/e1rm.ts';
export { createOfflineCoach, OFFLINE_MODEL } from './offline/index.ts';
export { checkProgram, type ProgramRequirements } from './offline/program-check.ts';
export { fromPounds, LB_PER_KG, round3, toPounds } from './offline/units.ts';
export { effectiveLoad, setVolume, totalVolume } from './offline/volume.ts';
