import { Alert, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkProofFile, sniffImage } from '../lib/proof-file';

type Props = {
  /** A checked file, or null while none is chosen or the chosen one was refused. */
  onChange(file: File | null): void;
  disabled?: boolean;
};

/** Picks the proof of non-receipt (spec 001 §5), checks it and shows a preview before upload. */
export function ProofPicker({ onChange, disabled }: Props) {
  const { t } = useTranslation('payment-confirmation');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<'type' | 'size' | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = async (picked: File | null) => {
    if (!picked) return;
    let found = checkProofFile(picked);
    if (!found && !sniffImage(new Uint8Array(await picked.slice(0, 8).arrayBuffer()))) found = 'type';
    setProblem(found);
    setFile(found ? null : picked);
    onChange(found ? null : picked);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" id="proof-hint">
        {t('proof.hint')}
      </Text>
      <Group gap="sm">
        <FileButton onChange={choose} accept="image/png,image/jpeg,.png,.jpg,.jpeg" disabled={disabled}>
          {(props) => (
            <Button {...props} variant="default" aria-describedby="proof-hint" data-testid="proof-choose">
              {file ? t('proof.replace') : t('proof.choose')}
            </Button>
          )}
        </FileButton>
        {file ? (
          <Text size="sm" c="dimmed" truncate maw={200}>
            {file.name}
          </Text>
        ) : null}
      </Group>
      {problem ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {t(`proof.${problem}`)}
        </Alert>
      ) : null}
      {preview ? (
        <Image
          src={preview}
          alt={t('proof.previewAlt')}
          mah={180}
          fit="contain"
          radius="sm"
          bd="1px solid var(--mantine-color-default-border)"
        />
      ) : null}
    </Stack>
  );
}
