// The line under the sign-in and sign-up forms that offers the other one ("New here? Create an account").
import { Button } from '../../../components/ui/button.tsx';

export function SwitchForm({
  question,
  action,
  onSwitch,
}: {
  question: string;
  action: string;
  onSwitch: () => void;
}) {
  return (
    <p className="text-center text-sm text-slate-600">
      {question}{' '}
      <Button onClick={onSwitch} variant="link">
        {action}
      </Button>
    </p>
  );
}
