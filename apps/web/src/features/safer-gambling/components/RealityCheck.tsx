import type { RealityCheck as RealityCheckData } from '@arcadia/contract/safer-gambling';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRealityCheck } from '../api/safer-gambling';

type Props = {
  formatAmount: (amount: string) => string;
  onLogout: () => void | Promise<void>;
};

/**
 * Our own page inside a frame of our own page: the outer page runs the reality check, so the member
 * sees one dialog, not one per frame. A frame of another origin (an operator's site embedding us)
 * cannot read `top.location` and keeps its own.
 */
function framedByOwnPage(): boolean {
  try {
    return window.top !== window.self && window.top?.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * A vendor's game frame in full screen would hide the dialog behind it: leave full screen first, so
 * the reminder is seen in the game window too (issue 27, docs/adr/065).
 */
function show(set: (rc: RealityCheckData) => void, rc: RealityCheckData): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  set(rc);
}

/**
 * The reality check (LCCP SR 3.5.x, MGA player protection): every N minutes of signed-in time a
 * dialog with the session's time, stakes and net result, and a choice to keep playing or log out.
 * The interval is the member's (or the merchant's default), read from the server at each tick.
 * Mounted in the member layer of the root layout, so it runs on every page a member sees, the
 * in-house game pages (`/house/:game`, `/house-games/play`) and the vendor frame page (`/seamless`)
 * included (e2e/safer-gambling.spec.ts shows it over both).
 */
export function RealityCheck({ formatAmount, onLogout }: Props) {
  const { t } = useTranslation('safer-gambling');
  const [shown, setShown] = useState<RealityCheckData | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    if (framedByOwnPage()) return;
    const schedule = async (afterShown: boolean) => {
      const rc = await getRealityCheck().catch(() => null);
      if (stopped || !rc || rc.intervalMinutes === 0) return;
      const every = rc.intervalMinutes * 60_000;
      // The next multiple of the interval since sign-in (a reload keeps the same rhythm).
      const elapsed = Date.now() - new Date(rc.signedInAt).getTime();
      const wait = afterShown ? every : every - (elapsed % every);
      timer = setTimeout(
        async () => {
          const now = await getRealityCheck().catch(() => null);
          if (!stopped && now && now.intervalMinutes > 0) show(setShown, now);
        },
        Math.max(wait, 1_000),
      );
    };
    if (!shown) void schedule(false);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [shown]);
  if (!shown) return null;
  const hours = Math.floor(shown.minutes / 60);
  return (
    <Modal
      opened
      onClose={() => setShown(null)}
      title={t('reality.dialogTitle')}
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      <Stack gap="md" data-testid="reality-check">
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('reality.sessionTime')}</Table.Th>
              <Table.Td>{t('reality.duration', { hours, minutes: shown.minutes % 60 })}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('reality.staked')}</Table.Th>
              <Table.Td>{formatAmount(shown.staked)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('reality.net')}</Table.Th>
              <Table.Td>{formatAmount(shown.net)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          {t('reality.note')}
        </Text>
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={() => void onLogout()}>
            {t('reality.logout')}
          </Button>
          <Button onClick={() => setShown(null)} data-autofocus>
            {t('reality.keepPlaying')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export default RealityCheck;
