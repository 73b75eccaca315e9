/**
 * Public API of the member-centre feature: the centres' state and their frame. Pages are composed in app/member-centre.
 * It has no server folder on purpose (ARCHITECTURE.md §2, "say in its index why one side has none"): the
 * centre owns no data and no route; which pages it shows is a pure function of the merchant's flags and the
 * member (packages/contract/src/member-centre), and every page reads its own feature's API.
 */
import { lazy } from 'react';

// Code-split: the shell imports this file for the store only; the frame loads when a centre opens.
export const CentreFrame = lazy(() => import('./components/CentreFrame'));
export const CentreDrawer = lazy(() => import('./components/CentreDrawer'));
export const CentreComing = lazy(() => import('./components/CentreComing'));
export { type CentreKind, type CentreState, centreStore, openAgentCentre, openMemberCentre, useCentreStore } from './stores/centre-store';
