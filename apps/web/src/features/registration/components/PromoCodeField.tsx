import type { PromoCodeCheck } from '@arcadia/contract/promotions/promo-codes';
import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPromoCode } from '../api/check-promo-code';

/** Waits for a pause in typing so each code costs one check (the check is rate limited per client). */
const DEBOUNCE_MS = 400;

/**
 * The optional promo code (docs/adr/058), checked live: the field says what the code grants or,
 * in the visitor's language, why it cannot be used. The code is sent with the registration and
 * redeemed once the account exists.
 */
export function PromoCodeField(props: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('registration');
  const [check, setCheck] = useState<PromoCodeCheck | null>(null);
  const code = props.value.trim();
  useEffect(() => {
    setCheck(null);
    if (!code) return;
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      checkPromoCode(code, ctl.signal)
        .then(setCheck)
        .catch(() => setCheck(null));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [code]);
  const granted =
    check?.valid && check.bonus
      ? t('promoCode.valid', { bonus: Number(check.bonus).toFixed(2), times: check.turnoverMultiplier ?? 0 })
      : undefined;
  return (
    <TextInput
      id="register-promoCode"
      data-testid="register-promo-code"
      label={t('promoCode.label')}
      description={granted ?? t('optional')}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      error={check && !check.valid ? (check.message ?? t('promoCode.invalid')) : undefined}
      errorProps={{ role: 'alert' }}
      descriptionProps={granted ? { role: 'status', c: 'teal' } : undefined}
      maxLength={32}
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
    />
  );
}
