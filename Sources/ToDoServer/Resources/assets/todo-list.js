// The to-do list, instant and offline. A check, uncheck, delete, quick add or title edit shows at once;
// the change waits on this device (IndexedDB, the "outbox") and goes to the server item by item
// (`/api/todos/items`), in order, as soon as it can — now, or when the connection is back, even after
// a reload: nothing typed offline is lost. Each change says the item's version it started from, so
// the server merges it with changes made elsewhere. What the server refuses is rolled back with its
// sentence. The page is redrawn from the server's copy with the changes still waiting laid over it.
// Also Undo, Ctrl+Z and the keyboard shortcuts the page lists. Without this script every form still
// works by loading the page.

const listArea = () => document.getElementById("todo-page");
const syncStatus = () => document.getElementById("todo-sync");

// ---- The outbox: changes waiting to be sent, kept on this device until they are. ----

const outbox = (() => {
  let memory = [];
  let next = 1;
  const opened = new Promise((resolve) => {
    try {
      const request = indexedDB.open("mybiz-todo", 1);
      request.onupgradeneeded = () => request.result.createObjectStore("outbox", { keyPath: "key", autoIncrement: true });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null); // No IndexedDB here: the changes wait in this page only.
    }
  });
  const run = (mode, work) => opened.then((db) => new Promise((resolve, reject) => {
    const store = db.transaction("outbox", mode).objectStore("outbox");
    const request = work(store);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }));
  return {
    async all() {
      return (await opened) ? run("readonly", (store) => store.getAll()) : memory.slice();
    },
    async add(entry) {
      if (await opened) return run("readwrite", (store) => store.add(entry));
      entry.key = next++;
      memory.push(entry);
      return entry.key;
    },
    async remove(key) {
      if (await opened) return run("readwrite", (store) => store.delete(key));
      memory = memory.filter((entry) => entry.key !== key);
    },
  };
})();

// The changes waiting, as last read, laid over every drawing of the page.
let waiting = [];
// The list as the server last drew it; the page is this with `waiting` laid over it.
let serverPage = listArea()?.cloneNode(true) ?? null;
// How many pages the server answered a form with: a list asked for before the last is older.
let drawn = 0;
// Changes sent since `serverPage` was drawn: laid over it too until the server's next copy has them.
let sent = [];

const uuid = () => crypto.randomUUID?.() ?? "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (c) =>
  (c ^ (crypto.getRandomValues(new Uint8Array(1))[0] & (15 >> (c / 4)))).toString(16));

// ---- Drawing: the server's page with the waiting changes over it. ----

const rowOf = (area, id) => area.querySelector(`[data-item="${CSS.escape(id)}"]`);

function markWaiting(row) {
  row.classList.add("waiting");
  if (!row.querySelector(".waiting-note")) {
    const note = document.createElement("span");
    note.className = "waiting-note muted";
    note.textContent = " Not sent yet";
    row.querySelector(".title")?.append(note);
  }
}

function setToggle(row, done) {
  row.classList.toggle("done", done);
  row.classList.remove("overdue");
  const form = row.querySelector("form");
  if (form) form.action = form.action.replace(/\/(check|uncheck)$/, done ? "/uncheck" : "/check");
  const button = row.querySelector('[data-action="toggle"]');
  const title = row.querySelector(".title a[data-action=\"open\"]")?.textContent ?? "";
  button?.setAttribute("aria-label", `${done ? "Uncheck" : "Check"} “${title}”`);
}

// A row for an item not sent yet: its words as typed, marked waiting.
function pendingRow(area, id, text) {
  let list = area.querySelector("#todo-section .todo-list:last-of-type");
  if (!list) {
    list = document.createElement("ul");
    list.className = "todo-list";
    list.setAttribute("aria-label", "Not sent yet");
    area.querySelector("#todo-empty")?.remove();
    area.querySelector("#todo-section")?.append(list);
  }
  const item = document.createElement("li");
  item.dataset.item = id;
  item.id = `item-${id}`;
  const title = document.createElement("span");
  title.className = "title";
  title.textContent = text;
  item.append(title);
  list.append(item);
  markWaiting(item);
}

