import { holdRoll } from './hold-roll.ts';

export const grappling = holdRoll({
  id: 'crowbar.grappling',
  title: 'Grappling Attempt',
  source: 'K-2b',
  description: 'A Ranger unit on Beach 4 throws its own hooks: two Combat Dice added.',
});
