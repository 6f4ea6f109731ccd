/**
 * createCoach: the offline coach when there is no API key; otherwise Claude first, with the
 * offline coach answering on any failure, invalid answer or when the member's daily limit is
 * reached. Every call is recorded, offline ones too.
 */
import type { z } from 'zod';
import type { Caller } from './anthropic/client.ts';
import {
  analysisPayload,
  finishAnalysis,
  finishEdit,
  finishGenerate,
  finishJournal,
  finishModify,
  finishSwap,
} from './anthropic/features.ts';
import { ProviderError } from './anthropic/provider-error.ts';
import type { AiCallRecord, Coach, CoachContext, CoachFeature, CoachResult } from './coach.ts';
import { createOfflineCoach } from './offline/index.ts';
import * as S from './schemas.ts';

export interface CreateCoachOptions {
  anthropicApiKey?: string;
  /** main model, for program design, analysis, swaps and session previews */
  model?: string;
  /** fast model, for journal parsing, edits and naming */
  fastModel?: string;
  /** per attempt; there is at most one retry */
  timeoutMs?: number;
  /** Claude calls per member per day; beyond it the offline coach answers */
  dailyLimit?: number;
  recordCall?: (rec: AiCallRecord) => void | Promise<void>;
  /**
   * Takes one of the member's provider calls for today, atomically, in storage every API process
   * shares; false when none are left. Without it there is no daily limit.
   */
  reserveCall?: (userId: number) => Promise<boolean>;
  /** for tests and proxies */
  baseURL?: string;
}

/** The model writes the program; the explanation is arithmetic, so it is computed here instead. */
const RemoteProgramDraft = S.ProgramDraft.omit({ explanation: true });

export const DEFAULT_MODEL = 'claude-sonnet-5-5';
export const DEFAULT_FAST_MODEL = 'claude-haiku-5-5';
export const DEFAULT_TIMEOUT_MS = 8000;

interface Remote<I, O> {
  output: z.ZodType<O>;
  payload?: (input: I) => unknown;
  finish?: (out: O, input: I) => O;
}

export function createCoach(options: CreateCoachOptions = {}): Coach {
  const offline = createOfflineCoach();
  // The SDK takes seconds to import on a small machine: load it only when there is a key.
  const apiKey = options.anthropicApiKey;
  const caller: Promise<Caller> | null = apiKey
    ? import('./anthropic/client.ts').then(({ createCaller }) =>
        createCaller({
          apiKey,
          model: options.model ?? DEFAULT_MODEL,
          fastModel: options.fastModel ?? DEFAULT_FAST_MODEL,
          timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          baseURL: options.baseURL,
        }),
      )
    : null;

  async function record(rec: AiCallRecord) {
    // Logging is best effort: a failing log write must not fail the member's request.
    try {
      await options.recordCall?.(rec);
    } catch {}
  }

  async function limited(userId: number | null): Promise<boolean> {
    if (userId === null || !options.reserveCall) return false;
    return !(await options.reserveCall(userId));
  }

  async function run<I, O>(
    feature: CoachFeature,
    schema: z.ZodType<I>,
    raw: unknown,
    ctx: CoachContext | undefined,
    local: (input: I) => Promise<CoachResult<O>>,
    remote: Remote<I, O>,
  ): Promise<CoachResult<O>> {
    const input = schema.parse(raw);
    const userId = ctx?.userId ?? null;
    const started = performance.now();
    const base = { userId, feature, inputTokens: null, outputTokens: null };
    const elapsed = () => Math.round(performance.now() - started);

    const answerOffline = async (
      outcome: AiCallRecord['outcome'],
      extra: Partial<AiCallRecord>,
      reason?: string,
    ) => {
      try {
        const res = await local(input);
        await record({
          ...base,
          provider: 'offline',
          model: res.model,
          ...extra,
          latencyMs: elapsed(),
          outcome,
        });
        return reason ? { ...res, fallbackReason: reason } : res;
      } catch (err) {
        await record({
          ...base,
          provider: 'offline',
          model: 'offline-rules-v1',
          ...extra,
          latencyMs: elapsed(),
          outcome: 'error',
        });
        throw err;
      }
    };

    if (!caller) return answerOffline('ok', {});
    if (await limited(userId)) return answerOffline('limited', {}, 'daily AI limit reached');
    try {
      const res = await (await caller)(
        feature,
        remote.payload ? remote.payload(input) : input,
        remote.output,
      );
      const data = remote.finish ? remote.finish(res.data, input) : res.data;
      await record({
        ...base,
        provider: 'anthropic',
        model: res.model,
        latencyMs: elapsed(),
        inputTokens: res.usage.inputTokens,
        outputTokens: res.usage.outputTokens,
        outcome: 'ok',
      });
      return { data, provider: 'anthropic', model: res.model };
    } catch (err) {
      // Any failure at all (network, schema, domain checks, even a bug in the checks) means the
      // member gets the offline answer rather than an error.
      const usage = err instanceof ProviderError ? err.usage : null;
      const extra: Partial<AiCallRecord> = {
        provider: 'anthropic',
        model: err instanceof ProviderError ? err.model : (options.model ?? DEFAULT_MODEL),
        inputTokens: usage?.inputTokens ?? null,
        outputTokens: usage?.outputTokens ?? null,
      };
      return answerOffline('fallback', extra, err instanceof Error ? err.message : String(err));
    }
  }

  return {
    parseJournal: (raw, ctx) =>
      run('parseJournal', S.ParseJournalInput, raw, ctx, offline.parseJournal, {
        output: S.ParseJournalOutput,
        finish: finishJournal,
      }),
    editExercise: (raw, ctx) =>
      run('editExercise', S.EditExerciseInput, raw, ctx, offline.editExercise, {
        output: S.EditExerciseOutput,
        finish: finishEdit,
      }),
    swapExercise: (raw, ctx) =>
      run('swapExercise', S.SwapExerciseInput, raw, ctx, offline.swapExercise, {
        output: S.SwapExerciseOutput,
        finish: finishSwap,
      }),
    nameWorkout: (raw, ctx) =>
      run('nameWorkout', S.NameWorkoutInput, raw, ctx, offline.nameWorkout, { output: S.NameWorkoutOutput }),
    analyzeWorkout: (raw, ctx) =>
      run('analyzeWorkout', S.AnalyzeWorkoutInput, raw, ctx, offline.analyzeWorkout, {
        output: S.WorkoutAnalysis,
        payload: analysisPayload,
        finish: finishAnalysis,
      }),
    generateProgram: (raw, ctx) =>
      run('generateProgram', S.GenerateProgramInput, raw, ctx, offline.generateProgram, {
        output: RemoteProgramDraft,
        finish: finishGenerate,
      }),
    modifyProgram: (raw, ctx) =>
      run('modifyProgram', S.ModifyProgramInput, raw, ctx, offline.modifyProgram, {
        output: RemoteProgramDraft,
        finish: finishModify,
      }),
    describeSession: (raw, ctx) =>
      run('describeSession', S.DescribeSessionInput, raw, ctx, offline.describeSession, {
        output: S.SessionInsights,
      }),
  };
}
