// A failed load: the message and, when given, a Retry button.
import { AlertTriangle } from 'lucide-react';

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center"
    >
      <AlertTriangle aria-hidden="true" className="h-6 w-6 text-red-700" />
      <p className="font-medium text-red-800">{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-100"
        >
          Retry
        </button>
      )}
    </div>
  );
}
