// Reminders on the to-do page: while the list is open — in a tab or the installed app — an item whose
// reminder time comes is shown as a system notification through the service worker (or the page,
// without one); clicking it opens the item. One that came while the page was closed, in the last
// twelve hours, is shown when it opens. Each reminder is shown once, remembered on this device
// (`mybiz-reminded`, cleared at sign-out with everything else kept here). The page asks for
// permission only when the person presses "Turn on reminders".
const shownKey = "mybiz-reminded";
const missedFor = 12 * 60 * 60 * 1000;
const control = document.getElementById("reminders-control");
const state = document.getElementById("reminders-state");
const turnOn = document.getElementById("reminders-on");

const reminders = () =>
  [...document.querySelectorAll("#todo-section [data-reminder]")].map((row) => ({
    id: row.dataset.item,
    at: Number(row.dataset.reminder),
    title: row.querySelector(".title a[data-action=\"open\"]")?.textContent?.trim() ?? "An item",
  }));

function shown() {
  try {
    return new Set(JSON.parse(localStorage.getItem(shownKey) ?? "[]"));
  } catch {
    return new Set();
  }
}

function remember(keys) {
  // Only the last few hundred: older ones cannot come again.
  localStorage.setItem(shownKey, JSON.stringify([...keys].slice(-500)));
}

async function notify(reminder) {
  const options = {
    body: "Reminder from your to-do list",
    tag: `reminder-${reminder.id}-${reminder.at}`,
    data: { url: `/todo/items/${reminder.id}` },
  };
  const registration = await navigator.serviceWorker?.getRegistration?.();
  if (registration) {
    await registration.showNotification(reminder.title, options);
  } else {
    const note = new Notification(reminder.title, options);
    note.onclick = () => location.assign(options.data.url);
  }
}

async function check() {
  if (!("Notification" in window) || Notification.permission !== "granted") return;
  const now = Date.now();
  const keys = shown();
  let changed = false;
  for (const reminder of reminders()) {
    const key = `${reminder.id}@${reminder.at}`;
    if (reminder.at > now || now - reminder.at > missedFor || keys.has(key)) continue;
    keys.add(key);
    changed = true;
    try {
      await notify(reminder);
    } catch {
      // A notification the browser will not show is not shown again and again.
    }
  }
  if (changed) remember(keys);
}

function describe() {
  if (!control) return;
  const any = reminders().length > 0;
  if (!("Notification" in window)) {
    control.hidden = !any;
    state.textContent = "This browser cannot show reminders; their times are on the items.";
    return;
  }
  const permission = Notification.permission;
  control.hidden = !any || permission === "granted";
  turnOn.hidden = permission !== "default";
  state.textContent = permission === "denied"
    ? "Reminders are blocked in this browser's settings for this site; their times are on the items."
    : "Items here have reminders: this page can show them as notifications while it is open.";
}

turnOn?.addEventListener("click", async () => {
  await Notification.requestPermission();
  describe();
  check();
});

describe();
check();
setInterval(() => { describe(); check(); }, 15_000);
document.addEventListener("visibilitychange", () => { if (!document.hidden) check(); });
