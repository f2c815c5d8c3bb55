import { columnChecker, parseDecimal, type Cell, type TableColumn } from '../../engine/index.ts';

/**
 * Reads what was typed into a cell as the column's type; throws a one-sentence error when it is not valid.
 * The check after reading is the one every import of table edits goes through (columnChecker).
 */
export function parseCell(column: TableColumn, text: string): Cell {
  const t = text.trim();
  let v: Cell;
  if (t === '') v = null;
  else if (column.type === 'number') {
    const n = parseDecimal(t.replace(/^−/, '-'));
    if (n === undefined) throw new Error(`"${t}" is not a number`);
    v = n;
  } else if (column.type === 'boolean') {
    if (/^(true|yes|y|1)$/i.test(t)) v = true;
    else if (/^(false|no|n|0)$/i.test(t)) v = false;
    else throw new Error('expected yes or no');
  } else v = t;
  const problem = columnChecker(column)(v);
  if (problem) throw new Error(problem);
  return v;
}
