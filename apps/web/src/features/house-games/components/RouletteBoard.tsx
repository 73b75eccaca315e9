import { ROULETTE, type RouletteOutcome, rouletteCovers } from '@arcadia/contract/house-games';
import { Button, CloseButton, Group, NativeSelect, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouletteWheel } from './RouletteWheel';
import { addChip, type BoardBet, chipsOn, colourOf, combos, INSIDE_COMBOS, OUTSIDE, showCents, totalCents } from './roulette-bets';

type Props = {
  outcome: RouletteOutcome | null;
  spinning: boolean;
  bets: BoardBet[];
  chipCents: number;
  onBets: (bets: BoardBet[]) => void;
};

const ROWS = Array.from({ length: 12 }, (_, r) => [3 * r + 1, 3 * r + 2, 3 * r + 3]);

/**
 * arcadia-roulette (ADR 062): a single-zero layout (three columns, as on a phone), the outside
 * bets, a picker for splits, streets, corners and six lines, and the bet list of this spin. Every
 * spot is a button: a press (or Enter) places the chosen chip there.
 */
export function RouletteBoard({ outcome, spinning, bets, chipCents, onBets }: Props) {
  const { t } = useTranslation('house-games');
  const [full, setFull] = useState(false);
  const [combo, setCombo] = useState<(typeof INSIDE_COMBOS)[number]>('split');
  const options = combos(combo);
  const [comboAt, setComboAt] = useState('0');
  const place = (type: string, numbers: number[]) => {
    const next = addChip(bets, type, numbers, chipCents);
    setFull(next === null);
    if (next) onBets(next);
  };
  const name = (type: string, numbers: number[]) => t(`roulette.bet.${type}`, { numbers: numbers.join('-') });
  const spot = (type: string, numbers: number[], label: string, bg: string, testId?: string) => {
    const on = chipsOn(bets, type, numbers);
    const hit = outcome?.bets.some((b) => b.won && b.type === type && b.numbers.join() === [...numbers].sort((a, c) => a - c).join());
    return (
      <UnstyledButton
        key={`${type}-${numbers.join('-')}`}
        onClick={() => place(type, numbers)}
        aria-label={on ? t('roulette.placed', { bet: name(type, numbers), amount: showCents(on) }) : name(type, numbers)}
        data-testid={testId}
        style={{
          background: bg,
          color: '#fff',
          borderRadius: 4,
          padding: '6px 2px',
          textAlign: 'center',
          fontWeight: 700,
          fontSize: 14,
          outline: hit ? '3px solid #ffd43b' : undefined,
          position: 'relative',
        }}
      >
        {label}
        {on > 0 && (
          <Text span fz={10} fw={800} ml={4} px={4} bg="#ffd43b" c="#000" style={{ borderRadius: 8 }}>
            {showCents(on)}
          </Text>
        )}
      </UnstyledButton>
    );
  };
  return (
    <Stack gap="sm" data-testid="roulette-board" style={{ opacity: spinning ? 0.7 : 1 }}>
      <RouletteWheel
        pocket={outcome?.pocket ?? null}
        label={outcome ? t('roulette.landed', { pocket: outcome.pocket }) : t('roulette.wheel')}
      />
      <Text fw={700} ta="center" aria-live="polite" data-testid="roulette-result">
        {outcome ? t('roulette.landed', { pocket: outcome.pocket }) : t('roulette.idle')}
      </Text>
      <Stack gap={3} maw={420} w="100%" mx="auto">
        {spot('straight', [0], '0', colourOf(0), 'roulette-0')}
        {ROWS.map((row) => (
          <SimpleGrid cols={3} spacing={3} key={row[0]}>
            {row.map((n) => spot('straight', [n], String(n), colourOf(n), `roulette-${n}`))}
          </SimpleGrid>
        ))}
        <SimpleGrid cols={3} spacing={3}>
          {[1, 2, 3].map((c) => spot('column', [c], t('roulette.colShort', { n: c }), '#1864ab'))}
        </SimpleGrid>
        <SimpleGrid cols={3} spacing={3}>
          {[1, 2, 3].map((d) => spot('dozen', [d], `${(d - 1) * 12 + 1}–${d * 12}`, '#1864ab'))}
        </SimpleGrid>
        <SimpleGrid cols={3} spacing={3}>
          {OUTSIDE.map((o) => spot(o, [], t(`roulette.bet.${o}`), o === 'red' ? '#c92a2a' : o === 'black' ? '#212529' : '#0b7285'))}
        </SimpleGrid>
      </Stack>
      <Group align="end" gap="xs" wrap="wrap">
        <NativeSelect
          label={t('roulette.combo')}
          data={INSIDE_COMBOS.map((c) => ({ value: c, label: t(`roulette.type.${c}`) }))}
          value={combo}
          onChange={(e) => {
            setCombo(e.currentTarget.value as typeof combo);
            setComboAt('0');
          }}
        />
        <NativeSelect
          label={t('roulette.numbers')}
          data={options.map((ns, i) => ({ value: String(i), label: ns.join('-') }))}
          value={comboAt}
          onChange={(e) => setComboAt(e.currentTarget.value)}
          data-testid="roulette-combo-numbers"
        />
        <Button variant="light" onClick={() => place(combo, options[Number(comboAt)] ?? [])} data-testid="roulette-combo-place">
          {t('roulette.place')}
        </Button>
      </Group>
      {full && (
        <Text size="sm" c="red" role="alert">
          {t('roulette.full', { max: ROULETTE.maxBets })}
        </Text>
      )}
      {bets.length > 0 && (
        <Table fz="sm" data-testid="roulette-bets">
          <Table.Tbody>
            {bets.map((b) => (
              <Table.Tr key={`${b.type}-${b.numbers.join('-')}`}>
                <Table.Td>{name(b.type, b.numbers)}</Table.Td>
                <Table.Td>{`${36 / (rouletteCovers(b.type, b.numbers)?.length ?? 36) - 1}:1`}</Table.Td>
                <Table.Td ta="right">{showCents(b.cents)}</Table.Td>
                <Table.Td w={32}>
                  <CloseButton
                    size="sm"
                    aria-label={t('roulette.remove', { bet: name(b.type, b.numbers) })}
                    onClick={() => onBets(bets.filter((x) => x !== b))}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="space-between">
        <Text fw={700} data-testid="roulette-total">
          {t('roulette.total', { amount: showCents(totalCents(bets)) })}
        </Text>
        <Button variant="subtle" color="gray" onClick={() => onBets([])} disabled={!bets.length}>
          {t('roulette.clear')}
        </Button>
      </Group>
    </Stack>
  );
}
