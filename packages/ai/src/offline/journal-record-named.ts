/**
 * Sets, then the record they made, named by its lift: "150kg for 2 reps and a new squat PR, and 93kg
 * for 2 reps and a new bench press PR!". The lift comes after its numbers, in the record's words; with
 * a lift already in scope (the squat, from the first record) the second record's sets went to it.
 * A chunk of sets that names no lift takes the one its record names right after it, on its line.
 */
import { type Resolved, resolveName } from './journal-names.ts';

// "a new squat PR", "and my first bench press PB", "a deadlift record", "another new OHP max".
const RECORD_OF =
  /^\s*(?:and\s+|with\s+)?(?:a|my|another|an)\s+(?:(?:new|first|all[\s-]time|lifetime)\s+)*(\p{L}[\p{L}\s-]{1,30}?)\s+(?:pr|pb|personal\s+(?:best|record)|record|max|1\s*rm)\b[\s!.]*$/iu;

/** The lift a record right after a chunk's sets names ("a new bench press PR"), if it names one. */
export function recordNamed(text: string | undefined): Resolved | undefined {
  const lift = text ? RECORD_OF.exec(text)?.[1] : undefined;
  const named = lift ? resolveName(lift, false) : undefined;
  return named?.exercise ? named : undefined;
}
