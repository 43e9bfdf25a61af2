// The Profile tab: names, phone ('Not provided' when empty), email and Member Since; Edit Profile switches
// to a form with Cancel and Save Changes. A changed email is confirmed with a code sent to it. The edit mode
// and the form's values belong to the page (use-profile-editor.ts), whose other Save Changes saves them too.
import type { UserProfile } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { type FormEvent, useState } from 'react';
import { CancelAndSubmit } from '../../../components/cancel-and-submit.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import type { useBanner } from '../hooks/use-banner.ts';
import type { ProfileEditor } from '../hooks/use-profile-editor.ts';
import { textInputs } from '../utils/text-inputs.ts';

type Banners = ReturnType<typeof useBanner>;

export function ProfileTab({
  user,
  banners,
  editor,
  onAddAddress,
}: {
  user: UserProfile;
  banners: Banners;
  editor: ProfileEditor;
  onAddAddress: () => void;
}) {
  const { editing, draft, setDraft } = editor;
  const input = textInputs(draft, setDraft);
  const [code, setCode] = useState('');
  const verify = useVerifyEmail();

  const save = (event: FormEvent) => {
    event.preventDefault();
    editor.save();
  };

  const confirmEmail = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(
      { otp: code.trim() },
      {
        onSuccess: (result) => {
          banners.success(result.message);
          setCode('');
        },
        onError: (error) => banners.error(errorMessage(error, MESSAGES.failedToUpdateProfile)),
      },
    );
  };

  return (
    <div className="space-y-6">
      {editing ? (
        <form onSubmit={save} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" {...input('firstName')} autoComplete="given-name" />
          <FormField label="Last name" {...input('lastName')} autoComplete="family-name" />
          <FormField label="Phone" {...input('phone')} type="tel" autoComplete="tel" />
          <FormField label="Email" {...input('email')} type="email" autoComplete="email" />
          <CancelAndSubmit onCancel={editor.cancel} saving={editor.saving} className="sm:col-span-2">
            Save Changes
          </CancelAndSubmit>
        </form>
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-2">
            {[
              ['First name', user.firstName],
              ['Last name', user.lastName || '—'],
              ['Phone', user.phone || 'Not provided'],
              ['Email', user.email],
              ['Member Since', formatLongDate(user.createdAt)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl border border-slate-200 p-4">
                <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">{label}</dt>
                <dd className="mt-1 font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <Button onClick={editor.startEditing}>Edit Profile</Button>
        </>
      )}
      {user.pendingEmail && (
        <form onSubmit={confirmEmail} className="rounded-xl border border-amber-200 bg-amber-50 p-4">
          <p className="text-sm text-amber-900">
            Enter the code we sent to <strong>{user.pendingEmail}</strong> to confirm your new email address.
          </p>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <FormField
              label="Verification code"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              inputMode="numeric"
            />
            <Button type="submit" disabled={verify.isPending}>
              Confirm email
            </Button>
          </div>
        </form>
      )}
      {user.addresses.length === 0 && (
        <div className="rounded-xl border border-dashed border-slate-300 p-5 text-center">
          <p className="text-slate-600">Add a delivery address to check out faster.</p>
          <Button onClick={onAddAddress} variant="link" className="mt-3">
            Add Address
          </Button>
        </div>
      )}
    </div>
  );
}
