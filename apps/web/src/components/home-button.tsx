import { Link } from 'react-router';
import { buttonClasses } from './ui/button.tsx';

/** The prominent 'Back to Home' button of dead ends (not found, coming soon). */
export function HomeButton() {
  return (
    <Link to="/" className={buttonClasses({ className: 'mt-8 inline-block' })}>
      Back to Home
    </Link>
  );
}
