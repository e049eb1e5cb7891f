import type { PrizeSegment } from '../api/games-queries';
import { pointAt, segmentAngle } from '../lib/wheel';

const RADIUS = 96;
const FILLS = [
  { fill: '#4f46e5', text: '#ffffff' },
  { fill: '#fbbf24', text: '#422006' },
];
const MAX_LABEL = 12;

function shortLabel(label: string): string {
  return label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 1)}…` : label;
}

interface SpinWheelProps {
  segments: PrizeSegment[];
  /** Total rotation in degrees (grows with every spin, so the wheel always turns forwards). */
  rotation: number;
  /** How long the turn to `rotation` takes; 0 jumps there (reduced motion, first paint). */
  durationMs: number;
  /** The segment the server drew, once the wheel has stopped on it. */
  landedIndex: number | null;
}

/** The wheel of the admin's 8 segments, alternating colours, with a fixed pointer at the top. */
export function SpinWheel({ segments, rotation, durationMs, landedIndex }: SpinWheelProps) {
  const count = segments.length;
  const angle = segmentAngle(count);
  const landed = landedIndex === null ? null : segments[landedIndex];
  const label = landed
    ? `Prize wheel, stopped on ${landed.label} (segment ${landedIndex! + 1} of ${count})`
    : `Prize wheel with ${count} segments: ${segments.map((segment) => segment.label).join(', ')}`;
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[22rem]">
      <svg viewBox="-100 -108 200 208" role="img" aria-label={label} className="size-full overflow-visible" data-rotation={rotation} data-landed={landedIndex ?? undefined}>
        <g
          data-testid="wheel-disc"
          style={{
            transform: `rotate(${rotation}deg)`,
            transformOrigin: '0px 0px',
            transition: durationMs > 0 ? `transform ${durationMs}ms cubic-bezier(0.12, 0.7, 0.14, 1)` : 'none',
          }}
        >
          <circle r={RADIUS + 3} fill="#1e1b4b" stroke="#a5b4fc" strokeWidth="2" />
          {segments.map((segment, index) => {
            const centre = index * angle;
            const start = pointAt(RADIUS, centre - angle / 2);
            const end = pointAt(RADIUS, centre + angle / 2);
            const colours = FILLS[index % 2]!;
            return (
              <g key={index}>
                <path d={`M0 0 L${start.x} ${start.y} A${RADIUS} ${RADIUS} 0 0 1 ${end.x} ${end.y} Z`} fill={colours.fill} stroke="#1e1b4b" strokeWidth="1" />
                <g transform={`rotate(${centre})`}>
                  <text
                    x={0}
                    y={-RADIUS + 10}
                    transform={`rotate(90 0 ${-RADIUS + 10})`}
                    dominantBaseline="central"
                    textAnchor="start"
                    fill={colours.text}
                    fontSize="10.5"
                    fontWeight="700"
                  >
                    {shortLabel(segment.label)}
                  </text>
                </g>
              </g>
            );
          })}
          <circle r="14" fill="#1e1b4b" stroke="#a5b4fc" strokeWidth="2" />
        </g>
        {/* The pointer stays still at the top; the segment centred under it is the result. */}
        <path d="M-9 -106 L9 -106 L0 -88 Z" fill="#34d399" stroke="#064e3b" strokeWidth="1.5" />
        <circle r="5" fill="#34d399" />
      </svg>
    </div>
  );
}
