import type { ToldBody } from '../../../engine/index.ts';
import type { BrecourtState } from './types.ts';

/**
 * Brings a reinforcement group onto the table: Spiers' men at the hedgerow, the Fallschirmjäger at the tree line
 * (at the distances rolled for their groups, when rolled).
 */
export function bringOn(
  state: BrecourtState,
  group: 'spiers' | 'fallschirmjager',
): { state: BrecourtState; told: ToldBody } {
  const coming = state.figures.filter((f) => f.status === 'reserve' && f.arrives === group);
  const s: BrecourtState = {
    ...state,
    figures: state.figures.map((f) =>
      f.status === 'reserve' && f.arrives === group
        ? {
            ...f,
            status: 'active' as const,
            location: group === 'spiers' ? ('hedgerow' as const) : ('tree-line' as const),
          }
        : f,
    ),
    ...(group === 'spiers'
      ? { spiersArrived: true }
      : { fallschirmjager: { ...state.fallschirmjager, arrived: true, due: false } }),
  };
  const entries = state.fallschirmjager.entries;
  const where =
    group === 'fallschirmjager' && entries.length
      ? `, groups entering ${entries.map((d) => `${d}"`).join(', ')} along the edge`
      : '';
  const n = coming.length;
  return {
    state: s,
    told: {
      text: `${group === 'spiers' ? 'Spiers and his men' : 'The Fallschirmjäger'} come on (${n} figure${n === 1 ? '' : 's'})${where}`,
      source: 'Reinforcements',
    },
  };
}
