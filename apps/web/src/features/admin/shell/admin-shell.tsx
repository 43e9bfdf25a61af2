// The admin area's root: admins get the back-office frame, everyone else the refusal.
import { AdminLayout } from './admin-layout.tsx';
import { RequireAdmin } from './require-admin.tsx';

export function AdminShell() {
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  );
}
