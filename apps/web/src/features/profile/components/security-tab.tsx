// The Security tab (docs/product.md#accounts-profile): change password (current with show/hide, new, confirm;
// only current and new are sent) and the Login Alerts toggle, which flips at once and is then saved.
import type { UserProfile } from '@shop/shared/auth.schemas';
import { MIN_PASSWORD_LENGTH } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { Eye, EyeOff } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useUpdateProfile } from '../../../entities/profile/update-profile.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useChangePassword } from '../api/change-password.ts';
import type { useBanner } from '../hooks/use-banner.ts';
import { textInputs } from '../utils/text-inputs.ts';

type Banners = ReturnType<typeof useBanner>;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SecurityTab({ user, banners }: { user: UserProfile; banners: Banners }) {
  const [fields, setFields] = useState(EMPTY);
  const [showCurrent, setShowCurrent] = useState(false);
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
        <div className="relative">
          <FormField
            label="Current password"
            type={showCurrent ? 'text' : 'password'}
            autoComplete="current-password"
            {...input('currentPassword')}
          />
          <button
            type="button"
            aria-label={showCurrent ? 'Hide current password' : 'Show current password'}
            aria-pressed={showCurrent}
            onClick={() => setShowCurrent((value) => !value)}
            className="absolute bottom-1.5 right-1.5 rounded-md p-2 text-slate-500 hover:bg-slate-100"
          >
            {showCurrent ? (
              <EyeOff aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Eye aria-hidden="true" className="h-4 w-4" />
            )}
          </button>
        </div>
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          {...input('newPassword')}
        />
        <FormField
          label="Confirm new password"
          type="password"
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
    </div>
  );
}
