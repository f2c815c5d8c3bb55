import { holdRoll } from './hold-roll.ts';

export const jProjector = holdRoll({
  id: 'crowbar.j-projector',
  title: 'J-Projector launch',
  source: 'E-4',
  description: 'An undamaged LCA reaching Beach 4 fires its rocket grapnels: two Combat Dice added.',
});
