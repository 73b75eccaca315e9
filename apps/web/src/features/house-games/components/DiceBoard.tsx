import { DICE, type DiceOutcome, type DicePick, diceMultiplier, diceWinning } from '@arcadia/contract/house-games';
import { Group, NumberInput, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  outcome: DiceOutcome | null;
  rolling: boolean;
  pick: DicePick;
  onPick: (pick: DicePick) => void;
};

/** Hundredths as the player reads them: 5000 → "50.00". */
const show = (hundredths: number) => (hundredths / 100).toFixed(2);

/** The allowed targets of a side: win chance 1%–98% (ADR 061). */
export function targetRange(over: boolean): { min: number; max: number } {
  return over
    ? { min: DICE.rolls - 1 - DICE.maxWinning, max: DICE.rolls - 1 - DICE.minWinning }
    : { min: DICE.minWinning, max: DICE.maxWinning };
}

/**
 * arcadia-dice: pick a side and a target; the roll (0.00–99.99) wins above it (over) or below it
 * (under). Chance and payout follow the pick; the last roll shows on the bar.
 */
export function DiceBoard({ outcome, rolling, pick, onPick }: Props) {
  const { t } = useTranslation('house-games');
  const range = targetRange(pick.over);
  const winning = diceWinning(pick.target, pick.over);
  const setTarget = (target: number) => onPick({ ...pick, target: Math.min(range.max, Math.max(range.min, Math.round(target))) });
  return (
    <Stack gap="sm" data-testid="dice-board" style={{ opacity: rolling ? 0.7 : 1 }}>
      <Stack
        align="center"
        justify="center"
        gap={2}
        h={120}
        style={{ background: 'radial-gradient(circle at 50% 30%, #845ef7, #3b1f8f)', borderRadius: 12, color: '#fff' }}
      >
        {outcome ? (
          <>
            <Text fz={44} fw={900} aria-live="polite" data-testid="dice-roll" c={outcome.won ? '#b2f2bb' : '#ffc9c9'}>
              {show(outcome.roll)}
            </Text>
            <Text fw={700} data-testid="dice-verdict">
              {outcome.won ? t('dice.won', { payout: outcome.payout }) : t('dice.lost')}
            </Text>
          </>
        ) : (
          <Text fz="lg" fw={600}>
            {t('dice.idle')}
          </Text>
        )}
      </Stack>
      <SegmentedControl
        fullWidth
        aria-label={t('dice.side')}
        data={[
          { value: 'under', label: t('dice.under') },
          { value: 'over', label: t('dice.over') },
        ]}
        value={pick.over ? 'over' : 'under'}
        onChange={(v) => {
          const over = v === 'over';
          // The same chance on the other side: under 49.50 becomes over 50.49.
          onPick({ over, target: DICE.rolls - 1 - pick.target });
        }}
      />
      <Slider
        min={range.min}
        max={range.max}
        step={1}
        value={pick.target}
        onChange={setTarget}
        label={show}
        thumbLabel={t('dice.target')}
        color={pick.over ? 'teal' : 'grape'}
        inverted={pick.over}
        marks={outcome ? [{ value: outcome.roll, label: show(outcome.roll) }] : []}
        mb={outcome ? 'md' : 0}
      />
      <Group grow align="flex-start" wrap="wrap">
        <NumberInput
          label={t('dice.target')}
          value={pick.target / 100}
          decimalScale={2}
          fixedDecimalScale
          step={0.5}
          min={range.min / 100}
          max={range.max / 100}
          clampBehavior="blur"
          onChange={(v) => {
            // Mantine hands over text while the input shows fixed decimals ("75.00"): read both.
            const n = typeof v === 'number' ? v : Number.parseFloat(v);
            if (Number.isFinite(n)) setTarget(n * 100);
          }}
          data-testid="dice-target"
          miw={120}
        />
        <Stack gap={0} miw={100}>
          <Text size="sm" fw={500}>
            {t('dice.chance')}
          </Text>
          <Text fw={700} data-testid="dice-chance">
            {winning ? `${(winning / 100).toFixed(2)}%` : '—'}
          </Text>
        </Stack>
        <Stack gap={0} miw={100}>
          <Text size="sm" fw={500}>
            {t('dice.payout')}
          </Text>
          <Text fw={700} data-testid="dice-payout">
            {winning ? `×${diceMultiplier(winning)}` : '—'}
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
