import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { type CSSProperties, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSessionStore } from '../../../features/session';
import { useConsolidatedSettings } from '../../../features/system';
import { heroColors } from '../../../lib/theme';
import { GamesBlock } from './GamesBlock';

// Banners and popups load after the first paint, in a small chunk of their own.
const HomePromotions = lazy(() => import('./HomePromotions'));
// The winner board sits below the fold: its code and data load when the visitor scrolls near it.
const HomeWinners = lazy(() => import('./HomeWinners'));

/**
 * The winner board's place: below the fold, so its code and data load when the visitor scrolls near
 * it, not with the first paint (the home route's JS budget, ARCHITECTURE.md §5). Kept small on purpose.
 */
function WinnersWhenNear() {
  const [near, setNear] = useState(false);
  if (near)
    return (
      <Suspense fallback={null}>
        <HomeWinners />
      </Suspense>
    );
  const watch = (el: HTMLDivElement | null) => {
    if (!el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries[0]?.isIntersecting) return;
        io.disconnect();
        setNear(true);
      },
      { rootMargin: '300px' },
    );
    io.observe(el);
    return () => io.disconnect();
  };
  return <div ref={watch} style={{ minHeight: 120 }} />;
}

export default function HomePage() {
  const { t } = useTranslation('system');
  const { data } = useConsolidatedSettings();
  const signedIn = useSessionStore((s) => s.token) != null;
  const name = data?.merchant.name ?? '';
  const hero = heroColors(data?.templates.colors.primary ?? '#5b21b6');
  const heroStyle = { '--arcadia-hero-from': hero.from, '--arcadia-hero-to': hero.to, '--arcadia-hero-text': hero.text } as CSSProperties;

  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
        <Suspense fallback={<div className="arcadia-banner-space" aria-hidden="true" />}>
          <HomePromotions />
        </Suspense>
        <section className="arcadia-hero" style={heroStyle} aria-labelledby="home-hero-title">
          <Stack gap="md" maw={640} pos="relative" style={{ zIndex: 1 }}>
            <Title order={1} id="home-hero-title" fz={{ base: 30, sm: 44 }} lh={1.15}>
              {t('home.heroTitle', { name })}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }}>{t('home.heroSubtitle')}</Text>
            {signedIn ? null : (
              <Group gap="sm" mt="sm">
                <Button component={Link} to={paths.register} size="lg" color="dark" autoContrast>
                  {t('home.heroCta')}
                </Button>
                <Button component={Link} to={paths.login} size="lg" variant="outline" style={{ color: hero.text, borderColor: hero.text }}>
                  {t('home.heroSecondary')}
                </Button>
              </Group>
            )}
          </Stack>
        </section>

        <section aria-labelledby="home-categories-title">
          <Title order={2} id="home-categories-title" mb="md">
            {t('home.categoriesTitle')}
          </Title>
          <GamesBlock />
        </section>

        <WinnersWhenNear />

        <section aria-labelledby="home-welcome-title">
          <Title order={2} id="home-welcome-title" mb="sm">
            {t('home.welcomeTitle')}
          </Title>
          <Text maw={720}>{t('home.welcomeBody')}</Text>
        </section>
      </Stack>
    </Container>
  );
}
