// The quick-add line says what it understood while someone types — the due date, the list, the
// priority, the labels, the repeat — as the server's ToDoKit reads it (`POST /todo/understand`), the same
// reading the line's post adds. Delegated from the document: the list's script replaces the page's
// parts after each change.
const labels = { due: "Due", repeats: "Repeats", list: "List", priority: "", label: "Label" };
let asked = 0;
let timer;

async function understand(input) {
  const shown = document.getElementById("quick-understood");
  if (!shown) return;
  const line = input.value.trim();
  const mine = ++asked;
  if (!line) {
    shown.hidden = true;
    shown.textContent = "";
    return;
  }
  // The line's own form — its token and zone — sent to be read, not to be added.
  const body = new URLSearchParams(new FormData(input.form));
  let reading;
  try {
    const answer = await fetch("/todo/understand", {
      method: "POST", body, headers: { Accept: "application/json" }, credentials: "same-origin",
    });
    if (!answer.ok) return;
    reading = await answer.json();
  } catch {
    return; // Offline: the line is still added as typed, and read when it reaches the server.
  }
  if (mine !== asked) return; // A later keystroke's answer is coming.
  if (!reading.understood.length) {
    shown.hidden = true;
    shown.textContent = "";
    return;
  }
  const parts = reading.understood.map((piece) =>
    labels[piece.kind] ? `${labels[piece.kind]}: ${piece.meaning}` : piece.meaning);
  shown.textContent = `Understood — “${reading.title}” · ${parts.join(" · ")}`;
  shown.hidden = false;
}

document.addEventListener("input", (event) => {
  if (event.target?.id !== "quick-line") return;
  clearTimeout(timer);
  timer = setTimeout(() => understand(event.target), 250);
});
