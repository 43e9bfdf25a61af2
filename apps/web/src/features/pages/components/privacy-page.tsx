// Privacy policy (docs/product.md#pages-static): static text.
import { shopConfig } from '../../../lib/shop-config.ts';
import { Bullets, Section, StaticPage } from './static-page.tsx';

export function PrivacyPage() {
  return (
    <StaticPage title="Privacy Policy" intro="What we collect, why, and the choices you have.">
      <Section title="What we collect">
        <Bullets
          items={[
            'Account details: your name, email address, phone number and delivery addresses.',
            'Orders: what you bought, when, and how it was paid (never your full card details).',
            'Reviews and photos you choose to publish.',
          ]}
        />
      </Section>
      <Section title="Why we use it">
        <p>
          To run your account, deliver and support your orders, prevent fraud, and, if you subscribe, send you
          our newsletter. We do not sell your personal data.
        </p>
      </Section>
      <Section title="Who we share it with">
        <p>
          Only the partners who help deliver your order: our suppliers and couriers (name, address, phone) and
          our payment partner (payment details). Each may use it only for that purpose.
        </p>
      </Section>
      <Section title="Your choices">
        <Bullets
          items={[
            'See and correct your details under My Profile at any time.',
            'Turn login alerts on or off in the Security tab.',
            `Ask for a copy or deletion of your data by writing to ${shopConfig.supportEmail}.`,
          ]}
        />
      </Section>
      <Section title="Security">
        <p>
          Passwords are stored only as strong one-way hashes, and every page is served over an encrypted
          connection.
        </p>
      </Section>
    </StaticPage>
  );
}
