/**
 * Type guards for values whose type is not known yet (parsed JSON, an event's detail, a thrown value), and for a
 * value that must be there: the check and the narrowing in one place, instead of a cast that trusts the value.
 */

/** Whether a value is an object whose fields can be read: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field of a value that may not be an object: undefined when it is not one or lacks the field. */
export function fieldOf(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

/** Whether a value is one of the listed options (a union of literals kept as a list). */
export function isOneOf<T extends string | number | boolean>(options: readonly T[], value: unknown): value is T {
  return options.some((option) => option === value);
}

/** What a thrown value says: an Error's message, anything else as text. */
export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * A value the code knows is there (an element at an index it has just bounded, an entry it has just added): a
 * RangeError naming what was missing when it is not, since that is a programming error, not a case to handle.
 */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new RangeError(`${what} is missing`);
  return value;
}
