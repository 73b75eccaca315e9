import { Button, Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FeedbackCaptchaSlotProps, FeedbackModal } from './FeedbackModal';
import { MyFeedbackList } from './MyFeedbackList';

type Props = {
  /** The signed-in account (the form attaches images only for members). */
  account: string;
  formatDateTime: (iso: string) => string;
  renderCaptcha: (props: FeedbackCaptchaSlotProps) => ReactNode;
};

/** The member centre's "My feedback" page: the form one click away and the list of what was sent (ADR 033). */
export function MyFeedbackPanel({ account, formatDateTime, renderCaptcha }: Props) {
  const { t } = useTranslation('feedback');
  const [writing, setWriting] = useState(false);
  return (
    <Stack gap="md" component="section" aria-labelledby="my-feedback-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} id="my-feedback-title" size="h3">
          {t('history.title')}
        </Title>
        <Button onClick={() => setWriting(true)}>{t('history.send')}</Button>
      </Group>
      <MyFeedbackList formatDateTime={formatDateTime} />
      {writing ? <FeedbackModal opened onClose={() => setWriting(false)} account={account} renderCaptcha={renderCaptcha} /> : null}
    </Stack>
  );
}

export default MyFeedbackPanel;
