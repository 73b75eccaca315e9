import type { FishOutcome } from '@arcadia/contract/house-games';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The sea: what the last shot caught and its multiplier of the bet. */
export function FishBoard({ outcome, shooting }: { outcome: FishOutcome | null; shooting: boolean }) {
  const { t } = useTranslation('house-games');
  return (
    <Stack
      align="center"
      justify="center"
      gap={4}
      h={200}
      data-testid="fish-sea"
      style={{
        background: 'radial-gradient(circle at 50% 30%, #4dabf7, #1864ab)',
        borderRadius: 12,
        color: '#fff',
        opacity: shooting ? 0.7 : 1,
      }}
    >
      {outcome ? (
        <>
          <Text fz={28} fw={800} aria-live="polite" data-testid="fish-catch">
            {t(`fish.catch.${outcome.fish}`)}
          </Text>
          <Text fz={40} fw={900} data-testid="fish-multiplier">
            ×{outcome.multiplier}
          </Text>
        </>
      ) : (
        <Text fz="lg" fw={600}>
          {t('fish.idle')}
        </Text>
      )}
    </Stack>
  );
}
