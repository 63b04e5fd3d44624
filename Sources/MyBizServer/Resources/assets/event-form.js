// The server reads the day and time in the zone the form names, UTC without this script. Here the
// form takes the reader's own zone, and a stored event's start is shown as their clock shows it.
const form = document.querySelector("form[data-event-form]");
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

if (form && zone && form.elements.zone) {
  const field = form.elements.zone;
  if (form.dataset.start && field.value === "UTC") {
    const start = new Date(form.dataset.start);
    if (!Number.isNaN(start.getTime())) {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat("en-CA", {
          timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit",
          hour: "2-digit", minute: "2-digit", hourCycle: "h23",
        }).formatToParts(start).map((part) => [part.type, part.value]),
      );
      form.elements.day.value = `${parts.year}-${parts.month}-${parts.day}`;
      form.elements.time.value = `${parts.hour}:${parts.minute}`;
    }
  }
  field.value = zone;
  const hint = document.getElementById("time-zone");
  if (hint) hint.textContent = `(your time, ${zone}; may be empty for a holiday or day off)`;
}
