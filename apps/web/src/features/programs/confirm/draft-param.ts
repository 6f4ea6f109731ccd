import { ProgramDraft } from '@coach/ai/schemas';

/**
 * The `data` search parameter as a draft, or null when missing or unreadable (spec 2 §5: the confirm
 * route then redirects to the generator). The router may hand it over already JSON-parsed or as text.
 */
export function parseDraftParam(raw: unknown): ProgramDraft | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = ProgramDraft.safeParse(value);
  return parsed.success ? parsed.data : null;
}
