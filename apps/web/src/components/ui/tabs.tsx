// The shop's tabs on Radix (STYLE 14), in two looks: underlined sections of a page (product, profile) and a
// row of pills that switch a list (the home page's categories). Radix gives the arrow keys and the roles.
import * as RadixTabs from '@radix-ui/react-tabs';
import { type ComponentPropsWithoutRef, createContext, useContext } from 'react';
import { cn } from '../../lib/cn.ts';

type TabsLook = 'underline' | 'pills';

const LookContext = createContext<TabsLook>('underline');

const LISTS = { underline: 'flex gap-2 border-b border-slate-200', pills: 'flex gap-2' } as const;

const TRIGGERS = {
  underline:
    'border-b-2 px-4 py-3 text-sm font-semibold data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 data-[state=inactive]:border-transparent data-[state=inactive]:text-slate-600 hover:text-brand-700',
  pills:
    'whitespace-nowrap rounded-full border px-4 py-2 text-sm font-medium data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white data-[state=inactive]:border-slate-300 data-[state=inactive]:bg-white data-[state=inactive]:text-slate-700 data-[state=inactive]:hover:border-brand-600',
} as const;

export function Tabs({
  look = 'underline',
  ...props
}: ComponentPropsWithoutRef<typeof RadixTabs.Root> & { look?: TabsLook }) {
  return (
    <LookContext.Provider value={look}>
      <RadixTabs.Root {...props} />
    </LookContext.Provider>
  );
}

export function TabsList({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cn(LISTS[useContext(LookContext)], className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={cn(TRIGGERS[useContext(LookContext)], className)} {...props} />;
}

export const TabsContent = RadixTabs.Content;
