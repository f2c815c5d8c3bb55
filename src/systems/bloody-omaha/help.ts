import type { SystemHelp } from '../types.ts';

/** The quick reference of Bloody Omaha: what Umpire does at each step, how to read the board, where each roll is. */
export const help: SystemHelp = {
  sequence: [
    {
      step: 'Set-up',
      umpire:
        'Mixes the German tokens and lays them face down, puts every unit on its start square or in the holding box, and deals three cards: you return one.',
      source: '5.0-5.5',
    },
    {
      step: 'Card Draw Phase',
      umpire:
        'Gives the free card. Any card is played from the hand whenever its option is open; the reason shows when it is not.',
      source: '6.1, 14.0',
    },
    {
      step: 'IP & EP Points Phase',
      umpire:
        'Adds the turn number in IP and EP (less any Sniper debt); you split the new IP between the 1st and the 29th with the stepper.',
      source: '6.2, 7.1',
    },
    {
      step: 'Drift Phase',
      umpire:
        'Shows the odds and rolls drift for the whole 1st Wave at once, or takes the dice you threw for any unit; moves each unit left, off the map past the edge.',
      source: '6.3',
    },
    {
      step: 'Landing Phase',
      umpire:
        'Lands the 1st Wave with a Beach Disruption roll each, applied before the next; stops for your choice when a beach square is over 6 CF; then moves the waves up.',
      source: '6.4, 10.0',
    },
    {
      step: 'Random Event Phase',
      umpire:
        'Rolls the two location dice, finds the square (or the nearest units), rolls on the table of its terrain; you apply the result or cancel it with a card. Results that cannot apply are ignored, and it says why.',
      source: '6.5, 14.3',
    },
    {
      step: 'Activation Phase',
      umpire:
        'Tap a square, then a highlighted one next to it, to move, probe or attack for 1 IP a square. Umpire turns the tokens over, resolves Mines, Snipers, StuGs and Random Events first, shows the odds, rolls the attack and offers the advance.',
      source: '6.6, 8.0, 11.0-13.0',
    },
    {
      step: 'End of turn',
      umpire:
        'Lifts the pins and keeps the IP and EP not spent. After turn 10 it counts the Victory Points line by line and names the victory level.',
      source: '6.7, 3.1-3.4',
    },
  ],
  counters: [
    {
      what: 'US unit',
      reads:
        'Name at the top, the infantry frame with one bar for a company or two for a battalion, the combat factor (CF) at the bottom. Blue: 1st Division; teal: 29th; violet with a bar: Rangers.',
    },
    {
      what: 'Disrupted, pinned, Tank',
      reads:
        'A pale counter with its CF on a dark plate is on its disrupted side (the reduced CF); a yellow PIN tag at the foot means pinned for the rest of the turn; an oval +1 or +2 beside it is the Tank moving with it (with either, the CF stands beside the symbol).',
    },
    {
      what: 'A pile',
      reads:
        'The strongest counter of a square is on top with an edge for each one under it; the badge gives how many. Tap the square to list them all.',
    },
    {
      what: 'German token, face down',
      reads:
        'An octagon with a cross: red for a Strongpoint, black for an Encounter. Nothing else is shown until an attack or a probe turns it over.',
    },
    {
      what: 'German token, face up',
      reads:
        'SP or CF with its value (attacked against that strength), or Mines, Sniper, StuG or Event: resolved before the numbers.',
    },
    {
      what: 'Square',
      reads:
        'Its ID at the top left (C sea and channels, B beach, S strongpoint, T town, H hedgerow); the name of a beach (Dog Red, Fox Green) in blue above its square, clear of the counters landed there; the roundel: VP when cleared; a red badge: a Beach Exit; a house: a town; the hedgehog: a Beach Obstacle standing, GAP once cleared.',
    },
    {
      what: 'Outlines',
      reads: 'Solid: its units can act; dashed: it can be entered; red dashed: a target; thick: the square chosen.',
    },
  ],
  procedures: [
    {
      procedure: 'bloody-omaha.drift',
      where: 'The Now panel in the Drift Phase, for the whole wave or with dice typed for any unit.',
    },
    { procedure: 'bloody-omaha.beach-disruption', where: 'The Now panel in the Landing Phase, for the whole wave.' },
    { procedure: 'bloody-omaha.event-location', where: 'The Now panel at the start of the Random Event Phase.' },
    {
      procedure: 'bloody-omaha.random-event',
      where: 'The Now panel once the square is known, and when an attack turns over a Random Event token.',
    },
    {
      procedure: 'bloody-omaha.attack',
      where: "The Now panel once an attack's tokens are resolved; tap the units' square, then the target, then Attack.",
    },
    { procedure: 'bloody-omaha.mine-entry', where: 'The Now panel when a Mine Field bars an attack: Push through.' },
    {
      procedure: 'bloody-omaha.engineer',
      where:
        'The card of a beach square (from turn 3) or of a revealed Mine Field next to your units, and the Now panel when a Mine Field bars an attack.',
    },
  ],
};
