/**
 * Hostile input for the fuzz tests: random changes to valid documents and to their text, all drawn from the
 * seeded generator, so a failing case is found again from its seed and number.
 */
import { Rng } from '../src/engine/index.ts';

/** Values a hostile file puts where another belongs. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  -0,
  0.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  '',
  ' ',
  '0x10',
  '7e0',
  '0b111',
  'constructor',
  '__proto__',
  'toString',
  '<img src=x onerror=alert(1)>',
  '</script><script>alert(1)</script>',
  'x'.repeat(5000),
  '\u0000\uFFFF\uD800',
  'NaN',
  [],
  [1, 2, 3],
  {},
  { __proto__: null, toString: 1 },
  { constructor: { prototype: 1 } },
];

const KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'extra', '', '0'];

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[rng.int(items.length)] as T;
}

type Container = Record<string, unknown> | unknown[];
interface Place {
  readonly parent: Container;
  readonly key: string | number;
}

/** Every place in the document a value sits (objects' keys and arrays' items), up to `limit`. */
function places(doc: unknown, limit = 20_000): Place[] {
  const out: Place[] = [];
  const walk = (v: unknown): void => {
    if (out.length >= limit || typeof v !== 'object' || v === null) return;
    const entries: [string | number, unknown][] = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
    for (const [k, x] of entries) {
      out.push({ parent: v as Container, key: k });
      walk(x);
    }
  };
  walk(doc);
  return out;
}

/** Sets an own property, even `__proto__` (as JSON.parse would make it), so it survives JSON.stringify. */
function setOwn(o: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A deep copy of `doc` with one random change: a value replaced, nudged or removed, a key added, an item moved or doubled. */
export function mutateDocument<T>(doc: T, rng: Rng): T {
  const copy = JSON.parse(JSON.stringify(doc)) as T;
  const all = places(copy);
  if (all.length === 0) return copy;
  const { parent, key } = pick(rng, all);
  const get = (): unknown => (parent as Record<string | number, unknown>)[key];
  const put = (v: unknown): void => {
    if (Array.isArray(parent)) parent[key as number] = v;
    else setOwn(parent, key as string, v);
  };
  switch (rng.int(6)) {
    case 0:
      put(pick(rng, HOSTILE_VALUES));
      break;
    case 1: {
      const v = get();
      put(
        typeof v === 'number'
          ? pick(rng, [v + 1, v - 1, -v, v * 1000, v + 0.5])
          : typeof v === 'string'
            ? `${v}${pick(rng, ['x', '"', '\\', '\n', ''])}`.slice(rng.int(2))
            : pick(rng, HOSTILE_VALUES),
      );
      break;
    }
    case 2:
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key as string];
      break;
    case 3:
      if (Array.isArray(parent)) parent.push(pick(rng, HOSTILE_VALUES));
      else setOwn(parent, pick(rng, KEYS), pick(rng, HOSTILE_VALUES));
      break;
    case 4:
      if (Array.isArray(parent) && parent.length > 1) {
        const j = rng.int(parent.length);
        const tmp = parent[key as number];
        parent[key as number] = parent[j];
        parent[j] = tmp;
      } else put(pick(rng, HOSTILE_VALUES));
      break;
    default:
      if (Array.isArray(parent)) parent.splice(key as number, 0, JSON.parse(JSON.stringify(get() ?? null)));
      else put(JSON.parse(JSON.stringify(get() ?? null)));
  }
  return copy;
}

/** The document's text, now and then damaged as text: cut short, a character flipped, a BOM, deep nesting. */
export function mutateText(text: string, rng: Rng): string {
  switch (rng.int(8)) {
    case 0:
      return text.slice(0, rng.int(text.length + 1));
    case 1: {
      const i = rng.int(Math.max(1, text.length));
      return `${text.slice(0, i)}${pick(rng, ['"', '{', ']', ',', '\\', '\u0000', 'e', '-'])}${text.slice(i + 1)}`;
    }
    case 2:
      return `\uFEFF${text}`;
    case 3: {
      const depth = 60 + rng.int(3000);
      return `${'['.repeat(depth)}${text}${']'.repeat(depth)}`;
    }
    default:
      return text;
  }
}

/** What no message may show: JavaScript's own words instead of the input's. */
export const INTERNALS =
  /\[native code\]|\[object Object\]|is not a function|Cannot read propert|Cannot convert|Maximum call stack|TypeError|ReferenceError|SyntaxError|\bat \S+\.(ts|js):\d|function \w*\(/;
