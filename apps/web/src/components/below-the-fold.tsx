// Content below a phone's first screen on a server-rendered page (docs/decisions/024-server-rendering.md): the
// server renders it with the rest, and the browser hydrates it in a pass of its own after the page's first screen
// has come alive. A Suspense boundary is what makes React do so; nothing inside it suspends.
import { type ReactNode, Suspense } from 'react';

export function BelowTheFold({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
