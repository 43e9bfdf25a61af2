// The frame of every page: skip link, header, the page, footer.
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { BelowTheFold } from '../components/below-the-fold.tsx';
import { Footer } from './layout/footer.tsx';
import { Header } from './layout/header.tsx';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      {navigation.state === 'loading' && (
        <div
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-600"
          role="progressbar"
          aria-label="Loading page"
        />
      )}
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <BelowTheFold>
        <Footer />
      </BelowTheFold>
      <ScrollRestoration />
    </div>
  );
}
