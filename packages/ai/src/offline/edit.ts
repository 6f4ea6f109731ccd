/**
 * Plain-English edits of one exercise group ("make it 4 sets", "last set was 6 reps", "rename to
 * incline bench"). Answers the whole group after the edit; an instruction it cannot read throws
 * CoachInputError with a message for the member.
 */
import { canonicalName, findExercise, muscleGroupsFor } from '../catalogue/index.ts';
import { CoachInputError } from '../errors.ts';
import { EditExerciseOutput, type StoredSet, type WeightUnit } from '../schemas.ts';
import { extractNumbers } from './journal-sets.ts';
import { formatWeight, parseUnit, toPounds } from './units.ts';

type EditedSet = EditExerciseOutput['sets'][number];

const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6 };
const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  a: 1,
  an: 1,
  another: 1,
};

export const EDIT_HELP =
  "I couldn't understand that edit. Try something like 'make it 4 sets', 'weight 200 on all sets', 'last set was 6 reps', 'rpe 8' or 'rename to incline bench'.";

function count(word: string | undefined): number {
  if (!word) return 1;
  return WORD_NUMBERS[word] ?? Number.parseInt(word, 10);
}

class GroupEditor {
  sets: EditedSet[];
  changes: string[] = [];
  constructor(
    stored: StoredSet[],
    private unit: WeightUnit,
  ) {
    this.sets = stored.map((s) => ({ ...s }));
  }

