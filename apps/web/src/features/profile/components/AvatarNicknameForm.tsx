import { NICKNAME_MAX } from '@arcadia/contract/profile';
import { Avatar, Button, Card, Group, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvatar, useSetAvatar } from '../api/avatar';
import { useSetNickname } from '../api/nickname';
import { messageOf } from '../hooks/use-code-countdown';

type Props = {
  nickname: string;
  icons: readonly { id: number; url: string }[];
  /** Member info changed (the shell refreshes the header). */
  onChanged: () => void;
};

/** Change the nickname and pick one of the default icons. */
export function AvatarNicknameForm({ nickname, icons, onChanged }: Props) {
  const { t } = useTranslation('profile');
  const [value, setValue] = useState(nickname);
  const [note, setNote] = useState<{ text: string; ok: boolean } | null>(null);
  const save = useSetNickname(onChanged);
  const avatar = useAvatar().data;
  const pick = useSetAvatar(onChanged);
  const current = avatar?.avatarType === 'STATIC' ? Number(avatar.avatar) : null;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="profile-edit-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="profile-edit-title">
          {t('edit.title')}
        </Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setNote(null);
            save.mutate(value.trim(), {
              onSuccess: () => setNote({ text: t('edit.saved'), ok: true }),
              onError: (err) => setNote({ text: messageOf(err, t('error')), ok: false }),
            });
          }}
        >
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={t('edit.nickname')}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value.slice(0, NICKNAME_MAX))}
              maxLength={NICKNAME_MAX}
              description={t('edit.nicknameHint', { max: NICKNAME_MAX })}
              style={{ flex: 1, minWidth: 180 }}
              data-testid="nickname-input"
            />
            <Button type="submit" loading={save.isPending} disabled={!value.trim() || value.trim() === nickname}>
              {t('edit.save')}
            </Button>
          </Group>
        </form>
        <Text size="sm" fw={500} id="avatar-choice-label">
          {t('edit.avatar')}
        </Text>
        <Group gap="xs" role="group" aria-labelledby="avatar-choice-label">
          {icons.map((icon) => (
            <UnstyledButton
              key={icon.id}
              aria-label={t('edit.avatarN', { n: icon.id })}
              aria-pressed={current === icon.id}
              onClick={() => pick.mutate(icon.id, { onError: (err) => setNote({ text: messageOf(err, t('error')), ok: false }) })}
              style={{
                borderRadius: '50%',
                outline: current === icon.id ? '3px solid var(--mantine-primary-color-filled)' : 'none',
                outlineOffset: 2,
              }}
            >
              <Avatar src={icon.url} alt="" size={40} radius="xl" />
            </UnstyledButton>
          ))}
        </Group>
        <Text size="sm" role="status" aria-live="polite" c={note && !note.ok ? 'red.8' : undefined}>
          {note?.text}
        </Text>
      </Stack>
    </Card>
  );
}

export default AvatarNicknameForm;
