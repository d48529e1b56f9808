// Razorpay's payment signature (research A4): HMAC-SHA256 of `order_id|razorpay_payment_id` with the key secret, in
// hex. The order id is the one the club stored when it created the order, never one the return page sends.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature Razorpay gives a payment of an order. */
export function razorpaySignature(keySecret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Whether a signature is Razorpay's for this payment of the stored order (compared in constant time). */
export function validRazorpaySignature(
  keySecret: string,
  storedOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  const expected = Buffer.from(razorpaySignature(keySecret, storedOrderId, paymentId), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