  /** Which sets a clause talks about: 'last set', 'set 2', 'second set', or all of them. */
  targets(clause: string): { indices: number[]; label: string } {
    const all = this.sets.map((_, i) => i);
    if (/\blast set\b/.test(clause)) return { indices: [this.sets.length - 1], label: 'last set' };
    const ord = /\b(first|second|third|fourth|fifth|sixth)\s+set\b/.exec(clause);
    const numbered = /\bset\s*(?:#|number\s*)?(\d+)\b/.exec(clause);
    const n = ord ? ORDINALS[ord[1] ?? ''] : numbered ? Number(numbered[1]) : undefined;
    if (n !== undefined) {
      if (n < 1 || n > this.sets.length)
        throw new CoachInputError(`There is no set ${n}: this exercise has ${this.sets.length} sets.`);
      return { indices: [n - 1], label: `set ${n}` };
    }
    return { indices: all, label: this.sets.length > 1 ? 'all sets' : 'the set' };
  }

  resize(n: number) {
    if (n < 1 || n > 20) throw new CoachInputError('An exercise needs between 1 and 20 sets.');
    const before = this.sets.length;
    const template = this.sets[this.sets.length - 1];
    while (this.sets.length < n && template) this.sets.push({ ...template, id: null });
    this.sets.length = Math.min(this.sets.length, n);
    if (n !== before) this.changes.push(`${n} sets (was ${before})`);
  }

  setField(indices: number[], label: string, field: 'reps' | 'weight' | 'rpe', value: number) {
    if (field === 'weight') checkWeight(value);
    if (field === 'reps' && value > 1000)
      throw new CoachInputError('That is more reps than a set can hold (1000).');
    if (field === 'reps' && !Number.isInteger(value))
      throw new CoachInputError("Reps are whole numbers: try 'last set was 6 reps'.");
    if (field === 'rpe' && !(value >= 1 && value <= 10))
      throw new CoachInputError('Effort goes from RPE 1 to 10 (RIR 9 to 0).');
    for (const i of indices) {
      const s = this.sets[i];
      if (s) s[field] = value;
    }
    const shown =
      field === 'weight'
        ? formatWeight(value, this.unit)
        : field === 'rpe'
          ? `RPE ${value}`
          : `${value} reps`;
    this.changes.push(`${label}: ${shown}`);
  }

  rename(to: string) {
    const name = canonicalName(to.toLowerCase()).slice(0, 120);
    const e = findExercise(name);
    for (const s of this.sets) {
      s.name = name;
      s.muscleGroups = muscleGroupsFor(name);
      if (e) s.isBodyweight = e.isBodyweight;
    }
    this.changes.push(`renamed to ${name}`);
  }
}

function checkWeight(pounds: number) {
  if (!Number.isFinite(pounds) || pounds > 2000)
    throw new CoachInputError('That weight looks off: the most a set can hold is 2000 lb.');
}

function pounds(value: string | undefined, unitWord: string | undefined, unit: WeightUnit): number {
  return toPounds(Number(value), parseUnit(unitWord) ?? unit);
}

/** Applies one clause; returns false when nothing in it was understood. */
function applyClause(ed: GroupEditor, clause: string, unit: WeightUnit): boolean {
  // A logged set has no rest time: "rest 90 seconds" must not be read as 90 reps or 90 lb.
  if (/\brest(?:ed|ing)?\b/.test(clause))
    throw new CoachInputError(
      "Rest times are not part of a logged set. Try 'make it 4 sets', 'weight 200' or 'rpe 8'.",
    );
  let m: RegExpExecArray | null;
  m =
    /\b(?:rename(?:\s+it)?|call it|change (?:the )?name|name it|it was(?: actually)?|should be|swap name)\s*(?:to|as)?\s+([a-z][a-z0-9 '-]+)$/.exec(
      clause,
    );
  if (m?.[1] && !/\d/.test(m[1]) && (/rename|call|name/.test(clause) || findExercise(m[1]))) {
    ed.rename(m[1].trim());
    return true;
  }
  m =
    /\b(?:add|plus)\s+(a|an|another|one|two|three|\d+)?\s*(?:more\s+)?sets?\b/.exec(clause) ??
    /\bone more set\b/.exec(clause);
  if (m) {
    ed.resize(ed.sets.length + count(m[1]));
    return true;
  }
  m = /\b(?:drop|remove|delete)\s+(?:the\s+)?(last|first)?\s*(a|an|one|two|\d+)?\s*(?:last\s+)?sets?\b/.exec(
    clause,
  );
  if (m) {
    const numbered = /\bset\s*(\d+)\b/.exec(clause);
    if (numbered) {
      const i = Number(numbered[1]) - 1;
      if (i < 0 || i >= ed.sets.length) throw new CoachInputError(`There is no set ${i + 1}.`);
      if (ed.sets.length === 1) throw new CoachInputError('An exercise needs at least one set.');
      ed.sets.splice(i, 1);
      ed.changes.push(`removed set ${i + 1}`);
    } else if (m[1] === 'first') {
      if (ed.sets.length === 1) throw new CoachInputError('An exercise needs at least one set.');
      ed.sets.shift();
      ed.changes.push('removed the first set');
    } else ed.resize(ed.sets.length - count(m[2]));
    return true;
  }
  m =
    /\b(?:make it|change (?:it )?to|should be|it was|only|total of|to)?\s*(\d+|one|two|three|four|five|six)\s+sets\b(?!\s*of)/.exec(
      clause,
    );
  if (m && !/\bset\s*\d/.test(clause)) {
    ed.resize(count(m[1]));
    // "make it 4 sets of 10" keeps going below for the reps
    if (!/\d+\s*reps?|of\s+\d+/.test(clause)) return true;
  }
  const { indices, label } = ed.targets(clause);
  let understood = m !== null;
  m = /^(?:add )?notes?\s*[:-]?\s*(.+)$/.exec(clause);
  if (m?.[1]) {
    for (const i of indices) {
      const s = ed.sets[i];
      if (s) s.notes = m[1].slice(0, 500);
    }
    ed.changes.push(`${label}: note "${m[1].slice(0, 60)}"`);
    return true;
  }
  // "increase weight by 10", "drop 20 lb": relative to what is stored
  m =
    /\b(increase|raise|bump|up|add|plus|decrease|lower|reduce|drop|minus|take off)\b.*?\b(?:by\s+)?(\d+(?:\.\d+)?)\s*(kgs|kg|lbs|lb|pounds)?\b(?!\s*(?:sets?|reps?))/.exec(
      clause,
    );
  if (m?.[2] && (/\bby\b/.test(clause) || m[3]) && !/\bsets?\b/.test(clause)) {
    const sign = /increase|raise|bump|up|add|plus/.test(m[1] ?? '') ? 1 : -1;
    const delta = pounds(m[2], m[3], unit) * sign;
    for (const i of indices) {
      const s = ed.sets[i];
      if (!s) continue;
      s.weight = Math.max(0, Math.round(((s.weight ?? 0) + delta) * 1000) / 1000);
      checkWeight(s.weight);
    }
    ed.changes.push(`${label}: ${sign > 0 ? '+' : '−'}${formatWeight(Math.abs(delta), unit)}`);
    return true;
  }
  // A restated line, "3x10 @ 135": sets × reps with an optional load
  const restated = /(?:^|\s)(\d{1,2})\s*x\s*(\d{1,3})\b/.exec(clause);
  if (restated && Number(restated[1]) <= 10 && !/\bset\s*\d/.test(clause)) {
    const g = extractNumbers(clause, unit).groups[0];
    ed.resize(Number(restated[1]));
    ed.setField(ed.targets('').indices, 'all sets', 'reps', Number(restated[2]));
    if (g?.weight != null) ed.setField(ed.targets('').indices, 'all sets', 'weight', g.weight);
    if (g?.rpe != null) ed.setField(ed.targets('').indices, 'all sets', 'rpe', g.rpe);
    return true;
  }
  const rest = clause.replace(
    /\b(?:last|first|second|third|fourth|fifth|sixth)\s+set\b|\bset\s*#?\d+\b/g,
    ' ',
  );

  const rir = /\b(?:rir)\s*(\d+(?:\.5)?)|(\d+(?:\.5)?)\s*rir\b/.exec(rest);
  const rpe =
    /\b(?:rpe)\s*(?:of|to|was|is|=)?\s*(\d+(?:\.5)?)|@\s*(\d(?:\.5)?)\b(?!\s*(?:lb|kg))|(\d+(?:\.5)?)\s*rpe\b/.exec(
      rest,
    );
  if (rir) {
    ed.setField(indices, label, 'rpe', 10 - Number(rir[1] ?? rir[2]));
    understood = true;
  } else if (rpe) {
    const v = Number(rpe[1] ?? rpe[2] ?? rpe[3]);
    if (v < 1 || v > 10) throw new CoachInputError('RPE goes from 1 to 10.');
    ed.setField(indices, label, 'rpe', v);
    understood = true;
  }
  if (/\b(?:bodyweight|body weight|bw)\b/.test(rest) && !/\d/.test(rest)) {
    for (const i of indices) {
      const s = ed.sets[i];
      if (s) Object.assign(s, { weight: 0, isBodyweight: true });
    }
    ed.changes.push(`${label}: bodyweight`);
    return true;
  }
  const weightRe =
    /(?:\bweight\b|\bload\b|@|\bat\b|\bwith\b|\bwas\b|\bto\b|\bis\b|\bmake it\b|\bsets?\b)?\s*(\d+(?:\.\d+)?)\s*(kgs|kg|kilos|lbs|lb|pounds|#)?(?!\s*(?:reps?|sets?|x|rpe|rir))/;
  const reps = /(\d+)\s*reps?\b|\breps?\s*(?:to|=|of|was|is)?\s*(\d+)\b/.exec(rest);
  if (reps) {
    ed.setField(indices, label, 'reps', Number(reps[1] ?? reps[2]));
    understood = true;
  }
  const withoutReps = reps ? rest.replace(reps[0], ' ') : rest;
  const pair = /(\d+(?:\.\d+)?)\s*(kgs|kg|lbs|lb)?\s*(?:x|for)\s*(\d+)/.exec(withoutReps);
  if (pair && Number(pair[1]) > 10) {
    ed.setField(indices, label, 'weight', pounds(pair[1], pair[2], unit));
    ed.setField(indices, label, 'reps', Number(pair[3]));
    return true;
  }
  const w = weightRe.exec(withoutReps.replace(/\b(?:rpe|rir)\s*\d+(?:\.5)?|\d+(?:\.5)?\s*(?:rpe|rir)/g, ' '));
  if (w?.[1] && !(understood && !/weight|load|lb|kg|@|\bat\b/.test(withoutReps) && Number(w[1]) <= 10)) {
    const v = Number(w[1]);
    const explicitWeight = Boolean(w[2]) || /\bweight|load|@|\bat\b|\bwith\b/.test(withoutReps);
    // "set 2 was 8" means reps; "set 2 was 180" means the load. Compare with what is stored.
    const current = ed.sets[indices[0] ?? 0];
    const looksLikeReps =
      !explicitWeight &&
      current?.reps != null &&
      v <= 30 &&
      (current.weight == null || v < current.weight / 3);
    if (looksLikeReps) ed.setField(indices, label, 'reps', v);
    else ed.setField(indices, label, 'weight', pounds(w[1], w[2], unit));
    understood = true;
  }
  if (!understood) {
    // Last resort: a restated set line such as "3x10 @ 135".
    const nums = extractNumbers(clause, unit);
    const g = nums.groups[0];
    if (g && nums.rest.replace(/\b(make|it|was|should|be|change|to)\b/g, '').trim() === '') {
      if (g.sets > 1) ed.resize(g.sets);
      if (g.reps[0] != null) ed.setField(ed.targets('').indices, 'all sets', 'reps', g.reps[0]);
      if (g.weight != null) ed.setField(ed.targets('').indices, 'all sets', 'weight', g.weight);
      if (g.rpe != null) ed.setField(ed.targets('').indices, 'all sets', 'rpe', g.rpe);
      return true;
    }
  }
  return understood;
}

export function editExercise(instruction: string, stored: StoredSet[], unit: WeightUnit): EditExerciseOutput {
  const ed = new GroupEditor(stored, unit);
  const clauses = instruction
    .toLowerCase()
    .replace(/[×*]/g, 'x')
    .split(/\s*(?:;|,|\band\b|\bthen\b|\balso\b|\.(?=\s|$))\s*/)
    .map((c) => c.trim())
    .filter(Boolean);
  if (clauses.length === 0) throw new CoachInputError(EDIT_HELP);
  for (const clause of clauses) {
    if (!applyClause(ed, clause, unit)) throw new CoachInputError(EDIT_HELP);
  }
  // The answer must be a group the app can store; anything else is refused in words, not a 500 later.
  if (!EditExerciseOutput.shape.sets.safeParse(ed.sets).success)
    throw new CoachInputError(`That edit would leave a set the app can't store. ${EDIT_HELP}`);
  const summary =
    ed.changes.length > 0
      ? `Updated ${ed.sets[0]?.name ?? 'exercise'}: ${ed.changes.join('; ')}.`
      : 'No changes needed.';
  return { sets: ed.sets, changesSummary: summary };
}
