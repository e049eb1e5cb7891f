import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { BRUSH_RADIUS, CARD_HEIGHT, CARD_WIDTH, REVEAL_PERCENT, ScratchMask } from '../lib/scratch-mask';
import { m } from '#i18n/paraglide/messages';

interface ScratchCanvasProps {
  /** Scratching is possible (a signed-in, verified player; the game open). */
  enabled: boolean;
  /** The prize is known and shown: the cover is gone. */
  revealed: boolean;
  /** What lies under the cover (the prize once known). */
  children: ReactNode;
  /** The first touch of the card (the day's card is issued then). */
  onStart: () => void;
  /** More than half the cover is off. */
  onThreshold: () => void;
}

function paintCover(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.globalCompositeOperation = 'source-over';
  const gradient = context.createLinearGradient(0, 0, CARD_WIDTH, CARD_HEIGHT);
  gradient.addColorStop(0, '#cbd5e1');
  gradient.addColorStop(0.5, '#f1f5f9');
  gradient.addColorStop(1, '#94a3b8');
  context.fillStyle = gradient;
  context.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  context.fillStyle = '#475569';
  context.font = 'bold 22px system-ui, sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(m['games.scratch.cover'](), CARD_WIDTH / 2, CARD_HEIGHT / 2);
  context.globalCompositeOperation = 'destination-out';
  return context;
}

/**
 * A 320×200 card under a scratch layer: mouse, pen and touch through pointer events (the page
 * does not scroll while a finger scratches). A badge shows the share scratched until it passes 50%.
 */
export function ScratchCanvas({ enabled, revealed, children, onStart, onThreshold }: ScratchCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const contextRef = useRef<CanvasRenderingContext2D | null>(null);
  const maskRef = useRef(new ScratchMask());
  const lastPoint = useRef<{ x: number; y: number } | null>(null);
  const started = useRef(false);
  const thresholdSent = useRef(false);
  const [percent, setPercent] = useState(0);

  useEffect(() => {
    if (canvasRef.current && !revealed) contextRef.current = paintCover(canvasRef.current);
  }, [revealed]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const scaleX = rect.width > 0 ? CARD_WIDTH / rect.width : 1;
    const scaleY = rect.height > 0 ? CARD_HEIGHT / rect.height : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  };

  const scratchTo = (point: { x: number; y: number }) => {
    const first = lastPoint.current === null;
    const from = lastPoint.current ?? point;
    const context = contextRef.current;
    if (context) {
      context.lineWidth = BRUSH_RADIUS * 2;
      context.lineCap = 'round';
      context.beginPath();
      context.moveTo(from.x, from.y);
      context.lineTo(point.x, point.y);
      context.stroke();
      context.beginPath();
      context.arc(point.x, point.y, BRUSH_RADIUS, 0, Math.PI * 2);
      context.fill();
    }
    lastPoint.current = point;
    const now = first ? maskRef.current.stamp(point.x, point.y) : maskRef.current.line(from.x, from.y, point.x, point.y);
    setPercent(now);
    if (now > REVEAL_PERCENT && !thresholdSent.current) {
      thresholdSent.current = true;
      onThreshold();
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!enabled || revealed) return;
    event.preventDefault();
    try {
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      // Capture is a nicety (a stroke may leave the card); scratching works without it.
    }
    if (!started.current) {
      started.current = true;
      onStart();
    }
    lastPoint.current = null;
    scratchTo(pointOf(event));
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!enabled || revealed || lastPoint.current === null) return;
    scratchTo(pointOf(event));
  };

  const endStroke = () => {
    lastPoint.current = null;
  };

  const shown = Math.min(REVEAL_PERCENT, Math.floor(percent));
  return (
    <div className="mx-auto w-full max-w-[320px]">
      <div className="relative aspect-[320/200] w-full select-none overflow-hidden rounded-2xl bg-gradient-to-br from-emerald-500 to-indigo-600 shadow-xl ring-1 ring-white/20">
        <div className="absolute inset-0 flex flex-col items-center justify-center p-4 text-center">{children}</div>
        {!revealed && (
          <canvas
            ref={canvasRef}
            width={CARD_WIDTH}
            height={CARD_HEIGHT}
            aria-label={enabled ? m['games.scratch.canvas-label']() : m['games.scratch.canvas']()}
            role="img"
            className={`absolute inset-0 size-full ${enabled ? 'cursor-crosshair' : 'cursor-not-allowed'}`}
            style={{ touchAction: 'none' }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endStroke}
            onPointerCancel={endStroke}
            onPointerLeave={endStroke}
          />
        )}
      </div>
      {!revealed && percent > 0 && percent <= REVEAL_PERCENT && (
        <p className="mt-3 text-center">
          <span className="inline-block rounded-full bg-white/10 px-3 py-1 text-sm font-semibold tabular-nums text-white ring-1 ring-white/15" data-testid="scratch-percent">
            {m['games.scratch.percent']({ percent: shown })}
          </span>
        </p>
      )}
    </div>
  );
}
