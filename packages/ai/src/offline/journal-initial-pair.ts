/**
 * A lift of two movements written by their initials and "&" (round 36): "kb c&p 53# - 3 ladders x 3
 * rungs" is the kettlebell clean and press. The catalogue knows "c&p" alone, but after a word of kit
 * ("kb c&p") the name was read from its words, and the initials are none: "kb" alone named a swing. The
 * initials are written out as the words they stand for, before any reader names the line, so the name
 * reads as "kb clean and press" does. Only "c&p" (and "c & p") standing as a word; "c&j" is the
 * catalogue's own alias and reads already.
 */

const CLEAN_AND_PRESS = /(?<![\p{L}\d&])c[ \t]?&[ \t]?p(?![\p{L}\d&])/giu;

/** The entry with "c&p" written as "clean and press". */
export function initialPairsWritten(text: string): string {
  return text.includes('&') ? text.replace(CLEAN_AND_PRESS, 'clean and press') : text;
}
