import type { RulesNote, SettingDef } from '../../engine/index.ts';

export const DRIFT_SETTING = 'bloody-omaha.driftDirection';
export const ZERO_CF_SETTING = 'bloody-omaha.zeroCf';
export const VICTORY_SETTING = 'bloody-omaha.victoryBy';
export const LAG_SETTING = 'bloody-omaha.lag';
export const OBSTACLE_EXIT_SETTING = 'bloody-omaha.obstaclesBlockExit';

export const settings: readonly SettingDef[] = [
  {
    key: DRIFT_SETTING,
    label: 'Drift goes toward',
    default: 'east',
    note: 'drift-direction',
    options: [
      { value: 'east', label: "The landing craft's left: east, toward column 1" },
      { value: 'west', label: "The map's left as printed: west" },
    ],
  },
  {
    key: ZERO_CF_SETTING,
    label: 'Attacking a 0-CF German square with a disrupted unit',
    default: 'replace',
    note: 'zero-cf',
    options: [
      { value: 'replace', label: 'Net -1 in all (replaces the disrupted +1)' },
      { value: 'add', label: '-1 and the disrupted +1 as well (net 0)' },
    ],
  },
  {
    key: VICTORY_SETTING,
    label: 'Victory level decided by',
    default: 'all',
    note: 'victory-level',
    options: [
      { value: 'all', label: 'Gaps, Exits and VP: the lowest level met' },
      { value: 'gaps-exits', label: 'Gaps and Exits alone' },
    ],
  },
  {
    key: LAG_SETTING,
    label: 'Division Advance Lag counts',
    default: 'between',
    note: 'lag',
    options: [
      { value: 'between', label: 'Rows between the two fronts (as the 3.4 example)' },
      { value: 'difference', label: 'The full difference in rows' },
    ],
  },
  {
    key: OBSTACLE_EXIT_SETTING,
    label: 'Units may leave a beach square inland only through a Gap',
    default: false,
    note: 'obstacles',
    options: [
      { value: false, label: 'No: an obstacle only blocks entering its square' },
      { value: true, label: 'Yes: obstacles hold units on the beach' },
    ],
  },
];

