import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isOneOf, isRecord } from '../engine/index.ts';

export const DICE_MODES = ['roll', 'type'] as const;
export type DiceMode = (typeof DICE_MODES)[number];
export const THEMES = ['day', 'night'] as const;
export type Theme = (typeof THEMES)[number];

/** The person's own preferences on this device (not part of any session). */
export interface AppSettings {
  readonly dice: DiceMode;
  readonly theme: Theme;
  /** Text size as a factor of the browser's default. */
  readonly textScale: number;
}

const KEY = 'umpire.settings';
export const TEXT_SCALES = [0.9, 1, 1.15, 1.3] as const;

function prefersNight(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

function read(): AppSettings {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (isRecord(parsed)) raw = parsed;
  } catch {
    // A damaged preference is replaced by the defaults.
  }
  return {
    dice: raw.dice === 'type' ? 'type' : 'roll',
    theme: raw.theme === 'night' || raw.theme === 'day' ? raw.theme : prefersNight() ? 'night' : 'day',
    textScale: isOneOf(TEXT_SCALES, raw.textScale) ? raw.textScale : 1,
  };
}

type Listener = (s: AppSettings) => void;

/** One store for the whole page; elements follow it through SettingsController. */
class SettingsStore {
  private value: AppSettings = read();
  private listeners = new Set<Listener>();

  get current(): AppSettings {
    return this.value;
  }

  update(patch: Partial<AppSettings>): void {
    this.value = { ...this.value, ...patch };
    try {
      localStorage.setItem(KEY, JSON.stringify(this.value));
    } catch {
      // Private browsing may refuse storage; the change still applies to this visit.
    }
    applyToDocument(this.value);
    for (const l of this.listeners) l(this.value);
  }

  subscribe(l: Listener): () => void {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }
}

export function applyToDocument(s: AppSettings): void {
  const root = document.documentElement;
  root.dataset.theme = s.theme;
  root.style.fontSize = `${s.textScale * 100}%`;
  const meta = document.querySelector('meta[name="theme-color"]');
  meta?.setAttribute('content', s.theme === 'night' ? '#1b2229' : '#2f3b33');
}

export const appSettings = new SettingsStore();

/** Re-renders its host whenever a preference changes. */
export class SettingsController implements ReactiveController {
  private off?: () => void;
  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }
  get value(): AppSettings {
    return appSettings.current;
  }
  hostConnected(): void {
    this.off = appSettings.subscribe(() => this.host.requestUpdate());
  }
  hostDisconnected(): void {
    this.off?.();
  }
}

/** Who throws the dice, from a control's value (anything else is ignored). */
export function setDiceMode(value: unknown): void {
  if (isOneOf(DICE_MODES, value)) appSettings.update({ dice: value });
}

/** The theme, from a control's value (anything else is ignored). */
export function setTheme(value: unknown): void {
  if (isOneOf(THEMES, value)) appSettings.update({ theme: value });
}
