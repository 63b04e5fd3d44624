// What every page shares: the service worker that keeps the shell and the offline page, and forms
// whose inline errors clear as soon as their field is fixed.

// Registered once the page has loaded, so that installing the worker (and the shell it caches)
// never competes with a first visit's first paint.
if ("serviceWorker" in navigator) {
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Without a worker the pages work as before; only the offline page is missing.
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

// A field marked invalid by the server is unmarked, and its sentence cleared, once the person
// changes it: the error said what to fix, and it is being fixed.
document.addEventListener("input", (event) => {
  const field = event.target;
  if (!(field instanceof HTMLElement) || field.getAttribute("aria-invalid") !== "true") return;
  field.removeAttribute("aria-invalid");
  for (const id of (field.getAttribute("aria-describedby") || "").split(/\s+/)) {
    const message = id && document.getElementById(id);
    if (message && message.classList.contains("field-error")) {
      const others = document.querySelectorAll(`[aria-describedby~="${id}"][aria-invalid="true"]`);
      if (others.length === 0) message.textContent = "";
    }
  }
});

// The server writes days — "today", "overdue" — in the zone the `tz` cookie names. A page that
// says which zone it used (data-reader-zone) and used another is loaded again, once the cookie holds
// this browser's zone — at most once a session, whatever the server makes of the zone.
const readerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
if (readerZone) {
  const cookie = `tz=${encodeURIComponent(readerZone)}`;
  if (!document.cookie.split("; ").includes(cookie)) {
    document.cookie = `${cookie}; path=/; max-age=31536000; SameSite=Lax`;
  }
  const used = document.querySelector("[data-reader-zone]")?.dataset.readerZone;
  const reloaded = sessionStorage.getItem("tz-reloaded") === readerZone;
  if (used && used !== readerZone && !reloaded && document.cookie.split("; ").includes(cookie)) {
    sessionStorage.setItem("tz-reloaded", readerZone);
    location.reload();
  }
}

// Escape closes the open account menu (a <details>) and gives focus back to its button, as a menu
// does.
document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") return;
  const menu = document.querySelector("details.account[open]");
  if (!menu) return;
  menu.open = false;
  menu.querySelector("summary")?.focus();
});
