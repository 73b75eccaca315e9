import { type Promotion, REWARD_REMARKS_MAX } from '@arcadia/contract/promotions';
import { Alert, Button, FileInput, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { applyReward } from '../api/apply-reward';
import { promotionKeys } from '../api/keys';
import { fileProblem, toDataUrl } from '../reward-files';

type Props = { promotion: Promotion | null; onClose: () => void };

/** Apply-for-reward modal (spec 001 §2, §5): remarks and pictures as the promotion asks; the promotion then shows PENDING. */
export function ApplyRewardModal({ promotion, onClose }: Props) {
  const { t } = useTranslation('promotions');
  const client = useQueryClient();
  const [remarks, setRemarks] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const close = () => {
    setRemarks('');
    setFiles([]);
    setError(null);
    setDone(false);
    onClose();
  };
  const problem = fileProblem(files);
  const submit = async () => {
    if (!promotion) return;
    setError(null);
    if (promotion.remarkRequired === 'Y' && !remarks.trim()) return setError(t('apply.remarkRequired', { max: REWARD_REMARKS_MAX }));
    if (promotion.imageRequired === 'Y' && files.length === 0) return setError(t('apply.imageRequired'));
    if (problem) return setError(t(`apply.file.${problem}`));
    setSending(true);
    try {
      const pictures = await Promise.all(files.map(toDataUrl));
      await applyReward({ promotionId: promotion.id, remarks: remarks.trim(), pictures });
      setDone(true);
      await client.invalidateQueries({ queryKey: promotionKeys.all });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('apply.failed'));
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      opened={promotion !== null}
      onClose={close}
      title={t('apply.title', { title: promotion?.title ?? '' })}
      centered
      closeButtonProps={{ 'aria-label': t('common:action.close') }}
    >
      {done ? (
        <Stack>
          <Alert color="yellow" data-testid="apply-pending" title={t('status.PENDING')}>
            {t('apply.pending')}
          </Alert>
          <Button onClick={close}>{t('apply.close')}</Button>
        </Stack>
      ) : (
        <Stack>
          <Textarea
            label={t('apply.remarks')}
            description={t('apply.remarksHint', { count: remarks.length, max: REWARD_REMARKS_MAX })}
            required={promotion?.remarkRequired === 'Y'}
            value={remarks}
            maxLength={REWARD_REMARKS_MAX}
            autosize
            minRows={2}
            onChange={(e) => setRemarks(e.currentTarget.value)}
          />
          <FileInput
            label={t('apply.images')}
            description={t('apply.imagesHint')}
            required={promotion?.imageRequired === 'Y'}
            multiple
            clearable
            accept="image/jpeg,image/png"
            value={files}
            onChange={(v) => setFiles(v ?? [])}
            error={problem ? t(`apply.file.${problem}`) : undefined}
            data-testid="apply-images"
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('apply.review')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('apply.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={sending} data-testid="apply-submit">
              {t('apply.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
