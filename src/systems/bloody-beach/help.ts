import type { SystemHelp } from '../types.ts';

/** Bloody Beach: Omaha at a glance: what Umpire does at each step, how to read a counter, where each procedure is. */
export const help: SystemHelp = {
  sequence: [
    {
      step: 'German set-up: pillboxes and nests',
      umpire:
        'Asks the German for each pillbox and resistance nest in turn, in a random order: tap a highlighted hex of the zone, then the vertex it faces (Umpire\'s is starred); a refused hex is explained. The US display only reads that a position was set up. With the new-session choice "Umpire sets them up at random" this step is skipped.',
      source: '11.2.2-11.2.6',
    },
    {
      step: 'Planning, turn 1: first-wave supply',
      umpire:
        'The strip over the map offers a stepper for each first-wave regiment (16th and 116th); Allot moves the points from the 1st Division with no check.',
      source: '4.3.4',
    },
    {
      step: 'Planning, turn 2: new supply',
      umpire:
        'Adds 15 points to the 352nd and 4 a US division for each beachhead its HQ traces to, when the turn begins.',
      source: '4.3.2, 4.3.3',
    },
    {
      step: 'First US landing',
      umpire:
        'Land the first wave shows the odds of the first landing check and drift, then rolls every unit box by box in the order DD tanks, tanks, other units, assets, HQs; pillboxes whose zone a unit lands in may then react.',
      source: '9.1.3, 9.1.7, 9.2, 9.3',
    },
    {
      step: 'Initiative',
      umpire:
        'Shows the odds of each side winning with the marker as it stands, rolls both dice, moves the marker toward the loser; a tie checks the end of the phase against the lower supply on HQs on the map, and the log says why a phase ended (before a US HQ lands, any tie ends it; a setting counts the HQs still at sea).',
      source: '5.1, 5.6.2',
    },
    {
      step: 'German reinforcements',
      umpire:
        'When the German wins the initiative on the dice, Roll for German reinforcements shows the odds for the next group on the table; an arrived group enters at its hex or at a free road hex beside it, chosen on the map.',
      source: '11.4',
    },
    {
      step: 'Supply to regiments',
      umpire:
        "Send division supply (under More) takes a number by stepper and makes the receiving regiment's efficiency check, odds first.",
      source: '4.2.2, 9.4.1',
    },
    {
      step: 'Activate a regiment or battalion',
      umpire:
        'Tap its HQ on the map, or pick it under More; each choice says what it costs and how many units act. Umpire pays the supply (one more for cut-off units if asked), or makes the efficiency check of an empty pool; used assets try to recover. An activation in which no unit could act is not offered (a regiment whose HQ has not landed comes with its cut-off units), unless the rules note on idle activations is switched to offer it.',
      source: '5.2, 4.6, 2.5.4',
    },
    {
      step: 'Land a later wave',
      umpire:
        'Land the next wave of a regiment (under More, or from its HQ) pays its activation and lands its next wave, odds first.',
      source: '9.1.4-9.1.6',
    },
    {
      step: 'Assets',
      umpire:
        "The card of a unit in support range offers its regiment's unused assets; a division asset moves to the active regiment on an efficiency check.",
      source: '4.4',
    },
    {
      step: 'Move',
      umpire:
        "Tap a unit: the hexes it can reach are shaded with the movement points each costs; tap a hex to trace the path, Move on the card to go one hex. Stacks move together by the card's switch. Entering a fire zone stops for reaction fire.",
      source: '7, 6.2.1',
    },
    {
      step: 'Reaction fire',
      umpire:
        "The board asks for the reacting player's display; tap a firer, then its target: the odds, then the roll. End reaction fire when done. The US display never names a face-down position.",
      source: '6.2.1, 7.1.3, 9.3.3, 11.2.2',
    },
    {
      step: 'Fire and close combat',
      umpire:
        'Tap the firer, then an enemy in reach: the card offers each kind of fire the rules allow, and close combat in its hex; each shows its odds before the roll and is applied with it.',
      source: '8.1-8.5',
    },
    {
      step: 'Unpin',
      umpire:
        'Once movement and combat are over, the card of a pinned activated unit offers Try to unpin: the odds, one roll, applied at once, once an activation.',
      source: '5.3.4, 8.3.2',
    },
    {
      step: 'Naval and air support',
      umpire:
        "In the US initiative tap a German unit for a naval point's fire, or a German HQ for an air strike, odds first.",
      source: '5.4, 5.5',
    },
    {
      step: 'End of the activation',
      umpire:
        'End the activation removes held roadblocks, clears assignments, and asks which unit of an overstacked hex loses its step.',
      source: '7.2.3, 7.5.4',
    },
    {
      step: 'Passing and the end of the turn',
      umpire:
        'Pass the initiative hands it over; when both pass in turn the Action Phase ends, used assets and support reset, and turn 2 begins; after turn 2 the victory points are counted.',
      source: '5.6.1, 10',
    },
  ],
  counters: [
    {
      what: 'Name along the top',
      reads:
        'The company or platoon and its regiment ("A/116"); a star marks a US counter, a cross a German one (German counters also have cut corners).',
    },
    {
      what: 'Ratings along the bottom',
      reads:
        'Firepower, anti-tank and morale ("4-1-7"); an armoured unit or pillbox shows its armour in brackets after the anti-tank rating ("3-4(3)-7").',
    },
    { what: 'Number on the right', reads: 'Movement allowance: 4 for infantry and HQs, 8 for vehicles.' },
    {
      what: 'Squares down the left edge',
      reads:
        'Steps: filled for steps left, open for steps lost. A red H in the corner is a Hit marker; a pale band across the top means the counter is on its reduced side.',
    },
    {
      what: 'PIN tag in the middle',
      reads:
        'The unit is pinned (its symbol drawn smaller above the tag): it may not move or fire and may only try to unpin when activated.',
    },
    {
      what: 'Face-down counter with "?"',
      reads:
        'A German pillbox or resistance nest the US has not yet seen; its small triangle is its facing. The German display shows it face up.',
    },
    {
      what: 'Pillbox counter',
      reads: 'Its calibre ("88 mm") at the top; it fires only into the two hexes ahead of its facing and beyond.',
    },
    {
      what: 'Shaded hexes and numbers',
      reads:
        'Where the selected unit can go this activation and the movement points it would spend; red hexes would be overstacked.',
    },
  ],
  procedures: [
    {
      procedure: 'bloody-beach.efficiency-check',
      where:
        'Made by the game when supply is sent, an asset moves, a regiment activates without supply or an asset recovers; odds shown over the map first.',
    },
    { procedure: 'bloody-beach.initiative', where: 'Roll for the initiative, on the strip over the map.' },
    {
      procedure: 'bloody-beach.supply-transfer',
      where: 'The Procedures list under the map (the game itself sends supply from More on the strip).',
    },
    {
      procedure: 'bloody-beach.asset-transfer',
      where: 'The Procedures list; in play, Move an asset under More during an activation.',
    },
    {
      procedure: 'bloody-beach.asset-recovery',
      where: "The Procedures list; in play, rolled when the asset's regiment activates.",
    },
    {
      procedure: 'bloody-beach.activation-cost',
      where: 'The Procedures list; in play, paid when a formation activates.',
    },
    {
      procedure: 'bloody-beach.activate-without-supply',
      where: 'The Procedures list; in play, the odds show when an HQ with no supply is activated.',
    },
    {
      procedure: 'bloody-beach.movement-allowance',
      where: "The Procedures list; in play, the card shows a unit's movement points left.",
    },
    {
      procedure: 'bloody-beach.movement-cost',
      where: 'The Procedures list; in play, the cost of each hex is shaded on the map when a unit is selected.',
    },
    {
      procedure: 'bloody-beach.stacking',
      where: 'The Procedures list; in play, overstacked hexes show red and owe a step at the end of an activation.',
    },
    {
      procedure: 'bloody-beach.small-arms-fire',
      where: 'Tap a firer, then its target: the card offers the fire, with odds before the roll.',
    },
    { procedure: 'bloody-beach.anti-tank-fire', where: 'As Small Arms fire, against an armoured target or a pillbox.' },
    {
      procedure: 'bloody-beach.morale-check',
      where: 'Rolled by the game as part of a fire result; also in the Procedures list.',
    },
    { procedure: 'bloody-beach.unpin', where: 'Try to unpin on the card of a pinned activated unit.' },
    { procedure: 'bloody-beach.retreat', where: 'The game moves the unit, or asks its owner for the hex on the map.' },
    {
      procedure: 'bloody-beach.close-combat',
      where: 'Tap an attacker that began next to the enemy, then the enemy: Close combat on the card.',
    },
    {
      procedure: 'bloody-beach.hq-displacement',
      where: 'The game displaces an HQ fired on, or asks its owner for the hex on the map.',
    },
    {
      procedure: 'bloody-beach.naval-support',
      where: 'Tap a German unit in the US initiative: the card offers each naval point that may fire.',
    },
    {
      procedure: 'bloody-beach.air-interdiction',
      where: 'Tap a German HQ in the US initiative: Air strike on the card.',
    },
    {
      procedure: 'bloody-beach.landing',
      where: "Land the first wave on the strip, or Land the next wave under More or on the HQ's card.",
    },
    {
      procedure: 'bloody-beach.special-hit',
      where: 'Drawn by the game on a natural 10 of small arms fire; also in the Procedures list.',
    },
    {
      procedure: 'bloody-beach.pointe-du-hoc-battery',
      where:
        'Rolled by Umpire when a US unit first comes next to hex 2003: in the first landing, when the Rangers come ashore below it.',
    },
    {
      procedure: 'bloody-beach.battery-fire',
      where: 'Under More while the Coastal Defense Group is active and the battery is in place.',
    },
    {
      procedure: 'bloody-beach.german-reinforcement',
      where: 'Roll for German reinforcements, on the strip when the German holds the initiative.',
    },
    {
      procedure: 'bloody-beach.victory',
      where: 'Counted by the game at the end of turn 2; also in the Procedures list.',
    },
    {
      procedure: 'bloody-beach.turn-two-supply',
      where: 'Added by the game when turn 2 begins; also in the Procedures list.',
    },
  ],
};