function lay(entry, area) {
  const row = entry.id && rowOf(area, entry.id);
  switch (entry.kind) {
    case "create": {
      if (row) return;
      pendingRow(area, entry.id, entry.line);
      return;
    }
    case "done": {
      if (!row || row.classList.contains("done") === entry.isDone) return;
      if (entry.isDone && !row.dataset.repeats) {
        area.querySelector("#done-section")?.prepend(row);
        area.querySelector("#done-empty")?.remove();
      } else if (!entry.isDone) {
        area.querySelector("#todo-section .todo-list:last-of-type")?.append(row);
      }
      setToggle(row, entry.isDone && !row.dataset.repeats);
      // Finished items keep the order they were finished in.
      if (entry.isDone) row.querySelectorAll('[data-action^="move"], .move-spacer').forEach((control) => (control.closest("form") ?? control).remove());
      markWaiting(row);
      return;
    }
    case "delete":
      row?.remove();
      return;
    case "move": {
      const neighbour = rowOf(area, entry.before ?? entry.after);
      if (!row || !neighbour || row.parentElement !== neighbour.parentElement) return;
      if (entry.before) neighbour.before(row);
      else neighbour.after(row);
      return;
    }
    case "edit":
    case "form": {
      if (!row) {
        // A new item from the add form.
        if (entry.kind === "form" && !entry.id && entry.title) pendingRow(area, `new-${entry.key}`, entry.title);
        return;
      }
      const link = row.querySelector(".title a[data-action=\"open\"]");
      if (link && entry.title) link.textContent = entry.title;
      markWaiting(row);
      return;
    }
  }
}

// Draws the page: the server's copy, the waiting changes over it, what to say above it.
// The headings' counts, as the page now shows the items (changes waiting moved some).
function recount(area) {
  const count = (selector) => area.querySelectorAll(`${selector} > li[data-item]`).length;
  const set = (heading, number) => {
    const hint = area.querySelector(`${heading} .hint`);
    if (hint) hint.textContent = `(${number})`;
  };
  set("#todo-heading", count("#todo-section .todo-list"));
  for (const group of area.querySelectorAll("#todo-section ul.todo-list[id]")) {
    set(`#${CSS.escape(group.id.replace(/-section$/, "-heading"))}`, count(`#${CSS.escape(group.id)}`));
  }
  set("#done-heading", count("#done-section"));
}

// Without `focus`, the focus stays where it was: on the same field, or on the same item.
function draw({ focus } = {}) {
  const current = listArea();
  if (!current || !serverPage) return;
  const active = current.contains(document.activeElement) ? document.activeElement : null;
  const activeItem = active?.closest("[data-item]")?.dataset.item;
  const fresh = serverPage.cloneNode(true);
  for (const entry of [...sent, ...waiting]) lay(entry, fresh);
  if (waiting.length || sent.length) recount(fresh);
  const typing = current.querySelector("#quick-line");
  for (const notice of current.querySelectorAll("[data-client-notice]")) place(notice, fresh);
  current.replaceWith(fresh);
  const line = fresh.querySelector("#quick-line");
  if (typing && line) line.value = typing.value;
  if (focus) {
    focus(fresh);
  } else if (active?.id && fresh.querySelector(`#${CSS.escape(active.id)}`)) {
    const same = fresh.querySelector(`#${CSS.escape(active.id)}`);
    same.focus({ preventScroll: true });
    if (same === line && typing) line.setSelectionRange(typing.selectionStart, typing.selectionEnd);
  } else if (activeItem) {
    const action = active.dataset.action ?? "toggle";
    (fresh.querySelector(`[data-item="${CSS.escape(activeItem)}"] [data-action="${action}"]`)
      ?? fresh.querySelector(`[data-item="${CSS.escape(activeItem)}"] [data-action="toggle"]`))?.focus({ preventScroll: true });
  } else if (active?.matches("[data-undo]")) {
    fresh.querySelector("[data-undo]")?.focus({ preventScroll: true });
  }
  showStatus();
}

