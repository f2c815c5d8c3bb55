import type { SystemHelp } from '../types.ts';

/** The quick reference of the Brécourt board: the turn, how to read the roster, where each procedure is. */
export const HELP: SystemHelp = {
  sequence: [
    {
      step: '1. US move and/or fire',
      umpire:
        'Tap a paratrooper. His card sets his move (the buttons show the inches the movement tables allow him) and offers what he may do now: fire (tap the target, say which side of 12" it is and the cover if it cannot be seen, read the odds, then roll or type the dice), throw a grenade (the scatter, then tap the figures under the template), fight hand to hand, or, for Lipton and Hall, blow a gun. A result waits beside the roster until you apply it or leave it. The first shot makes the Germans aware.',
      source: 'US Sheet: Movement, Firing, Grenades; Destroying Howitzers',
    },
    {
      step: '2. German grenades explode',
      umpire:
        'Each grenade the Germans threw last turn is due: tap the paratroopers still under the template and roll its blast. Wounds go to the wound table.',
      source: 'German Sheet: Grenades',
    },
    {
      step: '3. US remove suppression markers',
      umpire: 'The markers come off the paratroopers when you move on.',
      source: 'Sequence of Play',
    },
    {
      step: '4. German morale',
      umpire:
        'Every suppressed German owes a test, one button each; the range is taken from the shot that suppressed him. A failure surrenders or runs (a runner leaves the trench for the tree line, the tree line for off the table). Until the Germans move, the due list asks for a guard for each prisoner (named on his card).',
      source: 'German Sheet: German Morale',
    },
    {
      step: '5. Germans move',
      umpire:
        'Set each German’s move (riflemen and gun crews move or fire, never both). Once a gun is destroyed the early Fallschirmjäger roll is due here. A prisoner nobody guards is due to run (as a morale runner does, and his point goes) unless a guard is named now.',
      source: 'German Sheet: Movement; Reinforcements; US Sheet: Germans Surrendering',
    },
    {
      step: '6. German fire (and the 105s)',
      umpire:
        'In the five turns after the Germans are aware each MG42 rolls for confusion before it fires (a pair turns it on the nearest Germans). Then German fire at the paratroopers (a wound owes a wound roll), German grenades (five in the game, going off after the next US move), and the 105s when the optional artillery rule says they fire.',
      source: 'German Sheet: Firing; German Confusion roll; Artillery Fire (optional)',
    },
    {
      step: '7. Germans remove suppression markers',
      umpire:
        'The German markers come off when you end the turn; then moves reset and a figure stunned by a grenade is suppressed instead.',
      source: 'Sequence of Play; US Sheet: Blast Effect',
    },
  ],
  counters: [
    {
      what: 'Side marks',
      reads:
        'A round blue mark is a paratrooper, a brown diamond a German; a dot in the diamond a Fallschirmjäger. Hollow: a prisoner or not yet arrived; crossed: killed or run off.',
    },
    {
      what: 'A roster row',
      reads:
        'Name and weapon, then the news that matters, worst first: wound roll due, wounds, suppressed (with the count of markers), stunned, sits out (wounded last turn), prone, morale test due, his move this turn, fired, grenades left, explosives, where he is when not in the trench or hedgerow.',
    },
    {
      what: 'While choosing',
      reads:
        'The figure acting is tagged Acting, the ones chosen Target; a dashed red edge marks who may be chosen. Figures the rules do not allow are greyed and say so.',
    },
    {
      what: 'The figure card',
      reads:
        'What he may do now; a greyed button says why not when tapped. Move buttons carry the inches of each mode. Correct or edit fixes wounds, markers, grenades or the roster itself.',
    },
    {
      what: 'The roll card',
      reads:
        'Who rolls for what; the facts only the table can give (range against 12", cover, the point of aim); the modifiers with their amounts; the exact odds of each result; then Roll or Enter the dice thrown.',
    },
    {
      what: 'A roll waiting',
      reads:
        'The dice as thrown, the outcome and its section, and an Apply that names what lands on whom. It stays there through a reload until applied or left.',
    },
    {
      what: 'Howitzers',
      reads:
        'Each gun’s state (intact, destroyed, captured), its shots (a German point each) and the crew left; the score of both sides stands with them.',
    },
    {
      what: 'Top of the board',
      reads:
        'The three-hour clock (start and pause it; after a quarter of an hour closed or asleep with it running, Umpire asks whether that time counts), whether the Germans are aware (mark them when the referee judges), the seven steps, and what is due now with the way on to the next step.',
    },
    {
      what: 'Provisional',
      reads:
        'The roster, weapons and places are a reconstruction of the historical action: edit them to the figures on the table.',
    },
  ],
  procedures: [
    { procedure: 'brecourt.us-fire', where: 'A paratrooper’s card in step 1: Fire, then tap the target' },
    { procedure: 'brecourt.german-fire', where: 'A German’s card in step 6: Fire, then tap the target' },
    { procedure: 'brecourt.wound', where: 'Due now, and the hit figure’s card: Wound roll' },
    { procedure: 'brecourt.german-morale', where: 'Due now in step 4: Morale, one for each suppressed German' },
    { procedure: 'brecourt.us-grenade-blast', where: 'After the scatter: tap the figures under the template' },
    { procedure: 'brecourt.us-grenade-scatter', where: 'A paratrooper’s card in step 1: Throw grenade' },
    { procedure: 'brecourt.german-grenade-blast', where: 'Due now in step 2: Blast, then tap the paratroopers caught' },
    {
      procedure: 'brecourt.hand-to-hand',
      where: 'A paratrooper’s card in steps 1 and 5: Hand to hand, then tap the German',
    },
    { procedure: 'brecourt.mg42-confusion', where: 'Due now in step 6, and the MG42 gunner’s card: Confusion roll' },
    {
      procedure: 'brecourt.artillery-timer',
      where: 'Due now in step 1 when the optional artillery rule is on (settings)',
    },
    { procedure: 'brecourt.fallschirmjager-early', where: 'Due now in step 5 once a gun is destroyed' },
    {
      procedure: 'brecourt.fallschirmjager-entry',
      where: 'Due now once the Fallschirmjäger are coming: one entry roll a group',
    },
    { procedure: 'brecourt.arrivals', where: 'Due now once three guns are down: Bring Spiers on' },
    {
      procedure: 'brecourt.howitzer-destruction',
      where: 'Lipton’s or Hall’s card in step 1: Blow up a gun, then tap the gun',
    },
    {
      procedure: 'brecourt.movement',
      where: 'The move buttons of a figure’s card show it; the whole procedure is in the Procedures list',
    },
    {
      procedure: 'brecourt.target-cover',
      where: 'Filled into every shot from the target’s place and move; the whole procedure is in the Procedures list',
    },
  ],
};
