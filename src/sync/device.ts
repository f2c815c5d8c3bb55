/** This device as the other devices see it: a lasting id (localStorage) and a name people recognise. */
import { randomId } from '../storage/index.ts';

const ID_KEY = 'umpire.device.id';
const NAME_KEY = 'umpire.device.name';

export interface Device {
  readonly id: string;
  readonly name: string;
}

export function thisDevice(): Device {
  let id = localStorage.getItem(ID_KEY);
  if (!id) {
    id = randomId();
    localStorage.setItem(ID_KEY, id);
  }
  return { id, name: localStorage.getItem(NAME_KEY) || `Device ${id.slice(0, 4).toUpperCase()}` };
}

export function nameThisDevice(name: string): void {
  const clean = name.trim().replace(/\s+/g, ' ').slice(0, 40);
  if (clean) localStorage.setItem(NAME_KEY, clean);
  else localStorage.removeItem(NAME_KEY);
}
