import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { DriveFileCallbackRoute } from './drive-file-callback';

describe('/drive-file-callback page', () => {
  it('when Google sends no code back, then the error state says so and offers Return to Home', async () => {
    // Arrange
    fakeApi({});

    // Act
    renderRoute(<DriveFileCallbackRoute />, {
      path: '/drive-file-callback',
      url: '/drive-file-callback?state=x',
    });

    // Assert
    expect(await screen.findByRole('heading', { name: 'Google Docs Authorization Failed' })).toBeTruthy();
    expect(screen.getByText('No authorization code received from Google')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });
});
