// The org chart, enhanced: each person with reports gets a button that hides or shows them, and a
// search field finds people by name, role, department or place, showing them with the people above
// them. Without this script the whole tree is shown.
const tree = document.querySelector(".org-tree");
const finder = document.getElementById("org-finder");

if (tree) {
  let next = 0;
  for (const item of tree.querySelectorAll("li")) {
    const reports = item.querySelector(":scope > ul");
    const person = item.querySelector(":scope > .person");
    if (!reports || !person) continue;
    reports.id ||= `reports-${(next += 1)}`;
    const name = person.querySelector("strong")?.textContent ?? "";
    const count = reports.children.length;
    const toggle = document.createElement("button");
    toggle.type = "button";
    toggle.className = "quiet org-toggle";
    toggle.setAttribute("aria-controls", reports.id);
    const show = () => {
      const open = !reports.hidden;
      toggle.textContent = open ? "Hide reports" : `Show ${count} report${count === 1 ? "" : "s"}`;
      toggle.setAttribute("aria-expanded", String(open));
      const who = count === 1 ? "the person who reports" : `the ${count} people who report`;
      // The name begins with the words shown, so "click Hide reports" works by voice too.
      toggle.setAttribute("aria-label", `${toggle.textContent}: ${who} to ${name}`);
    };
    toggle.addEventListener("click", () => {
      reports.hidden = !reports.hidden;
      show();
    });
    person.after(toggle);
    show();
  }

  if (finder) {
    finder.hidden = false;
    const field = finder.querySelector("input");
    const status = finder.querySelector("[role=status]");
    const items = [...tree.querySelectorAll("li")].reverse();  // everyone below a person comes first
    field.addEventListener("input", () => {
      const words = field.value.trim().toLowerCase();
      let found = 0;
      for (const item of items) {
        const person = item.querySelector(":scope > .person");
        const matches = !words || (person?.textContent ?? "").toLowerCase().includes(words);
        const reports = item.querySelector(":scope > ul");
        const below = reports && [...reports.children].some((child) => !child.hidden);
        item.hidden = !matches && !below;
        item.classList.toggle("is-match", Boolean(words) && matches);
        if (words && matches) found += 1;
        if (words && below && reports.hidden) reports.hidden = false;
      }
      status.textContent = words ? `${found} ${found === 1 ? "person matches" : "people match"}.` : "";
    });
  }
}
