import { formatMoney, type MoneyFormat } from '@arcadia/contract';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useJackpot } from '../api/get-jackpot';

/**
 * The merchant's jackpot pools (spec 001 `/wps/game/jackpot`): shown where the merchant has pools,
 * nothing at all where it has none or while they load (a strip that appears is not a layout shift
 * of anything below it: it sits above the lobby's heading).
 */
export default function JackpotStrip({ money }: { money: MoneyFormat }) {
  const { t } = useTranslation('games');
  const jackpot = useJackpot();
  const pools = jackpot.data?.pools ?? [];
  if (!pools.length) return null;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('jackpot.title')} data-testid="jackpot-strip">
      <Group gap="md" wrap="wrap">
        <Text fw={700} tt="uppercase" size="sm">
          {t('jackpot.title')}
        </Text>
        {pools.map((p) => (
          <Group key={p.name} gap={6} wrap="nowrap">
            <Badge variant="filled" autoContrast>
              {t(`jackpot.pools.${p.name}`, { defaultValue: p.name })}
            </Badge>
            <Text fw={700} ff="monospace">
              {formatMoney(p.amount, money)}
            </Text>
          </Group>
        ))}
      </Group>
    </Paper>
  );
}
