/** The card's size and brush (seed spec: 320×200 canvas, brush radius 20, reveal above 50%). */
export const CARD_WIDTH = 320;
export const CARD_HEIGHT = 200;
export const BRUSH_RADIUS = 20;
export const REVEAL_PERCENT = 50;

/** Which pixels are scratched off: the canvas only draws, this counts, so "over 50%" is exact without reading pixels. */
export class ScratchMask {
  private readonly cleared: Uint8Array;
  private count = 0;

  constructor(
    readonly width = CARD_WIDTH,
    readonly height = CARD_HEIGHT,
  ) {
    this.cleared = new Uint8Array(width * height);
  }

  /** Clears a disc of `radius` around (x, y); answers the percentage cleared so far. */
  stamp(x: number, y: number, radius = BRUSH_RADIUS): number {
    const minY = Math.max(0, Math.floor(y - radius));
    const maxY = Math.min(this.height - 1, Math.ceil(y + radius));
    for (let row = minY; row <= maxY; row += 1) {
      const dy = row + 0.5 - y;
      const half = Math.sqrt(Math.max(0, radius * radius - dy * dy));
      const from = Math.max(0, Math.ceil(x - half - 0.5));
      const to = Math.min(this.width - 1, Math.floor(x + half - 0.5));
      for (let column = from; column <= to; column += 1) {
        const index = row * this.width + column;
        if (this.cleared[index] === 0) {
          this.cleared[index] = 1;
          this.count += 1;
        }
      }
    }
    return this.percent;
  }

  /** A stroke from one point to the next, stamped every half radius so fast moves leave no gaps. */
  line(x0: number, y0: number, x1: number, y1: number, radius = BRUSH_RADIUS): number {
    const distance = Math.hypot(x1 - x0, y1 - y0);
    const steps = Math.max(1, Math.ceil(distance / (radius / 2)));
    for (let step = 1; step <= steps; step += 1) this.stamp(x0 + ((x1 - x0) * step) / steps, y0 + ((y1 - y0) * step) / steps, radius);
    return this.percent;
  }

  get percent(): number {
    return (this.count / (this.width * this.height)) * 100;
  }
}
