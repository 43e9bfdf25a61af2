// Saved for later (docs/decisions/039-phone-shopper-second-walk.md, docs/product.md#cart-saved): a cart line moved
// aside, kept on the account. Moving it there takes it out of the cart in the same transaction, within the
// per-account cap; moving it back adds it to the cart as an add does (within the stock and the unit cap, refused in
// the cart's words), and leaves it saved when that is refused.
import { canonicalSelection, selectionProblem } from '@shop/shared/pricing';
import {
  SAVED_FOR_LATER_MESSAGES,
  type SavedForLater,
  type SavedForLaterChange,
  type SavedLineRequest,
  tooManySavedForLater,
} from '@shop/shared/saved-for-later.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findProduct } from '../catalog/catalog.repository.ts';
import * as cartRepository from './cart.repository.ts';
import { getCart, increaseRefused, toCartItem } from './cart.service.ts';
import * as repository from './saved-for-later.repository.ts';

export interface SavedForLaterLimits {
  /** Units of one product in one cart line (MAX_UNITS_PER_PRODUCT, docs/decisions/017). */
  maxUnitsPerProduct: number;
  /** Saved lines one account may keep (SAVED_FOR_LATER_PER_ACCOUNT). */
  savedForLaterPerAccount: number;
}

/** The saved lines of products still on sale, newest first, priced from the product now as cart lines are. */
export async function getSaved(db: Db, userId: string): Promise<SavedForLater> {
  const lines = await repository.listSaved(db, userId);
  return { items: lines.map((line) => ({ ...toCartItem(line), savedAt: line.savedAt.toISOString() })) };
}

async function change(db: Db, userId: string, message: string): Promise<SavedForLaterChange> {
  const [cart, saved] = await Promise.all([getCart(db, userId), getSaved(db, userId)]);
  return { message, cart, saved };
}

/**
 * Moves a cart line to Saved for later with its quantity. A line already saved (a second tap, another tab) answers
 * as the first did; one in neither list is 404; a new one past the cap is 409 and stays in the cart.
 */
export async function saveForLater(
  db: Db,
  userId: string,
  request: SavedLineRequest,
  limits: SavedForLaterLimits,
): Promise<SavedForLaterChange> {
  const product = await findProduct(db, request.productId);
  if (!product) throw new AppError('NOT_FOUND', SAVED_FOR_LATER_MESSAGES.notInCart);
  const line = {
    userId,
    productId: product.id,
    filters: canonicalSelection(product.filters, request.filters),
  };
  await db.transaction().execute(async (trx) => {
    // The account first: one shopper's saves are counted against the cap one after the other.
    await repository.lockAccount(trx, userId);
    const taken = await cartRepository.takeLine(trx, line, request.filters);
    if (!taken) {
      if (await repository.hasSaved(trx, line)) return;
      throw new AppError('NOT_FOUND', SAVED_FOR_LATER_MESSAGES.notInCart);
    }
    const key = { userId, productId: product.id, filters: taken.filters };
    const cap = limits.savedForLaterPerAccount;
    if (!(await repository.hasSaved(trx, key)) && (await repository.countSaved(trx, userId)) >= cap) {
      throw new AppError('CONFLICT', tooManySavedForLater(cap));
    }
    await repository.putSaved(trx, userId, product.id, taken);
  });
  return change(db, userId, SAVED_FOR_LATER_MESSAGES.saved);
}

/**
 * Moves a saved line back to the cart with its quantity, added to the cart's line of the same options if there is
 * one. Past the stock or the unit cap it is refused as the cart's add is, and stays saved; so it does when the
 * product no longer offers the saved options.
 */
export async function moveToCart(
  db: Db,
  userId: string,
  request: SavedLineRequest,
  limits: SavedForLaterLimits,
): Promise<SavedForLaterChange> {
  // A product no longer on sale: its line is not shown, so it is not there to move.
  const product = await findProduct(db, request.productId);
  if (!product) throw new AppError('NOT_FOUND', SAVED_FOR_LATER_MESSAGES.notSaved);
  const line = {
    userId,
    productId: product.id,
    filters: canonicalSelection(product.filters, request.filters),
  };
  await db.transaction().execute(async (trx) => {
    const taken = await repository.takeSaved(trx, line, request.filters);
    if (!taken) throw new AppError('NOT_FOUND', SAVED_FOR_LATER_MESSAGES.notSaved);
    const problem = selectionProblem(product.filters, taken.filters);
    if (problem) throw new AppError('INVALID', problem);
    const filters = canonicalSelection(product.filters, taken.filters);
    const cartLine = { userId, productId: product.id, filters };
    const added = await cartRepository.increaseLine(trx, cartLine, taken.quantity, limits.maxUnitsPerProduct);
    if (added === undefined) throw await increaseRefused(trx, product, filters, limits.maxUnitsPerProduct);
  });
  return change(db, userId, SAVED_FOR_LATER_MESSAGES.movedToCart);
}

/** Removing is idempotent, as the cart's is: a line that is not saved, or whose product is gone, is simply absent. */
export async function removeSaved(
  db: Db,
  userId: string,
  request: SavedLineRequest,
): Promise<SavedForLaterChange> {
  const product = await findProduct(db, request.productId);
  if (product) {
    const line = {
      userId,
      productId: product.id,
      filters: canonicalSelection(product.filters, request.filters),
    };
    await repository.takeSaved(db, line, request.filters);
  }
  return change(db, userId, SAVED_FOR_LATER_MESSAGES.removed);
}
