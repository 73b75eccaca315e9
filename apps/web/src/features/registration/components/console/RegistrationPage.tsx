import { patternProblem } from '@arcadia/contract';
import type { OpsRegistrationSettings } from '@arcadia/contract/registration';
import type { RegisterRule } from '@arcadia/contract/system';
import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { useOpsRegistration, useRegisterRules } from '../../api/console/get-registration';
import { useSaveRegistration } from '../../api/console/save-registration';
import { FormPreview } from './FormPreview';
import { RulesEditor } from './RulesEditor';

type Language = keyof OpsRegistrationSettings['agreement'];
const LANGS: Language[] = ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'];

function Editor({
  code,
  rules: saved,
  settings,
  canEdit,
}: {
  code: string;
  rules: RegisterRule[];
  settings: OpsRegistrationSettings;
  canEdit: boolean;
}) {
  const { t } = useTranslation('registration/console');
  const save = useSaveRegistration(code);
  const [rules, setRules] = useState(saved);
  const [captcha, setCaptcha] = useState(settings.captcha);
  const [affiliate, setAffiliate] = useState<0 | 1>(settings.affiliateSetting === 1 ? 1 : 0);
  const [agreement, setAgreement] = useState(settings.agreement);
  const [lang, setLang] = useState<Language>('EN');
  const [saved2, setSaved] = useState(false);
  const rulesOk = rules.every((r) => r.minLength <= r.maxLength && !patternProblem(r.acceptedPattern));
  const clausesOk = LANGS.every((l) => agreement[l]?.every((c) => c.trim().length > 0));
  const saveAll = async () => {
    setSaved(false);
    await save.mutateAsync({ kind: 'rules', rules });
    await save.mutateAsync({ kind: 'registration', affiliateSetting: affiliate, captcha, agreement });
    setSaved(true);
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('registration.rules')}
          </Title>
          <RulesEditor rules={rules} onChange={setRules} readOnly={!canEdit} />
          <Group grow align="flex-end">
            <Select
              label={t('registration.affiliate')}
              value={String(affiliate)}
              onChange={(v) => setAffiliate(v === '1' ? 1 : 0)}
              data={[
                { value: '0', label: t('registration.affiliateOptional') },
                { value: '1', label: t('registration.affiliateRequired') },
              ]}
              allowDeselect={false}
              disabled={!canEdit}
            />
            <Switch
              label={t('registration.captchaSwitch')}
              checked={captcha}
              onChange={(e) => setCaptcha(e.currentTarget.checked)}
              disabled={!canEdit}
            />
          </Group>
        </Stack>
        <FormPreview
          rules={rules}
          modes={settings.modes}
          passwordOnMobile={settings.passwordOnMobile}
          smsVerification={settings.smsVerification}
          captcha={captcha}
        />
      </SimpleGrid>
      <Card withBorder padding="sm" component="section" aria-label={t('registration.agreement')}>
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={3} size="h5">
              {t('registration.agreement')}
            </Title>
            <Select
              w={140}
              aria-label={t('registration.agreementLanguage')}
              value={lang}
              onChange={(v) => v && setLang(v as Language)}
              data={LANGS.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
              allowDeselect={false}
            />
          </Group>
          {(agreement[lang] ?? []).map((clause, i) => (
            <Textarea
              // biome-ignore lint/suspicious/noArrayIndexKey: the ten clauses are positional
              key={`${lang}-${i}`}
              label={t('registration.clause', { n: i + 1 })}
              value={clause}
              autosize
              minRows={1}
              maxRows={6}
              readOnly={!canEdit}
              error={clause.trim() ? null : t('registration.clauseEmpty')}
              onChange={(e) => {
                const next = [...(agreement[lang] ?? [])];
                next[i] = e.currentTarget.value;
                setAgreement({ ...agreement, [lang]: next });
              }}
            />
          ))}
        </Stack>
      </Card>
      {save.error ? (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      ) : null}
      {saved2 ? (
        <Alert color="green" role="status">
          {t('registration.saved')}
        </Alert>
      ) : null}
      {canEdit ? (
        <Group justify="flex-end">
          <Button loading={save.isPending} disabled={!rulesOk || !clausesOk} onClick={() => void saveAll().catch(() => undefined)}>
            {t('registration.save')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('adminOnly')}
        </Text>
      )}
    </Stack>
  );
}

/** Registration field rules with a live preview of the player's form, the affiliate and captcha switches, and the agreement clauses. */
export default function RegistrationPage({ code, can }: ConsolePageProps) {
  const site = useRegisterRules(code);
  const registration = useOpsRegistration(code);
  const error = site.error ?? registration.error;
  return (
    <QueryState
      loading={site.isPending || registration.isPending}
      error={error}
      empty={false}
      onRetry={() => {
        void site.refetch();
        void registration.refetch();
      }}
    >
      {site.data && registration.data ? <Editor code={code} rules={site.data} settings={registration.data} canEdit={can('admin')} /> : null}
    </QueryState>
  );
}
