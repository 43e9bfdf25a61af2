// Shown on /auth while the one-time code from Google sign-in is traded for the token.
export function GoogleExchangeStatus() {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-16 text-center">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700"
      />
      <p className="font-medium text-slate-700">Signing you in with Google…</p>
    </div>
  );
}
