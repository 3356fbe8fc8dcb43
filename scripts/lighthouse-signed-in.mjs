// Lighthouse on the signed-in pages (issue 38, goal 1), run by
// `SIGNED_IN=1 scripts/lighthouse.sh` against the binary it started with the
// demo data and the mail sink.
//
//   node scripts/lighthouse-signed-in.mjs BASE_URL SINK_URL CHROMIUM RUNS OUT_DIR [PATTERN] [VISITS]
//
// Each page is measured twice, as a signed-in user meets it:
//   first: a browser with an empty cache whose storage already holds the
//          session (the first visit after signing in: every script of the
//          area is fetched);
//   later: the same page again after one visit (scripts from the cache).
// A session is made the way the app makes one: auth-with-password, and for a
// two-step account (superadmins) the emailed code, read from the mail sink.
// It is written into localStorage under the app's keys ("Remember me").
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [base, sink, chromium, runsArg, outDir, pattern, visitsArg] = process.argv.slice(2);
// "first,later" (both, the default), "first" or "later".
const visits = (visitsArg || 'first,later').split(',');
const runs = Number(runsArg || 1);
const password = 'Voluntech-demo-1';

async function api(url, { token, method = 'GET', body } = {}) {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: token } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const json = text ? JSON.parse(text) : {};
  return { status: res.status, json };
}

// signIn returns {token, record} for a demo login (by email), finishing the
// second step with the code the server mails (POST /api/auth/mfa, as the
// app's sign-in page does) when the account needs one.
async function signIn(email) {
  const first = await api('/api/collections/users/auth-with-password', {
    method: 'POST',
    body: { identity: email, password },
  });
  if (first.status === 200) return first.json;
  const mfaId = first.json.mfaId;
  if (!mfaId) throw new Error(`sign-in of ${email}: ${first.status} ${JSON.stringify(first.json)}`);
  const newest = async () => {
    const mails = await (
      await fetch(`${sink}/api/messages?to=${encodeURIComponent(email)}`)
    ).json();
    return mails.reduce((n, m) => Math.max(n, Number(m.id)), 0);
  };
  const after = await newest();
  const step = await api('/api/auth/mfa', { method: 'POST', body: { mfaId } });
  if (step.status !== 200 || !step.json.otpId)
    throw new Error(`/api/auth/mfa: ${step.status} ${JSON.stringify(step.json)}`);
  for (let i = 0; i < 150; i++) {
    const mails = await (
      await fetch(`${sink}/api/messages?to=${encodeURIComponent(email)}`)
    ).json();
    const code = mails
      .filter((m) => Number(m.id) > after)
      .map((m) => /sign-in code is (\d{6})/.exec(m.text)?.[1])
      .find(Boolean);
    if (code) {
      const done = await api('/api/collections/users/auth-with-otp', {
        method: 'POST',
        body: { otpId: step.json.otpId, password: code, mfaId },
      });
      if (done.status === 200) return done.json;
      throw new Error(`auth-with-otp: ${done.status} ${JSON.stringify(done.json)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no sign-in code for ${email} in the mail sink`);
}

// The demo records each page shows, found through the records API as the
// signed-in user (so the rules decide, as in the app).
async function firstId(collection, token, filter = '') {
  const q = `/api/collections/${collection}/records?perPage=1&sort=-created${filter ? `&filter=${encodeURIComponent(filter)}` : ''}`;
  const { status, json } = await api(q, { token });
  if (status !== 200) throw new Error(`${collection}: ${status} ${JSON.stringify(json)}`);
  return json.items?.[0]?.id;
}

async function pagesOf() {
  const company = await signIn('omar@medisync.demo.voluntech.local');
  const volunteer = await signIn('lina@demo.voluntech.local');
  const admin = await signIn('admin@demo.voluntech.local');
  const opp = await firstId('opportunities', company.token, `company='${company.record.id}'`);
  const companyConv = await firstId('conversations', company.token);
  const volunteerConv = await firstId('conversations', volunteer.token);
  const engagement = await firstId('engagements', volunteer.token);
  const need = { opp, companyConv, volunteerConv, engagement };
  for (const [k, v] of Object.entries(need))
    if (!v) throw new Error(`the demo data has no ${k} for this user`);
  return [
    [company, '/company/dashboard'],
    [company, '/company/opportunities'],
    [company, `/company/opportunities/${opp}/board`],
    [company, `/company/messages/${companyConv}`],
    [volunteer, '/volunteer/dashboard'],
    [volunteer, '/volunteer/opportunities'],
    [volunteer, `/volunteer/messages/${volunteerConv}`],
    [volunteer, `/volunteer/engagements/${engagement}`],
    [admin, '/system/dashboard'],
  ].filter(([, p]) => !pattern || new RegExp(pattern).test(p));
}

async function measure(session, page, visit, run) {
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      // TLS=1: the stand-in proxy's certificate (scripts/lighthouse.sh).
      ...(process.env.LIGHTHOUSE_TLS ? ['--ignore-certificate-errors'] : []),
    ],
  });
  try {
    const tab = await browser.newPage();
    // A JSON answer of the same origin: storage is set without fetching any
    // of the app's files, so the cache stays empty for the first visit.
    await tab.goto(base + '/api/health');
    await tab.evaluate(
      (token, user) => {
        localStorage.setItem('authToken', token);
        localStorage.setItem('authUser', user);
      },
      session.token,
      JSON.stringify(session.record),
    );
    // networkidle2: the page's realtime stream stays open.
    if (visit === 'later') await tab.goto(base + page, { waitUntil: 'networkidle2' });
    const result = await lighthouse(
      base + page,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Keep the session (and, for a later visit, the cache).
        disableStorageReset: true,
      },
      undefined,
      tab,
    );
    const lhr = result.lhr;
    const finalUrl = new URL(lhr.finalDisplayedUrl);
    if (finalUrl.pathname !== page)
      throw new Error(`${page} ended on ${finalUrl.pathname}: not signed in?`);
    fs.writeFileSync(
      path.join(outDir, `${visit}-${page.replace(/[^a-zA-Z0-9]/g, '_')}-${run}.json`),
      result.report,
    );
    return lhr;
  } finally {
    await browser.close();
  }
}

