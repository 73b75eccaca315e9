import { buildResetByLinkSchema } from '@arcadia/contract/password-recovery';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { resetByLink } from '../api/reset-by-link';

type Field = 'newPassword' | 'confirmNewPassword';
const schema = buildResetByLinkSchema();

/** The page an e-mailed reset link opens: a new password, once; every session ends afterwards. */
export function ResetPasswordPanel({ token, loginHref, forgotHref }: { token: string; loginHref: string; forgotHref: string }) {
  const { t } = useTranslation('password-recovery');
  const [values, setValues] = useState({ newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  if (!token)
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light" role="alert">
          {t('reset.noToken')}
        </Alert>
        <Button component={Link} to={forgotHref} variant="light">
          {t('reset.again')}
        </Button>
      </Stack>
    );
  if (done)
    return (
      <Stack gap="sm">
        <Alert color="green" variant="light" role="status">
          {t('done')}
        </Alert>
        <Button component={Link} to={loginHref}>
          {t('goLogin')}
        </Button>
      </Stack>
    );

  const submit = async () => {
    setFailure(null);
    const parsed = schema.safeParse({ token, ...values });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const i of parsed.error.issues) {
        const k = i.path[0] as Field | 'token';
        if (k === 'token') setFailure(t('validation.reset_link_invalid'));
        else next[k] ??= t(`validation.${i.message}`);
      }
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      await resetByLink(parsed.data);
      setDone(true);
    } catch (e) {
      setFailure(e instanceof ApiError && e.message ? e.message : t('error'));
    } finally {
      setBusy(false);
    }
  };
  const input = (k: Field) => (
    <PasswordInput
      label={t(`field.${k}`)}
      value={values[k]}
      onChange={(e) => {
        const v = e.currentTarget.value;
        setValues((s) => ({ ...s, [k]: v }));
        setErrors((x) => ({ ...x, [k]: undefined }));
      }}
      error={errors[k]}
      errorProps={{ role: 'alert' }}
      autoComplete="new-password"
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
        <Text size="sm" c="dimmed">
          {t('reset.rule')}
        </Text>
        {input('newPassword')}
        {input('confirmNewPassword')}
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={busy}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}

export default ResetPasswordPanel;
