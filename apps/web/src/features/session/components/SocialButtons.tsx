import { Button, Divider, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'twitter', 'line'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * Social sign-in buttons for the providers the merchant switched on. Social sign-in itself is
 * not built yet, so a click says so plainly instead of pretending to work.
 */
export function SocialButtons({ enabled }: { enabled: readonly SocialProvider[] }) {
  const { t } = useTranslation('session');
  const [notice, setNotice] = useState<string | null>(null);
  if (enabled.length === 0) return null;
  return (
    <section aria-label={t('social.title')}>
      <Divider label={t('social.title')} labelPosition="center" my="xs" />
      <SimpleGrid cols={enabled.length === 1 ? 1 : 2} spacing="xs">
        {enabled.map((p) => (
          <Button key={p} variant="default" size="sm" onClick={() => setNotice(t('social.soon', { provider: t(`social.${p}`) }))}>
            {t(`social.${p}`)}
          </Button>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="xs" role="status" aria-live="polite">
        {notice}
      </Text>
    </section>
  );
}
