import type { Product } from './contract/catalog.ts';

/** Only this warehouse's stock is sold from (SPEC §3). */
export const OFFICE_WAREHOUSE = 'Office Warehouse';

/** The cart's stock messages in English (SPEC §4 Cart); the shop's pages show them by name, in the page's language. */
export const STOCK_MESSAGES = {
  preOrderExtra: 'Not enough stock available, but we can preorder the extra quantity!',
  addingPreOrder: 'You are adding a pre-order item.',
} as const;

export type StockMessage = keyof typeof STOCK_MESSAGES;

export interface SizeStock {
  /** Pieces on the Office Warehouse shelf. */
  inStock: number;
  /** Pieces that can still be pre-ordered. */
  preOrder: number;
}

/** Stock of one size, counting only the Office Warehouse (SPEC §3). */
export function officeStock(product: Pick<Product, 'productQuantities'>, size: string): SizeStock {
  const office = product.productQuantities.find((q) => q.warehouse.name === OFFICE_WAREHOUSE);
  return {
    inStock: office?.quantities[size] ?? 0,
    preOrder: office?.preOrderQuantities[size] ?? 0,
  };
}
