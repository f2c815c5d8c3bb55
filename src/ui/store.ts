/**
 * The app's one SessionStore (IndexedDB through Dexie), with each system's rules loaded on first use, and
 * helpers to save files and read dropped ones.
 */
import { SessionStore, type RulesProvider } from '../storage/index.ts';
import { isSystemId, loadSystem } from '../systems/registry.ts';
import { rulesOf } from '../systems/catalog.ts';

/** Each system's rules, loaded on first use (the store's, and the shared sessions' replay). */
export const rules: RulesProvider = async (id) => {
  if (!isSystemId(id)) throw new RangeError(`unknown system "${id}"`);
  return rulesOf(await loadSystem(id));
};

export const store = new SessionStore({ rules });

/** Offers a JSON document as a download. */
export function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "1.2 MB" */
export { bytes } from './home/messages.ts';
