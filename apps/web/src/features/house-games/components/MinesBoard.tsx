import { MINES, type MinesOutcome, minesMultiplier } from '@arcadia/contract/house-games';
import { Group, NativeSelect, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showAmount } from './amount';

type Props = {
  /** The current round (open) or the last one (over); null before the first. */
  outcome: MinesOutcome | null;
  bet: string;
  busy: boolean;
  mines: number;
  onMines: (mines: number) => void;
  onReveal: (tile: number) => void;
};

/** The field's tiles, 0…24 in reading order: each tile's number is its identity (and its key). */
const TILES = Array.from({ length: MINES.tiles }, (_, i) => i);
const COUNTS = Array.from({ length: MINES.maxMines - MINES.minMines + 1 }, (_, i) => String(i + MINES.minMines));
type Face = 'closed' | 'gem' | 'mine' | 'boom' | 'hidden-gem';

function faceOf(o: MinesOutcome | null, tile: number): Face {
  if (!o) return 'closed';
  const picked = o.picks.includes(tile);
  const mine = o.layout?.includes(tile) ?? false;
  if (picked) return mine ? 'boom' : 'gem';
  if (!o.layout) return 'closed';
  // the round is over: the rest of the field is shown, dimmed
  return mine ? 'mine' : 'hidden-gem';
}

const FACE_STYLE: Record<Face, { bg: string; fg: string; mark: string }> = {
  closed: { bg: '#3b6fa8', fg: '#ffffff', mark: '' },
  gem: { bg: '#0b1d2a', fg: '#69db7c', mark: '◆' },
  boom: { bg: '#c92a2a', fg: '#ffffff', mark: '✸' },
  mine: { bg: '#23364a', fg: '#ff8787', mark: '✸' },
  'hidden-gem': { bg: '#23364a', fg: '#8ce99a', mark: '◆' },
};

/**
 * arcadia-mines (ADR 067): a 5×5 field; each tile is a button a keyboard reaches in reading order.
 * While a round is open the closed tiles reveal; once it is over the whole field shows where the
 * mines were. Above the field: what cashing out pays now and what the next safe tile would pay.
 */
export function MinesBoard({ outcome, bet, busy, mines, onMines, onReveal }: Props) {
  const { t } = useTranslation('house-games');
  const open = outcome?.status === 'open';
  const count = open ? outcome.mines : mines;
  const safe = open ? outcome.picks.length : 0;
  const next = minesMultiplier(count, safe + 1);
  const verdict =
    outcome?.status === 'busted'
      ? t('mines.busted')
      : outcome?.status === 'cashed'
        ? t('mines.cashed', { payout: outcome.payout, amount: showAmount((Number(bet) * Number(outcome.payout)).toFixed(4)) })
        : null;
  return (
    <Stack gap="sm" data-testid="mines-board" style={{ opacity: busy ? 0.8 : 1 }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={700} aria-live="polite" data-testid="mines-status">
          {open ? (safe > 0 ? t('mines.cashNow', { payout: outcome.payout }) : t('mines.pickTile')) : (verdict ?? t('mines.idle'))}
        </Text>
        {(open || !outcome) && Number(next) > 0 && (
          <Text size="sm" c="dimmed" data-testid="mines-next">
            {t('mines.next', { payout: next })}
          </Text>
        )}
      </Group>
      <SimpleGrid
        cols={5}
        spacing={6}
        role="group"
        aria-label={t('mines.field', { mines: count })}
        maw={420}
        w="100%"
        mx="auto"
        style={{ background: 'linear-gradient(180deg, #0f2a44, #1e6091)', borderRadius: 12, padding: 8 }}
      >
        {TILES.map((tile) => {
          const face = faceOf(outcome, tile);
          const style = FACE_STYLE[face];
          const clickable = open && face === 'closed' && !busy;
          return (
            <UnstyledButton
              key={tile}
              onClick={() => clickable && onReveal(tile)}
              disabled={!clickable}
              aria-label={t(`mines.tile.${face}`, { row: Math.floor(tile / 5) + 1, col: (tile % 5) + 1 })}
              data-testid={`mines-tile-${tile}`}
              data-face={face}
              style={{
                aspectRatio: '1',
                minHeight: 44,
                borderRadius: 8,
                background: style.bg,
                color: style.fg,
                fontSize: 22,
                fontWeight: 800,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                cursor: clickable ? 'pointer' : 'default',
                opacity: face === 'mine' || face === 'hidden-gem' ? 0.75 : 1,
                boxShadow: face === 'closed' ? 'inset 0 -3px 0 rgba(0,0,0,0.25)' : undefined,
              }}
            >
              <span aria-hidden="true">{style.mark}</span>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <NativeSelect
        label={t('mines.count')}
        data={COUNTS}
        value={String(count)}
        disabled={open}
        onChange={(e) => onMines(Number(e.currentTarget.value))}
        data-testid="mines-count"
      />
    </Stack>
  );
}
