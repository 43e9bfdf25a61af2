// The Security tab (docs/product.md#accounts-profile): change password (current, new, confirm, each with show/hide;
// only current and new are sent), the Login Alerts toggle, which flips at once and is then saved, and the signed-in
// devices (docs/decisions/034-sessions-on-the-server.md).
import type { UserProfile } from '@shop/shared/auth.schemas';
import { MIN_PASSWORD_LENGTH } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useUpdateProfile } from '../../../entities/profile/update-profile.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useChangePassword } from '../api/change-password.ts';
import type { useBanner } from '../hooks/use-banner.ts';
import { textInputs } from '../utils/text-inputs.ts';
import { SignedInDevices } from './signed-in-devices.tsx';

type Banners = ReturnType<typeof useBanner>;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SecurityTab({ user, banners }: { user: UserProfile; banners: Banners }) {
  const [fields, setFields] = useState(EMPTY);
  const [alerts, setAlerts] = useState(user.loginAlerts);
  const change = useChangePassword();
  const update = useUpdateProfile();
  useEffect(() => setAlerts(user.loginAlerts), [user.loginAlerts]);

  const input = textInputs(fields, setFields);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { currentPassword, newPassword, confirmPassword } = fields;
    if (!currentPassword || !newPassword || !confirmPassword)
      return banners.error(MESSAGES.allPasswordFieldsRequired);
    if (newPassword !== confirmPassword) return banners.error(MESSAGES.newPasswordsDoNotMatch);
    if (newPassword.length < MIN_PASSWORD_LENGTH) return banners.error(MESSAGES.newPasswordTooShort);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          banners.success(MESSAGES.passwordChanged);
          setFields(EMPTY);
        },
        onError: (error) => banners.error(errorMessage(error, MESSAGES.failedToChangePassword)),
      },
    );
  };

  const toggleAlerts = () => {
    const next = !alerts;
    setAlerts(next);
    update.mutate(
      { loginAlerts: next },
      {
        onSuccess: () => banners.success(MESSAGES.settingsUpdated),
        onError: (error) => {
          setAlerts(!next);
          banners.error(errorMessage(error, MESSAGES.failedToUpdateSettings));
        },
      },
    );
  };

  return (
    <div className="space-y-8">
      <form onSubmit={submit} noValidate className="space-y-4">
        <h2 className="text-lg font-bold">Change Password</h2>
        {/* Each field has its show/hide toggle (the spec's current-password one, and the others: decision 034). */}
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...input('currentPassword')}
        />
        <PasswordField label="New password" autoComplete="new-password" {...input('newPassword')} />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...input('confirmPassword')}
        />
        <Button type="submit" disabled={change.isPending}>
          Update Password
        </Button>
      </form>
      <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 p-4">
        <div>
          <h2 className="font-bold" id="login-alerts-label">
            Login Alerts
          </h2>
          <p className="text-sm text-slate-600">Get notified of new logins</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={alerts}
          aria-labelledby="login-alerts-label"
          onClick={toggleAlerts}
          className={cn(
            'relative h-7 w-12 rounded-full transition',
            alerts ? 'bg-brand-700' : 'bg-slate-300',
          )}
        >
          <span
            className={cn(
              'absolute top-1 h-5 w-5 rounded-full bg-white shadow transition',
              alerts ? 'left-6' : 'left-1',
            )}
          />
        </button>
      </div>
      <SignedInDevices banners={banners} />
    </div>
  );
}
