import type { GameInfo } from '../api/games-queries';
import { formatChance } from '../lib/odds';
import { pointAt, type WheelArc } from '../lib/wheel';
import { segmentLabel } from '#i18n/game-words';
import { m } from '#i18n/paraglide/messages';

export type WheelSegment = GameInfo['odds'][number];

const RADIUS = 96;
const HUB_RADIUS = 14;
const FILLS = [
  { fill: '#4f46e5', text: '#ffffff', odds: '#c7d2fe' },
  { fill: '#fbbf24', text: '#422006', odds: '#713f12' },
];
const LABEL_SIZE = 9.5;
const ODDS_SIZE = 8.5;
/** The label's and the odds' lines sit side by side across the segment, this far from its middle. */
const LINE_OFFSET = 4.8;
/** Text starts this far inside the rim and runs towards the hub. */
const TEXT_START = 8;
/** Both lines together need about this much width across the segment. */
const TEXT_WIDTH = 16;
/** A bold character is about this wide, in ems (digits and ₹ are the widest that labels use). */
const CHAR_EM = 0.62;
const MAX_LABEL = 12;

/** How many characters of a label fit: from the rim inwards until the segment is too narrow for two lines, or the hub. */
function labelRoom(arc: WheelArc): number {
  const half = ((arc.end - arc.start) / 2) * (Math.PI / 180);
  const narrowest = Math.max(HUB_RADIUS + 4, TEXT_WIDTH / 2 / Math.sin(Math.min(half, Math.PI / 2)));
  const length = RADIUS - TEXT_START - narrowest;
  return Math.max(3, Math.min(MAX_LABEL, Math.floor(length / (LABEL_SIZE * CHAR_EM))));
}

/**
 * A label cut to `room` characters as drawn: a vowel sign or other combining mark (Devanagari's
 * matras) takes no room of its own and stays with its letter.
 */
function shortLabel(label: string, room: number): string {
  const drawn = label.match(/\P{M}\p{M}*/gu) ?? [];
  return drawn.length > room ? `${drawn.slice(0, room - 1).join('')}…` : label;
}

/** On the right half, text from the rim inwards would read upside down: there it runs outwards. */
function readsOutwards(arc: WheelArc): boolean {
  const centre = ((arc.centre % 360) + 360) % 360;
  return centre > 0 && centre < 180;
}

function arcPath(arc: WheelArc): string {
  const start = pointAt(RADIUS, arc.start);
  const end = pointAt(RADIUS, arc.end);
  const large = arc.end - arc.start > 180 ? 1 : 0;
  return `M0 0 L${start.x} ${start.y} A${RADIUS} ${RADIUS} 0 ${large} 1 ${end.x} ${end.y} Z`;
}

interface SpinWheelProps {
  /** The published odds, one per segment, in table order. */
  segments: WheelSegment[];
  /** Each segment's arc, in proportion to its chance (lib/wheel.ts). */
  arcs: WheelArc[];
  /** Total rotation in degrees (grows with every spin, so the wheel always turns forwards). */
  rotation: number;
  /** How long the turn to `rotation` takes; 0 jumps there (reduced motion, first paint). */
  durationMs: number;
  /** The segment the server drew, once the wheel has stopped on it. */
  landedIndex: number | null;
}

/** The wheel: each segment as wide as its chance (lib/wheel.ts) with the chance written on it; a fixed pointer on top. */
export function SpinWheel({ segments, arcs, rotation, durationMs, landedIndex }: SpinWheelProps) {
  const count = segments.length;
  const landed = landedIndex === null ? null : segments[landedIndex];
  const label = landed
    ? m['games.spin.wheel-stopped']({ label: segmentLabel('spin', landed.prizePaise), position: landedIndex! + 1, count })
    : m['games.spin.wheel-idle']({ count, segments: segments.map((segment) => `${segmentLabel('spin', segment.prizePaise)} ${formatChance(segment.probability)}`).join(', ') });
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
            const arc = arcs[index];
            if (!arc) return null;
            const colours = FILLS[index % 2]!;
            const outwards = readsOutwards(arc);
            const anchor = outwards ? 'end' : 'start';
            return (
              <g key={index} data-segment={index} data-start={arc.start} data-end={arc.end}>
                <path d={arcPath(arc)} fill={colours.fill} stroke="#1e1b4b" strokeWidth="1" />
                {/* Text runs along the radius from just inside the rim: the label, and beside it the odds. */}
                <g transform={`rotate(${arc.centre}) translate(0 ${-RADIUS + TEXT_START}) rotate(${outwards ? -90 : 90})`}>
                  <text x={0} y={-LINE_OFFSET} dominantBaseline="central" textAnchor={anchor} fill={colours.text} fontSize={LABEL_SIZE} fontWeight="700">
                    {shortLabel(segmentLabel('spin', segment.prizePaise), labelRoom(arc))}
                  </text>
                  <text x={0} y={LINE_OFFSET} dominantBaseline="central" textAnchor={anchor} fill={colours.odds} fontSize={ODDS_SIZE} fontWeight="600">
                    {formatChance(segment.probability)}
                  </text>
                </g>
              </g>
            );
          })}
          <circle r={HUB_RADIUS} fill="#1e1b4b" stroke="#a5b4fc" strokeWidth="2" />
        </g>
        {/* The pointer stays still at the top; the segment under it is the result. */}
        <path d="M-9 -106 L9 -106 L0 -88 Z" fill="#34d399" stroke="#064e3b" strokeWidth="1.5" />
        <circle r="5" fill="#34d399" />
      </svg>
    </div>
  );
}