// When the oldest change waiting was made.
const waitingSince = () => Math.min(...waiting.map((entry) => Date.parse(entry.at) || Date.now()));

function showStatus() {
  const status = syncStatus();
  if (!status) return;
  const count = waiting.length;
  const changes = count === 1 ? "1 change" : `${count} changes`;
  status.replaceChildren();
  if (count === 0) {
    status.hidden = true;
    return;
  }
  // Changes on their way are not news: said only once they have waited a while.
  const online = !offline && navigator.onLine;
  if (online && !signedOut && Date.now() - waitingSince() < 2000) {
    status.hidden = true;
    setTimeout(showStatus, 2100);
    return;
  }
  status.hidden = false;
  if (signedOut) {
    status.append(`${changes} waiting: your session ended. `);
    const link = document.createElement("a");
    link.href = "/login?return=%2Ftodo";
    link.textContent = "Log in again to send them";
    status.append(link, ".");
  } else if (offline || !navigator.onLine) {
    status.append(`Offline — ${changes} waiting. They are sent when the connection is back; they stay on this device meanwhile.`);
  } else {
    status.append(`Sending ${changes}…`);
  }
}

// ---- Sending. ----

let offline = false;
let signedOut = false;
// The key of the change on its way now: too late to take back.
let inFlight = null;
let flushing = null;

function request(entry) {
  const json = { "Content-Type": "application/json", Accept: "application/json" };
  const ifMatch = entry.version ? { "If-Match": `"${entry.version}"` } : {};
  const item = `/api/todos/items/${encodeURIComponent(entry.id)}`;
  switch (entry.kind) {
    case "create":
      return fetch("/api/todos/items", {
        method: "POST", headers: json, credentials: "same-origin",
        body: JSON.stringify({
          id: entry.id, line: entry.line, zone: entry.zone, typedAt: entry.typedAt, defaultList: entry.defaultList || null,
        }),
      });
    case "move":
      return fetch(`${item}/move`, {
        method: "POST", headers: json, credentials: "same-origin",
        body: JSON.stringify(entry.before ? { before: entry.before } : { after: entry.after }),
      });
    case "done":
      return fetch(item, {
        method: "PATCH", headers: { ...json, ...ifMatch }, credentials: "same-origin",
        body: JSON.stringify({ isDone: entry.isDone }),
      });
    case "edit":
      return fetch(item, {
        method: "PATCH", headers: { ...json, ...ifMatch }, credentials: "same-origin",
        body: JSON.stringify({ title: entry.title }),
      });
    case "delete":
      return fetch(item, { method: "DELETE", headers: { Accept: "application/json" }, credentials: "same-origin" });
    case "form":
      return fetch(entry.action, {
        method: "POST", body: new URLSearchParams(entry.body), headers: { Accept: "text/html" }, credentials: "same-origin",
      });
  }
}

// What became of a change sent: "sent", "refused" (with the sentence), or "wait" (try again later).
async function sendOne(entry) {
  let answer;
  try {
    answer = await request(entry);
  } catch {
    offline = true;
    return { outcome: "wait" };
  }
  offline = false;
  if (entry.kind === "form") {
    if (answer.ok && answer.redirected && new URL(answer.url).pathname.startsWith("/login")) {
      signedOut = true;
      return { outcome: "wait" };
    }
    if (answer.ok) return { outcome: "sent" };
    if (answer.status >= 500) return { outcome: "wait" };
    const page = new DOMParser().parseFromString(await answer.text(), "text/html");
    const reason = page.querySelector(".field-error:not(:empty), [role=alert]:not(:empty)")?.textContent?.trim();
    return { outcome: "refused", sentence: `Your changes to “${entry.title}” were not saved: ${reason || `the server answered ${answer.status}`}` };
  }
  if (answer.status === 401) {
    signedOut = true;
    return { outcome: "wait" };
  }
  signedOut = false;
  if (answer.status >= 500 || answer.status === 429) return { outcome: "wait" };
  // Gone already — deleted here or elsewhere: a delete is done, a change of it has nothing to change.
  if (answer.status === 404) {
    return entry.kind === "delete" ? { outcome: "sent" }
      : { outcome: "refused", sentence: `“${entry.title}” is not in your list any more, so your change to it was not kept.` };
  }
  const body = await answer.json().catch(() => ({}));
  if (!answer.ok) {
    return { outcome: "refused", sentence: body.reason ?? `The change was not made: the server answered ${answer.status}.` };
  }
  return { outcome: "sent", message: body.message };
}

