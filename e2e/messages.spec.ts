import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, politely, sink, uniqueUser, type CreatedUser } from './fixtures/api';
import { expectNoAxeViolations } from './fixtures/axe';
import { createListedCompany } from './fixtures/companyOnboarding';
import { e2eEnv } from './fixtures/env';
import { findLink } from './fixtures/mailsink';
import { createApplicant, createOpenOpportunity } from './fixtures/opportunities';
import { loginAs } from './fixtures/session';
import { createSuperadmin, loginAsSuperadmin, type Superadmin } from './fixtures/system';

// A real (tiny) PDF the volunteer attaches.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** axe with best practices at 1280 px and at 375 px. */
async function axeBothWidths(page: Page) {
  await expectNoAxeViolations(page, { allRules: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page, { allRules: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const icon = (page: Page) => page.getByTestId('messages-indicator');

/**
 * Invites a teammate to the owner's company and joins through the link of the
 * invitation mail, as the join page does: the member's account, verified by the mail.
 */
async function joinTeam(
  request: APIRequestContext,
  ownerToken: string,
  firstName: string,
  lastName: string,
): Promise<CreatedUser> {
  const { username, email } = uniqueUser('mate');
  const invited = await politely(() =>
    request.post('/api/company/team/invitations', {
      headers: { Authorization: ownerToken },
      data: { email },
    }),
  );
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await sink.waitFor(email, { subject: 'Join' });
  const token = new URL(findLink(mail.html, '/join-team/')).pathname.split('/').pop() ?? '';
  const joined = await politely(() =>
    request.post(`/api/company/team/join/${token}`, {
      data: {
        username,
        first_name: firstName,
        last_name: lastName,
        role_title: 'Community lead',
        password: PASSWORD,
        passwordConfirm: PASSWORD,
      },
    }),
  );
  expect(joined.ok(), await joined.text()).toBe(true);
  const { id } = (await joined.json()) as { id?: string };
  return {
    id: id ?? '',
    role: 'company',
    username,
    email,
    password: PASSWORD,
    firstName,
    lastName,
  };
}

test.describe('messages between a company and an applicant', () => {
  // The app without Stripe activates plans free; MESSAGE_EMAIL_DELAY shortens
  // the unread email's 15 minutes there (playwright.config.ts).
  test.use({ baseURL: e2eEnv.freeAppURL, viewport: { width: 1280, height: 800 } });

  let company: CreatedUser;
  let member: CreatedUser;
  let volunteer: CreatedUser;
  let admin: Superadmin;
  let title: string;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    // Essential: a seat for the teammate who writes to the applicant.
    let companyToken: string;
    ({ company, token: companyToken } = await createListedCompany(request, {
      prefix: 'msg',
      plan: 'essential',
    }));
    member = await joinTeam(request, companyToken, 'Tess', 'Teammate');
    title = `Chat about ${Date.now().toString(36)} apps`;
    const opportunity = await createOpenOpportunity(request, companyToken, {
      title,
      description: 'Build a small app with us.',
      skills: ['React'],
    });
    volunteer = await createApplicant(
      request,
      opportunity.id,
      { firstName: 'Mona', lastName: 'Message' },
      'Happy to help.',
    );
    // Superadmins are told of every new report on their bell.
    admin = await createSuperadmin(request, 'data-free');
  });

  test('a conversation in real time: message, reply with a PDF, Seen, block, report', async ({
    browser,
  }) => {
    test.setTimeout(480_000);
    const companyContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const volunteerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const co = await companyContext.newPage();
    const owner = await ownerContext.newPage();
    const vol = await volunteerContext.newPage();

    // The volunteer keeps the Messages page open: nothing yet.
    await loginAs(vol, volunteer);
    await vol.goto('/volunteer/messages');
    await expect(vol.getByText(/No conversations yet/)).toBeVisible();
    await expect(icon(vol).getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    await axeBothWidths(vol);

    // The owner keeps the company's Messages page open too: the whole team sees the conversation.
    await loginAs(owner, company);
    await owner.goto('/company/messages');
    await expect(owner.getByText(/No conversations yet/)).toBeVisible();

    // A team member (not the owner) messages the applicant from the applicants table.
    await loginAs(co, member);
    await co.goto('/company/opportunities');
    await co.getByRole('link', { name: title }).click();
    await co.getByRole('button', { name: 'Message Mona Message' }).click();
    await expect(co).toHaveURL(/\/company\/messages\/\w+$/);
    await expect(co.getByText(`About: ${title}`)).toBeVisible();
    await co
      .getByRole('textbox', { name: 'Message' })
      .fill('Hello Mona, see https://example.com/brief.');
    await co.getByRole('button', { name: 'Send' }).click();
    await expect(co.getByTestId('message')).toHaveCount(1);
    await expect(
      co.getByTestId('message').getByRole('link', { name: 'https://example.com/brief' }),
    ).toBeVisible();

    // Without a reload the volunteer's list shows it and the icon counts one conversation.
    const item = vol.getByRole('navigation', { name: 'Conversations' }).getByRole('link');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(`${company.username} Ltd`);
    await expect(item).toContainText('Hello Mona');
    await expect(
      vol.getByRole('link', { name: 'Messages: 1 conversation with unread messages' }),
    ).toBeVisible();

    // The owner's open list shows the member's conversation live, and its thread the message.
    const ownerItem = owner.getByRole('navigation', { name: 'Conversations' }).getByRole('link');
    await expect(ownerItem).toHaveCount(1);
    await expect(ownerItem).toContainText('Mona Message');
    await expect(ownerItem).toContainText('Hello Mona');
    await ownerItem.click();
    await expect(owner.getByTestId('message').getByText('Hello Mona, see')).toBeVisible();

    // Left unread, it is emailed once (the delay is seconds in this run).
    const mail = await sink.waitFor(volunteer.email, {
      subject: `New message from ${company.username} Ltd`,
      timeoutMs: 30_000,
    });
    expect(mail.text).toContain('Hello Mona');

    // The volunteer opens it and replies with a PDF.
    await item.click();
    await expect(vol.getByTestId('message').getByText('Hello Mona, see')).toBeVisible();
    await expect(icon(vol).getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    await vol.getByRole('textbox', { name: 'Message' }).fill('Here is my CV.');
    // The Attach button opens the system file picker through its hidden file input.
    await vol
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(vol.getByText('cv.pdf')).toBeVisible();
    await vol.getByRole('button', { name: 'Send' }).click();
    await expect(vol.getByTestId('message')).toHaveCount(2);

    // Both company tabs' open threads show the reply and its file; the volunteer sees "Seen".
    await expect(co.getByTestId('message').getByText('Here is my CV.')).toBeVisible();
    await expect(owner.getByTestId('message').getByText('Here is my CV.')).toBeVisible();
    await expect(co.getByTestId('message').getByRole('link', { name: /\.pdf$/ })).toBeVisible();
    await expect(vol.getByText('Seen', { exact: true })).toBeVisible();
    await axeBothWidths(co);
    await axeBothWidths(vol);

    // The volunteer blocks; the company's next message is refused.
    await vol.getByRole('button', { name: 'Conversation actions' }).click();
    await vol.getByRole('menuitem', { name: `Block ${company.username} Ltd` }).click();
    await expect(vol.getByText(/You blocked/)).toBeVisible();
    await expect(co.getByText("You can't message this account.")).toBeVisible();

    // And reports the conversation.
    await vol.getByRole('button', { name: 'Conversation actions' }).click();
    await vol.getByRole('menuitem', { name: `Report ${company.username} Ltd` }).click();
    const dialog = vol.getByRole('dialog', { name: `Report ${company.username} Ltd` });
    await dialog
      .getByRole('textbox', { name: 'Why are you reporting this conversation?' })
      .fill('Asked me for my bank details.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toBeHidden();

    // The superadmin's dashboard lists the report among the latest notifications,
    // and /system/messages shows it with the company's message only.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const sys = await adminContext.newPage();
    await loginAsSuperadmin(sys, admin);
    const notifications = sys.getByRole('region', { name: 'Notifications' });
    await expect(
      notifications.getByText(`A conversation with ${company.username} Ltd was reported`),
    ).toBeVisible();
    await expect(notifications.getByText('New message report').first()).toBeVisible();
    await sys.getByRole('link', { name: 'Messages' }).click();
    await expect(sys).toHaveURL(/\/system\/messages$/);
    // The pointer left on the menu entry would colour it as hovered.
    await sys.mouse.move(640, 700);
    const card = sys.getByRole('article', { name: `Report about ${company.username} Ltd` });
    await expect(card).toContainText('Asked me for my bank details.');
    await expect(card).toContainText('Hello Mona, see');
    await expect(card).not.toContainText('Here is my CV.');
    await axeBothWidths(sys);

    // Exactly one unread email went out for the conversation.
    const mails = await sink.messages({
      to: volunteer.email,
      subject: `New message from ${company.username} Ltd`,
    });
    expect(mails).toHaveLength(1);

    await Promise.all([
      companyContext.close(),
      ownerContext.close(),
      volunteerContext.close(),
      adminContext.close(),
    ]);
  });
});
