/** Public API of the mirrors feature (speed test, app download). Pages load lazily. */
import { lazy } from 'react';

export const SpeedTestPage = lazy(() => import('./components/SpeedTestPage'));
export const DownloadPage = lazy(() => import('./components/DownloadPage'));
export { getMirrors, mirrorsQuery, useMirrors } from './api/get-mirrors';
export { createMeasure } from './hooks/measure';
