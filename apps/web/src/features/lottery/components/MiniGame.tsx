import { QUICK_BET_PLAY_TYPE } from '@arcadia/contract/lottery';
import { Alert, Button, Group, Loader, Modal, Text, VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useYieldToControls, YIELD_STYLE } from '../../../components/use-yield-to-controls';
import { local } from '../../../lib/storage';
import { useLotteryGames } from '../api/get-games';
import { clampToViewport, initialPosition, isDragActive, isSwipe, moveByKey, type Point, tiltFor } from '../hooks/drag';
import classes from './lottery.module.css';
import { QuickBet } from './QuickBet';

export type MiniGameProps = { signedIn: boolean; loginHref: string; onPlaced: () => void };

const KEY = 'arcadia.lottery.mini.position';
const SIZE = { width: 56, height: 56 };
const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

type Press = { at: number; start: Point; offset: Point; lastX: number; lastT: number; dragging: boolean };

/**
 * The floating mini-game (spec 001 §2): a button that can be dragged (after a 150 ms hold, leaning
 * with the drag up to 25°) or moved with the arrow keys, stays inside the viewport, remembers where
 * it was left, and opens the quick lottery bet in a dialog.
 */
export default function MiniGame({ signedIn, loginHref, onPlaced }: MiniGameProps) {
  // The button is named by this namespace: it shows once the strings are in, never nameless (axe).
  const { t, ready } = useTranslation('lottery');
  const hintId = useId();
  const [pos, setPos] = useState<Point>(() => initialPosition(local.get(KEY), SIZE, viewport()));
  const [tilt, setTilt] = useState(0);
  const [open, setOpen] = useState(false);
  const press = useRef<Press | null>(null);
  const dragged = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const [moving, setMoving] = useState(false);
  // Never over a control of the page (issue 29); not while the player carries it somewhere.
  const yielding = useYieldToControls(button, ready && !moving);

  const save = useCallback((p: Point) => local.set(KEY, JSON.stringify(p)), []);
  useEffect(() => {
    // The window may shrink (rotation, split screen): keep the button reachable.
    const onResize = () => setPos((p) => clampToViewport(p, SIZE, viewport()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const now = performance.now();
    press.current = {
      at: now,
      start: { x: e.clientX, y: e.clientY },
      offset: { x: e.clientX - pos.x, y: e.clientY - pos.y },
      lastX: e.clientX,
      lastT: now,
      dragging: false,
    };
    dragged.current = false;
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const p = press.current;
    if (!p) return;
    const now = performance.now();
    if (!p.dragging && !isDragActive(p.at, now)) {
      // Moved away before the delay: a swipe past the button, not a click on it.
      if (isSwipe(e.clientX - p.start.x, e.clientY - p.start.y)) {
        dragged.current = true;
        press.current = null;
      }
      return;
    }
    p.dragging = true;
    dragged.current = true;
    setMoving(true);
    setTilt(tiltFor(e.clientX - p.lastX, now - p.lastT, reducedMotion()));
    p.lastX = e.clientX;
    p.lastT = now;
    setPos(clampToViewport({ x: e.clientX - p.offset.x, y: e.clientY - p.offset.y }, SIZE, viewport()));
  };
  const onPointerEnd = () => {
    if (press.current?.dragging) save(pos);
    press.current = null;
    setTilt(0);
    setMoving(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const next = moveByKey(e.key, e.shiftKey, pos, SIZE, viewport());
    if (!next) return;
    e.preventDefault();
    setPos(next);
    save(next);
  };

  if (!ready) return null;
  return (
    <>
      <button
        type="button"
        ref={button}
        className={classes.mini}
        style={{ left: pos.x, top: pos.y, transform: tilt ? `rotate(${tilt}deg)` : undefined, ...(yielding ? YIELD_STYLE : null) }}
        aria-label={t('mini.open')}
        aria-describedby={hintId}
        aria-haspopup="dialog"
        data-testid="lottery-mini"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
        onClick={() => {
          // The click that ends a drag does not open the panel.
          if (dragged.current) dragged.current = false;
          else setOpen(true);
        }}
      >
        <span aria-hidden="true">{t('mini.badge')}</span>
      </button>
      <VisuallyHidden id={hintId}>{t('mini.hint')}</VisuallyHidden>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('mini.title')} size="sm">
        {open && <Panel signedIn={signedIn} loginHref={loginHref} onPlaced={onPlaced} />}
      </Modal>
    </>
  );
}

function Panel({ signedIn, loginHref, onPlaced }: MiniGameProps) {
  const { t } = useTranslation('lottery');
  const games = useLotteryGames();
  if (games.isPending)
    return (
      <Group justify="center" p="md">
        <Loader role="status" aria-label={t('loading')} />
      </Group>
    );
  if (games.isError)
    return (
      <Alert color="red" role="alert">
        {t('error')}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void games.refetch()}>
          {t('mini.retry')}
        </Button>
      </Alert>
    );
  if (!games.data.some((g) => g.numero && QUICK_BET_PLAY_TYPE[g.kind])) return <Text c="dimmed">{t('mini.empty')}</Text>;
  return <QuickBet games={games.data} signedIn={signedIn} loginHref={loginHref} onPlaced={onPlaced} />;
}
