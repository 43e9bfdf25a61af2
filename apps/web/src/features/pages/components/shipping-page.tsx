// Shipping policy (spec §2, §9): processing 1-3 business days, domestic 7-12, international 10-20, free
// standard shipping on most products.
import { formatRupees, toRupees } from '@shop/shared/money';
import { FREE_SHIPPING_OVER } from '@shop/shared/shop-policy';
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
          Free standard shipping on most products, and on every order over{' '}
          {formatRupees(toRupees(FREE_SHIPPING_OVER))}. Where a product carries a shipping cost, it is shown
          on the product page and at checkout before you pay.
        </p>
      </Section>
      <Section title="Delivery problems">
        <p>If your parcel is late or arrives damaged, contact us and we will put it right.</p>
      </Section>
    </StaticPage>
  );
}
