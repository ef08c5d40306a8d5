import { paths } from '@web/lib/paths';
import { isAdmin, useSessionUser } from '@web/lib/session';
import { Navigate, Outlet } from 'react-router';

/** SPEC: admin screens send everyone else to '/'. Rendered inside the session group. */
export function AdminOnly() {
  const user = useSessionUser();
  if (!isAdmin(user)) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** SPEC: /albums sends the signed-out to /auth instead of showing the login card. */
export function SignedInOrAuth() {
  const user = useSessionUser();
  if (user === undefined) return null;
  if (!user) return <Navigate to={paths.auth()} replace />;
  return <Outlet />;
}
