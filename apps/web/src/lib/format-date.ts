// Moved to lib/format.ts with the shop's other formats. Kept while features/orders, being edited elsewhere,
// still imports it from here; delete once it imports lib/format.ts.
export { formatDate, formatDateTime } from './format.ts';
