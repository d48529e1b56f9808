// The texts of the stock check, apart from the routes so the e2e journeys can import them without the server.

/** The refusals of the stock check, which the client shows as they are (document 3, 8). */
export const STOCK_TEXTS = {
  outOfStock: (name: string): string => `${name} is out of stock`,
  fewLeft: (name: string, left: number): string =>
    left === 1 ? `Only 1 unit of ${name} is left` : `Only ${left} units of ${name} are left`,
  offSale: (name: string): string => `${name} is no longer on sale`,
  unknownProduct: (id: number): string => `Unknown product ${id}`,
} as const;
