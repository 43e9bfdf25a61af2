// FAQ (docs/product.md#pages-static): an accordion in six groups, and contact by email.
import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { shopConfig } from '../../../lib/shop-config.ts';
import { FAQ_GROUPS } from '../content/faq.ts';
import { StaticPage } from './static-page.tsx';

export function FaqPage() {
  return (
    <StaticPage
      title="Frequently Asked Questions"
      intro="Quick answers about shopping, delivery, returns and your account."
    >
      {FAQ_GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`faq-${group.title}`}>
          <h2 id={`faq-${group.title}`} className="text-xl font-bold text-slate-900">
            {group.title}
          </h2>
          <Accordion.Root
            type="single"
            collapsible
            className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200"
          >
            {group.items.map((item) => (
              <Accordion.Item key={item.question} value={item.question}>
                <Accordion.Header>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-medium text-slate-900 hover:bg-slate-50">
                    {item.question}
                    <ChevronDown
                      aria-hidden="true"
                      className="h-4 w-4 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className="px-4 pb-4 text-slate-600">{item.answer}</Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
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
