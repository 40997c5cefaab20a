import { describe, expect, it } from 'vitest';
import { retentionLabel } from './retention-label';

describe('retention label', () => {
  it.each([
    [1, '1 day'],
    [2, '2 days'],
    [29, '29 days'],
    [30, '1 month'],
    [45, '2 months'],
    [90, '3 months'],
    [364, '12 months'],
    [365, '1 year'],
  ])('when the slider is at %i days, then it reads %s', (days, label) => {
    expect(retentionLabel(days)).toBe(label);
  });
});
