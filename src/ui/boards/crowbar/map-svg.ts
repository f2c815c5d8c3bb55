import { svg, type SVGTemplateResult } from 'lit';
import type { CrowbarMap } from '../../../systems/crowbar/map/grid.ts';
import type { Hold } from '../../../systems/crowbar/game/types.ts';
import {
  BEACH_ROW,
  CELL,
  CLIFF_ROW,
  COLS,
  GAP,
  LAST_ROW,
  LEFT,
  MAP_WIDTH,
  RALLY_STRIP,
  TOP,
  colX,
  gapRect,
  rowY,
  spaceOf,
  starPoints,
} from './geometry.ts';

/**
 * The printed map as SVG: terrain of every space, wire sides, deployment stars, the Cliff Side with its Hold
 * markers, Company zones, Areas, row and column labels. Lit renders it; it changes only with the map and the
 * Hold markers.
 */

function glyph(terrain: string, x: number, y: number, number: number | undefined): SVGTemplateResult | null {
  const cx = x + CELL / 2;
  const cy = y + CELL / 2;
  switch (terrain) {
    case 'woods':
      return svg`<g class="woods-g"><circle cx=${cx - 11} cy=${cy + 8} r="7"></circle><circle cx=${cx + 9} cy=${cy + 10} r="6.5"></circle><circle cx=${cx} cy=${cy - 4} r="8"></circle><circle cx=${cx + 14} cy=${cy - 10} r="5"></circle><circle cx=${cx - 14} cy=${cy - 11} r="5"></circle></g>`;
    case 'minefield':
      return svg`<g class="mines-g">${[
        [-13, -10],
        [0, -14],
        [13, -10],
        [-13, 4],
        [0, 0],
        [13, 4],
        [-6, 14],
        [8, 14],
      ].map(([dx, dy]) => svg`<path d=${`M${cx + (dx ?? 0) - 3} ${cy + (dy ?? 0) - 3}l6 6m0 -6l-6 6`}></path>`)}</g>`;
    case 'building':
      return svg`<g class="bldg-g"><path d=${`M${cx - 12} ${cy + 12} v-12 l12 -10 l12 10 v12 z`}></path></g>`;
    case 'barracks':
      return svg`<g class="bldg-g"><rect x=${cx - 17} y=${cy - 6} width="34" height="14"></rect><path d=${`M${cx - 17} ${cy - 6} l17 -8 l17 8`} fill="none"></path></g>`;
    case 'bunker':
      return svg`<g class="bunker-g"><rect x=${cx - 13} y=${cy - 11} width="26" height="22" rx="3"></rect><rect class="slit" x=${cx - 8} y=${cy - 3} width="16" height="3"></rect></g>`;
    case 'command-bunker':
      return svg`<g class="bunker-g"><rect x=${cx - 16} y=${cy - 13} width="32" height="26" rx="3"></rect><text class="glyph-t light" x=${cx} y=${cy + 4}>CB</text></g>`;
    case 'gun-emplacement':
      return svg`<g class="gun-g"><circle cx=${cx} cy=${cy} r="15"></circle><circle class="inner" cx=${cx} cy=${cy} r="8"></circle><text class="glyph-t" x=${cx} y=${cy + 4}>${number ?? ''}</text></g>`;
    case 'mg':
      return svg`<g class="mg-g"><path d=${`M${cx - 14} ${cy + 8} a14 14 0 0 1 28 0 z`}></path><text class="glyph-t light" x=${cx} y=${cy + 6}>MG</text></g>`;
    case 'flak':
      return svg`<g class="mg-g"><path d=${`M${cx - 14} ${cy + 8} a14 14 0 0 1 28 0 z`}></path><text class="glyph-t light small" x=${cx} y=${cy + 6}>FLAK</text></g>`;
    case 'gun-park':
      return svg`<g class="park-g"><rect x=${cx - 17} y=${cy - 13} width="34" height="26" rx="6"></rect><text class="glyph-t small" x=${cx} y=${cy + 3}>guns?</text></g>`;
    case 'highway':
      return null;
    default:
      return null;
  }
}

function holdSvg(col: number, hold: Hold): SVGTemplateResult {
  const r = gapRect(col);
  const cx = r.x + r.width / 2;
  if (hold === 'none') return svg``;
  const firm = hold === 'firm';
  return svg`<g class=${`hold ${hold}`}>
    <rect x=${r.x + 3} y=${r.y + 1} width=${r.width - 6} height=${r.height - 2} rx="4"></rect>
    ${
      firm
        ? svg`<path d=${`M${cx - 12} ${r.y + 2} v${GAP - 4} M${cx - 5} ${r.y + 2} v${GAP - 4} M${cx - 12} ${r.y + 6} h7 M${cx - 12} ${r.y + 11} h7`}></path>`
        : svg`<path d=${`M${cx - 9} ${r.y + 2} q4 ${(GAP - 4) / 2} 0 ${GAP - 4}`} fill="none"></path>`
    }
    <text x=${cx + 7} y=${r.y + GAP / 2 + 4}>${firm ? 'Firm' : 'Shaky'}</text>
  </g>`;
}

