/**
 * A load converted into stone as well ("150kg (330lbs/23.6st)", "93 kg / 14.6 st"): British lifters
 * give the stone beside the pounds for their readers, and a stone count is never a set. Taken off
 * before the conversion reader (journal-load-forms), which then reads "150kg (330lbs)" as one load;
 * left on, "23.6st" was read as 23 reps and 6 more.
 */
import { LB_PER_STONE } from './units.ts';

// "/23.6st", "/ 14.6 stone", "(23.6st)": a stone count after a load, in its brackets or after "/"
// (never after a comma: "105 pounds, 1st set 10" is an ordinal).
// The bracket of "(23.6st)" goes with it; the one closing "(330lbs/23.6st)" stays.
const STONE =
  /(\d[ \t]*(?:kgs?|kilos?|lbs?|pounds?)(?![a-z])\)?)[ \t]*(?:\/[ \t]*\d{1,2}(?:\.\d+)?[ \t]*(?:st|stones?)\b|\([ \t]*\d{1,2}(?:\.\d+)?[ \t]*(?:st|stones?)[ \t]*\))/gi;

/** "330lbs/23.6st" → "330lbs": a stone conversion after a load is dropped. */
export function withoutStone(text: string): string {
  return /\dst|\d\s+st/i.test(text) ? text.replace(STONE, '$1') : text;
}

// "15 stone", "12 stones", "14 st", "12st 7lb": a load told in stone (14 lb each), as British lifters
// sometimes weigh a lift as they weigh themselves. Read as it was, the count was taken in the log's own
// unit ("15 stone" as 15 kg). "st" right after a number ending in 1 (not 11) is an ordinal ("1st",
// "21st") and stays. The odd pounds after it ("12st 7lb") are added; a bare number after it
// ("12 stone 5") may be the reps, and stays.
const STONE_LOAD =
  /(?<![\d.])(\d{1,2}(?:\.\d)?)([ \t]*)(?:st|stones?)\b(?:[ \t]*(?:and[ \t]+)?(\d{1,2})[ \t]*(?:lbs?|pounds?)\b)?/gi;
const ORDINAL_ST = /^(?:\d*[02-9])?1st$/i;

/** "15 stone" → "210 lbs", "12st 7lb" → "175 lbs": a load in stone, in pounds. */
export function stoneAsPounds(text: string): string {
  if (!/\d[ \t]*st/i.test(text)) return text;
  return text.replace(STONE_LOAD, (told: string, stone: string, gap: string, pounds: string | undefined) => {
    if (!gap && !/^[\d.]+stone/i.test(told) && ORDINAL_ST.test(`${stone}st`)) return told;
    const lb = Math.round((Number(stone) * LB_PER_STONE + Number(pounds ?? 0)) * 10) / 10;
    return `${lb} lbs`;
  });
}
