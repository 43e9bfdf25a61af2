// Step 1 (docs/product.md#checkout-steps): first name, last name and email, with the spec's messages.
import { zodResolver } from '@hookform/resolvers/zod';
import { type PersonalInfo, personalInfoSchema } from '@shop/shared/order.schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field.tsx';

export function PersonalInfoStep({
  defaults,
  onNext,
}: {
  defaults: PersonalInfo;
  onNext: (info: PersonalInfo) => void;
}) {
  const form = useForm<z.input<typeof personalInfoSchema>, unknown, PersonalInfo>({
    resolver: zodResolver(personalInfoSchema),
    defaultValues: defaults,
  });
  const errors = form.formState.errors;
  return (
    <form
      id="checkout-step"
      noValidate
      onSubmit={form.handleSubmit(onNext)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <FormField
        label="First name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...form.register('firstName')}
      />
      <FormField
        label="Last name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...form.register('lastName')}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        className="sm:col-span-2"
        {...form.register('email')}
      />
    </form>
  );
}
