import { FEEDBACK_HINT_MIN, FEEDBACK_MAX, FEEDBACK_TYPE_VALUES } from '@arcadia/contract/feedback';
import { Alert, Button, FileInput, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { feedbackKeys } from '../api/keys';
import { sendFeedback } from '../api/send-feedback';
import { type FeedbackForm, type FeedbackFormErrors, readAsDataUrl, validateFeedback } from './feedback-form';

export type FeedbackCaptchaSlotProps = { value: string; onChange: (v: string) => void; error: string | null; reloadKey: number };

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The signed-in account; null for a visitor (who cannot attach an image). */
  account: string | null;
  /** The image captcha (captcha feature), composed by the app. */
  renderCaptcha: (props: FeedbackCaptchaSlotProps) => ReactNode;
};

const empty: FeedbackForm = { content: '', type: '0', captcha: '', file: null };

/** The feedback modal of spec 000 §2: description with counter, type, captcha, image when signed in. */
export function FeedbackModal({ opened, onClose, account, renderCaptcha }: Props) {
  const { t } = useTranslation('feedback');
  const client = useQueryClient();
  const [form, setForm] = useState<FeedbackForm>(empty);
  const [errors, setErrors] = useState<FeedbackFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [sending, setSending] = useState(false);
  const set = <K extends keyof FeedbackForm>(key: K, value: FeedbackForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const close = () => {
    setForm(empty);
    setErrors({});
    setServerError(null);
    onClose();
  };

  const submit = async () => {
    const found = validateFeedback(form);
    setErrors(found);
    setServerError(null);
    if (Object.values(found).some(Boolean)) return;
    setSending(true);
    try {
      const file = account && form.file ? await readAsDataUrl(form.file) : undefined;
      await sendFeedback({ sender: account ?? '', content: form.content, type: Number(form.type), captcha: form.captcha, file });
      notifications.show({ color: 'green', title: t('sent.title'), message: t('sent.body') });
      // A member's "My feedback" list shows the new entry at the top (ADR 033).
      if (account) void client.invalidateQueries({ queryKey: feedbackKeys.mine });
      close();
    } catch (e) {
      // The captcha is used up by every attempt: show a new one.
      setCaptchaKey((k) => k + 1);
      setForm((f) => ({ ...f, captcha: '' }));
      setServerError(e instanceof ApiError && e.message ? e.message : t('error.failed'));
    } finally {
      setSending(false);
    }
  };

  const counter = `${form.content.length}/${FEEDBACK_MAX}`;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:action.close') }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <NativeSelect
            label={t('type.label')}
            value={form.type}
            onChange={(e) => set('type', e.currentTarget.value)}
            data={FEEDBACK_TYPE_VALUES.map((v) => ({ value: String(v), label: t(`type.${v}`) }))}
          />
          <Textarea
            label={t('content.label')}
            description={t('content.hint', { min: FEEDBACK_HINT_MIN, max: FEEDBACK_MAX })}
            placeholder={t('content.placeholder')}
            value={form.content}
            onChange={(e) => set('content', e.currentTarget.value.slice(0, FEEDBACK_MAX))}
            maxLength={FEEDBACK_MAX}
            autosize
            minRows={4}
            maxRows={10}
            required
            error={errors.content ? t(errors.content) : undefined}
            aria-describedby="feedback-counter"
          />
          <Text id="feedback-counter" size="xs" c="dimmed" ta="right" mt={-8} aria-live="polite">
            {counter}
          </Text>
          {account ? (
            <FileInput
              label={t('file.label')}
              description={t('file.hint')}
              placeholder={t('file.placeholder')}
              accept=".jpg,.jpeg,.png,image/jpeg,image/png"
              clearable
              value={form.file}
              onChange={(f) => set('file', f)}
              error={errors.file ? t(errors.file) : undefined}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('file.signIn')}
            </Text>
          )}
          {renderCaptcha({
            value: form.captcha,
            onChange: (v) => set('captcha', v),
            error: errors.captcha ? t(errors.captcha) : null,
            reloadKey: captchaKey,
          })}
          {serverError ? (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={sending}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export default FeedbackModal;
