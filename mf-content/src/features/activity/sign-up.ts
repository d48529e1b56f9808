// The decisions of an activity sign-up (document 3, 4 Activity sign-up): inscription at once or the sign-up form,
// and where a sign-up ends (its sales in the cart, or done).
import { getActivityCategories } from '@club/shared-contracts/api/activities';
import { getFormDefinition, type DynamicFormParent } from '@club/shared-contracts/api/forms';
import { cartCommands } from '@club/shared-contracts/cart';
import type { ActivityCategory, DynamicFormField, Sale } from '@club/shared-contracts/entities';
import type { ActivityDetail } from './activity-loading';

/** The record an activity's sign-up form belongs to. */
export const activityForm = (activityId: number): DynamicFormParent => ({
  parentName: 'Activity',
  parentId: activityId,
});

/** How a sign-up goes: the inscription at once, or the form with the club's fields and the categories. */
export type SignUpPlan =
  { kind: 'direct' } | { kind: 'form'; fields: DynamicFormField[]; categories: ActivityCategory[] };

/**
 * Decides how a sign-up goes: the inscription at once when the activity has no form of its own, no partner and no
 * categories; the form otherwise, with its fields (when the club defined some) and the categories to choose from.
 */
export async function planSignUp({ activity, hasCustomSignUp }: ActivityDetail): Promise<SignUpPlan> {
  const [categories, fields] = await Promise.all([
    getActivityCategories(activity.id).then((answer) => answer.model),
    hasCustomSignUp
      ? getFormDefinition(activityForm(activity.id)).then((answer) => answer.model)
      : Promise.resolve([]),
  ]);
  if (!hasCustomSignUp && !activity.partnerInscription && categories.length === 0) return { kind: 'direct' };
  return { kind: 'form', fields, categories };
}

/**
 * Ends a sign-up: the sales it owes (those with a sale number) go into the cart, which goes on to the checkout and
 * logs a visitor in with a sale's cart token. A free sign-up owes none; a cart refusal is shown by the host.
 */
export async function putSalesInCart(sales: readonly Sale[]): Promise<void> {
  const owed = sales.filter((sale) => sale.saleNumber);
  if (owed.length > 0) await cartCommands().addSale(owed);
}
