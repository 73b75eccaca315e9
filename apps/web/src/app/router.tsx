import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { MinimalLayout } from './shell/MinimalLayout';
import { RootLayout } from './shell/RootLayout';
import { SiteLayout } from './shell/SiteLayout';

// Route pages are split out so the first load carries only the shell.
const PromotionRedirect = lazy(() => import('./routes/promotions/PromotionRedirect'));
// The pages visitors land on most: main.tsx loads them with the shell (firstPageCode below).
const HomePage = preloadableLazy(() => import('./routes/home/HomePage'));
const LoginPage = lazy(() => import('./routes/auth/LoginPage'));
const RegisterPage = lazy(() => import('./routes/auth/RegisterPage'));
const MaintenanceRoute = lazy(() => import('./routes/system/MaintenanceRoute'));
const NotFoundPage = lazy(() => import('./routes/system/NotFoundPage'));
const MemberPage = lazy(() => import('./routes/member/MemberPage'));
const AgentPage = lazy(() => import('./routes/member/AgentPage'));
const TwoFactorPage = lazy(() => import('./routes/member/TwoFactorPage'));
const ForgotPasswordPage = lazy(() => import('./routes/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./routes/auth/ResetPasswordPage'));
const HouseGamePage = lazy(() => import('./routes/house/HouseGamePage'));
const ChatRoute = lazy(() => import('./routes/support/ChatRoute'));
const PointMallPage = lazy(() => import('./routes/points/PointMallPage'));
// The lottery pages share one chunk.
const lotteryPages = () => import('./routes/lottery/LotteryPages');
const LottRoute = lazy(() => lotteryPages().then((m) => ({ default: m.LottRoute })));
const LotteryRoute = lazy(() => lotteryPages().then((m) => ({ default: m.LotteryRoute })));
const ElottRoute = lazy(() => lotteryPages().then((m) => ({ default: m.ElottRoute })));
const TrendChartRoute = lazy(() => lotteryPages().then((m) => ({ default: m.TrendChartRoute })));
const PromotionsRoute = preloadableLazy(() => import('./routes/promotions/PromotionsRoute'));

// The support pages are small shells around lazily loaded feature pages: one chunk for all of them.
const supportPages = () => import('./routes/support/SupportPages');
const HelpRoute = lazy(() => supportPages().then((m) => ({ default: m.HelpRoute })));
const NoticesRoute = lazy(() => supportPages().then((m) => ({ default: m.NoticesRoute })));
const NewsRoute = lazy(() => supportPages().then((m) => ({ default: m.NewsRoute })));
const InboxRoute = lazy(() => supportPages().then((m) => ({ default: m.InboxRoute })));
const SpeedTestRoute = lazy(() => supportPages().then((m) => ({ default: m.SpeedTestRoute })));
const DownloadRoute = lazy(() => supportPages().then((m) => ({ default: m.DownloadRoute })));
// The games pages (lobbies, category pages, the in-app game page) share one chunk too.
const gamesPages = () => import('./routes/games/GamesPages');
const ArcadeRoute = lazy(() => gamesPages().then((m) => ({ default: m.ArcadeRoute })));
const CasinoRoute = lazy(() => gamesPages().then((m) => ({ default: m.CasinoRoute })));
const TableRoute = lazy(() => gamesPages().then((m) => ({ default: m.TableRoute })));
const ElectronRoute = lazy(() => gamesPages().then((m) => ({ default: m.ElectronRoute })));
const CategoryRoute = lazy(() => gamesPages().then((m) => ({ default: m.CategoryRoute })));
const GameRoute = lazy(() => gamesPages().then((m) => ({ default: m.GameRoute })));
// The operator console: its own chunk, never part of the player's pages.
const OpsConsoleRoute = lazy(() => import('./routes/ops/OpsConsoleRoute'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { path: paths.home, element: <HomePage /> },
          { path: paths.index, element: <HomePage /> },
          { path: paths.member, element: <MemberPage /> },
          { path: paths.memberTwoFactor, element: <TwoFactorPage /> },
          { path: paths.agent, element: <AgentPage /> },
          { path: paths.register, element: <RegisterPage /> },
          { path: paths.registerHtml, element: <RegisterPage /> },
          { path: paths.houseGame, element: <HouseGamePage /> },
          { path: paths.pointMall, element: <PointMallPage /> },
          { path: paths.promotions, element: <PromotionsRoute /> },
          { path: paths.promotion, element: <PromotionRedirect /> },
          { path: paths.inbox, element: <InboxRoute /> },
          { path: paths.notices, element: <NoticesRoute /> },
          { path: paths.news, element: <NewsRoute /> },
          { path: paths.arcade, element: <ArcadeRoute /> },
          { path: paths.casino, element: <CasinoRoute /> },
          { path: paths.table, element: <TableRoute /> },
          { path: paths.helpCenter, element: <HelpRoute variant="full" /> },
          { path: paths.help, element: <HelpRoute variant="menu" /> },
          { path: paths.speedTest, element: <SpeedTestRoute /> },
          { path: paths.download, element: <DownloadRoute /> },
          { path: paths.electron, element: <ElectronRoute /> },
          { path: paths.rng, element: <ElectronRoute /> },
          { path: paths.live, element: <CategoryRoute lane="LIVE" /> },
          { path: paths.fish, element: <CategoryRoute lane="FISH" /> },
          { path: paths.sports, element: <CategoryRoute lane="SPORTS" /> },
          { path: paths.pvp, element: <CategoryRoute lane="PVP" /> },
          { path: paths.seamless, element: <GameRoute trial={false} /> },
          { path: paths.trial, element: <GameRoute trial /> },
          { path: paths.housePlay, element: <HouseGamePage /> },
          { path: paths.lott, element: <LottRoute /> },
          { path: paths.lottery, element: <LotteryRoute /> },
          { path: paths.vnLottery, element: <LotteryRoute /> },
          { path: paths.elott, element: <ElottRoute /> },
          { path: paths.trendChart, element: <TrendChartRoute /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <MinimalLayout />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          { path: paths.maintenance, element: <MaintenanceRoute /> },
        ],
      },
      // The operator console has no site chrome either.
      {
        path: paths.ops,
        element: (
          <Suspense fallback={null}>
            <OpsConsoleRoute />
          </Suspense>
        ),
      },
      // The chat page has no site chrome: the chat window embeds it.
      {
        path: paths.chat,
        element: (
          <Suspense fallback={null}>
            <ChatRoute />
          </Suspense>
        ),
      },
    ],
  },
];

/**
 * The code of the first page, when it is one visitors land on: boot.tsx waits for it before the first
 * render, so that render draws the page instead of a fallback first (see preloadableLazy).
 */
export function firstPageCode(pathname: string): Promise<unknown> {
  if (pathname === paths.home || pathname === paths.index) return HomePage.preload();
  if (pathname === paths.promotions) return PromotionsRoute.preload();
  return Promise.resolve();
}

/**
 * The app's router, made when the app first renders rather than when this module loads: creating it
 * matches the address against every route, and on a phone that was a sixth of the one long task in
 * which all the app's modules are first evaluated (Lighthouse TBT, ADR 034).
 */
export const createRouter = () => createBrowserRouter(routes);
