import { validateTable, type TableData } from '../../engine/index.ts';
import germanActions from '../../../tables/dday-omaha/german-actions.json';

/** Every table of the game, each checked against the table schema with its file path. */
export const tables: readonly TableData[] = [
  validateTable(germanActions, 'tables/dday-omaha/german-actions.json'),
];