const s = (ms) => (ms / 1000).toFixed(2) + ' s';
console.log(
  ['page', 'visit', 'perf', 'a11y', 'FCP', 'LCP', 'TBT', 'bytes', 'script']
    .map((h, i) => (i === 0 ? h.padEnd(46) : h.padStart(i === 1 ? 6 : 8)))
    .join(' '),
);
for (const [session, page] of await pagesOf()) {
  for (const visit of visits) {
    const reports = [];
    for (let r = 1; r <= runs; r++) reports.push(await measure(session, page, visit, r));
    // The run with the median performance score stands for the page.
    reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = reports[Math.floor(reports.length / 2)];
    const a = (id) => lhr.audits[id].numericValue;
    const score = (c) => String(Math.round(lhr.categories[c].score * 100));
    // The scripts' bytes on the wire (compressed): what a first visit pays for.
    const script = lhr.audits['network-requests'].details.items
      .filter((i) => i.resourceType === 'Script')
      .reduce((sum, i) => sum + i.transferSize, 0);
    console.log(
      [
        page.padEnd(46),
        visit.padStart(6),
        score('performance').padStart(8),
        score('accessibility').padStart(8),
        s(a('first-contentful-paint')).padStart(8),
        s(a('largest-contentful-paint')).padStart(8),
        (Math.round(a('total-blocking-time')) + ' ms').padStart(8),
        (Math.round(a('total-byte-weight') / 1024) + ' KiB').padStart(8),
        (Math.round(script / 1024) + ' KiB').padStart(8),
      ].join(' '),
    );
  }
}