export function mapSvg(map: CrowbarMap, holds: readonly Hold[]): SVGTemplateResult {
  const cells: SVGTemplateResult[] = [];
  const extras: SVGTemplateResult[] = [];
  const numbers = new Map(map.doc.features.map((f) => [spaceOf(f.col, f.row), f.number]));
  for (let row = 0; row <= LAST_ROW; row++) {
    for (let col = 1; col <= COLS; col++) {
      const s = spaceOf(col, row);
      const t = map.terrain[s] ?? 'clear';
      const x = colX(col);
      const y = rowY(row);
      const base =
        row === 0
          ? 'start'
          : row < BEACH_ROW
            ? 'sea'
            : row === BEACH_ROW
              ? 'beach'
              : row === CLIFF_ROW
                ? 'cliff-top'
                : 'clear';
      cells.push(svg`<rect class=${`sp t-${base} t-${t}`} x=${x} y=${y} width=${CELL} height=${CELL}></rect>`);
      if (t === 'highway')
        extras.push(svg`<rect class="road" x=${x} y=${y + CELL / 2 - 5} width=${CELL} height="10"></rect>`);
      const gl = glyph(t, x, y, numbers.get(s));
      if (gl) extras.push(gl);
      const stars = map.stars[s] ?? 0;
      for (let i = 0; i < stars; i++)
        extras.push(svg`<polygon class="star" points=${starPoints(x + CELL - 7 - i * 9, y + 7, 4.2)}></polygon>`);
      if (map.wireNorth[s]) {
        let d = `M${x} ${y + CELL}`;
        for (let i = 1; i <= 8; i++) d += ` L${x + (i * CELL) / 8} ${y + CELL + (i % 2 ? -3.5 : 0)}`;
        extras.push(svg`<path class="wire" d=${d}></path>`);
      }
    }
  }
  // The Cliff Side: a band of rock between Beach 4 and Cliff Top 5.
  const gapY = rowY(CLIFF_ROW) + CELL;
  const areas = map.doc.areas.map((a) => {
    const x = colX(a.firstCol);
    const y = rowY(a.lastRow);
    const w = (a.lastCol - a.firstCol + 1) * CELL;
    const h = rowY(a.firstRow) + CELL - y;
    return svg`<g class="area"><rect x=${x + 1.5} y=${y + 1.5} width=${w - 3} height=${h - 3}></rect><text x=${x + 5} y=${y + 13}>${a.id}</text></g>`;
  });
  const zones = map.doc.companies.map((c) => {
    const x = colX(c.first);
    const w = (c.last - c.first + 1) * CELL;
    return svg`<g class=${`zone z-${c.id}`}><rect x=${x} y="2" width=${w} height=${TOP - 4} rx="4"></rect><text x=${x + w / 2} y=${TOP - 8}>${c.label}</text></g>`;
  });
  const seps = [];
  for (const c of map.doc.companies)
    if (c.last < COLS)
      seps.push(
        svg`<line class="zone-sep" x1=${colX(c.last + 1)} y1=${TOP} x2=${colX(c.last + 1)} y2=${rowY(0) + CELL + RALLY_STRIP}></line>`,
      );
  const rowLabels = [];
  for (let row = 0; row <= LAST_ROW; row++)
    rowLabels.push(
      svg`<text class="row-l" x=${LEFT - 6} y=${rowY(row) + CELL / 2 + 4}>${map.rowLabel[row] ?? row}</text>`,
    );
  const colLabels = [];
  for (let col = 1; col <= COLS; col++)
    colLabels.push(
      svg`<text class="col-l" x=${colX(col) + CELL / 2} y=${rowY(0) + CELL + RALLY_STRIP + 14}>${col}</text>`,
    );
  return svg`
    <g class="terrain">${cells}</g>
    <rect class="cliff" x=${LEFT} y=${gapY} width=${COLS * CELL} height=${GAP}></rect>
    <text class="cliff-l" x=${LEFT - 6} y=${gapY + GAP / 2 + 4}>Cliff</text>
    <rect class="rally-strip" x=${LEFT} y=${rowY(0) + CELL} width=${COLS * CELL} height=${RALLY_STRIP}></rect>
    <text class="row-l small" x=${LEFT - 6} y=${rowY(0) + CELL + RALLY_STRIP / 2 + 4}>Rally Pts</text>
    <g class="extras">${extras}</g>
    <g class="grid">${gridLines()}</g>
    <g class="areas">${areas}</g>
    ${seps}
    <g class="holds">${holds.map((h, i) => holdSvg(i + 1, h))}</g>
    <g class="zones">${zones}</g>
    ${rowLabels}${colLabels}
    <text class="compass" x="6" y=${rowY(0) + CELL + RALLY_STRIP + 14}>▼ N (sea)</text>
  `;
}

function gridLines(): SVGTemplateResult[] {
  const out: SVGTemplateResult[] = [];
  const x0 = LEFT;
  const x1 = LEFT + COLS * CELL;
  for (let row = 0; row <= LAST_ROW; row++) {
    const y = rowY(row);
    out.push(svg`<line x1=${x0} y1=${y} x2=${x1} y2=${y}></line>`);
    if (row === 0 || row === CLIFF_ROW) out.push(svg`<line x1=${x0} y1=${y + CELL} x2=${x1} y2=${y + CELL}></line>`);
  }
  for (let col = 1; col <= COLS + 1; col++) {
    const x = colX(col);
    out.push(svg`<line x1=${x} y1=${rowY(LAST_ROW)} x2=${x} y2=${rowY(CLIFF_ROW) + CELL}></line>`);
    out.push(svg`<line x1=${x} y1=${rowY(BEACH_ROW)} x2=${x} y2=${rowY(0) + CELL}></line>`);
  }
  return out;
}

export { MAP_WIDTH };
