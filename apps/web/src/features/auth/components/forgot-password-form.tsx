// "Forgot password?", first step (docs/decisions/034-sessions-on-the-server.md): the address to mail a 6-digit code
// to. The server answers alike whether or not the address has an account, so the page does too.
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequestSchema } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RegisteredField } from '../../../components/ui/form-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useForgotPassword } from '../api/reset-password.ts';
import { failureMessage } from '../utils/auth-messages.ts';

type ForgotValues = z.input<typeof forgotPasswordRequestSchema>;

export function ForgotPasswordForm({
  onSent,
  onBack,
}: {
  onSent: (email: string, notice: string) => void;
  onBack: () => void;
}) {
  const forgot = useForgotPassword();
  const [error, setError] = useState<string | undefined>(undefined);
  const form = useForm<ForgotValues, unknown, z.output<typeof forgotPasswordRequestSchema>>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit((values) => {
    setError(undefined);
    forgot.mutate(values, {
      onSuccess: (result) => onSent(values.email, result.message),
      onError: (failure) => setError(failureMessage(failure, MESSAGES.networkError)),
    });
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        Enter the email address of your account. We will mail you a 6-digit code to set a new password.
      </p>
      {error && <FormAlert>{error}</FormAlert>}
      <RegisteredField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <SubmitButton busy={forgot.isPending} busyLabel="Sending code…">
        Send code
      </SubmitButton>
      <p className="text-center text-sm">
        <Button onClick={onBack} variant="link">
          Back to sign in
        </Button>
      </p>
    </form>
  );
}
