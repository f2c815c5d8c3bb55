/** The words of the button that rolls a whole wave: "Land for all 9", or for a wave of one, "Land A/116". */
export function waveButtonText(drift: boolean, units: readonly string[]): string {
  const [only] = units;
  if (units.length === 1 && only !== undefined) return drift ? `Roll drift for ${only}` : `Land ${only}`;
  return `${drift ? 'Roll drift' : 'Land'} for all ${units.length}`;
}
