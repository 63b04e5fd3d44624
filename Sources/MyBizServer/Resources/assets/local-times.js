// Times are written in UTC by the server, which does not know where the reader is; here they are
// shown in the reader's own time zone, the UTC time kept in the title.
const format = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

for (const time of document.querySelectorAll("time[data-local-time]")) {
  const date = new Date(time.dateTime);
  if (Number.isNaN(date.getTime())) continue;
  time.title = time.textContent;
  time.textContent = format.format(date);
  time.dataset.zone = zone;
}
