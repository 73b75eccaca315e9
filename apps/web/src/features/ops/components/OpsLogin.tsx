import { Alert, Button, Paper, PasswordInput, PinInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { setOpsToken } from '../../../lib/ops-token';
import { opsLogin } from '../api/login';

/** Username, password and the six-digit authenticator code: all three, always. */
export function OpsLogin() {
  const { t } = useTranslation('ops');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username || !password || !/^\d{6}$/.test(totp)) {
      setError(t('login.incomplete'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await opsLogin({ username, password, totp });
      setOpsToken(res.token);
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('state.error'));
      setTotp('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="form" onSubmit={submit} withBorder p="lg" radius="md" maw={400} mx="auto" mt="xl" w="100%">
      <Stack>
        <Title order={2} size="h3">
          {t('login.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('login.subtitle')}
        </Text>
        <TextInput
          label={t('login.username')}
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          autoComplete="username"
          required
        />
        <PasswordInput
          label={t('login.password')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="current-password"
          required
        />
        <div>
          <Text component="label" htmlFor="ops-totp" size="sm" fw={500}>
            {t('login.totp')}
          </Text>
          <PinInput
            id="ops-totp"
            length={6}
            type="number"
            oneTimeCode
            value={totp}
            onChange={setTotp}
            aria-label={t('login.totp')}
            ariaLabel={t('login.totpDigit')}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {t('login.totpHint')}
          </Text>
        </div>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" loading={busy}>
          {t('login.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
