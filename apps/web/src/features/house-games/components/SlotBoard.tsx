import { SLOT_LINES, type SlotOutcome } from '@arcadia/contract/house-games';
import { Box, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Glyphs every system font has (no emoji font on many kiosks); the name is read out instead. */
const GLYPH: Record<string, { text: string; color: string }> = {
  W: { text: '★', color: '#f59f00' },
  '7': { text: '7', color: '#e03131' },
  B: { text: 'BAR', color: '#343a40' },
  L: { text: '♦', color: '#1c7ed6' },
  M: { text: '♥', color: '#d6336c' },
  G: { text: '♣', color: '#2f9e44' },
  N: { text: '♠', color: '#7048e8' },
  C: { text: '●', color: '#c92a2a' },
};

const IDLE = [
  ['7', 'B', 'C'],
  ['W', 'L', 'M'],
  ['G', '7', 'N'],
  ['C', 'W', 'B'],
  ['M', 'G', 'L'],
];

/** 5 reels × 3 rows; cells on a winning line are outlined. */
export function SlotBoard({ outcome, spinning }: { outcome: SlotOutcome | null; spinning: boolean }) {
  const { t } = useTranslation('house-games');
  const grid = outcome?.grid ?? IDLE;
  const winning = new Set<string>();
  for (const l of outcome?.lines ?? []) {
    const rows = SLOT_LINES[l.line - 1] ?? [];
    for (let reel = 0; reel < l.count; reel++) winning.add(`${reel}:${rows[reel]}`);
  }
  const label = grid.map((reel, i) => t('slot.reel', { n: i + 1, symbols: reel.map((s) => t(`slot.symbol.${s}`)).join(', ') })).join('; ');
  return (
    <Group
      gap={6}
      justify="center"
      wrap="nowrap"
      role="img"
      aria-label={label}
      data-testid="slot-grid"
      p="sm"
      style={{
        background: 'linear-gradient(#1b1f3b, #2b2f5b)',
        borderRadius: 12,
        opacity: spinning ? 0.6 : 1,
        transition: 'opacity 120ms',
      }}
    >
      {grid.map((reel, r) => (
        <Box key={`reel-${r.toString()}`} style={{ display: 'grid', gap: 6 }}>
          {reel.map((s, row) => {
            const g = GLYPH[s] ?? { text: s, color: '#000' };
            const hit = winning.has(`${r}:${row}`);
            return (
              <Box
                key={`cell-${r.toString()}-${row.toString()}`}
                style={{
                  width: 'clamp(48px, 15vw, 76px)',
                  height: 'clamp(48px, 15vw, 76px)',
                  display: 'grid',
                  placeItems: 'center',
                  background: '#fff',
                  borderRadius: 8,
                  color: g.color,
                  fontWeight: 800,
                  fontSize: g.text.length > 1 ? 16 : 30,
                  outline: hit ? '3px solid #fab005' : 'none',
                }}
              >
                {g.text}
              </Box>
            );
          })}
        </Box>
      ))}
    </Group>
  );
}
