import type { GameLane } from '@arcadia/contract/games';
import { Container } from '@mantine/core';
import { CategoryPage } from '../../../features/games';
import { MiniLottery } from '../lottery/MiniLottery';
import { useLoginGate } from './login-gate';

/** A game-category page: `/live`, `/fish`, `/sports`, `/pvp` with `?page={accountTypeName}`. */
export default function CategoryRoute({ lane }: { lane: GameLane }) {
  const { requireLogin, gate } = useLoginGate();
  return (
    <Container size="xl" py="lg">
      <CategoryPage key={lane} lane={lane} onLoginRequired={requireLogin} />
      {gate}
      <MiniLottery />
    </Container>
  );
}
