/** `<input type="datetime-local">` speaks local wall time without a zone; the API speaks ISO instants. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export type Schedule = 'scheduled' | 'running' | 'ended';

export function scheduleOf(start: string, end: string | null, now = Date.now()): Schedule {
  if (new Date(start).getTime() > now) return 'scheduled';
  if (end && new Date(end).getTime() <= now) return 'ended';
  return 'running';
}
