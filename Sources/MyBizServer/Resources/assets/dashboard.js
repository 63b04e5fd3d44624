// The dashboard's period applies as soon as it is picked, as in an analytics app; without this
// script the "Show" button does it. Custom days apply once both days are given.
const form = document.querySelector("form.period-form-card");

if (form) {
  const custom = () => form.elements.period.value === "custom";
  form.addEventListener("change", (event) => {
    if (event.target.name === "period" && !custom()) form.requestSubmit();
    if ((event.target.name === "from" || event.target.name === "to") && form.elements.from.value && form.elements.to.value) {
      form.elements.period.value = "custom";
      form.requestSubmit();
    }
  });
}
