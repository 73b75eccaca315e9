import { Container } from '@mantine/core';
import { ClassifyLobby } from '../../../features/games';
import { useLoginGate } from './login-gate';

/** `/table` (spec 000 §2, issue 26): the table games of every provider, Arcadia Roulette among them. */
export default function TableRoute() {
  const { requireLogin, gate, signedIn } = useLoginGate();
  return (
    <Container size="xl" py="lg">
      <ClassifyLobby classify="TG" signedIn={signedIn} onLoginRequired={requireLogin} />
      {gate}
    </Container>
  );
}
