import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_CONFIGS } from '#contract/games/default-tables';
import { MIN_SEGMENT_DEGREES, segmentAtRotation, wheelArcs, wheelRotationFor, type WheelArc } from '../../../src/features/games/lib/wheel';

const defaultSpin = DEFAULT_GAME_CONFIGS.find((config) => config.game === 'spin')!;
const DEFAULT_WEIGHTS = (defaultSpin.table as { segments: Array<{ weight: number }> }).segments.map((segment) => segment.weight);

/** Tables an admin could set (8 positive weights), from even to very lopsided. */
const TABLES: Array<[string, number[]]> = [
  ['the default table', DEFAULT_WEIGHTS],
  ['equal weights', [1, 1, 1, 1, 1, 1, 1, 1]],
  ['one huge, seven tiny', [1_000_000, 1, 1, 1, 1, 1, 1, 1]],
  ['two large, six tiny', [500, 1, 500, 1, 1, 1, 1, 1]],
  ['a slope', [1, 2, 3, 4, 5, 6, 7, 8]],
  ['chances as fractions', [0.13, 0.3, 0.13, 0.15, 0.13, 0.1, 0.03, 0.03]],
];

const size = (arc: WheelArc) => arc.end - arc.start;

describe('wheel geometry', () => {
  it.each(TABLES)('%s: every arc is at least the minimum, they follow each other and close the circle', (_name, weights) => {
    const arcs = wheelArcs(weights);
    expect(arcs).toHaveLength(weights.length);
    for (const arc of arcs) expect(size(arc)).toBeGreaterThanOrEqual(MIN_SEGMENT_DEGREES - 1e-9);
    arcs.slice(1).forEach((arc, index) => expect(arc.start).toBe(arcs[index]!.end));
    expect(arcs.at(-1)!.end - arcs[0]!.start).toBe(360);
    expect(arcs.reduce((sum, arc) => sum + size(arc), 0)).toBeCloseTo(360, 9);
    // Segment 0 is centred under the pointer before the first spin.
    expect(arcs[0]!.centre).toBeCloseTo(0, 9);
  });

  it.each(TABLES)('%s: a larger weight never gets a smaller arc; only segments at the minimum share a size', (_name, weights) => {
    const arcs = wheelArcs(weights);
    weights.forEach((a, i) =>
      weights.forEach((b, j) => {
        if (a <= b) return;
        if (arcs[i]!.atMinimum) {
          // Only when both are at the minimum: then they are drawn the same size.
          expect(arcs[j]!.atMinimum).toBe(true);
          expect(size(arcs[i]!)).toBeCloseTo(size(arcs[j]!), 9);
        } else if (arcs[j]!.atMinimum) expect(size(arcs[i]!)).toBeGreaterThanOrEqual(size(arcs[j]!) - 1e-9);
        else expect(size(arcs[i]!)).toBeGreaterThan(size(arcs[j]!));
      }),
    );
  });

  it('draws the default table in proportion to its odds, the two 3 % segments at the minimum', () => {
    const arcs = wheelArcs(DEFAULT_WEIGHTS);
    expect(arcs.map((arc) => arc.atMinimum)).toEqual([false, false, false, false, false, false, true, true]);
    expect(size(arcs[6]!)).toBeCloseTo(MIN_SEGMENT_DEGREES, 9);
    // The others keep their proportions to each other exactly: 30 % is 3 × the 10 % segment.
    expect(size(arcs[1]!) / size(arcs[5]!)).toBeCloseTo(3, 9);
    expect(size(arcs[3]!) / size(arcs[0]!)).toBeCloseTo(15 / 13, 9);
    // No segment is drawn smaller than the 3 % ones, and 30 % is more than a quarter of the wheel.
    expect(size(arcs[1]!)).toBeGreaterThan(90);
  });

  it('draws equal weights as equal arcs, and nothing at the minimum when no chance is that small', () => {
    const arcs = wheelArcs([1, 1, 1, 1, 1, 1, 1, 1]);
    for (const arc of arcs) expect(size(arc)).toBeCloseTo(45, 9);
    expect(arcs.some((arc) => arc.atMinimum)).toBe(false);
    expect(wheelArcs([30, 20, 15, 10, 10, 5, 5, 5]).some((arc) => arc.atMinimum)).toBe(false);
  });

  it.each(TABLES)('%s: for every index the wheel stops with the pointer inside that segment, turning forwards', (_name, weights) => {
    const arcs = wheelArcs(weights);
    for (const current of [0, 123.4, 5 * 360 + 315, -90]) {
      arcs.forEach((arc, index) => {
        const rotation = wheelRotationFor(current, index, arcs);
        expect(rotation).toBeGreaterThanOrEqual(current + 5 * 360);
        expect(rotation).toBeLessThan(current + 6 * 360);
        // The wheel's angle under the pointer (at the top) after turning by `rotation`.
        const underPointer = (((-rotation - arc.start) % 360) + 360) % 360 + arc.start;
        expect(underPointer).toBeGreaterThan(arc.start);
        expect(underPointer).toBeLessThan(arc.end);
        expect(segmentAtRotation(rotation, arcs)).toBe(index);
      });
    }
  });

  it('finds the segment under the pointer at any rotation, edges included', () => {
    const arcs = wheelArcs(DEFAULT_WEIGHTS);
    expect(segmentAtRotation(0, arcs)).toBe(0);
    // Turning the wheel back by a segment's start angle puts that start under the pointer.
    arcs.forEach((arc, index) => expect(segmentAtRotation(-(arc.start + 1e-6), arcs)).toBe(index));
    expect(segmentAtRotation(-(arcs[7]!.end - 1e-6), arcs)).toBe(7);
    expect(segmentAtRotation(360 * 7 - arcs[4]!.centre, arcs)).toBe(4);
  });
});
