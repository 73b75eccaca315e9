import { Big, formatMoney, type MoneyFormat } from '@arcadia/contract';
import { type ConvertResult, RATE_KEYS } from '@arcadia/contract/points';
import { Alert, Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { newRequestKey } from '../../../lib/request-key';
import { useConvertPoints } from '../api/convert';
import { usePointConfig } from '../api/get-catalogue';
import { convertOnBlur, rateText } from '../logic';

type Props = { money: MoneyFormat | null; passwordKind: 'payment' | 'login'; onConverted(result: ConvertResult): void };

/** Points rules (rates ×100, 2 decimals) and the conversion of points to wallet money. */
export function RulesAndConvert({ money, passwordKind, onConverted }: Props) {
  const { t } = useTranslation('points');
  const config = usePointConfig();
  const convert = useConvertPoints();
  const [amount, setAmount] = useState('1');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<ConvertResult | null>(null);
  const [key, setKey] = useState(newRequestKey);
  const cash = (v: string) => (money ? formatMoney(v, money) : v);
  const rate = config.data?.pointExchangeRate;
  const preview = rate && Number(amount) >= 1 ? cash(new Big(amount).times(rate).round(4, Big.roundDown).toFixed(4)) : null;

  const send = async () => {
    setFailure(null);
    setDone(null);
    // Spec 001 §5: amount and password both required.
    const next = {
      amount: !amount.trim() || !(Number(amount) >= 1) ? t('convert.amountRequired') : undefined,
      password: password ? undefined : t(passwordKind === 'payment' ? 'convert.passwordRequired' : 'redeem.loginPasswordRequired'),
    };
    setErrors(next);
    if (next.amount || next.password) return;
    try {
      const result = await convert.mutateAsync({ amount: amount.trim(), password, key });
      setDone(result);
      setPassword('');
      setKey(newRequestKey());
      onConverted(result);
    } catch (e) {
      setFailure(e instanceof ApiError && e.message ? e.message : t('convert.failed'));
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="points-rules">
        <Title order={3} size="h5" id="points-rules">
          {t('rules.title')}
        </Title>
        {config.data ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {RATE_KEYS.map((k) => (
              <Card key={k} withBorder padding="xs" radius="sm">
                <Text size="xs" c="dimmed">
                  {t(`rules.${k}`)}
                </Text>
                <Text fw={600}>{rateText(config.data[k])}%</Text>
              </Card>
            ))}
          </SimpleGrid>
        ) : (
          <Text c="dimmed">{config.isError ? t('list.error') : t('list.loading')}</Text>
        )}
        <Text size="sm" c="dimmed">
          {rate ? t('rules.exchange', { money: cash(rate) }) : null}
        </Text>
      </Stack>
      <form
        noValidate
        aria-labelledby="points-convert"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Stack gap="sm" maw={420}>
          <Title order={3} size="h5" id="points-convert">
            {t('convert.title')}
          </Title>
          <TextInput
            label={t('convert.amount')}
            description={preview ? t('convert.preview', { money: preview }) : undefined}
            value={amount}
            onChange={(e) => {
              setAmount(e.currentTarget.value);
              setErrors((x) => ({ ...x, amount: undefined }));
            }}
            onBlur={() => setAmount(convertOnBlur(amount))}
            error={errors.amount}
            errorProps={{ role: 'alert' }}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            required
          />
          <PasswordInput
            label={t(passwordKind === 'payment' ? 'convert.password' : 'redeem.loginPassword')}
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setErrors((x) => ({ ...x, password: undefined }));
            }}
            error={errors.password}
            errorProps={{ role: 'alert' }}
            autoComplete="off"
            maxLength={32}
            required
            visibilityToggleButtonProps={{ 'aria-label': t('redeem.showPassword') }}
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={convert.isPending}>
              {t('convert.submit')}
            </Button>
          </Group>
          <Text size="sm" role="status" aria-live="polite" c="teal">
            {done ? t('convert.done', { points: new Big(done.points).toFixed(0), money: cash(done.money) }) : null}
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}
