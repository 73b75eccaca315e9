import type { Language } from '@arcadia/contract';
import { Badge, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { ContentList } from '../../../../components/ContentList';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { formatDateTime } from '../../../../lib/format';
import { useCloseMission, useOpsMissions } from '../../api/console/missions';
import { MissionForm } from './MissionForm';

/** Mission leaderboards: their windows and prizes; finance creates them and may end one early (prizes paid then). */
export default function MissionsPage({ code, can }: ConsolePageProps) {
  const { t, i18n } = useTranslation('reward-centre/console');
  const canEdit = can('finance');
  const list = useOpsMissions(code);
  const close = useCloseMission(code);
  const [adding, setAdding] = useState(false);
  const date = (iso: string) => formatDateTime(iso, i18n.language as Language);
  return (
    <ContentList
      intro={t('missions.intro')}
      newLabel={canEdit && !adding ? t('missions.new') : null}
      onNew={() => setAdding(true)}
      editor={adding ? <MissionForm code={code} onDone={() => setAdding(false)} /> : null}
      removeError={close.error}
      list={list}
      tableLabel={t('missions.table')}
      minWidth={720}
      columns={[
        t('missions.title'),
        t('missions.start'),
        t('missions.end'),
        t('missions.status'),
        t('missions.prizes'),
        t('common.actions'),
      ]}
    >
      {list.data?.map((m) => (
        <Table.Tr key={m.id}>
          <Table.Td>{m.title}</Table.Td>
          <Table.Td>{date(m.startsAt)}</Table.Td>
          <Table.Td>{date(m.endsAt)}</Table.Td>
          <Table.Td>
            <Badge variant="light" color={m.status === 'OPEN' ? 'green' : 'gray'}>
              {t(`missions.state.${m.status}`)}
            </Badge>
          </Table.Td>
          <Table.Td>{m.prizes.map((p, i) => t('missions.prize', { rank: i + 1, amount: p })).join(' · ')}</Table.Td>
          <Table.Td>
            {/* Ending a mission that has not started would end it before it begins (the server refuses): not offered. */}
            {canEdit && m.status === 'OPEN' && new Date(m.startsAt).getTime() <= Date.now() ? (
              <ConfirmButton
                label={t('missions.close')}
                aria-label={t('missions.closeOne', { title: m.title })}
                question={t('missions.confirmClose', { title: m.title })}
                loading={close.isPending && close.variables === m.id}
                onConfirm={() => close.mutate(m.id)}
              />
            ) : null}
          </Table.Td>
        </Table.Tr>
      ))}
    </ContentList>
  );
}
