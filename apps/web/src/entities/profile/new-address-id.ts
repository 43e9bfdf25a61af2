/** An address id made in the browser from the time plus a random part (docs/product.md#accounts-profile). */
export function newAddressId(): string {
  const random = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return `${Date.now().toString(36)}${random.toString(36)}`;
}
