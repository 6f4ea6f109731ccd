import type {
  AnalyzeWorkoutInput,
  DescribeSessionInput,
  EditExerciseInput,
  EditExerciseOutput,
  GenerateProgramInput,
  ModifyProgramInput,
  NameWorkoutInput,
  NameWorkoutOutput,
  ParseJournalInput,
  ParseJournalOutput,
  ProgramDraft,
  SessionInsights,
  SwapExerciseInput,
  SwapExerciseOutput,
  WorkoutAnalysis,
} from './schemas.ts';

export type CoachProvider = 'offline' | 'anthropic';

export interface CoachResult<T> {
  data: T;
  provider: CoachProvider;
  model: string;
  /** why the offline coach answered instead of the configured provider */
  fallbackReason?: string;
}

export interface CoachContext {
  userId?: number;
}

/** One method per AI feature of the spec. Inputs are parsed with the zod schemas (ZodError when invalid). */
export interface Coach {
  parseJournal(input: ParseJournalInput, ctx?: CoachContext): Promise<CoachResult<ParseJournalOutput>>;
  editExercise(input: EditExerciseInput, ctx?: CoachContext): Promise<CoachResult<EditExerciseOutput>>;
  swapExercise(input: SwapExerciseInput, ctx?: CoachContext): Promise<CoachResult<SwapExerciseOutput>>;
  nameWorkout(input: NameWorkoutInput, ctx?: CoachContext): Promise<CoachResult<NameWorkoutOutput>>;
  analyzeWorkout(input: AnalyzeWorkoutInput, ctx?: CoachContext): Promise<CoachResult<WorkoutAnalysis>>;
  generateProgram(input: GenerateProgramInput, ctx?: CoachContext): Promise<CoachResult<ProgramDraft>>;
  modifyProgram(input: ModifyProgramInput, ctx?: CoachContext): Promise<CoachResult<ProgramDraft>>;
  describeSession(input: DescribeSessionInput, ctx?: CoachContext): Promise<CoachResult<SessionInsights>>;
}

export type CoachFeature = keyof Coach;

export const COACH_FEATURES: readonly CoachFeature[] = [
  'parseJournal',
  'editExercise',
  'swapExercise',
  'nameWorkout',
  'analyzeWorkout',
  'generateProgram',
  'modifyProgram',
  'describeSession',
];

/** One row of the AI call log; every call is recorded, offline ones too. */
export interface AiCallRecord {
  userId: number | null;
  feature: string;
  provider: CoachProvider;
  model: string;
  latencyMs: number;
  inputTokens: number | null;
  outputTokens: number | null;
  outcome: 'ok' | 'fallback' | 'error' | 'limited';
}
