import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useVipBenefits } from '../api/vip';

/** What each VIP level gives: its level-up bonus, marked when the member has received it. */
export function VipBenefitsList({ formatAmount }: { formatAmount: (amount: string) => string }) {
  const { t } = useTranslation('reward-centre');
  const { data, isPending, isError } = useVipBenefits();
  if (isPending) return <Skeleton height={40} />;
  if (isError)
    return (
      <Text size="xs" c="dimmed">
        {t('vip.unavailable')}
      </Text>
    );
  const levels = data.levels.filter((l) => Number(l.levelUpBonus) > 0);
  if (levels.length === 0)
    return (
      <Text size="xs" c="dimmed" data-testid="vip-benefits-none">
        {t('vip.none')}
      </Text>
    );
  return (
    <Stack gap={4} data-testid="vip-benefits">
      <Text size="sm" fw={600}>
        {t('vip.title')}
      </Text>
      <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {levels.map((l) => (
          <Group key={l.labelId} component="li" gap={6} wrap="wrap" aria-current={l.labelId === data.currentLabelId ? 'true' : undefined}>
            <Text size="sm">{t('vip.bonus', { level: l.labelName, amount: formatAmount(l.levelUpBonus) })}</Text>
            {l.received ? (
              <Badge size="xs" color="green" variant="light">
                {t('vip.received')}
              </Badge>
            ) : null}
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

export default VipBenefitsList;
