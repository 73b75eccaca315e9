import { buildChangePasswordSchema, setPaymentPasswordSchema } from '@arcadia/contract/accounts';
import { Alert, Badge, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { changePassword } from '../api/change-password';
import { accountsKeys } from '../api/keys';
import { setPaymentPassword, usePaymentPasswordStatus } from '../api/payment-password';

/** Spec 000 §5: one password call per 3 s. */
const THROTTLE_MS = 3000;
type Rule = { min: number; max: number; pattern: string };
type Note = { text: string; ok: boolean } | null;

/** The form state shared by both password forms: values, per-field errors, a throttled submit. */
function usePasswordForm<F extends string>(fields: readonly F[]) {
  const { t } = useTranslation('accounts');
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [note, setNote] = useState<Note>(null);
  const [busy, setBusy] = useState(false);
  const last = useRef(0);
  const set = (f: F, v: string) => {
    setValues((s) => ({ ...s, [f]: v }));
    setErrors((e) => ({ ...e, [f]: undefined }));
  };
  const submit = async (
    parse: (v: Record<F, string>) => { ok: true } | { ok: false; issues: { field: F; code: string }[] },
    send: () => Promise<void>,
    done: string,
  ) => {
    if (busy || Date.now() - last.current < THROTTLE_MS) return;
    setNote(null);
    const parsed = parse(values);
    if (!parsed.ok) {
      const next: Partial<Record<F, string>> = {};
      for (const i of parsed.issues) next[i.field] ??= t(`validation.${i.code}`, { defaultValue: t('validation.in_password_incorrect') });
      setErrors(next);
      return;
    }
    last.current = Date.now();
    setBusy(true);
    try {
      await send();
      setValues(Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>);
      setNote({ text: done, ok: true });
    } catch (e) {
      setNote({ text: e instanceof ApiError && e.message ? e.message : t('error'), ok: false });
    } finally {
      setBusy(false);
    }
  };
  return { values, errors, note, busy, set, submit };
}

const issuesOf = <F extends string>(r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success
    ? ({ ok: true } as const)
    : ({ ok: false, issues: (r.error?.issues ?? []).map((i) => ({ field: i.path[0] as F, code: i.message })) } as const);

function Result({ note }: { note: Note }) {
  return note ? (
    <Alert color={note.ok ? 'teal' : 'red'} variant="light" role={note.ok ? 'status' : 'alert'}>
      {note.text}
    </Alert>
  ) : null;
}

/** Change the login password; the server ends the member's other sessions. */
export function ChangePasswordForm({ rule }: { rule: Rule }) {
  const { t } = useTranslation('accounts');
  const fields = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
  const form = usePasswordForm(fields);
  const schema = buildChangePasswordSchema(rule);
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="change-password-title" data-testid="change-password">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit(
            (v) => issuesOf(schema.safeParse(v)),
            () => changePassword(form.values),
            t('password.done'),
          );
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="change-password-title">
            {t('password.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('password.rule', { min: rule.min, max: rule.max })}
          </Text>
          {fields.map((f) => (
            <PasswordInput
              key={f}
              label={t(`password.${f}`)}
              value={form.values[f]}
              onChange={(e) => form.set(f, e.currentTarget.value)}
              error={form.errors[f]}
              errorProps={{ role: 'alert' }}
              autoComplete={f === 'oldPassword' ? 'current-password' : 'new-password'}
              maxLength={128}
              required
              visibilityToggleButtonProps={{ 'aria-label': t('password.show') }}
            />
          ))}
          <Result note={form.note} />
          <Group>
            <Button type="submit" loading={form.busy}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** Set or change the payment password (PAYMENTPASS3), proven by the login password. */
export function PaymentPasswordForm() {
  const { t } = useTranslation('accounts');
  const client = useQueryClient();
  const status = usePaymentPasswordStatus().data;
  const fields = ['loginPassword', 'paymentPassword', 'confirmPaymentPassword'] as const;
  const form = usePasswordForm(fields);
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="payment-password-title" data-testid="payment-password">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit(
            (v) => issuesOf(setPaymentPasswordSchema.safeParse(v)),
            async () => {
              await setPaymentPassword(form.values);
              await client.invalidateQueries({ queryKey: accountsKeys.paymentPassword() });
            },
            t('payment.done'),
          );
        }}
      >
        <Stack gap="sm">
          <Group gap="xs">
            <Title order={2} size="h4" id="payment-password-title">
              {t('payment.title')}
            </Title>
            {status ? (
              <Badge variant="light" color={status.set ? 'teal' : 'gray'} data-testid="payment-password-status">
                {status.set ? t('payment.isSet') : t('payment.notSet')}
              </Badge>
            ) : null}
          </Group>
          {status && status.lockedMinutes > 0 ? (
            <Text size="sm" c="red.8">
              {t('payment.locked', { minutes: status.lockedMinutes })}
            </Text>
          ) : null}
          {fields.map((f) => (
            <PasswordInput
              key={f}
              label={t(`payment.${f}`)}
              value={form.values[f]}
              onChange={(e) =>
                form.set(f, f === 'loginPassword' ? e.currentTarget.value : e.currentTarget.value.replace(/\D/g, '').slice(0, 6))
              }
              error={form.errors[f]}
              errorProps={{ role: 'alert' }}
              autoComplete={f === 'loginPassword' ? 'current-password' : 'off'}
              inputMode={f === 'loginPassword' ? undefined : 'numeric'}
              maxLength={f === 'loginPassword' ? 128 : 6}
              required
              visibilityToggleButtonProps={{ 'aria-label': t('password.show') }}
            />
          ))}
          <Result note={form.note} />
          <Group>
            <Button type="submit" loading={form.busy}>
              {status?.set ? t('payment.change') : t('payment.set')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
