import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/** `/promotion` (spec 001 §2) is the promotions page: same query, same #promotionId. */
export default function PromotionRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={`${paths.promotions}${search}${hash}`} replace />;
}
