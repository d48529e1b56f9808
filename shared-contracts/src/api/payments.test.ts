import { ApiError, errorMessage } from '../http';
import { cancelPath, checkStock, postCancelUrl } from './payments';
import { fakeFetch } from './test-fetch';

const payload = {
  customerId: 7,
  saleItemsDto: [
    { productId: 3, units: 2, temp: false, stockParentId: null, stockParentName: null, stockDetail: null },
  ],
};

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

describe('stock check', () => {
  it('posts the customer and the lines to check-stock', async () => {
    const requests = fakeFetch({ ok: true });
    await expect(checkStock(payload)).resolves.toBeUndefined();
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/publicpayments/check-stock');
    expect(requests[0]?.body).toEqual(payload);
  });

  it("rejects a refusal with the server's error text", async () => {
    fakeFetch({ ok: false, error: 'Only 2 left' });
    const error = await failure(checkStock(payload));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'rejected', errorMsg: 'Only 2 left' });
    expect(errorMessage(error)).toBe('Only 2 left');
  });

  it('treats an answer without the ok flag as a crash', async () => {
    fakeFetch({ error: 'whatever' });
    const error = await failure(checkStock(payload));
    expect(error).toMatchObject({ kind: 'crash' });
    expect(errorMessage(error)).toBe('Oops! Technical problems. Please try again.');
  });

  it('shows the technical-problems text for a refusal without a text', async () => {
    fakeFetch({ ok: false });
    expect(errorMessage(await failure(checkStock(payload)))).toBe(
      'Oops! Technical problems. Please try again.',
    );
  });
});

describe('cancel URL', () => {
  it('posts the cancel URL under /api/', async () => {
    const requests = fakeFetch();
    await postCancelUrl('publicbookings/cancel-temp/12');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/publicbookings/cancel-temp/12');
  });

  it('does not double the slash of a cancel URL that starts with one', () => {
    expect(cancelPath('/publicbookings/cancel-temp/12')).toBe('/api/publicbookings/cancel-temp/12');
  });

  it("rejects a refused cancellation with the server's errorMsg", async () => {
    fakeFetch({ ok: false, errorMsg: 'Already paid' });
    expect(await failure(postCancelUrl('publicbookings/cancel-temp/12'))).toMatchObject({
      kind: 'rejected',
      errorMsg: 'Already paid',
    });
  });
});
