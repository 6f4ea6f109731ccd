/**
 * Numbers in a cardio line that are no bout's, left out of the line before its numbers are read:
 * - "40 lengths of my 25 metre pool", "60 lengths in the 25m pool", "a 50-yard pool": the length of the
 *   pool is where the swim was, no distance of it. Read as one, it was a second swim ("Today I swam 1km.
 *   That's 1000 metres or 40 lengths of my 25 metre pool" logged two). The pool keeps its word.
 * - "a mix of 25m and 50m’s laps": laps of a pool's size are the pool's, read as "pool laps" (a swim).
 * - "10 minutes here, 10 minutes there, you get the idea": a time said here and there is how a plan
 *   goes, no bout (it took the machine told later in the paragraph). The words stay, the times go.
 * - "I hit the arc trainer first. It's kind of a mix between an eliptical and a stairclimber": the
 *   machines a machine is likened to were not used; taken out, the arc trainer is the bout's.
 * - Round 36: "Lap is 40ft with turn then a drop" over a farmers walk's "1. 100x4": a lap's length told
 *   as what a lap is measures the course, no distance covered (it was a run of 40 ft). The words stay.
 */

// A pool's length: a number of metres or yards right before "pool", a word of kind between or none.
const POOL_SIZE =
  /(?<![\d.,])\d{1,3}(?:\.\d+)?[ \t]*(?:-[ \t]*)?(?:m|metres?|meters?|y|yds?|yards?)[ \t]+(?:(?:long|short|course|indoor|outdoor|lap|swimming|local|leisure)[ \t]+)?(?=pools?\b)/gi;
// "10 minutes here, 10 minutes there", "5 min here and 5 min there": a time before "here", then "there".
const HERE_THERE =
  /(?<![\d.:])\d{1,3}[ \t]*(?:min|mins|minutes?|secs?|seconds?|hours?)[ \t]+here[ \t]*(?:,|and|,[ \t]*and)[ \t]*\d{1,3}[ \t]*(?:min|mins|minutes?|secs?|seconds?|hours?)[ \t]+there\b/gi;

// "a mix between an elliptical and a stairclimber", "a cross between a bike and a rower": a likeness,
// to the end of its sentence.
const LIKENED = /\b(?:mix|cross|blend|hybrid)[ \t]+between\b[^.!?;\n]*/gi;

// "a mix of 25m and 50m’s laps", "50 yard lengths": laps or lengths of a pool's size (25 or 50 metres or
// yards; a track's lap is 400 m) are a pool's, no distance of the swim: read as the pool they were swum in.
const LAP_SIZE =
  /(?<![\d.,])(?:25|50)[ \t]*(?:m|metres?|meters?|y|yds?|yards?)(?:['’]s)?(?:[ \t]+(?:and|or)[ \t]+(?:25|50)[ \t]*(?:m|metres?|meters?|y|yds?|yards?)(?:['’]s)?)?[ \t]+(?=(?:laps?|lengths?)\b)/gi;

// "Lap is 40ft", "each length is 25 m", "the course was 50 yards": what one lap measures, told with "is".
const LAP_IS =
  /\b((?:laps?|lengths?|courses?|loops?|trips?)[ \t]+(?:is|was|are|were|=)[ \t]+(?:about[ \t]+|roughly[ \t]+|~[ \t]*)?)\d{1,4}(?:\.\d+)?[ \t]*(?:ft|feet|foot|m|metres?|meters?|y|yds?|yards?)\b/gi;

/** A line without a pool's length, times said here and there, or machines a machine is likened to. */
export function noBoutNumbersOut(line: string): string {
  line = /\b(?:laps?|lengths?|courses?|loops?|trips?)[ \t]+(?:is|was|are|were|=)/i.test(line)
    ? line.replace(LAP_IS, '$1that long')
    : line;
  const sized = /\b(?:laps?|lengths?)\b/i.test(line) ? line.replace(LAP_SIZE, 'pool ') : line;
  const pooled = /pool/i.test(sized) ? sized.replace(POOL_SIZE, '') : sized;
  const timed = /\bthere\b/i.test(pooled) ? pooled.replace(HERE_THERE, 'here and there') : pooled;
  return /\bbetween\b/i.test(timed) ? timed.replace(LIKENED, (m) => m.split(/\s/)[0] ?? '') : timed;
}
