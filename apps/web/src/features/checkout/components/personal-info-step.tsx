// Step 1 (docs/product.md#checkout-steps): first name, last name and email, with the spec's messages.
import { zodResolver } from '@hookform/resolvers/zod';
import { type PersonalInfo, personalInfoSchema } from '@shop/shared/order.schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RegisteredField } from '../../../components/ui/form-field.tsx';

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
  return (
    <form
      id="checkout-step"
      noValidate
      onSubmit={form.handleSubmit(onNext)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <RegisteredField form={form} name="firstName" label="First name" autoComplete="given-name" />
      <RegisteredField form={form} name="lastName" label="Last name" autoComplete="family-name" />
      <RegisteredField
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        className="sm:col-span-2"
      />
    </form>
  );
}
