import { LOTTERY_LIMITS, type LotteryGame } from '@arcadia/contract/lottery';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDraws } from '../api/get-draws';
import { useLotteryGames } from '../api/get-games';
import { trendValues } from '../hooks/picks';
import type { LotteryLinks } from './LotteryLobby';
import { gameName } from './labels';
import classes from './lottery.module.css';

// Keyed by `id`, not by label: a label is '' while its namespace loads, and equal keys leave stale cells.
type Section = { id: string; label: string; values: string[]; hit: (result: string[], v: string) => boolean };

/** The number-distribution sections of a kind: one per position (SSC, VN) or the 11 balls (11X5). */
function sectionsOf(game: LotteryGame, t: TFunction): Section[] {
  const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
  if (game.kind === '11X5') {
    const balls = Array.from({ length: 11 }, (_, i) => String(i + 1).padStart(2, '0'));
    return [{ id: 'balls', label: t('trend.distribution'), values: balls, hit: (r, v) => r.includes(v) }];
  }
  const positions = game.kind === 'SSC' ? 5 : 2;
  return Array.from({ length: positions }, (_, p) => ({
    id: `position-${p}`,
    label: game.kind === 'SSC' ? t('slot.default', { n: p + 1 }) : t(p === 0 ? 'trend.tens' : 'trend.units'),
    values: digits,
    hit: (r, v) => r[p] === v,
  }));
}

/** Spec 001 §2 trend chart: the last draws as a number-distribution grid; a miss shows draws since its last hit. */
export default function TrendChart({
  gameId,
  links,
  stayTuned,
}: {
  gameId: number;
  links: LotteryLinks;
  stayTuned: (title: string) => React.ReactNode;
}) {
  const { t } = useTranslation('lottery');
  const games = useLotteryGames();
  const game = games.data?.find((g) => g.gameId === gameId);
  const draws = useDraws(game?.code ?? null, LOTTERY_LIMITS.trendDraws);
  if (games.isPending) return <Loader m="xl" role="status" aria-label={t('loading')} />;
  if (games.isError) return <Alert color="red">{t('error')}</Alert>;
  if (!game) return stayTuned(t('trend.title'));
  const name = gameName(t, game.code, game.remark);
  const rows = (draws.data ?? []).filter((d) => d.status === 'drawn' && d.winNo).reverse();
  const sections = sectionsOf(game, t);
  const misses = sections.map((s) => s.values.map(() => 0));
  const counts = sections.map((s) => s.values.map(() => 0));
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('trend.titleOf', { game: name })}
        </Title>
        <Button component={Link} to={links.betting(game.code, game.defaultPlayType)}>
          {t('results.bet')}
        </Button>
      </Group>
      <Card withBorder padding="xs">
        {draws.isPending ? (
          <Loader size="sm" role="status" aria-label={t('loading')} />
        ) : rows.length === 0 ? (
          <Text c="dimmed">{t('results.empty')}</Text>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
          <section className={classes.tableWrap} aria-label={t('trend.titleOf', { game: name })} tabIndex={0}>
            <table className={classes.grid} data-testid="trend-grid">
              <caption style={{ textAlign: 'start', paddingBottom: 4 }}>{t('trend.caption', { count: rows.length })}</caption>
              <thead>
                <tr>
                  <th rowSpan={2} scope="col">
                    {t('numero')}
                  </th>
                  <th rowSpan={2} scope="col">
                    {t('results.winNo')}
                  </th>
                  {sections.map((s) => (
                    <th key={s.id} colSpan={s.values.length} scope="colgroup">
                      {s.label}
                    </th>
                  ))}
                </tr>
                <tr>
                  {sections.flatMap((s) =>
                    s.values.map((v) => (
                      <th key={`${s.id}-${v}`} scope="col">
                        {v}
                      </th>
                    )),
                  )}
                </tr>
              </thead>
              <tbody>
                {rows.map((d) => {
                  const result = trendValues(game.kind, d.winNo!);
                  return (
                    <tr key={d.numero}>
                      <th scope="row">{d.numero.split('-')[1] ?? d.numero}</th>
                      <td>{game.kind === 'VN' || game.kind === 'THAI' ? d.winNo!.split(',')[0] : d.winNo!.replaceAll(',', ' ')}</td>
                      {sections.flatMap((s, si) =>
                        s.values.map((v, vi) => {
                          const hit = s.hit(result, v);
                          misses[si]![vi] = hit ? 0 : misses[si]![vi]! + 1;
                          if (hit) counts[si]![vi]! += 1;
                          return (
                            <td key={`${s.id}-${v}`}>
                              {hit ? <span className={classes.hit}>{v}</span> : <span className={classes.miss}>{misses[si]![vi]}</span>}
                            </td>
                          );
                        }),
                      )}
                    </tr>
                  );
                })}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t('trend.count')}
                  </th>
                  {sections.flatMap((s, si) => s.values.map((v, vi) => <td key={`${s.id}-${v}`}>{counts[si]![vi]}</td>))}
                </tr>
              </tfoot>
            </table>
          </section>
        )}
      </Card>
    </Stack>
  );
}
