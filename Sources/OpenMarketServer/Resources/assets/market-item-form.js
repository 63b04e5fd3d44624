// Registering and editing a product from the browser, as the apps do: the photos picked are
// previewed, can be removed, and are compressed here; the form goes to the API as the apps'
// multipart body (`POST /item`, `PATCH /item/{id}`). Editing first checks the password with a
// PATCH that carries only the password (200 opens the form, 404 means it is wrong). The server's
// sentence for a refused field is shown next to that field.
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
const maxImages = picker ? Number(picker.dataset.maxImages) : 5;
const maxBytes = picker ? Number(picker.dataset.maxBytes) : 300000;
const TEXT_FIELDS = ["title", "price", "discounted_price", "currency", "stock", "descriptions", "password"];

/** Photos picked, in order: each with its preview and the promise of its compressed file. */
let photos = [];
let verifiedPassword = null;
let sent = false;

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

/** The field a server's sentence is about: it begins with the field's name, or speaks of images. */
function fieldOf(sentence, status) {
  const first = sentence.split(/[\s:,.]/)[0];
  if (TEXT_FIELDS.includes(first)) return first;
  if (status === 413 || status === 415 || /image|photo/i.test(sentence)) return "images[]";
  return null;
}

/** Each photo's list item, made once: its status changes in place, so focus stays where it is. */
function photoItem(photo) {
  const item = document.createElement("li");
  const image = document.createElement("img");
  image.src = photo.preview;
  photo.statusText = document.createElement("span");
  photo.statusText.className = "muted";
  photo.statusText.setAttribute("aria-live", "polite");
  photo.statusText.textContent = photo.status;
  photo.removeButton = document.createElement("button");
  photo.removeButton.type = "button";
  photo.removeButton.className = "secondary";
  photo.removeButton.textContent = "Remove";
  photo.removeButton.addEventListener("click", () => {
    const index = photos.indexOf(photo);
    URL.revokeObjectURL(photo.preview);
    photos.splice(index, 1);
    item.remove();
    labelPhotos();
    const next = photos[Math.min(index, photos.length - 1)];
    (next ? next.removeButton : input).focus();
  });
  item.append(image, photo.statusText, photo.removeButton);
  photo.item = item;
  return item;
}

/** Numbers the photos in their order, for the previews' text alternatives and the buttons. */
function labelPhotos() {
  photos.forEach((photo, index) => {
    photo.item.querySelector("img").alt = `Photo ${index + 1}: ${photo.name}`;
    photo.removeButton.setAttribute("aria-label", `Remove photo ${index + 1}, ${photo.name}`);
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
    if (valid) showError(name, field.validationMessage);
    else errorFor(name).textContent = field.validationMessage;
    field.setAttribute("aria-invalid", "true");
    valid = false;
  }
  if (!editing && photos.length === 0) {
    if (valid) showError("images[]", "Add at least one photo.");
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
    progress.textContent = photos.length ? "Making the photos smaller…" : "Sending…";
    let files;
    try {
      files = await Promise.all(photos.map((photo) => photo.compressed));
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
    body.append("password", editing ? verifiedPassword : form.elements.namedItem("password").value);
    files.forEach((file) => body.append("images[]", file, file.name));
    progress.textContent = "Sending…";
    const response = await fetch(editing ? `/item/${form.dataset.item}` : "/item", {
      method: editing ? "PATCH" : "POST", body, headers: { Accept: "application/json" },
    });
    const answer = await response.json().catch(() => ({ reason: `The server answered ${response.status}.` }));
    if (response.ok) {
      progress.textContent = editing ? "Saved." : "Registered.";
      sent = true;
      location.assign(`/market/items/${answer.id}?notice=${editing ? "saved" : "registered"}`);
      return;
    }
    if (editing && response.status === 404) {
      showError(null, "The password no longer opens this product, or it was deleted. Nothing was changed.");
    } else {
      showError(fieldOf(answer.reason || "", response.status), answer.reason || `The server answered ${response.status}.`);
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

if (form) {
  // The buttons start disabled: without this script the forms cannot send (and must not, as a plain
  // form would put the password in the address).
  submitButton.disabled = false;
  const continueButton = document.getElementById("continue-button");
  if (continueButton) continueButton.disabled = false;
  input.addEventListener("change", () => {
    addPhotos([...input.files]);
    input.value = "";
  });
  form.addEventListener("submit", send);
  if (passwordStep) {
    passwordStep.addEventListener("submit", checkPassword);
    document.getElementById("check-password").focus();
  }
}
