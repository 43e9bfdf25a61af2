// Terms (docs/product.md#pages-static): static text; the original's placeholders for currency and return days are filled in
// from the shop's settings (docs/decisions/006, 036).
import { returnsPolicy } from '../../../lib/promise-words.ts';
import { shopConfig } from '../../../lib/shop-config.ts';
import { Bullets, Section, StaticPage } from './static-page.tsx';

export function TermsPage() {
  return (
    <StaticPage
      title="Terms & Conditions"
      intro={`These terms apply whenever you browse or buy from ${shopConfig.name}.`}
    >
      <Section title="Who may buy">
        <p>You must be 18 or over, or the age of majority where you live, to place an order.</p>
      </Section>
      <Section title="Prices and payment">
        <Bullets
          items={[
            'All prices are in Indian rupees (INR, ₹) and include applicable taxes.',
            'The price charged is the one shown at checkout; we confirm every price on our side before taking payment.',
            'You can pay online through our payment partner or in cash on delivery.',
          ]}
        />
      </Section>
      <Section title="Orders">
        <p>
          An order is accepted once you see its confirmation. We may cancel an order if an item turns out to
          be out of stock; any payment is then refunded in full. You may cancel an order until it is
          delivered.
        </p>
      </Section>
      <Section title="Returns">
        <p>{returnsPolicy()} See the Returns & Refunds page for how.</p>
      </Section>
      <Section title="Your account">
        <p>Keep your password private; you are responsible for orders placed from your account.</p>
      </Section>
      <Section title="Contact">
        <p>
          Questions about these terms: {shopConfig.supportEmail} or {shopConfig.supportPhone}.
        </p>
      </Section>
    </StaticPage>
  );
}
