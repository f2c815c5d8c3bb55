import type { RulesNote, SettingDef } from '../../engine/index.ts';

export const rulesNotes: readonly RulesNote[] = [
  {
    id: 'advance-or-fire',
    title: 'ADVANCE or FIRE (card A, occupied Reinforcement with US in its field of fire)',
    sections: ['3'],
    says: 'The cell offers either action; the ADVANCE bullet lets a unit advance past US units in its field of fire only with a Depth marker (unrevealed, or revealed and of the 352nd).',
    reading:
      'The game walk decides from the position: ADVANCE when those Depth conditions hold, FIRE otherwise. The bare procedure has no Depth input, so a setting picks its answer (FIRE by default).',
    why: 'The fixed procedure inputs say nothing about Depth markers; FIRE is what a position without one must do.',
    setting: 'advanceOrFire',
  },
  {
    id: 'disrupted-removal',
    title: 'When a disrupted position removes its marker',
    sections: ['3', '4'],
    says: 'An activated position whose units are Disrupted takes no action and loses its Disrupted marker instead; the fire section also clears markers of every colour on the card.',
    reading: 'Every activated occupied disrupted position removes its marker, whatever the cell of the matrix says.',
    why: 'Activation is by colour on the card, and the fire section clears every colour on the card, empty cell or not.',
    setting: 'disruptedRemoval',
  },
  {
    id: 'fire-results-symbols',
    title: '9.3 German fire: row headings lost (reconstructed)',
    sections: ['9.3', '4'],
    says: 'The first row heading is missing entirely; the two others read "+ Non-Armored + sym" with a symbol lost in front. Cells: -1 step / -1 step + Disrupted / -1 step; Disrupted under Ambush; Disrupted under WN.',
    reading:
      'Row 1 is any unit the fire hits (matching symbol, concentrated target, leader bonus). The lost symbols are fire-intensity circles: intense (●) before the Ambush row, steady (⊕) before the WN row, so units not hit but non-armored and matching in those fields are Disrupted. Stored as data (german-fire-results) and editable.',
    why: 'Only the circles ●, ⊕ and ○ vanish elsewhere in the digest, and the leading space shows one stood there. Two different circles are needed since the rows differ.',
  },
  {
    id: 'patrol-reinforce-circles',
    title: 'PATROL, REINFORCE and MORTAR: field-of-fire circles lost',
    sections: ['3'],
    says: 'PATROL disrupts units "in [ ] and [ ] field of fire"; REINFORCE needs a VP position or US units "in [ ] or [ ] field of fire"; MORTAR counts every hex it reaches as lying in one kind (lost) of the position\'s fire.',
    reading:
      "The pairs are intense and steady (the two the leader bonus also names); the mortar range is treated as the position's own field of fire with matching symbols.",
    why: 'Section 4 pairs ● and ⊕ the same way for leaders; sporadic fire is the weakest and is left out of the strong effects.',
  },
  {
    id: 'reinforce-depth',
    title: 'REINFORCE: the matrix condition and the bullet condition',
    sections: ['3'],
    says: 'The matrix reinforces an empty Reinforcement position when US units are within 2 hexes; the bullet places Reinforcement + Depth if it is a VP position or US units are in its strong fields of fire.',
    reading: 'The matrix decides whether it reinforces; the bullet decides whether a Depth marker comes with the unit.',
    why: 'Both conditions are then used, and the fixed german-action procedure (no VP input) stays exact.',
    setting: 'reinforceDepth',
  },
  {
    id: 'amphibious-headings',
    title: '9.2 landing table: lost row headings and the letters',
    sections: ['9.2', '1'],
    says: 'The first row of the turn 2-3, 4-14 and 15+ bands has no heading; turn 2-3 then splits by "DG & CH" and "others", later bands by "DUKW" and "others". The letters A-D head the columns without explanation.',
    reading:
      'A-D is the landing letter on the card drawn. Turns 4+: the first row is infantry (its A cell names Rangers), DUKW rows are the artillery brought in by DUKW, others the rest. Turns 2-3: the first row is non-infantry and the DG & CH / others rows are infantry by landing box (their drifts match the later infantry row). Each unit reads one row.',
    why: 'It gives every unit exactly one row, and matches the history of the first waves drifting east outside Dog Green and Charlie.',
  },
  {
    id: 'landing-boxes',
    title: 'Landing boxes and drift direction',
    sections: ['1', '9.2'],
    says: 'Drift is given as boxes left or right; the digest has no map.',
    reading:
      'Boxes are listed as seen from the sea, left to right (east to west): FR, FG, ER, EG, DR, DW, DG, CH; drifting past either end delays the unit 2 turns. The list is scenario data.',
    why: 'Facing the beach from the sea, left is east, the way the tide carried the boats.',
  },
  {
    id: 'drift-stacking',
    title: 'The two-unit limit and a unit that drifts',
    sections: ['1'],
    says: 'The limit of 2 units a landing box (HQs and Generals not counted) is listed under placing units; nothing says whether a drift on landing may end in a box that already holds 2.',
    reading:
      'The limit binds the placing: a drifting unit ends where its drift puts it, even in a full box. The other reading, offered as a setting, carries it on past each full box the same way to the first box with room, or out of the boxes (2 turns late).',
    why: "The limit sits under placing, which is the player's choice; a drift is the sea's.",
    setting: 'driftStacking',
  },
  {
    id: 'barrage-columns',
    title: '9.5 barrage: columns and blank cells',
    sections: ['9.5'],
    says: 'Columns 1-2, 3-5 and 6+ are not explained; rows are sym, color, color + sym; three cells are blank.',
    reading:
      "The column is a barrage value entered by the player (the barraging unit's strength is the natural reading). A blank cell reads as the one to its left, since each row only improves to the right.",
    why: 'The printed cells grow stronger to the right in every row.',
  },
  {
    id: 'attack-blanks',
    title: '9.7 attack: blank cells, x2, and the "?" cell',
    sections: ['9.7'],
    says: 'With weapons and x2, the Alone and Hidden cells are blank; without weapons, x2 with a revealed Depth reads "Disrupted [-1 step adj -> - Depth]?".',
    reading:
      'x2 means at least twice the German strength; the blank x2 cells read as the > row. The bracketed part is offered: a US unit adjacent may give a step to strip the Depth marker.',
    why: "x2 is a stronger case of >; the question mark is the digest's own doubt, so a setting can drop it.",
    setting: 'adjStepForDepth',
  },
  {
    id: 'weapons-icons',
    title: '9.8 weapons: unit icons lost',
    sections: ['9.8', '6.2'],
    says: 'The rows "ranged from adj" and "ranged from dist or across bluff/cliff hexside" lost the unit icon before them.',
    reading:
      'They are infantry and heavy infantry supporting an attack: from an adjacent hex (infantry weapons plus MG), and from range or across a bluff or cliff.',
    why: 'Section 6.2 lets infantry and heavy infantry in range support, and heavy infantry across a bluff or cliff.',
  },
  {
    id: 'hexside',
    title: 'Which hexside the German defends with',
    sections: ['6.2', '9.6'],
    says: 'The German defense benefits from the least advantageous hexside.',
    reading:
      'When attacked across several hexsides, the German uses the one least advantageous to him (the smallest multiplier).',
    why: 'That is the literal reading; the other (the best for the German) is the common wargame rule, so both are offered.',
    setting: 'defenseHexside',
  },
  {
    id: 'sequence',
    title: 'Sequence of play',
    sections: ['1', '3', '4', '5', '6'],
    says: 'The digest gives the rules by section without a turn sequence.',
    reading:
      'Each turn: US landing, then the German card (actions of the positions whose colour it shows, fire, artillery, advances last), then US actions.',
    why: 'That follows the order of the sections and of events on the day.',
  },
  {
    id: 'artillery-action',
    title: 'The ARTILLERY action and section 5',
    sections: ['3', '5'],
    says: 'ARTILLERY makes a 75 or 88 caliber position fire artillery "as previously described"; section 5 counts the sector\'s matching artillery against the German artillery value from turn 4.',
    reading:
      "An ARTILLERY action runs section 5 once for its sector with the card's artillery line (caliber, value, symbols); a second position of the same sector adds nothing more.",
    why: 'Section 5 counts every matching gun of the sector, so firing it once per position would count them twice.',
  },
  {
    id: 'advance-conflict',
    title: 'Two advances into one position',
    sections: ['3'],
    says: 'The digest gives one example: B1, when A7 and A6 are occupied, is taken by A7.',
    reading: 'When two positions advance into the same one, the higher-numbered goes.',
    why: 'The only example picks the higher number.',
  },
  {
    id: 'losses',
    title: 'Catastrophic loss box, heroes hit twice',
    sections: ['4'],
    says: 'A non-ranger infantry unit that loses its second step goes to the catastrophic loss box; Heroes and Generals flip on the first hit and Generals die on the second.',
    reading:
      'The box takes infantry (and heavy infantry) when their lost steps reach two. A flipped Hero hit again is removed.',
    why: 'The digest says nothing of a second hit on a Hero; removal is the plain consequence.',
  },
  {
    id: 'obstacles-cleared',
    title: 'When beach obstacles count as cleared',
    sections: ['1', '7'],
    says: 'The mine rule treats every obstacle as cleared from turn 23; the engineer rule from turn 24.',
    reading: 'Each rule keeps its own turn as printed.',
    why: 'Both are printed; the one-turn difference only matters for turn 23.',
  },
  {
    id: 'provisional-data',
    title: 'Map, counters and cards are not in the digest',
    sections: ['9.1'],
    says: 'Unit types, target symbols, colours, calibers, pools, the positions and the whole map come from the printed components.',
    reading:
      'Unit types are read from the designations; symbols (foot, armor, gun), colours, positions, strengths, the weapons each WN needs, the map, the tide and the card mixes are stand-ins in the scenario and the tables, all marked provisional on the board and in the tables, and editable.',
    why: 'The procedures need them to run; the player corrects them from the counters.',
  },
  {
    id: 'reconstructed-map',
    title: 'The map is a reconstruction',
    sections: ['1', '2', '3', '6', '9.4'],
    says: 'The rules count hexes (mortar 3, 2 or 5 hexes, two units a hex, adjacency, fields of fire marked ●, ⊕ and ○) on a map the digest does not give.',
    reading:
      "A 30 by 12 hex map of Omaha from Fox Red (east, left as seen from the sea) to Charlie (west), with the five draws, the villages, the cliffs at both ends, roads and exit hexes A-G. Hexsides are implied by the terrain on both sides (low ground to high ground: bluff; draw to high ground: slope; beach to pavillon or draw: shingle) unless listed (cliffs, seawall, the anti-tank wall at the Vierville draw). Each WN's fire was laid out by one rule: intense all round and 2 hexes seaward over low ground, steady at 3, sporadic at 4 on the beach; a Reinforcement position intense at 1 and steady at 2.",
    why: 'Every rule that counts hexes can then be applied rather than ticked by hand; the map is data, so the printed one can replace it.',
  },
  {
    id: 'no-room-in-the-boxes',
    title: 'More units due than the boxes of their sector take',
    sections: ['1', '9.1'],
    says: 'At most two units a landing box; 9.1 brings more units to a sector on some turns than its boxes hold.',
    reading:
      'A unit that no box of its sector takes stays due and lands on a later turn; the landing phase ends once every unit that some box would take has landed (or, from turn 7, been held back).',
    why: 'The placement limit is printed; the boxes are scenario data (provisional), so an owner with more boxes per beach corrects them there.',
  },
  {
    id: 'tide',
    title: 'When the tide is high',
    sections: ['1', '6'],
    says: 'High tide closes landing boxes that face no beach hex and drowns units left under water at the end of the turn; the digest does not say when it is.',
    reading:
      'Tidal beach hexes (the lowest rows, all the beach at Dog Green and Charlie) are under water on the turns the tide table marks high (turns 8-12 by default). A box faces a beach hex when one of its columns has a shore hex that is dry now.',
    why: 'High water at Omaha came near 11:00; the table can be corrected from the turn track.',
  },
  {
    id: 'cards-as-dice',
    title: 'Cards drawn for landing, barrage and infiltration',
    sections: ['9.2', '9.5', '6.1'],
    says: 'A card is drawn and read: its letter for a landing, its colour and symbol against the target for a barrage, its symbol, colour and symbols-and-Depth count for an infiltration.',
    reading:
      'Each draw is a die whose faces are the readings, in the proportions of the card-draws table (provisional); the player may type the reading of the card drawn at the table instead. Draws are independent (the deck is not tracked).',
    why: 'The odds can then be shown before the draw from the same counts Umpire draws with.',
  },
  {
    id: 'attack-depth',
    title: '9.7 "+ Depth": who takes the marker',
    sections: ['9.7', '2'],
    says: 'Several 9.7 results give the German "+ Depth"; section 2 says a Depth marker goes to the German unit in communication without one that is closest to a US unit.',
    reading:
      "By default the marker goes where section 2 puts it (closest, 1-hex WN, 2-hex WN, Reinforcement, lowest number, letter), drawn from that position's pool; a setting gives it to the attacked position instead.",
    why: 'Section 2 is the only rule that says how a Depth marker is placed; the attacked position is the plainer reading of the table.',
    setting: 'attackDepth',
  },
  {
    id: 'wn-depth-fallback',
    title: 'A WN Depth marker when the WN pool is empty',
    sections: ['2'],
    says: 'WN position: WN Depth pool → Tactical Reinforcement; a reinforcement triggered by a WN Depth marker comes from the Tactical pool without Depth and goes to the nearest empty Reinforcement position.',
    reading:
      'When the WN Depth pool is empty, the WN gets no marker: a Tactical reinforcement arrives instead, face down without Depth, in the empty Reinforcement position nearest that WN, then closest to a US unit, then lowest number.',
    why: 'That joins the pool order and the "triggered by a WN Depth marker" bullet into one event.',
  },
  {
    id: 'attack-details',
    title: 'Attacks: strength, radio, a two-hex WN, the German face up',
    sections: ['6.2', '9.7', '9.8'],
    says: 'The digest compares US and German strength; lists RD among infantry weapons and also gives infantry a radio when in command of an HQ; treats two-hex WNs as one position for fire.',
    reading:
      "US strength (in an attack, and against an advance) is the steps of the units; the German unit's strength is the position's (provisional), plus 1 a revealed Depth marker. Infantry brings its 9.8 weapons except RD, which it has only next to the target and in command of an HQ (an HQ next to the target brings RD too). Defeating a two-hex WN removes one of its units. An attacked German unit is turned face up (a result may turn it down again).",
    why: 'The counters are not in the digest; the radio rule would mean nothing if every infantry unit carried one.',
  },
  {
    id: 'us-action-details',
    title: 'US actions: sector, infiltration, cliffs, naval fire',
    sections: ['6', '6.1', '6.5'],
    says: 'Two actions per sector; infiltration draws one card; scaleable cliffs are crossed with markers; naval fire is free.',
    reading:
      'An action is paid in the sector of the hex (or box) where the unit stands; going ashore from a landing box is a move like any other (the free actions do not name it). An infiltration is made by one unit at a time, and the player says beforehand whether a unit that loses its step goes on or stays. Markers are placed only climbing up; nobody goes down a cliff face, and going down a bluff needs no marker. Naval fire may strike each German hex once a phase.',
    why: 'The digest is silent on these points; each reading keeps the rule it serves playable and limited.',
  },
  {
    id: 'mine-affected-box',
    title: 'Exploding mine symbol: which boxes',
    sections: ['1'],
    says: "From turn 7 a mine symbol hits boxes over uncleared obstacles (landing on them to turn 15, passing them to turn 22); none from turn 23; one step from a unit of the player's choice.",
    reading:
      'The player declares the symbol when a card shows it. The boxes struck are read from the map: to turn 15 those whose landing hexes (the shore hexes nearest the sea, dry at high tide) hold uncleared obstacles, to turn 22 those whose beach columns hold any. One unit in all the struck boxes loses the step. Turns 1-6 have no effect (row provisional).',
    why: 'The map knows the obstacles and the tide; the digest names one step for the whole symbol, not one a box.',
  },
  {
    id: 'hq-drift-optional',
    title: 'HQs and Generals drifting with their unit',
    sections: ['1'],
    says: 'A leader stacked with a unit may drift along with it.',
    reading:
      'Optional: the drift-with action moves the HQ or General to where a unit that drifted out of its box this turn ended (another box, or delayed two turns when out of the boxes). Any such unit may be followed, not only the last to drift, so in a wave the leader may follow a unit whose card was drawn before others. It may be taken before the leader is placed or after it was placed in the starting box.',
    why: '"May" leaves it to the player and "a unit" names none in particular; the order of placing a unit and its leader is not fixed by the digest.',
  },
  {
    id: 'leader-high-tide',
    title: 'An HQ or General landing at high tide in a box facing no dry beach',
    sections: ['1'],
    says: 'A unit is placed 2 turns later when it drifts out of the boxes or is, at high tide, in a box facing no beach hex; the next bullet exempts HQs and Generals from the landing hazard and lets them drift with a unit. The digest does not define the landing hazard.',
    reading:
      'The landing hazard is the landing card (9.2), which leaders do not draw. The high-tide delay is not a card: it comes from the box, which gives nobody a hex to go ashore, so it delays an HQ or General as it delays a unit. The other reading, a setting, counts the tide among the hazards and lands the leader in the box.',
    why: 'The section counts HQs and Generals as units (the limits say they "do not count" among them), and a leader left in such a box could not leave it until the tide fell.',
    setting: 'leaderHighTide',
  },
  {
    id: 'event-reinforcement-depth',
    title: 'Event reinforcement from the Division pool: where its Depth marker comes from',
    sections: ['2'],
    says: 'An event reinforcement comes from the Tactical pool without Depth, or from the Division pool with Depth; the Depth pool is not named.',
    reading:
      'The Depth marker is drawn as for a Reinforcement position: Building pool then Mobile in buildings, Mobile elsewhere; none when those are empty. The event card gives the sector.',
    why: 'Kampfgruppe Meyer feeds both the Division pool and the Mobile Depth pool, which fits this reading.',
  },
];

