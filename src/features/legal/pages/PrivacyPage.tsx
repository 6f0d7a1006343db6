import { Link } from 'wouter';
import { paths } from '../../../shared/routing/paths';
import { LegalPage, LegalSection } from '../components/LegalPage';
import { PRODUCT_NAME } from '../../../shared/config/product';

/**
 * What the app keeps on the device, for how long, and how to remove it. Every statement here is
 * a fact of the code (src/db, src/api/tokens.ts, session.ts, deviceIdentity.ts, the service
 * worker in vite.config.ts, src/mirage/stores/): change this
 * page when they change.
 */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lead={`${PRODUCT_NAME} is a demonstration product. This page explains what the app keeps on your device, for how long, and how to remove it.`}
    >
      <LegalSection id="privacy-demo" title="About this demo">
        <p>
          In demo mode the bank the app talks to is a simulation that runs inside this page, so what
          you type and do in the demo is not sent to a server. The people, companies, accounts and
          transactions you see are invented. When an organisation connects the app to a real bank,
          the app sends that bank what each request needs, as described below.
        </p>
      </LegalSection>

      <LegalSection id="privacy-device" title="What the app keeps on this device">
        <h3>While you are signed in</h3>
        <ul>
          <li>
            A read cache in your browser&apos;s IndexedDB, one database per signed-in user: your
            accounts and balances, the exchange rates into SGD for the dashboard total, your
            transactions, approval requests (those waiting for you and your own) and their count,
            your profile and your company&apos;s feature settings. It lets the app open and show
            your data without a connection. It never holds passwords, access tokens, full card
            numbers, security codes or one-time codes.
          </li>
          <li>
            Your session in this tab&apos;s sessionStorage: the access and refresh tokens, and who
            you are signed in as (user, role and company) with your onboarding status.
          </li>
        </ul>
        <h3>On this browser</h3>
        <ul>
          <li>
            The credentials the bank issues to this tab when it registers the browser, in
            sessionStorage, and whether the page was opened by the mobile app.
          </li>
          <li>
            While you register your business or accept an invitation: the company name, e-mail,
            promo code and mobile number you typed and the references of the codes sent, in this
            tab&apos;s sessionStorage, so that a reload keeps your place. Never your password. They
            are removed once your account is created.
          </li>
          <li>A random device id in localStorage that identifies this browser to the bank.</li>
          <li>
            If you ticked &lsquo;Remember this browser&rsquo;, the key the bank gave this browser
            for it, in localStorage.
          </li>
          <li>Your choice of light or dark theme in localStorage, if you made one.</li>
          <li>
            The app&apos;s own files, kept by its service worker so that it starts without a
            connection, and the last copy of its configuration file (<code>config.json</code>). In
            demo mode the demo bank&apos;s code is kept too. Answers of the bank are never stored
            there.
          </li>
        </ul>
        <h3>In demo mode only</h3>
        <p>
          The demo bank keeps its state in localStorage under keys starting with{' '}
          <code>mockbank:</code>, so that a reload does not undo what you did: the changes you made
          to the demo ledger (balances, new transactions, account names and order, approvals),
          wrong-code counters and locks, remembered browsers, codes it sent and passwords you
          changed.
        </p>
      </LegalSection>

      <LegalSection id="privacy-how-long" title="For how long">
        <ul>
          <li>
            The read cache is deleted when you log out and when the app signs you out for security
            reasons. Signing in as another user deletes the previous user&apos;s cache first. While
            the app is open it refreshes the cache after you sign in, when the connection comes
            back, when you return to the tab and every 5 minutes.
          </li>
          <li>
            The session ends when you log out or close the tab: sessionStorage belongs to the tab
            and goes with it.
          </li>
          <li>
            &lsquo;Remember this browser&rsquo; lets you skip the second step of signing in on this
            browser for 48 hours: the password and the browser&apos;s key are enough. The bank keeps
            that record, tied to your account and the browser&apos;s device id; changing or
            resetting your password ends it.
          </li>
          <li>
            The device id, the &lsquo;Remember this browser&rsquo; key, the theme choice, the
            app&apos;s offline files and, in demo mode, the demo bank&apos;s state stay until you
            clear them (below). A new version of the app replaces the offline files of the old one.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-remove" title="How to remove it">
        <ul>
          <li>
            Log out (in the menu under your name, or Settings, then Logout): the read cache and the
            session are deleted at once.
          </li>
          <li>Close the tab: the session and the browser&apos;s credentials go with it.</li>
          <li>
            Clear this site&apos;s data in your browser&apos;s settings (site settings, or the
            developer tools&apos; &lsquo;Clear site data&rsquo;): this removes everything listed
            above, including the device id, the offline files and the demo bank&apos;s state.
          </li>
          <li>
            In demo mode, the Demo panel at the bottom right has &lsquo;Reset mock bank
            state&rsquo;, which takes the demo bank back to its starting data.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-sent" title="What the bank receives">
        <p>
          Every request carries a request id and this browser&apos;s device id; signing in also
          sends the &lsquo;Remember this browser&rsquo; key, if there is one. Registering the
          browser sends its user agent, operating system, language and time zone. Everything else is
          what you enter for the action you take. See also the{' '}
          <Link href={paths.legal.terms()}>Terms and Conditions</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
