import { KYC_LEVEL_ERROR_CODES } from '@arcadia/contract/kyc';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Shown under a refused withdrawal when the refusal is a KYC one: the way to the identity page.
 * Nothing for other refusals. `to` comes from the page that composes it (paths.ts).
 */
export default function KycRequiredAction({ code, to }: { code: string | null; to: string }) {
  const { t } = useTranslation('kyc');
  if (!code || !KYC_LEVEL_ERROR_CODES.includes(code)) return null;
  return (
    <Button component={Link} to={to} variant="light" size="sm" data-testid="kyc-open-identity">
      {t('openIdentity')}
    </Button>
  );
}
