import type { Language } from '@arcadia/contract';
import type { HelpItem } from '@arcadia/contract/system';
import { Accordion, Alert, Box, Button, Grid, Group, Loader, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/SafeHtml';
import { useHelp } from '../api/get-help';
import { type HelpSelection, helpKey, selectHelp, tagIsUnique } from './help-selection';

type Props = {
  language: Language;
  /** 'full': collapsible menu plus the selected item's content; 'menu': the menu only, content inside it. */
  variant?: 'full' | 'menu';
  /** Extra actions under the title (e.g. the feedback button), composed by the app. */
  actions?: ReactNode;
  /** The item to open (a deep link's ?item=, tag or id); the first item when absent or unknown. */
  item?: string | null;
  /** Called with the chosen item's tag (its id if the tag repeats); the app puts it in the address and back in `item`. */
  onItemChange?: (item: string) => void;
};

const stripe = (item: HelpItem) => (item.bgColor ? { borderLeft: `4px solid ${item.bgColor}` } : undefined);

function Article({ item, level }: { item: HelpItem; level: 2 | 3 }) {
  return (
    <Box data-testid="help-content">
      <Title order={level} size="h4" mb="xs">
        {item.title}
      </Title>
      <SafeHtml html={item.content} />
    </Box>
  );
}

type View = { sel: NonNullable<HelpSelection>; open: string | null; setOpen(k: string | null): void; choose(i: HelpItem): void };

/** Menu and content side by side (content below the menu on a phone). */
function FullView({ items, view, label }: { items: HelpItem[]; view: View; label: string }) {
  const { sel, open, setOpen } = view;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Paper withBorder p={4} component="nav" aria-label={label}>
          {items.map((parent) => {
            const key = helpKey(parent);
            return parent.children.length ? (
              <NavLink
                key={key}
                label={parent.title}
                opened={open === key}
                onChange={(o) => setOpen(o ? key : null)}
                style={stripe(parent)}
              >
                {parent.children.map((child) => (
                  <ItemLink key={helpKey(child)} item={child} view={view} />
                ))}
              </NavLink>
            ) : (
              <ItemLink key={key} item={parent} view={view} />
            );
          })}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <Paper withBorder p="md" component="article" aria-live="polite">
          <Article item={sel.item} level={2} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

/** One entry that opens an item's content; marked as the current page while it is shown. */
function ItemLink({ item, view }: { item: HelpItem; view: View }) {
  const current = view.sel.item === item;
  return (
    <NavLink
      label={item.title}
      active={current}
      aria-current={current ? 'page' : undefined}
      component="button"
      onClick={() => view.choose(item)}
      style={stripe(item)}
    />
  );
}

/** Collapsible parents; a parent's children are entries inside it, and the chosen one's content shows below them. */
function MenuView({ items, view, label }: { items: HelpItem[]; view: View; label: string }) {
  const { sel, open, setOpen } = view;
  return (
    <Accordion variant="separated" value={open} onChange={setOpen} aria-label={label}>
      {items.map((parent) => (
        <Accordion.Item key={helpKey(parent)} value={helpKey(parent)} style={stripe(parent)}>
          <Accordion.Control>{parent.title}</Accordion.Control>
          <Accordion.Panel>
            {parent.children.length ? (
              <Stack gap="sm">
                <Box component="nav" aria-label={parent.title}>
                  {parent.children.map((child) => (
                    <ItemLink key={helpKey(child)} item={child} view={view} />
                  ))}
                </Box>
                {sel.parent === parent && sel.item !== parent ? (
                  <Paper withBorder p="sm" component="article" aria-live="polite">
                    <Article item={sel.item} level={3} />
                  </Paper>
                ) : null}
              </Stack>
            ) : (
              <Box component="article" data-testid="help-content">
                <SafeHtml html={parent.content} />
              </Box>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** The help centre (/helpmc, /help): parents with their children (ADR 031), HTML sanitised on render. */
export function HelpCentre({ language, variant = 'full', actions, item, onItemChange }: Props) {
  const { t } = useTranslation('support');
  const { data, isLoading, isError, refetch } = useHelp(language);
  // With onItemChange the address owns the choice (a link to ?item= followed on this page still works); else local state.
  const [local, setLocal] = useState<string | null>(item ?? null);
  const wanted = onItemChange ? (item ?? null) : local;
  // undefined: follow the selection (the first item, or the deep link); null: the player closed every parent.
  const [openKey, setOpenKey] = useState<string | null | undefined>(undefined);
  const items = data ?? [];
  const sel = selectHelp(items, wanted);

  const view: View | null = sel && {
    sel,
    open: openKey === undefined ? helpKey(sel.parent) : openKey,
    setOpen: setOpenKey,
    choose: (i) => {
      // The tag reads well in a link; an older tree may repeat a tag, and then only the id is exact.
      const name = tagIsUnique(items, i.tag) ? i.tag : helpKey(i);
      if (onItemChange) onItemChange(name);
      else setLocal(name);
    },
  };

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
      ) : !view ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('help.empty')}
        </Text>
      ) : variant === 'menu' ? (
        <MenuView items={items} view={view} label={t('help.menu')} />
      ) : (
        <FullView items={items} view={view} label={t('help.menu')} />
      )}
    </Stack>
  );
}

export default HelpCentre;
