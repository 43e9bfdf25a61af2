// Accounts and profile: request and response shapes of /api/auth/* (docs/product.md#accounts-profile/Address, docs/product.md#accounts-sign-up and
// Profile, docs/product.md#accounts; docs/product.md#accounts-profile).
import { z } from 'zod';
import { idSchema, oneLineString } from './common.schemas.ts';
import { DELIVERY_MESSAGES, PIN_PATTERN } from './delivery.ts';
import { INDIAN_STATES, indianStateName, STATE_MESSAGE } from './gst.ts';
import { MESSAGES } from './messages.ts';
import { PHONE_MESSAGE, parsePhone, STORED_PHONE_PATTERN } from './phone.ts';

export const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const;
export const AUTH_METHODS = ['password', 'google'] as const;
export const MIN_PASSWORD_LENGTH = 6;
export const OTP_LENGTH = 6;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.emailRequired)
  .max(254)
  .pipe(z.email(MESSAGES.invalidEmail));

// Indian addresses (docs/decisions/036-checkout-for-india.md). Each is a string schema that rewrites what was typed
// into the stored form (.overwrite) and then checks it, so it has no transform and reads the same in a form.

/** A mobile number as +91 and ten digits, from "98765 43210", "+91-98765-43210", "098765 43210"… */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .overwrite((text) => parsePhone(text) ?? text)
  .regex(STORED_PHONE_PATTERN, PHONE_MESSAGE);

/** The account's own phone: a mobile number as phoneSchema stores it, or '' for none. */
export const accountPhoneSchema = z
  .string()
  .trim()
  .overwrite((text) => (text === '' ? '' : (parsePhone(text) ?? text)))
  .refine((phone) => phone === '' || STORED_PHONE_PATTERN.test(phone), PHONE_MESSAGE);

/** Six digits, the first 1–9; spaces anywhere are dropped ("560 001" is 560001). */
export const pinCodeSchema = oneLineString()
  .trim()
  .min(1, DELIVERY_MESSAGES.pinMissing)
  .overwrite((text) => text.replace(/\s+/g, ''))
  .regex(PIN_PATTERN, DELIVERY_MESSAGES.pinMalformed);

const STATE_NAMES: ReadonlySet<string> = new Set(INDIAN_STATES);

/** One of INDIAN_STATES; a short form or old name ("KA", "Orissa") is stored as the state's name. */
export const indianStateSchema = oneLineString()
  .trim()
  .min(1, MESSAGES.stateRequired)
  .overwrite((text) => indianStateName(text) ?? text)
  .refine((state) => STATE_NAMES.has(state), STATE_MESSAGE);

const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  .max(200, 'Password must be at most 200 characters long');

const addressIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid address id');

export const MAX_RECIPIENT_NAME = 100;
export const MAX_LANDMARK = 100;

/** The server's words about addresses beyond the spec's (docs/decisions/036). */
export const ADDRESS_MESSAGES = {
  pinMalformed: DELIVERY_MESSAGES.pinMalformed,
  state: STATE_MESSAGE,
  phone: PHONE_MESSAGE,
  fullNameRequired: 'Enter the name of the person receiving the parcel',
  fullNameTooLong: `The recipient's name must be at most ${MAX_RECIPIENT_NAME} characters`,
  landmarkTooLong: `The landmark must be at most ${MAX_LANDMARK} characters`,
  onlyIndia: 'We deliver only within India',
} as const;

/**
 * The shop delivers within India only (docs/decisions/036): "India", any case, "IN", "Bharat" or nothing is India,
 * stored as "India"; another country is refused in words rather than shipped to a PIN code that is India's.
 */
export const indiaCountrySchema = oneLineString()
  .trim()
  .max(100)
  .overwrite((text) => (/^(india|in|bharat|)$/i.test(text) ? 'India' : text))
  .refine((country): boolean => country === 'India', ADDRESS_MESSAGES.onlyIndia);

/** Sent empty or left out: the account's name (the server refuses a save that leaves it empty). */
const fullNameSchema = oneLineString().trim().max(MAX_RECIPIENT_NAME, ADDRESS_MESSAGES.fullNameTooLong);
const landmarkSchema = oneLineString().trim().max(MAX_LANDMARK, ADDRESS_MESSAGES.landmarkTooLong);

