import { PromotionRefused } from '../../lambdas/promotions/promotionDesk.ts';
import { OperatorError } from './command.ts';

/** A code or card the use case refused, told in the command line's words (its options' names). */
export async function operatorProblems<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof PromotionRefused) throw new OperatorError(error.problems.map((p) => p.operator));
    throw error;
  }
}
