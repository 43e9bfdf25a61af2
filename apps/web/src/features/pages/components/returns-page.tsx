// Returns and refunds (docs/product.md#pages-static): 7 days from receipt, only damaged, defective or incorrect items, no
// change-of-mind returns; refunds in 5-10 business days; support replies within 2 business days.
import { DAMAGE_REPORT_DAYS } from '@shop/shared/shop-policy';
import { shopConfig } from '../../../lib/shop-config.ts';
import { Bullets, Section, StaticPage } from './static-page.tsx';

export function ReturnsPage() {
  return (
    <StaticPage
      title="Returns & Refunds"
      intro="If something is wrong with your order, we will make it right."
    >
      <Section title="What can be returned">
        <Bullets
          items={[
            `Items that arrive damaged, defective or incorrect, reported within ${DAMAGE_REPORT_DAYS} days from receipt.`,
            'Change-of-mind returns are not accepted under this policy.',
          ]}
        />
      </Section>
      <Section title="How to return">
        <p>
          Open the order under My Orders and choose Request Return/Refund, or write to{' '}
          {shopConfig.supportEmail} with your order number and photos of the problem. Our support team replies
          within 2 business days.
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
