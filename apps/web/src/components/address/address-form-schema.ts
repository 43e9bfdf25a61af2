// What the address form checks before saving: the server's own rules for a new address (newAddressSchema,
// docs/decisions/036-checkout-for-india.md, "Addresses and phone numbers"), with the spec's messages where it has
// them ('Street address is required', 'City is required', ...), plus the recipient, whom the form always names
// (it starts as the account's name), and "make this my default".
import { ADDRESS_MESSAGES, MAX_RECIPIENT_NAME, newAddressSchema } from '@shop/shared/auth.schemas';
import { z } from 'zod';

export const addressFormSchema = newAddressSchema.omit({ country: true }).extend({
  fullName: z
    .string()
    .trim()
    .min(1, ADDRESS_MESSAGES.fullNameRequired)
    .max(MAX_RECIPIENT_NAME, ADDRESS_MESSAGES.fullNameTooLong),
  isDefault: z.boolean(),
});

/** What the shopper types. */
export type AddressFormInput = z.input<typeof addressFormSchema>;
/** What the form hands on when it is valid: trimmed, the PIN code without spaces, the phone as +91 and ten digits. */
export type AddressFormValues = z.output<typeof addressFormSchema>;

/** The fields a shopper must fill in: the profile's 'Please fill in all required address fields' names them. */
export const REQUIRED_FIELDS = ['fullName', 'phone', 'zipCode', 'address', 'city', 'state'] as const;
