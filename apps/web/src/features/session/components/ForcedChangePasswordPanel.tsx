import { buildChangePasswordSchema, type ChangePasswordPayload, DEFAULT_PASSWORD_MARKER } from '@arcadia/contract/accounts';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { CHANGE_PASSWORD_THROTTLE_MS, throttleOpen } from '../hooks/throttle';

type Field = keyof ChangePasswordPayload;
type Props = {
  userName: string;
  /** Changes the password with the change-only token, then signs in with the new one (composed by the page). */
  onSubmit: (payload: ChangePasswordPayload) => Promise<void>;
  onCancel: () => void;
  /**
   * The account still has the default password it got at phone registration: spec 000 §5 sends
   * the {secret} marker as the old password, so the member is not asked for one they never chose.
   */
  usesDefault?: boolean;
};

const schema = buildChangePasswordSchema();

/** Flow 1 of spec 000 §4: the password must change before the first page opens. */
export function ForcedChangePasswordPanel({ userName, onSubmit, onCancel, usesDefault = false }: Props) {
  const { t } = useTranslation('session');
  const [values, setValues] = useState<ChangePasswordPayload>({
    oldPassword: usesDefault ? DEFAULT_PASSWORD_MARKER : '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [cooling, setCooling] = useState(false);
  const last = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async () => {
    if (busy || !throttleOpen(last.current, Date.now(), CHANGE_PASSWORD_THROTTLE_MS)) return;
    setFailure(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as Field] ??= t(`validation.${issue.message}`, { defaultValue: t('validation.in_password_incorrect') });
      setErrors(next);
      return;
    }
    last.current = Date.now();
    setCooling(true);
    timer.current = setTimeout(() => setCooling(false), CHANGE_PASSWORD_THROTTLE_MS);
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (e) {
      setFailure(e instanceof ApiError && e.message ? e.message : t('error.generic'));
    } finally {
      setBusy(false);
    }
  };

  const input = (field: Field, autoComplete: string) => (
    <PasswordInput
      label={t(`change.${field}`)}
      value={values[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      error={errors[field]}
      errorProps={{ role: 'alert' }}
      autoComplete={autoComplete}
      maxLength={128}
      required
      visibilityToggleButtonProps={{ 'aria-label': t('field.showPassword') }}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text>{t('change.intro', { name: userName })}</Text>
        <Text size="sm" c="dimmed">
          {t('change.rule')}
        </Text>
        <input type="text" name="username" autoComplete="username" value={userName} readOnly hidden />
        {usesDefault ? null : input('oldPassword', 'current-password')}
        {input('newPassword', 'new-password')}
        {input('confirmNewPassword', 'new-password')}
        {failure ? (
          <Alert color="red" variant="light" role="alert" title={t('error.title')}>
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={busy} disabled={cooling && !busy}>
          {t('change.submit')}
        </Button>
        <Button variant="subtle" onClick={onCancel} disabled={busy}>
          {t('change.cancel')}
        </Button>
      </Stack>
    </form>
  );
}

export default ForcedChangePasswordPanel;
