import type { LoginResult } from '@arcadia/contract/session';
import type { BindRequired } from '@arcadia/contract/social-sign-in';
import { Alert, Button, Divider, Modal, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { getSocialConfig } from '../api/get-social-config';
import { autoRegister, bindLogin, bindRequired, type SocialIdentity, socialLogin } from '../api/social-login';
import { loadProvider } from '../hooks/provider';

export const SOCIAL_BUTTONS = ['google', 'facebook', 'twitter', 'line'] as const;
export type SocialButton = (typeof SOCIAL_BUTTONS)[number];

export type SocialSignInProps = {
  /** Providers whose flag is on (GOOGLELOGIN3, FACEBOOKLOGIN3, TWITTERLOGIN3, LINELOGIN3). */
  enabled: readonly SocialButton[];
  onSignedIn: (result: LoginResult, username: string) => Promise<void> | void;
  /** SSOMANUALREG3: open the register form, carrying the identity. */
  onManualRegister: (id: SocialIdentity) => void;
  affiliateCode?: string | null;
};

type Failure = { message: string; code: string | null; reason: string | null };

/** Social buttons and the bind-or-register choice of spec 000 §4. */
export function SocialSignIn({ enabled, onSignedIn, onManualRegister, affiliateCode = null }: SocialSignInProps) {
  const { t } = useTranslation('social-sign-in');
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [bind, setBind] = useState<{ id: SocialIdentity; choices: BindRequired } | null>(null);
  const [creds, setCreds] = useState({ username: '', password: '' });
  if (enabled.length === 0) return null;

  const fail = (e: unknown) => {
    if (e instanceof ApiError) setFailure({ message: e.message || t('error.unknown'), code: e.code, reason: e.statusText });
    else {
      const reason = e instanceof Error ? e.message : null;
      const message = reason === 'timeout' ? t('error.timeout') : t('error.unknown');
      setFailure({ message, code: reason === 'timeout' ? 'timeout_retry_please' : null, reason });
    }
  };

  const start = async (channel: SocialButton) => {
    setFailure(null);
    setBusy(channel);
    try {
      const config = await getSocialConfig();
      // Spec 000 §8: no social configuration at all.
      if (!config.configured) {
        setFailure({ message: t('notSupported'), code: null, reason: null });
        return;
      }
      const provider = await loadProvider(config);
      const { idToken, mobileNo } = await provider.signIn(channel, config.options);
      const id: SocialIdentity = { channel, idToken, ...(mobileNo ? { mobileNo } : {}) };
      try {
        await onSignedIn(await socialLogin(id), '');
      } catch (e) {
        const choices = bindRequired(e);
        if (choices) setBind({ id, choices });
        else throw e;
      }
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  };

  const bindAndLogin = async () => {
    if (!bind) return;
    setBusy('bind');
    setFailure(null);
    try {
      const result = await bindLogin(bind.id, creds.username.trim(), creds.password);
      setBind(null);
      await onSignedIn(result, creds.username.trim());
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  };

  const registerNew = async () => {
    if (!bind) return;
    if (bind.choices.manual) {
      const { id } = bind;
      setBind(null);
      onManualRegister(id);
      return;
    }
    setBusy('register');
    setFailure(null);
    try {
      const result = await autoRegister(bind.id, affiliateCode);
      setBind(null);
      await onSignedIn(result.login, result.customerName);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  };

  const failureBox = failure ? (
    <Alert color="orange" variant="light" role="alert" title={t('error.title')}>
      <Text size="sm">{failure.message}</Text>
      {failure.code ? <Text size="xs">{t('error.code', { code: failure.code })}</Text> : null}
      {failure.reason ? <Text size="xs">{t('error.reason', { reason: failure.reason })}</Text> : null}
    </Alert>
  ) : null;

  return (
    <section aria-label={t('title')}>
      <Divider label={t('title')} labelPosition="center" my="xs" />
      <SimpleGrid cols={enabled.length === 1 ? 1 : 2} spacing="xs">
        {enabled.map((p) => (
          <Button
            key={p}
            variant="default"
            size="sm"
            loading={busy === p}
            disabled={busy !== null && busy !== p}
            onClick={() => void start(p)}
          >
            {t(`provider.${p}`)}
          </Button>
        ))}
      </SimpleGrid>
      {bind ? null : <div style={{ marginTop: 8 }}>{failureBox}</div>}
      <Modal
        opened={bind !== null}
        onClose={() => setBind(null)}
        title={t('bind.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common:action.close') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('bind.intro')}</Text>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void bindAndLogin();
            }}
          >
            <Stack gap="xs">
              <TextInput
                label={t('bind.username')}
                value={creds.username}
                onChange={(e) => {
                  const username = e.currentTarget.value;
                  setCreds((c) => ({ ...c, username }));
                }}
                autoComplete="username"
                required
              />
              <PasswordInput
                label={t('bind.password')}
                value={creds.password}
                onChange={(e) => {
                  const password = e.currentTarget.value;
                  setCreds((c) => ({ ...c, password }));
                }}
                autoComplete="current-password"
                required
              />
              <Button type="submit" loading={busy === 'bind'} disabled={busy === 'register'}>
                {t('bind.login')}
              </Button>
            </Stack>
          </form>
          {bind?.choices.canRegister ? (
            <>
              <Divider label={t('bind.or')} labelPosition="center" />
              <Button variant="light" onClick={() => void registerNew()} loading={busy === 'register'} disabled={busy === 'bind'}>
                {t('bind.register')}
              </Button>
            </>
          ) : null}
          {failureBox}
        </Stack>
      </Modal>
    </section>
  );
}

export default SocialSignIn;
