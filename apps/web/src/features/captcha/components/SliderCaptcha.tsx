import { SLIDER_RATE_MS, type SliderFields, type SliderInit } from '@arcadia/contract/captcha/slider';
import { Button, Group, Loader, Text } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { getSlider, verifyPuzzle } from '../api/slider';
import { createRefreshGate } from '../hooks/refresh-gate';
import { sliderReducer } from '../hooks/slider-machine';
import { GeetestWidget } from './GeetestWidget';
import './slider.css';

type Props = {
  /** The passed slider's fields (Geetest v3 shape), to send with the request that needs them. */
  onPassed: (fields: SliderFields) => void;
  /** Changing it starts a new puzzle (a pass is spent by the request it went with). */
  resetKey?: unknown;
  error?: string | null;
};

type Point = [number, number, number];
const STEP = 2;
const BIG_STEP = 10;

/**
 * Arcadia's puzzle slider (ADR 057): drag the handle (or focus it and use the arrow keys, Enter to
 * check) until the piece fills the hole. States waiting → verifying → success or error (spec 000 §4).
 */
export function SliderCaptcha({ onPassed, resetKey, error }: Props) {
  const { t } = useTranslation('captcha');
  const [state, dispatch] = useReducer(sliderReducer, { status: 'loading', attempt: 0 });
  const [init, setInit] = useState<SliderInit | null>(null);
  const [pos, setPos] = useState(0);
  const [note, setNote] = useState<string | null>(null);
  const trace = useRef<Point[]>([]);
  const start = useRef<{ x: number; y: number; t: number; pos: number } | null>(null);
  const input = useRef<'pointer' | 'keyboard'>('pointer');
  const gate = useRef(createRefreshGate(SLIDER_RATE_MS));
  const track = useRef<HTMLDivElement>(null);

  const attempt = state.status === 'loading' ? state.attempt : -1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey asks for a new puzzle
  useEffect(() => {
    if (attempt < 0) return;
    const ctl = new AbortController();
    const wait = gate.current.tryPass() ? 0 : gate.current.wait();
    const timer = setTimeout(async () => {
      gate.current.tryPass();
      // The last slider goes first: a Geetest widget of a spent challenge must not report into this one.
      setInit(null);
      try {
        const value = await getSlider(ctl.signal);
        if (ctl.signal.aborted) return;
        setInit(value);
        setPos(0);
        trace.current = [];
        // Geetest's widget says itself when it is ready (or failed); the puzzle is ready with its images.
        if (value.provider !== 'puzzle' && value.script) return;
        dispatch(value.puzzle ? { type: 'loaded' } : { type: 'initFailed', message: null, unsupported: true });
      } catch (e) {
        if (!ctl.signal.aborted) dispatch({ type: 'initFailed', message: e instanceof ApiError && e.message ? e.message : null });
      }
    }, wait);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [attempt, resetKey]);

  useEffect(() => {
    if (resetKey !== undefined) dispatch({ type: 'retry' });
  }, [resetKey]);

  const puzzle = init?.puzzle;
  const geetest = init && init.provider !== 'puzzle' && init.script ? { ...init, script: init.script } : null;
  const geetestEvents = {
    onReady: () => dispatch({ type: 'loaded' }),
    onInitFailed: () => dispatch({ type: 'initFailed', message: null, unsupported: true }),
    onPassed: (fields: SliderFields) => {
      dispatch({ type: 'submit' });
      dispatch({ type: 'passed' });
      onPassed(fields);
    },
    onRefused: (message: string | null) => {
      dispatch({ type: 'submit' });
      dispatch({ type: 'refused', message });
    },
  };
  const max = puzzle ? puzzle.width - puzzle.pieceSize : 0;
  const scale = () => (puzzle && track.current ? puzzle.width / track.current.clientWidth : 1);

  const submit = useCallback(async () => {
    if (!init || !puzzle) return;
    if (state.status === 'verifying') {
      setNote(t('slider.tooFast'));
      return;
    }
    if (state.status !== 'waiting') return;
    dispatch({ type: 'submit' });
    setNote(null);
    try {
      const pass = await verifyPuzzle({ challenge: init.challenge, x: pos, trace: trace.current, input: input.current });
      dispatch({ type: 'passed' });
      onPassed(pass);
    } catch (e) {
      dispatch({ type: 'refused', message: e instanceof ApiError && e.message ? e.message : null });
    }
  }, [init, puzzle, pos, state.status, onPassed, t]);

  const record = (x: number, y: number) => {
    const s = start.current;
    if (!s) return;
    trace.current.push([Math.round(x * 10) / 10, Math.round(y * 10) / 10, Math.round(performance.now() - s.t)]);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (state.status !== 'waiting') return;
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the drag still works while it stays on the handle.
    }
    input.current = 'pointer';
    start.current = { x: e.clientX, y: e.clientY, t: performance.now(), pos };
    trace.current = [];
    record(pos, 0);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const s = start.current;
    if (!s || state.status !== 'waiting') return;
    const next = Math.max(0, Math.min(max, s.pos + (e.clientX - s.x) * scale()));
    setPos(next);
    record(next, (e.clientY - s.y) * scale());
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const s = start.current;
    const final = Math.max(0, Math.min(max, s.pos + (e.clientX - s.x) * scale()));
    setPos(final);
    record(final, (e.clientY - s.y) * scale());
    start.current = null;
    void submitAt(final);
  };
  // The drag ends with the position the pointer left, not the last rendered one.
  const submitAt = async (x: number) => {
    if (!init || state.status !== 'waiting') return;
    dispatch({ type: 'submit' });
    setNote(null);
    try {
      const pass = await verifyPuzzle({ challenge: init.challenge, x, trace: trace.current, input: 'pointer' });
      dispatch({ type: 'passed' });
      onPassed(pass);
    } catch (err) {
      dispatch({ type: 'refused', message: err instanceof ApiError && err.message ? err.message : null });
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void submit();
      return;
    }
    const dir = e.key === 'ArrowRight' || e.key === 'ArrowUp' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowDown' ? -1 : 0;
    if (!dir || state.status !== 'waiting') return;
    e.preventDefault();
    if (input.current !== 'keyboard' || !start.current) {
      input.current = 'keyboard';
      start.current = { x: 0, y: 0, t: performance.now(), pos };
      trace.current = [];
      record(pos, 0);
    }
    const next = Math.max(0, Math.min(max, pos + dir * (e.shiftKey ? BIG_STEP : STEP)));
    setPos(next);
    record(next, 0);
  };

  const status =
    state.status === 'loading'
      ? t('slider.loading')
      : state.status === 'waiting'
        ? t(geetest ? 'slider.geetestWaiting' : 'slider.waiting')
        : state.status === 'verifying'
          ? t('slider.verifying')
          : state.status === 'success'
            ? t('slider.success')
            : state.message || t(state.unsupported ? 'slider.unsupported' : 'slider.failed');
  const tone = state.status === 'success' ? 'teal' : state.status === 'error' ? 'red' : 'dimmed';
  const pct = max ? (pos / max) * 100 : 0;

  return (
    <div className="arcadia-slider" data-testid="slider-captcha" data-state={state.status} data-test-mode={init?.test ? 'true' : undefined}>
      <Text size="sm" fw={500} id="arcadia-slider-label">
        {t('slider.label')}
        {init?.test ? ` · ${t('slider.testMode')}` : ''}
      </Text>
      {geetest ? (
        <GeetestWidget key={geetest.challenge} init={geetest} {...geetestEvents} />
      ) : (
        <>
          <div className="arcadia-slider-stage" style={{ aspectRatio: puzzle ? `${puzzle.width} / ${puzzle.height}` : '7 / 4' }}>
            {puzzle ? (
              <>
                <img src={`data:image/png;base64,${puzzle.image}`} alt={t('slider.imageAlt')} draggable={false} />
                <img
                  className="arcadia-slider-piece"
                  src={`data:image/png;base64,${puzzle.piece}`}
                  alt=""
                  draggable={false}
                  style={{
                    left: `${(pos / puzzle.width) * 100}%`,
                    top: `${(puzzle.pieceY / puzzle.height) * 100}%`,
                    width: `${(puzzle.pieceSize / puzzle.width) * 100}%`,
                  }}
                />
              </>
            ) : (
              <Group justify="center" h="100%">
                {state.status === 'loading' ? <Loader size="sm" /> : null}
              </Group>
            )}
          </div>
          <div className="arcadia-slider-track" ref={track}>
            <div className="arcadia-slider-fill" style={{ width: `${pct}%` }} />
            <div
              className="arcadia-slider-handle"
              role="slider"
              tabIndex={state.status === 'waiting' ? 0 : -1}
              aria-labelledby="arcadia-slider-label"
              aria-describedby="arcadia-slider-status"
              aria-valuemin={0}
              aria-valuemax={max}
              aria-valuenow={Math.round(pos)}
              aria-valuetext={t('slider.position', { value: Math.round(pct) })}
              aria-disabled={state.status !== 'waiting'}
              data-testid="slider-handle"
              style={{ left: `calc(${pct}% - ${(pct / 100) * 40}px)` }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onKeyDown={onKeyDown}
            >
              <span aria-hidden="true">{state.status === 'success' ? '✓' : '→'}</span>
            </div>
          </div>
        </>
      )}
      <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
        <Text size="sm" c={tone} id="arcadia-slider-status" role={state.status === 'error' ? 'alert' : 'status'} aria-live="polite">
          {note ?? status}
        </Text>
        {state.status === 'error' || state.status === 'waiting' ? (
          <Button variant="subtle" size="compact-sm" onClick={() => dispatch({ type: 'retry' })}>
            {t('slider.retry')}
          </Button>
        ) : null}
      </Group>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  );
}

export default SliderCaptcha;
