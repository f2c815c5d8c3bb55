import { axialToOffset, formatHexNumber, hexKey, type Axial } from '../../../boards/hex/index.ts';
import type { RulesContext } from '../../../engine/index.ts';
import { buildBoard, type Board } from '../../../systems/bloody-beach/map/board.ts';
import type { MapDoc } from '../../../systems/bloody-beach/map/types.ts';
import type { SystemModule } from '../../../systems/types.ts';
import { countersFromState, hasUnits, type CounterView } from './counters.ts';
import { mapInForce, type MapOrigin } from './map-source.ts';
import type { MoveWorld } from './movement.ts';
import type { SessionReader } from './session-reader.ts';

/**
 * What the board shows: the map in force (or the editor's draft) and its model, and the counters, from the kept
 * game or, before there is one, from the scenario's printed set-up (marked as such). Each is rebuilt only when
 * what it comes from changes.
 */
export class BoardData {
  doc?: MapDoc;
  board?: Board;
  origin: MapOrigin = 'shipped';
  /** Why the map in force could not be used, in words. */
  problem?: string;
  counters: CounterView[] = [];
  /** The counters are the scenario's set-up: no game is kept yet. */
  fromScenario = false;
  private countersFrom?: unknown;

  constructor(private readonly session: SessionReader) {}

  /** Follows the map in force, or the editor's draft; true when the map changed. */
  syncMap(
    system: SystemModule | undefined,
    ctx: RulesContext | undefined,
    state: unknown,
    given: MapDoc | undefined,
    draft: MapDoc | undefined,
  ): boolean {
    const found = draft ? { doc: draft, origin: this.origin } : mapInForce(system, ctx, state, given);
    this.problem = 'problem' in found ? found.problem : undefined;
    if (!found.doc || found.doc === this.doc || !this.use(found.doc)) return false;
    this.origin = found.origin;
    return true;
  }

  /** Shows a map (the editor's working map); false when the rules lack the terrain table. */
  use(doc: MapDoc): boolean {
    const terrain = this.session.table('bloody-beach.terrain');
    if (!terrain) return false;
    this.doc = doc;
    this.board = buildBoard(doc, terrain);
    this.countersFrom = undefined;
    return true;
  }

  /** Reads the counters again when the state (or the map) changed; true when it did. */
  syncCounters(state: unknown, given: boolean): boolean {
    if (this.countersFrom === state && this.counters.length) return false;
    const doc = this.doc;
    if (!doc) return false;
    const scenario = this.session.scenario;
    this.fromScenario = !hasUnits(state) && !given && !!scenario && hasUnits(scenario);
    const source = this.fromScenario ? scenario : state;
    this.counters = countersFromState(
      source,
      this.session.table('bloody-beach.unit-types'),
      doc.grid.parity,
      doc.grid.digits,
      this.session.names,
    );
    this.countersFrom = state;
    return true;
  }

  unit(id: string | undefined): CounterView | undefined {
    return id ? this.counters.find((c) => c.id === id) : undefined;
  }

  /** The counters in a hex, bottom first. */
  here(h: Axial): CounterView[] {
    const key = hexKey(h);
    return this.counters.filter((c) => hexKey(c.hex) === key);
  }

  /** A hex's printed number. */
  hexId(h: Axial): string {
    const doc = this.doc;
    if (!doc) return '';
    try {
      return formatHexNumber(axialToOffset(h, doc.grid.parity), doc.grid.digits);
    } catch {
      return `${h.q},${h.r}`;
    }
  }

  /** A hex in words for the screen reader: its number and terrain. */
  hexTitle(h: Axial): string {
    const board = this.board;
    if (!board || !board.inMap(h)) return '';
    return `Hex ${this.hexId(h)}, ${board.terrain(h).label}`;
  }

  /** The map and rules a move is measured on, with the map's roadblocks. */
  moveWorld(): MoveWorld | undefined {
    const board = this.board;
    const ctx = this.session.rules();
    const doc = this.doc;
    if (!board || !ctx || !doc) return undefined;
    return { board, ctx, roadblocks: new Set(doc.roadblocks.map((id) => hexKey(board.hex(id)))) };
  }
}
