import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsKeys, ChangePasswordForm, PaymentPasswordForm, useMemberIcons, useMemberInfo } from '../../../features/accounts';
import { AvatarNicknameForm, BindEmailForm, BindMobileForm, ProfileSummary, profileKeys } from '../../../features/profile';
import { SessionsPanel } from '../../../features/session';
import { useConsolidatedSettings, useShellStore, useStatus } from '../../../features/system';
import { formatDateTime } from '../../../lib/format';

const DEFAULT_RULE = { min: 6, max: 12, pattern: '^[A-Za-z0-9]+$' };

/**
 * The two-factor methods card (payee name, SMS, authenticator app, e-mail). Another issue builds
 * it; plugging it in is replacing this line with its lazy component.
 */
const TwoFactorSlot = null as ComponentType | null;

const skeleton = <Skeleton height={160} radius="md" />;

/** securityCenter (also "profile"): who the member is and everything that protects the account. */
export default function SecurityCentrePage() {
  const { t } = useTranslation('member-centre');
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
        <BindMobileForm defaultCountryCode={status?.info.sms.defaultCountryDialingCode ?? ''} />
        <BindEmailForm />
        {TwoFactorSlot ? (
          <TwoFactorSlot />
        ) : (
          <Card withBorder radius="md" p="lg" component="section" aria-labelledby="two-factor-title" data-testid="two-factor-slot">
            <Title order={2} size="h4" id="two-factor-title">
              {t('twoFactor.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('coming.body')}
            </Text>
          </Card>
        )}
        <SessionsPanel formatDateTime={(iso) => formatDateTime(iso, language)} />
      </Suspense>
    </Stack>
  );
}
