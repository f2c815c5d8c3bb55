import { systemInfo } from '../registry.ts';
import type { SystemModule } from '../types.ts';

export const system: SystemModule = {
  info: systemInfo('dday-omaha'),
  procedures: [],
  tables: [],
  scenarios: [],
  rulesNotes: [],
  settings: [],
};
