// Starts what the browser tests talk to: a local OpenID Connect server standing in for Google (a real OIDC
// server from the oauth2-mock-server package, not a stub) and then the shop's real server pointed at it.
// The environment is set here, before the server's configuration reads it.
import { OAuth2Server } from 'oauth2-mock-server';

export const GOOGLE_TEST_USER = {
  email: 'google.shopper@example.com',
  given_name: 'Gita',
  family_name: 'Rao',
};

const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3998);
const oidc = new OAuth2Server();
await oidc.issuer.keys.generate('RS256');
oidc.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, { ...GOOGLE_TEST_USER, email_verified: true, sub: 'google-test-user' });
});
oidc.service.on('beforeUserinfo', (userInfo) => {
  Object.assign(userInfo.body, { ...GOOGLE_TEST_USER, email_verified: true, sub: 'google-test-user' });
});
await oidc.start(oidcPort, '127.0.0.1');

process.env.OIDC_ISSUER = oidc.issuer.url;
process.env.OIDC_CLIENT_ID = 'shop-e2e';
process.env.OIDC_CLIENT_SECRET = 'shop-e2e-secret';
// A GST-registered seller in Karnataka, so invoices are tax invoices (docs/decisions/029-gst-tax-invoices.md).
process.env.SHOP_LEGAL_NAME = 'ShopNest Retail Private Limited';
process.env.SHOP_GSTIN = '29ABCDE1234F1ZW';
process.env.SHOP_ADDRESS = '4 Residency Road, Bengaluru 560025';
process.env.SHOP_STATE = 'Karnataka';

await import('../../api/src/server.ts');
