import { Container, Stack } from '@mantine/core';
import { SlotLobby } from '../../../features/games';
import { MiniLottery } from '../lottery/MiniLottery';
import { Jackpot, Winners } from './GameBoards';
import { useLoginGate } from './login-gate';

/** `/electron` (and `/rng`): the slot lobby, under the merchant's jackpot pools and above the winner board. */
export default function ElectronRoute() {
  const { requireLogin, gate, signedIn } = useLoginGate();
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Jackpot />
        <SlotLobby signedIn={signedIn} onLoginRequired={requireLogin} />
        <Winners limit={10} />
      </Stack>
      {gate}
      <MiniLottery />
    </Container>
  );
}
