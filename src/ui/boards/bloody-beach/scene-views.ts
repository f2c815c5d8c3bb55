import { hexToPixel, type Axial, type Layout, type Point } from '../../../boards/hex/index.ts';
import type { BoardData } from './board-data.ts';
import { faceDown, stacks, type CounterView, type SideId } from './counters.ts';
import type { DecisionView } from './decision.ts';
import { cardCorner, moveHint, type HexCardView } from './hex-card.ts';
import { hexFacts } from './hex-facts.ts';
import { bonusHint, canPlan } from './move-plan.ts';
import type { MovePreview } from './move-preview.ts';
import type { RoadBonus } from './movement.ts';
import type { Offer } from './offers.ts';
import { partyPathCosts } from './stack-move.ts';
import type { SvgLayerView } from './svg-layer.ts';
import { proceduresFor } from './unit-procedures.ts';
import { mapToScreen, type View } from './viewport.ts';

/** The board's state the views are computed from. */
export interface Scene {
  readonly data: BoardData;
  readonly preview: MovePreview;
  readonly layout: Layout;
  readonly viewer: SideId;
  readonly selected?: Axial;
  readonly selectedUnit?: string;
  /** An enemy unit picked as the selected unit's target. */
  readonly target?: string;
  readonly editing: boolean;
}

/** The SVG layer for a view: only the stacks and reach within `near` (map coordinates), nothing of the game while editing. */
export function svgLayerView(
  s: Scene,
  view: View,
  near: (p: Point) => boolean,
  targets: (unit: CounterView) => ReadonlySet<string>,
  decision: DecisionView | undefined,
): SvgLayerView {
  const l = s.layout;
  const board = s.data.board;
  const unit = s.data.unit(s.selectedUnit);
  const plan = s.editing ? undefined : s.preview.plan;
  const party = plan ? s.preview.party() : undefined;
  const shown = board && !s.editing ? decision : undefined;
  // a placement has no suggested hex, only a suggested facing at each
  const suggested = shown?.placement ? undefined : shown?.answers[0]?.hex;
  return {
    view,
    layout: l,
    stacks: s.editing ? [] : stacks(s.data.counters).filter((x) => near(hexToPixel(l, x.hex))),
    viewer: s.viewer,
    picked: (id) => id === s.selectedUnit || id === s.target || !!s.preview.plan?.units.includes(id),
    targets: unit && unit.side === s.viewer ? targets(unit) : new Set<string>(),
    reach: plan ? [...plan.reach.values()].filter((r) => r.cost > 0 && near(hexToPixel(l, r.hex))) : [],
    overstacked: (h) => !!plan?.over?.has(s.data.hexId(h)),
    choices: board && shown ? shown.hexes.map((id) => board.hex(id)) : [],
    ...(board && suggested ? { suggested: board.hex(suggested) } : {}),
    ...(s.selected && !s.editing ? { selected: s.selected } : {}),
    path: s.preview.plan?.path ?? [],
    ...(plan && party && plan.path.length > 1 ? { steps: partyPathCosts(party, plan.path).steps } : {}),
  };
}

/** What the card asks of the board beyond the scene. */
export interface CardSources {
  /** The stage's view and size (the card takes the corner away from the selection). */
  readonly view: View;
  readonly width: number;
  readonly height: number;
  /** The unit's line to its HQ in words, while shown. */
  loc(unit: CounterView): string | undefined;
  roadBonus(unit: CounterView): RoadBonus | undefined;
  offers(unit: CounterView): Offer[];
  /** The victory points of a village or town, as words to append. */
  points(kind: string): string;
  hasProcedure(id: string): boolean;
}

/** The card for a selected hex on the map (see hex-card.ts); undefined off the map. */
export function hexCardView(s: Scene, h: Axial, src: CardSources): HexCardView | undefined {
  const board = s.data.board;
  const doc = s.data.doc;
  if (!board || !doc || !board.inMap(h)) return undefined;
  const id = s.data.hexId(h);
  const here = s.data.here(h);
  const unit = s.data.unit(s.selectedUnit);
  const open = unit && !faceDown(unit, s.viewer) ? unit : undefined;
  const stack = canPlan(unit, s.viewer) ? s.preview.stackOf(unit) : undefined;
  const together = !!stack && s.preview.together;
  const away = !!unit && !here.some((c) => c.id === unit.id);
  const moveText = s.preview.text();
  const loc = unit ? src.loc(unit) : undefined;
  const place = board.place(h);
  const focus = mapToScreen(src.view, hexToPixel(s.layout, away && unit ? unit.hex : h));
  const sel = mapToScreen(src.view, hexToPixel(s.layout, h));
  return {
    id,
    ...(place ? { placeName: place.name } : {}),
    here,
    viewer: s.viewer,
    ...(open ? { unit: open } : {}),
    ...(s.selectedUnit ? { selectedUnit: s.selectedUnit } : {}),
    ...(away && unit ? { away: s.data.hexId(unit.hex) } : {}),
    ...(stack ? { stack: { size: stack.length, together } } : {}),
    ...(loc ? { loc } : {}),
    ...(moveText ? { moveText } : {}),
    ...(s.preview.plan && unit && !s.target
      ? { moveHint: moveHint(unit.label, together, together ? '' : bonusHint(unit, src.roadBonus(unit))) }
      : {}),
    offers: open ? src.offers(open) : [],
    facts: hexFacts(board, doc, h, id, (kind) => src.points(kind)),
    procedures: open ? proceduresFor(open, (p) => src.hasProcedure(p)) : [],
    corner: cardCorner(sel, focus, src.width, src.height),
  };
}
