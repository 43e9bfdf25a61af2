// Shoppers' return requests as the shop sees them (docs/decisions/012, 014). A request is answered by moving the
// order on (admin-orders.service closes it then); one the shop turns down is closed here, by hand.
import {
  ADMIN_ORDER_MESSAGES,
  type AdminReturnHandledResponse,
  type AdminReturnList,
  type AdminReturnListQuery,
} from '@shop/shared/admin-orders.schemas';
import { idSchema } from '@shop/shared/common.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageFigures, pageOffset } from '../../lib/paging.ts';
import { recordAudit } from '../admin/audit.repository.ts';
import { toReturnItem } from './admin-orders.shapes.ts';
import * as repository from './returns.repository.ts';

export async function listReturns(db: Db, query: AdminReturnListQuery): Promise<AdminReturnList> {
  const { returns, total } = await repository.listReturns(
    db,
    query.open,
    pageOffset(query.page, query.limit),
    query.limit,
  );
  return {
    returns: returns.map(toReturnItem),
    ...pageFigures(total, query.page, query.limit),
  };
}

/** Closes an open request (audited); one already closed stays as it was and answers the same. */
export async function markReturnHandled(
  db: Db,
  adminId: string,
  orderId: string,
): Promise<AdminReturnHandledResponse> {
  if (!idSchema.safeParse(orderId).success)
    throw new AppError('NOT_FOUND', ADMIN_ORDER_MESSAGES.returnNotFound);
  return db.transaction().execute(async (trx) => {
    const closed = await repository.markHandled(trx, orderId);
    const found = await repository.findReturn(trx, orderId);
    if (!found) throw new AppError('NOT_FOUND', ADMIN_ORDER_MESSAGES.returnNotFound);
    const returnRequest = toReturnItem(found);
    if (closed) {
      await recordAudit(trx, {
        actorId: adminId,
        action: 'order.return-handled',
        entity: 'order',
        entityId: orderId,
        before: { handled: false },
        after: { handled: true, handledAt: returnRequest.handledAt },
      });
    }
    return { message: ADMIN_ORDER_MESSAGES.returnHandled, returnRequest };
  });
}
