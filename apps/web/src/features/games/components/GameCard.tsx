import type { SlotGame } from '@arcadia/contract/games';
import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GameImage } from './GameImage';

export type GameActions = {
  onPlay: (game: SlotGame, trial: boolean) => void;
  /** Absent where favourites are not offered (the popup list). */
  onFavourite?: (game: SlotGame) => void;
  pending: string | null;
  favouriteBusy?: number | null;
};

/** One game of a grid: picture, name, vendor, favourite toggle, play now and (supportPlay 0) free trial. */
export function GameCard({ game, onPlay, onFavourite, pending, favouriteBusy }: { game: SlotGame } & GameActions) {
  const { t } = useTranslation('games');
  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-label={game.nodeName} data-testid="game-card">
      <Card.Section pos="relative">
        <GameImage src={game.showIcon} alt="" height={110} />
        {onFavourite ? (
          <ActionIcon
            pos="absolute"
            top={6}
            right={6}
            radius="xl"
            variant={game.favourite ? 'filled' : 'white'}
            color="pink"
            aria-pressed={game.favourite}
            aria-label={t(game.favourite ? 'favourite.remove' : 'favourite.add', { name: game.nodeName })}
            loading={favouriteBusy === game.nodeId}
            onClick={() => onFavourite(game)}
          >
            <span aria-hidden="true">{game.favourite ? '♥' : '♡'}</span>
          </ActionIcon>
        ) : null}
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Text fw={600} size="sm" lineClamp={1} component="h3" m={0}>
          {game.nodeName}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {game.displayName}
        </Text>
        <Group gap={6} mt={4}>
          <Button
            size="compact-sm"
            flex="1 0 auto"
            loading={pending === `${game.nodeId}:false`}
            onClick={() => onPlay(game, false)}
            aria-label={t('play.nowNamed', { name: game.nodeName })}
          >
            {t('play.now')}
          </Button>
          {game.supportPlay === 0 ? (
            <Button
              size="compact-sm"
              variant="light"
              flex="1 0 auto"
              loading={pending === `${game.nodeId}:true`}
              onClick={() => onPlay(game, true)}
              aria-label={t('play.trialNamed', { name: game.nodeName })}
            >
              {t('play.trial')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
