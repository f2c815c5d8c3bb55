import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';

@customElement('umpire-session-view')
export class SessionView extends UmpireElement {
  @property() sessionId = '';
  @property() sub = '';
  override render() {
    return html`<p>Session ${this.sessionId}</p>`;
  }
}
