import type { GameLane, VendorCard } from '@arcadia/contract/games';
import { Alert, Badge, Card, Center, Loader, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { lanePath } from '../../../config/paths';
import { useVendors } from '../api/get-vendors';
import { useLauncher } from '../hooks/use-launcher';
import { GameImage } from './GameImage';
import { MaintenanceLayer } from './MaintenanceLayer';
import { MatchList } from './MatchList';
import { PopupGameList } from './PopupGameList';

/**
 * A game-category page (`/live`, `/fish`, `/sports`, `/pvp`, `?page={accountTypeName}`): the lane's
 * vendor cards. A VASSALAGE vendor opens its popup game list (`?page=` opens it directly), a `game`
 * vendor starts its lobby, an RNG vendor goes to the slot lobby.
 */
export default function CategoryPage({
  lane,
  onLoginRequired,
  headingOrder = 1,
}: {
  lane: GameLane;
  onLoginRequired: () => void;
  /** 2 where the lane is a section of a wider page (`/casino`'s live tables). */
  headingOrder?: 1 | 2;
}) {
  const { t, i18n } = useTranslation('games');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const vendors = useVendors(lane);
  const launcher = useLauncher(onLoginRequired);
  const open = vendors.data?.find((v) => v.accountTypeName === params.get('page') && v.isGame === 'VASSALAGE');

  const choose = (v: VendorCard) => {
    if (v.gameType === 'RNG') navigate(lanePath('RNG', v.accountTypeName));
    else if (v.isGame === 'VASSALAGE') setParams({ page: v.accountTypeName });
    else void launcher.launch({ vendor: v });
  };

  return (
    <Stack gap="md">
      <Title order={headingOrder}>{t(`lane.${lane}`)}</Title>
      {vendors.isLoading ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('loading')} />
        </Center>
      ) : vendors.isError ? (
        <Alert color="red" title={t('error.title')}>
          {t('error.body')}
        </Alert>
      ) : (vendors.data ?? []).length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('noVendors')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {(vendors.data ?? []).map((v) => (
            <li key={v.cardId}>
              <UnstyledButton onClick={() => choose(v)} w="100%" aria-label={t('vendor.open', { vendor: v.displayName })}>
                <Card withBorder radius="md" padding="sm">
                  <Card.Section>
                    {/* A vendor's picture is a 5:2 banner, its logo at the left edge: a fixed height cut
                        the logo in half in a phone's two columns. */}
                    <GameImage src={v.lagerIcon} alt="" aspectRatio="5 / 2" />
                  </Card.Section>
                  <Text fw={600} mt="xs">
                    {v.displayName}
                  </Text>
                  {v.maintenance ? (
                    <Badge color="orange" variant="light" mt={4}>
                      {t('vendor.maintenance')}
                    </Badge>
                  ) : v.freeplay === 1 ? (
                    <Badge variant="light" mt={4}>
                      {t('vendor.freeplay')}
                    </Badge>
                  ) : null}
                </Card>
              </UnstyledButton>
            </li>
          ))}
        </SimpleGrid>
      )}
      {open ? (
        <PopupGameList
          vendor={open}
          onClose={() => setParams({})}
          onPlay={(game, trial) => void launcher.launch({ game, trial })}
          pending={launcher.pending}
        />
      ) : null}
      <MaintenanceLayer notice={launcher.maintenance} onClose={launcher.clearMaintenance} onPlay={launcher.launch} />
      {lane === 'SPORTS' ? <MatchList formatDateTime={(iso) => new Date(iso).toLocaleString(i18n.language)} /> : null}
    </Stack>
  );
}
