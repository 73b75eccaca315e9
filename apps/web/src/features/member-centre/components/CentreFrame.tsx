import { ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CentreKind } from '../stores/centre-store';

type Props = {
  kind: CentreKind;
  pages: readonly string[];
  page: string | null;
  onSelect: (page: string) => void;
  renderPage: (page: string) => ReactNode;
};

/**
 * A centre's menu and its selected page. Tabs give the menu its keyboard and screen-reader
 * behaviour; on phones the menu becomes a scrollable row above the page. On desktop it stays
 * in view below the drawer's sticky header (64 px) while the page scrolls.
 */
export function CentreFrame({ kind, pages, page, onSelect, renderPage }: Props) {
  const { t } = useTranslation('member-centre');
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const row = useRef<HTMLDivElement>(null);
  // On phones the menu is a row wider than the screen: a centre opened at a later page (or a page
  // chosen from elsewhere) brings its tab into view instead of leaving it off to the right. Again
  // when the row itself changes: tabs whose switch or data arrive later are inserted before it and
  // pushed it back off screen (first-hour-screens.spec, 390 px).
  const tabs = pages.join();
  useEffect(() => {
    if (!phone || !page || !tabs) return;
    row.current
      ?.querySelector<HTMLElement>(`[data-testid="centre-tab-${CSS.escape(page)}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [phone, page, tabs]);
  if (!pages.length)
    return (
      <Text role="alert" p="md">
        {t('empty')}
      </Text>
    );
  const list = (
    <Tabs.List
      aria-label={t(`${kind}.menu`)}
      style={phone ? { flexWrap: 'nowrap' } : { position: 'sticky', top: 64, alignSelf: 'flex-start' }}
    >
      {pages.map((p) => (
        <Tabs.Tab
          key={p}
          value={p}
          data-testid={`centre-tab-${p}`}
          style={{ whiteSpace: 'nowrap', justifyContent: phone ? 'center' : 'flex-start' }}
        >
          {t(`page.${p}`)}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
  return (
    <Tabs
      value={page}
      onChange={(v) => v && onSelect(v)}
      orientation={phone ? 'horizontal' : 'vertical'}
      keepMounted={false}
      activateTabWithKeyboard={false}
    >
      {phone ? (
        <ScrollArea type="auto" scrollbarSize={4} offsetScrollbars="x" w="100%" viewportRef={row}>
          {list}
        </ScrollArea>
      ) : (
        list
      )}
      {page ? (
        <Tabs.Panel value={page} pt={phone ? 'md' : 0} pl={phone ? 0 : 'lg'} style={{ minWidth: 0, flex: 1 }}>
          <Stack gap="md" data-testid={`centre-page-${page}`}>
            {renderPage(page)}
          </Stack>
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}

export default CentreFrame;
