import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { CreatorWelcomeCard } from './creator-welcome-card';

describe('CreatorWelcomeCard', () => {
  it('when a team member opens it, then it explains becoming a creator and leads to /onboarding', () => {
    renderRoute(<CreatorWelcomeCard />, { path: '/creator-welcome' });
    expect(screen.getByRole('heading', { level: 1, name: 'Become a Creator' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/onboarding');
  });
});
