import { validateTable } from '../../engine/index.ts';
import ratings from '../../../tables/bloody-beach/efficiency-check.json';
import { efficiencyCheck } from './procedures/efficiency-check.ts';
import { systemInfo } from '../registry.ts';
import type { SystemModule } from '../types.ts';

export const system: SystemModule = {
  info: systemInfo('bloody-beach'),
  procedures: [efficiencyCheck],
  tables: [validateTable(ratings, 'tables/bloody-beach/efficiency-check.json')],
  scenarios: [],
  rulesNotes: [],
  settings: [],
};
