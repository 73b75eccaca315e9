import { Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { redeemPromoCode } from '../api/promo-code';

/**
 * The reward centre's promo code box (docs/adr/058): the member types a code, the bonus is
 * credited at once and the answer (or the server's localised refusal) is read out.
 */
export function PromoCodeBox(props: { formatAmount: (a: string) => string; onRedeemed: () => void }) {
  const { t } = useTranslation('reward-centre');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async () => {
    if (!code.trim() || busy) return;
    setBusy(true);
    setResult(null);
    try {
      const r = await redeemPromoCode(code.trim());
      setResult({
        ok: true,
        text: t('promoCode.redeemed', { amount: props.formatAmount(r.bonus), turnover: props.formatAmount(r.turnoverRequired) }),
      });
      setCode('');
      props.onRedeemed();
    } catch (e) {
      setResult({ ok: false, text: e instanceof ApiError && e.message ? e.message : t('error') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="md" padding="md" data-testid="promo-code-box">
      <Title order={3} size="h5" mb="xs" id="promo-code-title">
        {t('promoCode.title')}
      </Title>
      <form
        aria-labelledby="promo-code-title"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            aria-label={t('promoCode.label')}
            placeholder={t('promoCode.label')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            maxLength={32}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            style={{ flex: 1 }}
            data-testid="promo-code-input"
          />
          <Button type="submit" loading={busy} disabled={!code.trim()}>
            {t('promoCode.redeem')}
          </Button>
        </Group>
      </form>
      {result ? (
        <Text size="sm" mt="xs" c={result.ok ? 'teal' : 'red'} role={result.ok ? 'status' : 'alert'} data-testid="promo-code-result">
          {result.text}
        </Text>
      ) : null}
    </Card>
  );
}
