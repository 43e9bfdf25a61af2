// Order statuses on the wire, their labels, and the tracking timeline (docs/product.md#orders-statuses, docs/product.md#orders-timeline).

export const ORDER_STATUSES = [
  'processing',
  'shipped',
  'out of delivery',
  'delivered',
  'cancelled',
  'return accepted',
  'returned',
  'refund accepted',
  'refunded',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const STATUS_TIMESTAMP_FIELDS = {
  processing: 'processedAt',
  shipped: 'shippedAt',
  'out of delivery': 'outForDeliveryAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
  'return accepted': 'returnAcceptedAt',
  returned: 'returnedAt',
  'refund accepted': 'refundAcceptedAt',
  refunded: 'refundedAt',
} as const satisfies Record<OrderStatus, string>;

export type StatusTimestampField = (typeof STATUS_TIMESTAMP_FIELDS)[OrderStatus];
export type StatusTimestamps = Partial<Record<StatusTimestampField, string | null>>;

export const STATUS_LABELS: Record<OrderStatus, string> = {
  processing: 'Order Placed',
  shipped: 'Shipped',
  'out of delivery': 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  'return accepted': 'Return Accepted',
  returned: 'Returned',
  'refund accepted': 'Refund Accepted',
  refunded: 'Refunded',
};

/** The moves the shop and the customer may make; every other move is refused (docs/product.md#orders-statuses). */
export const ALLOWED_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  processing: ['shipped', 'cancelled'],
  shipped: ['out of delivery', 'cancelled'],
  'out of delivery': ['delivered', 'cancelled'],
  delivered: ['return accepted'],
  'return accepted': ['returned'],
  returned: ['refund accepted'],
  'refund accepted': ['refunded'],
  refunded: [],
  cancelled: [],
};

/**
 * Orders whose sale was undone or is being undone: they bring no revenue and no margin to the dashboard
 * (docs/decisions/028-delivery-estimates-and-margins.md) nor to a promotion's report (docs/decisions/038-promotions.md).
 */
export const UNCOUNTED_STATUSES: readonly OrderStatus[] = [
  'cancelled',
  'return accepted',
  'returned',
  'refund accepted',
  'refunded',
];

/** True for the nine wire values; a stored status outside them (old data) can move nowhere. */
export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

/** Statuses for which the customer may still cancel (docs/product.md#orders-actions). */
export function isCancellable(status: string): boolean {
  return !['delivered', 'cancelled', 'returned', 'refunded', 'refund accepted', 'return accepted'].includes(
    status,
  );
}

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  completed: boolean;
  /** ISO time of the step, the creation date for reached steps without one, or null ('Pending'). */
  at: string | null;
  /** For the single cancelled step: the reason or 'N/A'. */
  note?: string;
}

export interface TimelineOrder {
  orderStatus: string;
  createdAt: string;
  cancelReason?: string | null;
  statusTimestamps?: StatusTimestamps | null;
}

const NORMAL_PATH: readonly OrderStatus[] = ['processing', 'shipped', 'out of delivery', 'delivered'];

export function orderTimeline(order: TimelineOrder): TimelineStep[] {
  const stamps = order.statusTimestamps ?? {};
  const stampOf = (status: OrderStatus) => stamps[STATUS_TIMESTAMP_FIELDS[status]] ?? null;
  if (order.orderStatus === 'cancelled') {
    const reason = order.cancelReason?.trim();
    return [
      {
        status: 'cancelled',
        label: STATUS_LABELS.cancelled,
        completed: true,
        at: stampOf('cancelled') ?? order.createdAt,
        note: reason ? reason : 'N/A',
      },
    ];
  }
  const path: OrderStatus[] = [...NORMAL_PATH];
  if (order.orderStatus === 'return accepted' || order.orderStatus === 'returned') {
    path.push('return accepted', 'returned');
  } else if (order.orderStatus === 'refund accepted' || order.orderStatus === 'refunded') {
    path.push('refund accepted', 'refunded');
  }
  const reached = path.indexOf(order.orderStatus as OrderStatus);
  return path.map((status, index) => {
    const completed = index <= reached;
    return {
      status,
      label: STATUS_LABELS[status],
      completed,
      at: stampOf(status) ?? (completed ? order.createdAt : null),
    };
  });
}
