import { ActionIcon, Center, Group, Loader, Paper, Text } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getChatUrl, verifyChatToken } from '../api/get-chat-url';
import { clampWindowPosition, clampWindowSize, initialWindow, type Point, type Size, textOn } from './chat-geometry';

export type ChatWindowProps = { title: string; language: string; headerColor?: string; onClose: () => void };

const STEP = 16;
const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
type Box = Point & Size;
type Gesture = { kind: 'move' | 'resize'; px: number; py: number; box: Box };

/** Moving keeps the size; resizing from the top-left corner keeps the bottom-right corner where it is. */
function applyGesture(g: Gesture, dx: number, dy: number): Box {
  const vp = viewport();
  if (g.kind === 'move') return { ...g.box, ...clampWindowPosition({ x: g.box.x + dx, y: g.box.y + dy }, g.box, vp) };
  const size = clampWindowSize({ width: g.box.width - dx, height: g.box.height - dy }, vp);
  const pos = clampWindowPosition({ x: g.box.x + g.box.width - size.width, y: g.box.y + g.box.height - size.height }, size, vp);
  return { ...pos, ...size };
}

/**
 * The chat window (spec 001 §2/§4/§9): draggable by its header, resizable from its corner
 * (width 200–480, height from 280), holding the chat page — ours, or the external provider's
 * after its verify token. A token failure closes the window with a logged warning (spec 001 §8).
 */
export default function ChatWindow({ title, language, headerColor, onClose }: ChatWindowProps) {
  const { t } = useTranslation('support');
  const [box, setBox] = useState<Box>(() => initialWindow(viewport()));
  const [src, setSrc] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const gesture = useRef<Gesture | null>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    let live = true;
    (async () => {
      const url = await getChatUrl({ title, language, ...(headerColor ? { headerColor } : {}) });
      if (!url.external) return url.chatUrl;
      try {
        return (await verifyChatToken(url.userId ?? '', url.verifyToken ?? '')).chatUrl;
      } catch (e) {
        console.warn('[chat] live chat token failed; closing the chat window', e);
        throw e;
      }
    })().then(
      (u) => live && setSrc(u),
      // getChatUrl reports its own failure (e.g. a type 4 account needs a real one); either way the window closes.
      () => live && closeRef.current(),
    );
    return () => {
      live = false;
    };
  }, [title, language, headerColor]);

  useEffect(() => {
    const onResize = () => setBox((b) => ({ ...b, ...clampWindowSize(b, viewport()), ...clampWindowPosition(b, b, viewport()) }));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const begin = (kind: Gesture['kind']) => (e: PointerEvent<HTMLElement>) => {
    if (e.button !== 0 || (e.target as HTMLElement).closest('[data-no-drag]')) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    gesture.current = { kind, px: e.clientX, py: e.clientY, box };
    setBusy(true);
  };
  const track = (e: PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (g) setBox(applyGesture(g, e.clientX - g.px, e.clientY - g.py));
  };
  const end = () => {
    gesture.current = null;
    setBusy(false);
  };
  const keys = (kind: Gesture['kind']) => (e: KeyboardEvent<HTMLElement>) => {
    const d: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };
    const step = d[e.key];
    if (!step) return;
    e.preventDefault();
    setBox(applyGesture({ kind, px: 0, py: 0, box }, step[0], step[1]));
  };
  const handlers = (kind: Gesture['kind']) => ({
    onPointerDown: begin(kind),
    onPointerMove: track,
    onPointerUp: end,
    onPointerCancel: end,
    onKeyDown: keys(kind),
  });

  return (
    <Paper
      role="dialog"
      aria-label={title}
      data-testid="chat-window"
      shadow="xl"
      radius="md"
      withBorder
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
      style={{
        position: 'fixed',
        left: box.x,
        top: box.y,
        width: box.width,
        height: box.height,
        zIndex: 200,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      <Group
        justify="space-between"
        wrap="nowrap"
        px="xs"
        py={4}
        tabIndex={0}
        aria-label={t('support:chat.move')}
        data-testid="chat-window-header"
        style={{
          cursor: 'move',
          touchAction: 'none',
          userSelect: 'none',
          background: headerColor ?? 'var(--mantine-primary-color-filled)',
          color: headerColor ? textOn(headerColor) : 'var(--mantine-primary-color-contrast)',
        }}
        {...handlers('move')}
      >
        <Text size="sm" fw={600} truncate>
          {title}
        </Text>
        <ActionIcon data-no-drag variant="transparent" c="inherit" aria-label={t('support:chat.close')} onClick={onClose}>
          <span aria-hidden="true">✕</span>
        </ActionIcon>
      </Group>
      <div style={{ position: 'relative', flex: 1, minHeight: 0 }}>
        {src ? (
          <iframe
            title={title}
            src={src}
            style={{ border: 0, width: '100%', height: '100%', display: 'block', pointerEvents: busy ? 'none' : 'auto' }}
          />
        ) : (
          <Center h="100%" role="status">
            <Loader role="status" aria-label={t('support:chat.loading')} />
          </Center>
        )}
      </div>
      <div
        role="slider"
        tabIndex={0}
        aria-label={t('support:chat.resize')}
        aria-valuemin={200}
        aria-valuemax={480}
        aria-valuenow={box.width}
        data-testid="chat-window-resize"
        {...handlers('resize')}
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          width: 14,
          height: 14,
          cursor: 'nwse-resize',
          touchAction: 'none',
          zIndex: 1,
          background: 'linear-gradient(135deg, rgba(255,255,255,0.85) 0 35%, transparent 35%)',
        }}
      />
    </Paper>
  );
}
