import { Affix, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useGrabRain, useOpenRains } from '../api/rains';
import { amount, hour } from './format';

/**
 * Signed-in members: the open red-envelope rains of their uplines, with a grab button. Renders
 * nothing when there is none (the usual case), so it costs one small poll.
 */
export default function RainBanner({ onGrabbed }: { onGrabbed?: () => void }) {
  const { t } = useTranslation('agents');
  const open = useOpenRains();
  const grab = useGrabRain();
  const [result, setResult] = useState<string | null>(null);
  const rain = open.data?.find((r) => r.mine === null);
  if (!rain && !result) return null;
  const take = async (id: number) => {
    try {
      const got = await grab.mutateAsync(id);
      setResult(t('rain.got', { amount: amount(got.amount) }));
      onGrabbed?.();
    } catch (e) {
      setResult(e instanceof ApiError && e.message ? e.message : t('error.generic'));
    }
  };
  return (
    <Affix position={{ bottom: 150, right: 16 }} zIndex={150}>
      <Card withBorder shadow="md" radius="md" p="sm" maw={300} bg="red.8" c="white" role="region" aria-label={t('rain.tab')}>
        <Stack gap={6}>
          {rain ? (
            <>
              <Text fw={700} size="sm">
                {t('rain.banner', { agent: rain.agent })}
              </Text>
              <Text size="xs">{t('rain.ends', { time: hour(rain.endsAt).slice(11) })}</Text>
            </>
          ) : null}
          <Text size="sm" role="status" aria-live="polite" data-testid="rain-result">
            {result}
          </Text>
          <Group gap="xs" justify="flex-end">
            {rain ? (
              <Button size="xs" color="yellow" c="dark" loading={grab.isPending} onClick={() => void take(rain.id)}>
                {t('rain.grab')}
              </Button>
            ) : (
              <Button size="xs" variant="white" color="dark" onClick={() => setResult(null)}>
                {t('rain.close')}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
    </Affix>
  );
}
