import type { RulesNote, SettingDef } from '../../engine/index.ts';

export const rulesNotes: RulesNote[] = [
  {
    id: 'initiative-tie',
    title: 'After an initiative tie that does not end the phase',
    sections: ['5.1.1', '5.6.2'],
    says: 'Equal unmodified dice send the side with less on-map supply to a die against that total; a roll above it ends the Action Phase. Nothing says who has the initiative when the phase goes on, nor what equal modified totals do.',
    reading: 'Both cases are rolled again; neither side wins and the marker does not move.',
    why: 'A re-roll is the only outcome that favours neither side, and the marker moves only when someone loses.',
  },
  {
    id: 'initiative-tie-supply',
    title: 'Whose supply an initiative tie counts before the HQs land',
    sections: ['5.6.2', '4.3.4', '9.1.3'],
    says: 'On equal unmodified initiative dice, the side with less supply on its Division and Regiment HQs on the map throws a die against that total; a throw above it ends the Action Phase. No US HQ comes ashore with the first wave, yet the landing regiments are given their supply before it (4.3.4), and the text does not say whether supply assigned to an HQ still afloat counts.',
    reading:
      'As written: only HQs standing on the map count. Until a US HQ lands the US total is 0, so on turn 1 any tie ends the Action Phase at once (one roll in ten); the log says so, with the dice and the totals. The other setting counts the supply of every Division and Regiment HQ not eliminated, landed or not.',
    why: '"On-map" is in the rule twice, and a day cut short while the command is still at sea is a defensible design. But a first day that can end right after the first wave surprises players, and supply already assigned for the landing is a fair reading of "assigned".',
    setting: 'initiativeTieSupply',
  },
  {
    id: 'initiative-marker',
    title: 'The Initiative Modifier marker as one signed track',
    sections: ['5.1.2'],
    says: 'The loser of each roll moves the marker one space his way; turning it over does not count as a move; the number applies to the side shown.',
    reading: 'Kept as one number from German +9 to US +9: each loss moves it one step toward the loser, through 0.',
    why: 'It is the same track read from both ends; at 0 the side shown adds nothing.',
  },
  {
    id: 'support-range',
    title: 'Support range: counted or traced',
    sections: ['2.2', '6.2.2'],
    says: 'Support range is a radius equal to the HQ rating, yet fire zones block tracing it like a line of communications.',
    reading: 'Traced: a path of at most that many hexes that enemy units and uncancelled fire zones do not block.',
    why: 'Only a traced range can be blocked by fire zones, as 6.2.2 requires.',
    setting: 'supportRange',
  },
  {
    id: 'loc-ends',
    title: 'An HQ standing in an enemy fire zone',
    sections: ['2.2', '6.2.2', '6.2.3'],
    says: 'Lines of communications run through hexes free of enemy zones unless a friendly unit holds them, and HQs never cancel a zone.',
    reading:
      'The two ends count like any other hex: an HQ alone in an enemy zone cannot trace, until a friendly combat unit joins it.',
    why: '6.2.3 says an HQ does not cancel a zone for supply or communications, which would be empty if its own hex were exempt.',
  },
  {
    id: 'small-arms-terrain',
    title: 'How terrain enters the Small Arms table',
    sections: ['8.1.2'],
    says: 'The target terrain is determined and the die is read against firepower; the printed table (not in the text) shows how terrain enters.',
    reading:
      'Terrain is a modifier to the fire die from the Terrain Effects Chart, the modified die held to 1-10; a natural 10 still counts for Special Hits.',
    why: 'It needs one two-way table; an owner can set the modifiers to match the printed chart, or to 0 and edit the table.',
  },
  {
    id: 'morale-modifiers',
    title: 'Sign of terrain in morale checks',
    sections: ['8.3.2', '8.3.3'],
    says: 'Morale checks and unpin rolls are modified for terrain; a check passes at or under the morale.',
    reading:
      'The chart gives a die modifier: negative in cover (helping), positive in the open beach. Hit markers lower the morale one each.',
    why: 'Good cover should steady a unit; the chart values are provisional and editable.',
  },
  {
    id: 'hq-pin-result',
    title: 'A P result on an HQ',
    sections: ['2.4.5', '8.3.1'],
    says: 'An HQ displaces on any result that would need a morale check or step losses; a P result needs a (pin) morale check.',
    reading: 'Any P, M or step result on an HQ displaces it.',
    why: 'P calls for a morale check by its definition.',
  },
  {
    id: 'dd-exemption',
    title: 'DD tanks under the cliff exemption',
    sections: ['9.2.4', '9.2.7'],
    says: 'DD tanks that pass are reduced one step; with no Germans near the cliffs no landing check is needed.',
    reading:
      'DD tanks always roll (the +5 swamping check) and pass reduced; the exemption covers the other units only.',
    why: 'The swamping was the sea, not the defenders; the designers note DD tanks are always reduced.',
  },
  {
    id: 'assets-drift',
    title: 'Assets and drift',
    sections: ['9.3.1', '9.5.2'],
    says: 'Drift follows the landing check of all non-DD units; landed assets go under their HQ.',
    reading: 'Assets do not drift: they are placed with their HQ, wherever it landed.',
    why: 'An asset has no hex of its own to drift from.',
  },
  {
    id: 'battery-less-than',
    title: 'Battery fire: less than, not at most',
    sections: ['11.3.3', '2.2'],
    says: 'The battery hits a ship on a die less than its anti-tank value, while efficiency checks pass at or under the rating.',
    reading: 'Strictly less than, as written for the battery.',
    why: 'The two sections use different words on purpose or not; the battery text is explicit.',
  },
  {
    id: 'victory-no-points',
    title: 'A ratio with no German points',
    sections: ['10.1.2'],
    says: 'Victory compares the ratio of US to German points.',
    reading:
      'With no German points any US points are a US Major Victory; with none on either side the ratio counts as 1:1.',
    why: 'The ratio grows without bound as the German total falls; 0:0 is the equal case.',
  },
  {
    id: 'beachhead-automatic-loss',
    title: 'When the automatic German victory can first happen',
    sections: ['10.2.1', '9.4.1', '9.1.3'],
    says: 'The German wins at once if no US beachhead is on the map at any time after the first US activation; beachheads appear only when an HQ lands, and the first wave carries none.',
    reading:
      'The test starts once the US has placed its first beachhead: losing every beachhead after that is the automatic defeat.',
    why: 'Read literally, every game would end after the first landing, since no HQ lands with the first wave.',
  },
  {
    id: 'reaction-scope',
    title: 'How often a unit reacts',
    sections: ['6.2.1', '7.1.3'],
    says: 'Each reacting unit fires at one unit, each mover takes fire from one unit per hex entered, and each reacting unit fires once.',
    reading:
      'Counted per hex entered: a unit that reacted to one entry may react again when the next hex is entered. Face-down pillboxes and nests may react, which turns them face up.',
    why: 'Limits tied to the hex entered reset with each hex; a once-per-activation limit would be stated as such.',
  },
  {
    id: 'retreat-reaction',
    title: 'Reaction fire at retreating units',
    sections: ['6.2.1', '8.3.5'],
    says: 'One section says retreats never draw reaction fire; the retreat section says a retreat into a zone may.',
    reading:
      'Retreats draw no reaction fire. The owner picks the retreat hex among those away from the enemy (if any) and, of these, nearer the HQ (if any); Umpire suggests one out of enemy zones and not overstacked first.',
    why: 'The general fire-zone rule is explicit, and "may" in the retreat rule reads as permissive, not as a second trigger.',
  },
  {
    id: 'close-combat-leads',
    title: 'Close combat between stacks',
    sections: ['8.5.2', '8.5.3'],
    says: 'Close combat compares the attacking and defending unit morale without saying which unit of a stack counts.',
    reading:
      'Each side fights with its best current morale (side shown, less Hit markers and a Special Hit penalty). Its losses fall on that unit; a retreat result moves every defender in the hex. An HQ alone in the hex displaces. The advance into the hex draws no reaction fire.',
    why: 'The best unit leading is the usual reading of a morale contest, and 8.5.3 speaks of the hex being vacated as a whole.',
  },
  {
    id: 'hq-displacement-hex',
    title: 'Where a displaced HQ goes',
    sections: ['2.4.5', '6.2.2'],
    says: 'The HQ is moved one or more hexes until it stands out of enemy zones, with or beside a unit under it.',
    reading:
      'Its owner chooses among the nearest such hexes, reached over land free of enemy units and not across a cliff or steep slope; Umpire offers the lowest-numbered first, and moves it without asking when only one qualifies. The other setting lets the owner take any qualifying hex reached before the HQ first qualifies. Its stacked assets are the ones in its holding box.',
    why: 'The rule gives the owner the move but says it ends as soon as the HQ is safe; walking on through unsafe hexes would let an HQ run across the map, so the nearest safe hexes are the default.',
    setting: 'hqDisplacement',
  },
  {
    id: 'battalion-with-regiment',
    title: 'Independent battalions activating with a regiment',
    sections: ['3.2.4', '5.2.6', '4.5.1', '4.6.2'],
    says: 'Independent battalions are activated for a point from a Division HQ pool, alone or together with a Regiment; the Rangers may draw on either US division.',
    reading:
      'A battalion may join the regiment activation under way, paying its own division point, until a unit acts or an asset is handed out. It may draw on any division on the map that one of its units traces to; the player chooses. The Coastal Defense Group activates on its own.',
    why: "The sequence of play lists battalion activation after the regiment's and before assets and movement; the Coastal group may fail its check without supply, which would end a regiment's activation halfway.",
  },
  {
    id: 'idle-activation',
    title: 'An activation that would put no unit into action',
    sections: ['3.2.4', '5.2.1', '5.2.3', '5.2.5', '4.6.5'],
    says: "A regiment activates for one supply point and its units tracing to the HQ act; units that cannot trace act for one more point. Nothing says whether the point may be spent when no unit would act, as when the regiment's HQ has not landed yet and every unit ashore is cut off.",
    reading:
      'Umpire offers an activation only when some unit it puts into action could do something: a unit that moves, an HQ, a pinned unit, or a pillbox or nest with an enemy it may fire at (the battery in place, a ship point). A regiment whose units are all cut off is activated with its cut-off units, for both points; with an empty pool (5.2.5) it is not offered. The refusal says why.',
    why: 'The point buys the units it activates; spending it on none would only be a way to hold on to the initiative without passing it (5.6.1), which no rule offers, and an efficiency check without supply could then cost a rating point for nothing. The other setting offers every activation the pool can pay for, as Umpire did before (sessions saved then keep that reading).',
    setting: 'idleActivation',
  },
  {
    id: 'overstack-loss',
    title: 'Who pays for overstacking',
    sections: ['7.2.1', '7.2.3', '9.3.2'],
    says: 'A hex left overstacked at the end of an activation loses one step from any one unit in it, every activation until it is resolved; a unit drifting ashore into an overstacked hex loses a step at once.',
    reading:
      'The owner picks the unit among those that count for stacking (not HQs, pillboxes or nests); Umpire asks once the activation has ended, before the next initiative. The drifting unit pays for its own drift.',
    why: "Any one unit is the owner's choice; units that do not count for stacking did not cause it, and an HQ has no steps to give.",
  },
  {
    id: 'landing-designation',
    title: 'Designating landing hexes',
    sections: ['9.1.2', '9.1.7'],
    says: 'Units are placed in their landing box, and every unit of a box has the hex it tries to land in designated before any of them lands.',
    reading:
      "By default Umpire designates them, spreading each box's units over its hexes in landing order. The other setting asks the US player for each unit's hex, box by box in the landing order, Umpire's spread offered first; typed dice for the landing go with the last designation.",
    why: "The choice is the US player's, but a first wave is some thirty units: the spread keeps a quick game quick, and the setting gives the choice back.",
    setting: 'landingHexes',
  },
  {
    id: 'support-activation',
    title: 'Naval and air points as an activation',
    sections: ['5.4.3', '5.5.1', '3.2.4'],
    says: 'The US player who wins the initiative may use as many naval and air points as he likes.',
    reading:
      'Using them is an activation of its own: once a point is used no regiment activates until that activation ends.',
    why: 'The sections are titled as activations and sit beside regiment activation in the Action Phase.',
  },
  {
    id: 'supply-send-timing',
    title: 'When supply is sent down',
    sections: ['3.2.4', '4.2.2', '5.3.3'],
    says: 'The first step of an activation is sending reserve supply from Division to Regiment HQs with an efficiency check.',
    reading:
      'Sends happen after winning the initiative and before activating, one attempt per regiment each time the initiative is won; the sending Division HQ then may not move in that activation.',
    why: 'One attempt per regiment stops repeated rolls until the check passes, which the single step of 3.2.4 does not allow.',
  },
  {
    id: 'landing-groups',
    title: 'Division assets, division HQs and reserve Rangers landing',
    sections: ['9.1.4', '9.1.6', '9.5.1', '4.3.5', '4.5'],
    says: 'Waves land with their regiment; non-regimental assets are declared to an HQ before landing; follow-up groups land after wave 4; the reserve Rangers land together at one beach.',
    reading:
      'A division asset of a wave lands with the regiment landing that wave from the same box; the US player declares it to the division or to one of its regiments whose HQ traces to the box (Umpire offers the landing regiment first when it does). Division HQ groups land at no cost, like reinforcing regiments. The reserve Rangers may land any time after the first wave, paying one division point, with no line of communications needed while off the map.',
    why: 'The text gives no cost or timing for these groups; these readings follow the nearest rule that does.',
  },
  {
    id: 'reinforcement-entry',
    title: 'Entry hex of a German reinforcement',
    sections: ['11.4.2'],
    says: 'If its entry hex is blocked, the group comes on at a neighbouring map-edge road hex instead, on one side or the other.',
    reading:
      'Walking along the map edge each way from the entry hex, the first road hex that is empty and out of US fire zones is offered; the German picks one of the two (the nearer first). With none free the group waits and the next roll is for it again.',
    why: "Either side is the German player's call; skipping a road hex that is itself blocked applies the same test again, and the rule is silent when every one is.",
  },
  {
    id: 'next-to-positions',
    title: 'Coming next to a face-down position or to Pointe du Hoc',
    sections: ['11.2.2', '11.3.2'],
    says: 'A face-down position is revealed when a US unit moves next to it; the battery roll is made the first time a US unit moves next to 2003.',
    reading:
      'Any way of arriving next to it counts: moving, landing, retreating or advancing after close combat. The Rangers of the first wave land on the beach below 2003, so the battery roll is made in the first landing, before the German can activate the battery.',
    why: 'A unit landed next to a position is as close to it as one that walked there; otherwise the Rangers could assault the Pointe as a battery that was never rolled for.',
  },
  {
    id: 'planning-distribution',
    title: "Turn 2's Planning Phase",
    sections: ['3.2.2', '4.2.2', '4.3.2', '4.3.3', '4.3.4'],
    says: 'In the Planning Phase Division HQs receive supply and hand it to their regiments. The only distribution procedure given is the Efficiency Check of 4.2.2; 4.3.4 waives it for the first allotment of turn 1 alone.',
    reading:
      "Turn 2 opens with a Planning Phase: the 352nd's 15 points and the US beachhead points arrive, then each side's on-map Division HQs may send supply to each of their regiments once, with 4.2.2's line of communications and Efficiency Check (and 9.4.1's beachhead capacity for the US), before the first initiative roll.",
    why: 'Sending without a check is granted only once, in so many words, for turn 1; every other distribution in the text is checked.',
  },
  {
    id: 'nests-in-a-row',
    title: 'Resistance nests "in a row"',
    sections: ['11.2.3'],
    says: 'No more than three resistance nests may be placed in a row; the example allows one alone, two or three together, and forbids four together.',
    reading:
      'A row is a straight line of neighbouring hexes along one hex axis: a fourth nest may touch three others, but not extend their line.',
    why: '"In a row" names a line; "together" in the example reads the same when the nests are drawn along the bluffs. The setting takes "together" as any group of touching nests.',
    setting: 'nestRows',
  },
  {
    id: 'german-deployment',
    title: 'Where the pillboxes and nests set up, and who sets them up',
    sections: ['11.2.1', '11.2.2', '11.2.3', '11.2.4', '11.2.5', '11.2.6', '6.1.1', '6.1.3'],
    says: 'The German player draws the pillboxes of each calibre at random and places them and the nests face down, each facing a vertex, where the German Order of Appearance card allows, none stacked with another unit and never four nests in a row. Nests are placed without looking at them.',
    reading:
      "The German player chooses each counter's hex and facing, one counter at a time in a random order (so the order of placing tells the US player nothing). The card is not available, so the zone is a reconstruction: land hexes within two of an Omaha beach hex. Umpire suggests the facing that covers the most beach hexes. In the log the US player reads only that a position was set up. The setting lets Umpire place them at random instead, each facing the beach, the same limits kept. A session saved before this choice existed keeps Umpire's set-up.",
    why: 'The text gives the placement to the German player. Random placement is kept for solitaire play and for a quick start, and the zone is marked provisional with the scenario.',
    setting: 'germanDeployment',
  },
  {
    id: 'place-control',
    title: 'Who controls a village or town hex',
    sections: ['10.1.1', '10.2.2'],
    says: 'Each village hex is worth 1 point and each town hex 3 at the end; the US wins at once when his units were the last to move through every village and town hex of three named towns.',
    reading:
      'Every village and town hex is German at the start. It passes to the side whose unit last entered it by movement or by the advance after close combat; a retreat does not take it. The same control counts for the end-of-game points and for the automatic victory.',
    why: '10.2.2 defines holding a town as being the last to move through it, and the end-of-game count gives no other test; the Germans hold the hinterland when the game begins, and a retreat is not a move (6.2.1 treats it apart).',
  },
  {
    id: 'assets-as-targets',
    title: 'Artillery assets as targets',
    sections: ['2.5.2', '9.5.2', '5.4.5'],
    says: 'Assets carry no steps and are never used to soak up losses; the exception is artillery, naval fire or a Special Hit aimed at the asset itself.',
    reading:
      "A German asset stands under its HQ on the map, and a US naval point may fire at it there, on the Small Arms table with the terrain of that hex: any step-loss result eliminates it; P and M do nothing, with no morale die. Artillery in this game only joins a unit's fire, and none of the shipped Special Hit markers names an asset, so naval fire is the way an asset is targeted.",
    why: 'With no steps, the only loss an asset can take is to be removed; pins and morale are for units with cohesion.',
  },
  {
    id: 'roadblock-removal',
    title: 'Who clears roadblocks',
    sections: ['7.5.4'],
    says: 'A roadblock is removed when an activated unit ends an activation on it with no German zone into it.',
    reading: 'Only US units clear them.',
    why: 'They are German obstacles on the beach exits.',
  },
  {
    id: 'road-bonus',
    title: 'The road bonus in play',
    sections: ['7.5.1', '7.5.2'],
    says: 'Units starting on a road or secondary road, staying on roads for the whole move, and kept at least 10 hexes from any enemy add 1 (infantry) or 2 (vehicles) to their allowance.',
    reading:
      'The extra points are granted when the activation begins and kept while every step runs along a connected road of either kind into a hex still 10 or more hexes from every enemy unit, face-down ones included. The first step that does not forfeits them before it is paid for, so a unit that has already used them cannot leave the road. HQs count as infantry.',
    why: 'Staying on roads only means something if the road is followed (7.5.1 gives road costs only along a connection); checking each step is the same as checking the whole move, and the referee knows where face-down units are.',
  },
  {
    id: 'beachhead-capacity',
    title: 'What a beachhead carries',
    sections: ['9.4.1', '4.2.2', '4.3.3', '9.5.3'],
    says: 'Each beachhead marker has a capacity of two supply points a turn; nothing says which supply flows through it.',
    reading:
      'Supply a US Division HQ moves down to its regiments in a turn is limited to two points for each of its beachheads on a beach hex that the HQ traces to (a 29th Division marker serves the 1st while the 1st serves the 29th). Only points that arrive count; a failed check uses none. Points spent straight from the division pool (independent battalions, reserve Rangers) and the planning allotment before the landing are not sent down and are not limited. German divisions have no beachheads and no limit.',
    why: 'The division pool is the supply coming ashore, and handing it to the regiments is the one step a marker on the beach can throttle; the turn-2 additions of 4.3.3 already count the same traced markers.',
  },
  {
    id: 'supply-send-amounts',
    title: 'Supply amounts offered',
    sections: ['4.2.2', '4.3.4'],
    says: 'A Division HQ may send any number of its points to a regiment, and the first-wave regiments get any share of the 1st Division points before the landing.',
    reading:
      'Every amount from 1 to the pool (and, for sends, to what the beachheads still carry) is offered as a legal action.',
    why: 'Pools are a few dozen points at most and the checks share one traced view of the state, so listing every send costs little.',
  },
  {
    id: 'hidden-positions-loc',
    title: 'Face-down pillboxes and nests on US lines of communications',
    sections: ['6.2.2', '6.1.1', '6.1.3', '11.2.2', '2.2'],
    says: 'Enemy units and their fire zones block lines of communications (pillbox zones only next to the pillbox). Pillboxes and nests set up face down: the US may not fire on them until they fire or a US unit comes next to them, and their type stays unknown.',
    reading:
      'By default they block like any enemy unit, since Umpire referees with full knowledge. The other choice counts only positions that have been turned face up, so a line may run past a face-down position the US cannot see.',
    why: 'Nothing in 6.2.2 exempts face-down units, and their counters sit on the map showing a facing mark, so the US player sees where they are and which way a pillbox points; only what they are is hidden. Hiding them from the trace would also let a line run through an enemy-held hex.',
    setting: 'hiddenPositionsBlock',
  },
  {
    id: 'hidden-reaction-pause',
    title: 'Stopping for German reaction fire near face-down positions',
    sections: ['6.2.1', '7.1.1', '11.2.2'],
    says: 'A unit entering an enemy fire zone may be fired on at once by the side not moving. Face-down pillboxes and nests stay unknown to the US until they fire or a US unit comes next to them.',
    reading:
      'By default Umpire stops only when some German unit may really fire, and while a face-down one is among them its log and prompts name neither firer nor targets. The other choice also stops after every US move that ends within the longest reach any face-down counter could have, so a stop says nothing about what a counter is.',
    why: "At the table the moving player lets the opponent answer after each hex, so a pause tells nothing; in Umpire a stop only when fire is possible hints at a face-down counter's type through its reach. The default keeps hot-seat play quick; the other reading keeps the secret at the cost of a hand-over after such moves.",
    setting: 'hiddenReactionPause',
  },
];

