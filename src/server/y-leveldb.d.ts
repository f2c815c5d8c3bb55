// y-leveldb 0.2 ships its types, but its package.json "exports" does not name them: the parts used here.
declare module 'y-leveldb' {
  import type { Doc } from 'yjs';
  export class LeveldbPersistence {
    constructor(location: string);
    getYDoc(docName: string): Promise<Doc>;
    storeUpdate(docName: string, update: Uint8Array): Promise<number>;
    getAllDocNames(): Promise<string[]>;
    destroy(): Promise<void>;
  }
}
