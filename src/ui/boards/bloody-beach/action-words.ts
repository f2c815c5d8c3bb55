import type { GameAction } from '../../../systems/types.ts';

type Rec = Readonly<Record<string, unknown>>;

const SHIPS: Readonly<Record<string, string>> = {
  dd: 'A destroyer point',
  cl: 'A light cruiser point',
  bb: 'A battleship point',
};

/**
 * A game action in words for its button, everything by its printed name (`name` turns an id of a unit, formation,
 * asset, landing box or reinforcement group into its name; hexes are printed numbers already).
 */
export function actionWords(a: GameAction, name: (id: string) => string): string {
  const r = a as Rec;
  const n = (k: string): string => (typeof r[k] === 'string' ? name(r[k]) : '');
  const to = typeof r.to === 'string' ? r.to : '';
  const points = typeof r.points === 'number' ? r.points : 0;
  switch (a.type) {
    case 'allot-supply':
      return `Allot ${points} supply to ${n('formation')}`;
    case 'end-planning':
      return 'End planning';
    case 'land-first-wave':
      return 'Land the first wave';
    case 'initiative':
      return 'Roll for the initiative';
    case 'pass':
      return 'Pass the initiative';
    case 'activate':
      return `Activate ${n('formation')}${typeof r.pool === 'string' ? `, supply from ${n('pool')}` : ''}${r.cutoff === true ? ', cut-off units too' : ''}`;
    case 'land-wave':
      return `Land the next wave of ${n('formation')}`;
    case 'land-rangers':
      return `Land ${n('formation')} at ${n('box')}, supply from ${n('pool')}`;
    case 'send-supply':
      return `Send ${points} supply to ${name(to)}`;
    case 'assign-asset':
      return `Assign ${n('asset')} to ${n('unit')}`;
    case 'transfer-asset':
      return `Move ${n('asset')} to ${name(to)}`;
    case 'move': {
      const more = Array.isArray(r.with) ? r.with.length : 0;
      return `Move ${n('unit')}${more ? ` and ${more} more` : ''} to ${to}`;
    }
    case 'fire':
      return `${r.weapon === 'anti-tank' ? 'Anti-tank fire' : r.weapon === 'small-arms' ? 'Small arms fire' : 'Fire'} at ${n('target')}`;
    case 'reaction-fire':
      return `${n('unit')} fires at ${n('target')}`;
    case 'end-reaction':
      return 'End reaction fire';
    case 'close-combat': {
      const count = Array.isArray(r.units) ? r.units.length : 1;
      return `Close combat in ${String(r.hex)}${count > 1 ? ` with ${count} units` : ''}`;
    }
    case 'unpin':
      return `Try to unpin ${n('unit')}`;
    case 'naval-fire':
      return `${SHIPS[String(r.ship)] ?? 'A naval point'} fires at ${n('target')}`;
    case 'air-strike':
      return `Air strike on ${n('formation')}`;
    case 'battery-fire':
      return `Battery fires at a ${r.ship === 'cl' ? 'light cruiser' : 'destroyer'} point`;
    case 'reinforce':
      return 'Roll for German reinforcements';
    case 'end-activation':
      return 'End the activation';
    case 'displace-hq':
      return `${n('unit')} displaces to ${to}`;
    case 'reinforcement-entry':
      return `Enter at ${to}`;
    case 'overstack-loss':
      return `${n('unit')} loses the step`;
    case 'retreat':
      return `${n('unit')} retreats to ${to}`;
    case 'landing-hex':
      return `${n('unit')} aims at ${to}`;
    case 'declare-asset':
      return `${n('asset')} lands for ${name(to)}`;
    default:
      return a.type.replace(/-/g, ' ');
  }
}
