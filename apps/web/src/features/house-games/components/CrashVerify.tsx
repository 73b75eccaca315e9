import { CRASH } from '@arcadia/contract/house-games';
import { Alert, Button, Card, Code, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CrashCheck, verifyCrash } from '../crash-verify';

type Props = {
  /** The chain's published commitment, which a revealed hash must lead to. */
  commitment: string | null;
  /** A bust picked from the board's list: fills the form and checks it. */
  picked: { hash: string; index: number } | null;
};

/** A player's own check of a revealed round (ADR 069), computed in this browser, not asked of the server. */
export function CrashVerify({ commitment, picked }: Props) {
  const { t } = useTranslation('house-games');
  const [hash, setHash] = useState('');
  const [index, setIndex] = useState<string | number>('');
  const [check, setCheck] = useState<CrashCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (h: string, i: number) => {
    setBusy(true);
    setError(null);
    setCheck(null);
    try {
      setCheck(await verifyCrash(h.trim().toLowerCase(), i, commitment));
    } catch (e) {
      setError(t((e as Error).message === 'insecure' ? 'crash.verifyInsecure' : 'crash.verifyInvalid', { max: CRASH.chainLength }));
    } finally {
      setBusy(false);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pick, not a new commitment, starts a check
  useEffect(() => {
    if (!picked) return;
    setHash(picked.hash);
    setIndex(picked.index);
    void run(picked.hash, picked.index);
  }, [picked]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(hash, Number(index));
  };

  return (
    <Card withBorder data-testid="crash-verify">
      <Stack gap="xs">
        <Title order={4}>{t('crash.verifyTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('crash.verifyExplain')}
        </Text>
        <form onSubmit={submit}>
          <Group align="end" gap="xs" wrap="wrap">
            <TextInput
              label={t('crash.verifyHash')}
              value={hash}
              maxLength={64}
              onChange={(e) => setHash(e.currentTarget.value)}
              style={{ flex: '1 1 260px' }}
              styles={{ input: { fontFamily: 'monospace' } }}
            />
            <NumberInput label={t('crash.verifyIndex')} value={index} onChange={setIndex} min={1} max={CRASH.chainLength} w={120} />
            <Button type="submit" variant="light" loading={busy} disabled={!hash.trim() || index === ''}>
              {t('crash.verify')}
            </Button>
          </Group>
        </form>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {check && (
          <Alert color={check.matches ? 'teal' : 'orange'} data-testid="crash-verify-result" aria-live="polite">
            <Stack gap={4}>
              <Text size="sm" fw={700}>
                {t('crash.verifyCrash', { crash: check.crash })}
              </Text>
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {t('crash.verifyPrevious')} <Code>{check.previous}</Code>
              </Text>
              <Text size="sm">{check.matches ? t('crash.verifyChainOk') : t('crash.verifyChainOther')}</Text>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
