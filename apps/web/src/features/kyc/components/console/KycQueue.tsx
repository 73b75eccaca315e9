import type { Language } from '@arcadia/contract';
import { KYC_DOCUMENT_STATUSES, type KycDocumentStatus, type OpsKycDocument } from '@arcadia/contract/kyc';
import { Alert, Badge, Button, Card, Group, Image, Loader, Pagination, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import { ApiError } from '../../../../lib/api-client';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { formatDateTime } from '../../../../lib/format';
import { useKycImage } from '../../api/console/image';
import { KYC_QUEUE_SIZE, useDecideKyc, useKycQueue } from '../../api/console/queue';
import { KycSettingsCard } from './KycSettingsCard';

/** The KYC review queue: pending documents oldest first, the image, and the three decisions. */
export default function KycQueue({ code, can }: ConsolePageProps) {
  const { t } = useTranslation('kyc/console');
  const [status, setStatus] = useState<KycDocumentStatus>('PENDING');
  const [page, setPage] = useState(1);
  const queue = useKycQueue(code, status, page);
  const total = queue.data?.total ?? 0;
  return (
    <Stack>
      <KycSettingsCard code={code} canEdit={can('admin')} />
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <SegmentedControl
        aria-label={t('filter')}
        value={status}
        onChange={(v) => {
          setStatus(v as KycDocumentStatus);
          setPage(1);
        }}
        data={KYC_DOCUMENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        fullWidth
      />
      <QueryState loading={queue.isPending} error={queue.error} empty={queue.data?.list.length === 0} onRetry={() => void queue.refetch()}>
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {queue.data?.list.map((d) => (
            <DocumentReview key={d.id} code={code} doc={d} canDecide={can('kyc')} />
          ))}
        </Stack>
        {total > KYC_QUEUE_SIZE ? (
          <Pagination
            total={Math.ceil(total / KYC_QUEUE_SIZE)}
            value={page}
            onChange={setPage}
            getControlProps={(c) => ({ 'aria-label': t(`page.${c}`) })}
          />
        ) : null}
      </QueryState>
    </Stack>
  );
}

function DocumentReview({ code, doc, canDecide }: { code: string; doc: OpsKycDocument; canDecide: boolean }) {
  const { t, i18n } = useTranslation('kyc/console');
  const [showImage, setShowImage] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const image = useKycImage(code, showImage ? doc.id : null);
  const decide = useDecideKyc(code);
  const send = async (decision: 'approve' | 'reject' | 'request_more') => {
    setFailure(null);
    try {
      await decide.mutateAsync({ id: doc.id, decision, reason: reason.trim() });
    } catch (e) {
      setFailure(e instanceof ApiError && e.message ? e.message : t('failed'));
    }
  };
  const label = t('item', { id: doc.id, account: doc.account, type: t(`type.${doc.type}`) });
  return (
    <Card component="li" withBorder padding="sm" aria-label={label} data-testid="kyc-review">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Badge variant="light">{t(`type.${doc.type}`)}</Badge>
          <Text size="sm" fw={600}>
            {doc.account}
          </Text>
          <Badge variant="outline" color="gray">
            {t('level', { level: t(`levels.${doc.level}`) })}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          #{doc.id} · {formatDateTime(doc.createdAt, i18n.language as Language)}
        </Text>
      </Group>
      {doc.idNumber ? (
        <Text size="sm" mt="xs" data-testid="kyc-id-number">
          {t('idNumber', { number: doc.idNumber })}
        </Text>
      ) : null}
      {doc.reason ? (
        <Text size="sm" mt="xs">
          {t('reason', { reason: doc.reason })}
        </Text>
      ) : null}
      {doc.decidedBy ? (
        <Text size="xs" c="dimmed">
          {t('decidedBy', { operator: doc.decidedBy })}
        </Text>
      ) : null}
      <Button variant="subtle" size="xs" mt="xs" onClick={() => setShowImage((v) => !v)} aria-expanded={showImage}>
        {showImage ? t('hideImage') : t('showImage')}
      </Button>
      {showImage ? (
        image.isPending ? (
          <Loader size="sm" role="img" aria-label={t('loadingImage')} />
        ) : image.url ? (
          <Image src={image.url} alt={label} maw={480} radius="sm" fit="contain" />
        ) : (
          <Text size="sm" c="red">
            {t('imageFailed')}
          </Text>
        )
      ) : null}
      {doc.status === 'PENDING' && canDecide ? (
        <Stack gap="xs" mt="sm">
          <Textarea
            label={t('reasonLabel')}
            description={t('reasonHint')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={200}
            autosize
            minRows={1}
          />
          <Group gap="xs">
            <Button size="xs" color="teal" loading={decide.isPending} onClick={() => void send('approve')}>
              {t('approve')}
            </Button>
            <Button size="xs" color="red" variant="light" disabled={!reason.trim()} onClick={() => void send('reject')}>
              {t('reject')}
            </Button>
            <Button size="xs" color="orange" variant="light" disabled={!reason.trim()} onClick={() => void send('request_more')}>
              {t('requestMore')}
            </Button>
          </Group>
          {failure ? (
            <Alert color="red" role="alert" p="xs">
              {failure}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </Card>
  );
}
