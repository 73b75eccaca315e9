import type { OpsPermission } from '@arcadia/contract/ops';
import { Alert, Badge, Button, Center, Container, Group, Loader, Tabs, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpsMe } from '../api/get-me';
import { opsKeys } from '../api/keys';
import { opsLogout } from '../api/logout';
import { setOpsToken, useOpsToken } from '../stores/ops-token';
import { AuditLog } from './AuditLog';
import { BannersPanel } from './BannersPanel';
import { DepositQueue } from './DepositQueue';
import { FlagsPanel } from './FlagsPanel';
import { OpsLogin } from './OpsLogin';

export const OPS_TABS = ['flags', 'banners', 'deposits', 'audit'] as const;
export type OpsTab = (typeof OPS_TABS)[number];

export type OpsConsoleProps = {
  /** The merchant a super-operator works on (the site's own); merchant operators always work on theirs. */
  siteMerchant: string;
  tab: OpsTab;
  onTab(tab: OpsTab): void;
  /** The language picker (composed in by the route). */
  headerExtra?: ReactNode;
};

/** `/ops`: sign-in, then the console pages the operator's role opens. */
export default function OpsConsole({ siteMerchant, tab, onTab, headerExtra }: OpsConsoleProps) {
  const { t } = useTranslation('ops');
  const token = useOpsToken();
  const me = useOpsMe(token);
  const client = useQueryClient();

  const signOut = async () => {
    await opsLogout().catch(() => undefined);
    setOpsToken(null);
    client.removeQueries({ queryKey: opsKeys.all });
  };

  const header = (
    <Group justify="space-between" py="sm" wrap="wrap" gap="xs">
      <Title order={1} size="h3">
        {t('title')}
      </Title>
      <Group gap="xs" wrap="wrap">
        {headerExtra}
        {me.data ? (
          <>
            <Text size="sm" aria-label={t('signedInAs')}>
              {me.data.username}
            </Text>
            <Badge variant="light">{t(`role.${me.data.role}`)}</Badge>
            <Button size="xs" variant="default" onClick={() => void signOut()}>
              {t('logout')}
            </Button>
          </>
        ) : null}
      </Group>
    </Group>
  );

  if (!token || me.isError)
    return (
      <Container size="lg" px="sm" w="100%" miw={0}>
        {header}
        {me.isError ? (
          <Alert color="yellow" maw={400} mx="auto" role="status">
            {t('sessionEnded')}
          </Alert>
        ) : null}
        <OpsLogin />
      </Container>
    );
  if (me.isPending)
    return (
      <Center py="xl" role="status">
        <Loader role="status" aria-label={t('state.loading')} />
      </Center>
    );

  const op = me.data;
  const code = op.merchantCode ?? siteMerchant;
  const can = (p: OpsPermission) => op.permissions.includes(p);
  return (
    <Container size="lg" px="sm" w="100%" miw={0} pb="xl">
      {header}
      <Text size="sm" c="dimmed" mb="sm">
        {t('merchant', { code })}
      </Text>
      <Tabs miw={0} value={tab} onChange={(v) => v && onTab(v as OpsTab)} keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {OPS_TABS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(`tabs.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel miw={0} value="flags">
          <FlagsPanel code={code} canEdit={can('admin')} />
        </Tabs.Panel>
        <Tabs.Panel miw={0} value="banners">
          <BannersPanel code={code} canEdit={can('content')} />
        </Tabs.Panel>
        <Tabs.Panel miw={0} value="deposits">
          <DepositQueue code={code} canDecide={can('finance')} />
        </Tabs.Panel>
        <Tabs.Panel miw={0} value="audit">
          <AuditLog code={code} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