// Sends the waiting changes in order until one must wait; then draws the server's page again.
function flush() {
  flushing ??= (async () => {
    let refusedLine = null;
    const said = [];
    try {
      for (;;) {
        const [entry] = await outbox.all();
        if (!entry) break;
        // Taken back (Undo) while it was being read: never sent.
        if (takenBack.has(entry.key)) {
          await outbox.remove(entry.key);
          continue;
        }
        inFlight = entry.key;
        const result = await sendOne(entry).finally(() => { inFlight = null; });
        if (result.outcome === "wait") break;
        await outbox.remove(entry.key);
        waiting = waiting.filter((waitingEntry) => waitingEntry.key !== entry.key);
        if (result.outcome === "sent") sent.push(entry);
        if (result.sentence) said.push(result.sentence);
        if (result.outcome === "refused" && entry.kind === "create") refusedLine = entry.line;
        if (result.message) said.push(result.message);
      }
      // Sent or refused ones leave; those made meanwhile, kept or still being kept, stay.
      const kept = new Set((await outbox.all()).map((keptEntry) => keptEntry.key));
      waiting = waiting.filter((waitingEntry) => waitingEntry.key === undefined || kept.has(waitingEntry.key));
      if (!offline) await fetchServerPage();
    } finally {
      flushing = null;
    }
    draw();
    // A line refused is put back to change and send again, unless something new is typed there.
    const quick = listArea()?.querySelector("#quick-line");
    if (refusedLine && quick && quick.value === "") quick.value = refusedLine;
    if (said.length) problem(said.join(" "));
    if (waiting.length && !signedOut) retryLater();
  })();
  return flushing;
}

let retry = null;
function retryLater() {
  clearTimeout(retry);
  retry = setTimeout(flush, 5000);
}
addEventListener("online", () => { offline = false; flush(); });
addEventListener("offline", () => { offline = true; showStatus(); });

// The server's page now, kept for the next reload offline too.
async function fetchServerPage() {
  const asked = drawn;
  try {
    // The view being read — a list, a label, a search — without a notice that was for its loading.
    const view = new URL(location.href);
    view.searchParams.delete("notice");
    view.searchParams.delete("deleted");
    const answer = await fetch(view.pathname + view.search, { headers: { Accept: "text/html" }, credentials: "same-origin" });
    if (!answer.ok || new URL(answer.url).pathname !== "/todo") return;
    const text = await answer.text();
    const fresh = new DOMParser().parseFromString(text, "text/html").getElementById("todo-page");
    // A page the server answered meanwhile (an Undo) is newer than this one.
    if (!fresh || asked !== drawn) return;
    serverPage = document.importNode(fresh, true);
    sent = [];
    if (view.search === "") globalThis.caches?.open("mybiz-pages").then((cache) => cache.put("/todo", new Response(text, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    }))).catch(() => {});
  } catch {
    offline = true;
  }
}

// Keeps a change: drawn at once, kept on the device, then sent.
async function change(entry, { focus } = {}) {
  entry.at = new Date().toISOString();
  waiting.push(entry);
  clearClientNotices();
  draw({ focus });
  try {
    const key = await outbox.add({ ...entry });
    if (entry.cancelled) await outbox.remove(key);
    else entry.key = key;
  } catch {
    entry.key = undefined;
  }
  // `waiting` is this page's own list: read back from the outbox it could lose a change made since.
  return flush();
}

// ---- What the person does. ----

