import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "N in all" and the page buttons, labelled for screen readers (the audit log's labels). */
export function Pager({ total, size, page, onPage }: { total: number; size: number; page: number; onPage(page: number): void }) {
  const { t } = useTranslation(['ops/finance', 'ops']);
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {t('ops/finance:total', { count: total })}
      </Text>
      <Pagination
        total={Math.max(1, Math.ceil(total / size))}
        value={page}
        onChange={onPage}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': t(`ops:audit.page.${control}`) })}
      />
    </Group>
  );
}
