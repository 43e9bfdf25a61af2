// Stands in for a page whose issue has not landed yet, saying so plainly.

import { useMatches } from 'react-router';
import { HomeButton } from '../components/home-button.tsx';
import { PageTitle } from '../components/page-title.tsx';

interface ComingSoonHandle {
  title: string;
  issue: string;
}

export function ComingSoonPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as ComingSoonHandle | undefined;
  const title = handle?.title ?? 'Coming soon';
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <PageTitle title={title} />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">
        This page is being built{handle ? ` with the ${handle.issue} work` : ''}. Thank you for your patience.
      </p>
      <HomeButton />
    </section>
  );
}
