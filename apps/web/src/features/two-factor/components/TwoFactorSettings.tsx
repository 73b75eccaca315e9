import type { TotpSetup, TwoFactorMethod } from '@arcadia/contract/two-factor';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Image,
  Loader,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountdownButton } from '../../../components/CountdownButton';
import { ApiError } from '../../../lib/api-client';
import { useSmsGate } from '../../../lib/sms-gate';
import { enrolEmail, enrolPayee, enrolSms, removeMethod, sendEmailEnrolCode, sendSmsEnrolCode } from '../api/enrol-contact';
import { confirmTotp, startTotp } from '../api/enrol-totp';
import { twoFactorKeys, useSecurityConfig } from '../api/security-config';

type Notice = { text: string; color: 'green' | 'red' } | null;
const errorText = (e: unknown, fallback: string) => (e instanceof ApiError && e.message ? e.message : fallback);

/** Security-centre controls: enrol and remove the authenticator app, e-mail, SMS and payee name. */
export function TwoFactorSettings() {
  const { t } = useTranslation('two-factor');
  const { data, isPending, isError, refetch } = useSecurityConfig();
  if (isPending) return <Loader role="status" aria-label={t('loading')} />;
  if (isError || !data)
    return (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between">
          {t('error')}
          <Button size="xs" variant="light" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </Group>
      </Alert>
    );
  const m = data.methods;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('settings.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {data.loginVerification ? t('settings.on') : t('settings.off')}
        {data.required.length ? ` ${t('settings.required', { methods: data.required.map((x) => t(`tabs.${x}`)).join(', ') })}` : ''}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MethodCard
          method="G"
          enrolled={m.G.enrolled}
          detail={m.G.enrolled ? t('settings.codesLeft', { count: m.G.recoveryCodesLeft }) : null}
        >
          <TotpEnrol />
        </MethodCard>
        <MethodCard method="E" enrolled={m.E.enrolled} detail={m.E.email}>
          <ContactEnrol kind="E" />
        </MethodCard>
        <MethodCard method="S" enrolled={m.S.enrolled} detail={m.S.mobile}>
          <ContactEnrol kind="S" />
        </MethodCard>
        <MethodCard method="P" enrolled={m.P.enrolled} detail={null}>
          <PayeeEnrol />
        </MethodCard>
      </SimpleGrid>
    </Stack>
  );
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: twoFactorKeys.config() });
}

