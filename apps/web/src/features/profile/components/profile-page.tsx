// Profile (docs/product.md#accounts-profile): Profile, Addresses and Security tabs (Security hidden for Google
// accounts), success and error banners above the tabs that clear after 3 s, and a Save Changes button under
// the tabs, on every tab, that saves the profile's details (use-profile-editor.ts).
import { MESSAGES } from '@shop/shared/messages';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoadFailure, PageLoading } from '../../../components/page-load-states.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useProfile } from '../../../entities/profile/get-profile.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useBanner } from '../hooks/use-banner.ts';
import { useProfileEditor } from '../hooks/use-profile-editor.ts';
import { AddressesTab } from './addresses-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { SecurityTab } from './security-tab.tsx';

type TabName = 'profile' | 'addresses' | 'security';

export function ProfilePage() {
  const profile = useProfile();
  const [tab, setTab] = useState<TabName>('profile');
  const [addFormOpen, setAddFormOpen] = useState(false);
  const banners = useBanner();
  const editor = useProfileEditor(profile.data, banners);

  if (profile.isPending) return <PageLoading width="max-w-3xl" status="Loading profile" />;
  if (profile.isError) {
    return (
      <PageLoadFailure
        width="max-w-3xl"
        title="My Profile"
        message={errorMessage(profile.error, MESSAGES.failedToLoadProfile)}
        onRetry={() => profile.refetch()}
      />
    );
  }
  const user = profile.data;
  const openAddAddress = () => {
    setTab('addresses');
    setAddFormOpen(true);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageTitle title="My Profile" />
      <Link
        to="/"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Home
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">My Profile</h1>
      <div aria-live="polite" className="mt-4 min-h-12">
        {banners.banner && (
          <p
            role={banners.banner.kind === 'error' ? 'alert' : 'status'}
            className={cn(
              'rounded-lg border p-3 text-sm font-medium',
              banners.banner.kind === 'success'
                ? 'border-green-200 bg-green-50 text-green-800'
                : 'border-red-200 bg-red-50 text-red-800',
            )}
          >
            {banners.banner.text}
          </p>
        )}
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as TabName)}>
        <TabsList aria-label="Profile sections">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="addresses">Addresses</TabsTrigger>
          {user.authMethod !== 'google' && <TabsTrigger value="security">Security</TabsTrigger>}
        </TabsList>
        <TabsContent value="profile" className="py-6">
          <ProfileTab user={user} banners={banners} editor={editor} onAddAddress={openAddAddress} />
        </TabsContent>
        <TabsContent value="addresses" className="py-6">
          <AddressesTab
            user={user}
            banners={banners}
            formOpen={addFormOpen}
            onFormOpenChange={setAddFormOpen}
          />
        </TabsContent>
        {user.authMethod !== 'google' && (
          <TabsContent value="security" className="py-6">
            <SecurityTab user={user} banners={banners} />
          </TabsContent>
        )}
      </Tabs>
      <div className="flex justify-end border-t border-slate-200 pt-5">
        <Button onClick={editor.save} disabled={editor.saving}>
          Save Changes
        </Button>
      </div>
    </div>
  );
}
