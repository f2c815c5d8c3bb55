import { describe, expect, it } from 'vitest';
import { closeCombatInputs } from '../../../src/systems/crowbar/game/close-combat.ts';
import type { CloseCombat } from '../../../src/systems/crowbar/game/types.ts';
import { blankGame, german, put, R } from './helpers.ts';

describe('J-2c, J-2d support and flank of the attacker', () => {
  it('no support from a unit weaker than the defender, support from a side, a flank from behind', () => {
    const { g } = blankGame('cc-support');
    const r = put(g, 6, 8, { sp: 8 });
    const u = german(g, 'grenadier-3', 6, 8);
    const cc: CloseCombat = {
      attacker: 'ranger',
      col: 6,
      gid: u.id,
      from: 7,
      crossedCliff: false,
      commander: false,
      heroic: false,
      decided: true,
      rounds: 0,
    };
    const attacker = (): { support: boolean; flanked: boolean } => {
      const i = closeCombatInputs(g, R, cc, r, u);
      return { support: i.attackerSupport, flanked: i.defenderFlanked };
    };
    put(g, 7, 8, { sp: 1 });
    expect(attacker()).toEqual({ support: false, flanked: false });
    put(g, 7, 8, { sp: 6 });
    expect(attacker()).toEqual({ support: true, flanked: false });
    put(g, 7, 9, { sp: 6 });
    expect(attacker()).toEqual({ support: true, flanked: true });
    put(g, 7, 7, { sp: 6 });
    expect(attacker()).toEqual({ support: true, flanked: false });
  });
});
