import { Link } from 'wouter';
import { paths } from '../../../shared/routing/paths';
import { LegalPage, LegalSection } from '../components/LegalPage';
import { PRODUCT_NAME } from '../../../shared/config/product';

/** The terms of a demonstration product: what it is, what it is not, and how to use it. */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      lead={`${PRODUCT_NAME} is a demonstration of a business banking app. These terms apply to your use of it.`}
    >
      <LegalSection id="terms-what" title="What this product is">
        <p>
          {PRODUCT_NAME} shows how a business banking app works: multi-currency accounts, transfers,
          currency exchange, approvals and team management. It is not a bank. It holds no money,
          opens no accounts and moves no funds. In demo mode the balances, transactions, exchange
          rates and people you see are invented, and a simulated bank inside the page answers every
          request.
        </p>
      </LegalSection>

      <LegalSection id="terms-use" title="Using the demo">
        <ul>
          <li>
            Sign in with the demo users listed on the login page. Their passwords and codes are
            public, so anyone can use them.
          </li>
          <li>
            Do not enter real personal details, real card or bank account numbers, or a password you
            use anywhere else: the demo is not meant to protect them.
          </li>
          <li>
            Nothing you do here is a real instruction: no payment is sent, no exchange is made and
            no approval has effect outside the demo.
          </li>
          <li>
            Exchange rates, fees and limits are examples. Nothing in the app is financial, legal or
            tax advice.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-real-bank" title="When a real bank is connected">
        <p>
          An organisation may connect this app to its own bank. Your accounts and payments are then
          governed by that bank&apos;s terms, in addition to these.
        </p>
      </LegalSection>

      <LegalSection id="terms-data" title="Your data">
        <p>
          What the app keeps on your device, for how long and how to remove it is explained in the{' '}
          <Link href={paths.legal.privacy()}>Privacy Policy</Link>.
        </p>
      </LegalSection>

      <LegalSection id="terms-availability" title="Availability and changes">
        <p>
          The demo is provided as it is, without any warranty. It may change, be reset to its
          starting data or be unavailable at any time. These terms may change with a new version of
          the app; the version you use is shown in the footer once you are signed in.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
