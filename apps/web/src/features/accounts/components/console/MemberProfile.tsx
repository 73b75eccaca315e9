import type { Language } from '@arcadia/contract';
import { AGENT_MENU_TYPES } from '@arcadia/contract/accounts';
import type { OpsPermission } from '@arcadia/contract/ops';
import type { MemberProfile as Profile } from '@arcadia/contract/ops/members';
import { Alert, Anchor, Badge, Button, Card, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../../components/QueryState';
import { formatDateTime } from '../../../../lib/format';
import { useMember } from '../../api/console/get-member';
import { type MemberAction, useMemberAction } from '../../api/console/member-action';
import { ConfirmAction } from './ConfirmAction';
import { MemberSessions } from './MemberSessions';
import { StatusBadge } from './StatusBadge';

type Props = { code: string; account: string; can(p: OpsPermission): boolean; onBack(): void };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Details({ m }: { m: Profile }) {
  const { t, i18n } = useTranslation('accounts/console');
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language as Language) : t('field.never'));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      <Field label={t('field.type')}>{t(`type.${m.type}`, { defaultValue: String(m.type) })}</Field>
      <Field label={t('field.club')}>{m.clubLabel?.name ?? '—'}</Field>
      <Field label={t('field.labels')}>
        {m.memberLabels.length
          ? m.memberLabels.map((l) => (
              <Badge key={l.id} variant="outline" mr={4}>
                {l.name}
              </Badge>
            ))
          : '—'}
      </Field>
      <Field label={t('field.mobile')}>{m.mobile ?? '—'}</Field>
      <Field label={t('field.email')}>{m.email ?? '—'}</Field>
      <Field label={t('field.language')}>{m.language}</Field>
      <Field label={t('field.lastLogin')}>{when(m.lastLogin)}</Field>
      <Field label={t('field.created')}>{when(m.createdAt)}</Field>
      <Field label={t('field.upline')}>{m.upline ?? '—'}</Field>
      <Field label={t('field.balance')}>
        {m.balance ? `${m.balance.currencySymbol} ${m.balance.sumBalance}` : t('field.balanceUnavailable')}
      </Field>
      <Field label={t('field.twoFactor')}>
        {m.twoFactor.length ? m.twoFactor.map((x) => t(`twoFactor.${x}`)).join(', ') : t('twoFactor.none')}
      </Field>
      <Field label={t('field.password')}>
        {m.passwordIsDefault ? t('field.passwordDefault') : t('field.passwordChanged', { when: when(m.passwordChangedAt) })}
      </Field>
      {m.statusReason ? (
        <Field label={t('field.statusReason')}>
          {m.statusReason} ({when(m.statusChangedAt)})
        </Field>
      ) : null}
    </SimpleGrid>
  );
}

/** One member: details, balance, sessions and the account actions (each confirmed with a reason). */
export function MemberProfile({ code, account, can, onBack }: Props) {
  const { t } = useTranslation('accounts/console');
  const member = useMember(code, account);
  const act = useMemberAction(code, account);
  const [asking, setAsking] = useState<MemberAction | null>(null);
  const [password, setPassword] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [, setParams] = useSearchParams();
  const m = member.data;
  const locked = m?.status === 'locked';

  const confirm = (reason: string) => {
    if (!asking) return;
    act.mutate(
      { action: asking, reason },
      {
        onSuccess: (value) => {
          if ('temporaryPassword' in value) setPassword(value.temporaryPassword);
          setDone(t(`done.${asking}`));
          setAsking(null);
        },
      },
    );
  };
  const button = (action: MemberAction, needs: OpsPermission, color = 'red') =>
    can(needs) ? (
      <Button
        size="xs"
        variant="light"
        color={color}
        onClick={() => {
          act.reset();
          setAsking(action);
        }}
      >
        {t(`action.${action}`)}
      </Button>
    ) : null;

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Button variant="subtle" size="xs" onClick={onBack}>
          {t('profile.back')}
        </Button>
      </Group>
      <QueryState loading={member.isPending} error={member.error} empty={false} onRetry={() => void member.refetch()}>
        {m ? (
          <Stack>
            <Group gap="xs" wrap="wrap">
              <Title order={2} size="h4">
                {m.account}
              </Title>
              <Text c="dimmed">{m.nickname}</Text>
              <StatusBadge status={m.status} />
            </Group>
            {done ? (
              <Alert color="green" role="status" withCloseButton closeButtonLabel={t('profile.dismiss')} onClose={() => setDone(null)}>
                {done}
              </Alert>
            ) : null}
            {password ? (
              <Alert
                color="yellow"
                title={t('profile.tempPasswordTitle')}
                withCloseButton
                closeButtonLabel={t('profile.dismiss')}
                onClose={() => setPassword(null)}
              >
                <Text size="sm">{t('profile.tempPasswordHint')}</Text>
                <Code fz="lg" aria-label={t('profile.tempPasswordTitle')}>
                  {password}
                </Code>
              </Alert>
            ) : null}
            <Card withBorder padding="sm">
              <Details m={m} />
            </Card>
            <Group gap="xs" wrap="wrap" aria-label={t('profile.actions')} role="group">
              {locked ? button('unlock', 'support', 'green') : button('lock', 'support')}
              {button('resetPassword', 'admin', 'orange')}
              {m.twoFactor.length ? button('resetTwoFactor', 'admin', 'orange') : null}
              {m.teamSize > 0 || AGENT_MENU_TYPES.includes(m.type) ? (
                <Anchor component="button" type="button" size="sm" onClick={() => setParams({ tab: 'agents', agent: m.account })}>
                  {t('profile.downline', { count: m.teamSize })}
                </Anchor>
              ) : null}
            </Group>
            <MemberSessions code={code} account={m.account} canEnd={can('support')} />
          </Stack>
        ) : null}
      </QueryState>
      {asking && m ? (
        <ConfirmAction
          title={t(`action.${asking}`)}
          warning={t(`warn.${asking}`, { account: m.account })}
          confirmLabel={t(`action.${asking}`)}
          color={asking === 'unlock' ? 'green' : 'red'}
          pending={act.isPending}
          error={act.error}
          onConfirm={confirm}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Stack>
  );
}
