/** Public API of the points feature (points mall, points detail, point balance). */
import { lazy } from 'react';

// Code-split: the mall is its own route; the balance loads only for signed-in members with PTSYS3.
export const PointBalance = lazy(() => import('./components/PointBalance'));
export const PointMall = lazy(() => import('./components/PointMall').then((m) => ({ default: m.PointMall })));
export const PointsInfoButton = lazy(() => import('./components/PointsInfoButton'));
export const PointsDetail = lazy(() => import('./components/PointsDetail'));
export const RedeemModal = lazy(() => import('./components/RedeemModal'));
export { usePointBalance } from './api/get-point-balance';
export { pointsKeys } from './api/keys';
