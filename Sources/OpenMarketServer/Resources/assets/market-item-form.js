// Registering and editing a product from the browser, as the apps do: the photos picked are
// previewed, can be removed, and are compressed here; the form goes to the API as the apps'
// multipart body (`POST /item`, `PATCH /item/{id}`). Editing first checks the password with a
// PATCH that carries only the password (200 opens the form, 404 means it is wrong); it shows the
// product's photos, which can be kept, removed, moved and joined by new ones — the first is the
// cover — and sends them as the API's `image_order`. The server's sentence for a refused field is
// shown next to that field, and a field's error clears as soon as it is fixed.
import { compressPhoto, sizeText } from "/assets/photo-compressor.js";

const form = document.getElementById("item-form");
const passwordStep = document.getElementById("password-step");
const picker = form && form.querySelector("[data-photo-picker]");
const input = document.getElementById("photos");
const list = document.getElementById("photo-list");
const formError = document.getElementById("form-error");
const progress = document.getElementById("progress");
const submitButton = document.getElementById("submit-button");
const editing = form && form.dataset.mode === "edit";
// A signed-in seller's form goes to the market's own route, with the page's token and no password.
const seller = form && form.dataset.seller === "true";
const maxImages = picker ? Number(picker.dataset.maxImages) : 5;
const maxBytes = picker ? Number(picker.dataset.maxBytes) : 300000;
const TEXT_FIELDS = ["title", "price", "discounted_price", "currency", "stock", "descriptions", "password"];
/** Each field as a sentence names it: the server's sentences begin with the API's name instead. */
const SUBJECTS = {
  title: "The title", price: "The price", discounted_price: "The discounted price", currency: "The currency",
  stock: "The stock", descriptions: "The description", password: "The password",
};
/** What an empty required field asks for. */
const MISSING = {
  title: "Enter the product's title.", price: "Enter the price.", currency: "Enter the currency.",
  stock: "Enter how many are in stock.", descriptions: "Describe the product.",
  password: "Choose a password: editing or deleting the product will ask for it.",
};

/** The photos, in order: those the product keeps (`kept`: their name) and those picked, each with its
 * preview and the promise of its compressed file. */
let photos = [];
let verifiedPassword = null;
let sent = false;
/** Whether the product's photos were changed here and not yet saved: leaving then asks first. */
let photosChanged = false;

const errorFor = (name) => form.querySelector(`[data-error-for="${CSS.escape(name)}"]`);

function clearErrors() {
  form.querySelectorAll("[data-error-for]").forEach((element) => { element.textContent = ""; });
  form.querySelectorAll("[aria-invalid]").forEach((element) => element.removeAttribute("aria-invalid"));
  formError.hidden = true;
}

function showError(name, sentence) {
  const slot = name && errorFor(name);
  if (!slot) {
    formError.textContent = sentence;
    formError.hidden = false;
    formError.scrollIntoView({ block: "center" });
    return;
  }
  slot.textContent = sentence;
  const field = name === "images[]" ? input : form.elements.namedItem(name);
  if (field) {
    field.setAttribute("aria-invalid", "true");
    field.focus();
  }
}

/** A server's sentence about field `name` (its `field`) as the form says it: "The discounted price must be…". */
function forPeople(sentence, name) {
  return name in SUBJECTS && sentence.startsWith(`${name} `) ? `${SUBJECTS[name]} ${sentence.slice(name.length + 1)}` : sentence;
}

/** The form's field an error answer is about: the server names it in `field` (the photos' order is
 * the photos'); a body too large without one is the photos' too; none is the whole form's. */
function fieldOf(answer, status) {
  const name = ["images", "image_order"].includes(answer.field) ? "images[]" : answer.field;
  if (typeof name === "string" && errorFor(name)) return name;
  return status === 413 ? "images[]" : null;
}

/** Each photo's list item, made once: its status changes in place, so focus stays where it is. */
function photoItem(photo) {
  const item = document.createElement("li");
  const image = document.createElement("img");
  image.src = photo.preview;
  photo.cover = document.createElement("span");
  photo.cover.className = "badge accent cover";
  photo.cover.textContent = "Cover";
  photo.statusText = document.createElement("span");
  photo.statusText.className = "muted";
  photo.statusText.setAttribute("aria-live", "polite");
  photo.statusText.textContent = photo.status;
  const buttons = document.createElement("span");
  buttons.className = "photo-buttons";
  const button = (text, className, action) => {
    const node = document.createElement("button");
    node.type = "button";
    node.className = className;
    node.textContent = text;
    node.addEventListener("click", action);
    buttons.append(node);
    return node;
  };
  photo.earlierButton = button("←", "secondary", () => move(photo, -1));
  photo.laterButton = button("→", "secondary", () => move(photo, 1));
  photo.removeButton = button("Remove", "secondary", () => {
    const index = photos.indexOf(photo);
    if (!photo.kept) URL.revokeObjectURL(photo.preview);
    photos.splice(index, 1);
    photosChanged = true;
    item.remove();
    labelPhotos();
    const next = photos[Math.min(index, photos.length - 1)];
    (next ? next.removeButton : input).focus();
  });
  item.append(image, photo.cover, photo.statusText, buttons);
  photo.item = item;
  return item;
}

