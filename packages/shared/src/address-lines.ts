// How a delivery address reads, the same on the order page, the admin's order, and the order mails
// (docs/decisions/036-checkout-for-india.md): the recipient, the street, the landmark, "City, State PIN", and the
// mobile grouped as Indians read it.
import { formatPhone } from './phone.ts';

export interface DeliveryAddress {
  fullName: string;
  address: string;
  landmark: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string;
}

/** The address's lines after the recipient's name, in reading order; an empty landmark leaves no line. */
export function deliveryAddressLines(ship: DeliveryAddress): string[] {
  return [
    ship.address,
    ...(ship.landmark ? [`Landmark: ${ship.landmark}`] : []),
    `${ship.city}, ${ship.state} ${ship.postalCode}`,
    ship.country,
    `Phone: ${formatPhone(ship.phone)}`,
  ];
}

/** The whole address on one line, for a mail's text part: "Asha Rao, 12 MG Road, …, Phone: +91 98765 43210". */
export function deliveryAddressText(ship: DeliveryAddress): string {
  return [ship.fullName, ...deliveryAddressLines(ship)].join(', ');
}
