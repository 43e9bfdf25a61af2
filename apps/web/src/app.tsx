// Placeholder shell until the web app shell issue lands: proves the build is served and the API answers.
import { CATEGORIES } from '@shop/shared/categories';
import { useEffect, useState } from 'react';

export function App() {
  const [total, setTotal] = useState<number | null>(null);
  useEffect(() => {
    fetch('/api/products?limit=1')
      .then((response) => response.json())
      .then((body: { total?: number }) => setTotal(body.total ?? null))
      .catch(() => setTotal(null));
  }, []);
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '3rem auto', padding: '0 1rem' }}
    >
      <h1>Our shop is opening soon</h1>
      <p>
        {total === null
          ? 'Loading the catalogue…'
          : `${total} products across ${CATEGORIES.length} categories.`}
      </p>
      <ul>
        {CATEGORIES.map((category) => (
          <li key={category}>{category}</li>
        ))}
      </ul>
    </main>
  );
}
