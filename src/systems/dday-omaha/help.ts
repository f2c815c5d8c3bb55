import type { SystemHelp } from '../types.ts';

const LIST = 'the Procedures drawer (its button is on the session bar)';

/** The quick reference opened from a D-Day at Omaha Beach session, in the project's words with the digest's sections. */
export const help: SystemHelp = {
  sequence: [
    {
      step: 'US landing phase',
      umpire:
        'Plans every unit due into a landing box of its sector (dashed on the map; tap a unit then a box to change it). "Draw the cards for all" lands them in one go, a card each in turn, and "Just now" tells every landing with its card (one undo takes the whole wave back); or land one with the card you drew: the odds come first, with what each letter of the card (A to D) does to that unit. Drift, delays (out of the boxes, high tide facing no dry beach: an HQ or General draws no card but is delayed there too), removals and step losses are applied; while the odds of a big wave are worked out the panel says so. From turn 7 a unit may be held back.',
      source: '1, 9.1, 9.2',
    },
    {
      step: 'Exploding mine symbol',
      umpire:
        'When a landing card shows it, the boxes over uncleared obstacles are outlined; you choose the unit that loses the step (an HQ alone there is delayed).',
      source: '1',
    },
    {
      step: 'German card phase',
      umpire:
        'Enter the card drawn (action letter, colours single or double, symbols, bonuses, artillery line). Umpire traces German communication on the map, then every position of a colour on the card acts as the matrix says, and tells why each other position does nothing. Under "Other German cards": Kampfgruppe Meyer, an event reinforcement per sector and a Depth marker, each saying which unit takes it or where it goes before you apply it.',
      source: '2, 3',
    },
    {
      step: 'German fire and artillery',
      umpire:
        "Possible hits, targets by intensity, range and steps, the 9.3 results, concentrated targets, leader bonus, the one-step cap, and the sector's artillery against the card value (Artillery Box units switch off when the US holds their observers). Ties are asked, then one Apply.",
      source: '4, 5, 9.3',
    },
    {
      step: 'German advances',
      umpire:
        'Resolved after every other German action: the repulse test on the route, the step lost and the units moved off the route.',
      source: '3',
    },
    {
      step: 'US actions phase',
      umpire:
        'Tap a unit to see the hexes it may enter; a tap there moves it (drawing the infiltration card first when needed). Tap a German position to attack it (the units next to it are chosen; add supports, a Hero, naval fire) with the result shown before it is made, to barrage it with a tank, or to call naval fire. Two actions a sector (three in the extended game) are counted; free actions are named.',
      source: '6, 6.1-6.5, 9.4-9.8',
    },
    {
      step: 'Engineers',
      umpire:
        "Tap a beach hex with obstacles to clear it, within the sector's allowance and out of the fire of undisrupted occupied positions.",
      source: '7',
    },
    {
      step: 'End of the turn',
      umpire:
        '"End turn" is refused while a hex holds more than two units: eliminate one from its hex card. At high tide, units left on tidal hexes without a Climb Cliff marker are removed.',
      source: '6',
    },
  ],
  counters: [
    {
      what: 'The map',
      reads:
        'Seen from the sea: Fox Red on the left (east), Charlie on the right (west); the landing boxes under the beach, the low-water line at the bottom. Hexes are numbered column then row (0712). The map, the positions and some tables are reconstructions: the badge "Provisional data" in the line over the map says what is missing and opens each table to replace it.',
    },
    {
      what: 'Terrain and hexsides',
      reads:
        'Sand: beach (blue-grey when tidal, with × for obstacles); brown: bluffs and high ground; green: bocage, orchards, woods; buildings in grey-brown. A dashed brown edge is a bluff, a dark solid or dashed edge a cliff, a dotted edge shingle, a heavy dark edge the seawall; white lines are roads; A-G are the German exits.',
    },
    {
      what: 'A US counter',
      reads:
        'Its designation on two lines (E/2 over 16 for E/2/16), its NATO type drawn faintly behind (a cross for infantry, an oval for tanks), a pip a step (filled while it has it). A red slash: Disrupted; a star: Hero; ▲ or ▲▲: Climb or Climb Cliff marker; "+1": another unit under it.',
    },
    {
      what: 'A German position',
      reads:
        'Its hexes tinted with its colour (white, grey, brown), its name (WN 62, A6), a diamond: solid when occupied, dashed when empty, "?" when face down; D1 is a Depth marker, a red slash Disrupted. Choose it to see its fire on the map: ● intense, ⊕ steady, ○ sporadic.',
    },
    {
      what: 'Marks for choosing',
      reads:
        'Green outline: where the unit chosen may go (or the box it may land in); red outline: a position it may barrage, or the boxes a mine strikes; brown: the positions acting for the German card.',
    },
  ],
  procedures: [
    {
      procedure: 'dday-omaha.german-action',
      where: 'Played for every position when a German card is entered; also in ' + LIST,
    },
    {
      procedure: 'dday-omaha.german-possible-hits',
      where: 'Part of each position\'s fire in the German card walk ("Why it does this"); also in ' + LIST,
    },
    {
      procedure: 'dday-omaha.german-fire-hit',
      where: 'Each hit and Disrupted in the German card walk; also in ' + LIST,
    },
    {
      procedure: 'dday-omaha.german-hit-consequence',
      where: 'What Apply does to each unit hit (steps, HQs delayed, Generals, Heroes); also in ' + LIST,
    },
    { procedure: 'dday-omaha.german-artillery', where: 'The ARTILLERY action of card A in the walk; also in ' + LIST },
    {
      procedure: 'dday-omaha.german-advance',
      where: 'The ADVANCE action in the walk, after every other action; also in ' + LIST,
    },
    { procedure: 'dday-omaha.advance-repulse', where: 'An advance into US-held ground, in the walk; also in ' + LIST },
    {
      procedure: 'dday-omaha.depth-pool',
      where:
        'Every Depth marker and reinforcement drawn (re-supply, reinforce, "A Depth marker", event cards); also in ' +
        LIST,
    },
    {
      procedure: 'dday-omaha.german-communication',
      where: 'Traced on the map when the German card is entered (the walk lists changes); also in ' + LIST,
    },
    {
      procedure: 'dday-omaha.us-control',
      where: 'Read from the map for communication and the Artillery Box observers; also in ' + LIST,
    },
    {
      procedure: 'dday-omaha.us-landing',
      where:
        'Landing phase: choose a unit, "Land it now" shows its odds and what each card letter does before the card; also in ' +
        LIST,
    },
    { procedure: 'dday-omaha.mine-symbol', where: 'Landing phase: "A card shows the mine symbol"; also in ' + LIST },
    { procedure: 'dday-omaha.us-arrivals', where: 'The units due each turn (the landing plan); also in ' + LIST },
    {
      procedure: 'dday-omaha.us-action',
      where: 'Every US action names what it cost or why it was free; also in ' + LIST,
    },
    { procedure: 'dday-omaha.us-move', where: 'The hexes outlined for the unit chosen; also in ' + LIST },
    {
      procedure: 'dday-omaha.us-infiltration',
      where:
        'A move between two hexes next to and in the fire of a position: its odds before the card; also in ' + LIST,
    },
    {
      procedure: 'dday-omaha.us-attack',
      where:
        'Choose a German position in the US actions phase, "Attack": the result before it is made; also in ' + LIST,
    },
    {
      procedure: 'dday-omaha.german-defense',
      where: 'Part of every attack (the hexside the German defends with); also in ' + LIST,
    },
    {
      procedure: 'dday-omaha.us-weapons',
      where: 'Part of every attack (the weapons each unit brings); also in ' + LIST,
    },
    {
      procedure: 'dday-omaha.attack-support',
      where: 'Part of every attack (who may support, Flanking); also in ' + LIST,
    },
    {
      procedure: 'dday-omaha.us-barrage',
      where:
        'Choose a tank, then a position outlined red, or a position then "barrages": the odds before the card; also in ' +
        LIST,
    },
    {
      procedure: 'dday-omaha.barrage-allowed',
      where: "Which positions a tank may barrage (outlined red) and naval fire's callers; also in " + LIST,
    },
    {
      procedure: 'dday-omaha.engineers',
      where: 'Choose a beach hex with obstacles in the US actions phase; also in ' + LIST,
    },
    { procedure: 'dday-omaha.command-post', where: 'Extended game, in ' + LIST },
  ],
};
