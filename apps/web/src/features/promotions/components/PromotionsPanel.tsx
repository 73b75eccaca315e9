import { type Promotion, promotionCategories } from '@arcadia/contract/promotions';
import { Accordion, Alert, Badge, Button, Center, Chip, Group, Loader, Stack, Text } from '@mantine/core';
import { lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OnDemand } from '../../../components/LoadingCover';
import { SafeHtml } from '../../../components/SafeHtml';
import { usePromotions } from '../api/get-promotions';
import { goToTarget } from '../go-to';
import { linkedPromotionId, promotionAnchor, useScrollToPromotion } from '../hooks';
import { PromoImage } from './PromoImage';

// The detail popup and the application form (Modal, focus trap, scroll area, file input: about a
// third of this page's script) load on the first click that opens one, not with the list (issue 30).
const PromotionDialogs = lazy(() => import('./PromotionDialogs'));

type Props = {
  signedIn: boolean;
  language: string;
  /** The router location: the hash or `id` query names the promotion to open. */
  location: { hash: string; search: string; key: string };
  loginPath: string;
};

/** The chip row's height in px; spa.ts keeps the same space in the early paint. */
const CHIP_ROW = 36; // a 28 px chip and its focus ring

const STATUS_COLOR = { PENDING: 'yellow', APPROVED: 'green', REJECTED: 'red' } as const;

function GoTo({ p }: { p: Promotion }) {
  const { t } = useTranslation('promotions');
  const target = goToTarget(p, window.location.origin);
  if (target.kind === 'internal')
    return (
      <Button component={Link} to={target.to} variant="light" data-testid="promotion-go-to">
        {t('list.goTo')}
      </Button>
    );
  if (target.kind === 'external')
    return (
      <Button component="a" href={target.href} target="_blank" rel="noopener noreferrer" variant="light" data-testid="promotion-go-to">
        {t('list.goTo')}
      </Button>
    );
  return null;
}

/** The promotions page (spec 001 §2): image, title, expandable content, go-to and apply buttons, a detail popup with I agree. */
export function PromotionsPanel({ signedIn, language, location, loginPath }: Props) {
  const { t } = useTranslation('promotions');
  const { data, isPending, isError, refetch } = usePromotions(signedIn, language);
  const linked = linkedPromotionId(location.hash, location.search);
  // A linked promotion is open from the first paint, not one effect later (the effect still scrolls to it).
  const [open, setOpen] = useState<string | null>(linked === null ? null : String(linked));
  const [applying, setApplying] = useState<Promotion | null>(null);
  const [detail, setDetail] = useState<Promotion | null>(null);
  const openId = useCallback((id: number) => setOpen(String(id)), []);
  useScrollToPromotion(linked, data !== undefined, location.key, openId);
  const [category, setCategory] = useState('ALL');
  // Once loaded the dialogs stay mounted, so closing one still plays its transition.
  const dialogsLoaded = useLoadedOnce(detail !== null || applying !== null);

  if (isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('list.loading')} />
      </Center>
    );
  if (isError)
    return (
      <Alert color="red" title={t('list.error')}>
        <Button variant="light" onClick={() => void refetch()}>
          {t('list.retry')}
        </Button>
      </Alert>
    );
  if (data.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="promotions-empty">
        {t('list.empty')}
      </Text>
    );
  // The category filter (spec 001 "promotion announcement category"): chips only when there is a
  // choice. They are counted from the list itself, not a second request, so they arrive with it
  // (no shift of the list a moment later), and they sit on one row of fixed height that scrolls
  // sideways on a phone: the server's early paint keeps that row's space (spa.ts).
  const categories = promotionCategories(data.map((p) => p.promotionType));
  const shown = category === 'ALL' ? data : data.filter((p) => p.promotionType === category);
  return (
    <>
      {categories.length > 1 ? (
        <Chip.Group value={category} onChange={(v) => setCategory(String(v))}>
          <Group
            gap="xs"
            wrap="nowrap"
            h={CHIP_ROW}
            // Room for a focused chip's ring (2 px, offset 2 px), which the sideways scroll would clip.
            px={4}
            mx={-4}
            style={{ overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'none' }}
            role="group"
            aria-label={t('category.label')}
            data-testid="promotion-categories"
          >
            <Chip value="ALL" variant="outline" style={{ flex: 'none' }}>
              {t('category.all')}
            </Chip>
            {categories.map((c) => (
              <Chip key={c.category} value={c.category} variant="outline" style={{ flex: 'none' }}>
                {t('category.item', { name: t(`category.${c.category}`), count: c.count })}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : null}
      <Accordion value={open} onChange={setOpen} variant="separated" radius="md" data-testid="promotions-list">
        {shown.map((p) => (
          <Accordion.Item key={p.id} value={String(p.id)} id={promotionAnchor(p.id)} data-testid="promotion-item">
            <Accordion.Control>
              <Group wrap="nowrap" gap="md">
                {p.announcementImages[0] ? <PromoImage url={p.announcementImages[0].url} w={{ base: 96, sm: 160 }} /> : null}
                <Stack gap={4} miw={0}>
                  <Text fw={600}>{p.title}</Text>
                  <Text size="xs" c="dimmed">
                    {p.endDate
                      ? t('list.period', { start: p.startDateStr, end: p.endDate.slice(0, 10) })
                      : t('list.since', { start: p.startDateStr })}
                  </Text>
                  {p.applicationStatus ? (
                    <Badge color={STATUS_COLOR[p.applicationStatus]} variant="light" data-testid="promotion-status">
                      {t(`status.${p.applicationStatus}`)}
                    </Badge>
                  ) : null}
                </Stack>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack>
                <SafeHtml html={p.content} data-testid="promotion-content" />
                <Group>
                  <GoTo p={p} />
                  <Button variant="default" onClick={() => setDetail(p)}>
                    {t('list.details')}
                  </Button>
                  {p.applicable && (p.applicationStatus === null || p.applicationStatus === 'REJECTED') ? (
                    signedIn ? (
                      <Button onClick={() => setApplying(p)} data-testid="promotion-apply">
                        {t('list.apply')}
                      </Button>
                    ) : (
                      <Button component={Link} to={loginPath}>
                        {t('list.loginToApply')}
                      </Button>
                    )
                  ) : null}
                </Group>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {dialogsLoaded ? (
        <OnDemand>
          <PromotionDialogs
            detail={detail}
            onCloseDetail={() => setDetail(null)}
            applying={applying}
            onCloseApply={() => setApplying(null)}
          />
        </OnDemand>
      ) : null}
    </>
  );
}

export default PromotionsPanel;

/** True from the first render where `wanted` was, and from then on. */
function useLoadedOnce(wanted: boolean): boolean {
  const [loaded, setLoaded] = useState(false);
  if (wanted && !loaded) setLoaded(true);
  return loaded || wanted;
}