export const rulesNotes: readonly RulesNote[] = [
  {
    id: 'sea-ids',
    title: 'Reinforcement Sea square IDs',
    sections: ['4.2', '11.7'],
    says: '4.2 gives these nine squares IDs of the form R#, while 11.7 numbers them C19 to C27.',
    reading: 'They are C19-C27 (R1-R9 kept as aliases), C19 at the east end.',
    why: 'The reinforcement rule that uses them names the C numbers, which also continue the channel numbering.',
  },
  {
    id: 'shared-c23',
    title: 'C23 belongs to both divisions',
    sections: ['11.7'],
    says: 'The 1st Division lands reinforcements in C19-C23 and the 29th with the Rangers in C23-C27.',
    reading: 'C23 and its column (C14, C05, B05) are open to both divisions; sectors split there.',
    why: 'Both ranges are printed with C23 in them.',
  },
  {
    id: 'drift-direction',
    title: 'Which way is left',
    sections: ['6.3'],
    setting: DRIFT_SETTING,
    says: 'Drift moves a unit one or two squares to the left.',
    reading: 'Left as seen from the landing craft heading for the beach: east, toward column 1 (Fox).',
    why: 'The tide and current carried the boats east on D-Day; the other reading (the map edge on your left) is a switch.',
  },
  {
    id: 'zero-cf',
    title: 'Zero-CF defenders and disrupted attackers',
    sections: ['13.4b', '13.4c'],
    setting: ZERO_CF_SETTING,
    says: 'Against a German CF of 0 the odds DRM is -2, or only -1 when an attacker is disrupted; disrupted attackers otherwise add +1.',
    reading: 'The -1 is the whole adjustment: the disrupted +1 is not added on top.',
    why: '"Only" suggests one DRM replaces the others, and -2 +1 = -1 gives the same total as the disrupted rule would.',
  },
  {
    id: 'double',
    title: 'Double odds',
    sections: ['13.4c'],
    says: "The attacker gets -2 when its CF is double the defender's.",
    reading: 'Double or more gives -2; more than the defender but less than double gives -1.',
    why: 'Larger superiority cannot sensibly be worse than exactly double.',
  },
  {
    id: 'victory-level',
    title: 'Victory level',
    sections: ['3.1'],
    setting: VICTORY_SETTING,
    says: 'Each level needs Gaps, Exits and a VP band, and Gaps and Exits decide in the end (51 VP with 4 Exits and 3 Gaps is Marginal).',
    reading: 'The level is the highest one whose Gap, Exit and VP minimums are all met; below Marginal is Defeat.',
    why: 'It reproduces the example in 3.1 and leaves no case unclassified (3 Gaps, 3 Exits and under 30 VP is Defeat).',
  },
  {
    id: 'lag',
    title: 'Division Advance Lag',
    sections: ['3.4'],
    setting: LAG_SETTING,
    says: 'One VP is lost per row one division is ahead of the other; the example puts them in rows H31 and H11 and charges -1.',
    reading:
      "Count the rows strictly between the two divisions' furthest-inland units (the example's count). Rangers count with the 29th; a division with no unit on the map is not compared.",
    why: 'The worked example is the only number the text gives.',
  },
  {
    id: 'obstacles',
    title: 'Do obstacles pin units to the beach?',
    sections: ['8.5', '11.1'],
    setting: OBSTACLE_EXIT_SETTING,
    says: 'Obstacles had to be cleared to move inland, but moves are only barred into squares holding German tokens.',
    reading:
      'An un-gapped obstacle is a German token for entering its beach square (moves, advances, tank paths); units already there may leave inland.',
    why: 'The movement and attack rules never require a Gap to go up the bluffs, and Gaps already count toward victory.',
  },
  {
    id: 'overstack',
    title: 'Over-stacked landings',
    sections: ['6.4b', '10.0'],
    says: 'A landing unit that over-stacks its beach square either flips to disrupted, or flips and shifts sideways until it fits.',
    reading:
      'The shift goes to the first square along the beach (player picks the side) where the disrupted unit fits; a unit already disrupted keeps that side when shifting. If neither fits, the unit is eliminated (10.0 allows elimination to fix stacking).',
    why: 'Flipping a disrupted unit again would eliminate it, making the shift pointless.',
  },
  {
    id: 'stacking-refused',
    title: 'Over-stacking after an activation',
    sections: ['10.0', '13.5'],
    says: 'A square left over 6 CF after an activation must at once disrupt or eliminate units until it fits.',
    reading:
      'Moves, advances, returns, releases and undisrupting that would over-stack a square (or put more than +2 of Tanks in it) are refused instead; only landings can over-stack, and they are settled at once (6.4b).',
    why: 'Allowing the move and then forcing a loss could only ever hurt the player, so nobody would choose it.',
  },
  {
    id: 'drifted-off',
    title: 'Units drifting off the map',
    sections: ['6.3', '11.5', '3.3'],
    says: 'They are held beside the map; cards or IPs may bring them back.',
    reading:
      'They can be returned like eliminated units (11.5, or a Return card) and cost 1 VP at the end like eliminated units.',
    why: 'They are out of play just as eliminated units are, and 11.5 is the only IP action that returns units.',
  },
  {
    id: 'cards-timing',
    title: 'When cards may be played',
    sections: ['6.1', '14.0'],
    says: 'Cards may be played at any time, combat cards before the roll, cancel cards right after the event is rolled.',
    reading:
      'Any card may be played whenever no choice is pending; combat cards in the window before an attack roll; cancel cards only in the window after a Random Event result. Drift and landing DRM cards apply to the rest of that phase this turn; engineer DRM cards to the next engineer roll this turn.',
    why: 'It keeps every choice in the order the rules give it.',
  },
  {
    id: 'pinned-attackers',
    title: 'Pinned units in an attacking square',
    sections: ['8.8', '13.1'],
    says: 'All units of an attacking square take part, but pinned units cannot attack.',
    reading: 'Pinned units stay out; a square with only pinned units cannot attack.',
    why: 'The pin is the more specific rule.',
  },
  {
    id: 'event-division',
    title: 'Which division loses or gains IP from an event',
    sections: ['6.5', '8.3'],
    says: 'Event and sniper results hit "the division" of the units struck.',
    reading:
      "In an attack, the division that paid for the first attacking square; in the RE phase, the division of the strongest unit struck. Rangers use the 29th's IPs.",
    why: 'The text names no tie-break for mixed squares.',
  },
  {
    id: 'engineers-where',
    title: 'Where engineers can work',
    sections: ['8.2c', '8.5', '11.4'],
    says: 'EPs can be spent to clear an obstacle or a mine field.',
    reading: 'The square must hold a US unit or be next to one; a mine must have been revealed.',
    why: 'The text is silent; engineers landed and worked alongside the assault units.',
  },
  {
    id: 'cleared',
    title: 'Cleared squares and VP',
    sections: ['3.2'],
    says: 'Town, Exit and deep-penetration squares score when cleared; each Strongpoint and Encounter token removed scores.',
    reading:
      'A square is cleared when no German token is left in it, occupied or not; every Encounter token removed from the map scores, whatever it was.',
    why: 'The VP list counts tokens cleared from the map, not units standing there.',
  },
  {
    id: 'calibration',
    title: 'How the reconstructed tables were balanced',
    sections: ['3.1', '6.4a'],
    says: 'The middle victory level is named after the historical result, so a player who plays well should often reach it; the tables that would decide this are not printed.',
    reading:
      'The reconstructed values are tuned so that the assault policy (a careful player: see the simulator) wins a Marginal Historical Victory or better in about half its games, a Substantial Victory now and then, a Major Victory rarely, while random play loses. Printed values (the 13.4 DRMs, the 8.2b mine roll, every count and VP of the text) are never touched.',
    why: 'The session-1 simulator lost 478 of 500 games (seed 1). Traces showed its policy was mostly to blame: reinforcements sent to sea squares that drift off the map, a third of the units left on the beach or in the box at the end, attacks that ignored the Exits. The new policy clears four or five Exits in almost every game, so VP decide the level; with the first guesses it won Marginal or better in 40.9% of 1000 games (seed 1), at the low edge. One boundary of the Beach Disruption Table moved (no effect now up to 4, disrupted from 5): 48.5%, 46.6% and 48.0% over seeds 1-3 (1000 games each), Substantial 5-6%, Major 0-0.3%, random play never better than Defeat. The table note keeps these numbers; the balance test holds the share in a wide band.',
  },
  {
    id: 'two-players',
    title: 'Two players',
    sections: ['1.0', '6.0'],
    says: 'The game is for one or two players, but every rule is written for the American player alone: the Germans make no decision.',
    reading:
      "Two players share the American side, one for each division's IP (Rangers with the 29th); both see the same table. Face-down tokens stay hidden from everyone until an attack or a probe turns them over, so nothing is told to one player that the other may not hear.",
    why: 'With no German decisions there is no German player; the two Initiative tracks are the natural split, and the hidden tokens are hidden from the whole table.',
  },
  {
    id: 'nearest-unit',
    title: 'Nearest unit for a Random Event',
    sections: ['6.5f'],
    says: 'With no unit in the square, the closest unit counting orthogonal steps is struck; ties go to the largest CF unit, then the player.',
    reading:
      'Only landed units count (the event tables cover land terrain only); distance is counted in orthogonal steps across the map.',
    why: 'Units afloat have no event table.',
  },
];
