import { Box, NativeSelect, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { labelNamespaces, OPS_SECTIONS, type OpsPage } from './pages';

/**
 * The console's menu: grouped links beside the page on a desktop, one grouped select above it on a
 * phone (a column of thirty links would push the page below the fold at 390 px).
 */
export function OpsNav({ pages, current, onOpen }: { pages: OpsPage[]; current: string; onOpen(key: string): void }) {
  const { t } = useTranslation(['ops', ...labelNamespaces(pages)]);
  const groups = OPS_SECTIONS.map((section) => ({ section, items: pages.filter((p) => p.section === section) })).filter(
    (g) => g.items.length > 0,
  );
  return (
    <>
      <Box component="nav" aria-label={t('ops:nav.label')} visibleFrom="sm" w={200} style={{ flexShrink: 0 }}>
        <Stack gap={4}>
          {groups.map((g) => (
            <Box key={g.section}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mt="xs" mb={2} id={`ops-nav-${g.section}`}>
                {t(`ops:sections.${g.section}`)}
              </Text>
              <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={`ops-nav-${g.section}`}>
                {g.items.map((p) => (
                  <li key={p.key}>
                    <NavLink
                      component="button"
                      label={t(p.label)}
                      active={p.key === current}
                      aria-current={p.key === current ? 'page' : undefined}
                      data-page={p.key}
                      onClick={() => onOpen(p.key)}
                    />
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      </Box>
      <NativeSelect
        hiddenFrom="sm"
        mb="md"
        label={t('ops:nav.label')}
        value={current}
        onChange={(e) => onOpen(e.currentTarget.value)}
        data={groups.map((g) => ({
          group: t(`ops:sections.${g.section}`),
          items: g.items.map((p) => ({ value: p.key, label: t(p.label) })),
        }))}
      />
    </>
  );
}
