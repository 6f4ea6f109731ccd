/**
 * One structured call to Claude: cached system prompt, JSON-schema output from the zod schema,
 * a bounded timeout and at most one retry. Any failure throws ProviderError; the caller falls back.
 */
import Anthropic, { APIConnectionError, APIConnectionTimeoutError, APIError } from '@anthropic-ai/sdk';
import { zodOutputFormat } from '@anthropic-ai/sdk/helpers/zod';
import { z } from 'zod';
import type { CoachFeature } from '../coach.ts';
import {
  catalogueText,
  FAST_FEATURES,
  FEATURE_INSTRUCTIONS,
  MAX_TOKENS,
  SYSTEM_INSTRUCTIONS,
} from './prompts.ts';
import { ProviderError, type Usage } from './provider-error.ts';

export { ProviderError };

export interface CallerOptions {
  apiKey: string;
  model: string;
  fastModel: string;
  timeoutMs: number;
  baseURL?: string;
}

export interface CallResult<T> {
  data: T;
  model: string;
  usage: Usage;
}

export type Caller = <T>(
  feature: CoachFeature,
  payload: unknown,
  output: z.ZodType<T>,
) => Promise<CallResult<T>>;

function describe(err: unknown, timeoutMs: number): string {
  if (err instanceof APIConnectionTimeoutError) return `timed out after ${timeoutMs} ms`;
  if (err instanceof APIError && err.status !== undefined)
    return `HTTP ${err.status}${err.status === 429 ? ' (rate limited)' : ''}`;
  return err instanceof Error ? err.message : String(err);
}

const RETRY_DELAY_MS = 250;

/** Worth one more try: timeouts, dropped connections, rate limits and server errors. */
function retryable(err: unknown): boolean {
  if (err instanceof APIError && err.status !== undefined)
    return err.status === 408 || err.status === 409 || err.status === 429 || err.status >= 500;
  return err instanceof APIConnectionError; // includes timeouts
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function createCaller(opts: CallerOptions): Caller {
  // We retry ourselves (once) instead of the SDK: its backoff honours retry-after for up to a
  // minute, and its cancelling of the failed response's body never settles under MSW in tests.
  const client = new Anthropic({
    apiKey: opts.apiKey,
    timeout: opts.timeoutMs,
    maxRetries: 0,
    baseURL: opts.baseURL ?? null,
  });
  const cache = { type: 'ephemeral' } as const;
  const system = [
    { type: 'text' as const, text: SYSTEM_INSTRUCTIONS, cache_control: cache },
    { type: 'text' as const, text: catalogueText(), cache_control: cache },
  ];
  const schemas = new Map<z.ZodType, { [key: string]: unknown }>();

  return async <T>(feature: CoachFeature, payload: unknown, output: z.ZodType<T>): Promise<CallResult<T>> => {
    const model = FAST_FEATURES.has(feature) ? opts.fastModel : opts.model;
    let schema = schemas.get(output);
    if (!schema) {
      schema = zodOutputFormat(output).schema;
      schemas.set(output, schema);
    }
    const send = () =>
      client.messages.create({
        model,
        max_tokens: MAX_TOKENS[feature],
        system,
        messages: [
          { role: 'user', content: `${FEATURE_INSTRUCTIONS[feature]}\n\nInput:\n${JSON.stringify(payload)}` },
        ],
        output_config: { format: { type: 'json_schema', schema } },
      });
    let message: Anthropic.Message;
    try {
      message = await send().catch(async (err: unknown) => {
        if (!retryable(err)) throw err;
        await sleep(RETRY_DELAY_MS);
        return send();
      });
    } catch (err) {
      throw new ProviderError(describe(err, opts.timeoutMs), model);
    }
    const u = message.usage;
    // Cached prompt tokens are still input the call consumed; count them so the log shows real size.
    const usage: Usage = {
      inputTokens: u.input_tokens + (u.cache_creation_input_tokens ?? 0) + (u.cache_read_input_tokens ?? 0),
      outputTokens: u.output_tokens,
    };
    if (message.stop_reason === 'max_tokens')
      throw new ProviderError('the answer was cut off at max_tokens', model, usage);
    if (message.stop_reason === 'refusal') throw new ProviderError('the model refused', model, usage);
    const text = message.content.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProviderError('the answer was not JSON', model, usage);
    }
    const parsed = output.safeParse(json);
    if (!parsed.success)
      throw new ProviderError(
        `the answer did not match the schema: ${z.prettifyError(parsed.error).slice(0, 300)}`,
        model,
        usage,
      );
    return { data: parsed.data, model, usage };
  };
}
