// "Forgot password?", second step (docs/decisions/034-sessions-on-the-server.md): the mailed code and the new
// password, typed twice. Success signs this browser in; every other device was signed out.
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordRequestSchema } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/form-alert.tsx';
import { RegisteredField } from '../../../components/ui/form-field.tsx';
import { RegisteredPasswordField } from '../../../components/ui/password-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { storeToken } from '../../../lib/auth-token.ts';
import { useForgotPassword, useResetPassword } from '../api/reset-password.ts';
import { failureMessage } from '../utils/auth-messages.ts';
import { BackAndResend } from './back-and-resend.tsx';

const resetSchema = resetPasswordRequestSchema
  .omit({ email: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export function ResetPasswordForm({
  email,
  notice,
  onReset,
  onBack,
}: {
  email: string;
  notice: string;
  onReset: () => void;
  onBack: () => void;
}) {
  const reset = useResetPassword();
  const resend = useForgotPassword();
  const [error, setError] = useState<string | undefined>(undefined);
  const [info, setInfo] = useState(notice);
  const form = useForm<z.input<typeof resetSchema>, unknown, z.output<typeof resetSchema>>({
    resolver: zodResolver(resetSchema),
    defaultValues: { otp: '', newPassword: '', confirmPassword: '' },
  });
  const submit = form.handleSubmit(({ otp, newPassword }) => {
    setError(undefined);
    reset.mutate(
      { email, otp, newPassword },
      {
        onSuccess: (result) => {
          storeToken(result.token);
          onReset();
        },
        onError: (failure) => setError(failureMessage(failure, MESSAGES.authFailed)),
      },
    );
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="space-y-1 text-sm text-slate-600">
        <p>{info}</p>
        <p>
          Email: <strong className="text-slate-900">{email}</strong>
        </p>
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      <RegisteredField
        form={form}
        name="otp"
        label="Code from the email"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <RegisteredPasswordField
        form={form}
        name="newPassword"
        label="New password"
        autoComplete="new-password"
      />
      <RegisteredPasswordField
        form={form}
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
      />
      <SubmitButton busy={reset.isPending} busyLabel="Setting password…">
        Set new password
      </SubmitButton>
      <BackAndResend
        backLabel="Back to sign in"
        onBack={onBack}
        resending={resend.isPending}
        onResend={() =>
          resend.mutate(
            { email },
            {
              onSuccess: (result) => setInfo(result.message),
              onError: (failure) => setError(failureMessage(failure, MESSAGES.networkError)),
            },
          )
        }
      />
    </form>
  );
}
