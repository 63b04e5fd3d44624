// The add and edit forms offline: a form sent while the device is offline is not lost to the
// browser's error page. It waits on this device with the list's other changes (the same IndexedDB
// outbox `todo-list.js` keeps) and the list opens — from its kept copy — showing it waiting; it is
// sent, as the form would have been, when the connection is back. Online, the form is sent as ever.
const form = document.querySelector("form.stacked[action^='/todo/items']");

function keep(entry) {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open("mybiz-todo", 1);
    request.onupgradeneeded = () => request.result.createObjectStore("outbox", { keyPath: "key", autoIncrement: true });
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const transaction = request.result.transaction("outbox", "readwrite");
      transaction.objectStore("outbox").add(entry);
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    };
  });
}

form?.addEventListener("submit", async (event) => {
  if (navigator.onLine || event.defaultPrevented) return;
  event.preventDefault();
  const fields = new FormData(form, event.submitter);
  const id = form.action.match(/\/todo\/items\/([0-9A-Fa-f-]{36})$/)?.[1] ?? null;
  try {
    await keep({
      kind: "form", id, action: form.action, body: [...fields].filter(([, value]) => typeof value === "string"),
      title: String(fields.get("title") ?? "").trim(), at: new Date().toISOString(),
    });
  } catch {
    return; // Nowhere to keep it: the browser says it is offline, and the form keeps what was typed.
  }
  location.assign("/todo");
});
