import { Container } from '@mantine/core';
import { ClassifyLobby } from '../../../features/games';
import { useLoginGate } from './login-gate';

/** `/arcade` (spec 000 §2, issue 26): the arcade games, Arcadia Dice among them. */
export default function ArcadeRoute() {
  const { requireLogin, gate, signedIn } = useLoginGate();
  return (
    <Container size="xl" py="lg">
      <ClassifyLobby classify="AC" signedIn={signedIn} onLoginRequired={requireLogin} />
      {gate}
    </Container>
  );
}