function clearClientNotices() {
  for (const notice of document.querySelectorAll("[data-client-notice]")) notice.remove();
  for (const earlier of listArea()?.querySelectorAll(".todo-notice.success") ?? []) earlier.closest(".deleted-row")?.remove() ?? earlier.remove();
  serverPage?.querySelectorAll(".todo-notice").forEach((notice) => notice.remove());
}

// Says above the list why a change was not made (or what it replaced).
function problem(sentence) {
  const area = listArea();
  if (!area) return;
  for (const earlier of area.querySelectorAll(".todo-notice.success[data-client-notice]")) earlier.remove();
  let notice = area.querySelector("#todo-problem");
  if (!notice) {
    notice = document.createElement("div");
    notice.id = "todo-problem";
    notice.className = "notice error todo-notice";
    notice.setAttribute("role", "alert");
    notice.dataset.clientNotice = "";
    area.prepend(notice);
  }
  notice.textContent = sentence;
}

// What a quick add says at once: added — or, offline, kept here until it can be.
function addedNotice() {
  const notice = document.createElement("div");
  // Read out, not shown: the item appearing says it already, and the line being typed stays put.
  notice.className = "notice success todo-notice visually-hidden";
  notice.setAttribute("role", "status");
  notice.dataset.clientNotice = "";
  notice.textContent = offline || !navigator.onLine
    ? "Kept on this device: it is added to your list when the connection is back."
    : "Added to your to-do list.";
  return notice;
}

// Puts a notice of this page's own where it belongs: a deleted item's where the item was — so its Undo
// takes the focus without the page scrolling away — any other above the list.
function place(notice, area) {
  const next = notice.dataset.before && rowOf(area, notice.dataset.before);
  const list = notice.dataset.list && area.querySelector(`#${CSS.escape(notice.dataset.list)}`);
  if (next) next.before(notice);
  else if (list) list.append(notice);
  else if (notice.matches("li")) area.prepend(notice.querySelector("[role=status]") ?? notice);
  else area.prepend(notice);
}

// The Undo of a delete, where the item was: taken back while the delete waits, put back by the server
// once it was sent.
function deletedNotice(entry, next, list) {
  const row = document.createElement("li");
  row.className = "deleted-row";
  row.dataset.clientNotice = "";
  if (next) row.dataset.before = next;
  if (list) row.dataset.list = list;
  const notice = document.createElement("div");
  notice.className = "notice success todo-notice";
  notice.setAttribute("role", "status");
  row.append(notice);
  const text = document.createElement("span");
  text.textContent = `Deleted “${entry.title}”.`;
  const undo = document.createElement("button");
  undo.type = "button";
  undo.className = "link";
  undo.dataset.undo = "";
  undo.dataset.pendingDelete = entry.id;
  undo.textContent = "Undo";
  notice.append(text, " ", undo);
  return row;
}

// Undoes the delete of `id`: taken back while it waits, put back by the server once it was sent.
// The outbox keys of changes taken back by Undo, which a flush must not send.
const takenBack = new Set();

async function takeBack(id) {
  let entry = waiting.find((waitingEntry) => waitingEntry.kind === "delete" && waitingEntry.id === id);
  if (entry && entry.key === undefined) {
    // Not kept yet: dropped as soon as it is.
    entry.cancelled = true;
    waiting = waiting.filter((waitingEntry) => waitingEntry !== entry);
    clearClientNotices();
    draw({ focus: (area) => area.querySelector(`[data-item="${CSS.escape(id)}"] [data-action="toggle"]`)?.focus() });
    return true;
  }
  if (entry && entry.key === inFlight) {
    await flushing;
    entry = null;
  }
  if (!entry) {
    const restore = document.createElement("form");
    restore.method = "post";
    restore.action = "/todo/restore";
    for (const [name, value] of [["csrf", document.querySelector("#todo-page input[name=csrf]")?.value ?? ""], ["item", id]]) {
      const field = document.createElement("input");
      field.type = "hidden";
      field.name = name;
      field.value = value;
      restore.append(field);
    }
    await postForm(restore);
    return true;
  }
  // Marked before the outbox is touched: a flush that read it already leaves it unsent.
  takenBack.add(entry.key);
  await outbox.remove(entry.key);
  waiting = waiting.filter((waitingEntry) => waitingEntry !== entry);
  clearClientNotices();
  draw({ focus: (area) => area.querySelector(`[data-item="${CSS.escape(id)}"] [data-action="toggle"]`)?.focus() });
  return true;
}

