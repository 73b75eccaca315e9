import {
  PLINKO_PAYTABLE,
  PLINKO_RISKS,
  PLINKO_ROWS,
  PLINKO_RTP,
  type PlinkoOutcome,
  type PlinkoPick,
  type PlinkoRisk,
  type PlinkoRows,
} from '@arcadia/contract/house-games';
import { Box, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { outcome: PlinkoOutcome | null; dropping: boolean; pick: PlinkoPick; onPick: (pick: PlinkoPick) => void };

const W = 340;
const TOP = 16;

/** A return as a percentage cut (never rounded up) to 2 decimals: 98.99871…% shows 98.99%. */
export const cutPercent = (rtp: number) => (Math.floor(rtp * 10_000 + 1e-9) / 100).toFixed(2);

/** Where the ball is after `row` rows having gone right `rights` times (pegs sit on a triangle). */
function point(rows: number, row: number, rights: number) {
  const gap = W / (rows + 2);
  return { x: W / 2 + (rights - row / 2) * gap, y: TOP + row * gap * 0.8 };
}

/** Warm colours for the edges, where the pays are high; cool in the middle (each ≥ 4.5:1 under white text). */
const slotColour = (k: number, rows: number) => {
  const d = Math.abs(k - rows / 2) / (rows / 2);
  return d > 0.75 ? '#c92a2a' : d > 0.45 ? '#c2410c' : d > 0.2 ? '#a65f00' : '#2f7d32';
};

/**
 * arcadia-plinko (ADR 062): pick rows and risk; the ball's path (one MAC bit per row) is drawn
 * over the pegs and lands in the slot whose pay the paytable row below highlights.
 */
export function PlinkoBoard({ outcome, dropping, pick, onPick }: Props) {
  const { t } = useTranslation('house-games');
  const rows = pick.rows;
  const gap = W / (rows + 2);
  const height = TOP + rows * gap * 0.8 + gap;
  const pays = PLINKO_PAYTABLE[rows][pick.risk];
  // The drawn path belongs to the last round only while its table is the one picked.
  const shown = outcome && outcome.rows === rows && outcome.risk === pick.risk ? outcome : null;
  const trail = shown
    ? [0, ...shown.path].map((_, i) =>
        point(
          rows,
          i,
          shown.path.slice(0, i).reduce((s, b) => s + b, 0),
        ),
      )
    : [];
  const end = trail.at(-1);
  return (
    <Stack gap="sm" data-testid="plinko-board" style={{ opacity: dropping ? 0.7 : 1 }}>
      <Box style={{ background: 'linear-gradient(180deg, #1b1f3b, #2b2f5b)', borderRadius: 12 }} p={4}>
        <svg viewBox={`0 0 ${W} ${height}`} width="100%" role="img" aria-label={t('plinko.boardLabel', { rows })}>
          {Array.from({ length: rows }, (_, row) =>
            Array.from({ length: row + 1 }, (_, k) => {
              const p = point(rows, row, k);
              // biome-ignore lint/suspicious/noArrayIndexKey: pegs are positions, fixed for a row count
              return <circle key={`${row}-${k}`} cx={p.x} cy={p.y} r={Math.max(1.6, gap / 9)} fill="#dee2ff" />;
            }),
          )}
          {trail.length > 0 && (
            <polyline
              key={`${shown?.path.join('')}-${shown?.rows}`}
              points={trail.map((p) => `${p.x},${p.y}`).join(' ')}
              fill="none"
              stroke="#ffd43b"
              strokeWidth={2.5}
              strokeLinejoin="round"
              pathLength={1}
              className="plinko-trail"
            />
          )}
          {end && <circle cx={end.x} cy={end.y} r={gap / 4} fill="#ffd43b" data-testid="plinko-ball" />}
        </svg>
      </Box>
      <style>
        {
          '.plinko-trail{stroke-dasharray:1;stroke-dashoffset:1;animation:plinko-fall .6s ease-in forwards}@keyframes plinko-fall{to{stroke-dashoffset:0}}@media (prefers-reduced-motion:reduce){.plinko-trail{animation:none;stroke-dashoffset:0}}'
        }
      </style>
      {/* On a phone 16 rows' pays wrap to a second line rather than scroll out of sight. */}
      <Box>
        <Group gap={2} wrap="wrap" justify="center" role="list" aria-label={t('plinko.paytable')} data-testid="plinko-paytable">
          {pays.map((pay, k) => (
            <Text
              // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its index
              key={k}
              role="listitem"
              fz={rows > 12 ? 10 : 12}
              fw={700}
              px={3}
              py={2}
              c="#fff"
              bg={slotColour(k, rows)}
              aria-current={shown?.slot === k ? 'true' : undefined}
              style={{ borderRadius: 4, minWidth: 26, textAlign: 'center', outline: shown?.slot === k ? '3px solid #1971c2' : undefined }}
            >
              ×{pay}
            </Text>
          ))}
        </Group>
      </Box>
      {shown && (
        <Text fw={700} ta="center" aria-live="polite" data-testid="plinko-result">
          {t('plinko.landed', { slot: shown.slot, payout: shown.payout })}
        </Text>
      )}
      <SegmentedControl
        fullWidth
        aria-label={t('plinko.rows')}
        data={PLINKO_ROWS.map((r) => ({ value: String(r), label: t('plinko.rowsN', { count: r }) }))}
        value={String(rows)}
        onChange={(v) => onPick({ ...pick, rows: Number(v) as PlinkoRows })}
      />
      <SegmentedControl
        fullWidth
        aria-label={t('plinko.risk')}
        data={PLINKO_RISKS.map((r) => ({ value: r, label: t(`plinko.riskLevel.${r}`) }))}
        value={pick.risk}
        onChange={(v) => onPick({ ...pick, risk: v as PlinkoRisk })}
      />
      <Text size="sm" data-testid="plinko-rtp">
        {t('plinko.tableRtp', { rtp: cutPercent(PLINKO_RTP[rows][pick.risk]) })}
      </Text>
    </Stack>
  );
}
