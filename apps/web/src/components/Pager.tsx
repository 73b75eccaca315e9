import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "N in all" and the page buttons, labelled for screen readers; shared by the console's paged lists. */
export function Pager({ total, size, page, onPage }: { total: number; size: number; page: number; onPage(page: number): void }) {
  const { t } = useTranslation('common/console');
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {t('pager.total', { count: total })}
      </Text>
      <Pagination
        total={Math.max(1, Math.ceil(total / size))}
        value={page}
        onChange={onPage}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': t(`pager.page.${control}`) })}
      />
    </Group>
  );
}
