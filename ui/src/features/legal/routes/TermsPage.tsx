import { Link } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { LegalPage, type LegalSection } from '../components/LegalPage';
import { paths } from '@/shared/paths';

const sections: LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <>
        <p>
          Voluntech is software that connects skilled volunteers with early-stage tech companies.
          This Voluntech site is run by its operator: the person or organisation that hosts and
          manages it. In these terms, &ldquo;the operator&rdquo;, &ldquo;we&rdquo; and
          &ldquo;us&rdquo; mean the operator of this site, and &ldquo;you&rdquo; means anyone who
          uses it.
        </p>
        <p>
          By creating an account or using the site you agree to these terms and to our{' '}
          <Link to={paths.privacy}>Privacy Policy</Link>. If you do not agree, please do not use the
          site.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use Voluntech',
    body: (
      <>
        <p>To use Voluntech you must:</p>
        <ul>
          <li>be at least 18 years old;</li>
          <li>give true and up-to-date information about yourself;</li>
          <li>keep one account per person, and not use someone else&rsquo;s account.</li>
        </ul>
        <p>
          If you register as a tech company, you confirm that you are building a tech company and
          that you are allowed to act for it. The company is responsible for what is done through
          its account.
        </p>
      </>
    ),
  },
  {
    id: 'voluntary',
    title: 'All opportunities are voluntary',
    body: (
      <>
        <p>
          Every opportunity on Voluntech is unpaid volunteering. Volunteers take part to gain real
          experience and skills, and some to give back to the community. This means:
        </p>
        <ul>
          <li>companies must not offer, and volunteers must not ask for, pay or wages;</li>
          <li>no stipends, allowances, fees or rewards of money&rsquo;s worth;</li>
          <li>no promises of future paid work, equity or a job in return for volunteering;</li>
          <li>no benefits that would count as taxable income.</li>
        </ul>
        <p>
          Reasonable, documented out-of-pocket expenses may be reimbursed only where the law of the
          country concerned allows it without creating an employment relationship. Volunteering
          through Voluntech does not make anyone an employee or worker of a company or of the
          operator. Each company is responsible for following the volunteering, employment, health
          and safety and data protection laws that apply to it.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>
          Keep your password secret and tell the operator straight away if you think someone else
          has used your account. You are responsible for what happens under your account unless it
          was used without your permission through no fault of yours.
        </p>
        <p>
          You can change your details, password and email address, or delete your account, at any
          time in Account Settings.
        </p>
      </>
    ),
  },
  {
    id: 'plans',
    title: 'Plans and payments for companies',
    body: (
      <>
        <p>
          Volunteers use Voluntech free of charge. Companies pay a subscription for one of three
          plans: Starter, Essential or Advanced. Each plan sets how many opportunities can be live
          at the same time and how many team members the company can have. The price, billing
          interval (monthly or yearly) and limits of each plan are shown before you subscribe.
        </p>
        <ul>
          <li>
            Payments are processed by Stripe. Your card details go directly to Stripe and never
            reach our server.
          </li>
          <li>
            A subscription renews automatically at the end of each billing period until it is
            cancelled. A cancellation takes effect at the end of the period already paid for.
          </li>
          <li>
            Amounts already paid are not refunded for unused parts of a period, except where the law
            requires a refund.
          </li>
          <li>
            We will tell you before a price change applies to you; the new price applies from your
            next billing period.
          </li>
          <li>
            If the operator has not set up payments, a plan can be activated without charge. This is
            shown clearly when you choose a plan.
          </li>
        </ul>
        <p>Before deleting a company account, cancel any active subscription.</p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>When you use Voluntech you must not:</p>
        <ul>
          <li>
            post opportunities that are paid work, or that disguise paid work as volunteering;
          </li>
          <li>post anything unlawful, misleading, discriminatory, hateful or harassing;</li>
          <li>pretend to be someone else or misrepresent your skills, company or experience;</li>
          <li>
            collect other users&rsquo; personal data for purposes they did not agree to, such as
            spam or recruitment lists;
          </li>
          <li>upload malware, or try to break, overload or get around the security of the site;</li>
          <li>scrape or copy the site or its content in bulk by automated means;</li>
          <li>use the site to ask volunteers for money, fees or personal financial details.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content',
    body: (
      <>
        <p>
          You keep ownership of what you add to Voluntech: your profile, logo, photos, texts,
          opportunities and applications. You give the operator a non-exclusive, worldwide,
          royalty-free permission to store, copy, display and adapt that content only as far as
          needed to run the site, for example to show your public profile to visitors. This
          permission ends when you delete the content or your account, except for copies the
          operator must keep by law and backups that are deleted in their normal cycle.
        </p>
        <p>
          You confirm that you have the right to share what you upload. What volunteers and
          companies create together during an opportunity is a matter between them; agree on it in
          writing before work starts.
        </p>
      </>
    ),
  },
  {
    id: 'role-of-operator',
    title: 'Our role',
    body: (
      <p>
        The operator provides the meeting place. We are not a party to any arrangement between a
        volunteer and a company, and we do not check every profile, opportunity or application. Make
        your own checks before you start working with someone, and report anything that breaks these
        terms to the operator.
      </p>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspension and deleting your account',
    body: (
      <>
        <p>
          The operator may suspend or close an account that breaks these terms, puts other users at
          risk or is required to be closed by law. Where it is safe and lawful to do so, we will
          tell you why.
        </p>
        <p>
          You can delete your account at any time in Account Settings. Deleting it removes your
          account, your profile and your applications, as described in the{' '}
          <Link to={`${paths.privacy}#retention`}>Privacy Policy</Link>. It cannot be undone.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          The site is provided &ldquo;as is&rdquo;. We work to keep it available and secure, but we
          cannot promise that it will always be available, free of errors, or that any opportunity
          or volunteer will meet your expectations.
        </p>
        <p>
          As far as the law allows, the operator is not liable for any indirect or consequential
          loss, for loss of profit, business or data, or for what users do or fail to do. For a
          company, the operator&rsquo;s total liability in any 12 months is limited to the
          subscription fees it paid in that period; for a volunteer, who pays nothing, it is limited
          to &pound;100.
        </p>
        <p>
          Nothing in these terms limits liability that cannot be limited by law, such as liability
          for death or personal injury caused by negligence, or for fraud, or your rights as a
          consumer.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to the site and these terms',
    body: (
      <p>
        We may change the site and these terms, for example when we add features or when the law
        changes. When a change is important we will tell you by email or on the site at least 30
        days before it applies. If you keep using the site after that, the new terms apply; if you
        do not agree, you can delete your account.
      </p>
    ),
  },
  {
    id: 'law-and-contact',
    title: 'Law and contact',
    body: (
      <p>
        These terms are governed by the law of the country where the operator is established,
        without taking away the protection given to you by the law of the country where you live. To
        contact the operator about these terms, reply to any email you have received from this
        Voluntech site or use the contact details the operator publishes on it.
      </p>
    ),
  },
];

export function TermsPage() {
  usePageTitle('Terms of Service');
  return (
    <LegalPage
      title="Terms of Service"
      updated="2026-11-21"
      updatedLabel="21 November 2026"
      intro={
        <p>
          These terms explain the rules for using Voluntech: who can join, that every opportunity is
          unpaid volunteering, how company plans are billed, and what we and you are each
          responsible for.
        </p>
      }
      sections={sections}
    />
  );
}

export { TermsPage as Component };
