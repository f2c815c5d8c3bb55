import type { SystemId } from '../../systems/types.ts';

/**
 * Per-system boards and rosters, loaded with their system when a session opens. Each module defines a custom
 * element named `umpire-board-<system>` taking `.system`, `.state` (the game state), `.status` and `.ctx`, and
 * sending `umpire-menu` with `procedure:<id>` to open a procedure and `umpire-game-action` to play an action. Systems without one show their
 * procedures instead.
 */
export const BOARDS: Partial<Record<SystemId, () => Promise<unknown>>> = {
  'bloody-beach': () => import('../boards/bloody-beach/index.ts'),
  'dday-omaha': () => import('../boards/dday-omaha/index.ts'),
};
