import type { DiceGroup } from '../../engine/index.ts';

/** A probability as people read it: 72.2%, <0.1%, >99.9%, 100%. */
export function percent(p: number): string {
  if (p >= 1 - 1e-12) return '100%';
  if (p <= 1e-12) return '0%';
  if (p < 0.001) return '<0.1%';
  if (p > 0.999) return '>99.9%';
  return `${(p * 100).toFixed(1)}%`;
}

/** "+1", "-2", "±0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '±0';
}

/**
 * The formats `when` writes in, made once: toLocaleTimeString makes a new one at every call, which a log of
 * fifty events redrawn at every event pays for fifty times.
 */
const TIME = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const DAY = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const DAY_OF_YEAR = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** "3:41 pm" today, else "12 Mar, 3:41 pm". */
export function when(iso: string | number): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const now = new Date();
  const time = TIME.format(d);
  if (d.toDateString() === now.toDateString()) return time;
  return `${(d.getFullYear() !== now.getFullYear() ? DAY_OF_YEAR : DAY).format(d)}, ${time}`;
}

/** "2d6", "3d6 + 1d6 odd die": the dice a roll throws. */
export function diceLabel(groups: readonly DiceGroup[]): string {
  const rolling = groups.filter((g) => g.count > 0);
  return rolling.map((g) => `${g.count}${g.die.label.startsWith('d') ? g.die.label : ` ${g.die.label}`}`).join(' + ');
}
