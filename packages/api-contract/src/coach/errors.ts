import { CoachInputError } from '@coach/ai';
import { TRPCError } from '@trpc/server';

/** A coach that did not understand the member answers 400 with its own words; anything else is ours. */
export async function askCoach<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CoachInputError)
      throw new TRPCError({ code: 'BAD_REQUEST', message: error.message });
    throw error;
  }
}
