/** Any failure of a provider call; the coach answers offline instead. Kept apart from the SDK so it loads only with a key. */
export interface Usage {
  inputTokens: number;
  outputTokens: number;
}

export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    message: string,
    readonly model: string,
    readonly usage: Usage | null = null,
  ) {
    super(message);
  }
}