const titleOf = (row) => row?.querySelector(".title a[data-action=\"open\"]")?.textContent?.trim() ?? row?.querySelector(".title")?.textContent?.trim() ?? "";

// Where the focus goes after an item leaves its place: on down the list it was in.
function nextInList(itemIds, id, wasDone) {
  return (area) => {
    const index = itemIds.indexOf(id);
    const neighbours = [...itemIds.slice(index + 1), ...itemIds.slice(0, index).reverse()];
    const toggle = (item) => area.querySelector(`[data-item="${CSS.escape(item)}"] [data-action="toggle"]`);
    const next = neighbours.find((item) => rowOf(area, item)?.classList.contains("done") === wasDone && toggle(item));
    (toggle(next) ?? toggle(id) ?? area.querySelector("[data-undo]") ?? area.querySelector("#quick-line"))?.focus({ preventScroll: true });
  };
}

// The last change made here, for Ctrl+Z (⌘Z).
let lastChange = null;

document.addEventListener("submit", (event) => {
  const form = event.target;
  const area = listArea();
  // A search is an address of its own: it loads as any link does.
  if (!(form instanceof HTMLFormElement) || !area?.contains(form) || form.method === "get") return;
  const submitter = event.submitter;
  const row = form.closest("[data-item]");
  const itemIds = [...area.querySelectorAll("[data-item]")].map((item) => item.dataset.item);
  if (form.classList.contains("quick-add")) {
    event.preventDefault();
    const line = form.elements.namedItem("line").value;
    if (line.trim() === "") return;
    if (line.length > 300) return; // The field's own limit; the server would say so.
    form.elements.namedItem("line").value = "";
    document.getElementById("quick-understood")?.setAttribute("hidden", "hidden");
    const id = uuid();
    lastChange = { kind: "add", id };
    change({
      kind: "create", id, line, zone: form.elements.namedItem("zone")?.value || area.dataset.readerZone,
      typedAt: new Date().toISOString(), title: line, defaultList: form.elements.namedItem("list")?.value ?? "",
    }, {
      focus: (fresh) => {
        fresh.prepend(addedNotice());
        fresh.querySelector("#quick-line")?.focus();
      },
    });
    return;
  }
  if (submitter?.dataset.action === "toggle" && row) {
    event.preventDefault();
    const wasDone = row.classList.contains("done");
    lastChange = row.dataset.repeats && !wasDone ? null : { kind: "toggle", id: row.dataset.item };
    const focus = undoneItem === row.dataset.item
      ? (fresh) => fresh.querySelector(`[data-item="${CSS.escape(row.dataset.item)}"] [data-action="toggle"]`)?.focus()
      : nextInList(itemIds, row.dataset.item, wasDone);
    undoneItem = null;
    change({ kind: "done", id: row.dataset.item, isDone: !wasDone, version: Number(row.dataset.version) || 0, title: titleOf(row) }, { focus });
    return;
  }
  const move = submitter?.dataset.action;
  if ((move === "move-up" || move === "move-down") && row) {
    event.preventDefault();
    // The neighbour on the page now, which a move still waiting may have changed since it was drawn.
    const sibling = move === "move-up" ? row.previousElementSibling : row.nextElementSibling;
    const neighbour = sibling?.dataset.item;
    if (!neighbour) return;
    lastChange = null;
    const entry = { kind: "move", id: row.dataset.item, title: titleOf(row) };
    entry[move === "move-up" ? "before" : "after"] = neighbour;
    change(entry, {
      focus: (fresh) => (fresh.querySelector(`[data-item="${CSS.escape(entry.id)}"] [data-action="${move}"]`)
        ?? fresh.querySelector(`[data-item="${CSS.escape(entry.id)}"] [data-action="toggle"]`))?.focus({ preventScroll: true }),
    });
    return;
  }
  if (submitter?.dataset.action === "delete" && row) {
    event.preventDefault();
    const entry = { kind: "delete", id: row.dataset.item, title: titleOf(row) };
    lastChange = { kind: "delete", id: entry.id };
    const next = row.nextElementSibling?.dataset.item;
    const list = row.parentElement?.id;
    change(entry, {
      focus: (fresh) => {
        place(deletedNotice(entry, next, list), fresh);
        fresh.querySelector("[data-pending-delete]")?.focus({ preventScroll: true });
      },
    });
    return;
  }
  // Undo of a delete the server made, and any other form: sent as it is, the page drawn from the answer.
  event.preventDefault();
  postForm(form, submitter);
});

