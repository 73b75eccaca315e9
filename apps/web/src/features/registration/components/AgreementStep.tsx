import { Button, List, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The ten agreement clauses, shown before the form (spec 000 §2). */
export function AgreementStep({ clauses, onAccept }: { clauses: readonly string[]; onAccept: () => void }) {
  const { t } = useTranslation('registration');
  return (
    <Stack gap="md">
      <Title order={2} size="h4" id="register-agreement-title">
        {t('agreement.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('agreement.intro')}
      </Text>
      <ScrollArea.Autosize mah={{ base: 320, sm: 380 } as never} type="auto" offsetScrollbars>
        <List type="ordered" spacing="xs" size="sm" aria-labelledby="register-agreement-title" pr="sm">
          {clauses.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
      <Button size="md" fullWidth onClick={onAccept}>
        {t('agreement.accept')}
      </Button>
    </Stack>
  );
}
