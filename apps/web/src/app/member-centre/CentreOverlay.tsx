import { useEffect } from 'react';
import { CentreDrawer, type CentreKind, useCentreStore } from '../../features/member-centre';
import { CentreBody } from './CentreBody';
import { choosePage, pagesFor, useCentreInput } from './use-centre-input';

function OverlayFor({ kind }: { kind: CentreKind }) {
  const state = useCentreStore((s) => s[kind]);
  const markLoaded = useCentreStore((s) => s.markLoaded);
  const select = useCentreStore((s) => s.select);
  const { input, ready } = useCentreInput();
  const pages = pagesFor(kind, input);
  const key = pages.join(',');
  // Spec 000 §2: the page is chosen only once the centre has what it needs to decide.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `pages`
  useEffect(() => {
    if (state.shown && !state.loaded && ready) markLoaded(kind, (requested) => choosePage(kind, pages, requested));
  }, [state.shown, state.loaded, ready, key, kind, markLoaded]);
  return (
    <CentreDrawer kind={kind}>
      <CentreBody kind={kind} pages={pages} page={state.page} onSelect={(p) => select(kind, p)} />
    </CentreDrawer>
  );
}

/** Both centres as right-hand overlays; mounted by the shell once a centre is first opened. */
export default function CentreOverlay() {
  return (
    <>
      <OverlayFor kind="member" />
      <OverlayFor kind="agent" />
    </>
  );
}
