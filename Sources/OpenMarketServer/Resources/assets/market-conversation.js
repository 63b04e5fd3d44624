// A conversation without reloads: the form sends with fetch and the message appears at once; new
// messages from the other person are asked for every few seconds while the page is visible, and
// the product's state (reserved, sold) is kept current. Without this script the form posts and the
// page reloads.
const list = document.getElementById("messages");
const form = document.getElementById("message-form");
const status = document.getElementById("item-status");
const POLL_MS = 3000;
let polling;

function add(message) {
  if (!list || document.getElementById(`message-${message.id}`)) return;
  const item = document.createElement("li");
  item.id = `message-${message.id}`;
  item.className = message.mine ? "message mine" : "message";
  const who = document.createElement("span");
  who.className = "visually-hidden";
  who.textContent = message.mine ? "You: " : `${document.querySelector("h1").textContent}: `;
  const body = document.createElement("p");
  body.textContent = message.body;
  const time = document.createElement("time");
  time.dateTime = message.sentMachine;
  time.textContent = message.sent;
  item.append(who, body, time);
  list.append(item);
  list.dataset.last = String(Math.max(Number(list.dataset.last || 0), message.id));
  document.getElementById("no-messages")?.remove();
}

async function poll() {
  if (document.hidden || !list) return;
  try {
    const response = await fetch(`/market/messages/${list.dataset.conversation}/new?after=${list.dataset.last || 0}`, {
      headers: { Accept: "application/json" },
    });
    if (response.status === 401) {
      // Signed out elsewhere: say so once and stop asking.
      clearInterval(polling);
      const answer = await response.json().catch(() => ({}));
      const error = document.getElementById("message-error");
      if (error) error.textContent = answer.reason || "Your session has ended; log in again (reload the page).";
      return;
    }
    if (!response.ok) return;
    const answer = await response.json();
    answer.messages.forEach(add);
    if (status) {
      status.textContent = answer.status || "";
      status.hidden = !answer.status;
    }
  } catch {
    // Offline for a moment: the next round asks again.
  }
}

if (form && list) {
  const field = document.getElementById("message-body");
  const error = document.getElementById("message-error");
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    field.removeAttribute("aria-invalid");
    if (!field.value.trim()) {
      error.textContent = "Write a message before sending it.";
      field.setAttribute("aria-invalid", "true");
      field.focus();
      return;
    }
    const button = form.querySelector("button[type=submit]");
    button.disabled = true;
    try {
      const response = await fetch(form.action, {
        method: "POST", body: new URLSearchParams(new FormData(form)), headers: { Accept: "application/json" },
      });
      const answer = await response.json().catch(() => ({}));
      if (response.ok) {
        add(answer);
        field.value = "";
      } else {
        error.textContent = answer.reason || `The server answered ${response.status}; the message was not sent.`;
        field.setAttribute("aria-invalid", "true");
      }
    } catch {
      error.textContent = "The server could not be reached; the message was not sent. Try again.";
    } finally {
      button.disabled = false;
      field.focus();
    }
  });
  // Enter sends, Shift+Enter starts a new line, as in every chat.
  field.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
}
if (list) {
  polling = setInterval(poll, POLL_MS);
  document.addEventListener("visibilitychange", poll);
}
