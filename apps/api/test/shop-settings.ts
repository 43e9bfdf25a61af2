// Settings a test turns on by environment, written once: a GST-registered shop (docs/decisions/029-gst-tax-invoices.md).

/** A shop registered for GST in Karnataka (state code 29): tax invoices on, with these details on them. */
export const GST_ENV = {
  SHOP_LEGAL_NAME: 'ShopNest Retail Private Limited',
  SHOP_GSTIN: '29ABCDE1234F1ZW',
  SHOP_ADDRESS: '4 Residency Road, Bengaluru 560025',
  SHOP_STATE: 'Karnataka',
};
