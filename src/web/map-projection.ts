// Where a point of the world map is on the screen and back, for the equirectangular map of
// world-map.ts (x is longitude, y minus latitude, in degrees). Pure arithmetic, so that a click is
// read exactly as SVG draws it: the viewBox scaled to fit the element's content box (inside its
// border) and centred (preserveAspectRatio="xMidYMid meet"), whatever the box's shape or zoom.

/** A rectangle: a viewBox in degrees, or an element's content box in CSS pixels of the viewport. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** How `view` is drawn in `content`: pixels per degree and where the view's corner lands. */
function fit(view: Box, content: Box): { scale: number; left: number; top: number } {
  const scale = Math.min(content.width / view.width, content.height / view.height);
  return {
    scale,
    left: content.x + (content.width - view.width * scale) / 2,
    top: content.y + (content.height - view.height * scale) / 2,
  };
}

/** The coordinates drawn at a viewport point (a click's clientX, clientY), held to the world's edges. */
export function coordinatesAt(view: Box, content: Box, clientX: number, clientY: number): Coordinates {
  const { scale, left, top } = fit(view, content);
  const longitude = view.x + (clientX - left) / scale;
  const latitude = -(view.y + (clientY - top) / scale);
  return { latitude: Math.max(-90, Math.min(90, latitude)), longitude: Math.max(-180, Math.min(180, longitude)) };
}

/** The viewport point where `coordinates` are drawn: the inverse of coordinatesAt inside the world. */
export function pointOf(view: Box, content: Box, { latitude, longitude }: Coordinates): { x: number; y: number } {
  const { scale, left, top } = fit(view, content);
  return { x: left + (longitude - view.x) * scale, y: top + (-latitude - view.y) * scale };
}