export const settings: readonly SettingDef[] = [
  {
    key: 'driftStacking',
    label: 'A drift that ends in a full landing box',
    options: [
      { value: 'stays', label: 'the unit stays there (the limit binds placing only)' },
      { value: 'next-box', label: 'it drifts on to the next box with room, or out' },
    ],
    default: 'stays',
    note: 'drift-stacking',
  },
  {
    key: 'leaderHighTide',
    label: 'An HQ or General landing at high tide in a box facing no dry beach',
    options: [
      { value: 'delayed', label: 'is placed 2 turns later, as a unit is' },
      { value: 'lands', label: 'lands there (the tide read as a landing hazard)' },
    ],
    default: 'delayed',
    // Sessions saved before this setting landed leaders in such a box.
    unrecorded: 'lands',
    note: 'leader-high-tide',
  },
  {
    key: 'attackDepth',
    label: '9.7 "+ Depth": which German unit takes the marker',
    options: [
      { value: 'priority', label: 'the one section 2 chooses (closest to a US unit)' },
      { value: 'attacked', label: 'the attacked position' },
    ],
    default: 'priority',
    note: 'attack-depth',
  },
  {
    key: 'extended',
    label: 'Game length',
    setup: true,
    options: [
      { value: false, label: 'Standard: turns 1-16' },
      { value: true, label: 'Extended: turns 1-32, EXT rules from turn 17' },
    ],
    default: false,
  },
  {
    key: 'advanceOrFire',
    label: 'German action procedure: ADVANCE or FIRE cell',
    options: [
      { value: 'fire', label: 'FIRE (no Depth marker known)' },
      { value: 'advance', label: 'ADVANCE (the unit holds a qualifying Depth marker)' },
    ],
    default: 'fire',
    note: 'advance-or-fire',
  },
  {
    key: 'disruptedRemoval',
    label: 'Disrupted German positions remove their marker',
    options: [
      { value: 'always', label: 'whenever activated' },
      { value: 'when-acting', label: 'only when the card gives them an action' },
    ],
    default: 'always',
    note: 'disrupted-removal',
  },
  {
    key: 'reinforceDepth',
    label: 'REINFORCE brings a Depth marker',
    options: [
      { value: 'conditional', label: 'on a VP position or with US in intense/steady fire' },
      { value: 'always', label: 'always' },
    ],
    default: 'conditional',
    note: 'reinforce-depth',
  },
  {
    key: 'adjStepForDepth',
    label: '9.7: step from an adjacent unit to strip the Depth',
    options: [
      { value: 'offer', label: 'offered (as printed, with its "?")' },
      { value: 'ignore', label: 'ignored' },
    ],
    default: 'offer',
    note: 'attack-blanks',
  },
  {
    key: 'defenseHexside',
    label: 'German defends with the hexside',
    options: [
      { value: 'least-for-german', label: 'least advantageous to him (as printed)' },
      { value: 'best-for-german', label: 'most advantageous to him' },
    ],
    default: 'least-for-german',
    note: 'hexside',
  },
];
