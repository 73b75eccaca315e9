import type { RewardCentreSettings } from '@arcadia/contract/reward-centre';
import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingChange } from '../../../../components/PendingChange';
import { QueryState } from '../../../../components/QueryState';
import { RuleFormFooter } from '../../../../components/RuleSaveOutcome';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { usePendingChanges } from '../../../../lib/pending-changes';
import type { FieldErrors } from '../../../../lib/rule-forms';
import { useRewardCentreRules, useSaveRewardCentreRules } from '../../api/console/reward-centre-rules';
import { checkRewardCentre, type RewardCentreForm, rewardCentreForm } from './rules-form';

/** The streak cycle is 1 to 31 days (the contract's bounds). */
const MAX_DAYS = 31;

function RulesForm({
  save,
  rules,
  canEdit,
  blocked,
}: {
  save: ReturnType<typeof useSaveRewardCentreRules>;
  rules: RewardCentreSettings;
  canEdit: boolean;
  blocked: boolean;
}) {
  const { t } = useTranslation('reward-centre/console');
  const [form, setForm] = useState<RewardCentreForm>(() => rewardCentreForm(rules));
  const [errors, setErrors] = useState<FieldErrors>({});
  const edit = (patch: Partial<RewardCentreForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors({});
    save.reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkRewardCentre(form);
    if (!checked.ok) return setErrors(checked.errors);
    save.mutate(checked.value);
  };
  const error = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  const money = (label: string, value: string, path: string, onChange: (v: string) => void, description?: string) => (
    <TextInput
      key={path}
      label={label}
      description={description}
      inputMode="decimal"
      readOnly={!canEdit}
      value={value}
      error={error(path)}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
  const days = form.signInAmounts;
  return (
    <form onSubmit={submit} aria-label={t('centre.form')} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('centre.timezone')}
          description={t('centre.timezoneHint')}
          readOnly={!canEdit}
          value={form.timezone}
          error={error('timezone')}
          onChange={(e) => edit({ timezone: e.currentTarget.value })}
          maw={280}
        />
        <Fieldset legend={t('centre.signIn')}>
          <Stack gap="sm">
            <Switch
              label={t('centre.signInOn')}
              checked={form.signInEnabled}
              disabled={!canEdit}
              onChange={(e) => edit({ signInEnabled: e.currentTarget.checked })}
            />
            <Text size="sm" c="dimmed">
              {t('centre.signInHint')}
            </Text>
            <SimpleGrid cols={{ base: 2, xs: 4, md: 7 }} spacing="xs">
              {days.map((amount, i) =>
                money(t('centre.day', { n: i + 1 }), amount, `signIn.amounts.${i}`, (v) =>
                  edit({ signInAmounts: days.map((d, j) => (j === i ? v : d)) }),
                ),
              )}
            </SimpleGrid>
            {canEdit ? (
              <Group gap="xs">
                <Button
                  size="compact-sm"
                  variant="light"
                  disabled={days.length >= MAX_DAYS}
                  onClick={() => edit({ signInAmounts: [...days, days[days.length - 1] ?? '0'] })}
                >
                  {t('centre.addDay')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  disabled={days.length <= 1}
                  onClick={() => edit({ signInAmounts: days.slice(0, -1) })}
                >
                  {t('centre.removeDay', { n: days.length })}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Fieldset>
        <Fieldset legend={t('centre.newbie')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap="xs">
              <Switch
                label={t('centre.firstDepositOn')}
                checked={form.firstDepositEnabled}
                disabled={!canEdit}
                onChange={(e) => edit({ firstDepositEnabled: e.currentTarget.checked })}
              />
              {money(t('centre.firstDeposit'), form.firstDeposit, 'newbie.firstDeposit.amount', (v) => edit({ firstDeposit: v }))}
            </Stack>
            <Stack gap="xs">
              <Switch
                label={t('centre.firstBetOn')}
                checked={form.firstBetEnabled}
                disabled={!canEdit}
                onChange={(e) => edit({ firstBetEnabled: e.currentTarget.checked })}
              />
              {money(t('centre.firstBet'), form.firstBet, 'newbie.firstBet.amount', (v) => edit({ firstBet: v }))}
            </Stack>
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('centre.rescue')}>
          <Stack gap="sm">
            <Switch
              label={t('centre.rescueOn')}
              checked={form.rescueEnabled}
              disabled={!canEdit}
              onChange={(e) => edit({ rescueEnabled: e.currentTarget.checked })}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NativeSelect
                label={t('centre.period')}
                disabled={!canEdit}
                value={form.rescuePeriod}
                onChange={(e) => edit({ rescuePeriod: e.currentTarget.value as 'DAY' | 'WEEK' })}
                data={[
                  { value: 'DAY', label: t('centre.periods.DAY') },
                  { value: 'WEEK', label: t('centre.periods.WEEK') },
                ]}
              />
              {money(
                t('centre.threshold'),
                form.rescueThreshold,
                'rescue.threshold',
                (v) => edit({ rescueThreshold: v }),
                t('centre.thresholdHint'),
              )}
              <TextInput
                label={t('centre.rate')}
                description={t('centre.rateHint')}
                inputMode="decimal"
                readOnly={!canEdit}
                value={form.rescueRate}
                error={error('rescue.rate')}
                rightSection={<span aria-hidden>%</span>}
                onChange={(e) => edit({ rescueRate: e.currentTarget.value })}
              />
              {money(t('centre.maxBonus'), form.rescueMax, 'rescue.maxBonus', (v) => edit({ rescueMax: v }))}
            </SimpleGrid>
          </Stack>
        </Fieldset>
        {Object.keys(errors).length ? (
          <Text size="sm" c="red" role="alert">
            {t('errors.fixFields')}
          </Text>
        ) : null}
        <RuleFormFooter save={save} canEdit={canEdit} blocked={blocked} readOnlyNote={t('rules.adminOnly')} />
      </Stack>
    </form>
  );
}

/** Reward-centre rules (ADR 045): a raise of what one member can get above the threshold waits for a second operator. */
export default function RewardCentreRulesPage({ code, can }: ConsolePageProps) {
  const { t } = useTranslation('reward-centre/console');
  const rules = useRewardCentreRules(code);
  // Here, not in the form: the form is remounted when the config in force changes (a save, an
  // approval), and the outcome of the save must outlive that.
  const save = useSaveRewardCentreRules(code);
  const pending = usePendingChanges(code, 'reward_centre_settings');
  const waiting = (pending.data?.items.length ?? 0) > 0;
  return (
    <Stack gap="sm" maw={880}>
      <Text size="sm" c="dimmed">
        {t('centre.intro')}
      </Text>
      {pending.data?.items.map((item) => (
        <PendingChange key={item.id} item={item} />
      ))}
      <QueryState loading={rules.isPending} error={rules.error} empty={false} onRetry={() => void rules.refetch()}>
        {rules.data ? (
          <RulesForm save={save} key={JSON.stringify(rules.data)} rules={rules.data} canEdit={can('admin')} blocked={waiting} />
        ) : null}
      </QueryState>
    </Stack>
  );
}
