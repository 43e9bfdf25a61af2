// The shop's tabs, in two looks: underlined sections of a page (product, profile) and a row of pills that switch a
// list (the home page's categories). They follow the WAI-ARIA tabs pattern: one tab stop for the row, the arrow
// keys (and Home, End) move along it and show the tab they reach, and only the shown panel is in the page.
//
// Written here rather than taken from Radix (docs/decisions/024-server-rendering.md): Radix's panel sets React
// state while the page's first render is being put on screen, which makes React run every effect of the page in
// that same long task. These tabs hold no state of their own beyond the chosen value.
import {
  type ComponentPropsWithoutRef,
  createContext,
  type KeyboardEvent,
  useContext,
  useId,
  useState,
} from 'react';
import { cn } from '../../lib/cn.ts';

type TabsLook = 'underline' | 'pills';

interface TabsState {
  value: string | undefined;
  select: (value: string) => void;
  /** The start of the tabs' and panels' element ids. */
  idBase: string;
  look: TabsLook;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('a tab or panel is outside <Tabs>');
  return tabs;
}

/** Element ids from a tab's value, which may hold spaces and '&' (a category's name). */
const tabId = (tabs: TabsState, value: string) => `${tabs.idBase}-tab-${value.replace(/[^\w-]/g, '_')}`;
const panelId = (tabs: TabsState, value: string) => `${tabs.idBase}-panel-${value.replace(/[^\w-]/g, '_')}`;

const LISTS = { underline: 'flex gap-2 border-b border-slate-200', pills: 'flex gap-2' } as const;

const TRIGGERS = {
  underline:
    'border-b-2 px-4 py-3 text-sm font-semibold data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 data-[state=inactive]:border-transparent data-[state=inactive]:text-slate-600 hover:text-brand-700',
  pills:
    'whitespace-nowrap rounded-full border px-4 py-2 text-sm font-medium data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white data-[state=inactive]:border-slate-300 data-[state=inactive]:bg-white data-[state=inactive]:text-slate-700 data-[state=inactive]:hover:border-brand-600',
} as const;

interface TabsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue'> {
  /** The shown tab, when the parent keeps it; otherwise the tabs keep it, starting from `defaultValue`. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  look?: TabsLook;
  /**
   * The start of the tabs' and panels' ids, for tabs rendered on the server: React's useId is drawn from the tree
   * around it, which the server's router and the browser's differ in, so after hydration a tab would name a panel
   * id the browser never gives it. One fixed name per page avoids that.
   */
  idBase?: string;
}

export function Tabs({
  value,
  defaultValue,
  onValueChange,
  look = 'underline',
  idBase: fixedIdBase,
  ...props
}: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const drawnIdBase = useId();
  const idBase = fixedIdBase ?? drawnIdBase;
  const state: TabsState = {
    value: value ?? own,
    select: (next) => {
      if (next === (value ?? own)) return;
      setOwn(next);
      onValueChange?.(next);
    },
    idBase,
    look,
  };
  return (
    <TabsContext.Provider value={state}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function TabsList({ className, onKeyDown, ...props }: ComponentPropsWithoutRef<'div'>) {
  const tabs = useTabs();
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const step = MOVES[event.key];
    if (!step || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const all = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    // Focusing the tab shows it (TabsTrigger's onFocus).
    all[step(at, all.length)]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(LISTS[tabs.look], className)}
      onKeyDown={move}
      {...props}
    />
  );
}

interface TriggerProps extends Omit<ComponentPropsWithoutRef<'button'>, 'value'> {
  value: string;
}

export function TabsTrigger({ value, className, onClick, onFocus, ...props }: TriggerProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs, value)}
      data-state={selected ? 'active' : 'inactive'}
      // One tab stop for the row: the shown tab's (the arrow keys move between them).
      tabIndex={selected ? 0 : -1}
      className={cn(TRIGGERS[tabs.look], className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        tabs.select(value);
      }}
      {...props}
    />
  );
}

interface ContentProps extends Omit<ComponentPropsWithoutRef<'div'>, 'value'> {
  value: string;
}

/** The panel of one tab; only the shown tab's panel is rendered. */
export function TabsContent({ value, ...props }: ContentProps) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs, value)}
      aria-labelledby={tabId(tabs, value)}
      data-state="active"
      // The tabs pattern: after the row of tabs, Tab reaches the panel itself, even one with no link or field.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is a stop in the tabs pattern
      tabIndex={0}
      {...props}
    />
  );
}
