import { sliderCaptchaString } from '@arcadia/contract/captcha/slider';
import type { RegisterResult } from '@arcadia/contract/registration';
import { Anchor, Container, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { CaptchaField, SliderCaptcha } from '../../../features/captcha';
import { useKycRegistrationRules } from '../../../features/kyc';
import { RegisterPanel } from '../../../features/registration';
import { sessionStore, useSessionStore } from '../../../features/session';
import { useConsolidatedSettings, useCountries, useStatus } from '../../../features/system';
import { local } from '../../../lib/storage';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useSmsSlider } from './use-sms-slider';

const AFFILIATE_KEY = 'affiliateCode';
const REFERRAL_KEY = 'referralCode';

/**
 * A code from the link (affiliate: ?affiliateCode= or ?a=; a member's referral: ?referralCode= or
 * ?r=) is kept in the browser (spec 000 §3) for a later visit.
 */
function useLinkCode(key: string, names: [string, string]): string {
  const [params] = useSearchParams();
  const [code] = useState(() => {
    const fromLink = (params.get(names[0]) ?? params.get(names[1]) ?? '').trim().slice(0, 32);
    if (fromLink) local.set(key, fromLink);
    return fromLink || local.get(key) || '';
  });
  return code;
}

/**
 * /register and /register.html: the registration panel, with the captcha from the captcha
 * feature. Success shows the account and mobile, signs in and goes home; a default password
 * (phone registration without one) goes to the forced change first.
 */
export default function RegisterPage() {
  const { t } = useTranslation('registration');
  // Where the merchant requires it, the form asks a date of birth (KYC's rule; the server checks the age).
  const kycRules = useKycRegistrationRules();
  const token = useSessionStore((s) => s.token);
  const completeSignIn = useCompleteSignIn();
  const affiliateCode = useLinkCode(AFFILIATE_KEY, ['affiliateCode', 'a']);
  const referralCode = useLinkCode(REFERRAL_KEY, ['referralCode', 'r']);
  const location = useLocation();
  const firebase = (location.state as { firebase?: { channel: string; idToken: string } } | null)?.firebase ?? null;
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const { data: settings } = useConsolidatedSettings();
  const smsSlider = useSmsSlider(!!settings?.whitelabel.GEETESTVCODE3);
  const { data: status } = useStatus();
  const countries = useCountries();
  const pickCountry = !!settings?.whitelabel.UPDATEMOBILEICC3 && (countries.data?.length ?? 0) > 0 && !!status;
  if (token && !done) return <Navigate to={paths.home} replace />;

  const onRegistered = async (r: RegisterResult) => {
    setDone(true);
    local.set(AFFILIATE_KEY, null);
    local.set(REFERRAL_KEY, null);
    notifications.show({
      title: t('success.title'),
      message: [
        t('success.body', { account: r.customerName }),
        r.profile.mobileNo ? t('success.mobile', { mobile: r.profile.mobileNo }) : '',
      ]
        .filter(Boolean)
        .join(' '),
      color: 'green',
    });
    if (r.login.mustChangePassword) {
      sessionStore
        .getState()
        .beginForcedChange({ userName: r.customerName, token: r.login.token, byMobile: false, usesDefault: r.defaultPassword });
      navigate(paths.login);
      return;
    }
    await completeSignIn(r.login, r.customerName);
  };

  return (
    <Container size={560} py={{ base: 'md', sm: 40 }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="md">
        <Title order={1} size="h2" id="register-title" mb="md">
          {t('title')}
        </Title>
        <Suspense fallback={null}>
          <RegisterPanel
            countries={pickCountry ? countries.data : undefined}
            defaultCountryDialingCode={status?.info.sms.defaultCountryDialingCode}
            headingId="register-title"
            initialAffiliateCode={affiliateCode}
            referralCode={referralCode}
            firebase={firebase}
            captchaSlot={(p) => (
              <Suspense fallback={null}>
                {settings?.whitelabel.GEETEST3 ? (
                  <SliderCaptcha onPassed={(f) => p.onChange(sliderCaptchaString(f))} resetKey={p.reloadKey} error={p.error} />
                ) : (
                  <CaptchaField {...p} />
                )}
              </Suspense>
            )}
            smsBeforeSend={smsSlider.beforeSend}
            birthDate={kycRules.data?.dobRequired ? { minimumAge: kycRules.data.minimumAge } : null}
            onRegistered={onRegistered}
            onAffiliateRejected={() => window.location.assign(window.location.origin)}
          />
        </Suspense>
        {smsSlider.modal}
        <Text size="sm" ta="center" mt="md">
          {t('haveAccount')}{' '}
          <Anchor component={Link} to={paths.login} underline="always">
            {t('login')}
          </Anchor>
        </Text>
      </Paper>
    </Container>
  );
}
