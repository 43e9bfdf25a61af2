// FAQ (docs/product.md#pages-static): an accordion in six groups, and contact by email.
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { shopConfig } from '../../../lib/shop-config.ts';
import { type FaqGroup, faqGroups } from '../content/faq.ts';
import { StaticPage } from './static-page.tsx';

export function FaqPage() {
  return (
    <StaticPage
      title="Frequently Asked Questions"
      intro="Quick answers about shopping, delivery, returns and your account."
    >
      {faqGroups().map((group) => (
        <section key={group.title} aria-labelledby={`faq-${group.title}`}>
          <h2 id={`faq-${group.title}`} className="text-xl font-bold text-slate-900">
            {group.title}
          </h2>
          <Answers items={group.items} />
        </section>
      ))}
      <p>
        Still have a question? Email us at{' '}
        <a href={`mailto:${shopConfig.supportEmail}`} className="font-semibold text-brand-700 underline">
          {shopConfig.supportEmail}
        </a>{' '}
        and we will reply within 2 business days.
      </p>
    </StaticPage>
  );
}

/**
 * One group's questions, the WAI-ARIA accordion pattern: each question is a button that shows or hides its answer,
 * and opening one closes the one open before. Our own rather than Radix's: Radix's closed panels set state as
 * the server's page is first put on screen (docs/decisions/024-server-rendering.md).
 */
function Answers({ items }: { items: FaqGroup['items'] }) {
  const [open, setOpen] = useState<string | null>(null);
  const idBase = useId();
  return (
    <div className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
      {items.map((item, index) => {
        const expanded = open === item.question;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={`${idBase}-q${index}`}
                aria-expanded={expanded}
                aria-controls={`${idBase}-a${index}`}
                onClick={() => setOpen(expanded ? null : item.question)}
                className="group flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-medium text-slate-900 hover:bg-slate-50"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="h-4 w-4 shrink-0 transition-transform group-aria-expanded:rotate-180"
                />
              </button>
            </h3>
            <section
              id={`${idBase}-a${index}`}
              aria-labelledby={`${idBase}-q${index}`}
              hidden={!expanded}
              className="px-4 pb-4 text-slate-600"
            >
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}
