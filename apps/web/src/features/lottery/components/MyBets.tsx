import { Alert, Badge, Card, Loader, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBetHistory } from '../api/get-history';
import { playName, selectionText } from './labels';
import classes from './lottery.module.css';

const COLOR = { pending: 'gray', won: 'green', lost: 'red', refunded: 'yellow' } as const;

/** The member's tickets on this lottery, newest first, with their settlement. */
export function MyBets({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('lottery');
  const history = useBetHistory(gameCode, true);
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="my-bets-title">
      <Title order={2} size="h4" id="my-bets-title" mb="xs">
        {t('mine.title')}
      </Title>
      {history.isPending ? (
        <Loader size="sm" role="status" aria-label={t('loading')} />
      ) : history.isError ? (
        <Alert color="red">{t('error')}</Alert>
      ) : history.data.list.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('mine.empty')}
        </Text>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section className={classes.tableWrap} aria-label={t('mine.title')} tabIndex={0}>
          <Table striped verticalSpacing={4} data-testid="my-bets">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('numero')}</Table.Th>
                <Table.Th>{t('confirm.play')}</Table.Th>
                <Table.Th>{t('confirm.numbers')}</Table.Th>
                <Table.Th>{t('slip.amount')}</Table.Th>
                <Table.Th>{t('mine.status')}</Table.Th>
                <Table.Th>{t('mine.payout')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.list.slice(0, 10).map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td ff="monospace">{b.numero}</Table.Td>
                  <Table.Td>{playName(t, b.playType)}</Table.Td>
                  <Table.Td>{selectionText(t, b.selection)}</Table.Td>
                  <Table.Td>{Number(b.amount).toFixed(2)}</Table.Td>
                  <Table.Td>
                    <Badge color={COLOR[b.status]} variant="light">
                      {t(`status.${b.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{Number(b.payout).toFixed(2)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      )}
    </Card>
  );
}
