import { BACK_TO_TOP_FROM_PX, type RightBarEntry, rightBarEntries } from '@arcadia/contract/member-centre';
import { Stack, UnstyledButton } from '@mantine/core';
import { lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OnDemand } from '../../components/LoadingCover';
import { useYieldToControls, YIELD_STYLE } from '../../components/use-yield-to-controls';
import { paths } from '../../config/paths';
import { useSessionStore } from '../../features/session';
import { openCustomerService, useConsolidatedSettings } from '../../features/system';
import { useOpenCentre } from '../member-centre/open-centre';
import { ReferralButton } from './ReferralButton';
import { useServiceEntries } from './service-entries';

const QrModal = lazy(() => import('./QrModal'));

/** Right bar (spec 001 §2): the merchant's contact and shortcut buttons, plus back-to-top after 200 px. */
export default function RightBar() {
  // Every button here is named by this namespace: the bar waits for it, so a screen reader never
  // meets a nameless button (labels are empty while a namespace loads; axe caught back-to-top so).
  const { t, ready } = useTranslation('member-centre');
  const navigate = useNavigate();
  const settings = useConsolidatedSettings().data;
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const service = useServiceEntries() ?? [];
  const openCentre = useOpenCentre();
  const [qr, setQr] = useState<RightBarEntry | null>(null);
  const [scrolled, setScrolled] = useState(false);
  const backToTop = useRef<HTMLButtonElement>(null);
  // On a phone back-to-top floats over the page: it steps aside from the page's controls (issue 29),
  // looked at from the moment it appears.
  const yielding = useYieldToControls(backToTop, ready && scrolled);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY >= BACK_TO_TOP_FROM_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!settings || !ready) return null;
  const entries = rightBarEntries({
    resources: settings.resources,
    customerService: service,
    flags: settings.whitelabel,
    signedIn: token !== null,
    memberType: isAgent,
  });
  const go = (to: string) => (to.startsWith('/') ? void navigate(to) : window.open(to, '_blank', 'noopener,noreferrer'));
  const act = (e: RightBarEntry) => {
    switch (e.key) {
      case 'wechat':
      case 'qq':
      case 'skype':
      case 'zalo':
        if (e.qrCodeUrl) setQr(e);
        else if (e.url) go(e.url);
        return;
      case 'liveChat': {
        const [entry] = service;
        if (entry) openCustomerService(entry);
        return;
      }
      case 'appDownload':
        return go(paths.download);
      case 'promotion':
        return go(paths.promotions);
      case 'speedTest':
        return go(e.url ?? paths.home);
      case 'noticeBoard':
        return go(paths.news);
      case 'help':
        return go(paths.helpCenter);
      case 'recharge':
        return openCentre('member', 'depositv2');
      case 'memberCentre':
        return openCentre('member');
    }
  };
  return (
    <>
      <nav className="arcadia-right-bar" aria-label={t('rightBar.label')} data-testid="right-bar">
        <Stack gap={2} visibleFrom="sm">
          <ReferralButton className="arcadia-right-bar-button" />
          {entries.map((e) => (
            <UnstyledButton key={e.key} className="arcadia-right-bar-button" onClick={() => act(e)} data-testid={`right-bar-${e.key}`}>
              {t(`rightBar.${e.key}`)}
            </UnstyledButton>
          ))}
        </Stack>
        {scrolled ? (
          <UnstyledButton
            ref={backToTop}
            style={yielding ? YIELD_STYLE : undefined}
            className="arcadia-right-bar-button arcadia-back-to-top"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            data-testid="back-to-top"
          >
            {t('rightBar.backToTop')}
          </UnstyledButton>
        ) : null}
      </nav>
      {qr ? (
        <OnDemand>
          <QrModal title={t(`rightBar.${qr.key}`)} image={qr.qrCodeUrl ?? ''} link={qr.url} onClose={() => setQr(null)} />
        </OnDemand>
      ) : null}
    </>
  );
}
