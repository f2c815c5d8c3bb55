import type { SystemHelp } from '../types.ts';

/** Crowbar!'s quick reference: the sequence of play with what Umpire does, the counters, where each procedure is. */
export const help: SystemHelp = {
  sequence: [
    {
      step: 'Setup: German units, Possible Gun Location? markers, cards and chits',
      umpire:
        'Deals everything at random from the session seed (in versus the German player places his units and six markers in secret, behind a hand-over screen).',
      source: 'B-1 to B-8, B-11, B-12, T-1, T-2',
    },
    {
      step: 'Operation Flashlamp and bomb damage',
      umpire:
        'Rolls the Combat Die for the number of Incoming Fire! markers; you tap the spaces (two at most each, Cliff Top 5 and inland); then turns one marker over in each Cliff Top 5 space and applies it.',
      source: 'B-9, B-10',
    },
    {
      step: 'Invasion Approach',
      umpire:
        'Pick a Company: the four Movement Dice are rolled; give each landing craft a die by tapping the dice on its row, then Assign. The approach readings are applied and any landing fires its J-Projector.',
      source: 'C',
    },
    {
      step: 'Pick a Company, then each of its units in turn',
      umpire: 'Company buttons above the map; the units still to activate are highlighted: tap one.',
      source: 'D-1, D-2',
    },
    {
      step: 'Consolidate, or Press Forward with a Movement Die',
      umpire:
        'Beside the map, each die not yet rolled shows its six faces and how many of them stop the unit, hit it (and how hard), lose it or carry it on, for the unit where it stands. Tap a die to roll it, or switch on "Dice thrown at the table" and tap the face you threw. Consolidation options are on the unit\'s space. Beside the map (landscape) the Game Tracks above the dice fold to three lines meanwhile (to their title at the largest text sizes, where the dice also take a short form): tap them to unfold.',
      source: 'G-3 to G-7, E-2, F-2',
    },
    {
      step: 'Keep or re-roll the die',
      umpire: 'Offered when a Commander (attached or adjacent) or a Heroic Action can re-roll it.',
      source: 'G-8, M-1a, O-8b',
    },
    {
      step: 'Apply the die: hits, Shaken and Rout, Advances, Close Combat, Event Chit, Event Card',
      umpire:
        'Applied in that order, each told in the log with its section (Variable Hits say which German unit and how far the Rally Point is). Advances: tap the space to move into, or a Special Action on its space; save the rest for the next die.',
      source: 'G-5, G-7, I, K',
    },
    {
      step: 'Close Combat, Open Fire!, Hasty Fire, Grappling',
      umpire:
        'Before the Combat Dice are thrown, the card shows who rolls how many dice, the modifiers and the chance of each result; then Roll, or enter the dice thrown at the table.',
      source: 'J, L, K-2b, K-2d',
    },
    {
      step: 'Event Chits and Cards, Counterattacks, Relief Column',
      umpire:
        'Drawn and applied by Umpire, including German fire and German Counterattacks; a chit that asks for a choice asks it above the map or on the map.',
      source: 'H, O, P',
    },
    {
      step: 'End of the Player Turn',
      umpire:
        'Moves the Time Increment marker, turns Rally Points and Supplies face up, clears German Pinned markers; you may move Commanders, and an unused Rudder moves the Relief Column.',
      source: 'D-8, M',
    },
    {
      step: 'End of the game and victory',
      umpire:
        'Ends at June 8, Time Increment 12 or when the Relief Column arrives, and scores guns, Fortunes of War, POWs, casualties, Roadblocks and the Relief Column.',
      source: 'Q, R-9, R-10',
    },
  ],
  counters: [
    {
      what: 'Ranger unit (blue square)',
      reads:
        'Company letter top left, the NATO infantry box, strength (SP) in large figures. A landing-craft hull under it while at sea (dashed and red when damaged). A tick when it has been activated this turn.',
    },
    {
      what: 'German unit (brown, cut corners)',
      reads:
        'The NATO hostile diamond, its kind (HKA, GREN, MG, FLAK, CMD) and its strength; MG and FLAK show fire/close strength (5/3). The reduced side shows its strength dark on a pale plate.',
    },
    {
      what: 'Markers on a unit',
      reads:
        'PIN: Pinned. Kneeling figure: Shaken. Star: Heroic Action. Crate: Supplies. Circle with an initial: a Commander (grey when used). -N at the top-right corner (at the foot beside the strength when the top edge is full): face-down Incoming Fire! markers on a German unit, each -1 SP.',
    },
    {
      what: 'Markers in a space',
      reads:
        "?N: unrevealed Possible Gun Location? markers (on the German unit's top edge where one holds the space); !: revealed; -N: face-down Incoming Fire! markers lying there; a red cross: an Obstacle; an orange flag: Rudder's HQ; a red flag: a Rally Point (grey once its unit has been activated).",
    },
    {
      what: 'A Close Combat in one space',
      reads:
        'While a Ranger unit and a German unit fight in one space, they share it as two strips: the German above with its markers, type sign and strength; the Ranger below with its Company letter, strength, Shaken and PIN.',
    },
    {
      what: 'The Cliff Side',
      reads: 'The brown band between Beach 4 and Cliff Top 5; a Shaky or Firm Hold marker sits on it in its column.',
    },
    {
      what: 'A space',
      reads:
        'Tap it: its row and column, its terrain, everything in it, and the choices it offers now (or why none). Highlighted spaces hold a legal choice; the active unit has a gold ring. The i button with the zoom buttons opens the key to the counters and markers.',
    },
  ],
  procedures: [
    {
      procedure: 'crowbar.movement-die',
      where:
        'Beside the map: tap a coloured die when a unit is active (its odds are shown on it); the procedure list under the board rolls one on its own.',
    },
    {
      procedure: 'crowbar.close-combat',
      where:
        'On moving into a German-held space, or on choosing whether the Commander or a Heroic Action joins it (buttons above the map); German attacks are rolled by Umpire.',
    },
    {
      procedure: 'crowbar.open-fire',
      where: 'When an Event or a Commander orders Open Fire!: tap the target on the map.',
    },
    { procedure: 'crowbar.hasty-fire', where: 'With an Advance in hand: tap the adjacent German unit.' },
    { procedure: 'crowbar.grappling', where: "With an Advance in hand on Beach 4: tap the unit's own space." },
    { procedure: 'crowbar.j-projector', where: 'Rolled by Umpire when an undamaged landing craft reaches Beach 4.' },
  ],
};
