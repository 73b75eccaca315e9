import { Alert, Button, Card, Center, CopyButton, Group, Loader, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useReferral } from '../api/referral';

type Props = {
  /** The registration link carrying the code (the route table belongs to the app). */
  inviteUrl: (code: string) => string;
  formatAmount: (amount: string) => string;
  formatDateTime: (iso: string) => string;
};

function Copyable({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('referral');
  return (
    <Group align="end" gap="xs" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        style={{ flex: 1, minWidth: 0 }}
        data-testid={testId}
        onFocus={(e) => e.currentTarget.select()}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'light' : 'filled'}
            color={copied ? 'teal' : undefined}
            onClick={copy}
            aria-label={t('copyLabel', { what: label })}
          >
            {copied ? t('copied') : t('copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** referral (spec 000 §6): the member's invite code and link, the terms, who joined, and the rewards. */
export function ReferralPanel({ inviteUrl, formatAmount, formatDateTime }: Props) {
  // The strings load lazily: wait for them rather than flash raw keys.
  const { t, ready } = useTranslation('referral');
  const { data, isPending, isError, error, refetch } = useReferral();
  if (!ready || isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  if (isError) {
    if (error instanceof ApiError && error.code === 'referral_disabled') return <Alert color="gray">{error.message}</Alert>;
    return (
      <Alert color="red" title={t('error')}>
        <Button variant="light" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="md" data-testid="referral">
      <Card withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="xs">
          {t('invite')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {Number(data.minDeposit) > 0
            ? t('termsMin', { reward: formatAmount(data.reward), min: formatAmount(data.minDeposit) })
            : t('terms', { reward: formatAmount(data.reward) })}
        </Text>
        <Stack gap="sm">
          <Copyable label={t('code')} value={data.code} testId="referral-code" />
          <Copyable label={t('link')} value={inviteUrl(data.code)} testId="referral-link" />
        </Stack>
      </Card>
      <SimpleGrid cols={2} spacing="md">
        <Card withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {t('joined')}
          </Text>
          <Text size="xl" fw={700}>
            {data.members.length}
          </Text>
        </Card>
        <Card withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {t('earned')}
          </Text>
          <Text size="xl" fw={700} data-testid="referral-total">
            {formatAmount(data.totalReward)}
          </Text>
        </Card>
      </SimpleGrid>
      <section>
        <Title order={3} size="h5" mb="xs">
          {t('members')}
        </Title>
        {data.members.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('col.account')}</Table.Th>
                  <Table.Th>{t('col.joined')}</Table.Th>
                  <Table.Th>{t('col.reward')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.members.map((m) => (
                  <Table.Tr key={`${m.account}:${m.joinedAt}`}>
                    <Table.Td>{m.account}</Table.Td>
                    <Table.Td>{formatDateTime(m.joinedAt)}</Table.Td>
                    <Table.Td>{m.reward ? formatAmount(m.reward) : t('pending')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
    </Stack>
  );
}

export default ReferralPanel;