/**
 * An address's fields as stored and answered. Names and address lines are one line (toOneLine: line breaks
 * collapse to a space), wherever they go next. `zipCode`, `state` and `phone` are checked loosely here: an address
 * stored before decision 036 may hold a code it no longer takes, and still reads (and can be kept or deleted).
 * An address that is new or changed must meet checkedAddressFields as well; the server sees to it.
 */
const addressFields = {
  type: z.enum(ADDRESS_TYPES, MESSAGES.addressTypeRequired).default('Home'),
  /** The recipient; an address stored or sent without one has the account's name. */
  fullName: fullNameSchema,
  /** "Flat, house no., building, street, area" as one line. */
  address: oneLineString().trim().min(1, MESSAGES.streetRequired).max(300),
  landmark: landmarkSchema.default(''),
  city: oneLineString().trim().min(1, MESSAGES.cityRequired).max(100),
  state: oneLineString().trim().min(1, MESSAGES.stateRequired).max(100),
  /** The PIN code (the spec's name). */
  zipCode: oneLineString().trim().min(1, DELIVERY_MESSAGES.pinMissing).max(20),
  country: oneLineString().trim().max(100).default('India'),
  phone: z.string().trim().min(1, MESSAGES.phoneRequired).max(40),
  isActive: z.boolean().default(false),
  /** Exactly one address of a list is the default one, which checkout chooses first. */
  isDefault: z.boolean().default(false),
};

/** The rules an address that is new or changed must meet (docs/decisions/036), each storing its value's one form. */
export const checkedAddressFields = {
  zipCode: pinCodeSchema,
  state: indianStateSchema,
  phone: phoneSchema,
  country: indiaCountrySchema,
};

/** An address as stored and answered: always with `_id`, and every field. */
export const addressSchema = z.object({ _id: addressIdSchema, ...addressFields });
export type Address = z.infer<typeof addressSchema>;

/**
 * A new address as a form fills it, every field checked as the server checks a new address: the recipient
 * optional (the server writes the account's name), no ids or flags.
 */
export const newAddressSchema = z.object({
  type: addressFields.type,
  fullName: fullNameSchema.optional(),
  address: addressFields.address,
  landmark: addressFields.landmark,
  city: addressFields.city,
  ...checkedAddressFields,
  country: indiaCountrySchema.default('India'),
});
export type NewAddress = z.output<typeof newAddressSchema>;

/**
 * An address as a client sends it: its id is `id` or `_id`, made by the client (time plus a random part, docs/product.md#accounts-profile);
 * with neither, the server makes one (docs/decisions/022-spec-shapes-and-paging.md). Answers say `_id` only.
 * `fullName`, `landmark` and `isDefault` left out keep what the address with this id had (the spec's client
 * knows none of them); a new address gets the account's name, '' and false.
 */
export const addressInputSchema = z
  .object({
    _id: addressIdSchema.optional(),
    id: addressIdSchema.optional(),
    ...addressFields,
    fullName: fullNameSchema.optional(),
    landmark: landmarkSchema.optional(),
    isDefault: z.boolean().optional(),
  })
  .refine((sent) => sent._id === undefined || sent.id === undefined || sent._id === sent.id, {
    error: () => AUTH_MESSAGES.addressIdsDiffer,
    path: ['id'],
  })
  .transform(({ id, _id, ...address }) => ({ ...address, _id: _id ?? id }));
export type AddressInput = z.output<typeof addressInputSchema>;
export const MAX_ADDRESSES = 20;

export const registerRequestSchema = z.object({
  firstName: oneLineString().trim().min(1, MESSAGES.firstNameRequired).max(100),
  lastName: oneLineString().trim().max(100).default(''),
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const verifyOtpRequestSchema = z.object({
  email: emailSchema,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email'),
});

export const resendOtpRequestSchema = z.object({ email: emailSchema });

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(200),
});

/**
 * POST /api/auth/google/exchange: the one-time code /auth got in `?token=` after Google sign-in
 * (docs/decisions/021-sessions.md). Any string is taken, so a value that is no code is refused with the spec's
 * Google message rather than a validation message.
 */
