import { systemInfo } from '../registry.ts';
import type { SystemModule } from '../types.ts';
import { procedures } from './procedures/index.ts';
import { rulesNotes, settings } from './rules-notes.ts';
import { tables } from './tables.ts';

export const system: SystemModule = {
  info: systemInfo('dday-omaha'),
  procedures,
  tables,
  scenarios: [],
  rulesNotes,
  settings,
};
