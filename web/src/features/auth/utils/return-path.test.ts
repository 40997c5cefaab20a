import { afterEach, describe, expect, it } from 'vitest';
import {
  loginHrefReturningTo,
  RETURN_PATH_KEY,
  rememberReturnPath,
  safeReturnPath,
  takeReturnPath,
} from './return-path';

const ORIGIN = 'http://localhost:3000';

afterEach(() => {
  sessionStorage.clear();
});

describe('safeReturnPath', () => {
  it.each([
    ['/report-execution/abc', '/report-execution/abc'],
    ['/report-execution/abc?tab=sources#n3', '/report-execution/abc?tab=sources#n3'],
    ['/shared-report-view/x%20y', '/shared-report-view/x%20y'],
    ['/settings', '/settings'],
    ['/a/../settings', '/settings'],
  ])('when the path is %s, then %s is followed', (raw, expected) => {
    expect(safeReturnPath(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    ['a protocol-relative host', '//evil.com'],
    ['three slashes', '///evil.com'],
    ['a slash and a backslash', '/\\evil.com'],
    ['two backslashes', '\\\\evil.com'],
    ['a backslash later on', '/report\\..\\\\evil.com'],
    ['an absolute https address', 'https://evil.com'],
    ['an absolute address to this very origin', 'http://localhost:3000/settings'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['an encoded double slash', '%2F%2Fevil.com'],
    ['a path with encoded slashes', '/%2F%2Fevil.com'],
    ['a path with an encoded backslash', '/%5Cevil.com'],
    ['a path with lower-case encoded slashes', '/%2f%2fevil.com'],
    ['a path with encoded backslashes', '/%5C%5Cevil.com'],
    ['a tab the URL parser would drop', '/\t/evil.com'],
    ['a newline the URL parser would drop', '/\n/evil.com'],
    ['a leading space', ' /settings'],
    ['dot segments that climb to a host', '/..//evil.com'],
    ['a broken percent escape', '/report/%E0%A4%A'],
    ['the sign-in page itself', '/login?returnTo=/settings'],
    ['the sign-in return page', '/oauth-callback?code=x&state=y'],
    ['nothing', ''],
    ['a relative path', 'settings'],
    ['an overlong path', `/${'a'.repeat(3000)}`],
  ])('when the path is %s, then it is ignored', (_label, raw) => {
    expect(safeReturnPath(raw, ORIGIN)).toBeNull();
  });

  it('when there is no path at all, then it is ignored', () => {
    expect(safeReturnPath(null, ORIGIN)).toBeNull();
    expect(safeReturnPath(undefined, ORIGIN)).toBeNull();
  });
});

describe('carrying the path through the sign-in', () => {
  it('when a link is opened signed out, then the sign-in entry carries its path, encoded', () => {
    expect(loginHrefReturningTo('/report-execution/abc?x=1')).toBe(
      '/login?returnTo=%2Freport-execution%2Fabc%3Fx%3D1',
    );
    expect(loginHrefReturningTo('//evil.com')).toBe('/login');
  });

  it('when a safe path is remembered, then it is taken back once', () => {
    rememberReturnPath('/report-execution/abc');
    expect(takeReturnPath()).toBe('/report-execution/abc');
    expect(takeReturnPath()).toBeNull();
  });

  it('when a hostile path is offered, then a stale one is forgotten and nothing is kept', () => {
    rememberReturnPath('/settings');
    rememberReturnPath('https://evil.com');
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBeNull();
  });

  it('when the stored path was altered to leave the site, then it is not followed', () => {
    sessionStorage.setItem(RETURN_PATH_KEY, '//evil.com');
    expect(takeReturnPath()).toBeNull();
  });
});
