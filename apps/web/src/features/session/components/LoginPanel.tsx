import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Tabs, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOGIN_TABS, type LoginTab } from '../hooks/login-form';
import { type LoginOutcome, useLoginPanel } from '../hooks/use-login-panel';
import { CountryCodeSelect, type CountryOption } from './CountryCodeSelect';
import { SocialButtons, type SocialProvider } from './SocialButtons';

export type CaptchaSlotProps = { value: string; onChange: (v: string) => void; error: string | null; reloadKey: number; disabled: boolean };
export type SmsButtonSlotProps = {
  mobileNum: string;
  countryDialingCode: string;
  resetKey: LoginTab;
  onMessage: (m: { text: string; warning: boolean } | null) => void;
};

export type LoginPanelProps = LoginOutcome & {
  /**
   * Whitelabel switches (MOBILEVERCODELOGIN3, MOBILELOGIN3, FREEPLAY3, social flags). `countryCode`
   * (UPDATEMOBILEICC3): without it there is no picker and the merchant's default code is sent, as
   * the server refuses any other.
   */
  options: { sms: boolean; mobile: boolean; freePlay: boolean; countryCode: boolean; social: readonly SocialProvider[] };
  countries: readonly CountryOption[];
  defaultCountryDialingCode: string;
  /** The captcha input and image (captcha feature). */
  captchaSlot: (p: CaptchaSlotProps) => ReactNode;
  /** The "get code" button (verification feature). */
  smsButtonSlot: (p: SmsButtonSlotProps) => ReactNode;
  forgotHref: string;
  registerHref: string;
  /** Headings differ inline and in the popup. */
  headingId?: string;
  /** Social sign-in (social-sign-in feature); without it the plain provider buttons show. */
  socialSlot?: ReactNode;
};

/** The login panel of spec 000 §2: tabs, fields, captcha when required, remember me, links, free play, social buttons. */
export function LoginPanel(props: LoginPanelProps) {
  const { t } = useTranslation('session');
  const { options } = props;
  const p = useLoginPanel(props.defaultCountryDialingCode, props);
  const tabs = LOGIN_TABS.filter((tab) => tab === 'username' || options[tab]);
  const err = (k: keyof typeof p.errors) => (p.errors[k] ? t(`validation.${p.errors[k]}`) : undefined);
  const disabled = p.busy != null;
  const phoneFields = (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      {options.countryCode ? (
        <CountryCodeSelect
          countries={props.countries}
          value={p.form.countryDialingCode}
          onChange={(countryDialingCode) => p.update({ countryDialingCode })}
          error={err('countryDialingCode')}
        />
      ) : null}
      <TextInput
        label={t('field.mobile')}
        value={p.form.mobileNum}
        onChange={(e) => p.update({ mobileNum: e.currentTarget.value })}
        error={err('mobileNum')}
        errorProps={{ role: 'alert' }}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        required
        style={{ flex: 1 }}
      />
    </Group>
  );
  const password = (
    <PasswordInput
      label={t('field.password')}
      value={p.form.password}
      onChange={(e) => p.update({ password: e.currentTarget.value })}
      error={err('password')}
      errorProps={{ role: 'alert' }}
      autoComplete="current-password"
      maxLength={128}
      required
      visibilityToggleButtonProps={{ 'aria-label': t('field.showPassword') }}
    />
  );

  return (
    <Stack gap="md">
      {tabs.length > 1 ? (
        <Tabs
          value={p.form.tab}
          onChange={(v) => v && p.switchTab(v as LoginTab)}
          keepMounted={false}
          // Three methods on one row even at 390 px: a long label breaks inside its tab instead of
          // pushing the third tab onto a row of its own (it read as a second, unrelated tab bar).
          styles={{
            list: { flexWrap: 'nowrap' },
            tab: { paddingInline: 'var(--mantine-spacing-xs)' },
            tabLabel: { whiteSpace: 'normal', textAlign: 'center' },
          }}
        >
          <Tabs.List aria-label={t('tabs.label')} grow>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {t(`tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      ) : null}
      <form
        noValidate
        aria-labelledby={props.headingId}
        onSubmit={(e) => {
          e.preventDefault();
          void p.submit();
        }}
      >
        <Stack gap="sm">
          {p.form.tab === 'username' ? (
            <TextInput
              label={t('field.username')}
              value={p.form.username}
              onChange={(e) => p.update({ username: e.currentTarget.value })}
              error={err('username')}
              errorProps={{ role: 'alert' }}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={64}
              required
            />
          ) : (
            phoneFields
          )}
          {p.form.tab === 'sms' ? (
            <>
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  label={t('field.code')}
                  value={p.form.password}
                  onChange={(e) => p.update({ password: e.currentTarget.value })}
                  error={err('password')}
                  errorProps={{ role: 'alert' }}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={10}
                  required
                  style={{ flex: 1 }}
                />
                {props.smsButtonSlot({
                  mobileNum: p.form.mobileNum,
                  countryDialingCode: p.form.countryDialingCode,
                  resetKey: p.form.tab,
                  onMessage: p.setSmsMessage,
                })}
              </Group>
              {p.smsMessage ? (
                <Text size="sm" c={p.smsMessage.warning ? 'orange' : 'dimmed'} role={p.smsMessage.warning ? 'alert' : 'status'}>
                  {p.smsMessage.text}
                </Text>
              ) : null}
            </>
          ) : (
            password
          )}
          {p.captchaShown
            ? props.captchaSlot({
                value: p.form.captcha,
                onChange: (captcha) => p.update({ captcha }),
                error: err('captcha') ?? null,
                reloadKey: p.captchaReload,
                disabled,
              })
            : null}
          <Group justify="space-between" gap="xs">
            {p.form.tab === 'username' ? (
              <Checkbox label={t('remember')} checked={p.remember} onChange={(e) => p.setRemember(e.currentTarget.checked)} />
            ) : (
              <span />
            )}
            <Anchor component={Link} to={props.forgotHref} size="sm">
              {t('forgot')}
            </Anchor>
          </Group>
          {p.failure ? (
            <Alert color="red" variant="light" role="alert" title={t('error.title')}>
              {p.failure}
            </Alert>
          ) : null}
          <Button type="submit" size="md" fullWidth loading={p.busy === 'login'} disabled={disabled && p.busy !== 'login'}>
            {t('submit')}
          </Button>
        </Stack>
      </form>
      {options.freePlay ? (
        <Button variant="light" fullWidth onClick={() => void p.freePlay()} loading={p.busy === 'freePlay'} disabled={disabled}>
          {t('freePlay')}
        </Button>
      ) : null}
      <Text size="sm" ta="center">
        {t('noAccount')}{' '}
        <Anchor component={Link} to={props.registerHref} underline="always">
          {t('register')}
        </Anchor>
      </Text>
      {props.socialSlot ?? <SocialButtons enabled={options.social} />}
    </Stack>
  );
}

export default LoginPanel;
