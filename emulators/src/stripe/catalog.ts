import { newId } from './ids';
import type { Metadata, Price, Product, Recurring } from './objects';

export const QUARRY_TEAMS_PRODUCT_ID = 'prod_quarry_teams';
export const QUARRY_TEAMS_PRICE_ID = 'price_quarry_teams_monthly';

interface ProductFields {
  name: string;
  description?: string | null;
  metadata?: Metadata;
  active?: boolean;
}

export function newProduct(now: number, fields: ProductFields, id = newId('prod', 14)): Product {
  return {
    id,
    object: 'product',
    active: fields.active ?? true,
    created: now,
    default_price: null,
    description: fields.description ?? null,
    images: [],
    livemode: false,
    metadata: fields.metadata ?? {},
    name: fields.name,
    type: 'service',
    updated: now,
  };
}

interface PriceFields {
  product: string;
  unitAmount: number;
  currency: string;
  recurring?: { interval: Recurring['interval']; intervalCount: number } | undefined;
  nickname?: string | null;
  lookupKey?: string | null;
  metadata?: Metadata;
  active?: boolean;
}

export function newPrice(now: number, fields: PriceFields, id = newId('price')): Price {
  return {
    id,
    object: 'price',
    active: fields.active ?? true,
    billing_scheme: 'per_unit',
    created: now,
    currency: fields.currency.toLowerCase(),
    livemode: false,
    lookup_key: fields.lookupKey ?? null,
    metadata: fields.metadata ?? {},
    nickname: fields.nickname ?? null,
    product: fields.product,
    recurring: fields.recurring
      ? {
          interval: fields.recurring.interval,
          interval_count: fields.recurring.intervalCount,
          usage_type: 'licensed',
          meter: null,
          trial_period_days: null,
        }
      : null,
    tax_behavior: 'unspecified',
    type: fields.recurring ? 'recurring' : 'one_time',
    unit_amount: fields.unitAmount,
    unit_amount_decimal: String(fields.unitAmount),
  };
}

/** The Team Leader plan Quarry sells: "Quarry Teams", $25.00 a month (spec part 3). */
export function addPresets(
  state: { products: Record<string, Product>; prices: Record<string, Price> },
  now: number,
): void {
  if (!state.products[QUARRY_TEAMS_PRODUCT_ID]) {
    state.products[QUARRY_TEAMS_PRODUCT_ID] = {
      ...newProduct(
        now,
        { name: 'Quarry Teams', description: 'Teams and sharing for Quarry' },
        QUARRY_TEAMS_PRODUCT_ID,
      ),
      default_price: QUARRY_TEAMS_PRICE_ID,
    };
  }
  if (!state.prices[QUARRY_TEAMS_PRICE_ID]) {
    state.prices[QUARRY_TEAMS_PRICE_ID] = newPrice(
      now,
      {
        product: QUARRY_TEAMS_PRODUCT_ID,
        unitAmount: 2500,
        currency: 'usd',
        recurring: { interval: 'month', intervalCount: 1 },
        nickname: 'Quarry Teams monthly',
        lookupKey: 'quarry_teams_monthly',
      },
      QUARRY_TEAMS_PRICE_ID,
    );
  }
}