/** Moves `photo` one place earlier (-1) or later (1); the first place is the cover. */
function move(photo, step) {
  const index = photos.indexOf(photo);
  const target = index + step;
  if (target < 0 || target >= photos.length) return;
  photos.splice(index, 1);
  photos.splice(target, 0, photo);
  photosChanged = true;
  if (step < 0) list.insertBefore(photo.item, photos[target + 1].item);
  else photos[target - 1].item.after(photo.item);
  labelPhotos();
  const same = step < 0 ? photo.earlierButton : photo.laterButton;
  const other = step < 0 ? photo.laterButton : photo.earlierButton;
  (same.disabled ? other : same).focus();
}

/** Numbers the photos in their order, for the previews' text alternatives and the buttons. */
function labelPhotos() {
  photos.forEach((photo, index) => {
    const name = photo.kept ? `photo ${index + 1}` : `photo ${index + 1}, ${photo.name}`;
    photo.item.querySelector("img").alt = photo.kept ? `Photo ${index + 1}` : `Photo ${index + 1}: ${photo.name}`;
    photo.cover.hidden = index !== 0;
    photo.removeButton.setAttribute("aria-label", `Remove ${name}`);
    photo.earlierButton.setAttribute("aria-label", index === 1 ? `Make ${name} the cover` : `Move ${name} earlier`);
    photo.laterButton.setAttribute("aria-label", `Move ${name} later`);
    photo.earlierButton.disabled = index === 0;
    photo.laterButton.disabled = index === photos.length - 1;
  });
}

function setStatus(photo, text) {
  photo.status = text;
  if (photo.statusText) photo.statusText.textContent = text;
}

// Photos are made smaller one after another: five camera photos decoded at once take hundreds of
// megabytes, more than a phone's tab may have.
let compressing = Promise.resolve();

function addPhotos(files) {
  errorFor("images[]").textContent = "";
  const room = maxImages - photos.length;
  if (files.length > room) {
    errorFor("images[]").textContent =
      `A product has at most ${maxImages} photos; ${room === 0 ? "remove one first" : `only ${room} more can be added`}.`;
  }
  for (const file of files.slice(0, Math.max(0, room))) {
    const photo = { name: file.name, preview: URL.createObjectURL(file), status: "Waiting to be made smaller…" };
    photo.compressed = compressing.then(() => {
      setStatus(photo, "Making it smaller…");
      return compressPhoto(file, maxBytes);
    }).then(
      (compressed) => { setStatus(photo, sizeText(compressed.size)); return compressed; },
      (error) => { setStatus(photo, error.message); throw error; });
    compressing = photo.compressed.catch(() => {});
    photos.push(photo);
    list.append(photoItem(photo));
  }
  labelPhotos();
}

/** Says what the browser already knows is missing or wrong, before anything is sent. */
function checkFields() {
  let valid = true;
  for (const name of TEXT_FIELDS) {
    const field = form.elements.namedItem(name);
    if (!field || field.checkValidity()) continue;
    const sentence = field.validity.valueMissing && MISSING[name] || field.validationMessage;
    if (valid) showError(name, sentence);
    else errorFor(name).textContent = sentence;
    field.setAttribute("aria-invalid", "true");
    valid = false;
  }
  if (photos.length === 0) {
    const sentence = editing ? "Keep or add at least one photo." : "Add at least one photo.";
    if (valid) showError("images[]", sentence);
    else errorFor("images[]").textContent = sentence;
    input.setAttribute("aria-invalid", "true");
    valid = false;
  }
  return valid;
}

