import type { PlayTypeDef } from '@arcadia/contract/lottery';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { domainOf } from '../hooks/picks';
import { valueName } from './labels';

/** Beyond this many values a slot is typed, not clicked (VN's 00–99 and 000–999). */
const MAX_BUTTONS = 12;

/** One row of choices per slot of the play type; each slot holds one value (distinct slots refuse repeats). */
export function NumberPicker({ def, value, onChange }: { def: PlayTypeDef; value: string[]; onChange: (v: string[]) => void }) {
  const { t } = useTranslation('lottery');
  const set = (slot: number, v: string) => {
    const next = [...value];
    next[slot] = next[slot] === v ? '' : v;
    onChange(next);
  };
  return (
    <Stack gap="xs">
      {Array.from({ length: def.slots }, (_, slot) => {
        const domain = domainOf(def, slot);
        const label = t(`slot.${def.code}.${slot}`, {
          defaultValue: t(def.kind === '11X5' ? 'slot.ball' : 'slot.default', { n: slot + 1 }),
        });
        if (domain.length > MAX_BUTTONS) {
          const width = domain[0]!.length;
          return (
            <TextInput
              // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions
              key={slot}
              label={label}
              description={t('picker.typed', { from: domain[0], to: domain.at(-1) })}
              value={value[slot] ?? ''}
              maxLength={width}
              inputMode="numeric"
              w={160}
              onChange={(e) => {
                const next = [...value];
                next[slot] = e.currentTarget.value.replace(/\D/g, '');
                onChange(next);
              }}
            />
          );
        }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions
          <fieldset key={slot} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Text component="legend" size="sm" fw={500} mb={4} p={0}>
              {label}
            </Text>
            <Group gap={6}>
              {domain.map((v) => {
                const taken = def.distinct && value.includes(v) && value[slot] !== v;
                return (
                  <Button
                    key={v}
                    size="compact-md"
                    radius="xl"
                    miw={40}
                    variant={value[slot] === v ? 'filled' : 'default'}
                    aria-pressed={value[slot] === v}
                    disabled={taken}
                    onClick={() => set(slot, v)}
                  >
                    {valueName(t, v)}
                  </Button>
                );
              })}
            </Group>
          </fieldset>
        );
      })}
    </Stack>
  );
}
