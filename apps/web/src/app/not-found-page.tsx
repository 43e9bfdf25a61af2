import { HomeButton } from '../components/home-button.tsx';
import { PageTitle } from '../components/page-title.tsx';

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <PageTitle title="Page not found" />
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <HomeButton />
    </section>
  );
}
