import { type OpsPromotion, PROMOTION_TYPES } from '@arcadia/contract/promotions';
import { Badge, Card, Group, NumberInput, Select, Stack, Switch, Table, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { ContentList, RowActions } from '../../../../components/ContentList';
import { EditorActions, ScheduleFields, windowInvalid } from '../../../../components/EditorParts';
import { HtmlEditor } from '../../../../components/HtmlEditor';
import { compactTranslations } from '../../../../components/LanguageVariants';
import { useVariantText, VariantTitle } from '../../../../components/VariantText';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { htmlPreview } from '../../../../lib/html-preview';
import { fromLocalInput, toLocalInput } from '../../../../lib/local-time';
import { useOpsPromotions } from '../../api/console/get-promotions';
import { useRemoveOpsPromotion } from '../../api/console/remove-promotion';
import { type PromotionDraft, useSaveOpsPromotion } from '../../api/console/save-promotion';

type Text = { title: string; content: string; images: string[] };
const lines = (v: string) =>
  v
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const SCHEDULE_COLOR = { scheduled: 'blue', running: 'green', ended: 'gray' } as const;

function PromotionEditor({ code, promotion, onDone }: { code: string; promotion: OpsPromotion | null; onDone: () => void }) {
  const { t } = useTranslation('promotions/console');
  const save = useSaveOpsPromotion(code);
  const v = useVariantText<Text>(
    code,
    { title: promotion?.title ?? '', content: promotion?.content ?? '', images: promotion?.announcementImages.map((i) => i.url) ?? [] },
    promotion?.translations,
  );
  const { text, translations } = v;
  const content = v.field('content');
  const images = v.field('images');
  const [draft, setDraft] = useState({
    promotionType: promotion?.promotionType ?? 'MANUAL',
    applicable: promotion?.applicable ?? false,
    sort: promotion?.sort ?? 0,
    start: toLocalInput(promotion?.startDate),
    end: toLocalInput(promotion?.endDate),
  });
  const start = fromLocalInput(draft.start);
  const end = fromLocalInput(draft.end);
  const windowBad = windowInvalid(draft.start, draft.end);
  const body: PromotionDraft = {
    title: text.title.trim(),
    content: text.content,
    images: text.images,
    translations: compactTranslations(translations),
    promotionType: draft.promotionType,
    applicable: draft.applicable,
    sort: draft.sort,
    ...(start ? { startDate: start } : {}),
    endDate: end,
  };
  return (
    <Card
      withBorder
      padding="sm"
      component="section"
      aria-label={promotion ? t('promotions.editOne', { title: promotion.title }) : t('promotions.new')}
    >
      <Stack gap="xs">
        <VariantTitle v={v} />
        <Textarea
          label={t('promotions.images')}
          description={t('promotions.imagesHint')}
          value={(images.value ?? []).join('\n')}
          placeholder={images.fallback?.join('\n')}
          onChange={(e) => images.set(lines(e.currentTarget.value))}
          autosize
          minRows={1}
        />
        <HtmlEditor key={v.active} preview={htmlPreview(code)} value={content.value ?? ''} onChange={(html) => content.set(html)} />
        <Group grow align="flex-start">
          <Select
            label={t('promotions.type')}
            data={PROMOTION_TYPES.map((v) => ({ value: v, label: v }))}
            value={draft.promotionType}
            onChange={(v) => v && setDraft({ ...draft, promotionType: v as PromotionDraft['promotionType'] })}
            allowDeselect={false}
          />
          <NumberInput
            label={t('fields.sort')}
            value={draft.sort}
            onChange={(v) => setDraft({ ...draft, sort: Number(v) || 0 })}
            allowDecimal={false}
          />
        </Group>
        <ScheduleFields start={draft.start} end={draft.end} onChange={(w) => setDraft({ ...draft, ...w })} />
        <Switch
          label={t('promotions.applicable')}
          checked={draft.applicable}
          onChange={(e) => setDraft({ ...draft, applicable: e.currentTarget.checked })}
        />
        <EditorActions
          error={save.error}
          saving={save.isPending}
          disabled={!body.title || windowBad}
          onCancel={onDone}
          onSave={() => save.mutate({ id: promotion?.id ?? null, body }, { onSuccess: onDone })}
        />
      </Stack>
    </Card>
  );
}

/** Promotions, past, running and scheduled: HTML edited with the server's sanitised preview, scheduled by dates. */
export default function PromotionsPage({ code, can }: ConsolePageProps) {
  const { t, i18n } = useTranslation('promotions/console');
  const canEdit = can('content');
  const list = useOpsPromotions(code);
  const remove = useRemoveOpsPromotion(code);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '—');
  const current = typeof editing === 'number' ? (list.data?.find((p) => p.id === editing) ?? null) : null;
  return (
    <ContentList
      intro={t('promotions.intro')}
      newLabel={canEdit && editing === null ? t('promotions.new') : null}
      onNew={() => setEditing('new')}
      editor={
        editing !== null ? <PromotionEditor key={String(editing)} code={code} promotion={current} onDone={() => setEditing(null)} /> : null
      }
      removeError={remove.error}
      list={list}
      tableLabel={t('promotions.table')}
      minWidth={720}
      columns={[t('fields.title'), t('fields.status'), t('fields.start'), t('fields.end'), t('fields.sort'), t('fields.actions')]}
    >
      {list.data?.map((p) => {
        const schedule = p.schedule;
        return (
          <Table.Tr key={p.id}>
            <Table.Td>{p.title}</Table.Td>
            <Table.Td>
              <Badge color={SCHEDULE_COLOR[schedule]} variant="light">
                {t(`schedule.${schedule}`)}
              </Badge>
            </Table.Td>
            <Table.Td>{date(p.startDate)}</Table.Td>
            <Table.Td>{date(p.endDate)}</Table.Td>
            <Table.Td>{p.sort}</Table.Td>
            <Table.Td>
              {canEdit ? (
                <RowActions
                  editLabel={t('promotions.editOne', { title: p.title })}
                  onEdit={() => setEditing(p.id)}
                  deleteQuestion={t('promotions.confirmDelete', { title: p.title })}
                  onDelete={() => remove.mutate({ id: p.id, how: 'delete' })}
                >
                  {schedule !== 'ended' ? (
                    <ConfirmButton
                      color="orange"
                      label={t('actions.end')}
                      question={t('promotions.confirmEnd', { title: p.title })}
                      onConfirm={() => remove.mutate({ id: p.id, how: 'end' })}
                    />
                  ) : null}
                </RowActions>
              ) : null}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ContentList>
  );
}
