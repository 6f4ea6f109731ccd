/**
 * What the lifter says they will lift is not a set. "At this rate I'll be benching 240 lbs in no
 * time", "I will be trying for 140 this week", "I'll go for 205 next bench day": a future told with
 * "will" or a projection ("at this rate", "by summer") holds a goal, never today's work. Joined into
 * journal-remarks' HABIT, so the clause is kept whole as a remark.
 */
export const FUTURE =
  /\b(?:i|we)(?:['’]ll|\s+will|\s+shall)\s+(?:(?:probably|hopefully|definitely|soon|then|finally|easily|surely)\s+)?(?:be\s+\p{L}+ing|try|attempt|go\s+for|aim|hit|get|push|work\s+up|add|move\s+up|bump)\b|\bat\s+this\s+(?:rate|pace)\b/iu;
