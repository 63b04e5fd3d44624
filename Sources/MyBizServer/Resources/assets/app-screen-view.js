// Reports the company app's screen as shown, through the analytics contract the apps use: one
// `screenView` report to `POST /api/analytics`, with the browser as device and OS and the server's
// version as the app's. The page's own session cookie is the login; a report that fails is not
// retried (the apps' queue does that; a page view is not worth a second try).
const main = document.querySelector("main[data-screen]");

function browser() {
  const agent = navigator.userAgent;
  const match = agent.match(/(Edg|OPR|Firefox|Chrome|Chromium|Version)\/(\d+)/);
  const name = !match ? "Browser" : { Edg: "Edge", OPR: "Opera", Version: "Safari" }[match[1]] || match[1];
  const kind = /Mobi|Android|iPhone|iPad/.test(agent) ? "phone" : "desktop";
  return `${name}${match ? " " + match[2] : ""} (${kind} web)`.slice(0, 100);
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

if (main) {
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
