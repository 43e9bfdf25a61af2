// Sign in, sign up and the emailed code (docs/product.md#accounts). On arrival a `token` query parameter leads to
// /profile once stored, and a `msg` shows as an error in fixed words, never its own text (utils/auth-messages.ts);
// either is removed from the address bar at once. After Google sign-in `token` is a one-time code for this browser,
// traded for the real token by a POST (docs/decisions/021-sessions.md): a value that is no such code (a link someone
// sent) stores nothing and shows the spec's Google message. A shopper sent here from a page (a guarded route, or a
// protected action such as a card's heart: `state.from`) goes back to it after a password sign-in, not home, with
// the state that page reads (`state.fromState`: Buy Now's checkout line, entities/checkout/buy-now.ts).
import { MESSAGES } from '@shop/shared/messages';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { storeToken } from '../../../lib/auth-token.ts';
import { useExchangeGoogleCode } from '../api/exchange-google-code.ts';
import { redirectMessage } from '../utils/auth-messages.ts';
import { CodeForm } from './code-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { GoogleExchangeStatus } from './google-exchange-status.tsx';
import { MarketingPanel } from './marketing-panel.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

type Step =
  | { kind: 'signin' }
  | { kind: 'signup' }
  | { kind: 'code'; email: string; notice: string }
  // Forgot password (docs/decisions/034-sessions-on-the-server.md): the address, then the mailed code.
  | { kind: 'forgot' }
  | { kind: 'reset'; email: string; notice: string };

const TITLES: Record<Step['kind'], string> = {
  signin: 'Sign in',
  signup: 'Create your account',
  code: 'Verify your email',
  forgot: 'Reset your password',
  reset: 'Reset your password',
};

/** The page the shopper was sent from, when the app sent them (only ever a path of this shop). */
function cameFrom(state: unknown): string | undefined {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

export function AuthPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { state } = useLocation();
  const returnTo = cameFrom(state) ?? '/';
  const returnState = returnTo === '/' ? undefined : (state as { fromState?: unknown }).fromState;
  const [step, setStep] = useState<Step>({ kind: 'signin' });
  const [redirectError, setRedirectError] = useState<string | undefined>(undefined);
  // From the first render on, so the forms never flash before the spinner.
  const [exchanging, setExchanging] = useState(() => Boolean(params.get('token')));
  const { mutateAsync: exchange } = useExchangeGoogleCode();
  // Each code is traded once, even when the effect runs twice (React's development mode does).
  const traded = useRef<string | null>(null);

  useEffect(() => {
    const code = params.get('token');
    const msg = params.get('msg');
    if (code) {
      navigate('/auth', { replace: true });
      if (traded.current === code) return;
      traded.current = code;
      setExchanging(true);
      setRedirectError(undefined);
      exchange(code).then(
        ({ token }) => {
          storeToken(token);
          navigate('/profile', { replace: true });
        },
        (error: unknown) => {
          setExchanging(false);
          setRedirectError(error instanceof ApiError ? MESSAGES.googleAuthFailed : MESSAGES.networkError);
        },
      );
    } else if (msg !== null) {
      setRedirectError(redirectMessage(msg));
      navigate('/auth', { replace: true });
    }
  }, [params, navigate, exchange]);

  const title = TITLES[step.kind];
  return (
    <div className="mx-auto grid min-h-[70vh] max-w-6xl overflow-hidden lg:my-10 lg:grid-cols-2 lg:rounded-3xl lg:border lg:border-slate-200 lg:shadow-sm">
      <PageTitle title={title} />
      <MarketingPanel />
      <section className="flex flex-col justify-center px-4 py-10 sm:px-10">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        {redirectError && (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {redirectError}
          </p>
        )}
        <div className="mt-6">
          {exchanging && <GoogleExchangeStatus />}
          {!exchanging && step.kind === 'signin' && (
            <SignInForm
              onSignedIn={() => navigate(returnTo, { replace: returnTo !== '/', state: returnState })}
              onSwitch={() => {
                setRedirectError(undefined);
                setStep({ kind: 'signup' });
              }}
              onForgot={() => {
                setRedirectError(undefined);
                setStep({ kind: 'forgot' });
              }}
            />
          )}
          {!exchanging && step.kind === 'signup' && (
            <SignUpForm
              onRegistered={(email, notice) => setStep({ kind: 'code', email, notice })}
              onSwitch={() => {
                setRedirectError(undefined);
                setStep({ kind: 'signin' });
              }}
            />
          )}
          {!exchanging && step.kind === 'code' && (
            <CodeForm
              email={step.email}
              notice={step.notice}
              onVerified={() => navigate('/profile')}
              onBack={() => setStep({ kind: 'signup' })}
            />
          )}
          {!exchanging && step.kind === 'forgot' && (
            <ForgotPasswordForm
              onSent={(email, notice) => setStep({ kind: 'reset', email, notice })}
              onBack={() => setStep({ kind: 'signin' })}
            />
          )}
          {!exchanging && step.kind === 'reset' && (
            <ResetPasswordForm
              email={step.email}
              notice={step.notice}
              onReset={() => navigate('/')}
              onBack={() => setStep({ kind: 'signin' })}
            />
          )}
        </div>
      </section>
    </div>
  );
}
