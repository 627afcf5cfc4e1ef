import { describe, expect, it } from 'vitest';
import { carriesStatementShareMarker, pathAfterLogin } from './after-login';
import { loginOk } from './testing/session-fixtures';

const at = (path: string) => `http://localhost:8080${path}`;

describe('after a login (spec 1 §4 "Login outcome")', () => {
  it('finds the statement-share marker as a query parameter with any value, or anywhere in the address', () => {
    expect(carriesStatementShareMarker(at('/v1/home?mf_share_stmt=1'))).toBe(true);
    expect(carriesStatementShareMarker(at('/v1/home?agentCode=SANCHAY01&mf_share_stmt'))).toBe(true);
    expect(carriesStatementShareMarker(at('/v1/home#mf_share_stmt'))).toBe(true);
    expect(carriesStatementShareMarker(at('/v1/mf_share_stmt/home'))).toBe(true);
    expect(carriesStatementShareMarker(at('/v1/home?share=stmt'))).toBe(false);
    expect(carriesStatementShareMarker(at('/v1/cart-review'))).toBe(false);
  });

  it('sends a login from a statement-share link to the portfolio, any other adult login nowhere', () => {
    expect(pathAfterLogin(loginOk(), at('/v1/cart-review?mf_share_stmt=true'))).toBe('/profile/portfolio');
    expect(pathAfterLogin(loginOk(), at('/v1/cart-review'))).toBeNull();
  });

  it("sends a minor's session to the server's redirect, inside the router's base", () => {
    const minor = loginOk({ outcome: 'minor', minor: true, majorStatus: 'MAJOR', redirectTo: '/v1/profile/portfolio' });
    expect(pathAfterLogin(minor, at('/v1/cart-review'))).toBe('/profile/portfolio');
  });
});
