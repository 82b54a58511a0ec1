import { fromMinorUnits, toMinorUnits } from './money'

// The plan discount on a workspace booking (issue 44 item 3, docs/decisions/0141). Its own module: the Book Workspace
// dialog (fetched when it opens) and the server use it, and /workspace's first load, at its JavaScript budget, does not.

/** A booking's price after the booker's plan discount (issue 44 item 3, docs/decisions/0141). */
export interface DiscountedPrice {
  /** The price before the discount (bookingTotal). */
  listAmount: string
  /** 0–100, the plan's workspace discount. */
  discountPercent: number
  /** What the discount takes off: list × percent / 100, rounded half up to the cent. */
  discountAmount: string
  /** What the member pays: list − discount. */
  totalAmount: string
}

/**
 * The plan discount on a booking's list price, in exact integer cents (docs/decisions/0141): the discount is
 * list × percent / 100 rounded half up to the cent, and the total is the list less that, so list = total + discount
 * to the cent. 10 % of $18.53 is $1.853 → $1.85 off, $16.68 to pay; 10 % of $0.05 is $0.005 → $0.01 off.
 */
export function discountedPrice(listAmount: string, discountPercent: number): DiscountedPrice {
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`${discountPercent} is not a whole percentage from 0 to 100`)
  }
  const list = toMinorUnits(listAmount)
  if (list < 0n) throw new RangeError('a list price is never negative')
  const discount = (list * BigInt(discountPercent) * 2n + 100n) / 200n
  return {
    listAmount: fromMinorUnits(list),
    discountPercent,
    discountAmount: fromMinorUnits(discount),
    totalAmount: fromMinorUnits(list - discount),
  }
}
