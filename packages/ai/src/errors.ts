/**
 * The member asked for something the coach cannot do (an edit instruction it does not understand).
 * The message is safe to show to the user as is.
 */
export class CoachInputError extends Error {
  override readonly name = 'CoachInputError';
}
