import { Card, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { memberPage } from '../../../config/paths';
import { CashierHistory, DepositPanel, WithdrawPanel } from '../../../features/cashier';
import { KycRequiredAction } from '../../../features/kyc';
import { useShellStore } from '../../../features/system';
import { BalanceDisplay, TransferFundPanel, TransferUplinePanel, walletKeys } from '../../../features/wallet';

/**
 * The member-centre money pages, composed here because they join two features: the cashier's
 * forms and the wallet's balance (a web feature never imports another).
 */
export function DepositPage() {
  const language = useShellStore((s) => s.language);
  return (
    <Suspense fallback={null}>
      <Stack gap="lg">
        <Card withBorder radius="md" p="lg">
          <DepositPanel />
        </Card>
        <CashierHistory language={language} kind="deposit" />
      </Stack>
    </Suspense>
  );
}

export function WithdrawPage() {
  const language = useShellStore((s) => s.language);
  const client = useQueryClient();
  return (
    <Suspense fallback={null}>
      <Stack gap="lg">
        <Card withBorder radius="md" p="lg">
          <WithdrawPanel
            balance={<BalanceDisplay />}
            // the amount is held at once: the balance drops before any operator decides
            onSubmitted={() => void client.invalidateQueries({ queryKey: walletKeys.balances() })}
            // a KYC refusal offers the way to the identity page
            refusalAction={(code) => <KycRequiredAction code={code} to={memberPage('identityVerification')} />}
          />
        </Card>
        <CashierHistory language={language} kind="withdraw" />
      </Stack>
    </Suspense>
  );
}

export function TransferFundPage() {
  return (
    <Suspense fallback={null}>
      <Card withBorder radius="md" p="lg">
        <TransferFundPanel />
      </Card>
    </Suspense>
  );
}

export function TransferUplinePage() {
  return (
    <Suspense fallback={null}>
      <Card withBorder radius="md" p="lg">
        <TransferUplinePanel />
      </Card>
    </Suspense>
  );
}
