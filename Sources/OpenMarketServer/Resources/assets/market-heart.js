// The heart saves and unsaves in place: the form is sent with fetch and the button flips, so a
// reader deep in the endless listing keeps their place. Without this script the form posts and
// comes back to the page.
for (const form of document.querySelectorAll("form[data-heart]")) enhance(form);

// Cards added by the feed as the reader scrolls get their hearts enhanced too.
new MutationObserver((changes) => {
  for (const change of changes) {
    for (const node of change.addedNodes) {
      if (node.querySelectorAll) node.querySelectorAll("form[data-heart]").forEach(enhance);
    }
  }
}).observe(document.body, { childList: true, subtree: true });

function enhance(form) {
  if (form.dataset.enhanced) return;
  form.dataset.enhanced = "true";
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    // Busy, not disabled: a disabled button would drop the keyboard's focus.
    if (form.dataset.busy) return;
    form.dataset.busy = "true";
    const button = form.querySelector("button");
    try {
      const response = await fetch(form.action, {
        method: "POST", body: new URLSearchParams(new FormData(form)), headers: { Accept: "application/json" },
      });
      if (!response.ok) {
        form.submit();
        return;
      }
      const { saved } = await response.json();
      button.setAttribute("aria-pressed", String(saved));
      form.action = form.action.replace(/\/(save|unsave)$/, saved ? "/unsave" : "/save");
    } catch {
      form.submit();
    } finally {
      delete form.dataset.busy;
    }
  });
}
