import { CAPTCHA_LENGTH } from '@arcadia/contract/captcha';
import { ActionIcon, Group, Loader, TextInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCaptchaImage } from '../hooks/use-captcha-image';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Translated error text, shown under the input. */
  error?: string | null;
  /** Changing it loads a new image (each failed attempt uses up the old one). */
  reloadKey?: unknown;
  disabled?: boolean;
};

/** Image captcha: the input, the image (click = new image) and a labelled refresh button. */
export function CaptchaField({ value, onChange, error, reloadKey, disabled }: Props) {
  const { t } = useTranslation('captcha');
  const { src, loading, failed, refresh } = useCaptchaImage(true, reloadKey);
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label={t('label')}
        placeholder={t('placeholder')}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error || undefined}
        maxLength={10}
        autoComplete="off"
        inputMode="text"
        disabled={disabled}
        required
        style={{ flex: 1 }}
        description={t('hint', { count: CAPTCHA_LENGTH })}
      />
      <Group gap={4} mt={26} wrap="nowrap">
        <UnstyledButton onClick={refresh} aria-label={t('imageRefresh')} className="arcadia-captcha-image" title={t('imageRefresh')}>
          {src ? (
            <img src={src} alt={t('alt')} width={120} height={40} />
          ) : (
            <span className="arcadia-captcha-empty">{failed ? t('failed') : null}</span>
          )}
        </UnstyledButton>
        <ActionIcon variant="subtle" size="lg" onClick={refresh} aria-label={t('refresh')} disabled={loading}>
          {loading ? <Loader size={16} /> : <span aria-hidden="true">↻</span>}
        </ActionIcon>
      </Group>
    </Group>
  );
}

export default CaptchaField;
