import { hexKey, type Axial } from '../../../boards/hex/index.ts';
import type { GameAction } from '../../../systems/types.ts';
import type { CounterView, SideId } from './counters.ts';
import type { MoveWorld, RoadBonus } from './movement.ts';
import { canPlan, partyOf, replan, startPlan, traceTo, type Plan, type StackReach } from './move-plan.ts';
import { describeMove, stackMates, type Member } from './stack-move.ts';

/** What the preview reads from the board. */
export interface PreviewHost {
  counters(): readonly CounterView[];
  viewer(): SideId;
  unit(id: string | undefined): CounterView | undefined;
  /** The map and rules a move is measured on; undefined without a map. */
  moveWorld(): MoveWorld | undefined;
  roadBonus(c: CounterView): RoadBonus | undefined;
  /** The game's legal actions, or undefined when no game is kept (the stack is then not offered). */
  gameActions(): readonly GameAction[] | undefined;
  /** A stack's reach by the game's own stack rule. */
  stackReach(members: readonly Member[]): StackReach | undefined;
  hexId(h: Axial): string;
  /** The plan changed: draw again. */
  requestUpdate(): void;
}

/**
 * The movement preview of the selected unit, or of the stack it leads (7.2.2): where it may go, the path traced
 * by taps, what it costs in words, and whether the stack moves together. Kept in step with the game's state.
 */
export class MovePreview {
  private current?: Plan;

  constructor(private readonly host: PreviewHost) {}

  get plan(): Plan | undefined {
    return this.current;
  }

  private set(plan: Plan | undefined): void {
    this.current = plan;
    this.host.requestUpdate();
  }

  clear(): void {
    if (this.current) this.set(undefined);
  }

  /** Starts a preview for a unit the viewer may move (or the stack it leads); clears it for any other. */
  start(units: readonly string[]): void {
    const lead = this.host.unit(units[0]);
    this.current = canPlan(lead, this.host.viewer()) ? startPlan(units, lead) : undefined;
    this.remeasure();
  }

  /** Measures the preview again, after the state or the map changed (see move-plan.ts). */
  remeasure(): void {
    if (!this.current) return this.set(undefined);
    const members = this.party();
    this.set(
      replan(this.current, members, this.host.counters(), () => (members ? this.host.stackReach(members) : undefined)),
    );
  }

  /** Whether a tap on this hex traces the path there: a hex in reach, not the mover's own. */
  reaches(h: Axial): boolean {
    const plan = this.current;
    const mover = this.host.unit(plan?.units[0]);
    const key = hexKey(h);
    return !!plan && !!mover && key !== hexKey(mover.hex) && plan.reach.has(key);
  }

  /** Traces the path to a hex in reach. */
  trace(h: Axial): void {
    if (this.current) this.set({ ...this.current, path: traceTo(this.current, h) });
  }

  /** Drops the traced path (the unit fires instead), keeping the reach. */
  untrace(): void {
    const plan = this.current;
    const start = plan?.path[0];
    if (plan && start) this.set({ ...plan, path: [start] });
  }

  /** Who the preview moves, each with its map, rules and points; undefined when any may not move. */
  party(): Member[] | undefined {
    const h = this.host;
    return partyOf(
      this.current?.units ?? [],
      (id) => h.unit(id),
      h.viewer(),
      h.moveWorld(),
      (c) => h.roadBonus(c),
    );
  }

  /** The traced move in words (see describeMove). */
  text(): string | undefined {
    const plan = this.current;
    const members = this.party();
    return plan && members ? describeMove(members, plan.path, (h) => this.host.hexId(h), plan.over) : undefined;
  }

  /** Whether a stack moves together now. */
  get together(): boolean {
    return (this.current?.units.length ?? 0) > 1;
  }

  /** The stack the unit may move with, leader first: the game's own stack move once activated, else the movable units in its hex. */
  stackOf(c: CounterView): string[] | undefined {
    const legal = this.host.gameActions();
    return legal ? stackMates(c, this.host.counters(), legal, (x) => canPlan(x, this.host.viewer())) : undefined;
  }

  /** Moves the unit's whole stack together, or the unit alone again; says which. */
  toggleStack(unit: CounterView): string {
    const stack = this.stackOf(unit);
    this.start(stack && !this.together ? stack : [unit.id]);
    return this.together ? `Moving ${this.current?.units.length} units together` : `Moving ${unit.label} alone`;
  }
}