export const googleCodeExchangeRequestSchema = z.object({ code: z.string().max(2048) });

export const messageSchema = z.object({ message: z.string() });
export const tokenResponseSchema = z.object({ token: z.string(), message: z.string() });

/** POST /api/auth/forgot-password: answered alike whether or not the address has an account (docs/decisions/034). */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

/** POST /api/auth/reset-password: the mailed code and the new password; the answer signs this browser in. */
export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  otp: verifyOtpRequestSchema.shape.otp,
  newPassword: z.string().min(MIN_PASSWORD_LENGTH, MESSAGES.newPasswordTooShort).max(200),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** One signed-in browser or device of the account (GET /api/auth/sessions, docs/decisions/034). */
export const signedInDeviceSchema = z.object({
  _id: idSchema,
  /** From the browser's user agent: 'Chrome on Android phone'. */
  device: z.string(),
  /** What the address alone tells: the kind of network, never a town (no outside service is asked). */
  place: z.string(),
  ipAddress: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

/** A bare list: it has no pages (docs/decisions/022). */
export const signedInDevicesSchema = z.array(signedInDeviceSchema);

export const sessionIdParamsSchema = z.object({ id: idSchema });

/** POST /api/auth/sessions/sign-out-others; `token` only when the caller's token ended with the others. */
export const signOutOthersResponseSchema = z.object({ message: z.string(), token: z.string().optional() });

export const userProfileSchema = z.object({
  _id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  addresses: z.array(addressSchema),
  authMethod: z.enum(AUTH_METHODS),
  loginAlerts: z.boolean(),
  /** A new email address waiting for its code (an email change needs re-verification, docs/product.md#accounts-sign-up). */
  pendingEmail: z.string().nullable(),
  /** 'admin' opens the shop's back office (docs/product.md#admin-access); the server checks it on every admin request. */
  role: z.enum(['customer', 'admin']),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The body of PUT /api/auth/update, with `phone` checked by `phone`. */
function profileUpdateSchema<Phone extends z.ZodType<string, string>>(phone: Phone) {
  return z
    .object({
      firstName: oneLineString().trim().min(1, MESSAGES.firstNameRequired).max(100).optional(),
      lastName: oneLineString().trim().max(100).optional(),
      email: emailSchema.optional(),
      phone: phone.optional(),
      addresses: z
        .array(addressInputSchema)
        .max(MAX_ADDRESSES, `At most ${MAX_ADDRESSES} addresses`)
        .optional(),
      loginAlerts: z.boolean().optional(),
    })
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: 'Nothing to update',
    });
}

/**
 * PUT /api/auth/update: the profile fields, or the whole remaining address list alone, or loginAlerts alone
 * (docs/product.md#accounts-profile). A changed email is not applied at once: a code goes to the new address (POST verify-email).
 * The profile form checks with this one: the phone must be a mobile.
 */
export const updateProfileRequestSchema = profileUpdateSchema(accountPhoneSchema);

/**
 * What the server takes: the same, but a phone it stored before decision 036 (any "+" and 10–15 digits) may come
 * back unchanged, as a client that sends the whole profile does; a changed phone is checked with
 * accountPhoneSchema by the profile service (docs/decisions/036-checkout-for-india.md).
 */
export const updateProfileBodySchema = profileUpdateSchema(oneLineString().trim().max(40));
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
/** What a client sends (an address's id may be `id`, `_id` or missing). */
export type UpdateProfileInput = z.input<typeof updateProfileRequestSchema>;

export const updateProfileResponseSchema = z.object({ message: z.string(), user: userProfileSchema });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

export const verifyEmailRequestSchema = z.object({ otp: verifyOtpRequestSchema.shape.otp });

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, MESSAGES.allPasswordFieldsRequired).max(200),
  newPassword: z.string().min(MIN_PASSWORD_LENGTH, MESSAGES.newPasswordTooShort).max(200),
});

/**
 * POST /api/auth/verify-email answers like a profile save (the message and the updated user) and with a token of
 * this session: the change ended every other session, this one goes on (docs/decisions/034).
 */
export const verifyEmailResponseSchema = updateProfileResponseSchema.extend({ token: z.string() });

