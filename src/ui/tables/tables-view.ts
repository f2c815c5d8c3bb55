import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';

@customElement('umpire-tables-view')
export class TablesView extends UmpireElement {
  @property() system = '';
  @property() focusTable = '';
  override render() {
    return html`<p>Tables of ${this.system}</p>`;
  }
}
