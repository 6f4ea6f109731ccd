/**
 * "Deadlift:Ā Got the 8×167,5kg": text saved in UTF-8 and shown in a one-byte code page turns a
 * no-break space (bytes C2 A0) into "Â" (Windows-1252, Latin-1) or "Ā" (Windows-1257) and a space, and
 * curly quotes and dashes (E2 80 xx) into "â€" and one more sign. Read as written, the stray letter was a
 * word of its own and became the lift's name after the colon ("Ā 8@167.5"). The signs are put back as
 * they were typed, once, before any reader sees the entry. A lone "Â" or "Ā" counts only where no
 * word runs into it (after a mark or a space, before a space), so a name spelt with one keeps it.
 */

// "Ā " / "Â " after a mark, a digit or a space: the mangled no-break space.
// Its lower case "ā" too, from a lifter or a tool that lower-cased the whole entry.
const NO_BREAK = /(?<![\p{L}])[ÂĀā](?=[ \t\u00a0]|$)/gmu;

// "â€™" and its kin: the three bytes of a curly quote or dash read one by one.
const MANGLED_SIGN = /â€(?:™|˜|œ|\u009d|"|“|”|–|—|¦|¢)/g;
const SIGN: Record<string, string> = {
  '™': '’',
  '˜': '‘',
  œ: '“',
  '\u009d': '”',
  '"': '”',
  '“': '“',
  '”': '”',
  '–': '–',
  '—': '—',
  '¦': '…',
  '¢': '•',
};

/** The entry with a code page's mangled spaces, quotes and dashes put back. */
export function withoutMojibake(content: string): string {
  if (!/[ÂĀāâ]/.test(content)) return content;
  return content.replace(NO_BREAK, '').replace(MANGLED_SIGN, (m) => SIGN[m.slice(2)] ?? m);
}
