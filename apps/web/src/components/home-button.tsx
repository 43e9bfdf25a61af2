import { Link } from 'react-router';

/** The prominent 'Back to Home' button of dead ends (not found, coming soon). */
export function HomeButton() {
  return (
    <Link
      to="/"
      className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
    >
      Back to Home
    </Link>
  );
}
