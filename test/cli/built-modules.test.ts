import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSystem, SYSTEMS } from '../../src/systems/registry.ts';
import { umpireBuilt } from './umpire.ts';

const built = fileURLToPath(new URL('../../dist-cli/', import.meta.url));

/** The modules a built module imports statically (`import ... from "./chunks/x.js"`), as paths under dist-cli/. */
function staticImports(path: string): string[] {
  const code = readFileSync(`${built}${path}`, 'utf8');
  const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '';
  return [...code.matchAll(/(?:^|[;}])\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+)["']/g)].map(
    (m) => `${dir}${m[1] ?? ''}`,
  );
}

describe('the built umpire command', () => {
  it('loads a system only when a command names it: no system module among what its two entries import', async () => {
    expect((await umpireBuilt(['--help'])).code).toBe(0); // builds dist-cli/ when a source changed
    const seen = new Set<string>();
    const queue = ['umpire.js', 'simulate-worker.js'];
    for (let m = queue.pop(); m !== undefined; m = queue.pop()) {
      if (seen.has(m)) continue;
      seen.add(m);
      queue.push(...staticImports(m));
    }
    expect(seen.size).toBeGreaterThan(1);
    const loadedAtStart = [...seen].map((m) => readFileSync(`${built}${m}`, 'utf8')).join('\n');
    for (const s of SYSTEMS) {
      // A table id is written only in its system's data, so it shows where that system's code went.
      const tableId = (await loadSystem(s.id)).tables[0]?.id ?? '';
      expect(tableId).not.toBe('');
      expect(loadedAtStart.includes(`"${tableId}"`), `${s.id} is in the modules every command loads`).toBe(false);
      // Its own module is imported on demand, by the entry or by a chunk the entry imports.
      const chunk = loadedAtStart.match(
        new RegExp(`import\\(["']\\./(?:chunks/)?(${s.id}-[A-Z0-9]+\\.js)["']\\)`),
      )?.[1];
      expect(readFileSync(`${built}chunks/${chunk ?? 'missing'}`, 'utf8')).toContain(`"${tableId}"`);
    }
  });
});
