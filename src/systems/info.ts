import type { SystemId, SystemInfo } from './types.ts';

/** The five systems, listed without loading their code (each loads when first opened). */
export const SYSTEMS: readonly SystemInfo[] = [
  {
    id: 'brecourt',
    name: 'Brécourt Manor',
    kind: 'Miniatures skirmish, run by a referee',
    description: 'Easy Company against the howitzer battery, 6 June 1944: figures, tape measures, d6 pools.',
    dice: 'd6 pools, 2d6-4d6, d100, average die',
  },
  {
    id: 'crowbar',
    name: 'Crowbar!',
    kind: 'Solitaire, push-your-luck dice',
    description: 'Twelve Ranger units climb Pointe du Hoc on a 12-column grid with four Movement Dice.',
    dice: 'four Movement Dice, d6 Combat Dice',
  },
  {
    id: 'bloody-omaha',
    name: 'Bloody Omaha',
    kind: 'Solitaire or two players, square map',
    description: 'Two US divisions spend Initiative and Engineer Points to get off the beach in ten turns.',
    dice: 'd6 with DRMs',
  },
  {
    id: 'dday-omaha',
    name: 'D-Day at Omaha Beach',
    kind: 'Solitaire, card-driven Germans',
    description: 'The German positions act by card; Umpire works out what each one does and whom it hits.',
    dice: 'cards and tables',
  },
  {
    id: 'bloody-beach',
    name: 'Bloody Beach: Omaha',
    kind: 'Hex and counter, two players or solo',
    description: 'Two days of command, supply and fire at 300 m a hex, from the beaches to the towns inland.',
    dice: 'd10 (0 is 10)',
  },
];

/** A system's description; every id has one (SYSTEMS lists them all). */
export function systemInfo(id: SystemId): SystemInfo {
  const info = SYSTEMS.find((s) => s.id === id);
  if (!info) throw new Error(`no description for system "${id}"`);
  return info;
}
