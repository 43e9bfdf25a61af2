// Guarded routes (docs/product.md#overview): without a usable token, go to /auth. The wishlist also needs a user id in it.
import { Navigate, Outlet, useLocation } from 'react-router';
import { tokenUserId, useToken } from '../lib/auth-token.ts';

export function RequireAuth({ needsUserId = false }: { needsUserId?: boolean }) {
  const token = useToken();
  const location = useLocation();
  if (!token || (needsUserId && !tokenUserId(token))) {
    return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
