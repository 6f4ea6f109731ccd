/** Request bounds the server enforces and the web client respects. Zod-free: the web's first bundle imports it. */

/**
 * Calls in one tRPC batch (more answer 400): a batch runs its calls at once, so an unbounded one lets
 * a single request hold the database. The web's batch link sends at most as many (`maxItems`).
 */
export const MAX_BATCH_SIZE = 10;
