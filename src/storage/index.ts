export * from './db.ts';
export * from './errors.ts';
export * from './sessions.ts';
