import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClaims } from '../api/get-claims';

const STATUS_COLOR = { PENDING: 'yellow', APPROVED: 'green', REJECTED: 'red' } as const;

/** The member's reward applications: status, the bonus paid and the wagering (turnover) it requires. */
export function MyClaims({ language }: { language: string }) {
  const { t } = useTranslation('promotions');
  const { data } = useClaims(true, language);
  if (!data?.length) return null;
  return (
    <section aria-labelledby="my-claims-title">
      <Title order={2} size="h4" id="my-claims-title" mb="sm">
        {t('claims.title')}
      </Title>
      <Stack gap="xs" data-testid="my-claims">
        {data.map((c) => (
          <Card key={c.id} withBorder padding="sm" radius="md" data-testid="my-claim">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={500} truncate>
                {c.promotionTitle}
              </Text>
              <Badge color={STATUS_COLOR[c.status]} variant="light">
                {t(`status.${c.status}`)}
              </Badge>
            </Group>
            {c.bonus ? (
              <Text size="sm" c="dimmed" data-testid="my-claim-wagering">
                {t('claims.paid', { bonus: Number(c.bonus).toFixed(2), turnover: Number(c.turnoverRequired ?? 0).toFixed(2) })}
              </Text>
            ) : null}
            {c.decisionRemarks ? <Text size="sm">{c.decisionRemarks}</Text> : null}
          </Card>
        ))}
      </Stack>
    </section>
  );
}

export default MyClaims;