function MethodCard({
  method,
  enrolled,
  detail,
  children,
}: {
  method: TwoFactorMethod;
  enrolled: boolean;
  detail: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('two-factor');
  const [open, setOpen] = useState(false);
  const headingId = `two-factor-${method}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} id={headingId}>
            {t(`tabs.${method}`)}
          </Text>
          <Badge color={enrolled ? 'green' : 'gray'} variant="light">
            {enrolled ? t('settings.enrolled') : t('settings.notEnrolled')}
          </Badge>
        </Group>
        {detail ? <Text size="sm">{detail}</Text> : null}
        {enrolled ? (
          <RemoveMethod method={method} />
        ) : open ? (
          children
        ) : (
          <Button variant="light" onClick={() => setOpen(true)}>
            {t('settings.enrol')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function RemoveMethod({ method }: { method: TwoFactorMethod }) {
  const { t } = useTranslation('two-factor');
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  if (!asking)
    return (
      <Button variant="subtle" color="red" onClick={() => setAsking(true)}>
        {t('settings.remove')}
      </Button>
    );
  const submit = async () => {
    setBusy(true);
    try {
      await removeMethod(method, password);
      await refresh();
    } catch (e) {
      setNotice({ text: errorText(e, t('error')), color: 'red' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="xs">
        <PasswordInput
          label={t('settings.password')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('settings.showPassword') }}
        />
        {notice ? (
          <Alert color={notice.color} variant="light" role="alert">
            {notice.text}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button type="submit" color="red" loading={busy} disabled={!password}>
            {t('settings.confirmRemove')}
          </Button>
          <Button variant="default" onClick={() => setAsking(false)} disabled={busy}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TotpEnrol() {
  const { t } = useTranslation('two-factor');
  const refresh = useRefresh();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      setSetup(await startTotp());
    } catch (e) {
      setNotice({ text: errorText(e, t('error')), color: 'red' });
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    setBusy(true);
    setNotice(null);
    try {
      setCodes((await confirmTotp(code.trim())).recoveryCodes);
    } catch (e) {
      setNotice({ text: errorText(e, t('error')), color: 'red' });
    } finally {
      setBusy(false);
    }
  };
  if (codes)
    return (
      <Stack gap="xs">
        <Alert color="green" variant="light" role="status" title={t('totp.done')}>
          {t('totp.codesIntro')}
        </Alert>
        <Code block data-testid="recovery-codes">
          {codes.join('\n')}
        </Code>
        <Button onClick={() => void refresh()}>{t('totp.saved')}</Button>
      </Stack>
    );
  if (!setup)
    return (
      <Stack gap="xs">
        <Button onClick={() => void start()} loading={busy}>
          {t('totp.start')}
        </Button>
        {notice ? <Alert color="red">{notice.text}</Alert> : null}
      </Stack>
    );
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void confirm();
      }}
    >
      <Stack gap="xs">
        <Text size="sm">{t('totp.scan')}</Text>
        <Image src={setup.qrCode} alt={t('totp.qrAlt')} w={180} h={180} />
        <Text size="sm">{t('totp.orKey')}</Text>
        <Code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
          {setup.secret}
        </Code>
        <TextInput
          label={t('field.authCode')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
        />
        {notice ? (
          <Alert color={notice.color} variant="light" role="alert">
            {notice.text}
          </Alert>
        ) : null}
        <Button type="submit" loading={busy}>
          {t('totp.confirm')}
        </Button>
      </Stack>
    </form>
  );
}

function ContactEnrol({ kind }: { kind: 'E' | 'S' }) {
  const { t } = useTranslation('two-factor');
  const gate = useSmsGate();
  const refresh = useRefresh();
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const send = async (): Promise<number | null> => {
    setNotice(null);
    try {
      let slider = {};
      if (kind === 'S' && gate) {
        const pass = await gate();
        if (!pass) return null;
        slider = pass;
      }
      const { expirationTime } =
        kind === 'E' ? await sendEmailEnrolCode(contact.trim()) : await sendSmsEnrolCode(contact.trim(), undefined, slider);
      return expirationTime;
    } catch (e) {
      setNotice({ text: errorText(e, t('error')), color: 'red' });
      return null;
    }
  };
  const submit = async () => {
    setBusy(true);
    setNotice(null);
    try {
      if (kind === 'E') await enrolEmail(contact.trim(), code.trim());
      else await enrolSms(contact.trim(), code.trim());
      await refresh();
    } catch (e) {
      setNotice({ text: errorText(e, t('error')), color: 'red' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={t(kind === 'E' ? 'field.email' : 'field.mobileNum')}
          value={contact}
          onChange={(e) => setContact(e.currentTarget.value)}
          type={kind === 'E' ? 'email' : 'tel'}
          autoComplete={kind === 'E' ? 'email' : 'tel-national'}
          required
        />
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('field.verificationCode')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
          />
          <CountdownButton
            request={send}
            idleLabel={t('getCode')}
            waitLabel={t('wait')}
            countdownLabel={(s) => t('countdown', { seconds: s })}
          />
        </Group>
        {notice ? (
          <Alert color={notice.color} variant="light" role="alert">
            {notice.text}
          </Alert>
        ) : null}
        <Button type="submit" loading={busy} disabled={!contact || !code}>
          {t('settings.save')}
        </Button>
      </Stack>
    </form>
  );
}

function PayeeEnrol() {
  const { t } = useTranslation('two-factor');
  const refresh = useRefresh();
  const [name, setName] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await enrolPayee(name.trim());
      await refresh();
    } catch (e) {
      setNotice({ text: errorText(e, t('error')), color: 'red' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="xs">
        <TextInput label={t('field.payeeName')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={60} required />
        {notice ? (
          <Alert color="red" variant="light" role="alert">
            {notice.text}
          </Alert>
        ) : null}
        <Button type="submit" loading={busy} disabled={name.trim().length < 2}>
          {t('settings.save')}
        </Button>
      </Stack>
    </form>
  );
}

export default TwoFactorSettings;