async function postForm(form, submitter) {
  const body = new URLSearchParams(new FormData(form, submitter));
  let answer;
  try {
    answer = await fetch(form.action, { method: "POST", body, headers: { Accept: "text/html" }, credentials: "same-origin" });
  } catch {
    problem("The server could not be reached, so nothing was changed. Try again when the connection is back.");
    return;
  }
  const page = new DOMParser().parseFromString(await answer.text(), "text/html");
  const fresh = page.getElementById("todo-page");
  if (!fresh) {
    if (answer.ok && answer.redirected) { location.assign(answer.url); return; }
    const reason = page.querySelector(".error-page [role=alert]")?.textContent?.trim();
    problem(reason || `The change was not made: the server answered ${answer.status}.`);
    return;
  }
  clearClientNotices();
  serverPage = document.importNode(fresh, true);
  sent = [];
  drawn += 1;
  const restored = form.action.endsWith("/todo/restore") && form.elements.namedItem("item")?.value;
  draw({
    focus: (area) => {
      if (restored) area.querySelector(`[data-item="${CSS.escape(restored)}"] [data-action="toggle"]`)?.focus();
    },
  });
}

document.addEventListener("click", (event) => {
  const undo = event.target instanceof Element && event.target.closest("[data-pending-delete]");
  if (undo) {
    event.preventDefault();
    takeBack(undo.dataset.pendingDelete);
    return;
  }
  const edit = event.target instanceof Element && event.target.closest('#todo-page [data-action="edit"]');
  if (edit && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
    const row = edit.closest("[data-item]");
    if (row && !row.classList.contains("editing")) {
      event.preventDefault();
      editInPlace(row, edit.href);
    }
  }
});

// Editing in place: the title becomes a field on the row (Enter saves, Escape leaves it), with a way
// to every other field on the item's own page.
function editInPlace(row, fullEdit) {
  const id = row.dataset.item;
  const old = titleOf(row);
  const editor = document.createElement("form");
  editor.className = "edit-in-place";
  const label = document.createElement("label");
  label.className = "visually-hidden";
  label.htmlFor = `edit-${id}`;
  label.textContent = `Title of “${old}”`;
  const input = document.createElement("input");
  input.id = `edit-${id}`;
  input.type = "text";
  input.required = true;
  input.maxLength = 200;
  input.value = old;
  const save = document.createElement("button");
  save.type = "submit";
  save.textContent = "Save";
  const cancel = document.createElement("button");
  cancel.type = "button";
  cancel.className = "quiet";
  cancel.textContent = "Cancel";
  const more = document.createElement("a");
  more.href = fullEdit;
  more.textContent = "All details";
  editor.append(label, input, save, cancel, more);
  const title = row.querySelector(".title");
  title.hidden = true;
  row.classList.add("editing");
  title.after(editor);
  input.focus();
  input.select();
  const close = () => {
    editor.remove();
    title.hidden = false;
    row.classList.remove("editing");
    row.querySelector('[data-action="toggle"]')?.focus();
  };
  cancel.addEventListener("click", close);
  editor.addEventListener("keydown", (event) => {
    if (event.key === "Escape") { event.preventDefault(); close(); }
  });
  editor.addEventListener("submit", (event) => {
    event.preventDefault();
    event.stopPropagation();
    const value = input.value.trim();
    if (value === "") { input.setCustomValidity("An item needs a title."); input.reportValidity(); return; }
    if (value === old) { close(); return; }
    change({ kind: "edit", id, title: value, version: Number(row.dataset.version) || 0 }, {
      focus: (area) => area.querySelector(`[data-item="${CSS.escape(id)}"] [data-action="toggle"]`)?.focus(),
    });
  });
  input.addEventListener("input", () => input.setCustomValidity(""));
}

