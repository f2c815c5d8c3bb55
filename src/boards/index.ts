/** Board geometry: pure functions, no DOM, nothing from the layers above. */
export * as hex from './hex/index.ts';
