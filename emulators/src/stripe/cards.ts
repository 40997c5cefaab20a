import { StripeApiError } from './errors';
import type { PaymentMethod } from './objects';

/** Why a card fails, in Stripe's words. */
export interface Decline {
  code: string;
  /** Only for a bank's decline (card_declined), not for bad card details. */
  decline_code?: string;
  message: string;
}

export interface TestCard {
  number: string;
  brand: string;
  funding: 'credit' | 'debit';
  /** Declined when saved (setup intent confirmation, attach) and when charged. */
  declinesAlways?: Decline;
  /** Saved fine, but every charge fails (Stripe's 4000000000000341). */
  declinesCharges?: Decline;
}

const GENERIC_DECLINE: Decline = {
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};

/** Stripe's documented test cards (https://docs.stripe.com/testing) that the emulator honours. */
export const TEST_CARDS: TestCard[] = [
  { number: '4242424242424242', brand: 'visa', funding: 'credit' },
  { number: '4000056655665556', brand: 'visa', funding: 'debit' },
  { number: '5555555555554444', brand: 'mastercard', funding: 'credit' },
  { number: '378282246310005', brand: 'amex', funding: 'credit' },
  { number: '4000000000000002', brand: 'visa', funding: 'credit', declinesAlways: GENERIC_DECLINE },
  {
    number: '4000000000009995',
    brand: 'visa',
    funding: 'credit',
    declinesAlways: {
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  { number: '4000000000000341', brand: 'visa', funding: 'credit', declinesCharges: GENERIC_DECLINE },
];

/** Stripe's test payment method tokens, each standing for one test card. */
export const TEST_TOKENS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeCustomerFail: '4000000000000341',
};

export function testCard(number: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === number);
}

export function cardError(
  decline: Decline,
  extra: { param?: string; payment_method?: PaymentMethod } = {},
): StripeApiError {
  return new StripeApiError(402, {
    type: 'card_error',
    ...decline,
    doc_url: `https://stripe.com/docs/error-codes/${decline.code.replaceAll('_', '-')}`,
    ...extra,
  });
}

function luhnValid(number: string): boolean {
  let sum = 0;
  [...number].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** What Stripe says about card details before any bank is asked; undefined when they are usable. */
export function cardInputProblem(input: CardInput, nowSeconds: number): StripeApiError | undefined {
  const fail = (code: string, message: string, param: string) => cardError({ code, message }, { param });
  if (!/^\d{13,19}$/.test(input.number) || !luhnValid(input.number)) {
    return fail('incorrect_number', 'Your card number is incorrect.', 'number');
  }
  if (!Number.isInteger(input.expMonth) || input.expMonth < 1 || input.expMonth > 12) {
    return fail('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
  }
  const now = new Date(nowSeconds * 1000);
  const expired =
    input.expYear < now.getUTCFullYear() ||
    (input.expYear === now.getUTCFullYear() && input.expMonth < now.getUTCMonth() + 1);
  if (!Number.isInteger(input.expYear) || input.expYear > now.getUTCFullYear() + 50) {
    return fail('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
  }
  if (expired) return fail('expired_card', 'Your card has expired.', 'exp_month');
  if (!/^\d{3,4}$/.test(input.cvc))
    return fail('invalid_cvc', "Your card's security code is invalid.", 'cvc');
  if (!testCard(input.number)) {
    return cardError({
      code: 'card_declined',
      decline_code: 'test_mode_live_card',
      message:
        'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
    });
  }
  return undefined;
}
