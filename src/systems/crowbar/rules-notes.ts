import type { RulesNote, SettingDef } from '../../engine/index.ts';

/** Where the Crowbar! text is unclear or contradicts itself: what it says, the reading used, and why. */
export const rulesNotes: RulesNote[] = [
  {
    id: 'crowbar-flank-row',
    title: 'Which row is "behind" a defender',
    sections: ['J-2c', 'J Close Combat example', 'Example of play'],
    says: 'J-2c calls a row behind a German defender the more northern one; both worked examples grant the flank bonus to a Ranger south of (past) the German unit.',
    reading: 'Behind a German defender is south of it, behind a Ranger defender north of it, as in the examples.',
    why: 'Two worked examples agree with each other and with the geometry (the Germans face north); the parenthesis looks reversed.',
    setting: 'crowbar.flankRow',
  },
  {
    id: 'crowbar-landing-continues',
    title: 'Does an activation go on after the LCA lands?',
    sections: ['E-2', 'Example of play'],
    says: 'E-2 lists reaching Beach 4 among the events that end the compulsory rolling at sea; the example of play keeps rolling with the landed unit.',
    reading:
      'The landed unit continues its activation under the Beach Zone rules; Advances left on the landing die may be saved for the climb.',
    why: 'The example of play does it twice, and Beach rules then force further rolls anyway.',
    setting: 'crowbar.landingContinues',
  },
  {
    id: 'crowbar-cc-pinned-shaken',
    title: 'Defender both Pinned and Shaken',
    sections: ['J-2d'],
    says: 'The defender loses one die for being "Pinned or Shaken", listed as one item under "for each of the following".',
    reading: 'One die in all, whether Pinned, Shaken or both.',
    why: 'The item names both conditions together.',
    setting: 'crowbar.ccPinnedShaken',
  },
  {
    id: 'crowbar-chit-return',
    title: 'What happens to a drawn Event Chit',
    sections: ['O-1', 'B-12'],
    says: 'Chits are drawn from a cup; the text never says whether they go back.',
    reading: 'Drawn chits are set aside until the cup is empty, then all go back in and are mixed.',
    why: 'Every chit is then seen once per cycle; returning each one at once is offered as the other reading.',
    setting: 'crowbar.chitReturn',
  },
  {
    id: 'crowbar-advances-after-combat',
    title: 'Advances after a Close Combat',
    sections: ['G-7d', 'J-4'],
    says: 'A unit that fights a Close Combat "loses all accumulated Advance results up to this point" but may go on with its activation.',
    reading:
      'Every unspent Advance is lost, saved ones and the rest of the die that moved it; the activation goes on with the next die.',
    why: 'The remaining Advances of the die were accumulated when the unit moved in.',
    setting: 'crowbar.advancesAfterCombat',
  },
  {
    id: 'crowbar-event-chit-or-card',
    title: 'No Effect and Stop faces: Event Chit or Event Card?',
    sections: ['O', 'G-7a', 'G-7g'],
    says: 'O says chits are drawn on the No Effect faces of Green and Yellow and the Stop faces of Red and Black; G-7 says those faces draw an Event Card.',
    reading:
      'They draw an Event Card (G-7, and every worked example); O is read as telling which dice carry those faces.',
    why: 'The examples draw cards on those faces, and chits come only from the R and G symbols.',
  },
  {
    id: 'crowbar-southwest-triples',
    title: 'Where the two triple gun spaces are',
    sections: ['A-1g', 'B-8e', 'R-1'],
    says: 'East is the left of the map and Easy holds the left four columns, yet B-8e puts the triple spaces in the "south-western" corner while R-1 gives them to Easy Company.',
    reading: "The triple spaces sit in Easy's zone, rows 14 and 15 (editable in the scenario).",
    why: 'R-1 names the Company outright; the compass words conflict with A-1g.',
  },
  {
    id: 'crowbar-coop-pools',
    title: 'Co-op marker pools exceed the markers',
    sections: ['R-1'],
    says: 'Each player gets 8 markers, but the Easy pool lists 10 and the three pools need more Nothing Found markers than exist.',
    reading: 'Pools are filled in the order Fox, Dog, Easy from the 20 markers; what runs short is left out.',
    why: 'The physical game has only 20 markers.',
  },
  {
    id: 'crowbar-cliff-retreat',
    title: 'Retreat of a Ranger unit that attacked up the cliff',
    sections: ['J-3d', 'J-3e'],
    says: 'A beaten attacker goes back where it came from, but a Ranger unit can never retreat beyond Cliff Top 5.',
    reading:
      'A Ranger unit that attacked from Beach 4 may fall back to Beach 4; any other Ranger retreat stops at Cliff Top 5.',
    why: 'J-3d names the space it came from explicitly.',
  },
  {
    id: 'crowbar-german-retreat-blocked',
    title: 'German retreat blocked by a Ranger unit',
    sections: ['J-3e', 'I-6'],
    says: 'German units retreat south past other Germans; units may not move through enemy spaces; the extra-hit rule is written for Ranger units.',
    reading:
      'A German retreat stops before a Ranger unit and the German takes one hit per space it could not go, fighting again if it could not move at all.',
    why: 'The same rule as for Rangers keeps the combat finite and symmetrical.',
  },
  {
    id: 'crowbar-pin-on-hit',
    title: 'Does MG, FLAK or Support Fire pin on a 6?',
    sections: ['L-4', 'L Open Fire! example'],
    says: 'The results table pins on a 4, and on a 5 only when an MG, the FLAK or Support Fire shoots; a bullet under the hits then says such fire makes the target take a Pinned result as well. The Open Fire! example has an MG throw a 3 and a 6 and reports one hit, with no word of a pin.',
    reading: 'Only a 4, or a 5 of MG, FLAK or Support Fire, pins: a 6 is a hit and nothing more.',
    why: 'The bullet can be read as repeating the table row for the 5, and the table would have said so on the 6 row had the 6 pinned too; the example applies its 6 as a bare hit. The other reading (any hit from such fire pins too) is offered as a setting.',
    setting: 'crowbar.pinOnSix',
  },
  {
    id: 'crowbar-obstacles-stack',
    title: 'Several obstacles on one move',
    sections: ['G-7d'],
    says: 'A regular obstacle makes a move cost two Advances; German-held Prepared Cover adds one.',
    reading:
      'Woods, Wire and an Obstacle marker together still cost two; German-held Prepared Cover adds one to whatever the move costs.',
    why: "G-7d's own example adds the Prepared Cover Advance to the cliff cost.",
  },
  {
    id: 'crowbar-new-unit-activated',
    title: 'A unit created by Redeploy',
    sections: ['K-2e'],
    says: 'A new unit appears with a new Rally Point; its activation status is not given.',
    reading: 'It counts as activated this turn and belongs to the Company of its column.',
    why: 'It is formed from a unit that is acting now.',
  },
  {
    id: 'crowbar-relief-roadblock-bonus',
    title: 'Relief Column bonus for a strong Roadblock',
    sections: ['H-3', 'P-6', 'P-7', 'Q-6'],
    says: 'H-3 lets the Relief Column marker move one extra space in some cases, for a very strong Roadblock, and sends the reader to P-7. P-7 only retires the Counterattack marker after the 4th attack. The one rule about a Roadblock stronger than Q-6 asks is P-6, just before it: a third unit of one Company on its Roadblock.',
    reading:
      'P-7 is read as P-6. While any Company holds its Roadblock with three or more units (as P-6 and Q-6 count them), each Relief Column entry of an Event Card moves the marker one more space. One extra space per card however many Companies qualify; the Rudder move at the End Turn Phase is not a card entry and gets none.',
    why: 'H-3 speaks of card entries ("each time ... in some cases"), and P-6 is the only place that names a stronger Roadblock. Giving no bonus at all, as if the sentence were not there, is offered as the other reading.',
    setting: 'crowbar.strongRoadblockRelief',
  },
  {
    id: 'crowbar-coop-chits',
    title: 'Which player enacts an Event Chit in co-op',
    sections: ['R-4', 'S Game Round', 'O'],
    says: "A chit calling for a voluntary action by another Company's units goes to that Company's player, who enacts it; the drawer may ignore a player's choice chit or give it to an eligible player.",
    reading:
      "Rangers Forward!, Open Fire! and Force B & C Reinforcements are the chits that set units acting. Whoever enacts one uses only units they control. A named Company's chit goes to that Company's player; Dog's in 2-player co-op stays with the drawer if one of the drawer's Dog units can use it, else it goes to the partner. A player's choice chit is offered to the drawer: keep it, give it to a player with a unit able to use it, or decline. Heroic Action, Mortar and Naval Support and the other chits stay with the drawer.",
    why: 'Every co-op player commands only his own units (R-1, S-1); Dog is shared, so neither 2-player seat is "another Company" for it and the drawer keeps it when he can.',
  },
  {
    id: 'crowbar-slater-handoff',
    title: 'Slater in 2-player co-op',
    sections: ['S-8', 'R-7', 'M-1'],
    says: 'Slater is handled as Rudder is, but he may only join Dog Company units.',
    reading:
      "Until the first End Turn Phase that finds him inland, Slater may be with any Dog unit of either player. At that phase the players agree, or roll two dice each, and the winner attaches him to one of his own two Dog units; from then on he only joins that player's Dog units. When Rudder is due at the same phase he is settled first. His bonuses still reach the units M-1 names.",
    why: 'S-8 gives Slater the Rudder procedure with only the Company limit added; nothing in it narrows who his bonuses help.',
  },
  {
    id: 'crowbar-free-deployment',
    title: 'Free deployment of the landing craft',
    sections: ['B-6 option', 'B-2', 'B-3', 'B-4', 'B-6'],
    says: 'As an option, the player may set up the LCAs with their Ranger units and Commanders as he likes, inside each Company zone.',
    reading:
      "Offered as a session setting. The four stacks of a Company may be swapped between that Company's columns before Operation Flashlamp. A stack is the LCA (its name), the Ranger unit (and whether it is the 6 SP Support unit), the Commander stacked with it and the Supplies under the Support LCA. The Rally Point marker stays behind the column's Start space and serves whichever unit lands there.",
    why: 'B-2 to B-5 stack the Commanders and Supplies under their LCAs, so they travel with them; B-6 places a Rally Point behind every column, not with a unit.',
  },
  {
    id: 'crowbar-flak-sight',
    title: 'FLAK firing at the sea',
    sections: ['L-1', 'L-2'],
    says: 'FLAK targets the closest Ranger unit in its column even at sea, while Inland lines of sight stop at Cliff Top 5.',
    reading: 'FLAK ignores the cliff limit within its own column; units and terrain still block its line.',
    why: 'L-1 singles the FLAK out.',
  },
  {
    id: 'crowbar-example-support',
    title: 'Support in the worked examples',
    sections: ['J-2c', 'J-2d', 'J Close Combat example', 'Example of play'],
    says: 'Support needs un-Pinned, un-Shaken neighbours whose SP total at least the enemy SP; the Close Combat example gives a 3 SP HKA support from one MG against an 8 SP attacker, and the example of play counts unit 858 as a supporter just after an MG pinned it.',
    reading: 'The rule as written: the total must reach the enemy SP, and Pinned or Shaken units never support.',
    why: 'The rule is stated twice in the same words; the examples skip the check. The tests replay them with the board adjusted so the rule holds.',
  },
  {
    id: 'crowbar-versus',
    title: 'Versus and "not so co-op" modes: what the German player decides',
    sections: ['T', 'T-1', 'T-2', 'T-3', 'T-4', 'T-5', 'R-1', 'R-8'],
    says: 'A German player sets up the HKA and MG units and part of the hidden markers, picks among tied options in five German events, and picks the Counterattack force, its placement and the 4th target. The 3- and 4-player versus modes add him to a co-op game; in "not so co-op" each co-op player decides for the Germans facing another Company.',
    reading:
      'Built as German decisions of the reducer (state.decider names who answers). A question with one option is never asked. Eligible space for a German-placed marker: a free deployment star slot (B-8e), or in the 3- and 4-player modes a free slot of that Company\'s co-op pool spaces; the markers left are mixed and fill the free slots in order. Units go one per HKA or MG space as in B-8; the HKA left over leaves the game, the MGs left wait in the pool. "Tied" means tied for most advanced among the units the event could hit. An Assault! unit is asked about only when moving would change something; a Pinned one is not asked (it stays and loses the marker). Only 2-player versus has a 4th Counterattack whose target the German player picks; the co-op based modes keep the R-8 rolls. In "not so co-op" the seat facing a Company decides setup, Counterattacks and that Company\'s events; events naming no Company go to the seat facing the player whose Round it is. The board shows Ranger players publicView(), with unrevealed markers and the German hand masked; the German placement actions name a hand position, never the marker.',
    why: 'T says "eligible" and "legal" spaces without a list; the star slots keep the marker count and the B-8e layout. Holding back the choices that change nothing keeps the game flowing. Scoring a versus match (two games with sides switched, or rotating seats, comparing VP) spans several sessions: each game ends with the Ranger VP (2-player) or the co-op VP per player, and comparing games is left to the players.',
  },
  {
    id: 'crowbar-rudder-handoff',
    title: 'Who takes Rudder in co-op',
    sections: ['R-7'],
    says: 'Once Rudder is inland, the players settle which of them commands him, by agreeing or by a roll.',
    reading:
      'Both ways are offered as equal choices at that End Turn Phase; the roll is two dice per player, highest wins, ties rolled again.',
    why: 'The text does not say whether one player can force the roll by refusing to agree; offering both lets the table decide.',
  },
  {
    id: 'crowbar-reveal-kill',
    title: 'Advances when revealed markers destroy the defenders',
    sections: ['J-1', 'G-7d'],
    says: 'G-7d takes away every accumulated Advance when a Close Combat is fought. J-1 says that when the Incoming Fire! markers turned over on entering eliminate the German unit, no Close Combat is considered to have happened, though the Advances needed to enter are spent as for a German-held space.',
    reading:
      'The unit pays the full price of the German-held space and keeps any Advances it has left; its activation goes on with them.',
    why: 'The loss in G-7d is tied to fighting a Close Combat, and J-1 says none took place; the only cost J-1 names is the price of entering.',
  },
  {
    id: 'crowbar-180-spaces',
    title: '180 spaces on a grid of 12 columns and 16 rows',
    sections: ['A-1a', 'A-1b', 'A-1c'],
    says: 'A-1a counts 180 spaces, while A-1b and A-1c give 12 columns and 16 rows (Start to Row 15), which make 192.',
    reading:
      'The map is the full 12 by 16 grid, the Start row included; 180 is the count without the Start row (15 rows of 12).',
    why: 'B-2 and E-1 use Start spaces in every column, and 192 less one row of 12 is exactly 180, so the Start row is most likely what the count leaves out.',
  },
  {
    id: 'crowbar-seating',
    title: 'Order of play around the table in 3-player co-op',
    sections: ['R-3', 'R-1'],
    says: 'The high roller goes first and play passes to the right; the Fox player counts as sitting to the right of the Easy player.',
    reading:
      'Turns go round Easy, Fox, Dog, then Easy again, starting from whoever rolled highest (ties rolled again); with two players they simply alternate.',
    why: 'In a ring of three, naming who sits to the right of Easy fixes the whole ring. Seating the players in map order (Easy, Dog, Fox) would put Dog, not Fox, to the right of Easy.',
  },
  {
    id: 'crowbar-bunker-held',
    title: 'What holding the Command Bunker means',
    sections: ['H-2'],
    says: 'A Counterattack card moves its marker fewer spaces while the Rangers control the Command Bunker space; control is not defined.',
    reading:
      'The Rangers control it while one of their units stands in the Command Bunker space and no German unit is there, checked when the card is drawn.',
    why: 'The game has no control marker, and its other conditions on places (Roadblocks, Q-6) count the units standing there at the time.',
  },
];

