/**
 * "40 lengths of my 25 metre pool", "60 lengths in the 25m pool", "a 50-yard pool": the length of the
 * pool is where the swim was, no distance of the bout. Read as one, it was a second swim ("Today I swam
 * 1km. That's 1000 metres or 40 lengths of my 25 metre pool" logged two). The pool keeps its word, its
 * size goes, before the line's numbers are read.
 */

// A pool's length: a number of metres or yards right before "pool", a word or two of kind between.
const POOL_SIZE =
  /(?<![\d.,])\d{1,3}(?:\.\d+)?[ \t]*-?[ \t]*(?:m|metres?|meters?|y|yds?|yards?)[ \t]+(?:(?:long|short|course|indoor|outdoor|lap|swimming|local|leisure)[ \t]+)?(?=pools?\b)/gi;

/** A line with each pool's length left out, so only the swim's own numbers are read. */
export function poolSizeOut(line: string): string {
  if (!/pool/i.test(line)) return line;
  return line.replace(POOL_SIZE, '');
}
