// The footer's newsletter sign-up.
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSubscribe } from '../api/subscribe.ts';

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const id = useId();
  const mutation = useSubscribe();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(email, {
      onSuccess: (result) => {
        toast.success(result.message);
        setEmail('');
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not subscribe. Please try again.')),
    });
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm text-slate-300">
        Get deals and new arrivals in your inbox.
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 text-sm text-white placeholder:text-slate-400"
        />
        <Button type="submit" disabled={mutation.isPending} size="sm" className="h-10">
          Subscribe
        </Button>
      </div>
    </form>
  );
}
