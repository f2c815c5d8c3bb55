// The descriptions live apart from the loaders, so a system's index can name itself without importing this file.
import { SYSTEMS } from './info.ts';
import type { SystemId, SystemModule } from './types.ts';

export { SYSTEMS, systemInfo } from './info.ts';

const loaders: Record<SystemId, () => Promise<{ system: SystemModule }>> = {
  brecourt: () => import('./brecourt/index.ts'),
  crowbar: () => import('./crowbar/index.ts'),
  'bloody-omaha': () => import('./bloody-omaha/index.ts'),
  'dday-omaha': () => import('./dday-omaha/index.ts'),
  'bloody-beach': () => import('./bloody-beach/index.ts'),
};

export function isSystemId(id: string): id is SystemId {
  return Object.hasOwn(loaders, id);
}

const cache = new Map<SystemId, Promise<SystemModule>>();

export function loadSystem(id: SystemId): Promise<SystemModule> {
  let p = cache.get(id);
  if (!p) {
    p = loaders[id]().then((m) => m.system);
    cache.set(id, p);
  }
  return p;
}

export async function loadAllSystems(): Promise<SystemModule[]> {
  return Promise.all(SYSTEMS.map((s) => loadSystem(s.id)));
}
