// Every text of the spec that the shop shows or answers with, word for word (docs/product.md#pages-messages).

export const MESSAGES = {
  // Catalogue
  errorFetchingCategories: 'Error fetching categories',
  errorFetchingOffers: 'Error fetching offers',
  noOffersToday: 'No offers available today.',
  failedToFetchProducts: 'Failed to fetch products',
  failedToFetchFilters: 'Failed to fetch filters',
  errorFetchingProduct: 'Error fetching product',
  productNotFound: 'Product not found',
  noProductsFound: 'No products found',
  sectionFailed: 'Something went wrong. Please try again later.',
  errorFetchingPriceDetails: 'Error fetching price details',
  shareCopied: 'Product link copied to clipboard!',
  shareFailed: 'Failed to share product',

  // Server-side catalogue answers
  invalidProductId: 'Invalid product id',
  unknownCategory: 'Unknown category',
  invalidSelectedFilters: 'selectedFilters must be a JSON object of option name to chosen value',
  notFound: 'Not found',
  internalError: 'Something went wrong on our side. Please try again.',
  invalidRequest: 'Invalid request',

  // Wishlist and cart
  errorUpdatingWishlist: 'Error updating wishlist',
  errorAddingToCart: 'Error adding to cart',
  errorFetchingWishlist: 'Error fetching wishlist',
  errorRemovingFromWishlist: 'Error removing from wishlist',
  addedToWishlist: 'Product added to wishlist!',
  removedFromWishlist: 'Product removed from wishlist!',
  addedToCart: 'Product added to cart successfully!',
  failedToFetchCart: 'Failed to fetch cart',
  errorFetchingCart: 'Error fetching cart',
  failedToUpdateQuantity: 'Failed to update quantity',
  errorUpdatingQuantity: 'Error updating quantity',
  failedToRemoveItem: 'Failed to remove item',
  errorRemovingItem: 'Error removing item',
  cartEmptyTitle: 'Your cart is empty',
  cartEmptyText: 'Add some items to get started!',
  checkoutNeedsStock: 'Add in-stock items to proceed to checkout',

  // Reviews
  ratingRequired: 'Please select a rating between 1 and 5 stars',
  errorSubmittingReview: 'Error submitting review',
  errorDeletingReview: 'Error deleting review',
  reviewSubmitted: 'Review submitted successfully!',
  reviewUpdated: 'Review updated successfully!',
  reviewDeleted: 'Review deleted successfully!',

  // Checkout and orders
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  addressTypeRequired: 'Address type is required',
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  phoneRequired: 'Phone number is required',
  invalidPhone: 'Invalid phone number',
  selectDeliveryAddress: 'Please select a delivery address',
  errorPlacingOrder: 'Error placing order',
  errorCreatingOrderAfterPayment: 'Error creating order after payment',
  orderPlacedCod: 'Order placed successfully! Pay on delivery.',
  paymentSuccessful: 'Payment successful! Order placed.',
  paymentFailed: 'Payment failed. Please try again.',
  pricesChanged: 'Prices have changed. Please review your cart.',
  failedToLoadOrders: 'Failed to load orders. Please try again later.',
  failedToLoadOrder: 'Failed to load order details. Please try again later.',
  failedToCancelOrder: 'Failed to cancel order. Please try again later.',
  failedToReorder: 'Failed to reorder items. Please try again.',
  orderNotFoundTitle: 'Order not found',
  orderNotFoundText: 'The requested order does not exist.',
  orderCancelled: 'Order cancelled successfully',
  selectCancelReason: 'Please select a reason for cancellation.',
  specifyCancelReason: 'Please specify the reason for cancellation.',
  invalidSupportPhone: 'Invalid support phone number. Please contact support via another method.',
  noItemsToReorder: 'No items to reorder.',
  noInStockToReorder: 'No in-stock items available to reorder.',
  messageCopied: 'Message copied to clipboard!',
  copyManually: 'Please select and copy the message manually.',

  // Auth and profile
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  otpFailed: 'OTP verification failed',
  networkError: 'An error occurred. Please try again.',
  accountExists:
    'An account with this email already exists. Please sign in with your password or use a different email.',
  googleAuthFailed: 'Google authentication failed. Please try again or use email/password login.',
  authFailed: 'An error occurred during authentication. Please try again.',
  passwordsDoNotMatch: 'Passwords do not match',
  errorFetchingUserData: 'Error fetching user data',
  errorSavingAddress: 'Error saving new address',
  failedToLoadProfile: 'Failed to load profile data',
  failedToUpdateProfile: 'Failed to update profile',
  failedToAddAddress: 'Failed to add address',
  failedToDeleteAddress: 'Failed to delete address',
  failedToChangePassword: 'Failed to change password',
  failedToUpdateSettings: 'Failed to update settings',
  fillAddressFields: 'Please fill in all required address fields',
  allPasswordFieldsRequired: 'All password fields are required',
  newPasswordsDoNotMatch: 'New password and confirm password do not match',
  newPasswordTooShort: 'New password must be at least 6 characters long',
  profileUpdated: 'Profile updated successfully',
  addressAdded: 'Address added successfully',
  addressDeleted: 'Address deleted successfully',
  passwordChanged: 'Password changed successfully',
  settingsUpdated: 'Settings updated successfully',
} as const;

/** 'Cannot add more {product} . Only {n} in stock.' (docs/product.md#cart-lines; the space before the dot is the spec's). */
export function cannotAddMore(product: string, inStock: number): string {
  return `Cannot add more ${product} . Only ${inStock} in stock.`;
}

/** 'Some items are out of stock or have insufficient stock: {names}.' (docs/product.md#orders-actions). */
export function insufficientStock(names: readonly string[]): string {
  return `Some items are out of stock or have insufficient stock: ${names.join(', ')}.`;
}

/** 'Please log in to ...' toast (docs/product.md#accounts-access) for an action such as 'add items to your cart'. */
export function pleaseLogIn(action: string): string {
  return `Please log in to ${action}`;
}
