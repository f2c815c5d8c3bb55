import type { MapDoc } from './types.ts';

/** Map JSON laid out for people: one terrain row, one hexside, road or place per line. */
export function formatMapJson(doc: MapDoc): string {
  const lines: string[] = ['{'];
  const entries = Object.entries(doc);
  entries.forEach(([key, value], i) => {
    const comma = i < entries.length - 1 ? ',' : '';
    if (Array.isArray(value) && value.length > 0) {
      lines.push(`  ${JSON.stringify(key)}: [`);
      value.forEach((item, j) => lines.push(`    ${JSON.stringify(item)}${j < value.length - 1 ? ',' : ''}`));
      lines.push(`  ]${comma}`);
    } else lines.push(`  ${JSON.stringify(key)}: ${JSON.stringify(value)}${comma}`);
  });
  lines.push('}');
  return `${lines.join('\n')}\n`;
}
