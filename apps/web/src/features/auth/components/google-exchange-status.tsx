// Shown on /auth while the one-time code from Google sign-in is traded for the token.
import { Spinner } from '../../../components/ui/spinner.tsx';

export function GoogleExchangeStatus() {
  return <Spinner label="Signing you in with Google…" showLabel className="py-16" />;
}
