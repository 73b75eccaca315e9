import { patternProblem } from '@arcadia/contract';
import type { RegisterRule } from '@arcadia/contract/system';
import { NumberInput, Switch, Table, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One row per field rule: shown, required, lengths and the accepted pattern ('*' = anything). */
export function RulesEditor({
  rules,
  onChange,
  readOnly,
}: {
  rules: RegisterRule[];
  onChange(next: RegisterRule[]): void;
  readOnly: boolean;
}) {
  const { t } = useTranslation(['registration/console', 'registration']);
  const set = (i: number, patch: Partial<RegisterRule>) => onChange(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t('registration.rules')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('registration.field')}</Table.Th>
            <Table.Th>{t('registration.enabled')}</Table.Th>
            <Table.Th>{t('registration.required')}</Table.Th>
            <Table.Th>{t('registration.min')}</Table.Th>
            <Table.Th>{t('registration.max')}</Table.Th>
            <Table.Th>{t('registration.pattern')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((r, i) => {
            const name = t(`registration:field.${r.key}`, { defaultValue: r.key });
            return (
              <Table.Tr key={r.key}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>
                  <Switch
                    checked={r.enabled}
                    disabled={readOnly}
                    onChange={(e) => set(i, { enabled: e.currentTarget.checked })}
                    aria-label={t('registration.enabledOne', { field: name })}
                  />
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={r.required}
                    disabled={readOnly}
                    onChange={(e) => set(i, { required: e.currentTarget.checked })}
                    aria-label={t('registration.requiredOne', { field: name })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    w={72}
                    min={0}
                    max={500}
                    value={r.minLength}
                    disabled={readOnly}
                    onChange={(v) => set(i, { minLength: Number(v) || 0 })}
                    aria-label={t('registration.minOne', { field: name })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    w={72}
                    min={1}
                    max={500}
                    value={r.maxLength}
                    disabled={readOnly}
                    onChange={(v) => set(i, { maxLength: Number(v) || 1 })}
                    error={r.minLength > r.maxLength}
                    aria-label={t('registration.maxOne', { field: name })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    value={r.acceptedPattern}
                    disabled={readOnly}
                    onChange={(e) => set(i, { acceptedPattern: e.currentTarget.value })}
                    aria-label={t('registration.patternOne', { field: name })}
                    // The server refuses the same patterns (ADR 038); said here before saving.
                    error={patternProblem(r.acceptedPattern) ? t('registration.patternUnsafe') : null}
                    styles={{ input: { fontFamily: 'monospace' } }}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
