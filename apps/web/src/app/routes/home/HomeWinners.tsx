import { Winners } from '../games/GameBoards';

/** The home page's winner board (issue 26): a chunk of its own, loaded when it comes into view. */
export default function HomeWinners() {
  return <Winners limit={8} />;
}
