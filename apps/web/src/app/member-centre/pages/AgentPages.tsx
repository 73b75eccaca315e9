import type { ContractKind } from '@arcadia/contract/agents';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { paths } from '../../../config/paths';
import {
  PnlStatementsPage,
  RegisterCentrePage,
  SalaryPage,
  TeamBettingPage,
  TeamOverviewPage,
  TransferDownlinePage,
} from '../../../features/agents';
import { useSessionStore } from '../../../features/session';
import { BalanceDisplay, walletKeys } from '../../../features/wallet';

/** The agents feature's centre pages, given what they need from the shell (session, register URL). */
function Salary({ kind, player = false }: { kind: ContractKind; player?: boolean }) {
  const token = useSessionStore((s) => s.token) ?? '';
  return (
    <Suspense fallback={null}>
      <SalaryPage kind={kind} session={token} player={player} />
    </Suspense>
  );
}

export const TeamOverview = () => (
  <Suspense fallback={null}>
    <TeamOverviewPage />
  </Suspense>
);
export const PnlStatements = () => (
  <Suspense fallback={null}>
    <PnlStatementsPage />
  </Suspense>
);
export const TeamBetting = () => (
  <Suspense fallback={null}>
    <TeamBettingPage />
  </Suspense>
);
export const DailyWages = () => <Salary kind="DAILY" />;
export const HourSalary = () => <Salary kind="HOURLY" />;
export const RealtimeSalary = () => <Salary kind="REALTIME" />;
export const DividendRecords = () => <Salary kind="DIVIDEND" />;
export const PlayerDailySalary = () => <Salary kind="DAILY" player />;
export const RegisterCentre = () => (
  <Suspense fallback={null}>
    <RegisterCentrePage registerUrl={(code) => `${window.location.origin}${paths.register}?affiliateCode=${encodeURIComponent(code)}`} />
  </Suspense>
);

/** agentRedRain (AGENTRANSMULTDOWN3): the agents' transfer form beside the wallet's balance, which it refreshes. */
export function TransferDownline() {
  const client = useQueryClient();
  return (
    <Suspense fallback={null}>
      <TransferDownlinePage
        balance={<BalanceDisplay />}
        onTransferred={() => void client.invalidateQueries({ queryKey: walletKeys.balances() })}
      />
    </Suspense>
  );
}
