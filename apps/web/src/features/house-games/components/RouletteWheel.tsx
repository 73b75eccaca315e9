import { ROULETTE_WHEEL } from '@arcadia/contract/house-games';
import { colourOf } from './roulette-bets';

const R = 100;
const STEP = 360 / ROULETTE_WHEEL.length;

/** The European wheel in its real order; the landed pocket turns to the top, under the marker. */
export function RouletteWheel({ pocket, label }: { pocket: number | null; label: string }) {
  const at = pocket === null ? 0 : ROULETTE_WHEEL.indexOf(pocket as (typeof ROULETTE_WHEEL)[number]);
  const arc = (i: number) => {
    const a0 = ((i * STEP - STEP / 2 - 90) * Math.PI) / 180;
    const a1 = ((i * STEP + STEP / 2 - 90) * Math.PI) / 180;
    return `M0 0 L${R * Math.cos(a0)} ${R * Math.sin(a0)} A${R} ${R} 0 0 1 ${R * Math.cos(a1)} ${R * Math.sin(a1)} Z`;
  };
  return (
    <svg
      viewBox="-104 -112 208 216"
      width="100%"
      style={{ maxWidth: 220, display: 'block', margin: '0 auto' }}
      role="img"
      aria-label={label}
    >
      {/* The wheel turns to the pocket unless the player asked for reduced motion. */}
      <style>
        {
          '.roulette-turn{transition:transform 1.2s cubic-bezier(.2,.8,.2,1)}@media (prefers-reduced-motion:reduce){.roulette-turn{transition:none}}'
        }
      </style>
      <g className="roulette-turn" style={{ transform: `rotate(${-at * STEP}deg)` }}>
        {ROULETTE_WHEEL.map((n, i) => (
          <g key={n}>
            <path d={arc(i)} fill={colourOf(n)} stroke="#d4af37" strokeWidth={0.6} />
            <text
              x={0}
              y={-R + 11}
              transform={`rotate(${i * STEP})`}
              fill="#fff"
              fontSize={8}
              fontWeight={700}
              textAnchor="middle"
              fontFamily="sans-serif"
            >
              {n}
            </text>
          </g>
        ))}
        <circle r={R * 0.62} fill="#5c3d1e" stroke="#d4af37" strokeWidth={2} />
      </g>
      <path d="M-7 -110 L7 -110 L0 -96 Z" fill="#ffd43b" stroke="#000" strokeWidth={0.5} />
      {pocket !== null && (
        <text y={10} fill="#fff" fontSize={30} fontWeight={900} textAnchor="middle" fontFamily="sans-serif">
          {pocket}
        </text>
      )}
    </svg>
  );
}
