import { Badge } from '@mantine/core';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useYieldToControls, YIELD_STYLE } from '../../../components/use-yield-to-controls';
import { badgeText, type Point, snapToCorner } from './chat-geometry';

const SIZE = { width: 56, height: 56 };
const DRAG_THRESHOLD = 5;
const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

export type ChatButtonProps = { unread: number; onOpen: () => void };

/**
 * The floating chat button (spec 001 §2/§9): draggable; on release it snaps to the nearest corner.
 * It remembers the corner, not the pixels, so it stays in its corner when the screen turns.
 */
export function ChatButton({ unread, onOpen }: ChatButtonProps) {
  const { t } = useTranslation('support');
  const [corner, setCorner] = useState({ left: false, top: false });
  const [dragAt, setDragAt] = useState<Point | null>(null);
  const [, setTick] = useState(0);
  const start = useRef<{ px: number; py: number; x: number; y: number; moved: boolean } | null>(null);
  const justDragged = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  // Never over a control of the page (issue 29); not while it is being dragged.
  const yielding = useYieldToControls(button, dragAt === null);

  useEffect(() => {
    const onResize = () => setTick((n) => n + 1);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const vp = viewport();
  const home = snapToCorner({ x: corner.left ? 0 : vp.width, y: corner.top ? 0 : vp.height }, SIZE, vp);
  const at = dragAt ?? home;
  const label = badgeText(unread);

  const down = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return;
    justDragged.current = false;
    e.currentTarget.setPointerCapture(e.pointerId);
    start.current = { px: e.clientX, py: e.clientY, x: at.x, y: at.y, moved: false };
  };
  const move = (e: PointerEvent<HTMLButtonElement>) => {
    const s = start.current;
    if (!s) return;
    const dx = e.clientX - s.px;
    const dy = e.clientY - s.py;
    if (!s.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    s.moved = true;
    setDragAt({ x: Math.min(Math.max(0, s.x + dx), vp.width - SIZE.width), y: Math.min(Math.max(0, s.y + dy), vp.height - SIZE.height) });
  };
  const up = () => {
    const s = start.current;
    start.current = null;
    if (!s?.moved || !dragAt) return;
    const snapped = snapToCorner(dragAt, SIZE, viewport());
    setCorner({ left: snapped.x < vp.width / 2, top: snapped.y < vp.height / 2 });
    setDragAt(null);
    justDragged.current = true;
  };

  return (
    <button
      type="button"
      ref={button}
      data-testid="chat-button"
      aria-label={unread > 0 ? t('support:chat.openWithUnread', { count: unread }) : t('support:chat.open')}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onClick={() => {
        // The click that ends a drag is not a request to open.
        if (justDragged.current) {
          justDragged.current = false;
          return;
        }
        onOpen();
      }}
      style={{
        position: 'fixed',
        left: at.x,
        top: at.y,
        width: SIZE.width,
        height: SIZE.height,
        zIndex: 190,
        borderRadius: '50%',
        border: 'none',
        cursor: dragAt ? 'grabbing' : 'pointer',
        touchAction: 'none',
        background: 'var(--mantine-primary-color-filled)',
        color: 'var(--mantine-primary-color-contrast)',
        boxShadow: 'var(--mantine-shadow-md)',
        transition: dragAt ? 'none' : 'left 150ms ease, top 150ms ease',
        ...(yielding ? YIELD_STYLE : null),
      }}
    >
      <svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24" fill="currentColor">
        <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z" />
      </svg>
      {label ? (
        <Badge
          data-testid="chat-badge"
          color="red"
          size="sm"
          circle={label.length < 3}
          style={{ position: 'absolute', top: -4, right: -4 }}
          aria-hidden="true"
        >
          {label}
        </Badge>
      ) : null}
    </button>
  );
}
