import type { MissionInput } from '@arcadia/contract/reward-centre';
import { Alert, Card, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorActions } from '../../../../components/EditorParts';
import { fromLocalInput } from '../../../../lib/local-time';
import { useCreateMission } from '../../api/console/missions';

/** "100, 50, 20" → ['100', '50', '20'] (rank 1 first); the server checks each amount. */
const prizesOf = (text: string) =>
  text
    .split(/[,\s，、]+/)
    .map((p) => p.trim())
    .filter(Boolean);

/** A new mission: title, window (both ends required) and the prize of each rank. */
export function MissionForm({ code, onDone }: { code: string; onDone(): void }) {
  const { t } = useTranslation('reward-centre/console');
  const create = useCreateMission(code);
  const [draft, setDraft] = useState({ title: '', start: '', end: '', prizes: '' });
  // Prizes above the approval threshold are not created yet: the form stays open and says where they went.
  const [sentFor, setSentFor] = useState<number | null>(null);
  const startsAt = fromLocalInput(draft.start);
  const endsAt = fromLocalInput(draft.end);
  const windowBad = startsAt !== null && endsAt !== null && endsAt <= startsAt;
  const prizes = prizesOf(draft.prizes);
  const ready = draft.title.trim() !== '' && startsAt !== null && endsAt !== null && !windowBad && prizes.length > 0;
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('missions.new')}>
      <Stack gap="xs">
        <TextInput
          label={t('missions.title')}
          required
          maxLength={100}
          value={draft.title}
          onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            type="datetime-local"
            required
            label={t('missions.start')}
            value={draft.start}
            onChange={(e) => setDraft({ ...draft, start: e.currentTarget.value })}
          />
          <TextInput
            type="datetime-local"
            required
            label={t('missions.end')}
            value={draft.end}
            error={windowBad ? t('missions.windowInvalid') : null}
            onChange={(e) => setDraft({ ...draft, end: e.currentTarget.value })}
          />
        </SimpleGrid>
        <TextInput
          label={t('missions.prizes')}
          description={t('missions.prizesHint')}
          required
          inputMode="decimal"
          value={draft.prizes}
          onChange={(e) => setDraft({ ...draft, prizes: e.currentTarget.value })}
        />
        {sentFor !== null ? (
          <Alert color="yellow" role="status" p="xs">
            {t('missions.sentToApproval', { id: sentFor })}
          </Alert>
        ) : null}
        <EditorActions
          error={create.error}
          saving={create.isPending}
          disabled={!ready}
          onCancel={onDone}
          onSave={() => {
            if (!startsAt || !endsAt) return;
            const body: MissionInput = { title: draft.title.trim(), metric: 'BET', startsAt, endsAt, prizes };
            create.mutate(body, {
              onSuccess: (v) => ('approvalId' in v && v.approvalId !== undefined ? setSentFor(v.approvalId) : onDone()),
            });
          }}
        />
      </Stack>
    </Card>
  );
}
