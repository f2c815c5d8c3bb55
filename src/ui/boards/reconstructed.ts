import type { RulesContext, TableData } from '../../engine/index.ts';

/** One thing a board draws that the rules text does not print, and what is missing. */
export interface Reconstructed {
  readonly what: string;
  readonly note: string;
  /** The table that holds it, where the app can replace it. */
  readonly table?: string;
}

/** A map, scenario or roster the board draws, as the player calls it, and whether its document is reconstructed. */
export interface DrawnDoc {
  readonly what: string;
  readonly provisional?: boolean | undefined;
  readonly note?: string | undefined;
}

const UNPRINTED = 'Not printed in the rules text.';

/** A document read as JSON (a scenario, its map) with its own `provisional` and `note`, named for the player. */
export function drawn(what: string, doc: unknown): DrawnDoc {
  const d: { provisional?: unknown; note?: unknown } = typeof doc === 'object' && doc !== null ? doc : {};
  return { what, provisional: d.provisional === true, note: typeof d.note === 'string' ? d.note : undefined };
}

/**
 * What a board plays with that the rules text does not print, the same way for every system: each reconstructed
 * document, each provisional table as one item, and the provisional rows of a table that is otherwise printed.
 */
export function reconstructedItems(
  ctx: RulesContext,
  tableIds: readonly string[],
  docs: readonly DrawnDoc[],
): Reconstructed[] {
  return [
    ...docs.filter((d) => d.provisional).map((d) => ({ what: d.what, note: d.note || UNPRINTED })),
    ...tableIds.flatMap((id) => reconstructedIn(ctx.table(id))),
  ];
}

function reconstructedIn(t: TableData): Reconstructed[] {
  if (t.provisional) return [{ what: t.title, note: t.note ?? UNPRINTED, table: t.id }];
  return t.rows
    .filter((row) => row.provisional)
    .map((r) => ({ what: `${t.title}: ${r.label ?? r.key}`, note: r.note ?? t.note ?? UNPRINTED, table: t.id }));
}

/**
 * A system's `reconstructed(ctx, ...docs)` for its board: its tables and the documents it draws, listed once per
 * rules context and documents (the board renders at every step; the context is remade only when the owner's
 * tables or settings change), so the badge gets the same list until one of them changes.
 */
export function reconstructedList<A extends readonly unknown[]>(
  tableIds: readonly string[],
  docs: (...args: A) => readonly DrawnDoc[],
): (ctx: RulesContext, ...args: A) => readonly Reconstructed[] {
  const last = new WeakMap<RulesContext, { args: A; items: readonly Reconstructed[] }>();
  return (ctx, ...args) => {
    const hit = last.get(ctx);
    if (hit && hit.args.every((a, i) => a === args[i])) return hit.items;
    const items = reconstructedItems(ctx, tableIds, docs(...args));
    last.set(ctx, { args, items });
    return items;
  };
}
