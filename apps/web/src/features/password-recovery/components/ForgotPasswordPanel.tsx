import type { SliderFields } from '@arcadia/contract/captcha/slider';
import {
  buildRecoveryVerificationSchema,
  type RecoveryVerificationPayload,
  recoveryEmailSchema,
  recoverySmsSchema,
} from '@arcadia/contract/password-recovery';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountdownButton } from '../../../components/CountdownButton';
import { ApiError } from '../../../lib/api-client';
import { requestResetEmail } from '../api/request-reset-email';
import { requestResetSms } from '../api/request-reset-sms';
import { resetBySms } from '../api/reset-by-sms';

type Tab = 'sms' | 'email' | 'service';
type Props = {
  /** Whether the merchant sends SMS at all; without it the SMS tab is hidden. */
  smsEnabled: boolean;
  defaultCountryDialingCode: string;
  /** UPDATEMOBILEICC3: the visitor may type another country code; without it the default applies. */
  pickCountry: boolean;
  /** The online customer service entry (system feature), composed by the page. */
  customerService: ReactNode;
  loginHref: string;
  headingId: string;
  /** Asks the slider (when the merchant wants it) before a code is sent; null when the visitor closed it. Composed by the page. */
  beforeSend?: () => Promise<SliderFields | null>;
};
type Notice = { text: string; color: 'green' | 'red' | 'yellow' } | null;

const smsSchema = buildRecoveryVerificationSchema();
const message = (e: unknown, fallback: string) => (e instanceof ApiError && e.message ? e.message : fallback);

