import type { RulesNote, SettingDef } from '../../engine/index.ts';

export const rulesNotes: readonly RulesNote[] = [
  {
    id: 'advance-or-fire',
    title: 'ADVANCE or FIRE (card A, occupied Reinforcement with US in its field of fire)',
    sections: ['3'],
    says: 'The cell offers either action; the ADVANCE bullet lets a unit advance past US units in its field of fire only with a Depth marker (unrevealed, or revealed and of the 352nd).',
    reading: 'The game walk decides from the position: ADVANCE when those Depth conditions hold, FIRE otherwise. The bare procedure has no Depth input, so a setting picks its answer (FIRE by default).',
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
];

export const settings: readonly SettingDef[] = [
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
];
