import { Button, Group, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultRange, rangeOf } from '../logic';

type Props = {
  /** Gets the range in ms, the end already extended by 86399000 ms (spec 001 §5). */
  onSearch(range: { start: number; end: number }): void;
  children?: ReactNode;
};

/** A date-range picker of at most 30 days (spec 001 §2, §5); a longer one is refused before any call. */
export function DateRange({ onSearch, children }: Props) {
  const { t } = useTranslation('points');
  const [range, setRange] = useState(defaultRange);
  const [error, setError] = useState<string | undefined>();
  const search = () => {
    const r = rangeOf(range.start, range.end);
    if (r === 'too-long') return setError(t('range.tooLong'));
    if (r === 'reversed') return setError(t('range.reversed'));
    setError(undefined);
    onSearch({ start: r.startDate, end: r.endDate });
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="date"
        label={t('range.start')}
        value={range.start}
        onChange={(e) => setRange({ ...range, start: e.currentTarget.value })}
        error={error}
        errorProps={{ role: 'alert' }}
        w={160}
      />
      <TextInput
        type="date"
        label={t('range.end')}
        value={range.end}
        onChange={(e) => setRange({ ...range, end: e.currentTarget.value })}
        w={160}
      />
      {children}
      <Button onClick={search} data-testid="range-search">
        {t('range.search')}
      </Button>
    </Group>
  );
}

/** The first range a list shows, before the member searches. */
export function initialRange(): { start: number; end: number } {
  const r = defaultRange();
  const out = rangeOf(r.start, r.end);
  if (typeof out === 'string') throw new Error('default range is invalid');
  return { start: out.startDate, end: out.endDate };
}
