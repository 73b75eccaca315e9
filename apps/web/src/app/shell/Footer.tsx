import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConsolidatedSettings } from '../../features/system';

export function Footer() {
  const { t } = useTranslation('system');
  const { data } = useConsolidatedSettings();
  const name = data?.merchant.name ?? '';
  return (
    <footer className="arcadia-footer">
      <Container size="xl">
        {data?.copyright ? (
          <Text size="sm">{data.copyright}</Text>
        ) : (
          <>
            <Text size="sm">{t('footer.copyright', { year: new Date().getFullYear(), name })}</Text>
            <Text size="xs" mt={6}>
              {t('footer.responsible')}
            </Text>
          </>
        )}
      </Container>
    </footer>
  );
}
