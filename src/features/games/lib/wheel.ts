/** Degrees per segment for a wheel of `count` segments. */
export function segmentAngle(count: number): number {
  return 360 / count;
}

/**
 * Segment i is drawn centred at i × angle, clockwise from the top; at rotation 0 segment 0 sits
 * under the pointer. This is the rotation (in degrees, always increasing) that puts the centre of
 * segment `index` under the pointer after `turns` full turns from `current`.
 */
export function wheelRotationFor(current: number, index: number, count: number, turns = 5): number {
  const target = (360 - ((index * segmentAngle(count)) % 360)) % 360;
  const currentMod = ((current % 360) + 360) % 360;
  const delta = (target - currentMod + 360) % 360;
  return current + turns * 360 + delta;
}

/** Which segment is under the pointer at a rotation (the inverse of wheelRotationFor). */
export function segmentAtRotation(rotation: number, count: number): number {
  const angle = segmentAngle(count);
  const underPointer = (((-rotation % 360) + 360) % 360 + angle / 2) % 360;
  return Math.floor(underPointer / angle) % count;
}

/** A point on a circle of radius r at `degrees` clockwise from the top (SVG y grows downwards). */
export function pointAt(r: number, degrees: number): { x: number; y: number } {
  const radians = (degrees * Math.PI) / 180;
  return { x: r * Math.sin(radians), y: -r * Math.cos(radians) };
}
