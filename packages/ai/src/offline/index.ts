/** The built-in offline coach: deterministic, millisecond answers for every feature. */
import type { Coach, CoachResult } from '../coach.ts';
import {
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
} from '../schemas.ts';
import { analyzeWorkout } from './analysis.ts';
import { editExercise } from './edit.ts';
import { parseJournal } from './journal-parser.ts';
import { nameWorkout } from './naming.ts';
import { designProgram } from './program-design.ts';
import { modifyProgram } from './program-modify.ts';
import { describeSession } from './session.ts';
import { swapExercise } from './swap.ts';

export const OFFLINE_MODEL = 'offline-rules-v1';

function result<T>(data: T): CoachResult<T> {
  return { data, provider: 'offline', model: OFFLINE_MODEL };
}

/** Inputs and outputs go through the same zod schemas as the Anthropic provider's. */
export function createOfflineCoach(): Coach {
  return {
    async parseJournal(raw) {
      const input = ParseJournalInput.parse(raw);
      return result(ParseJournalOutput.parse(parseJournal(input.content, input.unit)));
    },
    async editExercise(raw) {
      const input = EditExerciseInput.parse(raw);
      return result(EditExerciseOutput.parse(editExercise(input.instruction, input.sets, input.unit)));
    },
    async swapExercise(raw) {
      const input = SwapExerciseInput.parse(raw);
      return result(
        SwapExerciseOutput.parse(
          swapExercise(input.originalExercise, input.equipment, input.exclude, input.reason),
        ),
      );
    },
    async nameWorkout(raw) {
      const input = NameWorkoutInput.parse(raw);
      return result(NameWorkoutOutput.parse({ name: nameWorkout(input.exercises, input.date) }));
    },
    async analyzeWorkout(raw) {
      const input = AnalyzeWorkoutInput.parse(raw);
      return result(WorkoutAnalysis.parse(analyzeWorkout(input)));
    },
    async generateProgram(raw) {
      const input = GenerateProgramInput.parse(raw);
      return result(ProgramDraft.parse(designProgram(input)));
    },
    async modifyProgram(raw) {
      const input = ModifyProgramInput.parse(raw);
      return result(ProgramDraft.parse(modifyProgram(input.program, input.feedback)));
    },
    async describeSession(raw) {
      const input = DescribeSessionInput.parse(raw);
      return result(SessionInsights.parse(describeSession(input.programName, input.day, input.difficulty)));
    },
  };
}
