/**
 * A bounded per-text memo for the parser's pure readers. An entry's chunks are named, normalised and
 * read again and again (by several readers, and on a reread), and a server parses the same lift names
 * in entry after entry: a reader that gives the same answer for the same text need run once per text.
 * Only for pure functions (the answer depends on the arguments alone) whose answer no caller mutates;
 * the memo is cleared when it passes `limit` texts, so a long-running process does not grow.
 */
export function memoByText<R>(fn: (text: string) => R, limit = 5000): (text: string) => R {
  // An answer of undefined is kept as NONE, so one lookup tells a known answer from an unknown text.
  const known = new Map<string, R | typeof NONE>();
  return (text) => {
    const hit = known.get(text);
    if (hit !== undefined) return hit === NONE ? (undefined as R) : hit;
    if (known.size >= limit) known.clear();
    const answer = fn(text);
    known.set(text, answer === undefined ? NONE : answer);
    return answer;
  };
}

const NONE: unique symbol = Symbol('none');
