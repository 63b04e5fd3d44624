// The new-order form, enhanced. Without this script it still works: "Add a line" asks the server
// for the form with one more line, and Enter saves (a Save button comes first in the form). With
// it: lines are added and removed in place, and the order's running total follows the products
// and quantities chosen, beside the most an order may cost.
const form = document.getElementById("order-form");
const lines = form && form.querySelector(".purchase-lines");

if (form && lines) {
  const add = form.querySelector('button[value="add-line"]');
  const total = document.getElementById("order-total");
  const number = new Intl.NumberFormat("en-US", { style: "currency", currency: total?.dataset.currency || "USD" });
  const limit = Number(total?.dataset.max || Infinity);
  form.querySelector("[data-default-save]")?.remove();

  // Each line's inputs, labels and error slots carry its number: keep them in order after a change.
  const renumber = () => {
    [...lines.children].forEach((line, index) => {
      const number = index + 1;
      for (const element of line.querySelectorAll("[id]")) {
        element.id = element.id.replace(/-\d+(-error)?$/, `-${number}$1`);
      }
      for (const label of line.querySelectorAll("label[for]")) {
        label.htmlFor = label.htmlFor.replace(/-\d+$/, `-${number}`);
        label.textContent = label.textContent.replace(/line \d+$/, `line ${number}`);
      }
      for (const field of line.querySelectorAll("[aria-describedby]")) {
        field.setAttribute("aria-describedby", field.getAttribute("aria-describedby").replace(/-\d+-error$/, `-${number}-error`));
      }
      const remove = line.querySelector("[data-remove-line]");
      remove.setAttribute("aria-label", `Remove line ${number}`);
      remove.hidden = lines.children.length === 1;
    });
  };

  const summarize = () => {
    let sum = 0;
    for (const line of lines.children) {
      const price = Number(line.querySelector("select").selectedOptions[0]?.dataset.price || 0);
      const quantity = Number(line.querySelector("input").value || 0);
      if (price > 0 && quantity > 0) sum += price * quantity;
    }
    total.textContent = `Total: ${number.format(sum)}` + (sum > limit ? ` — more than the ${number.format(limit)} an order may cost` : "");
    total.classList.toggle("over", sum > limit);
  };

  const withRemoveButton = (line) => {
    const remove = document.createElement("button");
    remove.type = "button";
    remove.className = "quiet";
    remove.textContent = "Remove";
    remove.dataset.removeLine = "";
    remove.addEventListener("click", () => {
      const next = line.nextElementSibling || line.previousElementSibling;
      line.remove();
      renumber();
      summarize();
      next?.querySelector("select")?.focus();
    });
    line.append(remove);
  };

  for (const line of lines.children) withRemoveButton(line);
  add.type = "button";
  add.removeAttribute("name");
  add.addEventListener("click", () => {
    const line = lines.lastElementChild.cloneNode(true);
    line.querySelector("select").value = "";
    line.querySelector("input").value = "";
    for (const error of line.querySelectorAll(".field-error")) error.textContent = "";
    for (const field of line.querySelectorAll("[aria-invalid]")) field.removeAttribute("aria-invalid");
    line.querySelector("[data-remove-line]").remove();
    withRemoveButton(line);
    lines.append(line);
    renumber();
    line.querySelector("select").focus();
  });
  form.addEventListener("input", summarize);
  form.addEventListener("change", summarize);
  renumber();
  summarize();
}
