import { Link } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { LegalPage, type LegalSection } from '../components/LegalPage';
import { paths } from '@/shared/paths';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who is responsible for your data',
    body: (
      <p>
        This Voluntech site is run by its operator: the person or organisation that hosts and
        manages it. The operator decides how your personal data is used on this site and is
        responsible for it (the &ldquo;controller&rdquo;). In this policy, &ldquo;we&rdquo; and
        &ldquo;us&rdquo; mean the operator.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <h3>Account data</h3>
        <p>
          When you register: your username, first and last name, email address, password, whether
          you join as a volunteer or a tech company, your country and category, and for companies
          the company name. We also record when you accepted the terms and confirmed that you are
          over 18. Your password is stored only as a secure hash; nobody can read it.
        </p>
        <h3>Profile data</h3>
        <p>
          What you add to your profile. For volunteers, for example: city, phone number, languages,
          education, experience, skills, awards, motivation, career aspirations, photo, video link,
          website and social links. For companies, for example: company stage, team size and
          structure, funding, city, phone number, your role, languages, website, logo, video link,
          social links and the description of the business and its plans.
        </p>
        <h3>Opportunities and applications</h3>
        <p>
          The opportunities companies post, the applications volunteers send, notes added to them,
          and how each application moves through its stages.
        </p>
        <h3>Payment data</h3>
        <p>
          Company subscriptions are paid through Stripe. Your card details are entered into
          Stripe&rsquo;s payment form and go directly to Stripe: they never reach our server. We
          keep the plan you chose, the billing interval, the subscription status and period, and the
          customer and subscription references Stripe gives us.
        </p>
        <h3>Email delivery</h3>
        <p>
          We send you emails that the service needs: confirming your email address, resetting your
          password, confirming an email change and notices about your account. To do this, your
          email address and the message pass through the email provider the operator uses.
        </p>
        <h3>Server logs</h3>
        <p>
          Like most websites, our server records technical data about each request: the IP address,
          the browser&rsquo;s user agent, the address requested, the time, the result and errors.
          These logs are kept for 5 days by default.
        </p>
      </>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it and on what legal basis',
    body: (
      <ul>
        <li>
          <strong>To provide the service you signed up for</strong>: your account, your profile,
          posting opportunities, applying to them and company subscriptions. Legal basis: the
          contract between you and us (our <Link to={paths.terms}>Terms of Service</Link>).
        </li>
        <li>
          <strong>To keep the site secure and working</strong>: server logs, preventing abuse and
          fraud, and fixing errors. Legal basis: our legitimate interest in running a safe and
          reliable service.
        </li>
        <li>
          <strong>To meet legal duties</strong>: keeping payment and tax records, and answering
          lawful requests from authorities. Legal basis: legal obligation.
        </li>
        <li>
          <strong>To send you emails the service needs</strong>. Legal basis: the contract. We do
          not send marketing emails without your consent.
        </li>
      </ul>
    ),
  },
  {
    id: 'public',
    title: 'What is public',
    body: (
      <>
        <p>
          Voluntech is a marketplace, so profiles are meant to be found. Anyone, including visitors
          who are not signed in, can see public volunteer and company profiles. A public profile
          shows, for example, your name or company name, city and country, skills, languages, tags,
          the texts you wrote about yourself or your company, your photo or logo, and your website
          and social links.
        </p>
        <p>
          <strong>Your email address and phone number are never shown publicly.</strong> Your
          password is never shown to anyone. When you apply to an opportunity, the company that
          posted it can see your application and your profile.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>
          We do not sell your data and we do not share it with advertisers. We share it only with:
        </p>
        <ul>
          <li>Stripe, to take company payments;</li>
          <li>the email provider the operator uses, to deliver emails;</li>
          <li>the hosting provider where the operator runs this site;</li>
          <li>authorities, when the law requires it.</li>
        </ul>
        <p>
          These providers may process data outside your country. Where that happens, they are
          required to protect it with safeguards the law recognises, such as standard contractual
          clauses.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <>
        <p>
          We keep your account and profile for as long as your account exists. When you delete your
          account in Account Settings, your account, your profile and your applications are removed.
        </p>
        <p>
          Some data is kept longer when the law requires it: payment and tax records are kept by
          Stripe and by the operator for as long as tax law requires. Server logs are removed after
          5 days by default. Backups are overwritten in their normal cycle.
        </p>
      </>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>
            <strong>access</strong> the personal data we hold about you and get a copy of it;
          </li>
          <li>
            <strong>correct</strong> data that is wrong or incomplete. You can change most of it
            yourself in your profile and Account Settings;
          </li>
          <li>
            <strong>delete</strong> your data. You can delete your account yourself at any time in
            Account Settings;
          </li>
          <li>
            <strong>portability</strong>: receive the data you gave us in a common, machine-readable
            format;
          </li>
          <li>
            <strong>object</strong> to uses based on our legitimate interests, and ask us to
            restrict how we use your data;
          </li>
          <li>complain to the data protection authority of the country where you live.</li>
        </ul>
        <p>
          To use a right that you cannot use in the app yourself, contact the operator (see below).
          We answer within one month and may ask you to confirm who you are.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          We do not use tracking or advertising cookies, and no analytics. We store only what is
          needed to keep you signed in and to remember choices you made, in your browser&rsquo;s
          storage:
        </p>
        <ul>
          <li>
            <code>authToken</code> and <code>authUser</code>: your sign-in session. They are kept in
            local storage if you ticked &ldquo;Remember me&rdquo;, and otherwise in session storage,
            which your browser clears when you close the tab.
          </li>
          <li>
            <code>authEmail</code>: the email you sign in with, to fill in the login form, only if
            you ticked &ldquo;Remember me&rdquo;.
          </li>
          <li>
            Short-lived helpers in session storage, such as a registration form you have not yet
            sent or the page to return to after you sign in.
          </li>
        </ul>
        <p>
          Logging out removes your session. When a company pays for a plan, Stripe&rsquo;s payment
          form is loaded on the payment step only, and Stripe may set its own cookies there to
          prevent fraud.
        </p>
      </>
    ),
  },
  {
    id: 'transparency',
    title: 'Transparency',
    body: (
      <>
        <p>We want you to know how the site works and what it does not do:</p>
        <ul>
          <li>
            Every opportunity is unpaid volunteering; no one on Voluntech is paid to volunteer.
          </li>
          <li>
            Volunteers use Voluntech for free. Companies pay for plans, and a plan changes how many
            opportunities a company can publish and how many team members it can have. It does not
            buy a higher place in lists or search results.
          </li>
          <li>
            We do not make automated decisions about you that have legal or similarly important
            effects, and we do not build advertising profiles.
          </li>
          <li>
            The operator&rsquo;s administrators can see account data to run the site, answer support
            requests and deal with abuse, and use that access only for those purposes.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Passwords are stored as secure hashes, connections to the site should be encrypted, and
        access to personal data is limited to what each person needs. No system is perfectly secure:
        use a strong password that you do not use elsewhere, and tell the operator if you think your
        account has been misused.
      </p>
    ),
  },
  {
    id: 'age',
    title: 'Age limit',
    body: (
      <p>
        Voluntech is only for people aged 18 or over. If we learn that someone under 18 has an
        account, we delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We update this policy when the way we handle data changes. The date at the top shows the
        latest version. When a change is important we will tell you by email or on the site before
        it applies.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        To ask about your data or to use your rights, contact the operator of this Voluntech site:
        reply to any email you have received from the site, or use the contact details the operator
        publishes on it.
      </p>
    ),
  },
];

export function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <LegalPage
      title="Privacy Policy"
      updated="2026-11-21"
      updatedLabel="21 November 2026"
      intro={
        <p>
          This policy explains what personal data Voluntech collects, why, who can see it, how long
          it is kept, and the rights you have. It also lists what we keep in your browser and how
          the site works.
        </p>
      }
      sections={sections}
    />
  );
}

export { PrivacyPage as Component };
