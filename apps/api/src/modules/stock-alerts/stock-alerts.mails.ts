// The "back in stock" mail of a shopper's "notify me" request (docs/decisions/037-variants.md, "Notify me").
import { variantLabel } from '@shop/shared/variants';
import type { OutgoingMail } from '../../adapters/mailer.ts';
import { renderMail } from '../../lib/mail-layout.ts';

export interface BackInStockMail {
  shopName: string;
  to: string;
  firstName: string;
  productName: string;
  /** The combination asked about (empty for a product with one stock for all its options). */
  selection: Record<string, string>;
  /** The product's options, so the combination is named in their order. */
  filters: readonly { name: string }[];
  /** The product page, absolute. */
  url: string;
}

export function backInStockMail(mail: BackInStockMail): OutgoingMail {
  const item = variantLabel(mail.productName, mail.selection, mail.filters);
  return {
    to: mail.to,
    subject: `${item} is back in stock`,
    ...renderMail({
      shopName: mail.shopName,
      heading: `Hello ${mail.firstName}, ${item} is back in stock`,
      paragraphs: [
        'You asked us to tell you when it came back, and it just has. It is not held for you, so order soon if ' +
          'you still want it.',
        'This was your one mail about it. To hear about it again, ask once more on its page.',
      ],
      link: { label: 'See it in the shop', url: mail.url },
    }),
  };
}
