import { svg, type SVGTemplateResult } from 'lit';

/** Inline SVG icons (24px grid, stroked with currentColor); decorative: controls carry their own labels. */
function icon(body: SVGTemplateResult): SVGTemplateResult {
  return svg`<svg class="icon-svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${body}</svg>`;
}

export const icons = {
  undo: icon(svg`<path d="M9 14 4 9l5-5"/><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/>`),
  log: icon(
    svg`<path d="M8 6h13M8 12h13M8 18h13"/><circle cx="3.5" cy="6" r="1"/><circle cx="3.5" cy="12" r="1"/><circle cx="3.5" cy="18" r="1"/>`,
  ),
  menu: icon(svg`<circle cx="12" cy="5" r="1.5"/><circle cx="12" cy="12" r="1.5"/><circle cx="12" cy="19" r="1.5"/>`),
  back: icon(svg`<path d="M15 18l-6-6 6-6"/>`),
  plus: icon(svg`<path d="M12 5v14M5 12h14"/>`),
  minus: icon(svg`<path d="M5 12h14"/>`),
  download: icon(svg`<path d="M12 3v12"/><path d="m7 10 5 5 5-5"/><path d="M5 21h14"/>`),
  upload: icon(svg`<path d="M12 21V9"/><path d="m7 14 5-5 5 5"/><path d="M5 3h14"/>`),
  trash: icon(svg`<path d="M4 7h16M10 11v6M14 11v6"/><path d="M6 7l1 13h10l1-13M9 7V4h6v3"/>`),
  copy: icon(svg`<rect x="9" y="9" width="11" height="11" rx="2"/><path d="M5 15V5a2 2 0 0 1 2-2h8"/>`),
  pencil: icon(svg`<path d="M4 20h4L19 9l-4-4L4 16v4z"/><path d="m13 7 4 4"/>`),
  play: icon(svg`<path d="M7 4v16l13-8z"/>`),
  dice: icon(
    svg`<rect x="3" y="3" width="18" height="18" rx="4"/><circle cx="8" cy="8" r="1.3" fill="currentColor"/><circle cx="16" cy="16" r="1.3" fill="currentColor"/><circle cx="12" cy="12" r="1.3" fill="currentColor"/>`,
  ),
  gear: icon(
    svg`<circle cx="12" cy="12" r="3"/><path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z"/>`,
  ),
  book: icon(
    svg`<path d="M4 19.5V5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2z"/><path d="M4 19.5A2 2 0 0 0 6 21.5h14"/><path d="M9 7h7"/>`,
  ),
  table: icon(svg`<rect x="3" y="4" width="18" height="16" rx="2"/><path d="M3 10h18M3 15h18M10 4v16"/>`),
  close: icon(svg`<path d="M6 6l12 12M18 6 6 18"/>`),
  check: icon(svg`<path d="m5 12 5 5 9-10"/>`),
  install: icon(svg`<rect x="6" y="2" width="12" height="20" rx="2"/><path d="M12 7v8"/><path d="m9 12 3 3 3-3"/>`),
  refresh: icon(svg`<path d="M20 11a8 8 0 1 0-2.3 5.7"/><path d="M20 4v7h-7"/>`),
  help: icon(
    svg`<circle cx="12" cy="12" r="9"/><path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17.5v.5"/>`,
  ),
  info: icon(svg`<circle cx="12" cy="12" r="9"/><path d="M12 11v6M12 7.5v.5"/>`),
  restore: icon(svg`<path d="M3 12a9 9 0 1 0 3-6.7"/><path d="M3 4v5h5"/>`),
  drive: icon(svg`<rect x="3" y="6" width="18" height="12" rx="2"/><path d="M7 14h.01M11 14h6"/>`),
  up: icon(svg`<path d="m6 15 6-6 6 6"/>`),
  down: icon(svg`<path d="m6 9 6 6 6-6"/>`),
  home: icon(svg`<path d="M3 11 12 4l9 7"/><path d="M5 10v10h14V10"/>`),
  share: icon(
    svg`<circle cx="6" cy="12" r="2.5"/><circle cx="18" cy="6" r="2.5"/><circle cx="18" cy="18" r="2.5"/><path d="m8.2 10.8 7.6-3.6M8.2 13.2l7.6 3.6"/>`,
  ),
} as const;

export type IconName = keyof typeof icons;

/** The app's mark: a die on a map-room green field (also drawn into the PWA icons). */
export const logo = svg`<svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false"><rect width="64" height="64" rx="14" fill="#2f5d50"/><rect x="14" y="14" width="36" height="36" rx="7" fill="#f4efe3"/><circle cx="23" cy="23" r="4" fill="#1f2521"/><circle cx="41" cy="41" r="4" fill="#1f2521"/><circle cx="32" cy="32" r="4" fill="#a23a2a"/><circle cx="41" cy="23" r="4" fill="#1f2521"/><circle cx="23" cy="41" r="4" fill="#1f2521"/></svg>`;
