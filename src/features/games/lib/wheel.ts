/*
 * The wheel's geometry, in degrees clockwise from the top (the pointer) at rotation 0. Each arc is
 * as wide as its published chance, but at least MIN_SEGMENT_DEGREES so its words can be read.
 */

/** 18° (5 % of the wheel): room for two short lines of text near the rim on a 360 px phone. */
export const MIN_SEGMENT_DEGREES = 18;

export interface WheelArc {
  start: number;
  end: number;
  /** The middle of the arc: where the pointer stops when this segment is drawn. */
  centre: number;
  /** Drawn wider than its chance because of the minimum size. */
  atMinimum: boolean;
}

/**
 * Arcs in proportion to `weights`, none narrower than `minDegrees`, segment 0 centred at the top.
 * The raised segments' room comes from the others by weight, so a larger chance never gets less.
 */
export function wheelArcs(weights: readonly number[], minDegrees = MIN_SEGMENT_DEGREES): WheelArc[] {
  const count = weights.length;
  if (count === 0) return [];
  // More segments than the minimum allows: an equal share is the widest minimum that fits.
  const minimum = Math.min(minDegrees, 360 / count);
  const raised = new Set<number>();
  let sizes: number[] = [];
  // Each pass raises every segment whose proportional share is below the minimum; the others
  // share what is left, so their scale only shrinks and a raised segment stays raised.
  for (;;) {
    const free = 360 - raised.size * minimum;
    const freeWeight = weights.reduce((sum, weight, index) => (raised.has(index) ? sum : sum + Math.max(0, weight)), 0);
    sizes = weights.map((weight, index) => (raised.has(index) ? minimum : freeWeight > 0 ? (free * Math.max(0, weight)) / freeWeight : free / (count - raised.size)));
    const below = sizes.flatMap((size, index) => (!raised.has(index) && size < minimum ? [index] : []));
    if (below.length === 0) break;
    for (const index of below) raised.add(index);
  }
  const arcs: WheelArc[] = [];
  let start = -sizes[0]! / 2;
  sizes.forEach((size, index) => {
    // The last arc closes the circle exactly, whatever the floating-point sum.
    const end = index === count - 1 ? 360 - sizes[0]! / 2 : start + size;
    arcs.push({ start, end, centre: (start + end) / 2, atMinimum: raised.has(index) });
    start = end;
  });
  return arcs;
}

const normalise = (degrees: number) => ((degrees % 360) + 360) % 360;

/** The forward rotation that puts arc `index`'s centre under the pointer after `turns` full turns from `current`. */
export function wheelRotationFor(current: number, index: number, arcs: readonly WheelArc[], turns = 5): number {
  const target = normalise(-arcs[index]!.centre);
  const delta = normalise(target - normalise(current));
  return current + turns * 360 + delta;
}

/** Which segment is under the pointer at a rotation (the inverse of wheelRotationFor). */
export function segmentAtRotation(rotation: number, arcs: readonly WheelArc[]): number {
  if (arcs.length === 0) return -1;
  const first = arcs[0]!.start;
  // The wheel's own angle under the pointer, in the range the arcs cover: [first, first + 360).
  const underPointer = first + normalise(-rotation - first);
  const index = arcs.findIndex((arc) => underPointer >= arc.start && underPointer < arc.end);
  return index === -1 ? arcs.length - 1 : index;
}

/** A point on a circle of radius r at `degrees` clockwise from the top (SVG y grows downwards). */
export function pointAt(r: number, degrees: number): { x: number; y: number } {
  const radians = (degrees * Math.PI) / 180;
  return { x: r * Math.sin(radians), y: -r * Math.cos(radians) };
}
