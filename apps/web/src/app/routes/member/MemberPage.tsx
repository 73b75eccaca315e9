import { CentreRoute } from './CentreRoute';
import { RequireMember } from './RequireMember';

/** /member: the member centre as a page (spec 000 §2); no token goes to /login, type 4 is refused. */
export default function MemberPage() {
  return (
    <RequireMember realOnly>
      <CentreRoute kind="member" />
    </RequireMember>
  );
}
