import { Anchor, Image, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpsImage } from '../api/image';

/** An image only operators may see (fetched with the console token); a click opens it full size. */
export function OpsImage({ path, alt }: { path: string; alt: string }) {
  const { t } = useTranslation('finance');
  const image = useOpsImage(path);
  if (image.isPending) return <Loader size="xs" role="img" aria-label={t('image.loading')} />;
  if (!image.url)
    return (
      <Text size="xs" c="red">
        {t('image.error')}
      </Text>
    );
  return (
    <Anchor href={image.url} target="_blank" rel="noopener">
      <Image src={image.url} alt={alt} maw={220} mah={220} fit="contain" radius="sm" />
    </Anchor>
  );
}
