import { ID_NUMBER_MAX, KYC_DOCUMENT_TYPES, type KycDocument, type KycDocumentType, type KycSettings } from '@arcadia/contract/kyc';
import { Alert, Badge, Button, Card, FileButton, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useKycStatus, useUploadKycDocument } from '../api/kyc';
import { checkDocumentFile, readAsDataUrl } from '../lib/document-file';

const STATUS_COLOR = { PENDING: 'yellow', APPROVED: 'teal', REJECTED: 'red', MORE_REQUESTED: 'orange' } as const;

type Props = { formatMoney(amount: string): string; formatDateTime(iso: string): string };

/** The member centre's identity page: the level, what the merchant asks and why, one upload per document. */
export default function IdentityPanel({ formatMoney, formatDateTime }: Props) {
  const { t } = useTranslation('kyc');
  const status = useKycStatus();
  if (status.isPending)
    return (
      <Group justify="center" p="lg">
        <Loader size="sm" role="img" aria-label={t('loading')} />
      </Group>
    );
  if (status.error || !status.data)
    return (
      <Alert color="red" role="alert" title={t('loadFailed')}>
        <Button size="xs" variant="light" mt="xs" onClick={() => void status.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  const { level, settings, documents } = status.data;
  const latest = new Map(documents.map((d) => [d.type, d]));
  return (
    <Stack gap="md" component="section" aria-labelledby="kyc-title" data-testid="kyc-panel">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id="kyc-title">
          {t('title')}
        </Title>
        <Badge size="lg" variant="light" color={level === 'NONE' ? 'gray' : 'teal'} data-testid="kyc-level">
          {t('level.current', { level: t(`level.${level}`) })}
        </Badge>
      </Group>
      <Requirements settings={settings} formatMoney={formatMoney} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {KYC_DOCUMENT_TYPES.map((type) => (
          <DocumentCard key={type} type={type} doc={latest.get(type) ?? null} formatDateTime={formatDateTime} />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('privacy')}
      </Text>
    </Stack>
  );
}

function Requirements({ settings: s, formatMoney }: { settings: KycSettings; formatMoney(amount: string): string }) {
  const { t } = useTranslation('kyc');
  // Keyed by rule, not by its text: every text is '' while the namespace loads, and equal keys left
  // stale empty bullets behind once it came (five <li> for three rules, issue 29).
  const amounts = { withdrawBasic: s.withdrawBasicOver, withdrawFull: s.withdrawFullOver, depositsFull: s.depositsFullOver };
  const lines: [string, string][] = Object.entries(amounts)
    .filter((e): e is [string, string] => e[1] !== null)
    .map(([rule, amount]) => [rule, t(`rules.${rule}`, { amount: formatMoney(amount) })]);
  lines.push(['age', t('rules.age', { age: s.minimumAge })]);
  return (
    <Card withBorder padding="sm" radius="md">
      <Text size="sm" fw={600}>
        {t('rules.title')}
      </Text>
      <Stack component="ul" gap={2} mt={4} pl="md" style={{ margin: 0 }}>
        {lines.map(([rule, text]) => (
          <Text component="li" size="sm" key={rule}>
            {text}
          </Text>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="xs">
        {t('rules.why')}
      </Text>
    </Card>
  );
}

function DocumentCard({
  type,
  doc,
  formatDateTime,
}: {
  type: KycDocumentType;
  doc: KycDocument | null;
  formatDateTime(iso: string): string;
}) {
  const { t } = useTranslation('kyc');
  const upload = useUploadKycDocument();
  const [problem, setProblem] = useState<string | null>(null);
  // The number printed on the document, typed once with its front: the reviewer compares the two.
  const [idNumber, setIdNumber] = useState('');
  const withNumber = type === 'ID_FRONT';
  const canUpload = !doc || doc.status === 'REJECTED' || doc.status === 'MORE_REQUESTED';
  const titleId = `kyc-doc-${type}`;

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const found = await checkDocumentFile(file);
    if (found) return setProblem(t(`file.${found}`));
    try {
      const number = withNumber ? idNumber.trim() : '';
      await upload.mutateAsync({ type, image: await readAsDataUrl(file), ...(number ? { idNumber: number } : {}) });
    } catch (e) {
      setProblem(e instanceof ApiError && e.message ? e.message : t('file.failed'));
    }
  };

  return (
    <Card component="li" withBorder padding="sm" radius="md" aria-labelledby={titleId} data-testid={`kyc-doc-${type}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} size="sm" id={titleId}>
          {t(`type.${type}`)}
        </Text>
        <Badge variant="light" color={doc ? STATUS_COLOR[doc.status] : 'gray'}>
          {t(`status.${doc?.status ?? 'MISSING'}`)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t(`hint.${type}`)}
      </Text>
      {doc ? (
        <Text size="xs" c="dimmed" mt={4}>
          {t('uploadedAt', { at: formatDateTime(doc.createdAt) })}
        </Text>
      ) : null}
      {doc?.reason ? (
        <Alert color={doc.status === 'REJECTED' ? 'red' : 'orange'} variant="light" p="xs" mt="xs">
          {t(doc.status === 'REJECTED' ? 'reason.rejected' : 'reason.more', { reason: doc.reason })}
        </Alert>
      ) : null}
      {problem ? (
        <Alert color="red" variant="light" role="alert" p="xs" mt="xs">
          {problem}
        </Alert>
      ) : null}
      {canUpload && withNumber ? (
        <TextInput
          mt="sm"
          size="sm"
          label={t('idNumber.label')}
          description={t('idNumber.hint')}
          value={idNumber}
          maxLength={ID_NUMBER_MAX}
          autoComplete="off"
          onChange={(e) => setIdNumber(e.currentTarget.value)}
          data-testid="kyc-id-number"
        />
      ) : null}
      {canUpload ? (
        <FileButton onChange={(f) => void choose(f)} accept="image/png,image/jpeg,.png,.jpg,.jpeg">
          {(props) => (
            <Button
              {...props}
              mt="sm"
              size="sm"
              variant={doc ? 'light' : 'filled'}
              loading={upload.isPending}
              aria-label={t('upload.label', { type: t(`type.${type}`) })}
              data-testid={`kyc-upload-${type}`}
            >
              {doc ? t('upload.again') : t('upload.choose')}
            </Button>
          )}
        </FileButton>
      ) : null}
    </Card>
  );
}