export const settings: SettingDef[] = [
  {
    key: 'crowbar.flankRow',
    label: 'Defender flanked: which row is behind',
    options: [
      { value: 'south', label: 'As the examples (south of a German defender)' },
      { value: 'text', label: 'As J-2c reads (north of a German defender)' },
    ],
    default: 'south',
    note: 'crowbar-flank-row',
  },
  {
    key: 'crowbar.landingContinues',
    label: 'Activation continues after landing',
    options: [
      { value: true, label: 'Yes, under the Beach rules (example of play)' },
      { value: false, label: 'No, landing ends the activation' },
    ],
    default: true,
    note: 'crowbar-landing-continues',
  },
  {
    key: 'crowbar.ccPinnedShaken',
    label: 'Defender Pinned and Shaken',
    options: [
      { value: 'one', label: 'One die in all' },
      { value: 'each', label: 'One die each' },
    ],
    default: 'one',
    note: 'crowbar-cc-pinned-shaken',
  },
  {
    key: 'crowbar.chitReturn',
    label: 'Drawn Event Chits',
    options: [
      { value: 'when-empty', label: 'Set aside until the cup is empty' },
      { value: 'immediately', label: 'Back in the cup at once' },
    ],
    default: 'when-empty',
    note: 'crowbar-chit-return',
  },
  {
    key: 'crowbar.advancesAfterCombat',
    label: 'Advances after a Close Combat',
    options: [
      { value: 'lost', label: 'All lost' },
      { value: 'kept', label: 'The rest of the die may still be used' },
    ],
    default: 'lost',
    note: 'crowbar-advances-after-combat',
  },
  {
    key: 'crowbar.strongRoadblockRelief',
    label: 'Very strong Roadblock and the Relief Column',
    options: [
      { value: 'each-card', label: 'One extra space per Relief card while a Company holds it with three units' },
      { value: 'none', label: 'No extra space' },
    ],
    default: 'each-card',
    note: 'crowbar-relief-roadblock-bonus',
  },
  {
    key: 'crowbar.pinOnSix',
    label: 'A 6 from MG, FLAK or Support Fire',
    options: [
      { value: 'no', label: 'A hit only (results table, Open Fire! example)' },
      { value: 'pins', label: 'A hit and a pin (the bullet under the hits)' },
    ],
    default: 'no',
    note: 'crowbar-pin-on-hit',
  },
  {
    key: 'mode',
    setup: true,
    label: 'Game mode',
    options: [
      { value: 'solitaire', label: 'Solitaire' },
      { value: 'coop3', label: '3-player co-op (R)' },
      { value: 'coop2', label: '2-player co-op (S)' },
      { value: 'versus2', label: '2-player versus (T)' },
      { value: 'versus3', label: '3-player versus: 2-player co-op and a German player (T)' },
      { value: 'versus4', label: '4-player versus: 3-player co-op and a German player (T)' },
      { value: 'notsocoop3', label: '3-player "not so co-op" (T)' },
    ],
    default: 'solitaire',
  },
  {
    key: 'crowbar.freeDeployment',
    setup: true,
    label: 'Free deployment of the landing craft (B-6 option)',
    options: [
      { value: false, label: 'As printed on the map' },
      { value: true, label: 'Swap the stacks of a Company before Flashlamp' },
    ],
    default: false,
    note: 'crowbar-free-deployment',
  },
];
