import { formatMoney, type MoneyFormat } from '@arcadia/contract';
import type { Reward } from '@arcadia/contract/points';
import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCdnImage } from '../../../lib/cdn';
import { localName, pointsText } from '../logic';

type Props = { reward: Reward; money: MoneyFormat | null; onRedeem(reward: Reward): void };

/** What the card says the item costs: the point price, and points plus money where offered. */
export function PriceLines({ reward, money }: { reward: Reward; money: MoneyFormat | null }) {
  const { t } = useTranslation('points');
  const cash = (v: string) => (money ? formatMoney(v, money) : v);
  const showMixed = reward.price === null || reward.displayPointMoneyAmt === 'Y';
  return (
    <Stack gap={2}>
      {reward.price !== null ? (
        <Text fw={700} c="var(--mantine-primary-color-filled)">
          {t('card.points', { points: pointsText(reward.price) })}
        </Text>
      ) : null}
      {showMixed && reward.mpPointAmount !== null && reward.mpMoneyAmount !== null ? (
        <Text size="sm" fw={reward.price === null ? 700 : 400}>
          {t('card.mixed', { points: pointsText(reward.mpPointAmount), money: cash(reward.mpMoneyAmount) })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One reward of the mall. */
export function RewardCard({ reward, money, onRedeem }: Props) {
  const { t, i18n } = useTranslation('points');
  const name = localName(reward, i18n.language);
  const main = reward.merchandiseImages.find((i) => i.type === 'M')?.imageUrl ?? reward.imageLink;
  const image = useCdnImage(main ?? '');
  const soldOut = reward.inventory < 1;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={name} data-testid="reward-card">
      <Card.Section>
        <Image
          src={main ? image.src : null}
          onError={image.onError}
          alt=""
          h={140}
          fit="cover"
          fallbackSrc="data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg'/>"
        />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text fw={600} lineClamp={2} title={name}>
          {name}
        </Text>
        <PriceLines reward={reward} money={money} />
        <Group justify="space-between" gap={4} wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('card.stock', { count: reward.inventory })}
          </Text>
          {reward.adjustedCount > 0 ? (
            <Badge variant="light" size="sm">
              {t('card.redeemed', { count: reward.adjustedCount })}
            </Badge>
          ) : null}
        </Group>
        <Button fullWidth size="sm" onClick={() => onRedeem(reward)} disabled={soldOut}>
          {soldOut ? t('card.soldOut') : t('card.redeem')}
        </Button>
      </Stack>
    </Card>
  );
}
