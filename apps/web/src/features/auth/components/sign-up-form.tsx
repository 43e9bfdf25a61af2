// Sign-up (docs/product.md#accounts-sign-up): first name, email and password required, last name optional, the password typed
// twice ('Passwords do not match'). Success moves to the code step.
import { zodResolver } from '@hookform/resolvers/zod';
import { registerRequestSchema } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/form-alert.tsx';
import { RegisteredField } from '../../../components/ui/form-field.tsx';
import { RegisteredPasswordField } from '../../../components/ui/password-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useRegister } from '../api/register.ts';
import { failureMessage } from '../utils/auth-messages.ts';
import { GoogleButton } from './google-button.tsx';
import { SwitchForm } from './switch-form.tsx';

const signUpSchema = registerRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export function SignUpForm({
  onRegistered,
  onSwitch,
}: {
  onRegistered: (email: string, notice: string) => void;
  onSwitch: () => void;
}) {
  const register = useRegister();
  const [error, setError] = useState<string | undefined>(undefined);
  const form = useForm<z.input<typeof signUpSchema>, unknown, z.output<typeof signUpSchema>>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const submit = form.handleSubmit(({ confirmPassword: _confirm, ...values }) => {
    setError(undefined);
    register.mutate(values, {
      onSuccess: (result) => onRegistered(values.email, result.message),
      onError: (failure) => setError(failureMessage(failure, MESSAGES.registrationFailed)),
    });
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {error && <FormAlert>{error.includes('already exists') ? MESSAGES.accountExists : error}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <RegisteredField form={form} name="firstName" label="First name" autoComplete="given-name" />
        <RegisteredField
          form={form}
          name="lastName"
          label="Last name (optional)"
          autoComplete="family-name"
        />
      </div>
      <RegisteredField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <RegisteredPasswordField form={form} name="password" label="Password" autoComplete="new-password" />
      <RegisteredPasswordField
        form={form}
        name="confirmPassword"
        label="Confirm password"
        autoComplete="new-password"
      />
      <SubmitButton busy={register.isPending} busyLabel="Creating account…">
        Sign Up
      </SubmitButton>
      <GoogleButton />
      <SwitchForm question="Already have an account?" action="Sign in" onSwitch={onSwitch} />
    </form>
  );
}
