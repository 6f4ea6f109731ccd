/**
 * "Zercher carry 40m @ 100kg", "Yoke carry 20m", "Sled push 20m @ 100kg", "Bear crawl 30m": a move done
 * over a distance, named as written (the catalogue has the farmer's and suitcase carries, not these),
 * with one distance told. Such a move is a clear set at that distance, as "Sled push 4 x 20m" is: a
 * carry is a carry whatever its hold, so its set is logged with the distance as its note. Before, one
 * distance with an unknown name logged nothing.
 * Only a move whose last word is one done over ground (carried, pushed, dragged, pulled, crawled,
 * lunged), and only with a distance: "Zercher hold 30 sec" or "Plate pinch 40 s" stay as they read.
 */

// The name ends with a move done over ground: "… carry", "… push", "… drag", "… crawl", "… lunges".
const OVER_GROUND = /\b(?:carry|carries|push|pushes|drag|drags|pull|pulls|crawl|crawls|lunge|lunges)$/i;
// A distance with its unit: "40m", "20 yards", "50 ft", "1 km", "half a mile" carried ("0.5 mile").
const DISTANCE = /\d\s*(?:m|km|meters?|metres?|yards?|yds?|ft|feet|miles?)\b/i;

/** Whether a name as written is a move over ground and the quantity told is a distance. */
export function distanceMove(name: string, quantity: string | null): boolean {
  return quantity !== null && DISTANCE.test(quantity) && OVER_GROUND.test(name.trim());
}
