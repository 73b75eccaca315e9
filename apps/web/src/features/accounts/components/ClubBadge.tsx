import type { MemberInfo } from '@arcadia/contract/accounts';
import { Badge } from '@mantine/core';

/** The club level label in its configured colour; text colour picked for contrast. */
export function ClubBadge({ label }: { label: NonNullable<MemberInfo['clubLabel']> }) {
  return (
    <Badge color={label.color} autoContrast variant="filled" radius="sm" size="sm">
      {label.labelName}
    </Badge>
  );
}