/** Spec 000 §2: the forgot-password panel with tabs SMS, e-mail and online customer service. */
export function ForgotPasswordPanel({
  smsEnabled,
  defaultCountryDialingCode,
  pickCountry,
  customerService,
  loginHref,
  headingId,
  beforeSend,
}: Props) {
  const { t } = useTranslation('password-recovery');
  const tabs: Tab[] = smsEnabled ? ['sms', 'email', 'service'] : ['email', 'service'];
  const [tab, setTab] = useState<Tab>(tabs[0]!);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
        <Tabs.List grow aria-label={t('tabs.label')} aria-describedby={headingId}>
          {tabs.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {t(`tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="email" pt="md">
          <EmailTab />
        </Tabs.Panel>
        {smsEnabled ? (
          <Tabs.Panel value="sms" pt="md">
            <SmsTab
              defaultCountryDialingCode={defaultCountryDialingCode}
              pickCountry={pickCountry}
              loginHref={loginHref}
              beforeSend={beforeSend}
            />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="service" pt="md">
          <Stack gap="sm" align="flex-start">
            <Text>{t('service.body')}</Text>
            {customerService}
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Anchor component={Link} to={loginHref} size="sm">
        {t('backToLogin')}
      </Anchor>
    </Stack>
  );
}

function NoticeAlert({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <Alert color={notice.color} variant="light" role={notice.color === 'green' ? 'status' : 'alert'}>
      {notice.text}
    </Alert>
  );
}

function EmailTab() {
  const { t } = useTranslation('password-recovery');
  const [values, setValues] = useState({ username: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<'username' | 'email', string>>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setNotice(null);
    const parsed = recoveryEmailSchema.safeParse(values);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const i of parsed.error.issues) next[i.path[0] as 'username' | 'email'] ??= t(`validation.${i.message}`);
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      const { expiredMinutes } = await requestResetEmail(parsed.data);
      setNotice({ text: t('email.sent', { minutes: expiredMinutes }), color: 'green' });
    } catch (e) {
      setNotice({ text: message(e, t('error')), color: 'red' });
    } finally {
      setBusy(false);
    }
  };
  const set = (k: 'username' | 'email', v: string) => {
    setValues((s) => ({ ...s, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('field.username')}
          value={values.username}
          onChange={(e) => set('username', e.currentTarget.value)}
          error={errors.username}
          errorProps={{ role: 'alert' }}
          autoComplete="username"
          maxLength={32}
          required
        />
        <TextInput
          label={t('field.email')}
          type="email"
          value={values.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          error={errors.email}
          errorProps={{ role: 'alert' }}
          autoComplete="email"
          maxLength={120}
          required
        />
        <NoticeAlert notice={notice} />
        <Button type="submit" size="md" fullWidth loading={busy}>
          {t('email.submit')}
        </Button>
      </Stack>
    </form>
  );
}

type SmsField = keyof RecoveryVerificationPayload;

function SmsTab({
  defaultCountryDialingCode,
  pickCountry,
  loginHref,
  beforeSend,
}: {
  defaultCountryDialingCode: string;
  pickCountry: boolean;
  loginHref: string;
  beforeSend: Props['beforeSend'];
}) {
  const { t } = useTranslation('password-recovery');
  const [values, setValues] = useState({
    username: '',
    countryDialingCode: defaultCountryDialingCode,
    mobileNumber: '',
    verificationCode: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<SmsField, string>>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const set = (k: SmsField, v: string) => {
    setValues((s) => ({ ...s, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const issuesToErrors = (issues: { path: PropertyKey[]; message: string }[]) => {
    const next: typeof errors = {};
    for (const i of issues) next[i.path[0] as SmsField] ??= t(`validation.${i.message}`);
    setErrors(next);
  };

  const requestCode = async (): Promise<number | null> => {
    setNotice(null);
    const parsed = recoverySmsSchema.safeParse(values);
    if (!parsed.success) {
      issuesToErrors(parsed.error.issues);
      return null;
    }
    // After the fields' checks, so a typo does not use up a solved slider.
    const slider = beforeSend ? await beforeSend() : {};
    if (!slider) return null;
    try {
      const { expiredMinutes } = await requestResetSms({ ...parsed.data, ...slider });
      setNotice({ text: t('sms.sent', { minutes: expiredMinutes }), color: 'green' });
      return Date.now() + expiredMinutes * 60_000;
    } catch (e) {
      setNotice({ text: message(e, t('error')), color: 'yellow' });
      return null;
    }
  };

  const submit = async () => {
    setNotice(null);
    const parsed = smsSchema.safeParse(values);
    if (!parsed.success) {
      issuesToErrors(parsed.error.issues);
      return;
    }
    setBusy(true);
    try {
      await resetBySms(parsed.data);
      setDone(true);
    } catch (e) {
      setNotice({ text: message(e, t('error')), color: 'red' });
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <Stack gap="sm">
        <Alert color="green" variant="light" role="status">
          {t('done')}
        </Alert>
        <Button component={Link} to={loginHref}>
          {t('goLogin')}
        </Button>
      </Stack>
    );
  const text = (k: SmsField, autoComplete: string, extra: object = {}) => (
    <TextInput
      label={t(`field.${k}`)}
      value={values[k] ?? ''}
      onChange={(e) => set(k, e.currentTarget.value)}
      error={errors[k]}
      errorProps={{ role: 'alert' }}
      autoComplete={autoComplete}
      required
      {...extra}
    />
  );
  const password = (k: 'newPassword' | 'confirmNewPassword') => (
    <PasswordInput
      label={t(`field.${k}`)}
      value={values[k]}
      onChange={(e) => set(k, e.currentTarget.value)}
      error={errors[k]}
      errorProps={{ role: 'alert' }}
      autoComplete="new-password"
      maxLength={128}
      required
      visibilityToggleButtonProps={{ 'aria-label': t('field.showPassword') }}
    />
  );
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        {text('username', 'username', { maxLength: 32 })}
        <Group align="flex-start" gap="xs" wrap="nowrap">
          {pickCountry ? text('countryDialingCode', 'tel-country-code', { w: 90, maxLength: 5, inputMode: 'numeric' }) : null}
          {text('mobileNumber', 'tel-national', { style: { flex: 1 }, maxLength: 16, inputMode: 'numeric' })}
        </Group>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          {text('verificationCode', 'one-time-code', { style: { flex: 1 }, maxLength: 10, inputMode: 'numeric' })}
          <CountdownButton
            request={requestCode}
            idleLabel={t('sms.getCode')}
            waitLabel={t('sms.wait')}
            countdownLabel={(s) => t('sms.countdown', { seconds: s })}
          />
        </Group>
        {password('newPassword')}
        {password('confirmNewPassword')}
        <NoticeAlert notice={notice} />
        <Button type="submit" size="md" fullWidth loading={busy}>
          {t('sms.submit')}
        </Button>
      </Stack>
    </form>
  );
}

export default ForgotPasswordPanel;
