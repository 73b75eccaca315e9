import type { ChangePasswordPayload } from '@arcadia/contract/accounts';
import { sliderCaptchaString } from '@arcadia/contract/captcha/slider';
import { buildLoginSchema, type LoginResult } from '@arcadia/contract/session';
import { type VerifyRequired, verifyRequiredSchema } from '@arcadia/contract/two-factor';
import { Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OnDemand } from '../../../components/LoadingCover';
import { paths } from '../../../config/paths';
import { changePassword } from '../../../features/accounts';
import { CaptchaField, SliderCaptcha } from '../../../features/captcha';
import {
  ForcedChangePasswordPanel,
  LoginPanel,
  type LoginRecord,
  login,
  type SocialProvider,
  sessionStore,
  useSessionStore,
} from '../../../features/session';
import { SocialSignIn } from '../../../features/social-sign-in';
import { useConsolidatedSettings, useCountries, useStatus } from '../../../features/system';
import { TwoFactorModal } from '../../../features/two-factor';
import { SmsCodeButton } from '../../../features/verification';
import { SmsGateContext } from '../../../lib/sms-gate';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useSmsSlider } from './use-sms-slider';

const SOCIAL_FLAGS = [
  ['google', 'GOOGLELOGIN3'],
  ['facebook', 'FACEBOOKLOGIN3'],
  ['twitter', 'TWITTERLOGIN3'],
  ['line', 'LINELOGIN3'],
] as const;

const loginSchema = buildLoginSchema();

/** The new-password login that ends a forced change (flow 1), by the same identifier as the first one. */
function loginAgain(record: LoginRecord, password: string) {
  const cc = record.countryDialingCode ? { countryDialingCode: record.countryDialingCode } : {};
  const payload = record.byMobile
    ? { type: 'username' as const, ...cc, mobileNum: record.userName, password }
    : { type: 'username' as const, username: record.userName, password };
  return login(loginSchema.parse(payload));
}

/**
 * Composes the sign-in features: the session's login panel with the captcha and SMS button slots,
 * the whitelabel switches and countries from system, and the forced change-password panel.
 */
export function SignInPanel({ headingId, onDone }: { headingId: string; onDone?: () => void }) {
  const { t } = useTranslation('session');
  const { data: settings } = useConsolidatedSettings();
  const { data: status } = useStatus();
  const countries = useCountries();
  const record = useSessionStore((s) => s.loginRecord);
  const completeSignIn = useCompleteSignIn(onDone);
  const navigate = useNavigate();
  const flags = settings?.whitelabel;
  const [verify, setVerify] = useState<(VerifyRequired & { userName: string }) | null>(null);
  const smsSlider = useSmsSlider(!!flags?.GEETESTVCODE3);

  if (record) {
    const submit = async (payload: ChangePasswordPayload) => {
      await changePassword(payload, record.token);
      const result = await loginAgain(record, payload.newPassword);
      sessionStore.getState().finishForcedChange();
      await completeSignIn(result, record.userName);
    };
    return (
      <>
        <Title order={1} size="h2" id={headingId} mb="md">
          {t('change.title')}
        </Title>
        <ForcedChangePasswordPanel
          userName={record.userName}
          usesDefault={record.usesDefault}
          onSubmit={submit}
          onCancel={() => sessionStore.getState().clear()}
        />
      </>
    );
  }

  const social: SocialProvider[] = SOCIAL_FLAGS.filter(([, flag]) => flags?.[flag]).map(([p]) => p);
  // Flow 4: the second factor passed; a forced password change can still follow (flow 1).
  const passed = async (result: LoginResult) => {
    const userName = verify?.userName ?? '';
    setVerify(null);
    if (result.mustChangePassword)
      sessionStore
        .getState()
        .beginForcedChange({ userName, token: result.token, byMobile: false, usesDefault: result.defaultPassword === true });
    else await completeSignIn(result, userName);
  };
  return (
    <>
      <Title order={1} size="h2" id={headingId} mb="md">
        {t('title')}
      </Title>
      <LoginPanel
        headingId={headingId}
        options={{
          sms: !!flags?.MOBILEVERCODELOGIN3,
          mobile: !!flags?.MOBILELOGIN3,
          freePlay: !!flags?.FREEPLAY3,
          countryCode: !!flags?.UPDATEMOBILEICC3,
          social,
        }}
        countries={countries.data ?? []}
        defaultCountryDialingCode={status?.info.sms.defaultCountryDialingCode ?? ''}
        captchaSlot={(p) => (
          <Suspense fallback={null}>
            {/* GEETEST3: the slider takes the image's place; its pass travels in the captcha field. */}
            {flags?.GEETEST3 ? (
              <SliderCaptcha onPassed={(f) => p.onChange(sliderCaptchaString(f))} resetKey={p.reloadKey} error={p.error} />
            ) : (
              <CaptchaField {...p} />
            )}
          </Suspense>
        )}
        smsButtonSlot={(p) => (
          <Suspense fallback={null}>
            <SmsCodeButton {...p} beforeSend={smsSlider.beforeSend} />
          </Suspense>
        )}
        forgotHref={paths.forgotPassword}
        registerHref={paths.register}
        socialSlot={
          social.length ? (
            <Suspense fallback={null}>
              <SocialSignIn
                enabled={social}
                onSignedIn={completeSignIn}
                onManualRegister={(firebase) => {
                  onDone?.();
                  navigate(paths.register, { state: { firebase } });
                }}
              />
            </Suspense>
          ) : null
        }
        onLoggedIn={completeSignIn}
        onMustChangePassword={(r) => sessionStore.getState().beginForcedChange(r)}
        onVerifyRequired={(details, userName) => {
          const parsed = verifyRequiredSchema.safeParse(details);
          if (parsed.success) setVerify({ ...parsed.data, userName });
        }}
      />
      {smsSlider.modal}
      {verify ? (
        <OnDemand>
          <SmsGateContext.Provider value={smsSlider.beforeSend}>
            <TwoFactorModal
              opened
              methods={verify.methods}
              challenge={verify.challenge}
              username={verify.userName}
              onPassed={passed}
              onClose={() => setVerify(null)}
            />
          </SmsGateContext.Provider>
        </OnDemand>
      ) : null}
    </>
  );
}
