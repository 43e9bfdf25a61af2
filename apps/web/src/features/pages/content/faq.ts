// Questions and answers of the FAQ page, in the six groups of docs/product.md#pages-static. The promises in them are
// worded from the shop settings (lib/promise-words.ts, lib/shipping-words.ts; docs/decisions/036).
import { returnsPolicy } from '../../../lib/promise-words.ts';
import { freeOver } from '../../../lib/shipping-words.ts';

export interface FaqGroup {
  title: string;
  items: { question: string; answer: string }[];
}

/** The groups, built when the page renders, from the shop settings it was given. */
export function faqGroups(): FaqGroup[] {
  return [
    {
      title: 'Getting Started',
      items: [
        {
          question: 'Do I need an account to shop?',
          answer:
            'You can browse, search and read reviews without one. To keep a wishlist, use the cart and place orders, sign up with your email or Google account.',
        },
        {
          question: 'How do I find a product?',
          answer:
            'Type in the search box at the top: it suggests products as you type and forgives small typos. You can also open a category and filter by subcategory, brand and price.',
        },
      ],
    },
    {
      title: 'Orders & Pricing',
      items: [
        {
          question: 'Which currency are prices in?',
          answer:
            'All prices are in Indian rupees (₹) and include taxes. The price you see at checkout is the price you pay.',
        },
        {
          question: 'How do I pay?',
          answer:
            'Pay online by card, UPI or net banking through our secure payment partner, or choose cash on delivery.',
        },
        {
          question: 'Can I cancel an order?',
          answer:
            'Yes, until it is delivered. Open the order under My Orders and choose Cancel. Online payments are refunded to the original method.',
        },
      ],
    },
    {
      title: 'Shipping & Delivery',
      items: [
        {
          question: 'How long does delivery take?',
          answer:
            'Orders are processed in 1-3 business days. Domestic delivery takes 7-12 business days; international delivery 10-20 business days.',
        },
        {
          question: 'Is shipping free?',
          answer: `Shipping is ${freeOver()}. Below that, you pay the shipping shown on each product page, and most products ship free. Any shipping cost is shown before you pay.`,
        },
        {
          question: 'How do I track my order?',
          answer: 'Every order has a tracking timeline under My Orders, from Order Placed to Delivered.',
        },
      ],
    },
    {
      title: 'Returns & Refunds',
      items: [
        {
          question: 'What can I return?',
          answer: returnsPolicy(),
        },
        {
          question: 'When will I get my refund?',
          answer:
            'Refunds reach your original payment method within 5-10 business days of the return being accepted.',
        },
      ],
    },
    {
      title: 'Privacy & Data',
      items: [
        {
          question: 'What do you do with my data?',
          answer:
            'We use your details only to run your account and deliver your orders. We never sell them. See our Privacy Policy for the details.',
        },
        {
          question: 'Are my payments secure?',
          answer: 'Card and UPI details are handled by our payment partner and never stored on our servers.',
        },
      ],
    },
    {
      title: 'Account & Legal',
      items: [
        {
          question: 'Who can buy from the shop?',
          answer: 'Anyone aged 18 or over, or the age of majority where they live.',
        },
        {
          question: 'How do I change my password or address?',
          answer:
            'Open My Profile: the Addresses tab holds your delivery addresses and the Security tab your password and login alerts.',
        },
      ],
    },
  ];
}
