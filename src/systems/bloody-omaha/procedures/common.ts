import { D6, group, type DiceGroup, type InputDef } from '../../../engine/index.ts';
import { scenario } from '../scenario.ts';

export const SYSTEM = 'bloody-omaha';
export const oneDie = (label = 'd6'): DiceGroup[] => [group('die', label, D6, 1)];

export const turnInput: InputDef = { name: 'turn', label: 'Game turn', type: 'integer', min: 1, max: scenario.rules.turns.value, default: 1 };
export const cardDrmInput = (what: string): InputDef => ({ name: 'cardDrm', label: `Card DRM in your favour (${what})`, type: 'integer', min: 0, max: 10, default: 0, help: 'Total of the cards played for this roll, before it is thrown (14.2).' });
