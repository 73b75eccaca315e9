import { lazy } from 'react';
import MemberContracts from './MemberContracts';
import MemberPaymentQueue from './MemberPaymentQueue';
import MemberRealityCheck from './MemberRealityCheck';
import MemberRealtime from './MemberRealtime';
import MemberWelcome from './MemberWelcome';

// The floating chat button, fetched only when it is shown (after the first paint, on pages that have it).
const ChatLauncher = lazy(() => import('./ChatLauncher'));

/**
 * What only a signed-in member loads, as one lazy chunk: real-time toasts and the balance they refresh,
 * the person-to-person payment queue, the consolidated contract modal, the first-login welcome
 * (ADR 058) and the safer-gambling reality check (ADR 065). One lazy import instead of four keeps the visitor's first load inside its budget
 * (ARCHITECTURE.md §5: each lazy import costs the entry its loader and preload list).
 */
export default function MemberLayer({ chatButton }: { chatButton: boolean }) {
  return (
    <>
      <MemberRealtime />
      <MemberPaymentQueue />
      <MemberContracts />
      <MemberWelcome />
      <MemberRealityCheck />
      {chatButton ? <ChatLauncher /> : null}
    </>
  );
}
