// The shopper details every test, the crash run and the checkout benchmark put on an order. No imports of the
// app, so load generators can use them without building it.
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
