// Password sign-in; after it the shopper goes home, or back to the page that sent them (auth-page.tsx,
// docs/product.md#accounts-sign-in). Errors naming the other sign-in method offer
// a switch to it (docs/product.md#accounts-sign-in). "Forgot password?" leads to the reset by emailed code.
import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RegisteredField } from '../../../components/ui/form-field.tsx';
import { RegisteredPasswordField } from '../../../components/ui/password-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { storeToken } from '../../../lib/auth-token.ts';
import { useLogin } from '../api/login.ts';
import { failureMessage, suggestedMethod } from '../utils/auth-messages.ts';
import { GoogleButton } from './google-button.tsx';
import { SwitchForm } from './switch-form.tsx';

type SignInValues = z.input<typeof loginRequestSchema>;

export function SignInForm({
  onSignedIn,
  onSwitch,
  onForgot,
}: {
  onSignedIn: () => void;
  onSwitch: () => void;
  /** "Forgot password?": the reset by emailed code (docs/decisions/034). */
  onForgot: () => void;
}) {
  const login = useLogin();
  const [error, setError] = useState<string | undefined>(undefined);
  const form = useForm<SignInValues, unknown, z.output<typeof loginRequestSchema>>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const submit = form.handleSubmit((values) => {
    setError(undefined);
    login.mutate(values, {
      onSuccess: (result) => {
        storeToken(result.token);
        onSignedIn();
      },
      onError: (failure) => setError(failureMessage(failure, MESSAGES.loginFailed)),
    });
  });
  const suggestion = error ? suggestedMethod(error) : undefined;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {error && (
        <FormAlert>
          <p>{error}</p>
          {suggestion === 'google' && <p className="mt-1">Use the Google button below to sign in.</p>}
        </FormAlert>
      )}
      <RegisteredField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <div>
        <RegisteredPasswordField
          form={form}
          name="password"
          label="Password"
          autoComplete="current-password"
        />
        <p className="mt-1 text-right text-sm">
          <Button onClick={onForgot} variant="link">
            Forgot password?
          </Button>
        </p>
      </div>
      <SubmitButton busy={login.isPending} busyLabel="Signing in…">
        Sign In
      </SubmitButton>
      <div className="flex items-center gap-3 text-xs text-slate-500">
        <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
      </div>
      <GoogleButton />
      <SwitchForm question="New here?" action="Create an account" onSwitch={onSwitch} />
    </form>
  );
}