export const settings: SettingDef[] = [
  {
    key: 'supportRange',
    label: 'Support range',
    options: [
      { value: 'traced', label: 'Traced path, blocked by fire zones' },
      { value: 'radius', label: 'Plain radius in hexes' },
    ],
    default: 'traced',
    note: 'support-range',
  },
  {
    key: 'hiddenReactionPause',
    label: 'When Umpire stops for German reaction fire',
    options: [
      { value: 'possible', label: 'Only when a German unit may fire' },
      { value: 'near-face-down', label: 'Also near any face-down position, so a stop reveals nothing' },
    ],
    default: 'possible',
    note: 'hidden-reaction-pause',
  },
  {
    key: 'hiddenPositionsBlock',
    label: 'Face-down German positions and US lines of communications',
    options: [
      { value: 'referee', label: 'They block, since the referee knows' },
      { value: 'revealed', label: 'Only revealed positions block' },
    ],
    default: 'referee',
    note: 'hidden-positions-loc',
  },
  {
    key: 'idleActivation',
    label: 'An activation that would put no unit into action',
    options: [
      { value: 'refused', label: 'Not offered: the point buys units that act' },
      { value: 'allowed', label: 'Offered whenever the pool can pay' },
    ],
    default: 'refused',
    // Sessions saved before this setting were offered every activation the pool could pay for.
    unrecorded: 'allowed',
    note: 'idle-activation',
  },
  {
    key: 'initiativeTieSupply',
    label: 'Supply counted on an initiative tie',
    options: [
      { value: 'on-map', label: 'As written: HQs on the map only' },
      { value: 'all-hqs', label: 'Every HQ, landed or not' },
    ],
    default: 'on-map',
    // Sessions saved before this setting counted the HQs on the map only.
    unrecorded: 'on-map',
    note: 'initiative-tie-supply',
  },
  {
    key: 'hqDisplacement',
    label: 'Hexes a displaced HQ may go to',
    options: [
      { value: 'nearest', label: 'The nearest safe hexes next to its units' },
      { value: 'any', label: 'Any safe hex next to its units reached before it is first safe' },
    ],
    default: 'nearest',
    note: 'hq-displacement-hex',
  },
  {
    key: 'landingHexes',
    label: 'Landing hexes',
    options: [
      { value: 'umpire', label: 'Umpire spreads each box over its hexes' },
      { value: 'players', label: "The US player designates each unit's hex" },
    ],
    default: 'umpire',
    note: 'landing-designation',
  },
  {
    key: 'nestRows',
    label: 'Resistance nests "in a row"',
    options: [
      { value: 'line', label: 'No more than three in a straight line' },
      { value: 'group', label: 'No more than three touching in any shape' },
    ],
    default: 'line',
    note: 'nests-in-a-row',
  },
  {
    key: 'germanDeployment',
    label: 'Pillboxes and resistance nests',
    setup: true,
    options: [
      { value: 'german', label: 'The German player sets them up' },
      { value: 'umpire', label: 'Umpire sets them up at random' },
    ],
    default: 'german',
    // Sessions saved before the German player could choose were set up by Umpire.
    unrecorded: 'umpire',
    note: 'german-deployment',
  },
  {
    key: 'bloody-beach.map',
    label: 'Map',
    options: [{ value: '', label: 'The shipped schematic map' }],
    default: '',
    freeForm: true,
  },
];
