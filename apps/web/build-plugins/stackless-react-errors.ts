// React's browser build creates five Error objects when its module loads: markers it throws and catches inside
// itself (suspending, hydration mismatches), compared by identity and never shown. In a browser with DevTools
// attached, which is how Lighthouse and PageSpeed measure a page, creating an Error makes V8 re-read the whole
// function that is running to find the line and column of each caller; for react-dom that function is its
// 200 KB module, 35 to 45 ms of main-thread time in one task at start-up. Shoppers' browsers do not pay it
// (0.1 to 0.3 ms without DevTools), but the page's measured blocking time does. This plugin makes those five
// markers without a captured stack: same message, same prototype, same identity for React's comparisons.
// Measured before and after in bench/results/2026-11-24-server-rendering.md ("The errors React makes at load").
import type { Plugin } from 'vite';

const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/** `NameException = Error(formatProdErrorMessage(460))`: the markers, by the names React gives them. */
const MARKER = /\b(\w+Exception) = Error\(formatProdErrorMessage\((\d+)\)\)/g;

/** The markers react-dom 19.3 creates at load; a React upgrade that changes them stops the build here. */
export const EXPECTED_MARKERS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
];

const HELPER = `
function stacklessError$(message) {
  return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } });
}
`;

/** The module's code with every marker made by `stacklessError$`; throws when the markers are not the expected ones. */
export function withStacklessMarkers(code: string): string {
  const found: string[] = [];
  const out = code.replace(MARKER, (_whole, name: string, errorCode: string) => {
    found.push(name);
    return `${name} = stacklessError$(formatProdErrorMessage(${errorCode}))`;
  });
  if (found.join() !== EXPECTED_MARKERS.join()) {
    throw new Error(
      `react-dom's load-time error markers changed (found ${found.join(', ') || 'none'}); ` +
        'check apps/web/build-plugins/stackless-react-errors.ts against the new react-dom before building',
    );
  }
  return out + HELPER;
}

/** Vite plugin: applies `withStacklessMarkers` to react-dom's production client build. */
export function stacklessReactErrors(): Plugin {
  return {
    name: 'stackless-react-errors',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      return { code: withStacklessMarkers(code), map: null };
    },
  };
}
