import { html, css, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { neighbor, type Axial, type Layout, type Point } from '../../../boards/hex/index.ts';
import { formatMapJson } from '../../../systems/bloody-beach/map/format-map.ts';
import type { HexsideKind, MapDoc, PlaceKind, RoadKind } from '../../../systems/bloody-beach/map/types.ts';
import type { SystemModule } from '../../../systems/types.ts';
import { UmpireElement, announce } from '../../base.ts';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import { controlStyles } from './control-styles.ts';
import { saveFile } from '../../store.ts';
import {
  eraseRoads,
  extendRoad,
  hexIdOf,
  paintElevation,
  paintTerrain,
  resizeGrid,
  setLabel,
  startRoad,
  tidyLegend,
  toggleBoxHex,
  toggleHexside,
  togglePlace,
  toggleRoadblock,
} from './edit-map.ts';
import { MAP_SETTING, parseMapText, shippedMap, type MapOrigin } from './map-source.ts';
import { DAY, terrainPalette } from './palette.ts';
import { hexAtScreen, hexsideAtScreen, type View } from './viewport.ts';
import { inputOf, valueOf } from '../../fields.ts';

export type Tool = 'terrain' | 'elevation' | 'hexside' | 'road' | 'place' | 'label' | 'box' | 'roadblock';

const TOOLS: readonly { id: Tool; label: string }[] = [
  { id: 'terrain', label: 'Terrain' },
  { id: 'elevation', label: 'Elevation' },
  { id: 'hexside', label: 'Hexsides' },
  { id: 'road', label: 'Roads' },
  { id: 'place', label: 'Places' },
  { id: 'label', label: 'Names' },
  { id: 'box', label: 'Landing boxes' },
  { id: 'roadblock', label: 'Roadblocks' },
];

const DRAFT_KEY = 'umpire.bloody-beach.map-draft';
const UNDO_LIMIT = 200;

/**
 * The map editor, a mode of the board: paint terrain and elevation, hexsides (tap inside the higher hex, near the
 * edge), roads (tap hex after hex), towns, names, landing boxes and roadblocks; undo; export and import the map
 * as JSON (checked by the system's map check; a bad file changes nothing); and use the map in this session.
 * The working copy is kept on this device as it is edited, so a long transcription survives a reload.
 */
@customElement('umpire-bb-map-editor')
export class MapEditor extends UmpireElement {
  static override styles = [
    shared,
    controlStyles,
    css`
      :host {
        display: block;
      }
      .bar {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        align-items: center;
      }
      .bar + .bar {
        margin-top: 0.35rem;
      }
      .seg {
        flex-wrap: wrap;
      }
      .seg button {
        padding: 0 0.6rem;
        font-size: 0.92rem;
      }
      .swatch {
        display: inline-block;
        width: 1rem;
        height: 1rem;
        border: 1px solid var(--ink);
        border-radius: 3px;
      }
      label.field {
        display: inline-flex;
        align-items: center;
        gap: 0.3rem;
        font-size: 0.92rem;
      }
      input[type='text'],
      input[type='number'],
      select {
        min-height: var(--tap);
        border: 1px solid var(--line);
        border-radius: 8px;
        padding: 0 0.5rem;
        background: var(--paper);
      }
      input[type='number'] {
        width: 4.5rem;
      }
      .msg {
        margin-top: 0.35rem;
        font-size: 0.9rem;
      }
      .msg.error {
        color: var(--danger);
        font-weight: 600;
      }
      .hint {
        font-size: 0.85rem;
        color: var(--ink-2);
        margin-top: 0.3rem;
      }
      h3 {
        font-size: 1rem;
        margin-right: 0.3rem;
      }
      .grow {
        flex: 1;
      }
    `,
  ];

  @property({ attribute: false }) system?: SystemModule;
  @property({ attribute: false }) doc?: MapDoc;
  @property({ attribute: false }) layout?: Layout;
  @property({ attribute: false }) shipped: MapOrigin = 'shipped';

  @state() tool: Tool = 'terrain';
  @state() terrainKey = 'clear';
  @state() level = 0;
  @state() sideKind: HexsideKind | 'erase' = 'cliff';
  @state() roadKind: RoadKind | 'erase' = 'road';
  @state() roadName = '';
  @state() placeName = '';
  @state() placeKind: PlaceKind = 'village';
  @state() labelText = '';
  @state() boxId = '';
  @state() brush = false;
  @state() private message = '';
  @state() private error = '';
  @state() private undoStack: MapDoc[] = [];
  @state() private showGrid = false;

  private work?: MapDoc;
  private roadIndex = -1;
  private stroke = false;
  private strokePainted = new Set<string>();

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('doc') && this.doc && this.doc !== this.work) {
      this.work = this.doc;
      if (!this.boxId) this.boxId = this.doc.landingBoxes[0]?.id ?? '';
    }
  }

  private get terrains(): { key: string; label: string; code?: string }[] {
    const table = this.system?.tables.find((t) => t.id === 'bloody-beach.terrain');
    if (!table) return Object.values(this.work?.legend ?? {}).map((key) => ({ key, label: key }));
    return table.rows
      .filter((r) => !/road/.test(r.key))
      .map((r) => {
        const code = (r.values as Record<string, unknown>).code;
        return { key: r.key, label: r.label ?? r.key, ...(typeof code === 'string' ? { code } : {}) };
      });
  }

  /** Applies an edit: pushes the old map on the undo stack, keeps the draft, tells the board. */
  private commit(next: MapDoc, changed: Axial[] = [], label = ''): void {
    const prev = this.work;
    if (!prev || next === prev) return;
    if (!this.stroke || this.strokePainted.size <= 1) this.undoStack = [...this.undoStack.slice(-UNDO_LIMIT), prev];
    this.work = next;
    this.error = '';
    if (label) this.message = label;
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: new Date().toISOString(), doc: next }));
    } catch {
      // Storage full or refused: the edit still shows; export keeps it.
    }
    this.dispatchEvent(new CustomEvent('bb-draft', { detail: { doc: next, changed }, bubbles: true, composed: true }));
  }

  beginStroke(): void {
    this.stroke = true;
    this.strokePainted = new Set();
  }

  endStroke(): void {
    this.stroke = false;
    this.strokePainted = new Set();
  }

  /** Paints with the current tool at a screen point of the map. */
  paintAt(p: Point, view: View, dragging = false): void {
    const doc = this.work;
    const l = this.layout;
    if (!doc || !l) return;
    const hex = hexAtScreen(l, view, p, doc.grid);
    if (!hex) return;
    const id = hexIdOf(doc, hex);
    if (dragging) {
      // A drag paints each hex once, and only with tools where painting twice does nothing more.
      if (!['terrain', 'elevation'].includes(this.tool) && this.strokePainted.size > 0 && !this.strokePainted.has(id)) {
        if (this.tool !== 'road') return;
      }
      if (this.strokePainted.has(id)) return;
      this.strokePainted.add(id);
    }
    switch (this.tool) {
      case 'terrain': {
        const t = this.terrains.find((x) => x.key === this.terrainKey);
        this.commit(paintTerrain(doc, [id], this.terrainKey, t?.code), [hex], `${id}: ${t?.label ?? this.terrainKey}`);
        break;
      }
      case 'elevation':
        this.commit(paintElevation(doc, [id], this.level), [hex], `${id}: elevation ${this.level}`);
        break;
      case 'hexside': {
        const hs = hexsideAtScreen(l, view, p, doc.grid);
        if (!hs) return;
        const other = neighbor(hs.hex, hs.side);
        let otherId: string;
        try {
          otherId = hexIdOf(doc, other);
        } catch {
          return;
        }
        const kind = this.sideKind === 'erase' ? undefined : this.sideKind;
        const next = toggleHexside(doc, id, otherId, kind);
        const had = next.hexsides.length < doc.hexsides.length;
        this.commit(
          next,
          [hex, other],
          had
            ? `Hexside ${id}/${otherId} cleared`
            : `${kind === 'cliff' ? 'Cliff' : 'Steep slope'} between ${id} (top) and ${otherId}`,
        );
        break;
      }
      case 'road': {
        if (this.roadKind === 'erase') {
          this.commit(eraseRoads(doc, id), [hex], `Roads cleared in ${id}`);
          break;
        }
        const r =
          this.roadIndex >= 0 && doc.roads[this.roadIndex]?.kind === this.roadKind
            ? extendRoad(doc, this.roadIndex, id)
            : startRoad(doc, this.roadKind, this.roadName.trim(), id);
        this.roadIndex = r.index;
        this.commit(
          r.doc,
          [hex],
          `${this.roadKind === 'road' ? 'Road' : 'Secondary road'}: ${r.doc.roads[r.index]?.hexes.join(' ') ?? 'removed'}`,
        );
        break;
      }
      case 'place':
        if (!this.placeName.trim()) {
          this.error = 'Type the name of the village or town first.';
          return;
        }
        this.commit(togglePlace(doc, id, this.placeName, this.placeKind), [hex], `${id}: ${this.placeName}`);
        break;
      case 'label':
        this.commit(
          setLabel(doc, id, this.labelText),
          [hex],
          this.labelText.trim() ? `${id}: "${this.labelText.trim()}"` : `${id}: name removed`,
        );
        break;
      case 'box': {
        const existing = doc.landingBoxes.find((b) => b.id === this.boxId);
        if (!this.boxId.trim()) {
          this.error = 'Choose a landing box, or type the id of a new one.';
          return;
        }
        this.commit(
          toggleBoxHex(doc, existing ?? { id: this.boxId, name: this.boxId, sector: '' }, id),
          [hex],
          `${id}: landing box ${existing?.name ?? this.boxId}`,
        );
        break;
      }
      case 'roadblock':
        this.commit(
          toggleRoadblock(doc, id),
          [hex],
          `${id}: roadblock ${doc.roadblocks.includes(id) ? 'removed' : 'placed'}`,
        );
        break;
    }
  }

  private undo(): void {
    const prev = this.undoStack[this.undoStack.length - 1];
    if (!prev) return;
    this.undoStack = this.undoStack.slice(0, -1);
    this.work = prev;
    this.roadIndex = -1;
    this.message = 'Undone';
    this.dispatchEvent(new CustomEvent('bb-draft', { detail: { doc: prev }, bubbles: true, composed: true }));
  }

  private exportMap(): void {
    const doc = this.work;
    if (!doc) return;
    saveFile(`${doc.id.replace(/[^a-z0-9.-]+/gi, '-')}.json`, formatMapJson(tidyLegend(doc)));
    this.message = 'Map exported as JSON.';
  }

  private async importMap(e: Event): Promise<void> {
    const input = inputOf(e);
    const file = input.files?.[0];
    input.value = '';
    if (!file || !this.system) return;
    const r = parseMapText(await file.text(), this.system, file.name);
    if (!r.ok) {
      this.error = `${r.message} The map is unchanged.`;
      this.message = '';
      announce(this.error);
      return;
    }
    this.roadIndex = -1;
    this.commit(r.doc, [], `Imported ${file.name}: ${r.doc.title}.`);
    announce(this.message);
  }

  /** Checks the working map and hands it to the session (recorded in the log as a settings event). */
  private useInSession(): void {
    const doc = this.work;
    if (!doc || !this.system) return;
    const text = JSON.stringify(tidyLegend(doc));
    const r = parseMapText(text, this.system, 'the edited map');
    if (!r.ok) {
      this.error = `${r.message} Nothing was changed in the session.`;
      return;
    }
    this.emit('umpire-change', { name: MAP_SETTING, value: text });
    this.message = 'Sent to the session: the log records the new map.';
    announce(this.message);
  }

  private useShipped(): void {
    const doc = shippedMap(this.system);
    if (!doc) return;
    this.roadIndex = -1;
    this.commit(doc, [], 'Back to the shipped schematic map (not yet sent to the session).');
  }

  private resumeDraft(): void {
    try {
      const raw = localStorage.getItem(DRAFT_KEY);
      if (!raw || !this.system) return;
      const saved = JSON.parse(raw) as { doc?: unknown; savedAt?: string };
      const r = parseMapText(JSON.stringify(saved.doc), this.system, 'the saved draft');
      if (!r.ok) {
        this.error = `${r.message} The map is unchanged.`;
        return;
      }
      this.commit(
        r.doc,
        [],
        `Draft of ${saved.savedAt ? new Date(saved.savedAt).toLocaleString() : 'earlier'} restored.`,
      );
    } catch {
      this.error = 'The saved draft could not be read. The map is unchanged.';
    }
  }

  private applyGrid(form: HTMLFormElement): void {
    const doc = this.work;
    if (!doc) return;
    const v = (name: string) => Number((form.elements.namedItem(name) as HTMLInputElement | null)?.value);
    try {
      this.commit(
        resizeGrid(doc, { colMin: v('colMin'), colMax: v('colMax'), rowMin: v('rowMin'), rowMax: v('rowMax') }),
        [],
        'Grid resized.',
      );
      this.showGrid = false;
    } catch (e) {
      this.error = `${e instanceof Error ? e.message : String(e)}. The map is unchanged.`;
    }
  }

  override render() {
    const doc = this.work;
    if (!doc) return nothing;
    const hasDraft = (() => {
      try {
        return localStorage.getItem(DRAFT_KEY) !== null;
      } catch {
        return false;
      }
    })();
    return html`
      <div class="bar" role="toolbar" aria-label="Map editor">
        <h3>Map editor</h3>
        <div class="seg" role="radiogroup" aria-label="Tool">
          ${TOOLS.map((t) => html`<button type="button" role="radio" aria-checked=${this.tool === t.id ? 'true' : 'false'} @click=${() => ((this.tool = t.id), (this.roadIndex = -1), (this.error = ''))}>${t.label}</button>`)}
        </div>
      </div>
      <div class="bar">${this.renderToolOptions(doc)}</div>
      <div class="bar">
        <button
          class="btn small"
          aria-pressed=${this.brush ? 'true' : 'false'}
          @click=${() => (this.brush = !this.brush)}
          title="When on, dragging paints; pinch or the buttons still zoom"
        >
          Drag paints
        </button>
        <button class="btn small" @click=${this.undo} ?disabled=${this.undoStack.length === 0}>
          ${icons.undo}<span>Undo</span>
        </button>
        <button class="btn small" @click=${this.exportMap}>${icons.download}<span>Export JSON</span></button>
        <label class="btn small"
          >${icons.upload}<span>Import JSON</span
          ><input type="file" accept="application/json,.json" class="sr-only" @change=${this.importMap}
        /></label>
        <button
          class="btn small"
          @click=${() => (this.showGrid = !this.showGrid)}
          aria-expanded=${this.showGrid ? 'true' : 'false'}
        >
          Grid size
        </button>
        ${hasDraft && this.undoStack.length === 0 ? html`<button class="btn small ghost" @click=${this.resumeDraft}>Resume saved draft</button>` : nothing}
        <button class="btn small ghost" @click=${this.useShipped}>${icons.restore}<span>Shipped map</span></button>
        <span class="grow"></span>
        <button class="btn small primary" @click=${this.useInSession}>
          ${icons.check}<span>Use in this session</span>
        </button>
        <button
          class="btn small"
          @click=${() => this.dispatchEvent(new CustomEvent('bb-editor-close', { bubbles: true, composed: true }))}
        >
          Done
        </button>
      </div>
      ${
        this.showGrid
          ? html`<form
              class="bar"
              @submit=${(e: Event) => (e.preventDefault(), this.applyGrid(e.target as HTMLFormElement))}
            >
              <label class="field"
                >Columns
                <input
                  type="number"
                  name="colMin"
                  min="0"
                  .value=${String(doc.grid.colMin)}
                  aria-label="First column" />
                to
                <input type="number" name="colMax" min="0" .value=${String(doc.grid.colMax)} aria-label="Last column"
              /></label>
              <label class="field"
                >Rows
                <input
                  type="number"
                  name="rowMin"
                  min="0"
                  max="99"
                  .value=${String(doc.grid.rowMin)}
                  aria-label="First row" />
                to
                <input
                  type="number"
                  name="rowMax"
                  min="0"
                  max="99"
                  .value=${String(doc.grid.rowMax)}
                  aria-label="Last row"
              /></label>
              <button class="btn small" type="submit">Apply</button>
            </form>`
          : nothing
      }
      ${this.error ? html`<p class="msg error" role="alert">${this.error}</p>` : this.message ? html`<p class="msg" role="status">${this.message}</p>` : nothing}
      <p class="hint">${this.hint()}</p>
    `;
  }

  private hint(): string {
    switch (this.tool) {
      case 'hexside':
        return 'Tap inside the higher hex, close to the edge to mark; tap again to clear.';
      case 'road':
        return 'Tap hex after hex along the road; tap its last hex to step back; a hex not next to it starts a new road.';
      case 'box':
        return 'Tap hexes to add them to the chosen landing box or take them out.';
      default:
        return 'Tap a hex to paint it. Drag pans the map unless "Drag paints" is on; pinch and the buttons zoom.';
    }
  }

  private renderToolOptions(doc: MapDoc) {
    switch (this.tool) {
      case 'terrain': {
        const palette = terrainPalette(DAY);
        return html`<div class="seg" role="radiogroup" aria-label="Terrain to paint">
          ${this.terrains.map(
            (t) =>
              html`<button
                type="button"
                role="radio"
                aria-checked=${this.terrainKey === t.key ? 'true' : 'false'}
                @click=${() => (this.terrainKey = t.key)}
              >
                <span class="swatch" style=${`background:${palette[t.key] ?? '#ccc'}`}></span>&nbsp;${t.label}
              </button>`,
          )}
        </div>`;
      }
      case 'elevation':
        return html`<div class="seg" role="radiogroup" aria-label="Elevation level">
          ${[0, 1, 2, 3, 4, 5].map((n) => html`<button type="button" role="radio" aria-checked=${this.level === n ? 'true' : 'false'} @click=${() => (this.level = n)}>${n}</button>`)}
        </div>`;
      case 'hexside':
        return this.seg(
          'Hexside',
          this.sideKind,
          [
            { v: 'cliff', l: 'Cliff' },
            { v: 'steep-slope', l: 'Steep slope' },
            { v: 'erase', l: 'Clear' },
          ],
          (v) => (this.sideKind = v as HexsideKind | 'erase'),
        );
      case 'road':
        return html`${this.seg(
            'Road kind',
            this.roadKind,
            [
              { v: 'road', l: 'Road' },
              { v: 'secondary', l: 'Secondary' },
              { v: 'erase', l: 'Clear' },
            ],
            (v) => ((this.roadKind = v as RoadKind | 'erase'), (this.roadIndex = -1)),
          )}
          <label class="field"
            >Name <input type="text" .value=${this.roadName} @input=${(e: Event) => (this.roadName = valueOf(e))}
          /></label>
          <button class="btn small" @click=${() => (this.roadIndex = -1)}>New road</button>`;
      case 'place':
        return html`${this.seg(
            'Kind of place',
            this.placeKind,
            [
              { v: 'village', l: 'Village (1 VP)' },
              { v: 'town', l: 'Town (3 VP)' },
            ],
            (v) => (this.placeKind = v as PlaceKind),
          )}
          <label class="field"
            >Name
            <input
              type="text"
              list="bb-places"
              .value=${this.placeName}
              @input=${(e: Event) => (this.placeName = valueOf(e))}
          /></label>
          <datalist id="bb-places">${doc.places.map((p) => html`<option value=${p.name}></option>`)}</datalist>`;
      case 'label':
        return html`<label class="field"
          >Name on the map
          <input
            type="text"
            .value=${this.labelText}
            placeholder="empty removes"
            @input=${(e: Event) => (this.labelText = valueOf(e))}
        /></label>`;
      case 'box':
        return html`<label class="field"
            >Landing box
            <select @change=${(e: Event) => (this.boxId = valueOf(e))}>
              ${doc.landingBoxes.map((b) => html`<option value=${b.id} ?selected=${b.id === this.boxId}>${b.name} (${b.hexes.length})</option>`)}
            </select></label
          >
          <label class="field"
            >or new id <input type="text" @change=${(e: Event) => (this.boxId = valueOf(e).trim())}
          /></label>`;
      case 'roadblock':
        return html`<span class="muted">Tap a hex to place or remove a roadblock.</span>`;
    }
  }

  private seg(label: string, value: string, options: { v: string; l: string }[], set: (v: string) => void) {
    return html`<div class="seg" role="radiogroup" aria-label=${label}>
      ${options.map((o) => html`<button type="button" role="radio" aria-checked=${value === o.v ? 'true' : 'false'} @click=${() => set(o.v)}>${o.l}</button>`)}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bb-map-editor': MapEditor;
  }
}
