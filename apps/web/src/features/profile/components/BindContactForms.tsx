import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSmsGate } from '../../../lib/sms-gate';
import { profileKeys } from '../api/keys';
import { bindEmail, bindMobile, sendEmailCode, sendMobileCode, useSecurityConfig } from '../api/security';
import { messageOf, useCodeCountdown } from '../hooks/use-code-countdown';

const RESEND_SECONDS = 60;
type Note = { text: string; ok: boolean } | null;

/** Shared shape of both bindings: the current value, the new one with a code button, the code, confirm. */
function BindCard(props: {
  id: string;
  title: string;
  current: string | null;
  notBound: string;
  field: ReactNode;
  code: string;
  setCode: (v: string) => void;
  canSend: boolean;
  /** Resolves to 'cancelled' when the visitor closed the slider asked before the code: nothing was sent. */
  send: () => Promise<unknown>;
  confirm: () => Promise<void>;
}) {
  const { t } = useTranslation('profile');
  const countdown = useCodeCountdown();
  const [busy, setBusy] = useState<'send' | 'bind' | null>(null);
  const [note, setNote] = useState<Note>(null);
  const run = async (kind: 'send' | 'bind', action: () => Promise<unknown>, okText: string) => {
    setBusy(kind);
    setNote(null);
    try {
      if ((await action()) === 'cancelled') return;
      setNote({ text: okText, ok: true });
      if (kind === 'send') countdown.start(RESEND_SECONDS);
    } catch (e) {
      setNote({ text: messageOf(e, t('error')), ok: false });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby={`${props.id}-title`} data-testid={props.id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${props.id}-title`}>
          {props.title}
        </Title>
        <Text size="sm">
          {t('bind.current')}{' '}
          <Text span fw={600} data-testid={`${props.id}-current`}>
            {props.current ?? props.notBound}
          </Text>
        </Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void run('bind', props.confirm, t('bind.done'));
          }}
        >
          <Stack gap="xs">
            <Group align="flex-end" gap="xs" wrap="wrap">
              {props.field}
              <Button
                type="button"
                variant="light"
                miw={120}
                disabled={!props.canSend || countdown.left > 0}
                loading={busy === 'send'}
                onClick={() => void run('send', props.send, t('bind.sent'))}
              >
                {countdown.left > 0 ? t('bind.resendIn', { seconds: countdown.left }) : t('bind.getCode')}
              </Button>
            </Group>
            <Group align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                label={t('bind.code')}
                value={props.code}
                onChange={(e) => props.setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 8))}
                inputMode="numeric"
                autoComplete="one-time-code"
                style={{ flex: 1, minWidth: 140 }}
              />
              <Button type="submit" loading={busy === 'bind'} disabled={!props.canSend || props.code.length < 4}>
                {t('bind.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
        <Text size="sm" role="status" aria-live="polite" c={note && !note.ok ? 'red.8' : undefined}>
          {note?.text}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * Bind or change the mobile number with an SMS code (verification feature on the server).
 * `pickCountry` (UPDATEMOBILEICC3): without it the merchant's code applies and no field offers another.
 */
export function BindMobileForm({ defaultCountryCode, pickCountry }: { defaultCountryCode: string; pickCountry: boolean }) {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const security = useSecurityConfig().data;
  const [picked, setCc] = useState(defaultCountryCode);
  const cc = pickCountry ? picked : defaultCountryCode;
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const phone = { countryDialingCode: cc.replace(/\D/g, ''), mobileNum: number.trim() };
  const gate = useSmsGate();
  return (
    <BindCard
      id="bind-mobile"
      title={t('bind.mobileTitle')}
      current={security?.mobile ?? null}
      notBound={t('bind.notBound')}
      code={code}
      setCode={setCode}
      canSend={/^\d{6,16}$/.test(phone.mobileNum)}
      send={async () => {
        const slider = gate ? await gate() : {};
        if (!slider) return 'cancelled';
        await sendMobileCode({ ...phone, ...slider });
      }}
      confirm={async () => {
        await bindMobile({ ...phone, verificationCode: code });
        setCode('');
        await client.invalidateQueries({ queryKey: profileKeys.security() });
      }}
      field={
        <>
          {pickCountry ? (
            <TextInput
              label={t('bind.countryCode')}
              value={cc}
              onChange={(e) => setCc(e.currentTarget.value.replace(/[^\d+]/g, '').slice(0, 4))}
              w={90}
              inputMode="tel"
            />
          ) : null}
          <TextInput
            label={t('bind.mobile')}
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value.replace(/\D/g, '').slice(0, 16))}
            inputMode="tel"
            autoComplete="tel-national"
            style={{ flex: 1, minWidth: 160 }}
          />
        </>
      }
    />
  );
}

/** Bind or change the e-mail address with a mailed code. */
export function BindEmailForm() {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const security = useSecurityConfig().data;
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  return (
    <BindCard
      id="bind-email"
      title={t('bind.emailTitle')}
      current={security?.email ?? null}
      notBound={t('bind.notBound')}
      code={code}
      setCode={setCode}
      canSend={/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email.trim())}
      send={async () => {
        await sendEmailCode(email.trim());
      }}
      confirm={async () => {
        await bindEmail({ email: email.trim(), verificationCode: code });
        setCode('');
        await client.invalidateQueries({ queryKey: profileKeys.security() });
      }}
      field={
        <TextInput
          label={t('bind.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value.slice(0, 254))}
          autoComplete="email"
          style={{ flex: 1, minWidth: 200 }}
        />
      }
    />
  );
}
