import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconTools } from '../../../components/more-icons';
import { formatDateTime } from '../../../lib/format';
import { useShellStore } from '../stores/shell-store';

type Props = { message: string; start: string; end: string };

/** Site maintenance (spec 001 §4): the operator's message with start and end time. */
export function MaintenancePage({ message, start, end }: Props) {
  const { t } = useTranslation('system');
  const language = useShellStore((s) => s.language);
  return (
    <Stack align="center" gap="md" py={56} px="md" ta="center" maw={620} mx="auto">
      <ThemeIcon size={80} radius="xl" variant="light" aria-hidden="true">
        <IconTools size={44} />
      </ThemeIcon>
      <Title order={1}>{t('maintenance.title')}</Title>
      <Text size="lg">{message || t('maintenance.body')}</Text>
      <Paper withBorder radius="md" p="md" w="100%">
        <dl className="arcadia-maintenance-window">
          <div>
            <dt>{t('maintenance.start')}</dt>
            <dd>
              <time dateTime={start}>{formatDateTime(start, language)}</time>
            </dd>
          </div>
          {/* A suspended brand (ADR 070) is down until reopened: no end to show. */}
          {end ? (
            <div>
              <dt>{t('maintenance.end')}</dt>
              <dd>
                <time dateTime={end}>{formatDateTime(end, language)}</time>
              </dd>
            </div>
          ) : null}
        </dl>
      </Paper>
    </Stack>
  );
}
