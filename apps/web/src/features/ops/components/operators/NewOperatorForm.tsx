import { OPS_ROLES, type OpsRole } from '@arcadia/contract/ops';
import { Alert, Button, Card, Group, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateOperator } from '../../api/operators/operators';
import { TotpSecret } from './TotpSecret';

const USERNAME = /^[A-Za-z0-9_.-]{3,40}$/;

/** Creates an operator of this merchant; the TOTP secret is shown once for their authenticator app. */
export function NewOperatorForm({ code }: { code: string }) {
  const { t } = useTranslation('ops/operators');
  const create = useCreateOperator(code);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<OpsRole>('read-only');
  const [touched, setTouched] = useState(false);
  const usernameError = touched && !USERNAME.test(username.trim()) ? t('form.usernameRule') : null;
  const passwordError = touched && password.length < 10 ? t('form.passwordRule') : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!USERNAME.test(username.trim()) || password.length < 10) return;
    create.mutate(
      { username: username.trim(), password, role },
      {
        onSuccess: () => {
          setUsername('');
          setPassword('');
          setTouched(false);
        },
      },
    );
  };
  const created = create.data;
  return (
    <Card withBorder padding="sm">
      <Stack gap="sm">
        <Text fw={600} component="h2" size="md">
          {t('form.title')}
        </Text>
        {created ? (
          <TotpSecret username={created.username} secret={created.totpSecret} uri={created.totpUri} onClose={() => create.reset()} />
        ) : null}
        <form onSubmit={submit} noValidate aria-label={t('form.title')}>
          <Group align="flex-start" wrap="wrap" gap="sm">
            <TextInput
              label={t('form.username')}
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
              error={usernameError}
              maxLength={40}
              autoComplete="off"
              w={{ base: '100%', sm: 200 }}
            />
            <Select
              label={t('form.role')}
              data={OPS_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))}
              value={role}
              onChange={(v) => v && setRole(v as OpsRole)}
              allowDeselect={false}
              w={{ base: '100%', sm: 160 }}
            />
            <PasswordInput
              label={t('form.password')}
              description={t('form.passwordHint')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={passwordError}
              maxLength={128}
              autoComplete="new-password"
              w={{ base: '100%', sm: 240 }}
            />
            <Button type="submit" loading={create.isPending} mt={{ base: 0, sm: 25 }}>
              {t('form.submit')}
            </Button>
          </Group>
        </form>
        {create.error ? (
          <Alert color="red" role="alert">
            {create.error.message}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
