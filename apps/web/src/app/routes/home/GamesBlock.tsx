import type { GameLane } from '@arcadia/contract/games';
import { SimpleGrid } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconCards, IconFish, IconLive, IconLottery, IconSlots, IconSports } from '../../../components/icons';
import { type PathKey, paths } from '../../../config/paths';
import { useSessionStore } from '../../../features/session';

// The live block (vendors, launch) is its own chunk, fetched after first paint: see useWanted.
const HomeEntrance = lazy(() => import('../games/HomeEntrance'));

const CATEGORIES: readonly { key: string; path: PathKey; lane: GameLane | null; Icon: ComponentType<{ size?: number }> }[] = [
  { key: 'sports', path: 'sports', lane: 'SPORTS', Icon: IconSports },
  { key: 'live', path: 'live', lane: 'LIVE', Icon: IconLive },
  { key: 'fish', path: 'fish', lane: 'FISH', Icon: IconFish },
  { key: 'pvp', path: 'pvp', lane: 'PVP', Icon: IconCards },
  { key: 'rng', path: 'electron', lane: 'RNG', Icon: IconSlots },
  { key: 'lottery', path: 'lott', lane: null, Icon: IconLottery },
];
const FIRST_INTERACTION = ['pointermove', 'pointerdown', 'scroll', 'keydown', 'touchstart'] as const;

/**
 * The games entrance loads once its tiles are in view and the page is in use (a pointer move,
 * touch, key or scroll; members at once): a visitor's first load keeps to the home budget, and
 * until then the tiles are plain links to the lanes.
 */
function useWanted<T extends Element>() {
  const ref = useRef<T>(null);
  const member = useSessionStore((s) => s.token) !== null;
  const [seen, setSeen] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    if (typeof IntersectionObserver === 'undefined') return setSeen(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true));
    io.observe(el);
    return () => io.disconnect();
  }, [seen]);
  useEffect(() => {
    if (used) return;
    const on = () => setUsed(true);
    for (const e of FIRST_INTERACTION) window.addEventListener(e, on, { once: true, passive: true });
    return () => {
      for (const e of FIRST_INTERACTION) window.removeEventListener(e, on);
    };
  }, [used]);
  return { ref, wanted: seen && (used || member) };
}

/** The home page's game tiles: sports, live, fish, PvP, RNG and lottery (spec 001 §2). */
export function GamesBlock() {
  const { t } = useTranslation('system');
  const { ref, wanted } = useWanted<HTMLDivElement>();
  const tiles = CATEGORIES.map(({ key, path, lane, Icon }) => ({
    key,
    lane,
    href: paths[path],
    name: t(`home.category.${key}.name`),
    desc: t(`home.category.${key}.desc`),
    icon: <Icon size={28} />,
  }));
  const plain = (
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
  return (
    <>
      {wanted ? (
        <Suspense fallback={plain}>
          <HomeEntrance tiles={tiles} more={(name) => (name ? t('home.moreNamed', { name }) : t('home.more'))} />
        </Suspense>
      ) : (
        plain
      )}
      <div ref={ref} aria-hidden="true" />
    </>
  );
}
