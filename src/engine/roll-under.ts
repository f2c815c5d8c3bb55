/** Success when the die (plus modifier) is at most the rating, e.g. an efficiency check. */
export function atMost(roll: number, rating: number): boolean {
  return roll <= rating;
}
