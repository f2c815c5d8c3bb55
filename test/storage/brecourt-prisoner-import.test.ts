import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { EventRequest, Rules } from '../../src/engine/index.ts';
import { rulesOf } from '../../src/systems/catalog.ts';
import { loadSystem } from '../../src/systems/registry.ts';
import type { BrecourtAction } from '../../src/systems/brecourt/game/actions.ts';
import type { BrecourtState } from '../../src/systems/brecourt/game/types.ts';
import { exportText } from '../../src/storage/sessions.ts';
import { playedSessionFile } from '../browser/session-files.ts';
import { makeStore } from './fixtures.ts';

const T0 = Date.parse('2026-06-06T09:00:00Z');

/** Brécourt's rules as the app supplies them to the store. */
async function appRules(): Promise<Rules> {
  return rulesOf(await loadSystem('brecourt'));
}

const action = (a: BrecourtAction): EventRequest => ({ kind: 'action', action: a });
const surrender = (figure: string): EventRequest =>
  action({ type: 'apply', effects: [{ figure, effect: 'surrender' }] });
const skip = action({ type: 'next-step', skip: true });

/**
 * Played as Umpire allowed before the prisoner rule was tightened: a prisoner marked run in the first step (not the
 * Germans move), and the Germans move step left with another prisoner nobody guards, without a skip.
 */
const OLD_PLAY: readonly EventRequest[] = [
  surrender('rifle1'),
  action({ type: 'escape', figure: 'rifle1' }),
  surrender('rifle2'),
  skip,
  skip,
  skip,
  skip,
  action({ type: 'next-step' }),
];

describe('a Brécourt session saved before the prisonerEscape setting', () => {
  it('imports and replays with its old reading; a new session records the new one and refuses the same play', async () => {
    const rules = await appRules();
    // The app then recorded no prisonerEscape (it had no such setting) and played the old reading.
    const before: Rules = {
      ...rules,
      settings: (rules.settings ?? []).filter((d) => d.key !== 'prisonerEscape'),
      context: (settings, overrides) => rules.context({ ...settings, prisonerEscape: 'any-step' }, overrides),
    };
    const file = playedSessionFile(
      {
        id: 'old-prisoners',
        system: 'brecourt',
        name: 'Old prisoners',
        seed: 'old',
        rulesVersion: '1',
        now: new Date(T0),
      },
      before,
      OLD_PLAY.map((request, i) => ({ request, at: new Date(T0 + (i + 1) * 1000) })),
    );
    expect(file.meta.settings).toEqual({});

    const store = makeStore({ rules: appRules, now: () => new Date(T0 + 60_000) });
    const { outcome, meta } = await store.importSession(exportText(file), 'old.json');
    expect(outcome).toBe('imported');
    expect(meta.eventCount).toBe(OLD_PLAY.length);
    // and its prisoner slipped off the table at once, as Umpire played it then (the new reading runs him to cover)
    const { state } = await store.open(meta.id);
    const game = state.game as BrecourtState;
    const runner = game.figures.find((f) => f.id === 'rifle1');
    expect(runner).toMatchObject({ status: 'ran-off', location: 'off-table' });

    const made = await store.create('brecourt', 'New', { seed: 'new' });
    expect(made.meta.settings).toMatchObject({ prisonerEscape: 'germans-move' });
    await store.append(made.meta.id, surrender('rifle1'));
    await expect(store.append(made.meta.id, action({ type: 'escape', figure: 'rifle1' }))).rejects.toThrow(
      /an unguarded prisoner runs when the Germans move/,
    );
    for (const request of [skip, skip, skip, skip]) await store.append(made.meta.id, request);
    await expect(store.append(made.meta.id, action({ type: 'next-step' }))).rejects.toThrow(
      /still due: Grenadier 1 is a prisoner nobody guards/,
    );
  });
});
