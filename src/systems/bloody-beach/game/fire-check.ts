import { distance, lineOfSight } from '../../../boards/hex/index.ts';
import { antiTankRange } from '../procedures/anti-tank-fire.ts';
import type { Rules } from './rules.ts';
import type { GameState, UnitState } from './state.ts';
import { fireZoneIndex } from './zones.ts';

export type Weapon = 'small-arms' | 'anti-tank';

/** The fire a target calls for when the firer does not choose: anti-tank at armored vehicles (8.2.2), else small arms. */
export function defaultWeapon(rules: Rules, target: UnitState): Weapon {
  const t = rules.unitType(target.type);
  return t.class === 'vehicle' && t.armor > 0 ? 'anti-tank' : 'small-arms';
}

/** Whether both kinds of fire may be chosen against this target (pillboxes, 8.2.2). */
export function weaponChoice(rules: Rules, target: UnitState): boolean {
  return rules.unitType(target.type).class === 'pillbox';
}

/** The farthest a unit can fire at anything (small arms 1; anti-tank 2, or a pillbox's rating + 1 at beach hexes). */
export function maxReach(rules: Rules, firer: Pick<UnitState, 'type'>): number {
  const t = rules.unitType(firer.type);
  if (t.antiTank <= 0) return 1;
  return Math.max(
    1,
    antiTankRange(
      rules.ctx,
      t.class === 'pillbox' ? 'pillbox' : t.class === 'infantry' || t.class === 'ranger' ? 'infantry' : 'other',
      t.antiTank,
      true,
    ),
  );
}

/**
 * Why `firer` may not fire at `target` now, or undefined (8.1.1, 8.2, 2.3.5, 11.2.2, 11.3.4). `reaction` is
 * fire out of turn at a unit entering a zone: no activation and no movement points needed.
 */
export function fireRefusal(
  rules: Rules,
  state: GameState,
  firer: UnitState,
  target: UnitState,
  opts: { reaction?: boolean; weapon?: Weapon } = {},
): string | undefined {
  if (firer.status !== 'map' || target.status !== 'map' || !firer.hex || !target.hex)
    return 'both units must be on the map';
  if (target.side === firer.side) return 'not an enemy';
  if (firer.pinned) return 'a pinned unit may not fire (8.1.1, 8.3.2)';
  if (target.side === 'german' && target.hidden) return 'a face-down unit cannot be fired on until revealed (11.2.2)';
  const ft = rules.unitType(firer.type);
  const tt = rules.unitType(target.type);
  if (ft.class === 'hq') return 'HQs have no fire (6.2.3)';
  if (firer.type === 'de-battery-155' && tt.class === 'ranger')
    return 'the battery could not depress its guns onto the Rangers (11.3.4)';
  const weapon = opts.weapon ?? defaultWeapon(rules, target);
  if (weapon === 'small-arms' && tt.class === 'vehicle' && tt.armor > 0)
    return 'small arms are ineffective against armored vehicles: use anti-tank fire (8.2.2)';
  if (weapon === 'anti-tank' && tt.armor <= 0) return 'anti-tank fire needs a target with an armor value (8.2.1)';
  if (weapon === 'anti-tank' && ft.antiTank <= 0) return 'the firer has no anti-tank value (8.2.1)';
  const b = rules.board;
  const from = b.hex(firer.hex);
  const to = b.hex(target.hex);
  const d = distance(from, to);
  const inZone = fireZoneIndex(rules, firer).has(b.index(to));
  if (weapon === 'small-arms') {
    if (d > 1) return 'small arms reach adjacent hexes only (2.3.5, 8.1.1)';
    if (!inZone) return "the target is not in the firer's fire zone (8.1.1, 6.2.4)";
  } else {
    const reach = antiTankRange(
      rules.ctx,
      ft.class === 'pillbox' ? 'pillbox' : ft.class === 'infantry' || ft.class === 'ranger' ? 'infantry' : 'other',
      ft.antiTank,
      b.terrain(to).beach,
    );
    if (d > reach) return `beyond this firer's anti-tank range of ${reach} (2.3.5)`;
    if ((ft.class === 'pillbox' || d === 1) && !inZone)
      return "the target is not in the firer's fire zone (6.1.1, 6.2.4)";
    if (d > 1 && !lineOfSight(from, to, (h) => b.inMap(h) && b.terrain(h).blocks))
      return 'blocking terrain between (8.1.1)';
  }
  if (!opts.reaction && firer.acted && ft.class !== 'pillbox' && ft.class !== 'nest' && firer.mp * 2 < ft.movement)
    return 'not enough movement left to fire (half the allowance, 8.1.1)';
  return undefined;
}
