import { validateTable } from '../../engine/index.ts';
import jProjectorTable from '../../../tables/crowbar/j-projector.json';
import { jProjector } from './procedures/j-projector.ts';
import { systemInfo } from '../registry.ts';
import type { SystemModule } from '../types.ts';

export const system: SystemModule = {
  info: systemInfo('crowbar'),
  procedures: [jProjector],
  tables: [validateTable(jProjectorTable, 'tables/crowbar/j-projector.json')],
  scenarios: [],
  rulesNotes: [],
  settings: [],
};
