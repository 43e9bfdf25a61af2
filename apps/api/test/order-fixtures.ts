// The shopper details every test, the crash run and the checkout benchmark put on an order (the browser tests'
// home address too), and the statuses an order is moved through. No imports of the app, so load generators and
// the browser tests can use them without building it.
import type { OrderStatus } from '@shop/shared/order-status';

export const personalInfo = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' };
export const shippingInfo = {
  type: 'Home',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  phone: '+919876543210',
};

/** The shop's moves of a placed order all the way through delivery, return and refund, in order. */
export const STEPS_TO_REFUND: readonly OrderStatus[] = [
  'shipped',
  'out of delivery',
  'delivered',
  'return accepted',
  'returned',
  'refund accepted',
  'refunded',
];
