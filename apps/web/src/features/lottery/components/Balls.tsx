import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './lottery.module.css';

/** A result as balls; `roll` animates them in (not for reduced motion). VN shows the special prize, THAI the first prize and the bottom two. */
export function Balls({
  winNo,
  roll = false,
  small = false,
  kind,
}: {
  winNo: string | null;
  roll?: boolean;
  small?: boolean;
  kind?: string;
}) {
  const { t } = useTranslation('lottery');
  if (!winNo) return <span title={t('result.pending')}>—</span>;
  const parts = winNo.split(',');
  const shown = kind === 'VN' ? parts.slice(0, 1) : kind === 'THAI' ? [parts[0]!, parts[5]!] : parts;
  return (
    <Group gap={4} wrap="nowrap" role="img" aria-label={t('result.aria', { result: shown.join(' ') })}>
      {shown.map((v, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: positions are the identity of a result's values
          key={`${i}-${v}`}
          className={`${classes.ball} ${small ? classes.small : ''} ${roll ? classes.roll : ''}`}
          style={roll ? { animationDelay: `${i * 120}ms` } : undefined}
          aria-hidden="true"
        >
          {v}
        </span>
      ))}
    </Group>
  );
}