/**
 * POST /api/auth/change-password: the spec's message and a token of this session, which goes on (the token it had
 * keeps working too); every other session has ended (docs/decisions/034).
 */
export const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });

/**
 * What the server answers on the account endpoints (docs/product.md#accounts-sign-in). The spec's own texts stay in MESSAGES;
 * these are the server's, kept here so the web app and the tests can match them. The web maps any text
 * containing 'already exists', 'Google authentication' or 'password authentication' (docs/product.md#accounts-sign-in).
 */
export const AUTH_MESSAGES = {
  codeSent: 'Verification code sent to your email',
  accountExists: 'An account with this email already exists',
  accountExistsGoogle:
    'An account with this email already exists. It uses Google authentication: please sign in with Google.',
  accountCreated: 'Email verified. Your account is ready.',
  noPendingSignup: 'No sign-up is waiting for this email. Please register again.',
  codeExpired: 'Verification code has expired. Please request a new code or register again.',
  tooManyWrongCodes: 'Too many wrong codes. Please register again.',
  resendTooSoon: 'Please wait a minute before asking for a new code.',
  tooManyResends: 'Too many codes requested. Please register again.',
  loginSuccessful: 'Login successful',
  invalidCredentials: 'Invalid email or password',
  usesGoogle: 'This account uses Google authentication. Please sign in with Google.',
  googleFailed: 'Google authentication failed. Please try again.',
  signInRequired: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  emailCodeSent: 'Profile updated. We sent a verification code to your new email address.',
  emailChangeGoogle: 'This account uses Google authentication: its email address comes from Google.',
  noPendingEmail: 'No email change is waiting for a code.',
  emailCodeExpired: 'Verification code has expired. Please save your new email address again.',
  tooManyWrongEmailCodes: 'Too many wrong codes. Please save your new email address again.',
  emailUpdated: 'Email address updated successfully',
  duplicateAddressIds: 'Each address needs its own id',
  addressIdsDiffer: 'An address has one id: send id or _id, not two different ones',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordChangeGoogle: 'This account uses Google authentication and has no password to change.',
  resetCodeSent:
    'If an account uses this email, we sent it a 6-digit code to reset the password. It is valid for 10 minutes.',
  noPasswordReset:
    'No password reset is waiting for this email, or its code has expired. Please ask for a new code.',
  tooManyWrongResetCodes: 'Too many wrong codes. Please ask for a new code.',
  passwordReset: 'Your password has been reset. You are signed in.',
  loggedOut: 'You are signed out.',
  deviceSignedOut: 'That device is signed out.',
  otherDevicesSignedOut: 'Every other device is signed out.',
  noSuchSession: 'That device is already signed out.',
} as const;

/**
 * What the Google callback puts in `/auth?msg=` when it signs nobody in: a code, never words (issue 50), and the
 * fixed words the page shows for it. Any other `msg` gets a generic line, so a link to `/auth?msg=<any text>` cannot
 * make the shop say that text above its password field (docs/product.md#accounts-google).
 */
export const GOOGLE_SIGN_IN_FAILURES = {
  'google-failed': MESSAGES.googleAuthFailed,
  'google-not-configured': MESSAGES.googleAuthFailed,
  'google-email-unverified': MESSAGES.googleAuthFailed,
  'account-exists': MESSAGES.accountExists,
  'too-many-attempts': 'Too many attempts. Please try again in a few minutes.',
} as const;
export type GoogleSignInFailure = keyof typeof GOOGLE_SIGN_IN_FAILURES;

/** The words for `/auth?msg=`: a known code's, else the generic line; never `msg` itself. */
export function googleSignInFailureWords(msg: string): string {
  return Object.hasOwn(GOOGLE_SIGN_IN_FAILURES, msg)
    ? GOOGLE_SIGN_IN_FAILURES[msg as GoogleSignInFailure]
    : MESSAGES.authFailed;
}

/** 'Invalid verification code. N attempts left.' */
export function wrongCode(attemptsLeft: number): string {
  return `Invalid verification code. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`;
}

/** 'Too many attempts. Please try again in N minutes.' (429 of every rate limit). */
export function tooManyAttempts(minutes: number): string {
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
