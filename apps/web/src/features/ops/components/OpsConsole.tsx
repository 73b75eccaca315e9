import type { OpsPermission } from '@arcadia/contract/ops';
import { Alert, Badge, Box, Button, Center, Container, Flex, Group, Loader, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { setOpsToken, useOpsToken } from '../../../lib/ops-token';
import { useOpsMe } from '../api/get-me';
import { opsKeys } from '../api/keys';
import { opsLogout } from '../api/logout';
import { OpsLogin } from './OpsLogin';
import { OpsNav } from './OpsNav';
import type { OpsPage, OpsPageProps } from './pages';

// One lazy component per page for the life of the app: a new one on each render would suspend again.
const lazyPages = new WeakMap<OpsPage, LazyExoticComponent<ComponentType<OpsPageProps>>>();
function lazyPage(page: OpsPage) {
  const known = lazyPages.get(page);
  if (known) return known;
  const Page = lazy(page.load);
  lazyPages.set(page, Page);
  return Page;
}

export type OpsConsoleProps = {
  /** Every page, ops' own and other features' (`opsPages(…)`, composed by the route). */
  pages: readonly OpsPage[];
  /** The merchant a super-operator works on (the site's own); merchant operators always work on theirs. */
  siteMerchant: string;
  /** The `?tab=` asked for; an unknown or forbidden one opens the operator's first page. */
  tab: string | null;
  onTab(tab: string): void;
  /** The language picker (composed in by the route). */
  headerExtra?: ReactNode;
};

/** `/ops`: sign-in, then the console pages the operator's role opens. */
export default function OpsConsole({ pages: allPages, siteMerchant, tab, onTab, headerExtra }: OpsConsoleProps) {
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
  const pages = allPages.filter((p) => can(p.needs ?? 'read') && (!p.platform || op.merchantCode === null));
  const page = pages.find((p) => p.key === tab) ?? pages[0];
  const Page = page ? lazyPage(page) : undefined;
  return (
    <Container size="xl" px="sm" w="100%" miw={0} pb="xl">
      {header}
      <Text size="sm" c="dimmed" mb="sm">
        {t('merchant', { code })}
      </Text>
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }} gap={{ base: 0, sm: 'lg' }} miw={0}>
        <OpsNav pages={pages} current={page?.key ?? ''} onOpen={onTab} />
        {/* data-ops-page changes when the new page commits (menu changes are transitions that keep the old page up meanwhile). */}
        <Box component="main" miw={0} style={{ flex: 1 }} data-ops-page={page?.key}>
          {Page ? (
            <Suspense
              fallback={
                <Center py="xl" role="status">
                  <Loader aria-label={t('state.loading')} />
                </Center>
              }
            >
              <Page key={page!.key} code={code} can={can} operator={op.username} />
            </Suspense>
          ) : null}
        </Box>
      </Flex>
    </Container>
  );
}
