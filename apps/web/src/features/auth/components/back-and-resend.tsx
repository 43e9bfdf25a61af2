// The foot of a form that waits for a mailed code (sign-up, forgot password): back a step, or send a new code.
import { Button } from '../../../components/ui/button.tsx';

export function BackAndResend({
  backLabel,
  onBack,
  resending,
  onResend,
}: {
  backLabel: string;
  onBack: () => void;
  resending: boolean;
  onResend: () => void;
}) {
  return (
    <div className="flex justify-between text-sm">
      <button type="button" onClick={onBack} className="font-semibold text-slate-600 hover:underline">
        {backLabel}
      </button>
      <Button disabled={resending} onClick={onResend} variant="link">
        Send a new code
      </Button>
    </div>
  );
}
