import { TEAM_PERIODS, type TeamPeriod } from '@arcadia/contract/agents';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Today, yesterday, this week, this month (UTC days; the week starts on Monday). */
export function PeriodPicker({ value, onChange }: { value: TeamPeriod; onChange(p: TeamPeriod): void }) {
  const { t } = useTranslation('agents');
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('period.label')}
      data={TEAM_PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
      value={value}
      onChange={(v) => onChange(v as TeamPeriod)}
    />
  );
}
