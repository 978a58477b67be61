/**
 * The projection of the offices map: Lambert conformal conic, the projection atlases use
 * for North America (and, with other parallels, for Europe). Pure arithmetic, shared by
 * the script that draws the outlines (scripts/offices-map.ts) and the page, which places
 * the offices' pins with it.
 */
export type Conic = {
  /** Standard parallels, the latitude of origin and the central meridian, in degrees. */
  parallels: readonly [number, number];
  origin: readonly [longitude: number, latitude: number];
};

const rad = Math.PI / 180;

/** Projects a longitude and latitude (degrees) to x and y on the unit sphere, y down. */
export function conic({ parallels: [p1, p2], origin: [lon0, lat0] }: Conic) {
  const f1 = p1 * rad;
  const f2 = p2 * rad;
  const t = (lat: number) => Math.tan(Math.PI / 4 + (lat * rad) / 2);
  const n = Math.log(Math.cos(f1) / Math.cos(f2)) / Math.log(t(p2) / t(p1));
  const F = (Math.cos(f1) * t(p1) ** n) / n;
  const rho0 = F / t(lat0) ** n;
  return (lon: number, lat: number): [number, number] => {
    const rho = F / t(lat) ** n;
    const theta = n * (lon - lon0) * rad;
    return [rho * Math.sin(theta), -(rho0 - rho * Math.cos(theta))];
  };
}

/** A projection fitted to a drawing: unit-sphere coordinates scaled and moved into it. */
export type Frame = Conic & { scale: number; offset: readonly [number, number] };

export function framed(frame: Frame) {
  const project = conic(frame);
  return (lon: number, lat: number): [number, number] => {
    const [x, y] = project(lon, lat);
    return [x * frame.scale + frame.offset[0], y * frame.scale + frame.offset[1]];
  };
}
