// The to-do list without reloads: the list's forms (check, uncheck, delete, undo, quick add) are
// sent in the background and the list is redrawn from the server's answer — the same page the form
// would have loaded, so every rule stays the server's — while the scroll position stays where it
// is and focus stays on the item (or moves to its neighbour when it left; after a check or uncheck,
// to the next item of the list it left). A change that fails — the server refuses it or cannot be
// reached — never replaces the page: the list stays as it was, a notice says what happened, and a
// quick-add line being sent is put back to send again. Also the keyboard shortcuts the page lists.
// Without this script every form still works by loading the page.

const listArea = () => document.getElementById("todo-page");

// Changes are sent one after another, so each redraw shows every change before it.
let queue = Promise.resolve();

// What a failed change says when the server gave no sentence of its own.
const unreachable = "The server could not be reached, so nothing was changed. Try again when the connection is back.";

async function send(form, body, submitter, sentLine) {
  const area = listArea();
  const focusedItem = document.activeElement?.closest("[data-item]");
  const itemIds = [...area.querySelectorAll("[data-item]")].map((item) => item.dataset.item);
  const action = submitter?.dataset.action;
  area.setAttribute("aria-busy", "true");
  let answer;
  let page;
  try {
    answer = await fetch(form.action, {
      method: "POST", body, headers: { Accept: "text/html" }, credentials: "same-origin",
    });
    page = new DOMParser().parseFromString(await answer.text(), "text/html");
  } catch {
    return failed(unreachable, sentLine);
  }
  const fresh = page.getElementById("todo-page");
  if (!fresh) {
    // Signed out meanwhile: the login page the answer led to, which brings the person back.
    if (answer.ok && answer.redirected) { location.assign(answer.url); return; }
    const reason = page.querySelector(".error-page [role=alert]")?.textContent?.trim();
    return failed(reason || `The change was not made: the server answered ${answer.status}.`, sentLine);
  }
  // What is being typed in the quick-add line meanwhile is kept, not replaced by the answer's.
  const typing = listArea().querySelector("#quick-line");
  const current = listArea();
  current.replaceWith(fresh);
  const line = fresh.querySelector("#quick-line");
  if (typing && line && typing.value !== "") line.value = typing.value;
  lastChange = changeMade(form, submitter, fresh, itemIds);
  if (current !== area) return; // A later change is drawn already.
  restoreFocus(fresh, form, focusedItem, itemIds, action);
}

// The last change made here, for Ctrl+Z (⌘Z): the item and what was done to it.
let lastChange = null;

function changeMade(form, submitter, fresh, itemIds) {
  if (form.classList.contains("quick-add")) {
    const added = [...fresh.querySelectorAll("[data-item]")].map((item) => item.dataset.item)
      .find((id) => !itemIds.includes(id));
    return added ? { kind: "add", id: added } : null;
  }
  const id = form.closest("[data-item]")?.dataset.item;
  if (submitter?.dataset.action === "toggle" && id) {
    // Undone by toggling again only when it changed section: a repeating item checked stays to do.
    const moved = fresh.querySelector(`#item-${CSS.escape(id)}`)?.classList.contains("done") !== form.action.endsWith("/uncheck");
    return moved ? { kind: "toggle", id } : null;
  }
  return submitter?.dataset.action === "delete" ? { kind: "delete", id } : null;
}

// Undoes the last change: a delete through its Undo, a check or uncheck by the opposite, an item just
// added by deleting it (which offers its own Undo).
function undoLast() {
  const area = listArea();
  const change = lastChange;
  if (!area || !change) return false;
  lastChange = null;
  if (change.kind === "delete") {
    area.querySelector("[data-undo]")?.click();
    return true;
  }
  const action = change.kind === "toggle" ? "toggle" : "delete";
  // An undone check or uncheck keeps the focus on its item, not on the next one down the list.
  if (change.kind === "toggle") undoneItem = change.id;
  area.querySelector(`[data-item="${CSS.escape(change.id)}"] [data-action="${action}"]`)?.click();
  return true;
}

// Keeps the page as it is and says why the change was not made; the quick-add line being sent is put
// back, unless something new is typed there. A notice of an earlier change ("Added to your to-do
// list.") goes, so it is not read as this one's; one offering Undo stays, for its Undo.
function failed(sentence, sentLine) {
  const area = listArea();
  area.removeAttribute("aria-busy");
  for (const earlier of area.querySelectorAll(".todo-notice.success")) {
    if (!earlier.querySelector("[data-undo]")) earlier.remove();
  }
  const quick = area.querySelector("#quick-line");
  if (sentLine && quick && quick.value === "") quick.value = sentLine;
  let notice = area.querySelector("#todo-problem");
  if (!notice) {
    notice = document.createElement("div");
    notice.id = "todo-problem";
    notice.className = "notice error todo-notice";
    notice.setAttribute("role", "alert");
    area.prepend(notice);
  }
  notice.textContent = sentence;
}

