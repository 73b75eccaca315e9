import type { AgentPage, MemberPage } from '@arcadia/contract/member-centre';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PageComponent = LazyExoticComponent<ComponentType> | null;

/**
 * Which component renders each centre page. `null` shows the translated "coming" state; plugging
 * a page in is one line here, e.g. `messageV2: lazy(() => import('./pages/InboxPage')),`.
 */
export const MEMBER_PAGE_COMPONENTS: Record<MemberPage, PageComponent> = {
  securityCenter: lazy(() => import('./pages/SecurityCentrePage')),
  messageV2: lazy(() => import('./pages/InboxPage')),
  transferFund: lazy(() => import('./pages/WalletPages').then((m) => ({ default: m.TransferFundPage }))),
  transferUpline: null, // wallet: POST /wps/member/transferUpline exists; page to come
  rewardCenter: null, // promotions issue
  depositv2: lazy(() => import('./pages/WalletPages').then((m) => ({ default: m.DepositPage }))),
  withdraw: lazy(() => import('./pages/WalletPages').then((m) => ({ default: m.WithdrawPage }))),
  bonusDetails: lazy(() => import('./pages/RebatePages').then((m) => ({ default: m.BonusDetailsPage }))),
  referral: null, // promotions issue
  missionLeaderboard: null, // promotions issue
  manualRebate: lazy(() => import('./pages/RebatePages').then((m) => ({ default: m.ManualRebatePage }))),
  playerMRDailySalary: null, // agents issue
};

export const AGENT_PAGE_COMPONENTS: Record<AgentPage, PageComponent> = {
  agentTeamOverview: null, // agents issue
  agentRedRain: null,
  palStatementsAgentCopy: null,
  personalHistoryCopy: null,
  agentDividendRecordCopy2: null,
  agentDailyWages2: null,
  agentHourSalary: null,
  agentRealtimeSalary: null,
  registerCenter: null,
};
