import type { OpsHelpItem } from '@arcadia/contract/system';
import { ActionIcon, Badge, Button, ColorSwatch, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../../../components/ConfirmButton';

/** One item's line: title, tag, colour, and (for content operators) move, edit, add-child and delete. */
export function HelpRow({
  item,
  first,
  last,
  childCount,
  canEdit,
  busy,
  onMove,
  onEdit,
  onAddChild,
  onDelete,
}: {
  item: OpsHelpItem;
  first: boolean;
  last: boolean;
  childCount: number;
  canEdit: boolean;
  busy: boolean;
  onMove(direction: 'up' | 'down'): void;
  onEdit(): void;
  onAddChild?: () => void;
  onDelete(): void;
}) {
  const { t } = useTranslation('system/console');
  const title = item.title || t('help.untitled');
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" py={4} data-testid={`help-row-${item.tag}`}>
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
        {item.bgColor ? <ColorSwatch color={item.bgColor} size={14} aria-hidden /> : null}
        <Text size="sm" fw={item.parentId === null ? 600 : 400} truncate>
          {title}
        </Text>
        <Badge variant="light" size="xs" style={{ textTransform: 'none' }}>
          {item.tag}
        </Badge>
        {childCount ? (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('help.children', { count: childCount })}
          </Text>
        ) : null}
      </Group>
      {canEdit ? (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="md"
            disabled={first || busy}
            data-move={`${item.id}-up`}
            aria-label={t('help.moveUp', { title })}
            onClick={() => onMove('up')}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="md"
            disabled={last || busy}
            data-move={`${item.id}-down`}
            aria-label={t('help.moveDown', { title })}
            onClick={() => onMove('down')}
          >
            ↓
          </ActionIcon>
          <Button size="xs" variant="light" onClick={onEdit} aria-label={t('help.editItem', { title })}>
            {t('actions.edit')}
          </Button>
          {onAddChild ? (
            <Button size="xs" variant="default" onClick={onAddChild} aria-label={t('help.addChildTo', { title })}>
              {t('help.addChild')}
            </Button>
          ) : null}
          <ConfirmButton
            label={t('actions.delete')}
            aria-label={t('help.deleteItem', { title })}
            question={childCount ? t('help.confirmDeleteCascade', { title, count: childCount }) : t('help.confirmDelete', { title })}
            onConfirm={onDelete}
          />
        </Group>
      ) : null}
    </Group>
  );
}
