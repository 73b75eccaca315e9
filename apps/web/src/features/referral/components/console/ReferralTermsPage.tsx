import type { ReferralSettings } from '@arcadia/contract/referral';
import { Stack, Switch, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingChange } from '../../../../components/PendingChange';
import { QueryState } from '../../../../components/QueryState';
import { RuleFormFooter } from '../../../../components/RuleSaveOutcome';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { usePendingChanges } from '../../../../lib/pending-changes';
import type { FieldErrors } from '../../../../lib/rule-forms';
import { useReferralSettings, useSaveReferralSettings } from '../../api/console/referral';
import { checkReferral, type ReferralForm, referralForm } from './terms-form';

function TermsForm({
  save,
  terms,
  canEdit,
  blocked,
}: {
  save: ReturnType<typeof useSaveReferralSettings>;
  terms: ReferralSettings;
  canEdit: boolean;
  blocked: boolean;
}) {
  const { t } = useTranslation('referral/console');
  const [form, setForm] = useState<ReferralForm>(() => referralForm(terms));
  const [errors, setErrors] = useState<FieldErrors>({});
  const edit = (patch: Partial<ReferralForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors({});
    save.reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkReferral(form);
    if (!checked.ok) return setErrors(checked.errors);
    save.mutate(checked.value);
  };
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <form onSubmit={submit} aria-label={t('referral.form')} noValidate>
      <Stack gap="sm">
        <Switch
          label={t('referral.enabled')}
          checked={form.enabled}
          disabled={!canEdit}
          onChange={(e) => edit({ enabled: e.currentTarget.checked })}
        />
        <TextInput
          label={t('referral.reward')}
          description={t('referral.rewardHint')}
          inputMode="decimal"
          readOnly={!canEdit}
          value={form.reward}
          error={error('reward')}
          onChange={(e) => edit({ reward: e.currentTarget.value })}
          maw={240}
        />
        <TextInput
          label={t('referral.minDeposit')}
          description={t('referral.minDepositHint')}
          inputMode="decimal"
          readOnly={!canEdit}
          value={form.minDeposit}
          error={error('minDeposit')}
          onChange={(e) => edit({ minDeposit: e.currentTarget.value })}
          maw={240}
        />
        <RuleFormFooter save={save} canEdit={canEdit} blocked={blocked} readOnlyNote={t('rules.adminOnly')} />
      </Stack>
    </form>
  );
}

/** Referral terms (ADR 045): a raised reward above the threshold waits for a second operator. */
export default function ReferralTermsPage({ code, can }: ConsolePageProps) {
  const { t } = useTranslation('referral/console');
  const terms = useReferralSettings(code);
  // Here, not in the form: the form is remounted when the config in force changes (a save, an
  // approval), and the outcome of the save must outlive that.
  const save = useSaveReferralSettings(code);
  const pending = usePendingChanges(code, 'referral_settings');
  const waiting = (pending.data?.items.length ?? 0) > 0;
  return (
    <Stack gap="sm" maw={640}>
      <Text size="sm" c="dimmed">
        {t('referral.intro')}
      </Text>
      {pending.data?.items.map((item) => (
        <PendingChange key={item.id} item={item} />
      ))}
      <QueryState loading={terms.isPending} error={terms.error} empty={false} onRetry={() => void terms.refetch()}>
        {terms.data ? (
          <>
            {!terms.data.enabled ? (
              <Text size="sm" role="note">
                {t('referral.off')}
              </Text>
            ) : null}
            {/* Keyed by the terms in force: an approval that lands while the page is open refills the form. */}
            <TermsForm save={save} key={JSON.stringify(terms.data)} terms={terms.data} canEdit={can('admin')} blocked={waiting} />
          </>
        ) : null}
      </QueryState>
    </Stack>
  );
}
