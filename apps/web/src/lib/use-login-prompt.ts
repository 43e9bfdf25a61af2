// Protected actions by visitors (docs/product.md#accounts-access): an error toast 'Please log in to …', then /auth after 2.5 s.
// The page they were on goes along (`state.from`, as the guarded routes send it), and signing in brings them back;
// an action that finishes elsewhere names that page and the state it reads instead (Buy Now: its checkout).
import { pleaseLogIn } from '@shop/shared/messages';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from './toast.ts';

export const LOGIN_REDIRECT_DELAY_MS = 2500;

export function useLoginPrompt(toastDuration = 3000) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (action: string, next?: { to: string; state?: unknown }) => {
      toast.error(pleaseLogIn(action), { duration: toastDuration });
      clearTimeout(timer.current);
      const from = next?.to ?? pathname + search;
      const state = next?.state === undefined ? { from } : { from, fromState: next.state };
      timer.current = setTimeout(() => navigate('/auth', { state }), LOGIN_REDIRECT_DELAY_MS);
    },
    [navigate, toastDuration, pathname, search],
  );
}
