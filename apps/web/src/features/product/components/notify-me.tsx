// "Notify me when it's back" under the buy buttons (docs/product.md#catalogue-notify-me, docs/decisions/037-variants.md).
// When the chosen combination (or a product without options) is sold out, one button asks for it; otherwise the
// combinations one choice away that are sold out (the option picker disables those values, so they cannot be
// chosen) are offered in a closed section. Signed-in shoppers ask with one click and then read that they will be
// emailed; visitors get a link to sign in.
import type { ProductDetail } from '@shop/shared/catalog.schemas';
import { STOCK_ALERT_MESSAGES } from '@shop/shared/stock-alert.schemas';
import { variantKey } from '@shop/shared/variants';
import { BellRing, MailCheck } from 'lucide-react';
import { type MouseEvent, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/auth-token.ts';
import { toast } from '../../../lib/toast.ts';
import { useAskForStockAlert, useStockAlerts } from '../api/notify-me.ts';
import { isSoldOutCombination, soldOutNeighbours, waitsFor } from '../utils/notify-me.ts';

function SignInToHear() {
  const location = useLocation();
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <BellRing aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
      <span>
        <Link
          to="/auth"
          state={{ from: location.pathname + location.search }}
          className={buttonClasses({ variant: 'link' })}
        >
          Sign in
        </Link>{' '}
        to be emailed when it's back.
      </span>
    </p>
  );
}

/** Stable, so it runs once, when the line is first shown. */
const focusOnShow = (node: HTMLElement | null) => node?.focus();

/** `takeFocus`: it replaces the focused button, so focus moves to it rather than falling to the page. */
function WillEmail({ takeFocus = false }: { takeFocus?: boolean }) {
  return (
    <p
      role="status"
      tabIndex={takeFocus ? -1 : undefined}
      ref={takeFocus ? focusOnShow : undefined}
      className="flex items-center gap-2 text-sm font-medium text-green-700"
    >
      <MailCheck aria-hidden="true" className="h-4 w-4 shrink-0" />
      {STOCK_ALERT_MESSAGES.willEmail}
    </p>
  );
}

/** "Size: L, Color: Black", in the product's option order. */
function combinationWords(product: ProductDetail, combination: Record<string, string>): string {
  return product.filters.map((filter) => `${filter.name}: ${combination[filter.name] ?? ''}`).join(', ');
}

export function NotifyMe({
  product,
  selection,
}: {
  product: ProductDetail;
  selection: Record<string, string>;
}) {
  const token = useToken();
  const chosenSoldOut = isSoldOutCombination(product, selection);
  const others = useMemo(
    () => (chosenSoldOut ? [] : soldOutNeighbours(product, selection)),
    [chosenSoldOut, product, selection],
  );
  const wanted = chosenSoldOut || others.length > 0;
  const alerts = useStockAlerts(product._id, wanted);
  const ask = useAskForStockAlert(product._id);
  // The combination whose focused button was pressed: its "we'll email you" line takes the focus.
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  if (!wanted) return null;

  const asked = (combination: Record<string, string>) =>
    waitsFor(product, combination, alerts.data?.alerts ?? []);
  const asking = (combination: Record<string, string>) =>
    ask.isPending && ask.variables !== undefined && variantKey(ask.variables) === variantKey(combination);
  const askFor = (combination: Record<string, string>, event: MouseEvent<HTMLButtonElement>) => {
    if (event.currentTarget === document.activeElement) setFocusAfter(variantKey(combination));
    ask.mutate(combination, {
      onError: (error) => toast.error(errorMessage(error, STOCK_ALERT_MESSAGES.failed)),
    });
  };
  const takesFocus = (combination: Record<string, string>) => focusAfter === variantKey(combination);

  if (chosenSoldOut) {
    if (!token) return <SignInToHear />;
    if (asked(selection)) return <WillEmail takeFocus={takesFocus(selection)} />;
    return (
      <Button
        variant="secondary"
        className="flex w-fit items-center gap-2"
        disabled={asking(selection) || alerts.isPending}
        onClick={(event) => askFor(selection, event)}
      >
        <BellRing aria-hidden="true" className="h-4 w-4" />
        {STOCK_ALERT_MESSAGES.button}
      </Button>
    );
  }

  return (
    <details className="rounded-lg border border-slate-200 px-4 py-3 text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">
        Sold out in the one you want? Get an email when it's back
      </summary>
      <div className="mt-3">
        {token ? (
          <ul className="flex flex-col gap-2">
            {others.map((combination) => {
              const words = combinationWords(product, combination);
              return (
                <li
                  key={variantKey(combination)}
                  className="flex flex-wrap items-center justify-between gap-2"
                >
                  <span className="text-slate-700">{words}</span>
                  {asked(combination) ? (
                    <WillEmail takeFocus={takesFocus(combination)} />
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Notify me when ${words} is back`}
                      disabled={asking(combination) || alerts.isPending}
                      onClick={(event) => askFor(combination, event)}
                    >
                      Notify me
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <SignInToHear />
        )}
      </div>
    </details>
  );
}
