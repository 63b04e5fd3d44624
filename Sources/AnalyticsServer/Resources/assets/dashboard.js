// The dashboard's period applies as soon as it is picked with a pointer, as in an analytics app.
// From the keyboard, arrow keys only move between the choices and typing a day only fills it in
// (picking "Custom" when both days are given): Enter or "Show" applies, so nobody is sent away
// while moving through the form. Without this script the "Show" button does it.
const form = document.querySelector("form.period-form-card");

if (form) {
  let pointer = false;
  form.addEventListener("pointerdown", () => { pointer = true; });
  form.addEventListener("keydown", () => { pointer = false; });
  const custom = () => form.elements.period.value === "custom";
  form.addEventListener("change", (event) => {
    const day = event.target.name === "from" || event.target.name === "to";
    if (day && form.elements.from.value && form.elements.to.value) form.elements.period.value = "custom";
    if (!pointer) return;
    if (event.target.name === "period" && !custom()) form.requestSubmit();
    if (day && custom()) form.requestSubmit();
  });
  // A named period's address holds just its name, ready to share: the days shown for it go only
  // with a custom period.
  form.addEventListener("formdata", (event) => {
    if (custom()) return;
    event.formData.delete("from");
    event.formData.delete("to");
  });
}
