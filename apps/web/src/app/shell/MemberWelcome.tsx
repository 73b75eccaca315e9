import { FirstLoginWelcome } from '../../features/profile/welcome';
import { useSessionStore } from '../../features/session';
import { useOpenCentre } from '../member-centre/open-centre';

/** Part of the member layer (signed in only): the first-login welcome; "complete my profile" opens the member centre's profile page. */
export default function MemberWelcome() {
  const token = useSessionStore((s) => s.token);
  const openCentre = useOpenCentre();
  if (!token) return null;
  return <FirstLoginWelcome key={token} session={token} onComplete={() => openCentre('member', 'profile')} />;
}
