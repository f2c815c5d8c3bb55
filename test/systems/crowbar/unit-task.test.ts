import { describe, expect, it } from 'vitest';
import { eachDecision } from './helpers.ts';

describe('the unit decision on the stack is one shared, frozen task per column', () => {
  it('at every unit decision of played games it names the activated unit, and is the same object each time', () => {
    const seen = new Map<number, object>();
    let checked = 0;
    for (let k = 0; k < 4; k++)
      eachDecision(`unit-task:${k}`, (g) => {
        const t = g.stack[g.stack.length - 1];
        if (t?.k !== 'unit') return;
        expect(t.col).toBe(g.activeCol);
        expect(Object.isFrozen(t)).toBe(true);
        if (!seen.has(t.col)) seen.set(t.col, t);
        expect(t).toBe(seen.get(t.col));
        checked++;
      });
    expect(seen.size).toBe(12);
    expect(checked).toBeGreaterThan(500);
  });
});
