import { Skeleton, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { accountsKeys, ChangePasswordForm, PaymentPasswordForm, useMemberIcons, useMemberInfo } from '../../../features/accounts';
import { AvatarNicknameForm, BindEmailForm, BindMobileForm, ProfileSummary, profileKeys } from '../../../features/profile';
import { SessionsPanel } from '../../../features/session';
import { useConsolidatedSettings, useShellStore, useStatus } from '../../../features/system';
import { TwoFactorSettings } from '../../../features/two-factor';
import { formatDateTime } from '../../../lib/format';
import { SmsGateProvider } from '../../routes/auth/use-sms-slider';

const DEFAULT_RULE = { min: 6, max: 12, pattern: '^[A-Za-z0-9]+$' };

const skeleton = <Skeleton height={160} radius="md" />;

/** securityCenter (also "profile"): who the member is and everything that protects the account. */
export default function SecurityCentrePage() {
  const client = useQueryClient();
  const language = useShellStore((s) => s.language);
  const info = useMemberInfo(true).data;
  const icons = useMemberIcons(info != null).data ?? [];
  const status = useStatus().data;
  const flags = useConsolidatedSettings().data?.whitelabel;
  const rule = status?.info.register.find((r) => r.key === 'password');
  const passwordRule = rule ? { min: rule.minLength, max: rule.maxLength, pattern: rule.acceptedPattern } : DEFAULT_RULE;
  const refreshMember = () => {
    void client.invalidateQueries({ queryKey: accountsKeys.info() });
    void client.invalidateQueries({ queryKey: profileKeys.avatar() });
  };
  if (!info) return skeleton;
  return (
    <Stack gap="md">
      <Suspense fallback={skeleton}>
        <ProfileSummary name={info.nickname || info.account} account={info.account} clubLabel={info.clubLabel} icons={icons} />
        <AvatarNicknameForm key={info.nickname} nickname={info.nickname} icons={icons} onChanged={refreshMember} />
        <ChangePasswordForm rule={passwordRule} />
        {flags?.PAYMENTPASS3 ? <PaymentPasswordForm /> : null}
        <SmsGateProvider>
          <BindMobileForm defaultCountryCode={status?.info.sms.defaultCountryDialingCode ?? ''} pickCountry={!!flags?.UPDATEMOBILEICC3} />
          <BindEmailForm />
          {/* payee name, SMS, authenticator app, e-mail: enrol and remove */}
          <TwoFactorSettings />
        </SmsGateProvider>
        <SessionsPanel formatDateTime={(iso) => formatDateTime(iso, language)} />
      </Suspense>
    </Stack>
  );
}
