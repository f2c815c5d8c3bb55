import { html, nothing, type TemplateResult } from 'lit';
import type { GameAction } from '../../../systems/types.ts';
import type { SideId } from './counters.ts';
import type { Answer } from './answer.ts';
import { fieldOf, isRecord } from '../../../engine/index.ts';
import { calibreOf, FACINGS } from '../../../systems/bloody-beach/game/deployment.ts';
import { hexToPixel, type Axial, type Layout, type Point } from '../../../boards/hex/index.ts';
import { facingAngle } from './counter-svg.ts';

/** A pillbox or nest the German player is setting up (11.2.2): what it is, what follows it, its answers by hex. */
export interface PlacementView {
  /** "an 88 mm pillbox", "a resistance nest". */
  readonly what: string;
  readonly nest: boolean;
  /** How many are set up, of how many. */
  readonly done: number;
  readonly total: number;
  /** What is still to place after it, in words. */
  readonly left: string;
  /** The answers at each hex, one per facing, Umpire's suggestion first. */
  readonly facings: ReadonlyMap<string, readonly Answer[]>;
}

type Rec = Readonly<Record<string, unknown>>;

/** The vertices as arrows and words, in the game's order (6.1.1). */
const ARROWS = ['↗', '→', '↘', '↙', '←', '↖'] as const;
const FACING_WORDS = FACINGS.map((w, i) => `${ARROWS[i] ?? ''} ${w}`);

/** A coastal counter's kind by its type key: "88 mm pillbox", "resistance nest". */
function kindOf(type: string): string {
  const mm = calibreOf(type);
  return mm ? `${mm} mm pillbox` : 'resistance nest';
}

/** "17 pillboxes (3 × 88 mm, 6 × 75 mm, 8 × 50 mm) and 13 nests", the larger guns first; "nothing" when empty. */
function countWords(types: readonly string[]): string {
  const guns = new Map<string, number>();
  let nests = 0;
  for (const t of types) {
    const mm = calibreOf(t);
    if (mm) guns.set(mm, (guns.get(mm) ?? 0) + 1);
    else nests++;
  }
  const pillboxes = [...guns.values()].reduce((a, b) => a + b, 0);
  const split = [...guns].sort(([a], [b]) => Number(b) - Number(a)).map(([mm, n]) => `${n} × ${mm} mm`);
  const parts = [
    ...(pillboxes ? [`${pillboxes} pillbox${pillboxes > 1 ? 'es' : ''} (${split.join(', ')})`] : []),
    ...(nests ? [`${nests} nest${nests > 1 ? 's' : ''}`] : []),
  ];
  return parts.length ? parts.join(' and ') : 'nothing';
}

/** The placement a `place-defence` decision asks for, with the legal answers grouped by hex. */
export function placementView(state: unknown, d: Rec, legal: readonly GameAction[]): PlacementView | undefined {
  const units = isRecord(state) && isRecord(state.units) ? state.units : {};
  const typeOf = (id: unknown): string => {
    const u = typeof id === 'string' ? units[id] : undefined;
    return isRecord(u) && typeof u.type === 'string' ? u.type : '';
  };
  const type = typeOf(d.unit);
  if (!type) return undefined;
  const left = Array.isArray(d.left) ? d.left.map(typeOf) : [];
  const coastal = Object.values(units).filter((u) => isRecord(u) && /^(pillbox|nest)-\d+$/.test(String(u.id)));
  const placed = coastal.filter((u) => isRecord(u) && u.status === 'map').length;
  const facings = new Map<string, Answer[]>();
  for (const a of legal) {
    const x = a as Rec;
    if (a.type !== 'place-defence' || x.unit !== d.unit || typeof x.to !== 'string' || typeof x.facing !== 'number')
      continue;
    const list = facings.get(x.to) ?? [];
    list.push({ hex: x.to, label: FACING_WORDS[x.facing] ?? String(x.facing), action: a });
    facings.set(x.to, list);
  }
  const kind = kindOf(type);
  return {
    what: `${/^[aeiou8]/.test(kind) ? 'an' : 'a'} ${kind}`,
    nest: kind === 'resistance nest',
    done: placed,
    total: placed + 1 + left.length,
    left: countWords(left),
    facings,
  };
}

/** The vertex a placement answer faces. */
export const facingOf = (a: Answer): number => Number(fieldOf(a.action, 'facing'));

/**
 * The facing whose arrow a tap at map point `p` lands on, in the hex picked for a pillbox or nest (the arrows are
 * drawn from its middle to each vertex it may face): the vertex nearest the tap's direction, when it is offered;
 * undefined for a tap on the hex's middle, where no arrow is drawn.
 */
export function facingTapped(l: Layout, hex: Axial, p: Point, offered: readonly number[]): number | undefined {
  const c = hexToPixel(l, hex);
  const dx = (p.x - c.x) / l.size.x;
  const dy = (p.y - c.y) / l.size.y;
  if (Math.hypot(dx, dy) < 0.2) return undefined;
  const degrees = (Math.atan2(dy, dx) * 180) / Math.PI;
  const facing = ((Math.round((degrees - facingAngle(0)) / 60) % 6) + 6) % 6;
  return offered.includes(facing) ? facing : undefined;
}

/** What the strip does for a placement. */
export interface PlacementControls {
  pick(a: GameAction): void;
  /** Drops the hex chosen, to choose another. */
  another(): void;
}

/**
 * The set-up of one pillbox or nest, on the strip above the map: for the German player what it is, how many are
 * left, then the hex to tap (or why the one tapped is refused), then its facing as six buttons; for the US player
 * only that the German is setting up, and the hand-over.
 */
export function placementStrip(
  p: PlacementView,
  viewer: SideId,
  at: string | undefined,
  refused: string | undefined,
  c: PlacementControls,
): TemplateResult {
  if (viewer !== 'german')
    return html`<section class="decision" aria-label="Decision due" aria-live="polite">
      <p class="q">
        German player's decision: set up the pillboxes and resistance nests face down (11.2.2). Pass the tablet to the
        German player.
      </p>
    </section>`;
  const head = `Set up ${p.what} face down: ${p.done + 1} of ${p.total}, then ${p.left} (11.2.2).`;
  const facings = at ? (p.facings.get(at) ?? []) : [];
  const why = p.nest
    ? 'Its arrow only misleads the US player (6.1.3).'
    : 'It fires only into the two hexes ahead of that vertex and beyond (6.1.1).';
  return html`<section class="decision placement" aria-label="Decision due" aria-live="polite">
    <p class="q">${head}</p>
    ${
      at
        ? html`<p class="ask">At ${at}, which vertex does it face? Tap its arrow on the map, or a button. ${why}</p>
            <div class="facings" role="group" aria-label="Facing">
              ${facings.map((a, i) => html`<button class=${`btn small${i === 0 ? ' primary' : ''}`} @click=${() => c.pick(a.action)}>${a.label}${i === 0 ? ' ★' : ''}</button>`)}
              <button class="btn small ghost" @click=${() => c.another()}>Another hex</button>
            </div>`
        : html`<p class="ask">
            Tap a highlighted hex: land within two hexes of the beach, not holding a unit (11.2.1,
            11.2.6).${refused ? html` <strong role="status">Not there: ${refused}.</strong>` : nothing}
          </p>`
    }
  </section>`;
}
