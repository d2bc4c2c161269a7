// An equirectangular world for the nearest-airports operation: coastlines and borders served by
// this host (/playground/world-outline.json, Natural Earth 1:110m), a 30° graticule, no map tiles.
// A click gives a point; the answer's five airports are plotted and the view zooms to them. x is
// longitude and y is minus latitude, so the SVG's own coordinates are degrees; a click is read by
// map-projection.ts from the element's content box and the view, as the browser draws them.
import { coordinatesAt, type Box } from './map-projection.js';
import type { AirportPoint } from './response-parts.js';

const SVG = 'http://www.w3.org/2000/svg';
const WORLD = { x: -180, y: -90, width: 360, height: 180 };

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

export class WorldMap {
  readonly element: SVGSVGElement;
  private readonly marks: SVGGElement;
  private view = { ...WORLD };

  constructor(onPick: (latitude: number, longitude: number) => void) {
    this.element = svg('svg', { id: 'world-map', role: 'img', 'aria-label': 'World map: click a point to find the nearest airports', preserveAspectRatio: 'xMidYMid meet' });
    this.element.append(svg('rect', { class: 'map-sea', x: -180, y: -90, width: 360, height: 180 }));
    const outline = svg('g', { class: 'map-outline' });
    this.element.append(outline);
    const grid = svg('g', { class: 'map-grid' });
    for (let lon = -180; lon <= 180; lon += 30) grid.append(svg('line', { class: lon === 0 ? 'major' : 'mid', x1: lon, y1: -90, x2: lon, y2: 90 }));
    for (let lat = -90; lat <= 90; lat += 30) grid.append(svg('line', { class: lat === 0 ? 'major' : 'mid', x1: -180, y1: -lat, x2: 180, y2: -lat }));
    this.element.append(grid);
    void fetch('/playground/world-outline.json')
      .then((res) => (res.ok ? (res.json() as Promise<{ land: string; borders: string }>) : undefined))
      .then((shapes) => {
        if (shapes) outline.append(svg('path', { class: 'map-land', d: shapes.land }), svg('path', { class: 'map-borders', d: shapes.borders }));
      })
      // Without the outline the graticule still locates a click.
      .catch(() => {});
    this.marks = svg('g', { class: 'map-marks' });
    this.element.append(this.marks);
    this.setView(WORLD);
    // A click's clientX and clientY are whole pixels, cut down (half a degree at the world's view);
    // the pointer's own position is exact, fractions of a pixel included where the screen has them.
    let pressed: { x: number; y: number } | undefined;
    this.element.addEventListener('pointerdown', (event) => (pressed = { x: event.clientX, y: event.clientY }));
    this.element.addEventListener('click', (event) => {
      const exact = pressed && Math.abs(pressed.x - event.clientX) < 2 && Math.abs(pressed.y - event.clientY) < 2 ? pressed : { x: event.clientX, y: event.clientY };
      pressed = undefined;
      const { latitude, longitude } = coordinatesAt(this.view, this.contentBox(), exact.x, exact.y);
      onPick(Number(latitude.toFixed(3)), Number(longitude.toFixed(3)));
    });
  }

  /** Back to the whole world. */
  reset(): void {
    this.marks.replaceChildren();
    this.setView(WORLD);
  }

  /** The clicked point and the airports found, zoomed to fit them. */
  plot(point: { latitude: number; longitude: number } | undefined, airports: readonly AirportPoint[]): void {
    this.marks.replaceChildren();
    const xs = airports.map((a) => a.longitude).concat(point ? [point.longitude] : []);
    const ys = airports.map((a) => -a.latitude).concat(point ? [-point.latitude] : []);
    if (xs.length === 0) return;
    const span = Math.max(2, Math.max(...xs) - Math.min(...xs), (Math.max(...ys) - Math.min(...ys)) * 2) * 1.4;
    const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
    const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
    this.setView({ x: cx - span / 2, y: cy - span / 4, width: span, height: span / 2 });
    const unit = this.view.width / 100;
    if (point) {
      const x = point.longitude;
      const y = -point.latitude;
      this.marks.append(
        svg('path', { class: 'map-point', d: `M${x - unit} ${y}H${x + unit}M${x} ${y - unit}V${y + unit}` }),
      );
    }
    airports.forEach((a, i) => {
      const g = svg('g', { class: 'map-airport', 'data-code': a.code });
      g.append(
        svg('circle', { cx: a.longitude, cy: -a.latitude, r: unit * 0.8 }),
        svg('text', { x: a.longitude + unit * 1.2, y: -a.latitude + unit * 0.5, 'font-size': unit * 2.2 }, `${i + 1} ${a.code}`),
        svg('title', {}, `${a.code} ${a.name}${a.distanceKm === undefined ? '' : `, ${a.distanceKm} km`}`),
      );
      this.marks.append(g);
    });
  }

  /** The element's content box in the viewport: inside its border, where the viewBox is drawn. */
  private contentBox(): Box {
    const rect = this.element.getBoundingClientRect();
    return { x: rect.left + this.element.clientLeft, y: rect.top + this.element.clientTop, width: this.element.clientWidth, height: this.element.clientHeight };
  }

  private setView(v: { x: number; y: number; width: number; height: number }): void {
    this.view = v;
    this.element.setAttribute('viewBox', `${v.x} ${v.y} ${v.width} ${v.height}`);
  }
}
