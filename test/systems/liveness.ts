/**
 * Issue 13's table-liveness contract: for every table of every system, an owner's correction of its rows changes
 * what the procedure or game step that reads it does, or the table says in its data (`referenceOnly`) why nothing
 * reads it. Each system lists one or more probes per table in test/systems/<system>/liveness.ts; the generic test
 * (table-liveness.test.ts) finds them by folder, runs them all and fails on a table with neither (a system with no
 * module yet is listed as a todo).
 */
import type { Cell, RulesContext } from '../../src/engine/index.ts';

/** One check that a table is read: the same step observed under the shipped rows and under a correction. */
export interface LivenessProbe {
  /** What the correction changes, in words (the test's name). */
  readonly what: string;
  /** The owner's correction of this table: row key -> column key -> value (checked as the editor would). */
  readonly rows: Readonly<Record<string, Readonly<Record<string, Cell>>>>;
  /** What the step that reads the table gives under these rules (its result, a state's field, the odds...). */
  readonly observe: (rules: RulesContext) => unknown;
  /** The exact observations expected, shipped then corrected, where the rule fixes them. */
  readonly shows?: readonly [unknown, unknown];
}

/** A system's probes by table id. */
export type LivenessProbes = Readonly<Record<string, readonly LivenessProbe[]>>;
