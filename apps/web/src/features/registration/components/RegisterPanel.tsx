import type { SliderFields } from '@arcadia/contract/captcha/slider';
import { type RegisterMode, type RegisterResult, registerOptions } from '@arcadia/contract/registration';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type ChangeEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { usePromoCodeEnabled } from '../api/check-promo-code';
import { useRegisterRules } from '../api/get-register-rules';
import { useRegisterSettings } from '../api/get-register-settings';
import { lookupAffiliate } from '../api/lookup-affiliate';
import { register } from '../api/register';
import { fieldErrors, formFields, type RegisterValues, toInput } from '../hooks/register-form';
import { AgreementStep } from './AgreementStep';
import { CountrySelect } from './CountrySelect';
import { PromoCodeField } from './PromoCodeField';
import { RegisterSmsButton } from './RegisterSmsButton';

export type RegisterCaptchaSlotProps = {
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  reloadKey: number;
  disabled: boolean;
};

export type RegisterPanelProps = {
  /** The captcha input and image (captcha feature). */
  captchaSlot: (p: RegisterCaptchaSlotProps) => ReactNode;
  onRegistered: (result: RegisterResult) => Promise<void> | void;
  /** Affiliate setting is not 0 and the code failed: the visitor goes back to the site origin. */
  onAffiliateRejected: () => void;
  initialAffiliateCode?: string;
  /** A member's invite code from a referral link (sent as referralCode; not shown). */
  referralCode?: string;
  /** Set when a social sign-in asked to register (SSOMANUALREG3): the new member gets the identity. */
  firebase?: { channel: string; idToken: string } | null;
  headingId?: string;
  /** UPDATEMOBILEICC3: the visitor picks the country dialling code; without it the merchant's default applies. */
  countries?: readonly { countryCode: string; countryDialingCode: string }[];
  defaultCountryDialingCode?: string;
  /** GEETESTVCODE3: the slider asked before the SMS code (captcha feature, composed in app/). */
  smsBeforeSend?: () => Promise<SliderFields | null>;
  /** Set where the merchant asks a date of birth (KYC's rule, composed in app/); the server checks the age. */
  birthDate?: { minimumAge: number } | null;
};

/** Server codes that belong to one field: the server's message shows under that field. */
const FIELD_OF: Record<string, string> = {
  register_username_taken: 'username',
  register_mobile_taken: 'mobileNum',
  sms_code_incorrect: 'verificationCode',
  captcha_incorrect: 'captcha',
  kyc_dob_required: 'dateOfBirth',
  kyc_dob_invalid: 'dateOfBirth',
  kyc_under_age: 'dateOfBirth',
};
const PASSWORD_KEYS = new Set(['password', 'confirmPassword', 'paymentPassword']);

