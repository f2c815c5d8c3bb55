import { html, nothing } from 'lit';

/**
 * The key to the map's counters and markers, one per line: shown on demand over the map (the board's Key
 * button), so the map keeps the height it is given. `german`: the German player's own screen, where his
 * face-down markers are drawn by initial.
 */
export function mapKey(german: boolean) {
  return html`<ul class="legend">
    <li><span class="key us"></span> Rangers (square)</li>
    <li><span class="key de"></span> Germans (cut corners, diamond)</li>
    <li><span class="key tgt"></span> a legal choice</li>
    <li><span class="key act"></span> active unit</li>
    <li><b>-1</b> face-down Incoming Fire! (each -1 SP)</li>
    <li><b>?</b> Possible Gun Location?</li>
    <li><b>PIN</b> Pinned</li>
    <li>kneeling figure: Shaken</li>
    <li>star: Heroic Action</li>
    <li>crate: Supplies</li>
    <li>flag: Rally Point (grey when activated)</li>
    <li>circle: Commander</li>
    ${
      german
        ? html`<li>
            <b>G</b>, <b>T</b>, <b>B</b>: your face-down markers by initial (Gun Found!, Trap, Booby Trap), on this
            screen only
          </li>`
        : nothing
    }
  </ul>`;
}
