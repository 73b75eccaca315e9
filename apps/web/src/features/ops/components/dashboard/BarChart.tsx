import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';

export type Series = { label: string; color: string; values: number[] };

/**
 * Grouped bars, hand-drawn in SVG (no chart library). The SVG has a title and is described by
 * the table of the same figures, visually hidden, so a screen reader gets every number.
 */
export function BarChart({ title, days, series, format }: { title: string; days: string[]; series: Series[]; format(n: number): string }) {
  const id = useId();
  const W = 560;
  const H = 180;
  const pad = { top: 10, bottom: 24, left: 8, right: 8 };
  const all = series.flatMap((s) => s.values);
  const max = Math.max(1, ...all.map(Math.abs));
  const hasNegative = all.some((v) => v < 0);
  const plotH = H - pad.top - pad.bottom;
  const zeroY = pad.top + (hasNegative ? plotH / 2 : plotH);
  const scale = (hasNegative ? plotH / 2 : plotH) / max;
  const groupW = (W - pad.left - pad.right) / days.length;
  const barW = Math.max(4, (groupW * 0.7) / series.length);
  return (
    <Box>
      <Text fw={600} size="sm" id={`${id}-t`}>
        {title}
      </Text>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-d`}
        style={{ display: 'block' }}
      >
        <title>{title}</title>
        <line x1={pad.left} x2={W - pad.right} y1={zeroY} y2={zeroY} stroke="var(--mantine-color-gray-5)" />
        {days.map((day, i) => (
          <g key={day}>
            {series.map((s, j) => {
              const v = s.values[i] ?? 0;
              const h = Math.abs(v) * scale;
              const x = pad.left + i * groupW + (groupW - barW * series.length) / 2 + j * barW;
              return <rect key={s.label} x={x} y={v >= 0 ? zeroY - h : zeroY} width={barW - 1} height={h} fill={s.color} rx={1} />;
            })}
            <text x={pad.left + i * groupW + groupW / 2} y={H - 6} textAnchor="middle" fontSize="11" fill="currentColor">
              {day.slice(5)}
            </text>
          </g>
        ))}
      </svg>
      <Box style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }} aria-hidden>
        {series.map((s) => (
          <Text key={s.label} size="xs">
            <span style={{ display: 'inline-block', width: 10, height: 10, background: s.color, marginRight: 4 }} />
            {s.label}
          </Text>
        ))}
      </Box>
      <VisuallyHidden id={`${id}-d`}>
        <Table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">—</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                {series.map((s) => (
                  <td key={s.label}>{format(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
