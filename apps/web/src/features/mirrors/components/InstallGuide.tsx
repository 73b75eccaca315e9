import { INSTALL_GUIDE } from '@arcadia/contract/mirrors';
import { ActionIcon, Box, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const CARD = INSTALL_GUIDE.stepPx - 20;

/**
 * The iOS install guide: 6 steps in a strip that moves by 270 px per step (spec 001 §2). A
 * merchant's own screenshots replace the numbered cards when `images` holds all six.
 */
export function InstallGuide({ images }: { images?: readonly string[] }) {
  const { t } = useTranslation('mirrors');
  const [step, setStep] = useState(0);
  const last = INSTALL_GUIDE.images - 1;
  const steps = Array.from({ length: INSTALL_GUIDE.images }, (_, i) => i);
  const own = images && images.length === INSTALL_GUIDE.images ? images : null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="ios-guide-title">
      <Title order={2} size="h4" id="ios-guide-title">
        {t('guide.title')}
      </Title>
      <Group wrap="nowrap" gap="xs" align="center">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => setStep((s) => Math.max(0, s - 1))}
          disabled={step === 0}
          aria-label={t('guide.previous')}
        >
          ‹
        </ActionIcon>
        <Box style={{ overflow: 'hidden', width: INSTALL_GUIDE.stepPx, maxWidth: 'calc(100vw - 120px)' }}>
          <Box
            data-testid="ios-guide-track"
            style={{
              display: 'flex',
              gap: 20,
              transform: `translateX(-${step * INSTALL_GUIDE.stepPx}px)`,
              transition: 'transform 300ms ease',
            }}
          >
            {steps.map((i) => (
              <Paper
                key={i}
                withBorder
                p="md"
                w={CARD}
                miw={CARD}
                h={200}
                aria-hidden={i !== step}
                aria-label={t('guide.step', { step: i + 1 })}
              >
                {own ? (
                  <img src={own[i]} alt={t(`guide.s${i + 1}`)} width={CARD - 32} height={168} style={{ objectFit: 'contain' }} />
                ) : (
                  <Stack align="center" justify="center" h="100%" gap="sm">
                    <ThemeIcon size={48} radius="xl" variant="light">
                      {i + 1}
                    </ThemeIcon>
                    <Text ta="center" size="sm">
                      {t(`guide.s${i + 1}`)}
                    </Text>
                  </Stack>
                )}
              </Paper>
            ))}
          </Box>
        </Box>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => setStep((s) => Math.min(last, s + 1))}
          disabled={step === last}
          aria-label={t('guide.next')}
        >
          ›
        </ActionIcon>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('guide.position', { step: step + 1, total: INSTALL_GUIDE.images })}
      </Text>
    </Stack>
  );
}
