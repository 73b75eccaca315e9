import { Container, Stack } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../../components/ComingSoon';
import { paths } from '../../../config/paths';
import { SessionsPanel } from '../../../features/session';
import { useShellStore } from '../../../features/system';
import { formatDateTime } from '../../../lib/format';
import { RequireMember } from './RequireMember';
import { DepositPage, TransferFundPage, WithdrawPage } from './WalletPages';

const MONEY_PAGES: Record<string, () => ReactNode> = {
  depositv2: () => <DepositPage />,
  withdraw: () => <WithdrawPage />,
  transferFund: () => <TransferFundPage />,
};

/** /member?page=…: the money pages are here; the rest of the member centre arrives later. */
export default function MemberPage() {
  const { t } = useTranslation('system');
  const language = useShellStore((s) => s.language);
  const [params] = useSearchParams();
  const money = MONEY_PAGES[params.get('page') ?? ''];
  if (money)
    return (
      <RequireMember realOnly>
        <Container size="md" py="xl">
          {money()}
        </Container>
      </RequireMember>
    );
  return (
    <RequireMember realOnly>
      <Container size="md" py="xl">
        <Stack gap="xl">
          <ComingSoon title={t('page.member')} homeHref={paths.home} />
          <Suspense fallback={null}>
            <SessionsPanel formatDateTime={(iso) => formatDateTime(iso, language)} />
          </Suspense>
        </Stack>
      </Container>
    </RequireMember>
  );
}
