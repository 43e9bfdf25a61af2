// Returns and refunds (docs/product.md#pages-static): one window from delivery (RETURN_WINDOW_DAYS) for unused items for any
// reason and for damaged, defective or wrong ones with shipping refunded (docs/decisions/036); refunds in 5-10 business
// days; support replies within 2 business days.
import { returnsForAnyReason, returnsOfFaults } from '../../../lib/promise-words.ts';
import { shopConfig } from '../../../lib/shop-config.ts';
import { Bullets, Section, StaticPage } from './static-page.tsx';

export function ReturnsPage() {
  return (
    <StaticPage
      title="Returns & Refunds"
      intro="Changed your mind, or something is wrong with your order? Send it back."
    >
      <Section title="What can be returned">
        <Bullets
          items={[
            returnsForAnyReason(),
            returnsOfFaults(),
            'The window ends at midnight (India time) on its last day; each delivered order shows the date.',
          ]}
        />
      </Section>
      <Section title="How to return">
        <p>
          Open the order under My Orders and choose Request Return/Refund, or write to{' '}
          {shopConfig.supportEmail} with your order number (and photos, if something is wrong). Our support
          team replies within 2 business days.
        </p>
      </Section>
      <Section title="Refunds">
        <p>
          Once the return is accepted, the refund reaches your original payment method within 5-10 business
          days. Cash on delivery orders are refunded to a bank account or UPI ID you give us.
        </p>
      </Section>
    </StaticPage>
  );
}
