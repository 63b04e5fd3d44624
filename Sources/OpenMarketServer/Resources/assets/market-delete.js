// Deleting a product: a dialog asks for its password and says it cannot be undone, then
// `DELETE /item/{id}` with `{"password": …}`, as the apps send it.
const button = document.getElementById("delete-button");
const dialog = document.getElementById("delete-dialog");
const form = document.getElementById("delete-form");

if (button && dialog && typeof dialog.showModal === "function") {
  const password = document.getElementById("delete-password");
  const error = document.getElementById("delete-error");
  const confirm = document.getElementById("delete-confirm");
  button.hidden = false;
  button.addEventListener("click", () => {
    error.textContent = "";
    password.value = "";
    dialog.showModal();
    password.focus();
  });
  document.getElementById("delete-cancel").addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => button.focus());
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    if (!password.value) {
      error.textContent = "Enter the product's password.";
      password.focus();
      return;
    }
    confirm.disabled = true;
    try {
      const response = await fetch(`/item/${form.dataset.item}`, {
        method: "DELETE",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ password: password.value }),
      });
      if (response.ok) {
        location.assign("/market?deleted=1");
        return;
      }
      const answer = await response.json().catch(() => ({}));
      error.textContent = response.status === 404
        ? "That password is wrong; nothing was deleted."
        : answer.reason || `The server answered ${response.status}; nothing was deleted.`;
      password.select();
    } catch {
      error.textContent = "The server could not be reached; nothing was deleted.";
    } finally {
      confirm.disabled = false;
    }
  });
}