let undoneItem = null;

// Undoes the last change: a delete through its Undo, a check or uncheck by the opposite, an item just
// added by deleting it (which offers its own Undo).
function undoLast() {
  const area = listArea();
  const last = lastChange;
  if (!area || !last) return false;
  lastChange = null;
  if (last.kind === "delete") {
    takeBack(last.id);
    return true;
  }
  const added = last.kind === "add" && waiting.find((entry) => entry.kind === "create" && entry.id === last.id);
  if (added) {
    // Not sent yet: taken back before it is.
    outbox.remove(added.key).then(() => {
      waiting = waiting.filter((entry) => entry !== added);
      draw({ focus: (fresh) => fresh.querySelector("#quick-line")?.focus() });
    });
    return true;
  }
  if (last.kind === "toggle") undoneItem = last.id;
  const action = last.kind === "toggle" ? "toggle" : "delete";
  area.querySelector(`[data-item="${CSS.escape(last.id)}"] [data-action="${action}"]`)?.click();
  return true;
}

// Signing out clears what this device keeps — the waiting changes too: asked first.
document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !/\/logout/.test(form.action) || waiting.length === 0) return;
  const changes = waiting.length === 1 ? "1 change has" : `${waiting.length} changes have`;
  if (!confirm(`${changes} not been sent yet and will be lost if you log out now. Log out anyway?`)) event.preventDefault();
}, true);

// The Finished section stays as the person left it.
const finishedKey = "todo.finished.open";
function keepFinished() {
  const finished = document.getElementById("finished");
  if (!finished || finished.dataset.kept) return;
  finished.dataset.kept = "true";
  if (localStorage.getItem(finishedKey) === "false") finished.open = false;
  finished.addEventListener("toggle", () => localStorage.setItem(finishedKey, String(finished.open)));
}
keepFinished();
new MutationObserver(keepFinished).observe(document.querySelector("main") ?? document.body, { childList: true, subtree: true });

// Ctrl+Z (⌘Z on a Mac) undoes the last change, unless the person is typing, where it undoes typing.
document.addEventListener("keydown", (event) => {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== "z") return;
  if (event.target instanceof HTMLElement && event.target.closest("input, textarea, select, [contenteditable]")) return;
  if (undoLast()) event.preventDefault();
});

// Keyboard shortcuts, unless the person is typing.
document.addEventListener("keydown", (event) => {
  if (event.ctrlKey || event.metaKey || event.defaultPrevented) return;
  const target = event.target;
  if (target instanceof HTMLElement && target.closest("input, textarea, select, [contenteditable]")) {
    if (event.key === "Escape" && !target.closest(".edit-in-place")) target.blur();
    return;
  }
  const items = [...document.querySelectorAll("#todo-page [data-item]")];
  const current = document.activeElement?.closest("[data-item]");
  const act = (name) => current?.querySelector(`[data-action="${name}"]`);
  if (event.altKey) {
    if (event.key === "ArrowUp") act("move-up")?.click();
    else if (event.key === "ArrowDown") act("move-down")?.click();
    else return;
    event.preventDefault();
    return;
  }
  switch (event.key) {
    case "n":
      document.getElementById("quick-line")?.focus();
      break;
    case "/":
      document.getElementById("todo-search-text")?.focus();
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

// On opening — perhaps offline, from the kept copy — the changes still waiting are laid over the page
// and sent.
outbox.all().then((entries) => {
  waiting = entries;
  if (!navigator.onLine) offline = true;
  if (waiting.length) draw();
  if (waiting.length) flush();
});
