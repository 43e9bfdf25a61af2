// Shipping policy (docs/product.md#pages-static): processing 1-3 business days, domestic 7-12, international 10-20, free
// standard shipping on most products, and the shop's shipping rule (docs/decisions/023).
import { freeOver } from '../../../lib/shipping-words.ts';
import { Bullets, Section, StaticPage } from './static-page.tsx';

export function ShippingPage() {
  return (
    <StaticPage title="Shipping Policy" intro="How and when your order reaches you.">
      <Section title="Processing">
        <p>Orders are processed within 1-3 business days of being placed.</p>
      </Section>
      <Section title="Delivery times">
        <Bullets
          items={[
            'Domestic delivery within India: 7-12 business days.',
            'International delivery: 10-20 business days.',
            'Every order can be tracked under My Orders.',
          ]}
        />
      </Section>
      <Section title="Shipping costs">
        <p>
          Shipping is {freeOver()}. Below that, you pay the shipping shown on each product page, and most
          products ship free; if several products in one order carry the same shipping amount, it is charged
          once. The cart and checkout show the shipping before you pay.
        </p>
      </Section>
      <Section title="Delivery problems">
        <p>If your parcel is late or arrives damaged, contact us and we will put it right.</p>
      </Section>
    </StaticPage>
  );
}
