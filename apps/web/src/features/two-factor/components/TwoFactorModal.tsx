import type { LoginResult } from '@arcadia/contract/session';
import { type TwoFactorField, type TwoFactorMethod, twoFactorLoginSchema } from '@arcadia/contract/two-factor';
import { Alert, Button, Group, Modal, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountdownButton } from '../../../components/CountdownButton';
import { ApiError } from '../../../lib/api-client';
import { useSmsGate } from '../../../lib/sms-gate';
import { loginVerification } from '../api/login-verification';
import { sendLoginCode } from '../api/send-login-code';

type Props = {
  opened: boolean;
  /** The methods of login_verify_required, in tab order. */
  methods: readonly TwoFactorMethod[];
  challenge: string;
  username: string;
  /** The after-login action (store the session, load member info, navigate). */
  onPassed: (result: LoginResult) => Promise<void>;
  onClose: () => void;
};

const EMPTY: Record<TwoFactorField, string> = { email: '', authCode: '', mobileNum: '', verificationCode: '', payeeName: '' };
const FIELDS: Record<TwoFactorMethod, TwoFactorField[]> = {
  P: ['payeeName'],
  S: ['mobileNum', 'verificationCode'],
  G: ['authCode'],
  E: ['email', 'verificationCode'],
};

function fieldOf(e: unknown): TwoFactorField | null {
  const d = e instanceof ApiError ? (e.details as { field?: unknown } | null) : null;
  return typeof d?.field === 'string' && d.field in EMPTY ? (d.field as TwoFactorField) : null;
}

/** Spec 000 §2/§4 flow 4: the 660 px two-factor modal with a tab per required method. */
export function TwoFactorModal({ opened, methods, challenge, username, onPassed, onClose }: Props) {
  const { t } = useTranslation('two-factor');
  const gate = useSmsGate();
  const [method, setMethod] = useState<TwoFactorMethod>(methods[0] ?? 'G');
  const [values, setValues] = useState(EMPTY);
  const [invalid, setInvalid] = useState<TwoFactorField | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<TwoFactorField, HTMLInputElement | null>>>({});

  const focus = (field: TwoFactorField) => {
    setInvalid(field);
    // After the warning renders, so screen readers hear it and the caret lands in the field.
    setTimeout(() => refs.current[field]?.focus(), 0);
  };
  const set = (field: TwoFactorField, v: string) => {
    setValues((s) => ({ ...s, [field]: v }));
    if (invalid === field) setInvalid(null);
  };
  const switchTo = (m: TwoFactorMethod) => {
    setMethod(m);
    setValues(EMPTY);
    setInvalid(null);
    setWarning(null);
  };

  const submit = async () => {
    if (busy) return;
    setWarning(null);
    const payload = { challenge, username, method, ...Object.fromEntries(FIELDS[method].map((f) => [f, values[f].trim()])) };
    const parsed = twoFactorLoginSchema.safeParse(payload);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0] as TwoFactorField | undefined;
      setWarning(t('required'));
      if (field) focus(field);
      return;
    }
    setBusy(true);
    try {
      const result = await loginVerification(payload);
      notifications.show({ color: 'green', message: t('passed') });
      await onPassed(result);
    } catch (e) {
      setWarning(e instanceof ApiError && e.message ? e.message : t('error'));
      const field = fieldOf(e) ?? FIELDS[method].at(-1);
      if (field) focus(field);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (m: 'S' | 'E') => async (): Promise<number | null> => {
    const field = m === 'S' ? 'mobileNum' : 'email';
    const typed = values[field].trim();
    setWarning(null);
    if (!typed) {
      setWarning(t('required'));
      focus(field);
      return null;
    }
    // An SMS code only after the slider, when the merchant asks for it (an e-mailed one needs none).
    const slider = m === 'S' && gate ? await gate() : undefined;
    if (slider === null) return null;
    try {
      const { expirationTime } = await sendLoginCode({ challenge, method: m, [field]: typed, ...(slider ? { slider } : {}) });
      return expirationTime;
    } catch (e) {
      setWarning(e instanceof ApiError && e.message ? e.message : t('error'));
      focus(fieldOf(e) ?? field);
      return null;
    }
  };

  const input = (field: TwoFactorField, extra: object = {}) => (
    <TextInput
      ref={(el) => {
        refs.current[field] = el;
      }}
      label={t(`field.${field}`)}
      value={values[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      error={invalid === field}
      aria-invalid={invalid === field}
      // The red border marks the field; the typed text keeps full contrast.
      styles={{ input: { color: 'var(--mantine-color-text)' } }}
      required
      {...extra}
    />
  );
  const codeRow = (m: 'S' | 'E') => (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      {input('verificationCode', { style: { flex: 1 }, autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 10 })}
      <CountdownButton
        request={sendCode(m)}
        idleLabel={t('getCode')}
        waitLabel={t('wait')}
        countdownLabel={(s) => t('countdown', { seconds: s })}
      />
    </Group>
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={660}
      centered
      title={t('title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="two-factor-modal"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
          <Tabs value={method} onChange={(v) => v && switchTo(v as TwoFactorMethod)} keepMounted={false}>
            <Tabs.List grow aria-label={t('tabs.label')}>
              {methods.map((m) => (
                <Tabs.Tab key={m} value={m}>
                  {t(`tabs.${m}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="P" pt="md">
              {input('payeeName', { maxLength: 60, autoComplete: 'name' })}
            </Tabs.Panel>
            <Tabs.Panel value="S" pt="md">
              <Stack gap="sm">
                {input('mobileNum', { inputMode: 'numeric', autoComplete: 'tel-national', maxLength: 20 })}
                {codeRow('S')}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="G" pt="md">
              <Stack gap={4}>
                {input('authCode', { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 16 })}
                <Text size="xs" c="dimmed">
                  {t('authHint')}
                </Text>
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="E" pt="md">
              <Stack gap="sm">
                {input('email', { type: 'email', autoComplete: 'email', maxLength: 120 })}
                {codeRow('E')}
              </Stack>
            </Tabs.Panel>
          </Tabs>
          {warning ? (
            <Alert color="yellow" variant="light" role="alert">
              {warning}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export default TwoFactorModal;
