import type { HelpItem } from '@arcadia/contract/system';
import { Accordion, Alert, Box, Button, Grid, Group, Loader, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/SafeHtml';
import { useHelp } from '../api/get-help';

type Props = {
  language: import('@arcadia/contract').Language;
  /** 'full': collapsible menu plus the selected item's content; 'menu': the menu only, content inside it. */
  variant?: 'full' | 'menu';
  /** Extra actions under the title (e.g. the feedback button), composed by the app. */
  actions?: ReactNode;
};

const keyOf = (path: string[]) => path.join('/');

function MenuTree({
  items,
  path,
  selected,
  onSelect,
}: {
  items: HelpItem[];
  path: string[];
  selected: string;
  onSelect: (k: string) => void;
}) {
  return items.map((item) => {
    const here = [...path, item.tag];
    const key = keyOf(here);
    return (
      <NavLink
        key={key}
        label={item.title}
        active={selected === key}
        defaultOpened={selected.startsWith(key)}
        onClick={() => onSelect(key)}
        style={item.bgColor ? { borderLeft: `4px solid ${item.bgColor}` } : undefined}
      >
        {item.children.length ? <MenuTree items={item.children} path={here} selected={selected} onSelect={onSelect} /> : null}
      </NavLink>
    );
  });
}

function find(items: HelpItem[], key: string, path: string[] = []): HelpItem | null {
  for (const item of items) {
    const here = [...path, item.tag];
    if (keyOf(here) === key) return item;
    const inner = find(item.children, key, here);
    if (inner) return inner;
  }
  return null;
}

function MenuOnly({ items }: { items: HelpItem[] }) {
  return (
    <Accordion variant="separated" multiple>
      {items.map((item) => (
        <Accordion.Item key={item.tag} value={item.tag}>
          <Accordion.Control>{item.title}</Accordion.Control>
          <Accordion.Panel>
            <SafeHtml html={item.content} />
            {item.children.length ? (
              <Box mt="sm">
                <MenuOnly items={item.children} />
              </Box>
            ) : null}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** The help centre (/helpmc, /help): a collapsible menu with HTML content, sanitised on render. */
export function HelpCentre({ language, variant = 'full', actions }: Props) {
  const { t } = useTranslation('support');
  const { data, isLoading, isError, refetch } = useHelp(language);
  const [selected, setSelected] = useState('');
  const items = data ?? [];
  const current = find(items, selected) ?? items[0] ?? null;
  const currentKey = selected || (items[0] ? items[0].tag : '');

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('help.title')}
        </Title>
        {actions}
      </Group>
      {isLoading ? (
        <Group justify="center" py="xl">
          <Loader role="status" aria-label={t('loading')} />
        </Group>
      ) : isError ? (
        <Alert color="red" role="alert" title={t('error')}>
          <Button size="xs" variant="light" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : !items.length ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('help.empty')}
        </Text>
      ) : variant === 'menu' ? (
        <MenuOnly items={items} />
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Paper withBorder p={4} component="nav" aria-label={t('help.menu')}>
              <MenuTree items={items} path={[]} selected={currentKey} onSelect={setSelected} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Paper withBorder p="md" component="article" aria-live="polite">
              {current ? (
                <>
                  <Title order={2} size="h3" mb="sm">
                    {current.title}
                  </Title>
                  <SafeHtml html={current.content} />
                </>
              ) : null}
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

export default HelpCentre;
