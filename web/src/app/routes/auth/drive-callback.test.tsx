import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { DriveCallbackRoute } from './drive-callback';

describe('/drive-callback page', () => {
  it('when the authorization fails, then the error state offers Return to Home', async () => {
    fakeApi({});
    renderRoute(<DriveCallbackRoute />, { path: '/drive-callback', url: '/drive-callback?state=x' });
    expect(await screen.findByText('No authorization code received from Google')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });
});
