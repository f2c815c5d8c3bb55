import { describe, expect, it } from 'vitest';
import type { Rect } from '../../../src/ui/boards/bloody-omaha/layout.ts';
import { UNIT, unitLayout } from '../../../src/ui/boards/bloody-omaha/unit-layout.ts';
import { pileOrder } from '../../../src/ui/boards/bloody-omaha/counters.ts';
import type { UnitView } from '../../../src/ui/boards/bloody-omaha/model.ts';

const overlap = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Rect): boolean =>
  a.x >= -UNIT / 2 && a.y >= -UNIT / 2 && a.x + a.width <= UNIT / 2 && a.y + a.height <= UNIT / 2;

describe('the parts of a US counter on the Bloody Omaha map', () => {
  it('never cover one another and stay on the counter: name, symbol, CF, the disrupted plate, PIN and Tank tags', () => {
    let checked = 0;
    for (const name of ['I/16', '3/116', 'C/2 Rngr'])
      for (const cf of [1, 6])
        for (const disrupted of [false, true])
          for (const pinned of [false, true])
            for (const tank of [0, 1, 2]) {
              const l = unitLayout({ name, cf, disrupted, pinned, tank });
              const parts: [string, Rect | undefined][] = [
                ['name', l.name.box],
                ['symbol', l.symbol.box],
                ['CF', l.plate ?? l.cf.box],
                ['PIN', l.pin?.plate],
                ['Tank', l.tank?.plate],
              ];
              const drawn = parts.filter((p): p is [string, Rect] => p[1] !== undefined);
              const what = `${name} ${cf} CF${disrupted ? ' disrupted' : ''}${pinned ? ' pinned' : ''} tank ${tank}`;
              expect(drawn.length, what).toBe(3 + Number(pinned) + Number(tank > 0));
              for (const [part, box] of drawn) expect(inside(box), `${what}: ${part} on the counter`).toBe(true);
              for (let i = 0; i < drawn.length; i++)
                for (let j = i + 1; j < drawn.length; j++)
                  expect(overlap(drawn[i]![1], drawn[j]![1]), `${what}: ${drawn[i]![0]} and ${drawn[j]![0]}`).toBe(
                    false,
                  );
              // a tag's words stay on its plate
              for (const t of [l.pin, l.tank])
                if (t)
                  expect(
                    t.words.box.x >= t.plate.x && t.words.box.x + t.words.box.width <= t.plate.x + t.plate.width,
                  ).toBe(true);
              checked++;
            }
    expect(checked).toBe(72);
  });
});

describe('a pile of US units on the Bloody Omaha map', () => {
  const unit = (name: string, cf: number, pinned = false): UnitView => ({
    id: name,
    name,
    division: '1st',
    pool: '1st',
    kind: 'company',
    cf,
    fullCf: cf,
    disruptedCf: 1,
    disrupted: false,
    pinned,
    tank: 0,
  });

  it('shows a pinned unit on top, so that its PIN tag is in sight without opening the square (8.8)', () => {
    // L/16 pinned under the stronger 3/16, as in B02 after a Random Event
    expect(pileOrder([unit('3/16', 4), unit('L/16', 2, true)]).map((u) => u.name)).toEqual(['L/16', '3/16']);
    // otherwise the strongest on top, pinned ones first among themselves too
    expect(pileOrder([unit('A', 1), unit('B', 3), unit('C', 2)]).map((u) => u.name)).toEqual(['B', 'C', 'A']);
    expect(pileOrder([unit('A', 1, true), unit('B', 5), unit('C', 3, true)]).map((u) => u.name)).toEqual([
      'C',
      'A',
      'B',
    ]);
  });
});
