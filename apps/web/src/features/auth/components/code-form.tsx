// The one-time code step: the 6-digit code mailed at sign-up; after it the shopper goes to /profile.
import { MESSAGES } from '@shop/shared/messages';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { storeToken } from '../../../lib/auth-token.ts';
import { useResendOtp, useVerifyOtp } from '../api/verify-otp.ts';
import { failureMessage } from '../utils/auth-messages.ts';
import { BackAndResend } from './back-and-resend.tsx';

export function CodeForm({
  email,
  notice,
  onVerified,
  onBack,
}: {
  email: string;
  notice: string;
  onVerified: () => void;
  onBack: () => void;
}) {
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [info, setInfo] = useState(notice);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!/^\d{6}$/.test(otp.trim())) {
      setError('Enter the 6-digit code from the email');
      return;
    }
    verify.mutate(
      { email, otp: otp.trim() },
      {
        onSuccess: (result) => {
          storeToken(result.token);
          onVerified();
        },
        onError: (failure) => setError(failureMessage(failure, MESSAGES.otpFailed)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        {/* Two sentences, never run together: the spec's message has no full stop of its own. */}
        {sentence(info)} We sent it to <strong className="text-slate-900">{email}</strong>.
      </p>
      {error && <FormAlert>{error}</FormAlert>}
      <FormField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
      />
      <SubmitButton busy={verify.isPending} busyLabel="Verifying…">
        Verify
      </SubmitButton>
      <BackAndResend
        backLabel="Back"
        onBack={onBack}
        resending={resend.isPending}
        onResend={() =>
          resend.mutate(
            { email },
            {
              onSuccess: (result) => setInfo(result.message),
              onError: (failure) => setError(errorMessage(failure, MESSAGES.networkError)),
            },
          )
        }
      />
    </form>
  );
}

/** The text as a sentence: a full stop added when it ends without one. */
function sentence(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text : `${text.trim()}.`;
}
