import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ErrorNotice, useErrorBus } from '../lib/error-bus';

type Props = {
  /** HTTP 401 confirmed: clear the session and go home. */
  onUnauthorized: () => void;
  /** A session-invalid code was acknowledged: drop the session. */
  onSessionInvalid: () => void;
  /** launch_game_balance_not_enough: open the deposit page. */
  onDeposit: () => void;
  formatDateTime: (iso: string) => string;
};

/** Renders the global error dialogs queued on the error bus, one at a time. */
export default function ErrorDialogs({ onUnauthorized, onSessionInvalid, onDeposit, formatDateTime }: Props) {
  const { t } = useTranslation('common');
  const notice = useErrorBus((s) => s.queue[0]);
  const dismiss = useErrorBus((s) => s.dismiss);
  if (!notice) return null;

  const close = (after?: () => void) => {
    dismiss(notice.id);
    after?.();
  };
  const onClose = () => close(afterClose(notice, { onUnauthorized, onSessionInvalid }));
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('error.title')}
      centered
      trapFocus
      closeOnEscape
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      <Stack gap="md">
        <Text>{bodyText(notice, t)}</Text>
        {notice.action === 'vendor-maintenance' && notice.window ? (
          <Text c="dimmed" size="sm">
            {t('error.maintenance_window', { start: formatDateTime(notice.window.start), end: formatDateTime(notice.window.end) })}
          </Text>
        ) : null}
        <Group justify="flex-end">
          {notice.action === 'balance-not-enough' ? (
            <>
              <Button variant="default" onClick={() => close()}>
                {t('action.cancel')}
              </Button>
              <Button onClick={() => close(onDeposit)}>{t('action.deposit')}</Button>
            </>
          ) : (
            <Button onClick={onClose} data-autofocus>
              {t('action.ok')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

function afterClose(notice: ErrorNotice, h: Pick<Props, 'onUnauthorized' | 'onSessionInvalid'>): (() => void) | undefined {
  if (notice.action === 'unauthorized-dialog') return h.onUnauthorized;
  if (notice.action === 'session-invalid-dialog') return h.onSessionInvalid;
  return undefined;
}

function bodyText(notice: ErrorNotice, t: (key: string) => string): string {
  if (notice.text) return notice.text;
  switch (notice.action) {
    case 'unauthorized-dialog':
      return t('error.unauthorized');
    case 'session-invalid-dialog':
      return t('error.session_invalid');
    case 'timeout':
      return t('error.timeout_retry_please');
    case 'vendor-maintenance':
      return t('error.vendor_maintenance');
    case 'balance-not-enough':
      return t('error.balance_not_enough');
    default:
      return t('error.unknown');
  }
}
