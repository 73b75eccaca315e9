import { Container } from '@mantine/core';
import { SlotLobby } from '../../../features/games';
import { MiniLottery } from '../lottery/MiniLottery';
import { useLoginGate } from './login-gate';

/** `/electron` (and `/rng`): the slot lobby. */
export default function ElectronRoute() {
  const { requireLogin, gate, signedIn } = useLoginGate();
  return (
    <Container size="xl" py="lg">
      <SlotLobby signedIn={signedIn} onLoginRequired={requireLogin} />
      {gate}
      <MiniLottery />
    </Container>
  );
}
