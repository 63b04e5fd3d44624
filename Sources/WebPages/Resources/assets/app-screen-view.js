// Reports the company app's screen as shown, through the analytics contract the apps use: one
// `screenView` report to `POST /api/analytics`, with the browser as device and OS and the server's
// version as the app's. The page's own session cookie is the login; a report that fails is not
// retried (the apps' queue does that; a page view is not worth a second try).
const main = document.querySelector("main[data-screen]");

// The calendar groups its days and writes its times in the reader's time zone, which the server
// learns from this cookie — kept up to date on every screen, so the calendar is right the first time.
// A page written in another zone than the reader's is asked for once more (once per zone, so it can
// never loop), and only the page that stays is reported.
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
if (zone) document.cookie = `mybiz_tz=${encodeURIComponent(zone)}; path=/app; max-age=31536000; samesite=lax`;
const written = document.querySelector("[data-zone]")?.dataset.zone;
const asked = `mybiz-zone-${zone}`;
const rewriting = Boolean(zone && written && written !== zone && !sessionStorage.getItem(asked));
if (rewriting) {
  sessionStorage.setItem(asked, "1");
  location.reload();
}

// Browsers that are built on another name their own after it (Edge and Opera after Chrome, Chrome
// after Safari), so the most specific is looked for first.
const BROWSERS = [["Edg", "Edge"], ["OPR", "Opera"], ["Firefox", "Firefox"], ["Chrome", "Chrome"],
  ["Chromium", "Chromium"], ["Version", "Safari"]];

function browser() {
  const agent = navigator.userAgent;
  let name = "Browser";
  for (const [token, label] of BROWSERS) {
    const match = agent.match(new RegExp(`${token}/(\\d+)`));
    if (match) {
      name = `${label} ${match[1]}`;
      break;
    }
  }
  const kind = /Mobi|Android|iPhone|iPad/.test(agent) ? "phone" : "desktop";
  return `${name} (${kind} web)`.slice(0, 100);
}

function operatingSystem() {
  const agent = navigator.userAgent;
  if (/iPhone|iPad|iPod/.test(agent)) return "iOS";
  if (/Android/.test(agent)) return "Android";
  if (/Mac OS X/.test(agent)) return "macOS";
  if (/Windows/.test(agent)) return "Windows";
  if (/CrOS/.test(agent)) return "ChromeOS";
  if (/Linux/.test(agent)) return "Linux";
  return "Unknown";
}

if (main && !rewriting) {
  fetch("/api/analytics", {
    method: "POST",
    keepalive: true,
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({
      name: main.dataset.screen,
      recordedDate: new Date().toISOString().replace(/\.\d{3}Z$/, "Z"),
      type: "screenView",
      device: browser(),
      os: operatingSystem(),
      appVersion: main.dataset.appVersion,
    }),
  }).catch(() => {});
}

// The inbox's badge in the header, kept current while the page is in sight: every 10 s (and when it
// comes back into sight) the count is asked for; when something new arrives, what it is appears at
// once in a polite status line, with the way to it — a decision on your order, with its reason,
// without reloading.
const badge = document.querySelector("[data-inbox-count]");
const inboxLink = document.querySelector("[data-inbox-link]");
const toast = document.querySelector("[data-inbox-toast]");
let known = null;

async function refreshInbox() {
  if (!badge || document.hidden) return;
  try {
    const answer = await fetch("/app/inbox/count", { headers: { Accept: "application/json" } });
    if (!answer.ok) return;
    const { unread, newest, link } = await answer.json();
    badge.textContent = unread > 99 ? "99+" : String(unread);
    badge.hidden = unread === 0;
    inboxLink?.setAttribute("aria-label", unread ? `Inbox, ${unread} unread` : "Inbox");
    if (toast && known !== null && unread > known && newest) {
      toast.replaceChildren(document.createTextNode(`${newest} `));
      const open = document.createElement("a");
      open.href = link || "/app/inbox";
      open.textContent = "Open";
      toast.append(open);
      toast.classList.add("shown");
    }
    known = unread;
  } catch {
    // Offline or the server restarting: the next round asks again.
  }
}

if (badge && !location.pathname.startsWith("/app/inbox")) {
  refreshInbox();
  setInterval(refreshInbox, 10_000);
  document.addEventListener("visibilitychange", refreshInbox);
}
