// The club's activities and their sign-ups (document 3, 2 Activity detail, 3 Activity, 4 Activity sign-up, 5
// Activities): the upcoming ones for the home page, one in detail, its categories, and signing a customer up — once
// per activity, with a partner and a category when the activity asks for them, and, when it is paid, a sale the
// checkout pays (checkout/cart.ts reads activity sales as it reads fees).
import type { DatabaseSync } from 'node:sqlite';
import type { ActivityCategory } from '@club/shared-contracts/entities';
import { allRows, getRow, inTransaction, insertRow, runSql } from '../db/database.ts';
import type { FormAnswer, FormRepository, StoredFormFile } from '../forms/form-repository.ts';
import { amountsOf } from '../checkout/pricing.ts';
import { ACTIVITY_TEXTS } from './activity-texts.ts';

/** An activity as stored; start and end are club-local (`YYYY-MM-DDTHH:mm:ss`). */
export interface ActivityRecord {
  id: number;
  name: string;
  start: string;
  end: string | null;
  poster: string;
  description: string;
  onlineSignUp: boolean;
  partnerInscription: boolean;
  priceCents: number;
  maxPlaces: number | null;
}

/** The sale a paid sign-up owes. */
export interface ActivitySale {
  id: number;
  activityId: number;
  customerId: number;
  number: string;
  concept: string;
  grossCents: number;
  netCents: number;
}

/** A sign-up asked for. */
export interface SignUpRequest {
  activityId: number;
  customerId: number;
  partnerCustomerId: number | null;
  categoryId: number | null;
  /** The club-local moment now, to refuse an activity that has started. */
  nowLocal: string;
  nowIso: string;
  priceWithTaxes: boolean;
  /** The sign-up form's answers and files; null for the direct inscription, refused when the activity has a form. */
  form: { answers: readonly FormAnswer[]; files: readonly StoredFormFile[] } | null;
}

/** A sign-up done (the sales it owes, none when free) or refused with the customer's reason. */
export type SignUpResult = { ok: true; sales: ActivitySale[] } | { ok: false; errorMsg: string };

/** A sign-up given up (with the stored names of its form's files, to remove) or refused with the reason. */
export type CancelResult = { ok: true; fileIds: string[] } | { ok: false; errorMsg: string };

interface ActivityRow {
  id: number;
  name: string;
  start_at: string;
  end_at: string | null;
  poster: string;
  description: string;
  online_sign_up: number;
  partner_inscription: number;
  price_cents: number;
  max_places: number | null;
}

const toActivity = (row: ActivityRow): ActivityRecord => ({
  id: row.id,
  name: row.name,
  start: row.start_at,
  end: row.end_at,
  poster: row.poster,
  description: row.description,
  onlineSignUp: row.online_sign_up === 1,
  partnerInscription: row.partner_inscription === 1,
  priceCents: row.price_cents,
  maxPlaces: row.max_places,
});

const COLUMNS =
  'id, name, start_at, end_at, poster, description, online_sign_up, partner_inscription, price_cents, max_places';

/** The most activities the home page lists. */
export const UPCOMING_LISTED = 12;

/** The activities' reads and the sign-up. */
export interface ActivityStore {
  /** The activities not started yet at `nowLocal`, soonest first (at most UPCOMING_LISTED). */
  listUpcoming(nowLocal: string): ActivityRecord[];
  find(id: number): ActivityRecord | undefined;
  categories(activityId: number): ActivityCategory[];
  /** Whether the customer is signed up to the activity, themselves or as someone's partner. */
  isIn(activityId: number, customerId: number): boolean;
  /** Signs the customer up in one transaction, or answers why not. */
  signUp(request: SignUpRequest): SignUpResult;
  /**
   * Gives up the customer's sign-up while its sale is unpaid (the sale left the cart): the place, the sale and the
   * form's answers go. A paid sign-up stays; none to give up is done already.
   */
  cancelUnpaid(activityId: number, customerId: number): CancelResult;
}

class SignUpRefusal extends Error {}