async function send(event) {
  event.preventDefault();
  clearErrors();
  if (!checkFields()) return;
  submitButton.disabled = true;
  try {
    const added = photos.filter((photo) => !photo.kept);
    progress.textContent = added.length ? "Making the photos smaller…" : "Sending…";
    let files;
    try {
      files = await Promise.all(added.map((photo) => photo.compressed));
    } catch (error) {
      showError("images[]", error.message);
      return;
    }
    const body = new FormData();
    for (const name of ["title", "descriptions", "price", "currency", "stock"]) {
      body.append(name, form.elements.namedItem(name).value);
    }
    const discount = form.elements.namedItem("discounted_price").value;
    // An empty discounted price removes the discount from a product that had one.
    if (discount !== "" || editing) body.append("discounted_price", discount);
    if (seller) {
      body.append("csrf", form.elements.namedItem("csrf").value);
      body.append("category", form.elements.namedItem("category").value);
    } else {
      body.append("password", editing ? verifiedPassword : form.elements.namedItem("password").value);
    }
    if (editing) {
      // The photos as they are now on the page: kept ones by name, new ones by their place among
      // the files sent.
      const order = photos.map((photo) => (photo.kept ? photo.kept : `new:${added.indexOf(photo) + 1}`));
      body.append("image_order", JSON.stringify(order));
    }
    files.forEach((file) => body.append("images[]", file, file.name));
    progress.textContent = "Sending…";
    const address = seller ? form.action : editing ? `/item/${form.dataset.item}` : "/item";
    const response = await fetch(address, {
      method: editing && !seller ? "PATCH" : "POST", body, headers: { Accept: "application/json" },
    });
    const answer = await response.json().catch(() => ({ reason: `The server answered ${response.status}.` }));
    if (response.ok) {
      progress.textContent = editing ? "Saved." : "Registered.";
      sent = true;
      location.assign(answer.location || `/market/items/${answer.id}?notice=${editing ? "saved" : "registered"}`);
      return;
    }
    if (editing && !seller && response.status === 404) {
      showError(null, "The password no longer opens this product, or it was deleted. Nothing was changed.");
    } else {
      const name = fieldOf(answer, response.status);
      showError(name, answer.reason ? forPeople(answer.reason, name) : `The server answered ${response.status}.`);
    }
  } catch {
    showError(null, "The server could not be reached; nothing was sent. Try again.");
  } finally {
    // Once sent, the button stays off while the browser goes to the product: a second click
    // would register it twice.
    if (!sent) {
      submitButton.disabled = false;
      progress.textContent = "";
    }
  }
}

async function checkPassword(event) {
  event.preventDefault();
  const field = document.getElementById("check-password");
  const error = document.getElementById("check-password-error");
  error.textContent = "";
  field.removeAttribute("aria-invalid");
  if (!field.value) {
    error.textContent = "Enter the product's password.";
    field.setAttribute("aria-invalid", "true");
    field.focus();
    return;
  }
  const body = new FormData();
  body.append("password", field.value);
  let response;
  try {
    response = await fetch(`/item/${passwordStep.dataset.item}`, { method: "PATCH", body });
  } catch {
    error.textContent = "The server could not be reached. Try again.";
    return;
  }
  if (response.ok) {
    verifiedPassword = field.value;
    passwordStep.hidden = true;
    form.hidden = false;
    form.elements.namedItem("title").focus();
    return;
  }
  const answer = await response.json().catch(() => ({}));
  error.textContent = response.status === 404 ? "That password is wrong." : answer.reason || `The server answered ${response.status}.`;
  field.setAttribute("aria-invalid", "true");
  field.select();
}

/** The product's photos as the page was rendered with them: kept unless removed. */
function adoptCurrentPhotos() {
  for (const node of [...list.querySelectorAll("[data-kept]")]) {
    const photo = { kept: node.dataset.kept, preview: node.querySelector("img").src, status: "" };
    photos.push(photo);
    node.replaceWith(photoItem(photo));
  }
  labelPhotos();
}

/** A field's error goes as soon as what it says is fixed. */
function clearWhenFixed(event) {
  const field = event.target;
  if (!field.name || field.getAttribute("aria-invalid") !== "true" || !field.checkValidity()) return;
  field.removeAttribute("aria-invalid");
  const slot = errorFor(field.name);
  if (slot) slot.textContent = "";
}

if (form) {
  adoptCurrentPhotos();
  form.addEventListener("input", clearWhenFixed);
  // The buttons start disabled: without this script the forms cannot send (and must not, as a plain
  // form would put the password in the address).
  submitButton.disabled = false;
  const continueButton = document.getElementById("continue-button");
  if (continueButton) continueButton.disabled = false;
  input.addEventListener("change", () => {
    addPhotos([...input.files]);
    photosChanged = true;
    input.value = "";
  });
  // Photos arranged on the edit form live only in this page until it is sent: leaving asks first.
  window.addEventListener("beforeunload", (event) => {
    if (editing && photosChanged && !sent) event.preventDefault();
  });
  form.addEventListener("submit", send);
  if (passwordStep) {
    passwordStep.addEventListener("submit", checkPassword);
    document.getElementById("check-password").focus();
  }
}
