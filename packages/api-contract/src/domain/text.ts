/** "barbell bench press" → "Barbell Bench Press"; hyphenated parts too ("t-bar row" → "T-Bar Row"). */
export function titleCase(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) =>
      word
        .split('-')
        .map((part) => (part ? part[0]!.toUpperCase() + part.slice(1) : part))
        .join('-'),
    )
    .join(' ');
}
