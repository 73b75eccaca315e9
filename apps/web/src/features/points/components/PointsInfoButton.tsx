import { ActionIcon, Loader, Popover, Text } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePointsInfo } from '../api/get-points-info';

/**
 * The (i) next to the point balance (spec 001 §7 "info icon", ADR 056): the operator's plain-text
 * explanation of earning and using points, in a popover that Escape or a click outside closes and
 * that gives focus back to the button.
 */
export default function PointsInfoButton() {
  const { t, i18n } = useTranslation('points');
  const [opened, setOpened] = useState(false);
  const { data, isError, refetch } = usePointsInfo(i18n.language, opened);
  const titleId = useId();
  let body: ReactNode;
  if (isError)
    body = (
      <Text size="sm" c="red">
        {t('info.error')}{' '}
        <Text component="button" type="button" size="sm" c="blue" td="underline" bg="none" bd={0} p={0} onClick={() => void refetch()}>
          {t('mall.retry')}
        </Text>
      </Text>
    );
  else if (!data) body = <Loader size="sm" aria-label={t('info.loading')} />;
  else if (!data.content)
    body = (
      <Text size="sm" c="dimmed" data-testid="points-info-empty">
        {t('info.empty')}
      </Text>
    );
  else
    body = (
      // Plain text from the operator: line breaks kept, nothing parsed as markup.
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lang={data.language.toLowerCase()}>
        {data.content}
      </Text>
    );
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width="min(340px, calc(100vw - 32px))"
      position="bottom-end"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          radius="xl"
          onClick={() => setOpened((o) => !o)}
          aria-label={t('info.open')}
          aria-expanded={opened}
          aria-haspopup="dialog"
          data-testid="points-info-button"
        >
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="12" cy="12" r="10" />
            <path d="M12 16v-5" />
            <path d="M12 8h.01" />
          </svg>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId} data-testid="points-info" mah="60vh" style={{ overflowY: 'auto' }}>
        <Text fw={600} mb={6} id={titleId} tabIndex={-1}>
          {t('info.title')}
        </Text>
        {body}
      </Popover.Dropdown>
    </Popover>
  );
}