/** Creates the activities' store. */
export function createActivityStore(db: DatabaseSync, forms: FormRepository): ActivityStore {
  const find = (id: number) => {
    const row = getRow<ActivityRow>(db, `SELECT ${COLUMNS} FROM activities WHERE id = ?`, id);
    return row && toActivity(row);
  };
  const categories = (activityId: number) =>
    allRows<ActivityCategory>(
      db,
      'SELECT id, name FROM activity_categories WHERE activity_id = ? ORDER BY position, id',
      activityId,
    );
  const isIn = (activityId: number, customerId: number) =>
    getRow(
      db,
      `SELECT 1 FROM activity_inscriptions
       WHERE activity_id = ? AND (customer_id = ? OR partner_customer_id = ?)`,
      activityId,
      customerId,
      customerId,
    ) !== undefined;

  // The rules of document 3, 5 Activities, in the order a customer would fix them; throws the first refusal.
  const check = (
    activity: ActivityRecord,
    request: SignUpRequest,
  ): { partnerId: number | null; categoryId: number | null } => {
    const refuse = (text: string): never => {
      throw new SignUpRefusal(text);
    };
    if (!activity.onlineSignUp) refuse(ACTIVITY_TEXTS.noOnlineSignUp);
    if (activity.start <= request.nowLocal) refuse(ACTIVITY_TEXTS.started);
    if (isIn(activity.id, request.customerId)) refuse(ACTIVITY_TEXTS.alreadyIn);
    const hasForm = forms.listFields('Activity', activity.id).length > 0;
    if (hasForm && request.form === null) refuse(ACTIVITY_TEXTS.formRequired);
    let partnerId: number | null = null;
    if (activity.partnerInscription) {
      partnerId = request.partnerCustomerId;
      if (partnerId === null) return refuse(ACTIVITY_TEXTS.partnerRequired);
      if (partnerId === request.customerId) refuse(ACTIVITY_TEXTS.partnerIsYou);
      const partner = getRow(
        db,
        "SELECT 1 FROM customers WHERE id = ? AND status = 'Active' AND deleted IS NULL",
        partnerId,
      );
      if (!partner) refuse(ACTIVITY_TEXTS.partnerNotFound);
      if (isIn(activity.id, partnerId)) refuse(ACTIVITY_TEXTS.partnerAlreadyIn);
    }
    const offered = categories(activity.id);
    const categoryId = offered.length > 0 ? request.categoryId : null;
    if (offered.length > 0 && !offered.some((category) => category.id === categoryId)) {
      refuse(ACTIVITY_TEXTS.categoryRequired);
    }
    if (activity.maxPlaces !== null) {
      const taken =
        getRow<{ places: number }>(
          db,
          `SELECT COUNT(*) + COUNT(partner_customer_id) AS places FROM activity_inscriptions WHERE activity_id = ?`,
          activity.id,
        )?.places ?? 0;
      if (taken + (partnerId === null ? 1 : 2) > activity.maxPlaces) refuse(ACTIVITY_TEXTS.full);
    }
    return { partnerId, categoryId };
  };

  const writeSale = (
    activity: ActivityRecord,
    customerId: number,
    inscriptionId: number,
    request: SignUpRequest,
  ) => {
    const amounts = amountsOf(activity.priceCents, request.priceWithTaxes);
    const number = `ACT-${inscriptionId}`;
    const id = insertRow(
      db,
      `INSERT INTO activity_sales (inscription_id, customer_id, number, concept, gross_cents, net_cents, status,
         created)
       VALUES (?, ?, ?, ?, ?, ?, 'Pending', ?)`,
      inscriptionId,
      customerId,
      number,
      activity.name,
      amounts.grossCents,
      amounts.netCents,
      request.nowIso,
    );
    return { id, activityId: activity.id, customerId, number, concept: activity.name, ...amounts };
  };

  return {
    listUpcoming(nowLocal) {
      return allRows<ActivityRow>(
        db,
        `SELECT ${COLUMNS} FROM activities WHERE start_at > ? ORDER BY start_at, id LIMIT ?`,
        nowLocal,
        UPCOMING_LISTED,
      ).map(toActivity);
    },
    find,
    categories,
    isIn,
    signUp(request) {
      try {
        return inTransaction(db, () => {
          const activity = find(request.activityId);
          if (!activity) throw new SignUpRefusal(ACTIVITY_TEXTS.notFound);
          const { partnerId, categoryId } = check(activity, request);
          const inscriptionId = insertRow(
            db,
            `INSERT INTO activity_inscriptions (activity_id, customer_id, partner_customer_id, category_id, created)
             VALUES (?, ?, ?, ?, ?)`,
            activity.id,
            request.customerId,
            partnerId,
            categoryId,
            request.nowIso,
          );
          if (request.form) {
            forms.saveAnswers(
              { customerId: request.customerId, inscriptionId },
              request.form.answers,
              request.form.files,
              request.nowIso,
            );
          }
          const sales =
            activity.priceCents > 0 ? [writeSale(activity, request.customerId, inscriptionId, request)] : [];
          return { ok: true as const, sales };
        });
      } catch (error) {
        if (error instanceof SignUpRefusal) return { ok: false, errorMsg: error.message };
        throw error;
      }
    },
    cancelUnpaid(activityId, customerId) {
      return inTransaction(db, () => {
        const inscription = getRow<{ id: number; status: string | null; paid_cents: number | null }>(
          db,
          `SELECT i.id, s.status, s.paid_cents FROM activity_inscriptions i
           LEFT JOIN activity_sales s ON s.inscription_id = i.id
           WHERE i.activity_id = ? AND i.customer_id = ?`,
          activityId,
          customerId,
        );
        if (!inscription) return { ok: true, fileIds: [] };
        // Only a sign-up that owes its whole sale is given up here: one paid (even in part) or free is the club's.
        if (inscription.status !== 'Pending' || inscription.paid_cents !== 0) {
          return { ok: false, errorMsg: ACTIVITY_TEXTS.notCancellable };
        }
        const fileIds = allRows<{ id: string }>(
          db,
          'SELECT id FROM dynamic_form_files WHERE inscription_id = ?',
          inscription.id,
        ).map((file) => file.id);
        // The sale, the answers and the files' rows go with the inscription (ON DELETE CASCADE).
        runSql(db, 'DELETE FROM activity_inscriptions WHERE id = ?', inscription.id);
        return { ok: true, fileIds };
      });
    },
  };
}
