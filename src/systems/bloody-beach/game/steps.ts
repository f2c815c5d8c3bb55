/** How a unit's losses show (2.3.2-2.3.4): flipped to its reduced side, and Hit markers on top. */
export function stepDisplay(maxSteps: number, steps: number): { flipped: boolean; hits: number } {
  const lost = maxSteps - steps;
  if (maxSteps === 4) return { flipped: lost >= 2, hits: lost % 2 };
  if (maxSteps === 3) return { flipped: lost >= 2, hits: lost === 1 ? 1 : 0 };
  if (maxSteps === 2) return { flipped: lost >= 1, hits: 0 };
  return { flipped: false, hits: 0 };
}
