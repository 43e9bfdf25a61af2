// The profile's details and their edit mode (docs/product.md#accounts-profile: Edit, then Save or Cancel). Kept by the
// page rather than the Profile tab, because two buttons save: the form's Save Changes and the one the spec puts
// under the tabs, shown on every tab whether or not edit mode is on.
import type { UserProfile } from '@shop/shared/auth.schemas';
import { updateProfileRequestSchema } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { useState } from 'react';
import { useUpdateProfile } from '../../../entities/profile/update-profile.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import type { useBanner } from './use-banner.ts';

type Banners = ReturnType<typeof useBanner>;

export type ProfileDraft = Pick<UserProfile, 'firstName' | 'lastName' | 'email' | 'phone'>;

const detailsOf = (user: UserProfile): ProfileDraft => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone,
});

/** `user` is undefined while the profile loads; nothing can be edited or saved until it is there. */
export function useProfileEditor(user: UserProfile | undefined, banners: Banners) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ProfileDraft>({ firstName: '', lastName: '', email: '', phone: '' });
  const update = useUpdateProfile();

  const startEditing = () => {
    if (!user) return;
    setDraft(detailsOf(user));
    setEditing(true);
  };

  /** In edit mode, saves the form; otherwise saves the details as shown (nothing changes, the save is confirmed). */
  const save = () => {
    if (!user) return;
    const parsed = updateProfileRequestSchema.safeParse(editing ? draft : detailsOf(user));
    if (!parsed.success) {
      banners.error(parsed.error.issues[0]?.message ?? MESSAGES.failedToUpdateProfile);
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: (result) => {
        banners.success(result.message || MESSAGES.profileUpdated);
        setEditing(false);
      },
      onError: (error) => banners.error(errorMessage(error, MESSAGES.failedToUpdateProfile)),
    });
  };

  return {
    editing,
    draft,
    setDraft,
    startEditing,
    cancel: () => setEditing(false),
    save,
    saving: update.isPending,
  };
}

export type ProfileEditor = ReturnType<typeof useProfileEditor>;
