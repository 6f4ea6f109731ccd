/** 'barbell bench press' → 'Barbell Bench Press'; 'pull-up' → 'Pull-Up' (the journal's group titles). */
export function titleCase(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/(^|[\s\-(/])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

/** Numbers as the screens print them: at most one decimal, no trailing zero. */
export function oneDecimal(n: number): string {
  const v = Math.round(n * 10) / 10;
  return Number.isInteger(v) ? v.toFixed(0) : v.toFixed(1);
}

/** Idempotency keys for writes; randomUUID needs a secure context, so plain http on a LAN falls back. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
