import { Avatar, Badge, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvatar } from '../api/avatar';
import { useRankProgress } from '../api/rank-progress';

type Props = {
  name: string;
  account: string;
  clubLabel: { labelName: string; color: string } | null;
  /** The default icons (accounts feature), to show a STATIC avatar. */
  icons: readonly { id: number; url: string }[];
};

/** Who the member is: avatar, nickname, VIP level and the progress toward the next level. */
export function ProfileSummary({ name, account, clubLabel, icons }: Props) {
  const { t } = useTranslation('profile');
  const avatar = useAvatar().data;
  const progress = useRankProgress();
  const [broken, setBroken] = useState(false);
  // STATIC is a default icon; any other type carries its own image URL. A failing image falls back to initials.
  const src = avatar?.avatarType === 'STATIC' ? icons.find((i) => String(i.id) === avatar.avatar)?.url : avatar?.avatar;
  const p = progress.data;
  const percent = p && p.totalExpectedConditions > 0 ? Math.round((p.completedConditions / p.totalExpectedConditions) * 100) : 100;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="profile-summary-title">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar
          src={broken ? null : src}
          alt=""
          size={64}
          radius="xl"
          imageProps={{ onError: () => setBroken(true) }}
          data-testid="profile-avatar"
        >
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Title order={2} size="h3" id="profile-summary-title" data-testid="profile-nickname">
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('summary.account', { account })}
          </Text>
          <Group gap="xs">
            <Text size="sm">{t('summary.level')}</Text>
            {clubLabel ? (
              <Badge color={clubLabel.color} autoContrast variant="filled" radius="sm" data-testid="profile-level">
                {clubLabel.labelName}
              </Badge>
            ) : (
              <Text size="sm" c="dimmed">
                {t('summary.noLevel')}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
      <Stack gap={6} mt="md" data-testid="rank-progress">
        {progress.isPending ? <Skeleton height={12} /> : null}
        {progress.isError ? (
          <Text size="sm" c="dimmed">
            {t('rank.unavailable')}
          </Text>
        ) : null}
        {p?.nextLabel ? (
          <>
            <Text size="sm" fw={500}>
              {t('rank.toward', { level: p.nextLabel.labelName, done: p.completedConditions, total: p.totalExpectedConditions })}
            </Text>
            <Progress value={percent} aria-label={t('rank.progressLabel', { percent })} />
            <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {p.conditions.map((c) => (
                <Text component="li" key={c.key} size="xs" fw={c.completed ? 600 : undefined} c={c.completed ? undefined : 'dimmed'}>
                  {c.completed ? '✓ ' : '○ '}
                  {t('rank.condition', { name: t(`rank.key.${c.key}`, { defaultValue: c.key }), current: c.current, target: c.target })}
                </Text>
              ))}
            </Stack>
          </>
        ) : p ? (
          <Text size="sm">{t('rank.top')}</Text>
        ) : null}
      </Stack>
    </Card>
  );
}

export default ProfileSummary;
