import { GAMES_LIMITS, type GameLane, type VendorCard } from '@arcadia/contract/games';
import { Anchor, Button, Group, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { lanePath } from '../../../config/paths';
import { useVendors } from '../api/get-vendors';
import { useLauncher } from '../hooks/use-launcher';
import { MaintenanceLayer } from './MaintenanceLayer';

export type EntranceTile = { key: string; lane: GameLane | null; name: string; desc: string; icon: ReactNode; href: string };

/**
 * The games entrance block (spec 001 §2): a tile per lane with at most 3 vendors and a more link.
 * RNG vendors open the slot lobby, VASSALAGE vendors their game list, `game` vendors start at once.
 */
export default function GamesEntrance({ tiles, onLoginRequired }: { tiles: EntranceTile[]; onLoginRequired: () => void }) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const vendors = useVendors().data ?? [];
  const launcher = useLauncher(onLoginRequired);
  const choose = (v: VendorCard) => {
    if (v.gameType === 'RNG' || v.isGame === 'VASSALAGE') navigate(lanePath(v.gameType, v.accountTypeName));
    else void launcher.launch({ vendor: v });
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {tiles.map((tile) => (
          <li key={tile.key} className="arcadia-tile" data-testid={`entrance-${tile.key}`}>
            <span className="arcadia-tile-icon">{tile.icon}</span>
            <Anchor component={Link} to={tile.href} className="arcadia-tile-name" c="inherit">
              {tile.name}
            </Anchor>
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
                    loading={launcher.pending === v.accountTypeName}
                    onClick={() => choose(v)}
                  >
                    {v.displayName}
                  </Button>
                ))}
              <Button component={Link} to={tile.href} size="compact-sm" variant="subtle" aria-label={t('entrance.moreNamed', { name: tile.name })}>
                {t('entrance.more')}
              </Button>
            </Group>
          </li>
        ))}
      </SimpleGrid>
      <MaintenanceLayer notice={launcher.maintenance} onClose={launcher.clearMaintenance} onPlay={launcher.launch} />
    </>
  );
}