/** Registration (spec 000 §2, §4, §5): the agreement first, then the form checked on blur. */
export function RegisterPanel(props: RegisterPanelProps) {
  const { t } = useTranslation('registration');
  const rules = useRegisterRules();
  const settings = useRegisterSettings();
  const [agreedTerms, setAgreedTerms] = useState(false);
  const [mode, setMode] = useState<RegisterMode | null>(null);
  const [typed, setValues] = useState<RegisterValues>({});
  // The merchant's default dialling code until the visitor picks another (only when the picker shows).
  const defaultCc = props.countries?.length ? props.defaultCountryDialingCode : undefined;
  const values: RegisterValues = typed.countryDialingCode || !defaultCc ? typed : { ...typed, countryDialingCode: defaultCc };
  const [agreed, setAgreed] = useState(false);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captchaReload, setCaptchaReload] = useState(0);
  const [affiliate, setAffiliate] = useState({ code: props.initialAffiliateCode ?? '', hidden: false });
  const [affiliateRejection, setAffiliateRejection] = useState<string | null>(null);
  const [smsNote, setSmsNote] = useState<{ text: string; warning: boolean } | null>(null);
  const [promoCode, setPromoCode] = useState('');
  const promoEnabled = usePromoCodeEnabled().data?.enabled ?? false;

  const modes = settings.data?.modes ?? [];
  const current: RegisterMode | undefined = mode && modes.includes(mode) ? mode : modes[0];
  const opts = useMemo(
    () =>
      current && settings.data
        ? registerOptions(
            { MOBILENUMPASSREG3: settings.data.passwordOnMobile, REGMOBVERF3: settings.data.smsVerification },
            current,
            settings.data.captcha,
          )
        : null,
    [current, settings.data],
  );
  const fields = useMemo(() => (opts && rules.data ? formFields(rules.data, opts) : []), [opts, rules.data]);

  const checkAffiliate = async (code: string) => {
    if (!code.trim()) return;
    try {
      await lookupAffiliate(code.trim());
    } catch (e) {
      const setting = e instanceof ApiError ? Number((e.details as { affiliateSetting?: number } | null)?.affiliateSetting ?? 0) : 0;
      // Spec 000 §8: setting 0 hides the field and registration goes on without the code.
      if (setting === 0) setAffiliate({ code: '', hidden: true });
      else setAffiliateRejection(e instanceof ApiError && e.message ? e.message : t('error.generic'));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the code from the link is checked once
  useEffect(() => {
    if (props.initialAffiliateCode) void checkAffiliate(props.initialAffiliateCode);
  }, []);

  if (rules.isError || settings.isError)
    return (
      <Alert color="red" role="alert" title={t('error.title')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('error.load')}</Text>
          <Button size="xs" variant="light" onClick={() => void Promise.all([rules.refetch(), settings.refetch()])}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (!rules.data || !settings.data)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  if (!current || !opts) return <Alert color="yellow">{t('closed')}</Alert>;
  if (!agreedTerms) return <AgreementStep clauses={settings.data.agreement} onAccept={() => setAgreedTerms(true)} />;

  const input = (extra: { agreed?: boolean } = {}) =>
    toInput(rules.data, opts, values, {
      agreed: extra.agreed ?? agreed,
      affiliateCode: affiliate.code,
      referralCode: props.referralCode,
      promoCode: promoEnabled ? promoCode : undefined,
      firebase: props.firebase,
    });
  const shown = (key: string) => {
    const code = fieldErrors(rules.data, opts, input(), touched).errors[key];
    return serverErrors[key] ?? (code ? t(`validation.${code}`) : undefined);
  };
  const blur = (key: string) => setTouched((s) => new Set(s).add(key));
  const update = (key: string, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = async () => {
    if (busy) return;
    setFailure(null);
    const all = new Set([...fields.map((f) => f.key), 'captcha', 'agreed', 'countryDialingCode']);
    setTouched(all);
    const { order } = fieldErrors(rules.data, opts, input(), all);
    if (order.length) {
      document.getElementById(`register-${order[0]}`)?.focus();
      return;
    }
    if (props.birthDate && !values.dateOfBirth) {
      setServerErrors((s) => ({ ...s, dateOfBirth: t('birthDate.required') }));
      document.getElementById('register-dateOfBirth')?.focus();
      return;
    }
    setBusy(true);
    try {
      const body = props.birthDate ? { ...input(), dateOfBirth: values.dateOfBirth } : input();
      const result = await register(current, body as never);
      await props.onRegistered(result);
    } catch (e) {
      const message = e instanceof ApiError && e.message ? e.message : t('error.generic');
      const field = e instanceof ApiError && e.code ? FIELD_OF[e.code] : undefined;
      if (field) {
        setServerErrors((s) => ({ ...s, [field]: message }));
        document.getElementById(`register-${field}`)?.focus();
      } else setFailure(message);
      setCaptchaReload((n) => n + 1);
      update('captcha', '');
    } finally {
      setBusy(false);
    }
  };

  const textField = (key: string, required: boolean) => {
    const common = {
      id: `register-${key}`,
      label: t(`field.${key}`),
      value: values[key] ?? '',
      onChange: (e: ChangeEvent<HTMLInputElement>) => update(key, e.currentTarget.value),
      onBlur: () => blur(key),
      error: shown(key),
      errorProps: { role: 'alert' },
      required,
      maxLength: 128,
    };
    if (PASSWORD_KEYS.has(key))
      return (
        <PasswordInput
          key={key}
          {...common}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t('field.showPassword') }}
        />
      );
    if (key === 'verificationCode')
      return (
        <Stack key={key} gap={4}>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput {...common} inputMode="numeric" autoComplete="one-time-code" maxLength={10} style={{ flex: 1 }} />
            <RegisterSmsButton
              mobileNum={values.mobileNum ?? ''}
              countryDialingCode={values.countryDialingCode}
              onMessage={setSmsNote}
              beforeSend={props.smsBeforeSend}
            />
          </Group>
          {smsNote ? (
            <Text size="sm" c={smsNote.warning ? 'orange' : 'dimmed'} role={smsNote.warning ? 'alert' : 'status'}>
              {smsNote.text}
            </Text>
          ) : null}
        </Stack>
      );
    if (key === 'mobileNum' && props.countries?.length)
      return (
        <Group key={key} align="flex-start" gap="xs" wrap="nowrap">
          <CountrySelect
            label={t('field.countryCode')}
            countries={props.countries}
            value={values.countryDialingCode ?? ''}
            onChange={(v) => update('countryDialingCode', v)}
          />
          <TextInput {...common} type="tel" inputMode="numeric" autoComplete="tel-national" style={{ flex: 1 }} />
        </Group>
      );
    const type = key === 'mobileNum' || key === 'whatsapp' ? 'tel' : key === 'email' ? 'email' : 'text';
    const autoComplete = key === 'username' ? 'username' : key === 'mobileNum' ? 'tel-national' : key === 'email' ? 'email' : 'off';
    return (
      <TextInput
        key={key}
        {...common}
        type={type}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        {...(type === 'tel' ? { inputMode: 'numeric' as const } : {})}
      />
    );
  };

  return (
    <Stack gap="md">
      {modes.length > 1 ? (
        <SegmentedControl
          fullWidth
          value={current}
          aria-label={t('mode.label')}
          onChange={(v) => {
            setMode(v as RegisterMode);
            setTouched(new Set());
            setServerErrors({});
            setFailure(null);
          }}
          data={modes.map((m) => ({ value: m, label: t(`mode.${m}`) }))}
        />
      ) : null}
      <form
        noValidate
        aria-labelledby={props.headingId}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          {fields.map((f) => textField(f.key, f.required))}
          {affiliate.hidden ? null : (
            <TextInput
              id="register-affiliateCode"
              label={t('field.affiliateCode')}
              description={settings.data.affiliateSetting === 0 ? t('optional') : undefined}
              value={affiliate.code}
              onChange={(e) => setAffiliate({ code: e.currentTarget.value, hidden: false })}
              onBlur={() => void checkAffiliate(affiliate.code)}
              required={settings.data.affiliateSetting !== 0}
              maxLength={32}
              autoCapitalize="none"
            />
          )}
          {props.birthDate ? (
            <TextInput
              id="register-dateOfBirth"
              type="date"
              label={t('birthDate.label')}
              description={t('birthDate.hint', { age: props.birthDate.minimumAge })}
              value={values.dateOfBirth ?? ''}
              onChange={(e) => update('dateOfBirth', e.currentTarget.value)}
              error={serverErrors.dateOfBirth}
              errorProps={{ role: 'alert' }}
              autoComplete="bday"
              required
            />
          ) : null}
          {promoEnabled ? <PromoCodeField value={promoCode} onChange={setPromoCode} /> : null}
          {settings.data.captcha
            ? props.captchaSlot({
                value: values.captcha ?? '',
                onChange: (v) => update('captcha', v),
                error: shown('captcha') ?? null,
                reloadKey: captchaReload,
                disabled: busy,
              })
            : null}
          <Checkbox
            id="register-agreed"
            label={t('agreed')}
            checked={agreed}
            onChange={(e) => {
              setAgreed(e.currentTarget.checked);
              blur('agreed');
            }}
            error={shown('agreed')}
          />
          {failure ? (
            <Alert color="red" variant="light" role="alert" title={t('error.title')}>
              {failure}
            </Alert>
          ) : null}
          <Button type="submit" size="md" fullWidth loading={busy}>
            {t('submit')}
          </Button>
        </Stack>
      </form>
      <Modal
        opened={affiliateRejection !== null}
        onClose={props.onAffiliateRejected}
        title={t('affiliate.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common:action.close') }}
      >
        <Stack>
          <Text>{affiliateRejection}</Text>
          <Button onClick={props.onAffiliateRejected}>{t('affiliate.confirm')}</Button>
        </Stack>
      </Modal>
    </Stack>
  );
}

export default RegisterPanel;