let undoneItem = null;

function restoreFocus(area, form, focusedItem, itemIds, action) {
  if (undoneItem) {
    const item = area.querySelector(`[data-item="${CSS.escape(undoneItem)}"] [data-action="toggle"]`);
    undoneItem = null;
    if (item) { item.focus(); return; }
  }
  if (form.action.endsWith("/todo/restore")) {
    // Undo: the item put back, where it was.
    // `elements.item` is the collection's own method: the field is asked for by name.
    const restored = form.elements.namedItem("item")?.value;
    const toggle = restored && area.querySelector(`[data-item="${CSS.escape(restored)}"] [data-action="toggle"]`);
    if (toggle) { toggle.focus(); return; }
  }
  if (form.classList.contains("quick-add")) {
    area.querySelector("#quick-line")?.focus();
    return;
  }
  if (action === "delete" || !focusedItem) {
    const undo = area.querySelector("[data-undo]");
    if (undo) { undo.focus(); return; }
  }
  if (!focusedItem) return;
  const id = focusedItem.dataset.item;
  const toggle = (item) => area.querySelector(`[data-item="${item}"] [data-action="toggle"]`);
  const index = itemIds.indexOf(id);
  const neighbours = [...itemIds.slice(index + 1), ...itemIds.slice(0, index).reverse()];
  if (action === "toggle") {
    // A checked item moves to Finished: the focus goes on down the list it was in, so the next
    // press checks the next item rather than unchecking this one out of sight.
    const wasDone = focusedItem.classList.contains("done");
    const next = neighbours.find((item) => area.querySelector(`[data-item="${item}"]`)?.classList.contains("done") === wasDone);
    (toggle(next) ?? toggle(id))?.focus();
    return;
  }
  const same = toggle(id);
  if (same) { same.focus({ preventScroll: true }); return; }
  for (const neighbour of neighbours) {
    const target = toggle(neighbour);
    if (target) { target.focus({ preventScroll: true }); return; }
  }
}

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !listArea()?.contains(form)) return;
  event.preventDefault();
  const body = new URLSearchParams(new FormData(form, event.submitter));
  const submitter = event.submitter;
  let sentLine;
  if (form.classList.contains("quick-add")) {
    sentLine = form.elements.line.value;
    form.elements.line.value = "";
  }
  queue = queue.then(() => send(form, body, submitter, sentLine));
});

// The Finished section stays as the person left it.
const finishedKey = "todo.finished.open";
function keepFinished() {
  const finished = document.getElementById("finished");
  if (!finished) return;
  if (localStorage.getItem(finishedKey) === "false") finished.open = false;
  finished.addEventListener("toggle", () => localStorage.setItem(finishedKey, String(finished.open)));
}
keepFinished();
new MutationObserver(keepFinished).observe(document.querySelector("main") ?? document.body, { childList: true });

// Ctrl+Z (⌘Z on a Mac) undoes the last change, unless the person is typing, where it undoes typing.
document.addEventListener("keydown", (event) => {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== "z") return;
  if (event.target instanceof HTMLElement && event.target.closest("input, textarea, select, [contenteditable]")) return;
  if (undoLast()) event.preventDefault();
});

// Keyboard shortcuts, unless the person is typing.
document.addEventListener("keydown", (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
  const target = event.target;
  if (target instanceof HTMLElement && target.closest("input, textarea, select, [contenteditable]")) {
    if (event.key === "Escape") target.blur();
    return;
  }
  const items = [...document.querySelectorAll("#todo-page [data-item]")];
  const current = document.activeElement?.closest("[data-item]");
  const act = (name) => current?.querySelector(`[data-action="${name}"]`);
  switch (event.key) {
    case "n": case "/":
      document.getElementById("quick-line")?.focus();
      break;
    case "j": case "k": {
      const step = event.key === "j" ? 1 : -1;
      const next = items[current ? items.indexOf(current) + step : 0];
      next?.querySelector('[data-action="toggle"]')?.focus();
      break;
    }
    case "x": act("toggle")?.click(); break;
    case "e": act("edit")?.click(); break;
    case "Delete": case "#": act("delete")?.click(); break;
    case "?": {
      const help = document.getElementById("shortcuts");
      if (help) { help.open = !help.open; help.querySelector("summary")?.focus(); }
      break;
    }
    default: return;
  }
  event.preventDefault();
});
