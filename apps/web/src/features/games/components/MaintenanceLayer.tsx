import { lazy, Suspense } from 'react';
import type { LaunchTarget, MaintenanceNotice } from '../hooks/use-launcher';

// Rarely shown: its code (and the recommended list) loads only when a vendor is under maintenance.
const RecommendedModal = lazy(() => import('./RecommendedModal'));

export function MaintenanceLayer(props: { notice: MaintenanceNotice | null; onClose: () => void; onPlay: (target: LaunchTarget) => void }) {
  if (!props.notice) return null;
  return (
    <Suspense fallback={null}>
      <RecommendedModal notice={props.notice} onClose={props.onClose} onPlay={props.onPlay} />
    </Suspense>
  );
}
