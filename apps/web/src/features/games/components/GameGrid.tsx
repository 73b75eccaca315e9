import type { GamePage } from '@arcadia/contract/games';
import { Alert, Button, Center, Loader, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type GameActions, GameCard } from './GameCard';

type Props = GameActions & {
  data: GamePage | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onPage: (pageNo: number) => void;
  cols?: { base: number; xs?: number; sm?: number; md?: number; lg?: number };
};

/** A page of games with loading, empty and error states and the pager. */
export function GameGrid({ data, isLoading, isError, onRetry, onPage, cols, ...actions }: Props) {
  const { t } = useTranslation('games');
  if (isLoading)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  if (isError || !data)
    return (
      <Alert color="red" title={t('error.title')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('error.body')}</Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('error.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (data.content.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="games-empty">
        {t('empty')}
      </Text>
    );
  return (
    <Stack gap="md">
      <SimpleGrid cols={cols ?? { base: 2, xs: 3, md: 4, lg: 5 }} spacing="sm" data-testid="game-grid">
        {data.content.map((g) => (
          <GameCard key={g.nodeId} game={g} {...actions} />
        ))}
      </SimpleGrid>
      {data.totalPages > 1 ? (
        <Center>
          <Pagination
            total={data.totalPages}
            value={data.pageNum}
            onChange={onPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
            getItemProps={(page) => ({ 'aria-label': t('pager.page', { page }) })}
          />
        </Center>
      ) : null}
    </Stack>
  );
}
