/**
 * Map colours from the theme's CSS variables (index.html: --sea, --beach, --bluff, --bocage, --town, --paper,
 * --ink, --us, --de), so day and night themes need nothing here. Terrains without a variable of their own
 * are mixed from these, in muted cartographic tones.
 */
export interface ThemeColours {
  readonly sea: string;
  readonly beach: string;
  readonly bluff: string;
  readonly bocage: string;
  readonly town: string;
  readonly paper: string;
  readonly ink: string;
  readonly us: string;
  readonly de: string;
  readonly accent: string;
  readonly danger: string;
}

export const THEME_VARIABLES: Readonly<Record<keyof ThemeColours, string>> = {
  sea: '--sea',
  beach: '--beach',
  bluff: '--bluff',
  bocage: '--bocage',
  town: '--town',
  paper: '--paper',
  ink: '--ink',
  us: '--us',
  de: '--de',
  accent: '--accent',
  danger: '--danger',
};

/** Day colours, used when a variable is missing (e.g. a page without the app's stylesheet). */
export const DAY: ThemeColours = {
  sea: '#a9bfc4',
  beach: '#e3d2a6',
  bluff: '#b7a27a',
  bocage: '#9aa882',
  town: '#b8a9a0',
  paper: '#f4efe3',
  ink: '#1f2521',
  us: '#3d5a80',
  de: '#6b4f3a',
  accent: '#2f5d50',
  danger: '#a23a2a',
};

export type Rgb = readonly [number, number, number];

/** Reads #rgb, #rrggbb or rgb(r, g, b); undefined for anything else. */
export function parseColour(text: string): Rgb | undefined {
  const t = text.trim().toLowerCase();
  const hexByte = (digits: string) => parseInt(digits, 16);
  let m = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(t);
  if (m) {
    const [, r = '', g = '', b = ''] = m;
    return [hexByte(r + r), hexByte(g + g), hexByte(b + b)];
  }
  m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(t);
  if (m) {
    const [, r = '', g = '', b = ''] = m;
    return [hexByte(r), hexByte(g), hexByte(b)];
  }
  m = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(t);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
  return undefined;
}

export function toHex(c: Rgb): string {
  return `#${c
    .map((x) =>
      Math.round(Math.min(255, Math.max(0, x)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `a` moved a fraction `t` of the way to `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = parseColour(a);
  const y = parseColour(b);
  if (!x || !y) return a;
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export function withAlpha(c: string, alpha: number): string {
  const x = parseColour(c);
  return x ? `rgba(${x[0]}, ${x[1]}, ${x[2]}, ${alpha})` : c;
}

/** Relative luminance (WCAG), for choosing ink that reads on a fill. */
export function luminance(c: string): number {
  const [r, g, b] = parseColour(c) ?? [0, 0, 0];
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function isDark(t: ThemeColours): boolean {
  return luminance(t.paper) < 0.3;
}

/** Fill colour for each terrain key of the Terrain Effects Chart. */
export function terrainPalette(t: ThemeColours): Readonly<Record<string, string>> {
  return {
    sea: t.sea,
    'partial-beach': mix(t.beach, t.sea, 0.45),
    beach: t.beach,
    'rocky-beach': mix(t.beach, t.bluff, 0.55),
    bluff: t.bluff,
    draw: mix(t.bluff, t.bocage, 0.45),
    clear: mix(t.bocage, t.paper, 0.55),
    bocage: t.bocage,
    woods: mix(t.bocage, t.ink, 0.22),
    marsh: mix(t.sea, t.bocage, 0.5),
    village: mix(t.town, t.paper, 0.25),
    town: t.town,
  };
}

/** Colour for a terrain the palette does not know (an owner's own terrain row). */
export function fallbackTerrain(t: ThemeColours, key: string): string {
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) >>> 0;
  return mix(t.paper, t.ink, 0.15 + (h % 20) / 100);
}

/** Line and label colours of the map furniture. */
export interface MapInk {
  readonly grid: string;
  readonly contour: string;
  readonly cliff: string;
  readonly slope: string;
  readonly road: string;
  readonly roadCasing: string;
  readonly secondary: string;
  readonly label: string;
  readonly halo: string;
  readonly number: string;
  readonly landing: string;
  readonly fireUs: string;
  readonly fireDe: string;
  readonly locBlocked: string;
  readonly locPath: string;
}

export function mapInk(t: ThemeColours): MapInk {
  const dark = isDark(t);
  return {
    grid: withAlpha(t.ink, dark ? 0.28 : 0.22),
    contour: withAlpha(mix(t.bluff, t.ink, 0.45), dark ? 0.75 : 0.6),
    cliff: dark ? mix(t.ink, t.bluff, 0.2) : mix(t.ink, t.bluff, 0.15),
    slope: mix(t.bluff, t.ink, 0.5),
    road: dark ? '#c9a27a' : '#8c3b22',
    roadCasing: withAlpha(t.paper, 0.85),
    secondary: dark ? '#b39b82' : '#6b5443',
    label: t.ink,
    halo: withAlpha(t.paper, 0.85),
    number: withAlpha(t.ink, 0.55),
    landing: t.us,
    fireUs: t.us,
    fireDe: t.danger,
    locBlocked: t.danger,
    locPath: t.accent,
  };
}
