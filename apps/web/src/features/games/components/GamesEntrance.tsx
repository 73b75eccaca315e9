import { GAMES_LIMITS, type GameLane, type VendorCard } from '@arcadia/contract/games';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { lanePath } from '../../../config/paths';
import { getToken } from '../../../lib/storage';
import { useVendors } from '../api/get-vendors';
import type { MaintenanceNotice } from '../hooks/launch-flow';
import { MaintenanceLayer } from './MaintenanceLayer';

export type EntranceTile = { key: string; lane: GameLane | null; name: string; desc: string; icon: ReactNode; href: string };

/**
 * The games entrance block of the home page (spec 001 §2): a tile per lane with at most 3 vendors
 * and a more link. RNG vendors open the slot lobby, VASSALAGE vendors their category page with the
 * game list open, `game` vendors start at once. It sits in the home page's budget, so the texts
 * come from the page and the launch code loads on the click.
 */
export default function GamesEntrance({
  tiles,
  more,
  onLoginRequired,
}: {
  tiles: EntranceTile[];
  more: (tileName: string | null) => string;
  onLoginRequired: () => void;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const vendors = useVendors().data ?? [];
  const [pending, setPending] = useState<string | null>(null);
  const [maintenance, setMaintenance] = useState<MaintenanceNotice | null>(null);

  const choose = async (v: VendorCard) => {
    if (v.gameType === 'RNG' || v.isGame === 'VASSALAGE') return navigate(lanePath(v.gameType, v.accountTypeName));
    if (!getToken()) return onLoginRequired();
    // the window opens on the click itself, before the launch code has loaded
    const popup = v.windowMode !== 'inapp' ? window.open('about:blank', '_blank') : null;
    setPending(v.accountTypeName);
    try {
      const { runLaunch } = await import('../hooks/launch-flow');
      setMaintenance(await runLaunch({ vendor: v }, { popup, vendors, navigate, pathname }));
    } finally {
      setPending(null);
    }
  };
  const play = async (target: Parameters<typeof import('../hooks/launch-flow').runLaunch>[0]) => {
    const { runLaunch } = await import('../hooks/launch-flow');
    setMaintenance(await runLaunch(target, { popup: null, vendors, navigate, pathname }));
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {tiles.map((tile) => (
          <li key={tile.key} className="arcadia-tile" data-testid={`entrance-${tile.key}`}>
            <span className="arcadia-tile-icon">{tile.icon}</span>
            <Link to={tile.href} className="arcadia-tile-name" style={{ color: 'inherit' }}>
              {tile.name}
            </Link>
            <span className="arcadia-tile-desc">{tile.desc}</span>
            <Group gap={6}>
              {vendors
                .filter((v) => v.gameType === tile.lane)
                .slice(0, GAMES_LIMITS.entranceVendors)
                .map((v) => (
                  <Button
                    key={v.cardId}
                    size="compact-sm"
                    variant="light"
                    loading={pending === v.accountTypeName}
                    onClick={() => void choose(v)}
                  >
                    {v.displayName}
                  </Button>
                ))}
              <Button component={Link} to={tile.href} size="compact-sm" variant="subtle" aria-label={more(tile.name)}>
                {more(null)}
              </Button>
            </Group>
          </li>
        ))}
      </SimpleGrid>
      <MaintenanceLayer notice={maintenance} onClose={() => setMaintenance(null)} onPlay={(t) => void play(t)} />
    </>
  );
}
