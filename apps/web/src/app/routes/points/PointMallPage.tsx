import type { MoneyFormat } from '@arcadia/contract';
import type { Reward } from '@arcadia/contract/points';
import { Box, Button, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OnDemand } from '../../../components/LoadingCover';
import { PageNotice } from '../../../components/PageNotice';
import { paths } from '../../../config/paths';
import { PointBalance, PointMall, PointsDetail, PointsInfoButton, pointsKeys, RedeemModal } from '../../../features/points';
import { useSessionStore } from '../../../features/session';
import { useConsolidatedSettings, useShellStore, useStatus } from '../../../features/system';
import { walletKeys } from '../../../features/wallet';
import { formatDateTime } from '../../../lib/format';

const loader = (
  <Group justify="center" p="xl">
    <Loader />
  </Group>
);

/**
 * /pointMall. Composed here because it joins features: the session decides who may redeem, the
 * system settings give the PTSYS3 switch, currency and mobile rule, and after a redemption or a
 * conversion both the points and the wallet balances are refreshed.
 */
export default function PointMallPage() {
  const { t } = useTranslation('points');
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const language = useShellStore((s) => s.language);
  const settings = useConsolidatedSettings().data;
  const status = useStatus().data;
  const [tab, setTab] = useState<string>('mall');
  const [redeeming, setRedeeming] = useState<Reward | null>(null);
  if (!settings) return loader;
  if (!settings.whitelabel.PTSYS3) return <PageNotice title={t('page.title')} body={t('page.off')} homeHref={paths.home} />;
  const money: MoneyFormat = settings.merchant;
  const rule = status?.info.register.find((r) => r.key === 'mobileNum' && r.enabled);
  const mobileRule = rule ? { pattern: rule.acceptedPattern, min: rule.minLength, max: rule.maxLength } : null;
  const real = !!token && isAgent !== 4;
  const passwordKind = settings.whitelabel.PAYMENTPASS3 ? 'payment' : 'login';
  const moneyMoved = () => {
    void client.invalidateQueries({ queryKey: pointsKeys.all });
    void client.invalidateQueries({ queryKey: walletKeys.balances() });
  };
  const redeem = (reward: Reward) => {
    if (!real) {
      notifications.show({ color: 'yellow', message: token ? t('page.needReal') : t('page.needLogin') });
      return;
    }
    setRedeeming(reward);
  };
  return (
    <Box px="md" py="lg" maw={1200} mx="auto">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            {t('page.title')}
          </Title>
          <Group gap={4} wrap="nowrap">
            {real ? (
              <Suspense fallback={null}>
                <PointBalance />
              </Suspense>
            ) : !token ? (
              <Button component={Link} to={paths.login} variant="light">
                {t('page.login')}
              </Button>
            ) : null}
            {/* How points are earned and used: visitors deciding whether to play want it too. */}
            <Suspense fallback={null}>
              <PointsInfoButton />
            </Suspense>
          </Group>
        </Group>
        <Tabs value={tab} onChange={(v) => setTab(v ?? 'mall')} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="mall">{t('page.mall')}</Tabs.Tab>
            <Tabs.Tab value="detail" data-testid="points-detail-tab">
              {t('page.detail')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="mall">
            <Suspense fallback={loader}>
              <PointMall money={money} onRedeem={redeem} />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="detail">
            {real ? (
              <Suspense fallback={loader}>
                <PointsDetail
                  money={money}
                  formatDate={(iso) => formatDateTime(iso, language)}
                  passwordKind={passwordKind}
                  onConverted={moneyMoved}
                />
              </Suspense>
            ) : (
              <Text c="dimmed" py="lg" ta="center">
                {token ? t('page.needReal') : t('page.needLogin')}
              </Text>
            )}
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {redeeming ? (
        <OnDemand>
          <RedeemModal
            reward={redeeming}
            money={money}
            mobileRule={mobileRule}
            passwordKind={passwordKind}
            onClose={() => setRedeeming(null)}
            onRedeemed={() => {
              // Spec 001 §4: success closes the popup, refreshes the balance and reloads the list.
              setRedeeming(null);
              moneyMoved();
              notifications.show({ color: 'teal', message: t('redeem.success') });
            }}
          />
        </OnDemand>
      ) : null}
    </Box>
  );
}
