import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ComponentType, type CSSProperties, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconCards, IconFish, IconLive, IconLottery, IconSlots, IconSports } from '../../../components/icons';
import { type PathKey, paths } from '../../../config/paths';
import { type EntranceTile, GamesEntrance } from '../../../features/games';
import { useSessionStore } from '../../../features/session';
import { useConsolidatedSettings } from '../../../features/system';
import { heroColors } from '../../../lib/theme';
import { useLoginGate } from '../games/login-gate';

const CATEGORIES: readonly { key: string; path: PathKey; lane: EntranceTile['lane']; Icon: ComponentType<{ size?: number }> }[] = [
  { key: 'sports', path: 'sports', lane: 'SPORTS', Icon: IconSports },
  { key: 'live', path: 'live', lane: 'LIVE', Icon: IconLive },
  { key: 'fish', path: 'fish', lane: 'FISH', Icon: IconFish },
  { key: 'pvp', path: 'pvp', lane: 'PVP', Icon: IconCards },
  { key: 'rng', path: 'electron', lane: 'RNG', Icon: IconSlots },
  { key: 'lottery', path: 'lott', lane: null, Icon: IconLottery },
];

/** True once the element comes near the viewport: the games entrance loads then, not with the page. */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return { ref, near };
}

export default function HomePage() {
  const { t } = useTranslation('system');
  const { data } = useConsolidatedSettings();
  const signedIn = useSessionStore((s) => s.token) != null;
  const name = data?.merchant.name ?? '';
  const hero = heroColors(data?.templates.colors.primary ?? '#5b21b6');
  const entrance = useNearViewport<HTMLElement>();
  const { requireLogin, gate } = useLoginGate();
  const tiles: EntranceTile[] = CATEGORIES.map(({ key, path, lane, Icon }) => ({
    key,
    lane,
    href: paths[path],
    name: t(`home.category.${key}.name`),
    desc: t(`home.category.${key}.desc`),
    icon: <Icon size={28} />,
  }));
  const staticTiles = (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <Link to={tile.href} className="arcadia-tile">
            <span className="arcadia-tile-icon">{tile.icon}</span>
            <span className="arcadia-tile-name">{tile.name}</span>
            <span className="arcadia-tile-desc">{tile.desc}</span>
          </Link>
        </li>
      ))}
    </SimpleGrid>
  );
  const heroStyle = { '--arcadia-hero-from': hero.from, '--arcadia-hero-to': hero.to, '--arcadia-hero-text': hero.text } as CSSProperties;

  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
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

        <section aria-labelledby="home-categories-title" ref={entrance.ref}>
          <Title order={2} id="home-categories-title" mb="md">
            {t('home.categoriesTitle')}
          </Title>
          {entrance.near ? (
            <Suspense fallback={staticTiles}>
              <GamesEntrance tiles={tiles} onLoginRequired={requireLogin} />
            </Suspense>
          ) : (
            staticTiles
          )}
          {gate}
        </section>

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
