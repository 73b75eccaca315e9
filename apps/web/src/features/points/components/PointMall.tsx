import type { MoneyFormat } from '@arcadia/contract';
import type { Reward, RewardType } from '@arcadia/contract/points';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRewards, useRewardTypes } from '../api/get-catalogue';
import { localName, visibleCount } from '../logic';
import { RewardCard } from './RewardCard';

type Props = {
  money: MoneyFormat | null;
  /** Opens the redeem popup (the page decides whether the visitor must log in first). */
  onRedeem(reward: Reward): void;
};

function TypeSection(props: {
  type: RewardType | null;
  items: Reward[];
  chosen: boolean;
  money: MoneyFormat | null;
  onRedeem(reward: Reward): void;
}) {
  const { t, i18n } = useTranslation('points');
  const [expanded, setExpanded] = useState(false);
  const shown = props.items.slice(0, visibleCount(props.chosen, expanded));
  const title = props.type ? localName(props.type, i18n.language) : t('mall.all');
  const id = `reward-type-${props.type?.typeId ?? 'all'}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      {props.chosen ? null : (
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
      )}
      {props.items.length === 0 ? (
        <Text c="dimmed">{t('mall.emptyType')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {shown.map((r) => (
            <RewardCard key={r.id} reward={r} money={props.money} onRedeem={props.onRedeem} />
          ))}
        </SimpleGrid>
      )}
      {props.items.length > shown.length ? (
        <Group justify="center">
          <Button variant="light" onClick={() => setExpanded(true)} aria-expanded={false} data-testid="rewards-more">
            {t('mall.more', { count: props.items.length - shown.length })}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** The points mall (spec 001 §2): tabs All plus the reward types; cards; a more expander per type. */
export function PointMall({ money, onRedeem }: Props) {
  const { t, i18n } = useTranslation('points');
  const types = useRewardTypes();
  const rewards = useRewards();
  const [tab, setTab] = useState<string>('all');
  if (types.isPending || rewards.isPending)
    return (
      <Group justify="center" p="xl">
        <Loader role="status" aria-label={t('mall.loading')} />
      </Group>
    );
  if (types.isError || rewards.isError)
    return (
      <Alert color="red" role="alert" title={t('mall.error')}>
        <Button variant="light" size="xs" mt="xs" onClick={() => void Promise.all([types.refetch(), rewards.refetch()])}>
          {t('mall.retry')}
        </Button>
      </Alert>
    );
  const list = rewards.data.list;
  if (!list.length) return <Text c="dimmed">{t('mall.empty')}</Text>;
  const byType = (typeId: number) => list.filter((r) => r.type === typeId);
  return (
    <Tabs value={tab} onChange={(v) => setTab(v ?? 'all')} keepMounted={false}>
      <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        <Tabs.Tab value="all">{t('mall.all')}</Tabs.Tab>
        {types.data.map((ty) => (
          <Tabs.Tab key={ty.typeId} value={String(ty.typeId)}>
            {localName(ty, i18n.language)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="all">
        <Stack gap="xl">
          {types.data.map((ty) => (
            <TypeSection key={ty.typeId} type={ty} items={byType(ty.typeId)} chosen={false} money={money} onRedeem={onRedeem} />
          ))}
        </Stack>
      </Tabs.Panel>
      {types.data.map((ty) => (
        <Tabs.Panel key={ty.typeId} value={String(ty.typeId)}>
          <TypeSection type={ty} items={byType(ty.typeId)} chosen money={money} onRedeem={onRedeem} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
