import { type RegisterMode, registerFields } from '@arcadia/contract/registration';
import type { RegisterRule } from '@arcadia/contract/system';
import { Checkbox, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The player's registration form as these (unsaved) rules would draw it: the SAME rule → field
 * function the player's form uses (`registerFields` of the contract), so what the operator sees is
 * what a visitor will get. Inputs are inert; the captcha and agreement box close it as on the site.
 */
export function FormPreview({
  rules,
  modes,
  passwordOnMobile,
  smsVerification,
  captcha,
}: {
  rules: readonly RegisterRule[];
  modes: readonly RegisterMode[];
  passwordOnMobile: boolean;
  smsVerification: boolean;
  captcha: boolean;
}) {
  const { t } = useTranslation(['registration/console', 'registration']);
  const [picked, setPicked] = useState<RegisterMode | null>(null);
  const mode = picked && modes.includes(picked) ? picked : (modes[0] ?? null);
  if (!mode)
    return (
      <Text size="sm" c="dimmed">
        {t('registration.noModes')}
      </Text>
    );
  const fields = registerFields(rules, { mode, passwordOnMobile, smsVerification, captcha });
  return (
    <Paper withBorder p="sm" data-testid="register-preview" aria-label={t('registration.preview')} component="section">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('registration.preview')}
        </Text>
        {modes.length > 1 ? (
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={(v) => setPicked(v as RegisterMode)}
            data={modes.map((m) => ({ value: m, label: t(`registration.modes.${m}`) }))}
            aria-label={t('registration.modeLabel')}
          />
        ) : null}
        {fields.map((f) => (
          <TextInput
            key={f.key}
            size="xs"
            readOnly
            tabIndex={-1}
            label={t(`registration:field.${f.key}`, { defaultValue: f.key })}
            withAsterisk={f.required}
            description={f.rule ? t('registration.lengths', { min: f.rule.minLength, max: f.rule.maxLength }) : undefined}
          />
        ))}
        {captcha ? <TextInput size="xs" readOnly tabIndex={-1} label={t('registration.captcha')} withAsterisk /> : null}
        <Checkbox size="xs" readOnly tabIndex={-1} label={t('registration.agreeBox')} />
      </Stack>
    </Paper>
  );
}
