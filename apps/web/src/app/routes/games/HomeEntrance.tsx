import { type EntranceTile, GamesEntrance } from '../../../features/games';
import { useLoginGate } from './login-gate';

/** The home page's games entrance with the login gate a visitor's click needs. */
export default function HomeEntrance(props: { tiles: EntranceTile[]; more: (tileName: string | null) => string }) {
  const { requireLogin, gate } = useLoginGate();
  return (
    <>
      <GamesEntrance {...props} onLoginRequired={requireLogin} />
      {gate}
    </>
  );
}
