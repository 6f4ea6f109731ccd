/** @coach/ai/programs: browser-safe program helpers (rules, weeks, the confirm screen's explanation). */
export { completeProgram } from './complete.ts';
export { easyEnoughText, effortAt, effortSpan, effortText, scaleName } from './effort-words.ts';
export { explainProgram } from './explain.ts';
export {
  describeProgression,
  inferProgression,
  isMainLift,
  loadStep,
  progressionOf,
  repRange,
  type SentenceOptions,
} from './progression.ts';
export {
  blockLengths,
  DELOAD,
  dayForWeek,
  deloadsByDefault,
  exerciseForWeek,
  hasDeload,
  type PlanWeeksOptions,
  planWeeks,
  weekPlanFor,
} from './weeks.ts';
