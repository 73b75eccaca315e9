import { pagerWindow } from '@arcadia/contract/inbox';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Numbered pager with at most 7 numbers around the current page (spec 001 §2 notice list). */
export function Pager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('inbox');
  if (pages <= 1) return null;
  return (
    <Group gap={4} justify="center" component="nav" aria-label={t('pager.label')} wrap="wrap">
      <Button size="compact-sm" variant="default" disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label={t('pager.previous')}>
        ‹
      </Button>
      {pagerWindow(page, pages).map((n) => (
        <Button
          key={n}
          size="compact-sm"
          variant={n === page ? 'filled' : 'default'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('pager.page', { page: n })}
          onClick={() => onChange(n)}
        >
          {n}
        </Button>
      ))}
      <Button size="compact-sm" variant="default" disabled={page >= pages} onClick={() => onChange(page + 1)} aria-label={t('pager.next')}>
        ›
      </Button>
    </Group>
  );
}
