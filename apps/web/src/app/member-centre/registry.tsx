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
  transferUpline: lazy(() => import('./pages/WalletPages').then((m) => ({ default: m.TransferUplinePage }))),
  rewardCenter: lazy(() => import('./pages/RewardPages').then((m) => ({ default: m.RewardCentrePage }))),
  depositv2: lazy(() => import('./pages/WalletPages').then((m) => ({ default: m.DepositPage }))),
  withdraw: lazy(() => import('./pages/WalletPages').then((m) => ({ default: m.WithdrawPage }))),
  bonusDetails: lazy(() => import('./pages/RebatePages').then((m) => ({ default: m.BonusDetailsPage }))),
  referral: lazy(() => import('./pages/RewardPages').then((m) => ({ default: m.ReferralPage }))),
  missionLeaderboard: lazy(() => import('./pages/RewardPages').then((m) => ({ default: m.MissionLeaderboardPage }))),
  manualRebate: lazy(() => import('./pages/RebatePages').then((m) => ({ default: m.ManualRebatePage }))),
  playerMRDailySalary: lazy(() => import('./pages/AgentPages').then((m) => ({ default: m.PlayerDailySalary }))),
  myFeedback: lazy(() => import('./pages/FeedbackPage')),
  saferGambling: lazy(() => import('./pages/SaferGamblingPage')),
  identityVerification: lazy(() => import('./pages/IdentityPage')),
};

export const AGENT_PAGE_COMPONENTS: Record<AgentPage, PageComponent> = {
  agentTeamOverview: lazy(() => import('./pages/AgentPages').then((m) => ({ default: m.TeamOverview }))),
  agentRedRain: lazy(() => import('./pages/AgentPages').then((m) => ({ default: m.TransferDownline }))),
  palStatementsAgentCopy: lazy(() => import('./pages/AgentPages').then((m) => ({ default: m.PnlStatements }))),
  personalHistoryCopy: lazy(() => import('./pages/AgentPages').then((m) => ({ default: m.TeamBetting }))),
  agentDividendRecordCopy2: lazy(() => import('./pages/AgentPages').then((m) => ({ default: m.DividendRecords }))),
  agentDailyWages2: lazy(() => import('./pages/AgentPages').then((m) => ({ default: m.DailyWages }))),
  agentHourSalary: lazy(() => import('./pages/AgentPages').then((m) => ({ default: m.HourSalary }))),
  agentRealtimeSalary: lazy(() => import('./pages/AgentPages').then((m) => ({ default: m.RealtimeSalary }))),
  registerCenter: lazy(() => import('./pages/AgentPages').then((m) => ({ default: m.RegisterCentre }))),
};
