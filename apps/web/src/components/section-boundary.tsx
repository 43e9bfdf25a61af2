// Keeps one failing section from taking the page down (docs/product.md#pages-messages: 'Something went wrong. Please try again later.').
import { MESSAGES } from '@shop/shared/messages';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorState } from './error-state.tsx';

export function SectionBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallbackRender={({ resetErrorBoundary }) => (
        <ErrorState message={MESSAGES.sectionFailed} onRetry={resetErrorBoundary} />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
