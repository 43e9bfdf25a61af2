// The Security tab's signed-in devices (docs/decisions/034-sessions-on-the-server.md): each sign-in with its device,
// the place its address tells, when it started and was last used; "Sign out" on any other device, and "Sign out of
// all other devices". A device signed out here is refused at its next request.
import type { SignedInDevice } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSignedInDevices, useSignOutDevice, useSignOutOtherDevices } from '../api/signed-in-devices.ts';
import type { useBanner } from '../hooks/use-banner.ts';

type Banners = ReturnType<typeof useBanner>;

export function SignedInDevices({ banners }: { banners: Banners }) {
  const devices = useSignedInDevices();
  const signOutOthers = useSignOutOtherDevices();
  const list = devices.data ?? [];
  const others = list.filter((device) => !device.current).length;
  return (
    <section aria-labelledby="signed-in-devices" className="space-y-3">
      <h2 id="signed-in-devices" className="text-lg font-bold">
        Signed-in devices
      </h2>
      <p className="text-sm text-slate-600">
        Where your account is signed in now. Sign out any device you do not recognise, then change your
        password.
      </p>
      {devices.isPending && <Spinner label="Loading signed-in devices" />}
      {devices.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(devices.error, MESSAGES.networkError)}
        </p>
      )}
      {list.length > 0 && (
        <ul className="space-y-2">
          {list.map((device) => (
            <DeviceRow key={device._id} device={device} banners={banners} />
          ))}
        </ul>
      )}
      {others > 0 && (
        <Button
          variant="secondary"
          size="sm"
          disabled={signOutOthers.isPending}
          onClick={() =>
            signOutOthers.mutate(undefined, {
              onSuccess: (result) => banners.success(result.message),
              onError: (error) => banners.error(errorMessage(error, MESSAGES.networkError)),
            })
          }
        >
          Sign out of all other devices
        </Button>
      )}
    </section>
  );
}

function DeviceRow({ device, banners }: { device: SignedInDevice; banners: Banners }) {
  const signOut = useSignOutDevice();
  const nameId = useId();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4">
      <div className="min-w-0">
        <p id={nameId} className="font-semibold">
          {device.device}
          {device.current && (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              This device
            </span>
          )}
        </p>
        <p className="text-sm text-slate-600">
          {device.place} · {device.ipAddress}
        </p>
        <p className="text-xs text-slate-500">
          Signed in {formatDateTime(device.signedInAt)} · Last used {formatDateTime(device.lastSeenAt)}
        </p>
      </div>
      {!device.current && (
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={nameId}
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(device._id, {
              onSuccess: (result) => banners.success(result.message),
              onError: (error) => banners.error(errorMessage(error, MESSAGES.networkError)),
            })
          }
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
