/** Further browser-only figures (the map benchmark registers here), each returning JSON-line figures. */
export const browserFigures: (() => Promise<{ name: string; value: number; unit: string; budget: string | null }[]>)[] =
  [];
browserFigures.push(() => import('./map-figures.ts').then((m) => m.mapFigures()));
