import type { LotteryGroup } from '@arcadia/contract/lottery';
import { LOTTERY_LIMITS } from '@arcadia/contract/lottery';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gameName } from './labels';

/** Spec 001 §2 lottery menu: groups, the first 4 games of each, expandable when there are more. */
export function LotteryMenu({ groups, bettingHref }: { groups: LotteryGroup[]; bettingHref: (code: string, playType: string) => string }) {
  const { t } = useTranslation('lottery');
  const [open, setOpen] = useState<Record<number, boolean>>({});
  return (
    <Card withBorder padding="sm" component="nav" aria-label={t('menu.title')}>
      <Title order={2} size="h4" mb="xs">
        {t('menu.title')}
      </Title>
      <Stack gap="sm">
        {groups.map((g) => {
          const expanded = open[g.gameGroupId] ?? false;
          const games = expanded ? g.gameMenus : g.gameMenus.slice(0, LOTTERY_LIMITS.menuPerGroup);
          return (
            <div key={g.gameGroupId}>
              <Text fw={600} size="sm" c="dimmed" id={`lott-group-${g.gameGroupId}`}>
                {t(`group.${g.gameGroupCode}`, { defaultValue: g.labelName })}
              </Text>
              <Group gap="xs" mt={4} role="list" aria-labelledby={`lott-group-${g.gameGroupId}`}>
                {games.map((game) => (
                  <Anchor role="listitem" key={game.code} component={Link} to={bettingHref(game.code, game.defaultPlayType)} size="sm">
                    {gameName(t, game.code, game.remark)}
                  </Anchor>
                ))}
                {g.gameMenus.length > LOTTERY_LIMITS.menuPerGroup && (
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    aria-expanded={expanded}
                    onClick={() => setOpen({ ...open, [g.gameGroupId]: !expanded })}
                  >
                    {expanded ? t('menu.less') : t('menu.more')}
                  </Button>
                )}
              </Group>
            </div>
          );
        })}
      </Stack>
    </Card>
  );
}
