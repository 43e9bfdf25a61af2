// Google sign-in starts with a full browser navigation to the server (docs/product.md#accounts-google). A shop without
// Google sign-in set up says so in words, with nothing to press: trying again could never work (docs/decisions/034).
import { shopConfig } from '../../../lib/shop-config.ts';

export const GOOGLE_NOT_SET_UP =
  'Google sign-in is not set up on this shop. Please use your email and password.';

export function GoogleButton() {
  if (!shopConfig.googleSignIn) {
    return (
      <p className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 text-center text-sm text-slate-600">
        {GOOGLE_NOT_SET_UP}
      </p>
    );
  }
  return (
    <a
      href="/api/auth/google"
      className="flex h-11 w-full items-center justify-center gap-3 rounded-lg border border-slate-300 bg-white text-sm font-semibold text-slate-800 hover:bg-slate-50"
    >
      <svg aria-hidden="true" viewBox="0 0 48 48" className="h-5 w-5">
        <path
          fill="#EA4335"
          d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6.1C12.4 13.6 17.7 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.3 5.7c4.3-3.9 7-9.8 7-17.1z"
        />
        <path
          fill="#FBBC05"
          d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.8l7.8-6.1z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.2 0 11.5-2 15.3-5.6l-7.3-5.7c-2 1.4-4.7 2.3-8 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6.1C6.6 42.6 14.6 48 24 48z"
        />
      </svg>
      Continue with Google
    </a>
  );
}
