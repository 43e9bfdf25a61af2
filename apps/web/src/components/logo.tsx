import { Link } from 'react-router';
import { shopConfig } from '../lib/shop-config.ts';

export function Logo() {
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 text-xl font-extrabold tracking-tight text-slate-900"
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-8 w-8">
        <rect width="64" height="64" rx="14" fill="#c2410c" />
        <path d="M18 24h28l-3 24H21z" fill="#fff" />
        <path d="M25 24c0-6 3-10 7-10s7 4 7 10" stroke="#fff" strokeWidth="4" fill="none" />
      </svg>
      <span>{shopConfig.name}</span>
    </Link>
  );
}
