import { ERROR_CODES } from '@arcadia/contract';
import type { LoginResult } from '@arcadia/contract/session';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { login, loginFailure } from '../api/login';
import { loginFreePlay } from '../api/login-freeplay';
import type { LoginRecord } from '../stores/session-store';
import { emptyLoginForm, type LoginErrors, type LoginForm, type LoginTab, validateLoginForm } from './login-form';
import { rememberedUser, rememberUser } from './remember-user';

export type LoginOutcome = {
  /** A full login succeeded: the caller stores the session, loads member info and navigates. */
  onLoggedIn: (result: LoginResult, username: string) => Promise<void>;
  /** Flow 1: the password must change first; `token` only works for the change-password call. */
  onMustChangePassword: (record: LoginRecord) => void;
  /**
   * Flow 4: login_verify_required. `details` is the failure's value (methods and challenge); the
   * caller opens the two-factor modal. Without this handler the server message shows instead.
   */
  onVerifyRequired?: (details: unknown, userName: string) => void;
};

/** State and actions of the login panel: the form, its validation, submitting, free play and the captcha flag. */
export function useLoginPanel(defaultCountryDialingCode: string, outcome: LoginOutcome) {
  const { t } = useTranslation('session');
  const [form, setForm] = useState<LoginForm>(() => ({
    ...emptyLoginForm('username', defaultCountryDialingCode),
    username: rememberedUser() ?? '',
  }));
  const [remember, setRemember] = useState(() => rememberedUser() != null);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaReload, setCaptchaReload] = useState(0);
  const [busy, setBusy] = useState<'login' | 'freePlay' | null>(null);
  const [smsMessage, setSmsMessage] = useState<{ text: string; warning: boolean } | null>(null);

  // The merchant's default dialling code arrives with the status call, possibly after the first render.
  useEffect(() => {
    if (defaultCountryDialingCode) setForm((f) => (f.countryDialingCode ? f : { ...f, countryDialingCode: defaultCountryDialingCode }));
  }, [defaultCountryDialingCode]);

  const update = (patch: Partial<LoginForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as keyof LoginErrors];
      return next;
    });
  };

  /** Spec 000 §4: switching the login type clears username, password and the SMS countdown. */
  const switchTab = (tab: LoginTab) => {
    setForm((f) => ({ ...emptyLoginForm(tab, f.countryDialingCode || defaultCountryDialingCode), captcha: f.captcha }));
    setErrors({});
    setFailure(null);
    setSmsMessage(null);
  };

  const showFailure = (e: unknown) => {
    const details = loginFailure(e);
    if (details.captcha) {
      setCaptchaShown(true);
      setCaptchaReload((n) => n + 1);
      setForm((f) => ({ ...f, captcha: '' }));
    }
    setFailure(e instanceof ApiError && e.message ? e.message : t('error.generic'));
  };

  const submit = async () => {
    if (busy) return;
    setFailure(null);
    const checked = validateLoginForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    if (captchaShown && !form.captcha.trim()) {
      setErrors({ captcha: 'captcha_required' });
      return;
    }
    setBusy('login');
    try {
      const result = await login(checked.payload);
      const byMobile = form.tab !== 'username';
      const userName = byMobile ? form.mobileNum.trim() : checked.payload.username;
      if (form.tab === 'username') rememberUser(remember ? userName : null);
      if (result.mustChangePassword) {
        outcome.onMustChangePassword({
          userName,
          token: result.token,
          byMobile,
          usesDefault: result.defaultPassword === true,
          ...(byMobile && checked.payload.countryDialingCode ? { countryDialingCode: checked.payload.countryDialingCode } : {}),
        });
        return;
      }
      await outcome.onLoggedIn(result, userName);
    } catch (e) {
      if (e instanceof ApiError && e.code === ERROR_CODES.loginVerifyRequired && outcome.onVerifyRequired) {
        const byMobile = form.tab !== 'username';
        outcome.onVerifyRequired(e.details, byMobile ? form.mobileNum.trim() : checked.payload.username);
        return;
      }
      showFailure(e);
    } finally {
      setBusy(null);
    }
  };

  const freePlay = async () => {
    if (busy) return;
    setFailure(null);
    setBusy('freePlay');
    try {
      await outcome.onLoggedIn(await loginFreePlay(), '');
    } catch (e) {
      showFailure(e);
    } finally {
      setBusy(null);
    }
  };

  return {
    form,
    update,
    switchTab,
    remember,
    setRemember,
    errors,
    failure,
    captchaShown,
    captchaReload,
    busy,
    submit,
    freePlay,
    smsMessage,
    setSmsMessage,
  };
}
