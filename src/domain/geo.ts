const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

/** Great-circle distance in kilometres (haversine, mean Earth radius). */
export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  return haversineKm(lat1, lon1, latitudeCosine(lat1), lat2, lon2, latitudeCosine(lat2));
}

/** The cosine of a latitude in degrees, which haversineKm takes ready-made for points asked about often. */
export function latitudeCosine(latitude: number): number {
  return Math.cos(latitude * RAD);
}

/** greatCircleKm, given each point's latitudeCosine: the same number, two cosines fewer. */
export function haversineKm(lat1: number, lon1: number, cos1: number, lat2: number, lon2: number, cos2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + cos1 * cos2 * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
