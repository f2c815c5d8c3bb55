import { html, css, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import QRCode from 'qrcode';
import { UmpireElement } from '../base.ts';

/** The dark modules of a QR code as one SVG path (one unit square each). */
function modulesPath(text: string): { size: number; d: string } {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = qr.modules;
  let d = '';
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (data[y * size + x]) d += `M${x} ${y}h1v1h-1z`;
  return { size, d };
}

/** A QR code of `text`, drawn dark on light whatever the theme (phones read it best so), with a quiet zone. */
@customElement('umpire-qr')
export class QrCodeElement extends UmpireElement {
  static override styles = css`
    :host {
      display: inline-block;
      background: #fff;
      padding: 12px;
      border-radius: 8px;
      line-height: 0;
    }
    svg {
      width: var(--qr-size, 220px);
      height: var(--qr-size, 220px);
    }
  `;

  @property() text = '';
  @property() label = '';

  override render() {
    const { size, d } = modulesPath(this.text);
    return html`<svg viewBox=${`0 0 ${size} ${size}`} role="img" aria-label=${this.label} shape-rendering="crispEdges">
      ${svg`<path d=${d} fill="#000"/>`}
    </svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-qr': QrCodeElement;
  }
}
