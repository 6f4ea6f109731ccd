/**
 * Names lifters give common moves that the catalogue's own names and aliases do not reach, put in the
 * catalogue's words once for the whole entry, before any reader sees a name:
 * - "KBS" in capitals is the kettlebell swing (CrossFit's shorthand), as are "Russian KBS" and
 *   "American KBS" in any case (the style kept beside the name, in brackets: the catalogue has one swing). Not "KBs", the plural of "KB" (kettlebells: "2 KBs @ 24kg"), and not a
 *   lower-case "kbs" alone, which the catalogue reads as kettlebells. These are not catalogue aliases:
 *   "kbs" singularises to "kb", so an alias misread "35# KB" as swings (journal-round28-circuits).
 * - "TRX rows", "suspension rows" and "Australian rows" are rows under a bar or on straps with the
 *   body's weight: the catalogue's inverted row (it has ring rows and Australian pull-ups already).
 *   Written as the catalogue's name here and not as aliases, which would give the inverted row the
 *   short labels "TR" and "AR" (journal-abbrev) that the T-bar row and the ab rollout hold. As the
 *   inverted row they are a lift, never the rowing erg, whatever time is told beside them.
 * - "Meadows rows" are one-arm rows on a landmine: the catalogue's landmine (T-bar) row.
 */

// "KBS" in capitals, a word of its own ("KBS 3x20", "20 KBS", "KBS:").
const KBS = /(?<![\p{L}\d])KBS(?![\p{L}])/gu;
// "Russian KBS", "american kbs", "American KB swings", "american swings": the swing named by its style.
const STYLED_KBS = /\b(russian|american)[\s-]+(?:kbs|(?:kb|kettlebell)[\s-]+swings?|swings?)\b/gi;
// "TRX rows", "TRX row", "suspension rows", "Australian rows": an inverted row.
const INVERTED = /\b(?:trx|suspension|australian|aussie)[\s-]+(rows?)\b/gi;
// "Meadows rows", "Meadow row": a landmine row.
const MEADOWS = /\bmeadows?[\s-]+(rows?)\b/gi;

/** The entry with lifters' names for these moves in the catalogue's words. */
export function lifterNames(text: string): string {
  if (!/kbs|russian|american|trx|suspension|australian|aussie|meadow/i.test(text)) return text;
  return text
    .replace(STYLED_KBS, (_, style: string) => `kettlebell swings (${style})`)
    .replace(KBS, 'kettlebell swings')
    .replace(INVERTED, 'inverted $1')
    .replace(MEADOWS, 'landmine $1');
}
