import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';

type Props = {
  /** Sends the code; resolves to when the countdown ends (epoch ms), or null when nothing was sent. */
  request: () => Promise<number | null>;
  idleLabel: string;
  waitLabel: string;
  countdownLabel: (seconds: number) => string;
  disabled?: boolean;
  size?: 'sm' | 'md';
};

/** A "get code" button: ready, please wait, then a countdown to a server-given end time. */
export function CountdownButton({ request, idleLabel, waitLabel, countdownLabel, disabled, size = 'md' }: Props) {
  const [busy, setBusy] = useState(false);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));

  const click = async () => {
    if (busy || remaining > 0) return;
    setBusy(true);
    try {
      const end = await request();
      setNow(Date.now());
      setEndsAt(end);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      size={size}
      variant="light"
      onClick={() => void click()}
      disabled={disabled || remaining > 0}
      loading={busy}
      aria-live="polite"
      miw={120}
    >
      {busy ? waitLabel : remaining > 0 ? countdownLabel(remaining) : idleLabel}
    </Button>
  );
}
